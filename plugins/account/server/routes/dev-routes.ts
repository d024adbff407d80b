import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '@kernel/core/status-codes';
import { Type } from '@sinclair/typebox';
import { fail, ok } from '@kernel/core/envelope';
import { sendEnvelope } from '@kernel/server/errors';
import { fromLoopback } from '@kernel/server/request-guards';
import { AccountPaths } from '../../shared/contract';
import type { AccountRuntime } from '../runtime';
import { OutboxEnvelope, OutboxQuery } from '../schemas';
import { digitsOnly, isMobile, MOBILE_LENGTH } from '@kernel/core/contact';
import type { SmsOutboxRow } from '../tables';

const CaptchaQuery = Type.Object({ captchaId: Type.String({ minLength: 1, maxLength: 64 }) });

const LIMIT = 50;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function formatTime(ms: number): string {
  return new Date(ms).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });
}

const TYPE_NAMES: Record<string, string> = { login: '登录', trial: '试用申请' };

function outboxPage(rows: readonly SmsOutboxRow[], mobile: string | undefined): string {
  const items = rows
    .map(
      (r) => `<tr><td class="time">${escapeHtml(formatTime(r.created_at))}</td><td class="mobile">${escapeHtml(r.mobile)}</td>` +
        `<td>${escapeHtml(TYPE_NAMES[r.type] ?? r.type)}</td><td>${escapeHtml(r.content)}</td></tr>`,
    )
    .join('\n');
  const empty = `<p class="empty">${mobile ? `手机号 ${escapeHtml(mobile)} 暂无短信` : '暂无短信'}</p>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>短信发件箱（开发环境） - 造价指标网</title>
<style>
  body { font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; margin: 0; background: #f4f7fb; color: #1f2d3d; }
  main { max-width: 960px; margin: 32px auto; padding: 24px 28px; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 6px; }
  .hint { color: #6b7785; font-size: 13px; margin: 0 0 18px; }
  form { display: flex; gap: 8px; margin-bottom: 16px; }
  input { padding: 6px 10px; border: 1px solid #cbd5e1; border-radius: 4px; font-size: 14px; width: 180px; }
  button, a.button { padding: 6px 14px; border: 0; border-radius: 4px; background: #1e6fd9; color: #fff; font-size: 14px; cursor: pointer; text-decoration: none; }
  a.button { background: #e2e8f0; color: #1f2d3d; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #edf2f7; vertical-align: top; }
  th { background: #f8fafc; color: #4a5568; font-weight: 600; }
  td.time { white-space: nowrap; color: #6b7785; }
  td.mobile { font-variant-numeric: tabular-nums; white-space: nowrap; }
  .empty { color: #6b7785; padding: 24px 0; text-align: center; }
</style>
</head>
<body>
<main>
  <h1>短信发件箱</h1>
  <p class="hint">演示环境不会真正发送短信：验证码短信保存在这里（最新在前，最多 ${LIMIT} 条），同时打印在服务器日志中。此页面仅在以 DEV_TOOLS=1 启动时、且只对本机访问开放。</p>
  <form method="get" action="${AccountPaths.devSmsOutboxPage}">
    <input name="mobile" placeholder="按手机号筛选" value="${escapeHtml(mobile ?? '')}" maxlength="11" inputmode="numeric">
    <button type="submit">筛选</button>
    <a class="button" href="${AccountPaths.devSmsOutboxPage}">全部</a>
  </form>
  ${rows.length === 0 ? empty : `<table>
    <thead><tr><th>时间</th><th>手机号</th><th>用途</th><th>内容</th></tr></thead>
    <tbody>
${items}
    </tbody>
  </table>`}
</main>
</body>
</html>`;
}

export { fromLoopback };

/**
 * The development outbox and captcha answers: registered only with DEV_TOOLS=1, and even then
 * answered only to loopback addresses (anyone else gets the same 404 as without DEV_TOOLS).
 */
export async function devRoutes(app: FastifyInstance, rt: AccountRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const notFound = (reply: FastifyReply) => sendEnvelope(reply, fail(404, Messages.notFound), 404);
  const loopbackOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromLoopback(request)) return notFound(reply);
  };

  const recent = (mobile: string | undefined) => {
    let query = rt.db.selectFrom('account_sms_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(LIMIT);
    if (mobile) query = query.where('mobile', '=', mobile);
    return query.execute();
  };
  const mobileFilter = (value: string | undefined) => {
    const mobile = (value ?? '').trim();
    return isMobile(mobile) ? mobile : mobile === '' ? undefined : digitsOnly(mobile, MOBILE_LENGTH);
  };

  api.get(AccountPaths.devSmsOutbox, { onRequest: loopbackOnly, schema: { querystring: OutboxQuery, response: { 200: OutboxEnvelope } } }, async (request) => {
    const rows = await recent(mobileFilter(request.query.mobile));
    return ok(rows.map((r) => ({ id: r.id, mobile: r.mobile, type: r.type, content: r.content, createdAt: r.created_at })));
  });

  api.get(AccountPaths.devSmsOutboxPage, { onRequest: loopbackOnly, schema: { querystring: OutboxQuery } }, async (request, reply) => {
    const mobile = mobileFilter(request.query.mobile);
    const rows = await recent(mobile);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(outboxPage(rows, mobile));
  });

  // The answer of a recent captcha, for end-to-end tests (development only, like the outbox).
  api.get(AccountPaths.devCaptcha, { onRequest: loopbackOnly, schema: { querystring: CaptchaQuery } }, async (request, reply) => {
    const text = rt.captcha.devAnswer(request.query.captchaId);
    if (text === null) return sendEnvelope(reply, fail(404, '验证码不存在或已过期'), 404);
    return ok({ text });
  });
}
