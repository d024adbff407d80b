import JsCookies from 'js-cookie';
import Cookies from '@kernel/client/cookies';

/** Values the site stores in cookies: tokens, JSON user info with Chinese text, odd characters. */
const VALUES = [
  'eyJhbGciOiJIUzI1NiJ9.e30.sig-_',
  JSON.stringify({ userName: '张工', phone: '138****0000', rights: { canUse: true }, note: 'a=b; c, d "e" 100%' }),
  'true',
  '',
];

function clearAll(): void {
  for (const name of Object.keys(JsCookies.get())) JsCookies.remove(name, { path: '/' });
}

describe('the kernel cookies (js-cookie 3 compatible)', () => {
  beforeEach(clearAll);

  it('writes what js-cookie reads, and reads what js-cookie wrote', () => {
    VALUES.forEach((value, i) => {
      Cookies.set(`ours${i}`, value, { path: '/', sameSite: 'lax', expires: 7 });
      expect(JsCookies.get(`ours${i}`)).toBe(value);
      JsCookies.set(`theirs${i}`, value, { path: '/', sameSite: 'lax' });
      expect(Cookies.get(`theirs${i}`)).toBe(value);
    });
  });

  it('writes the same cookie text as js-cookie', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => {
      written.push(text.split(';')[0]);
      descriptor.set!.call(document, text);
    });
    for (const value of VALUES) {
      Cookies.set('userInfo', value, { path: '/' });
      JsCookies.set('userInfo', value, { path: '/' });
    }
    spy.mockRestore();
    for (let i = 0; i < written.length; i += 2) expect(written[i]).toBe(written[i + 1]);
  });

  it('lists every cookie without a name, and removes one', () => {
    Cookies.set('a', '1', { path: '/' });
    Cookies.set('b', '二', { path: '/' });
    expect(Cookies.get()).toEqual({ a: '1', b: '二' });
    Cookies.remove('a', { path: '/' });
    expect(Cookies.get('a')).toBeUndefined();
    expect(Cookies.get()).toEqual({ b: '二' });
  });

  it('a cookie that expired is gone', () => {
    Cookies.set('old', 'x', { path: '/', expires: new Date(Date.now() - 1000) });
    expect(Cookies.get('old')).toBeUndefined();
  });
});
