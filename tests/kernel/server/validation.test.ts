import { LEAKED_SECRET, probePlugin } from '../../helpers/probe-plugin';
import { buildTestApp, type TestApp } from '../../helpers/server';

const FORM = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
const JSON_TYPE = { 'content-type': 'application/json' };

describe('request validation and errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ plugins: [probePlugin], bodyLimit: 4096 });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, headers: Record<string, string> = FORM) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('accepts a valid form body and coerces its types', async () => {
    const res = await post('/api/probe/form', 'name=%E5%BC%A0%E4%B8%89&age=35');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, data: { name: '张三', age: 35 }, businessMsg: '操作成功' });
  });

  it('accepts a valid JSON body', async () => {
    const res = await post('/api/probe/json', JSON.stringify({ name: '李四', age: 40, mobile: '13800138000' }), JSON_TYPE);
    expect(res.json().data).toEqual({ name: '李四', age: 40, mobile: '13800138000' });
  });

  it.each([
    ['form, missing field', '/api/probe/form', 'name=%E5%BC%A0%E4%B8%89', FORM, '请求参数错误：age 为必填项'],
    ['form, wrong type', '/api/probe/form', 'name=x&age=abc', FORM, '请求参数错误：age 应为整数'],
    ['form, empty string', '/api/probe/form', 'name=&age=3', FORM, '请求参数错误：name 不能为空'],
    ['form, too long', '/api/probe/form', `name=${'a'.repeat(21)}&age=3`, FORM, '请求参数错误：name 长度不能超过 20 个字符'],
    ['form, below minimum', '/api/probe/form', 'name=x&age=-1', FORM, '请求参数错误：age 不能小于 0'],
    ['form, bad pattern', '/api/probe/form', 'name=x&age=1&mobile=123', FORM, '请求参数错误：mobile 格式不正确'],
    ['JSON, missing field', '/api/probe/json', '{"age":3}', JSON_TYPE, '请求参数错误：name 为必填项'],
    ['JSON, wrong type', '/api/probe/json', '{"name":"x","age":"many"}', JSON_TYPE, '请求参数错误：age 应为整数'],
    ['JSON, not an object', '/api/probe/json', '[1,2]', JSON_TYPE, '请求参数错误：请求体 应为对象'],
    ['JSON, malformed', '/api/probe/json', '{"name": "x", age: }', JSON_TYPE, '请求参数错误：JSON 格式不正确'],
    ['JSON, prototype poisoning', '/api/probe/json', '{"name":"x","age":1,"__proto__":{"a":1}}', JSON_TYPE, '请求参数错误：JSON 格式不正确'],
    ['JSON, empty body', '/api/probe/json', '', JSON_TYPE, '请求参数错误：请求体不能为空'],
  ])('answers 400 with a Chinese message: %s', async (_name, url, payload, headers, message) => {
    const res = await post(url, payload, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, data: null, businessMsg: message });
  });

  it('answers 400 when the body is missing altogether', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/form' });
    expect(res.statusCode).toBe(400);
    expect(res.json().businessMsg).toBe('请求参数错误：请求体 应为对象');
  });

  it('validates the query string', async () => {
    const res = await t.app.inject('/api/probe/query?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().businessMsg).toBe('请求参数错误：page 不能小于 1');
    expect((await t.app.inject('/api/probe/query?page=2')).json().data).toEqual({ page: 2 });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await post('/api/probe/json', JSON.stringify({ name: 'x', age: 1, pad: 'x'.repeat(10_000) }), JSON_TYPE);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, data: null, businessMsg: '请求内容过大' });
  });

  it('answers 413 for a form body over the limit', async () => {
    const res = await post('/api/probe/form', `name=x&age=1&pad=${'x'.repeat(10_000)}`);
    expect(res.statusCode).toBe(413);
    expect(res.json().businessMsg).toBe('请求内容过大');
  });

  it('answers 415 for an unsupported content type', async () => {
    const res = await post('/api/probe/json', '<xml/>', { 'content-type': 'application/xml' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, data: null, businessMsg: '不支持的请求内容类型' });
  });

  it('answers an unexpected error with a bare 500 envelope', async () => {
    const res = await t.app.inject('/api/probe/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, data: null, businessMsg: '服务器开小差了，请稍后再试' });
    expect(res.body).not.toContain(LEAKED_SECRET);
    expect(res.body).not.toMatch(/at |stack|exploded/);
  });

  it('answers a BusinessError with HTTP 200 and its status code', async () => {
    const res = await t.app.inject('/api/probe/business');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 460, data: null, businessMsg: '该数据暂不可用' });
  });

  it('keeps serving after every kind of failure', async () => {
    expect((await t.app.inject('/getPalvelinAeg')).statusCode).toBe(200);
  });
});
