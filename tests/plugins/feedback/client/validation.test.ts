import {
  clip,
  dialogToInput,
  FeedbackLimits,
  FeedbackMessages,
  prefillName,
  toFeedbackInput,
  validateContact,
  validateDescription,
  validateFeedback,
  validateName,
  wordCount,
} from '@plugins/feedback/client/validation';

describe('feedback form rules (spec section 5)', () => {
  it('limits: description 500, name 20, contact 50', () => {
    expect(FeedbackLimits).toEqual({ description: 500, name: 20, contact: 50 });
  });

  it('description is required (请输入您的问题或意见) and at most 500', () => {
    expect(validateDescription('')).toBe('请输入您的问题或意见');
    expect(validateDescription('   ')).toBe('请输入您的问题或意见');
    expect(validateDescription('数据有误')).toBeNull();
    expect(validateDescription('意'.repeat(500))).toBeNull();
    expect(validateDescription('意'.repeat(501))).toBe('问题或意见不能超过500个字');
  });

  it('name and contact are optional, with their maxima', () => {
    expect(validateName('')).toBeNull();
    expect(validateName('名'.repeat(20))).toBeNull();
    expect(validateName('名'.repeat(21))).toBe('用户名不能超过20个字');
    expect(validateContact('')).toBeNull();
    expect(validateContact('someone@example.com')).toBeNull();
    expect(validateContact('1'.repeat(51))).toBe('联系方式不能超过50个字');
  });

  it('validates the whole form, first message first', () => {
    expect(validateFeedback({ description: '', name: '名'.repeat(21) })).toEqual({
      first: '请输入您的问题或意见',
      fields: { description: '请输入您的问题或意见', name: '用户名不能超过20个字' },
    });
    expect(validateFeedback({ description: '好' })).toEqual({ first: null, fields: {} });
  });

  it('the word counter and clipping', () => {
    expect(wordCount('')).toBe('0/500');
    expect(wordCount('你好')).toBe('2/500');
    expect(clip('x'.repeat(30), 20)).toHaveLength(20);
  });

  it('prefills the name from fullName, cut to 20', () => {
    expect(prefillName('李晓梅')).toBe('李晓梅');
    expect(prefillName(undefined)).toBe('');
    expect(prefillName('企'.repeat(25))).toHaveLength(20);
  });

  it('maps the dialog fields to the call and fixes srcType "3"', () => {
    expect(toFeedbackInput(dialogToInput({ desc: ' 建议 ', username: ' 王工 ', telPhone: ' 13800000001 ' }))).toEqual({
      description: '建议',
      name: '王工',
      mobile: '13800000001',
      srcType: '3',
    });
  });

  it('result messages', () => {
    expect(FeedbackMessages.success).toBe('操作成功');
    expect(FeedbackMessages.failure).toBe('操作失败');
    expect(FeedbackMessages.tooFrequent).toBe('操作过于频繁，请稍后再试');
  });
});
