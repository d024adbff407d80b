import {
  digitsOnly,
  EMAIL_PATTERN,
  isContact,
  isEmail,
  isMobile,
  isQq,
  isSmsCode,
  MOBILE_LENGTH,
  MOBILE_PATTERN,
  MOBILE_PATTERN_SOURCE,
  SMS_CODE_LENGTH,
  SMS_CODE_PATTERN_SOURCE,
} from '@kernel/core/contact';

describe('contact details', () => {
  it('a mobile number is 11 digits starting with 1', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('10000000000')).toBe(true);
    for (const bad of ['', '1381234567', '138123456789', '23812345678', '138 1234 5678', '+8613812345678', '1381234567a', ' 13812345678']) {
      expect(isMobile(bad)).toBe(false);
    }
    expect(MOBILE_LENGTH).toBe(11);
    expect(MOBILE_PATTERN.test('13812345678')).toBe(true);
  });

  it('the schema pattern sources match the same strings as the patterns', () => {
    const mobile = new RegExp(MOBILE_PATTERN_SOURCE);
    const code = new RegExp(SMS_CODE_PATTERN_SOURCE);
    for (const s of ['13812345678', '1381234567', 'x13812345678']) expect(mobile.test(s)).toBe(isMobile(s));
    for (const s of ['123456', '12345', '1234567', '12345a']) expect(code.test(s)).toBe(isSmsCode(s));
  });

  it('an SMS code is 6 digits', () => {
    expect(isSmsCode('012345')).toBe(true);
    expect(isSmsCode('12345')).toBe(false);
    expect(isSmsCode('1234567')).toBe(false);
    expect(isSmsCode('12a456')).toBe(false);
    expect(SMS_CODE_LENGTH).toBe(6);
  });

  it('QQ numbers and e-mail addresses', () => {
    expect(isQq('10001')).toBe(true);
    expect(isQq('123456789012')).toBe(true);
    expect(isQq('1234')).toBe(false);
    expect(isQq('1234567890123')).toBe(false);
    expect(isQq('01234')).toBe(false);
    expect(isEmail('a@b.cn')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.cn')).toBe(false);
    expect(EMAIL_PATTERN.test('x@y.z')).toBe(true);
  });

  it('a contact is a mobile, a QQ number or an e-mail, read trimmed', () => {
    expect(isContact(' 13812345678 ')).toBe(true);
    expect(isContact('10001')).toBe(true);
    expect(isContact('me@example.com')).toBe(true);
    expect(isContact('138-1234-5678')).toBe(false);
    expect(isContact('')).toBe(false);
    expect(isContact('微信 abc')).toBe(false);
  });

  it('digitsOnly keeps digits, cut to a length', () => {
    expect(digitsOnly('138 1234-5678 9')).toBe('138123456789');
    expect(digitsOnly('138 1234-5678 9', MOBILE_LENGTH)).toBe('13812345678');
    expect(digitsOnly('abc')).toBe('');
  });
});
