/**
 * A test-only server plugin that answers any envelope statusCode on demand, so the client's HTTP
 * error catalogue (kernel/core/status-codes.ts) can be tested against the real server. Never registered by the
 * site: only tests add it (see `startTestServer`).
 *
 * Endpoints (all bodies form-encoded or JSON):
 * - `GET|POST /api/test/status` (`code`, optional `msg`): answers HTTP 200 with `statusCode: code`.
 * - `GET|POST /api/test/sequence?key=k&codes=302,200`: answers the codes in order, one per call
 *   for that key (the last one repeats); `data` tells the call number and the token received.
 * - `POST /api/test/reset`: forgets every sequence.
 * - `GET|POST /api/test/protected`: 200 with header `token: refreshed-token`; 302 otherwise.
 * - `POST /api/web/loginByToken` (`accessToken`): `expired-but-refreshable` gets a new token
 *   (`refreshed-token`) in the management gateway's shape; anything else is refused.
 * - `POST /api/test/captcha`: 980 unless header `validateData` is `ok-captcha`.
 * - `GET /api/test/http?status=500`: answers that HTTP status (with an envelope).
 * - `GET /api/test/slow?ms=200`: answers after a delay.
 * - `GET|POST /api/test/echo`: answers the stamped headers, content type, body and query it got.
 * - `POST /api/test/stream?count=3&ms=20`: a text/event-stream answer (`openEventStream`): `meta`
 *   with the token and body received, `count` `chunk` events `ms` apart, then `done`.
 */
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { fail, ok } from '@kernel/core/envelope';
import { SUCCESS_CODES } from '@kernel/core/status-codes';
import { sendEnvelope } from '@kernel/server/errors';
import { openEventStream } from '@kernel/server/event-stream';
import type { ServerPlugin } from '@kernel/server/plugin';

export const REFRESHABLE_TOKEN = 'expired-but-refreshable';
export const REFRESHED_TOKEN = 'refreshed-token';
export const CAPTCHA_OK = 'ok-captcha';

const StatusInput = Type.Object({
  code: Type.Integer(),
  msg: Type.Optional(Type.String({ maxLength: 200 })),
});
const SequenceQuery = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 100 }),
  codes: Type.String({ pattern: '^\\d+(,\\d+)*$' }),
});
const LoginByTokenBody = Type.Object({ accessToken: Type.String() });
const HttpQuery = Type.Object({ status: Type.Integer({ minimum: 200, maximum: 599 }) });
const SlowQuery = Type.Object({ ms: Type.Integer({ minimum: 0, maximum: 30_000, default: 200 }) });
const AnyQuery = Type.Object({}, { additionalProperties: true });
const StreamQuery = Type.Object({
  count: Type.Integer({ minimum: 0, maximum: 50, default: 3 }),
  ms: Type.Integer({ minimum: 0, maximum: 5_000, default: 20 }),
});

function message(code: number, msg?: string): string {
  return msg ?? (SUCCESS_CODES.includes(code) ? '操作成功' : `测试状态码 ${code}`);
}

function header(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export const statusPlugin: ServerPlugin = {
  manifest: { id: 'test-status', title: '测试状态码', order: 1000 },
  routes(app) {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();
    const sequences = new Map<string, number>();

    api.get('/api/test/status', { schema: { querystring: StatusInput } }, async (req) =>
      fail(req.query.code, message(req.query.code, req.query.msg), { code: req.query.code }),
    );
    api.post('/api/test/status', { schema: { body: StatusInput } }, async (req) =>
      fail(req.body.code, message(req.body.code, req.body.msg), { code: req.body.code }),
    );

    const sequence = {
      schema: { querystring: SequenceQuery },
      handler: async (req: { query: { key: string; codes: string }; headers: Record<string, string | string[] | undefined> }) => {
        const codes = req.query.codes.split(',').map(Number);
        const call = sequences.get(req.query.key) ?? 0;
        sequences.set(req.query.key, call + 1);
        const code = codes[Math.min(call, codes.length - 1)]!;
        return fail(code, message(code), { call: call + 1, key: req.query.key, token: header(req.headers.token) });
      },
    };
    api.get('/api/test/sequence', sequence);
    api.post('/api/test/sequence', sequence);

    api.post('/api/test/reset', { schema: { querystring: AnyQuery } }, async () => {
      sequences.clear();
      return ok(null);
    });

    const protectedRoute = {
      schema: { querystring: AnyQuery },
      handler: async (req: { headers: Record<string, string | string[] | undefined> }) =>
        header(req.headers.token) === REFRESHED_TOKEN
          ? ok({ token: REFRESHED_TOKEN })
          : fail(302, '登录已过期，请重新登录'),
    };
    api.get('/api/test/protected', protectedRoute);
    api.post('/api/test/protected', protectedRoute);

    api.post('/api/web/loginByToken', { schema: { body: LoginByTokenBody } }, async (req) =>
      req.body.accessToken === REFRESHABLE_TOKEN
        ? ok({ statusCode: 200, data: { accessToken: REFRESHED_TOKEN, expireIn: 7 * 24 * 3600 }, id: 'test-user' })
        : ok({ statusCode: 302, data: null, id: null }),
    );

    api.post('/api/test/captcha', { schema: { querystring: AnyQuery } }, async (req) =>
      header(req.headers.validatedata) === CAPTCHA_OK ? ok({ passed: true }) : fail(980, '请完成安全验证'),
    );

    api.get('/api/test/http', { schema: { querystring: HttpQuery } }, async (req, reply) =>
      sendEnvelope(reply, fail(req.query.status, `测试 HTTP 状态 ${req.query.status}`), req.query.status),
    );

    // Echoes what the client sent: the stamped headers, the content type and the parsed body.
    const echo = {
      schema: { querystring: AnyQuery },
      handler: async (req: { headers: Record<string, string | string[] | undefined>; body?: unknown; query: unknown }) =>
        ok({
          headers: Object.fromEntries(
            ['token', 'timestamp', 'uuidhashcode', 'casid', 'timestamp2', 'validatedata', 'content-type'].map((h) => [
              h,
              header(req.headers[h]),
            ]),
          ),
          body: req.body ?? null,
          query: req.query,
        }),
    };
    api.get('/api/test/echo', echo);
    api.post('/api/test/echo', echo);

    api.post('/api/test/stream', { schema: { querystring: StreamQuery } }, async (req, reply) => {
      const stream = openEventStream(req, reply, { heartbeatMs: 0 });
      stream.send('meta', { token: header(req.headers.token), body: req.body ?? null });
      for (let i = 1; i <= req.query.count; i++) {
        await new Promise((resolve) => setTimeout(resolve, req.query.ms));
        if (!stream.send('chunk', { n: i, text: `第${i}段` })) return;
      }
      stream.send('done', { count: req.query.count });
      stream.end();
    });

    api.get('/api/test/slow', { schema: { querystring: SlowQuery } }, async (req) => {
      await new Promise((resolve) => setTimeout(resolve, req.query.ms));
      return ok({ waited: req.query.ms });
    });
  },
};
