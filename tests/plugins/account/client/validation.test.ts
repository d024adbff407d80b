import {
  countdownLabel,
  sanitizeCode,
  sanitizePassword,
  sanitizePhone,
  sanitizeUsername,
  validateAccountLogin,
  validatePhoneLogin,
} from '@plugins/account/client/validation';

describe('account login validation', () => {
  it('requires a username and a password of at least 8 characters', () => {
    expect(validateAccountLogin({ username: '', password: '' }).fields).toEqual({
      username: '用户名不能为空',
      password: '密码不能为空',
    });
    expect(validateAccountLogin({ username: '   ', password: 'Demo@20' }).first).toBe('用户名不能为空');
    expect(validateAccountLogin({ username: 'demo_vip', password: 'Demo@20' }).first).toBe('密码长度不能小于8位');
    expect(validateAccountLogin({ username: 'demo_vip', password: 'Demo@2026' })).toEqual({ first: null, fields: {} });
  });

  it('filters spaces and caps username at 32 and password at 50 characters', () => {
    expect(sanitizeUsername(' demo _vip ')).toBe('demo_vip');
    expect(sanitizeUsername('a'.repeat(40))).toHaveLength(32);
    expect(sanitizePassword('Demo @2026')).toBe('Demo@2026');
    expect(sanitizePassword('x'.repeat(60))).toHaveLength(50);
  });
});

describe('phone login validation', () => {
  it('requires an 11-digit mobile number starting with 1 and a 6-digit code', () => {
    expect(validatePhoneLogin({ mobile: '', code: '' }).fields).toEqual({ mobile: '请输入手机号', code: '请输入6位数字验证码' });
    expect(validatePhoneLogin({ mobile: '1380000000', code: '123456' }).first).toBe('请输入11位手机号');
    expect(validatePhoneLogin({ mobile: '23800000001', code: '123456' }).first).toBe('手机号格式错误');
    expect(validatePhoneLogin({ mobile: '13800000001', code: '12345' }).first).toBe('请输入6位数字验证码');
    expect(validatePhoneLogin({ mobile: '13800000001', code: '123456' }).first).toBeNull();
  });

  it('keeps only digits, at most 11 for the phone and 6 for the code', () => {
    expect(sanitizePhone('138-0000 0001 99')).toBe('13800000001');
    expect(sanitizeCode('12a34 567')).toBe('123456');
  });

  it('labels the send-code countdown', () => {
    expect(countdownLabel(58)).toBe('58秒后重新获取');
  });
});
