import { Writable } from 'node:stream';
import { brokenPlugin, pingPlugin, type BreakMode } from '../../helpers/probe-plugin';
import { buildTestApp } from '../../helpers/server';

describe('a plugin whose routes fail to register', () => {
  it.each<BreakMode>(['throw', 'reject', 'nested', 'schema'])(
    'is skipped when it fails by "%s"; the others and the kernel still answer',
    async (mode) => {
      const t = await buildTestApp({
        plugins: [pingPlugin('before', 1), brokenPlugin('broken', mode), pingPlugin('after', 900)],
        enabledPlugins: ['home', 'before', 'broken', 'after'],
      });
      try {
        await t.app.ready();
        expect([...t.app.kernel.failedPlugins.keys()]).toEqual(['broken']);
        expect(t.app.kernel.loadedPlugins).toEqual(['before', 'after']);
        expect((await t.app.inject('/pb/before/ping')).json().data).toBe('before');
        expect((await t.app.inject('/pb/after/ping')).json().data).toBe('after');
        for (const url of ['/pb/broken/early', '/pb/broken/nested', '/pb/broken/bad-schema']) {
          const res = await t.app.inject(url);
          expect(res.statusCode).toBe(404);
          expect(res.json().businessMsg).toBe('请求的接口不存在');
        }
        expect((await t.app.inject('/getPalvelinAeg')).statusCode).toBe(200);
        expect((await t.app.inject('/api/runtime-config')).json().data.plugins).toEqual(['home', 'before', 'after']);
      } finally {
        await t.close();
      }
    },
  );

  it('contains a failure of routes itself even without the preflight', async () => {
    const t = await buildTestApp({ plugins: [brokenPlugin('broken', 'throw'), pingPlugin('ok')], preflight: false });
    try {
      await t.app.ready();
      expect([...t.app.kernel.failedPlugins.keys()]).toEqual(['broken']);
      expect((await t.app.inject('/pb/broken/early')).statusCode).toBe(404);
      expect((await t.app.inject('/pb/ok/ping')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('also skips the plugins that depend on it', async () => {
    const t = await buildTestApp({
      plugins: [brokenPlugin('base', 'throw'), pingPlugin('child', 600, ['base']), pingPlugin('other', 700)],
    });
    try {
      expect([...t.app.kernel.failedPlugins.keys()]).toEqual(['base', 'child']);
      expect((await t.app.inject('/pb/child/ping')).statusCode).toBe(404);
      expect((await t.app.inject('/pb/other/ping')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is logged with its id', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await buildTestApp({ plugins: [brokenPlugin('broken', 'throw')], logger: { stream } });
    try {
      const entry = lines.map((l) => JSON.parse(l)).find((l) => l.plugin === 'broken');
      expect(entry).toMatchObject({ level: 50, msg: '插件 broken 的接口注册失败，已跳过该插件' });
      expect(entry.err.message).toBe('routes threw');
    } finally {
      await t.close();
    }
  });
});
