import { parseCredentials } from '@plugins/account/server/login';

describe('the decrypted login payload', () => {
  it('keeps a plain name and password', () => {
    expect(parseCredentials({ username: ' demo_vip ', password: 'Demo@2026', keepLogin: 'true' })).toEqual({
      username: 'demo_vip',
      password: 'Demo@2026',
      keepLogin: true,
      validateData: undefined,
    });
  });

  it.each(['a\u0000b', 'demo\u0007vip', 'x\u007f'])('refuses a name with a control character (%j) with a Chinese 400', (username) => {
    expect(() => parseCredentials({ username, password: 'x' })).toThrow('请求参数错误：用户名含有无效字符');
  });

  it('refuses a NUL in the password', () => {
    expect(() => parseCredentials({ username: 'demo_vip', password: 'a\u0000' })).toThrow('请求参数错误：密码含有无效字符');
  });
});
