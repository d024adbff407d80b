import type { FastifyInstance } from 'fastify';
import { FeedbackPaths } from '@plugins/feedback/shared/contract';
import { createFeedbackServer, FEEDBACK_TABLE } from '@plugins/feedback/server';
import { buildTestApp, type TestApp } from '../../../helpers/server';

let now = Date.UTC(2026, 10, 21, 2, 0, 0);
const plugin = createFeedbackServer({ clock: () => now });

let t: TestApp;
let app: FastifyInstance;
let ipCounter = 0;
/** A fresh client address, so that the rate limit of one test does not touch another. */
const nextIp = () => `10.0.0.${++ipCounter}`;

function post(payload: Record<string, string>, options: { ip?: string; token?: string; json?: boolean } = {}) {
  return app.inject({
    method: 'POST',
    url: FeedbackPaths.addFeedback,
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(options.token ? { token: options.token } : {}),
    },
    payload: options.json ? JSON.stringify(payload) : new URLSearchParams(payload).toString(),
  });
}

const rows = () => t.database.db.selectFrom(FEEDBACK_TABLE).selectAll().orderBy('created_at').execute();

beforeAll(async () => {
  t = await buildTestApp({ plugins: [plugin] });
  app = t.app;
  app.auth.setResolver((token) =>
    token === 'token-member'
      ? { userId: 'u1', globalId: 'G10000002', accountName: 'demo_user', rights: [] }
      : null,
  );
});
afterAll(() => t.close());

describe('feedback: addFeedback', () => {
  it('stores a visitor\'s feedback (form body) with its address and no member', async () => {
    const ip = nextIp();
    const res = await post({ description: '  劳务分包指数希望增加按月导出  ', name: '李工', mobile: '13800000002', srcType: '3' }, { ip });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, data: null, businessMsg: '操作成功' });
    const stored = (await rows()).filter((r) => r.ip === ip);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      description: '劳务分包指数希望增加按月导出',
      name: '李工',
      mobile: '13800000002',
      src_type: '3',
      global_id: null,
      created_at: now,
    });
  });

  it('records the member behind a token; name and contact are optional; JSON works too', async () => {
    const ip = nextIp();
    const res = await post({ description: '页面很好用', srcType: '3' }, { ip, token: 'token-member', json: true });
    expect(res.json().statusCode).toBe(200);
    const stored = (await rows()).filter((r) => r.ip === ip);
    expect(stored[0]).toMatchObject({ global_id: 'G10000002', name: '', mobile: '' });
  });

  it.each([
    [{ srcType: '3' }, '请输入您的问题或意见'],
    [{ description: '   ', srcType: '3' }, '请输入您的问题或意见'],
    [{ description: '意'.repeat(501), srcType: '3' }, '问题或意见不能超过500个字'],
    [{ description: '好', name: '名'.repeat(21), srcType: '3' }, '用户名不能超过20个字'],
    [{ description: '好', mobile: '1'.repeat(51), srcType: '3' }, '联系方式不能超过50个字'],
    [{ description: '好' }, '反馈来源无效'],
    [{ description: '好', srcType: '1' }, '反馈来源无效'],
  ])('refuses %j with its message', async (payload, message) => {
    const ip = nextIp();
    const res = await post(payload as Record<string, string>, { ip });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 400, businessMsg: message });
    expect((await rows()).filter((r) => r.ip === ip)).toHaveLength(0);
  });

  it('accepts the limits exactly', async () => {
    const res = await post({ description: '意'.repeat(500), name: '名'.repeat(20), mobile: 'a'.repeat(50), srcType: '3' });
    expect(res.json().statusCode).toBe(200);
  });

  it('answers oversized input with the Chinese 400 envelope', async () => {
    const res = await post({ description: 'x'.repeat(6000), srcType: '3' });
    expect(res.statusCode).toBe(400);
    expect(res.json().businessMsg).toMatch(/^请求参数错误/);
  });

  it('allows at most 5 entries per address per minute', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const ok = await post({ description: `第${i + 1}条`, srcType: '3' }, { ip });
      expect(ok.json().statusCode).toBe(200);
      now += 1000;
    }
    const sixth = await post({ description: '第6条', srcType: '3' }, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ statusCode: 429, businessMsg: '操作过于频繁，请稍后再试' });
    // Another address is not affected.
    expect((await post({ description: '别处', srcType: '3' })).json().statusCode).toBe(200);
    // A minute after the first entry, one more is allowed.
    now += 60_000 - 5000 + 1;
    expect((await post({ description: '一分钟后', srcType: '3' }, { ip })).json().statusCode).toBe(200);
    expect((await rows()).filter((r) => r.ip === ip)).toHaveLength(6);
  });

  it('is gone when the plugin is disabled', async () => {
    const without = await buildTestApp({ plugins: [] });
    try {
      const res = await without.app.inject({ method: 'POST', url: FeedbackPaths.addFeedback, payload: { description: 'x', srcType: '3' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await without.close();
    }
  });
});
