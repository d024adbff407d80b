import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '@kernel/core/envelope';
import type { ServerPlugin } from '@kernel/server/plugin';
import { costDataServer } from '@plugins/cost-data/server';
import { homeServer } from '@plugins/home/server';
import { buildTestApp, type TestApp } from '../../helpers/server';

const JSON_TYPE = { 'content-type': 'application/json' };
const BAD_NUMBER = (field: string) => ({ statusCode: 400, data: null, businessMsg: `请求参数错误：${field} 不是有效的数字` });

/** Numbers in every part of a request, a multipart route, and handlers that throw odd values. */
const numbersPlugin: ServerPlugin = {
  manifest: { id: 'test-numbers', title: '数字探针', order: 1 },
  async routes(app) {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();
    api.get(
      '/api/numbers/query',
      { schema: { querystring: Type.Object({ size: Type.Optional(Type.Integer()), ratio: Type.Optional(Type.Number()) }) } },
      async (request) => ok(request.query),
    );
    api.get('/api/numbers/path/:n', { schema: { params: Type.Object({ n: Type.Number() }) } }, async (request) => ok(request.params.n));
    api.post(
      '/api/numbers/body',
      { schema: { body: Type.Object({ price: Type.Number(), items: Type.Optional(Type.Array(Type.Object({ qty: Type.Number() }))) }) } },
      async (request) => ok(request.body),
    );
    // No schema at all: the JSON parser alone turns 1e309 into Infinity.
    app.post('/api/numbers/free', async (request) => ok(request.body));
    app.get('/api/throws/string', async () => {
      throw 'a plain string';
    });
    app.get('/api/throws/null', async () => {
      throw null;
    });
    app.get('/api/throws/object', async () => {
      throw { reason: 'no statusCode here' };
    });
    app.get('/api/throws/status-503', async () => {
      throw Object.assign(new Error('upstream down'), { statusCode: 503 });
    });
    await app.register(async (scope) => {
      await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 5, fieldSize: 1024 } });
      scope.post('/api/numbers/multipart', { schema: { body: Type.Object({ ids: Type.String() }) } }, async (request) => ok(request.body));
    });
  },
};

describe('request errors: never a 500 for what the client sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ plugins: [numbersPlugin], bodyLimit: 4096 });
  });
  afterAll(() => t.close());

  it.each(['size=Infinity', 'size=1e309', 'size=-Infinity', 'ratio=Infinity', 'ratio=1e309', 'ratio=-1e309'])(
    'refuses the non-finite query number %s with 400',
    async (query) => {
      const res = await t.app.inject(`/api/numbers/query?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BAD_NUMBER(query.split('=')[0]!));
    },
  );

  it('refuses NaN (not a number for the schema) and accepts finite numbers', async () => {
    const nan = await t.app.inject('/api/numbers/query?ratio=NaN');
    expect(nan.statusCode).toBe(400);
    expect(nan.json().businessMsg).toBe('请求参数错误：ratio 应为数字');
    const fine = await t.app.inject('/api/numbers/query?size=20&ratio=-1.5e3');
    expect(fine.json()).toEqual({ statusCode: 200, data: { size: 20, ratio: -1500 }, businessMsg: '操作成功' });
  });

  it('refuses non-finite path parameters', async () => {
    for (const n of ['Infinity', '1e309', '-Infinity']) {
      const res = await t.app.inject(`/api/numbers/path/${n}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BAD_NUMBER('n'));
    }
    expect((await t.app.inject('/api/numbers/path/12.5')).json().data).toBe(12.5);
  });

  it('refuses 1e309 anywhere in a JSON body, with or without a schema', async () => {
    const top = await t.app.inject({ method: 'POST', url: '/api/numbers/body', payload: '{"price":1e309}', headers: JSON_TYPE });
    expect(top.statusCode).toBe(400);
    // Ajv itself refuses a non-finite number it did not coerce.
    expect(top.json()).toEqual({ statusCode: 400, data: null, businessMsg: '请求参数错误：price 应为数字' });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/numbers/body',
      payload: '{"price":1,"items":[{"qty":2},{"qty":-1e400}]}',
      headers: JSON_TYPE,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().businessMsg).toMatch(/^请求参数错误：items\.1\.qty /);
    const free = await t.app.inject({ method: 'POST', url: '/api/numbers/free', payload: '{"a":{"b":[1e309]}}', headers: JSON_TYPE });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toEqual(BAD_NUMBER('a.b.0'));
    const bare = await t.app.inject({ method: 'POST', url: '/api/numbers/free', payload: '1e309', headers: JSON_TYPE });
    expect(bare.json()).toEqual(BAD_NUMBER('请求体'));
    const fine = await t.app.inject({ method: 'POST', url: '/api/numbers/body', payload: '{"price":1e300}', headers: JSON_TYPE });
    expect(fine.json().data).toEqual({ price: 1e300 });
  });

  it.each([
    ['multipart without a boundary', '/api/numbers/multipart', 'multipart/form-data', 'ids=1', 400, '请求参数错误：请求体格式不正确'],
    ['multipart with a broken body', '/api/numbers/multipart', 'multipart/form-data; boundary=XX', '--XX\r\nContent-Dispo', 400, null],
    ['multipart to a route without its parser', '/api/numbers/body', 'multipart/form-data; boundary=XX', '--XX--\r\n', 415, '不支持的请求内容类型'],
    ['an unsupported media type', '/api/numbers/body', 'application/xml', '<price>1</price>', 415, '不支持的请求内容类型'],
    ['a content type without a subtype', '/api/numbers/body', 'text', 'price', 415, '不支持的请求内容类型'],
    ['malformed JSON', '/api/numbers/body', 'application/json', '{"price":', 400, '请求参数错误：JSON 格式不正确'],
    ['a body over the limit', '/api/numbers/free', 'application/json', `{"a":"${'x'.repeat(5000)}"}`, 413, '请求内容过大'],
    ['a malformed form', '/api/numbers/body', 'application/x-www-form-urlencoded', 'price=%E4%ZZ&&=', 400, null],
  ])('answers %s with %s and the envelope', async (_name, url, type, payload, status, message) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.statusCode).toBe(status);
    expect(body.data).toBeNull();
    expect(body.businessMsg).toMatch(/[\u4e00-\u9fa5]/);
    if (message) expect(body.businessMsg).toBe(message);
  });

  it.each(['/%E4%ZZ', '/pb/%', '/api/%C0%AF'])('answers the undecodable address %s with a 400 envelope', async (url) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, data: null, businessMsg: '请求参数错误：请求地址无效' });
  });

  it('accepts a well-formed multipart body', async () => {
    const boundary = 'zjzbBoundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="ids"\r\n\r\n1,2,3\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/numbers/multipart',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.json()).toEqual({ statusCode: 200, data: { ids: '1,2,3' }, businessMsg: '操作成功' });
  });

  it.each([
    ['/api/throws/string', 500],
    ['/api/throws/null', 500],
    ['/api/throws/object', 500],
    ['/api/throws/status-503', 500],
  ])('answers anything %s throws with the envelope, never HTML', async (url, status) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ statusCode: 500, data: null, businessMsg: '服务器开小差了，请稍后再试' });
  });

  it.each(['size=2147483648', 'size=1e21', 'size=-2147483649'])('refuses the request integer %s outside 32 bits with 400', async (query) => {
    const res = await t.app.inject(`/api/numbers/query?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, data: null });
    const inRange = await t.app.inject('/api/numbers/query?size=2147483647');
    expect(inRange.json()).toEqual({ statusCode: 200, data: { size: 2147483647 }, businessMsg: expect.any(String) });
  });

  it('refuses a NUL character in a query, a path or a body with 400', async () => {
    const query = await t.app.inject('/api/numbers/query?ratio=1&x=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json().businessMsg).toBe('请求参数错误：x 含有无效字符');
    const path = await t.app.inject('/api/numbers/path/a%00b');
    expect(path.statusCode).toBe(400);
    const body = await t.app.inject({ method: 'POST', url: '/api/numbers/free', headers: JSON_TYPE, payload: '{"name":"a\\u0000b"}' });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ statusCode: 400, data: null, businessMsg: '请求参数错误：name 含有无效字符' });
    const nested = await t.app.inject({ method: 'POST', url: '/api/numbers/free', headers: JSON_TYPE, payload: '{"list":["ok","x\\u0000"]}' });
    expect(nested.json().businessMsg).toBe('请求参数错误：list.1 含有无效字符');
  });
});

describe('request errors on the real home plugin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ plugins: [costDataServer, homeServer] });
  });
  afterAll(() => t.close());

  it.each(['size=Infinity', 'size=1e309', 'size=NaN'])('answers /home/recommendData?%s with 400, not 500', async (query) => {
    const res = await t.app.inject(`/home/recommendData?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(400);
    expect(res.json().businessMsg).toMatch(/^请求参数错误/);
  });
});
