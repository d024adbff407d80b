import {
  chineseOnly,
  countdownLabel,
  emptyTrialForm,
  failureReason,
  sanitizeCode,
  sanitizeCompanyName,
  sanitizeMobile,
  sanitizeRealName,
  TRIAL_CODE_COUNTDOWN,
  TrialMessages,
  validateCity,
  validateCompanyName,
  validateMobile,
  validateProvince,
  validateRealName,
  validateTrialField,
  validateTrialForm,
  validateVerificationCode,
} from '@plugins/membership/client/validation';

const valid = {
  realName: '张三',
  mobile: '13912345678',
  verificationCode: '123456',
  companyName: '杭州建工造价咨询有限公司',
  province: '浙江省',
  city: '杭州市',
};

describe('trial form validation (spec section 5)', () => {
  it('accepts a complete form', () => {
    expect(validateTrialForm(valid)).toEqual({ first: null, fields: {} });
  });

  it('reports every empty field with its message, the first in field order', () => {
    const result = validateTrialForm(emptyTrialForm());
    expect(result.fields).toEqual({
      realName: '请输入真实姓名',
      mobile: '请输入手机号',
      verificationCode: '请输入验证码',
      companyName: '请输入公司名称',
      province: '请选择省份',
      city: '请选择城市/区县',
    });
    expect(result.first).toBe('请输入真实姓名');
    expect(validateTrialForm({ ...valid, companyName: '', city: '' }).first).toBe('请输入公司名称');
  });

  it('realName: required, Chinese characters only, at most 20', () => {
    expect(validateRealName('')).toBe('请输入真实姓名');
    expect(validateRealName('  ')).toBe('请输入真实姓名');
    expect(validateRealName('Tom')).toBe('真实姓名只能填写中文');
    expect(validateRealName('张 三')).toBe('真实姓名只能填写中文');
    expect(validateRealName('张三1')).toBe('真实姓名只能填写中文');
    expect(validateRealName('欧阳'.repeat(10))).toBeNull();
    expect(validateRealName('欧阳'.repeat(10) + '娜')).toBe('真实姓名不能超过20个字');
    expect(validateRealName('㐀字')).toBeNull();
  });

  it('mobile: required, digits only, 11 characters starting with 1', () => {
    expect(validateMobile('')).toBe('请输入手机号');
    expect(validateMobile('1391234567')).toBe('请输入11位手机号');
    expect(validateMobile('139123456789')).toBe('请输入11位手机号');
    expect(validateMobile('23912345678')).toBe('手机号格式错误');
    expect(validateMobile('139-1234-567')).toBe('手机号格式错误');
    expect(validateMobile('13912345678')).toBeNull();
  });

  it('verificationCode: required, exactly 6 digits', () => {
    expect(validateVerificationCode('')).toBe('请输入验证码');
    expect(validateVerificationCode('12345')).toBe('请输入6位数字验证码');
    expect(validateVerificationCode('1234567')).toBe('请输入6位数字验证码');
    expect(validateVerificationCode('12a456')).toBe('请输入6位数字验证码');
    expect(validateVerificationCode('123456')).toBeNull();
  });

  it('companyName: required, at most 20; province and city required', () => {
    expect(validateCompanyName('')).toBe('请输入公司名称');
    expect(validateCompanyName('a'.repeat(20))).toBeNull();
    expect(validateCompanyName('公'.repeat(21))).toBe('公司名称不能超过20个字');
    expect(validateProvince('')).toBe('请选择省份');
    expect(validateProvince('浙江省')).toBeNull();
    expect(validateCity('')).toBe('请选择城市/区县');
    expect(validateCity('杭州市')).toBeNull();
    expect(validateTrialField('city', '')).toBe(TrialMessages.cityRequired);
  });

  it('sending the code with an empty phone asks for the phone number', () => {
    expect(validateMobile('')).toBe('请输入手机号');
  });
});

describe('trial form input cleaning', () => {
  it('keeps only Chinese characters in realName, at most 20', () => {
    expect(chineseOnly('张 san 三!')).toBe('张三');
    expect(sanitizeRealName('Li 李 四 4')).toBe('李四');
    expect(sanitizeRealName('王'.repeat(25))).toHaveLength(20);
  });

  it('keeps only digits in mobile (11) and code (6)', () => {
    expect(sanitizeMobile('139 1234-5678 99')).toBe('13912345678');
    expect(sanitizeMobile('abc')).toBe('');
    expect(sanitizeCode('12 34 56 78')).toBe('123456');
  });

  it('caps companyName at 20 and drops leading spaces', () => {
    expect(sanitizeCompanyName('  造价公司')).toBe('造价公司');
    expect(sanitizeCompanyName('公'.repeat(30))).toHaveLength(20);
  });

  it('counts down from 60 seconds with the glossary label', () => {
    expect(TRIAL_CODE_COUNTDOWN).toBe(60);
    expect(countdownLabel(58)).toBe('58秒后重新获取');
  });

  it('the failure dialog shows the server reason, or 未知原因', () => {
    expect(failureReason('每个账号仅可申请一次试用')).toBe('每个账号仅可申请一次试用');
    expect(failureReason('')).toBe('未知原因');
    expect(failureReason(undefined)).toBe('未知原因');
    expect(TrialMessages.failureTitle).toBe('抱歉，试用申请失败');
  });
});
