import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ok } from '@kernel/core/envelope';
import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest as home } from '@plugins/home/manifest';
import { createClientDist, type TempClientDist } from '../../helpers/client-dist';
import { buildTestApp, type TestApp } from '../../helpers/server';

const BIG = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `单项工程 ${i}`, price: 1234.5 + i }));

const payloadPlugin: ServerPlugin = {
  manifest: { id: 'test-payload', title: '压缩探针', order: 1 },
  routes(app) {
    app.get('/api/big', async () => ok(BIG));
    app.get('/api/small', async () => ok('小'));
    // An event stream sent through reply.send (the login stream itself is hijacked).
    app.get('/api/events', (_request, reply) => {
      const stream = new PassThrough();
      reply.type('text/event-stream; charset=utf-8').send(stream);
      stream.write(`data: ${'x'.repeat(2000)}\n\n`);
      setTimeout(() => stream.end('data: end\n\n'), 20);
    });
  },
};

describe('compressed answers', () => {
  let dist: TempClientDist;
  let t: TestApp;
  const js = `console.log(${JSON.stringify('造价指标网'.repeat(200))});\n`;
  const br = brotliCompressSync(js);
  const gz = gzipSync(js);

  beforeAll(async () => {
    dist = createClientDist('build-1');
    const dir = path.join(dist.dir, 'static', 'js');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'foo.js'), js);
    writeFileSync(path.join(dir, 'foo.js.br'), br);
    writeFileSync(path.join(dir, 'foo.js.gz'), gz);
    writeFileSync(path.join(dir, 'plain.js'), js);
    const manifest = JSON.stringify({ name: '造价指标网', icons: Array.from({ length: 40 }, (_, i) => ({ src: `/icon-${i}.png` })) });
    writeFileSync(path.join(dist.dir, 'manifest.json'), manifest);
    writeFileSync(path.join(dist.dir, 'manifest.json.gz'), gzipSync(manifest));
    t = await buildTestApp({ plugins: [payloadPlugin], manifests: [home], clientDir: dist.dir });
  });
  afterAll(async () => {
    await t.close();
    dist.cleanup();
  });

  const get = (url: string, encoding?: string, accept = '*/*') =>
    t.app.inject({ url, headers: { accept, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('compresses a large JSON answer with brotli or gzip, as the client accepts', async () => {
    const brRes = await get('/api/big', 'gzip, deflate, br');
    expect(brRes.headers['content-encoding']).toBe('br');
    expect(brRes.headers.vary).toMatch(/accept-encoding/i);
    const fromBr = JSON.parse(brotliDecompressSync(brRes.rawPayload).toString('utf8'));
    expect(fromBr).toEqual({ statusCode: 200, data: BIG, businessMsg: '操作成功' });
    expect(brRes.rawPayload.length).toBeLessThan(JSON.stringify(fromBr).length / 3);

    const gzRes = await get('/api/big', 'gzip');
    expect(gzRes.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzRes.rawPayload).toString('utf8')).data).toEqual(BIG);

    const plain = await get('/api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toEqual(BIG);
  });

  it('leaves small answers and event streams uncompressed', async () => {
    const small = await get('/api/small', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data).toBe('小');
    const events = await get('/api/events', 'br, gzip', 'text/event-stream');
    expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body).toContain('data: end');
  });

  it('serves the build’s precompressed siblings of static assets', async () => {
    const brRes = await get('/static/js/foo.js', 'gzip, br');
    expect(brRes.statusCode).toBe(200);
    expect(brRes.headers['content-encoding']).toBe('br');
    expect(brRes.headers['content-type']).toMatch(/javascript/);
    expect(brRes.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(brRes.rawPayload, br)).toBe(0);

    const gzRes = await get('/static/js/foo.js', 'gzip');
    expect(gzRes.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(gzRes.rawPayload, gz)).toBe(0);

    const identity = await get('/static/js/foo.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(js);

    const rootFile = await get('/manifest.json', 'gzip');
    expect(rootFile.headers['content-encoding']).toBe('gzip');
    expect(rootFile.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(gunzipSync(rootFile.rawPayload).toString('utf8')).name).toBe('造价指标网');
  });

  it('compresses an asset the build did not precompress on the fly', async () => {
    const res = await get('/static/js/plain.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(js);
  });

  it('compresses index.html with its injected config, on every page address', async () => {
    for (const [url, status] of [['/', 200], ['/home', 200], ['/no/such/page', 404]] as const) {
      const res = await get(url, 'gzip', 'text/html');
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-encoding']).toBe('gzip');
      const html = gunzipSync(res.rawPayload).toString('utf8');
      expect(html).toContain('window.__APP_CONFIG__=');
      expect(html).toContain('<div id="root"></div>');
    }
  });
});
