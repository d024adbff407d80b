import { Writable } from 'node:stream';
import { probePlugin } from '../../helpers/probe-plugin';
import { buildTestApp } from '../../helpers/server';

describe('logging', () => {
  it('never writes tokens, cookies, passwords, codes or captcha results', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await buildTestApp({ plugins: [probePlugin], logger: { stream, level: 'trace' } });
    try {
      t.app.auth.setResolver(() => null);
      await t.app.inject({
        url: '/api/probe/boom?accessToken=SECRET-QUERY-TOKEN&code=778899&page=1',
        headers: {
          token: 'SECRET-HEADER-TOKEN',
          authorization: 'Bearer SECRET-AUTH',
          cookie: 'token=SECRET-COOKIE',
          validateData: 'SECRET-CAPTCHA',
        },
      });
      t.app.log.info({ password: 'SECRET-PASSWORD', body: { code: '123456' }, user: { password: 'SECRET-2' } }, 'login');
      const text = lines.join('');
      expect(text).toContain('unhandled error');
      expect(text).toContain('page=1');
      for (const secret of [
        'SECRET-QUERY-TOKEN',
        '778899',
        'SECRET-HEADER-TOKEN',
        'SECRET-AUTH',
        'SECRET-COOKIE',
        'SECRET-CAPTCHA',
        'SECRET-PASSWORD',
        '123456',
        'SECRET-2',
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
