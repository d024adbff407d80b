import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isSmsCode } from '@kernel/core/contact';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { requireLogin } from '@kernel/server/auth';
import { BusinessError } from '@kernel/server/errors';
import { APPLY_EXPIRE_SECONDS, AccountPaths, AccountStatus, type EncryptedPayload, type LoginStatus } from '../../shared/contract';
import { describeDevice } from '../device';
import { header, parseCredentials } from '../login';
import { Msg } from '../messages';
import type { LiveStream } from '../multi-login';
import type { AccountRuntime } from '../runtime';
import {
  AliveEnvelope,
  AnyQuery,
  ApplyEnvelope,
  ApplyIdQuery,
  ApplyingEnvelope,
  FeedbackQuery,
  GlobalIdHeaders,
  IdentifierQuery,
  LoginStatusEnvelope,
  LoginStatusQuery,
  NullEnvelope,
  OptionEnvelope,
  RequiredGlobalIdHeaders,
  UsernameQuery,
} from '../schemas';
import { SmsCodeService } from '../sms';
import type { SessionRow, UserRow } from '../tables';
import { randomId } from '../tokens';
import { badRequest, currentMember, phoneAccount, requireMobile } from './common';

/** The multi-login calls, per client address: generous for a person, a wall for a script. */
const MULTI_LOGIN_RATE = { rateLimit: { max: 60, timeWindow: '1 minute' } };

function field(body: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = body?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Multi-login (../README.md, "Multi-login ticket"): the pre-check, the application and its answer, and the
 * login stream that makes a device live.
 */
export async function multiLoginRoutes(app: FastifyInstance, rt: AccountRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  /**
   * The applicant's pre-check ticket (header applyTicket, or query applyTicket) for this account:
   * `apply` uses it up (it files one application, within its 60 s); `check` and `cancel` accept it
   * while it is fresh or while the application it filed lives. Answers the ticket's digest.
   */
  async function applicantTicket(request: FastifyRequest, user: UserRow, use: 'apply' | 'check' | 'cancel'): Promise<string> {
    const query = request.query as Record<string, unknown> | undefined;
    const value = header(request, 'applyticket') ?? (typeof query?.applyTicket === 'string' && query.applyTicket ? query.applyTicket : undefined);
    if (!value || value.length > 200) throw new BusinessError(AccountStatus.FAILED, Msg.applyTicketInvalid);
    if (use === 'apply') {
      const row = await rt.sso.peekTicket(value, 'apply');
      if (!row || row.user_id !== user.id || !(await rt.sso.consumeTicket(value, 'apply'))) {
        throw new BusinessError(AccountStatus.FAILED, Msg.applyTicketInvalid);
      }
      return row.id;
    }
    const row = await rt.sso.anyTicket(value, 'apply');
    const now = rt.now();
    const fresh = row && row.used_at === null && row.expires_at > now;
    const applied = row && row.used_at !== null && row.used_at + APPLY_EXPIRE_SECONDS * 1000 > now;
    if (!row || row.user_id !== user.id || !(fresh || applied)) throw new BusinessError(AccountStatus.FAILED, Msg.applyTicketInvalid);
    return row.id;
  }

  /** The account named by header globalId (and query username, which must agree when both are sent). */
  async function targetAccount(request: FastifyRequest, username: string | undefined): Promise<UserRow> {
    const globalId = header(request, 'globalid');
    if (!globalId && !username) badRequest('globalId 为必填项');
    const user = globalId ? await rt.users.byGlobalId(globalId) : await rt.users.byName(username!);
    if (!user || (globalId && username && user.account_name !== username.trim().toLowerCase())) {
      throw new BusinessError(AccountStatus.FAILED, Msg.userNotFound);
    }
    return user;
  }

  api.post(
    AccountPaths.loginStatus,
    { schema: { querystring: LoginStatusQuery, headers: GlobalIdHeaders, response: { 200: LoginStatusEnvelope } } },
    async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      let user: UserRow | undefined;
      let ownSession: string | undefined;
      switch (request.query.type) {
        case 'auth': {
          const payload = { key: field(body, 'key'), iv: field(body, 'iv'), data: field(body, 'data'), keyId: field(body, 'keyId') };
          if (!payload.key || !payload.iv || !payload.data) badRequest('缺少加密的登录信息');
          const credentials = parseCredentials(await rt.openPayload(payload as EncryptedPayload));
          const validateData = credentials.validateData ?? field(body, 'validateData') ?? header(request, 'validatedata');
          user = await rt.login.checkPassword(request, credentials, validateData, 'precheck');
          break;
        }
        case 'sms': {
          const mobile = requireMobile(field(body, 'mobile'));
          const code = field(body, 'code') ?? '';
          if (!isSmsCode(code)) badRequest('code 格式不正确');
          SmsCodeService.assertOk(await rt.sms.check(mobile, 'login', code, false));
          user = await phoneAccount(rt, mobile, header(request, 'globalid'));
          break;
        }
        case 'qr': {
          const uuid = field(body, 'uuid');
          if (!uuid) badRequest('uuid 为必填项');
          const confirmed = await rt.qr.confirmed(uuid);
          // The phone that confirmed gave its consent: it is not "elsewhere".
          ownSession = confirmed.sessionId ?? undefined;
          user = await rt.users.byId(confirmed.userId);
          break;
        }
        case 'token': {
          const token = header(request, 'accesstoken') ?? field(body, 'accessToken');
          if (!token) badRequest('accessToken 为必填项');
          const session = await rt.sessions.byToken(token);
          if (session && rt.sessions.isRefreshable(session)) {
            ownSession = session.id;
            user = await rt.users.byId(session.user_id);
          } else {
            const ticket = await rt.sso.peekTicket(token, 'login');
            user = ticket ? await rt.users.byId(ticket.user_id) : undefined;
          }
          if (!user) throw new BusinessError(301, Msg.tokenInvalid);
          break;
        }
        case 'ticket': {
          const value = header(request, 'ticket') ?? field(body, 'ticket');
          if (!value) badRequest('ticket 为必填项');
          const ticket = await rt.sso.peekTicket(value, 'sso');
          user = ticket ? await rt.users.byId(ticket.user_id) : undefined;
          if (!user) throw new BusinessError(AccountStatus.FAILED, Msg.ticketInvalid);
          break;
        }
      }
      if (!user) throw new BusinessError(AccountStatus.FAILED, Msg.userNotFound);
      const status: LoginStatus = {
        loggedInElsewhere: await rt.multi.isLiveElsewhere(user.id, ownSession),
        globalId: user.global_id,
        username: user.account_name,
      };
      if (!status.loggedInElsewhere) return ok(status);
      // Only the one who just passed this check may apply: a short-lived, single-use ticket.
      const applyTicket = await rt.sso.issueTicket(rt.db, { kind: 'apply', userId: user.id, ssoId: null, keepLogin: false });
      return { ...ok(status), applyTicket };
    },
  );

  api.get(
    AccountPaths.checkApplyLogin,
    { config: MULTI_LOGIN_RATE, schema: { querystring: UsernameQuery, headers: RequiredGlobalIdHeaders, response: { 200: ApplyingEnvelope } } },
    async (request) => {
      const user = await targetAccount(request, undefined);
      await applicantTicket(request, user, 'check');
      return ok({ applying: await rt.multi.applying(user.id) });
    },
  );

  api.get(
    AccountPaths.applyRepeatLogin,
    { config: MULTI_LOGIN_RATE, schema: { querystring: UsernameQuery, headers: GlobalIdHeaders, response: { 200: ApplyEnvelope } } },
    async (request) => {
      const user = await targetAccount(request, request.query.username);
      await applicantTicket(request, user, 'check');
      // One application at a time: a busy account answers 800 before the ticket is spent.
      if (await rt.multi.applying(user.id)) throw new BusinessError(AccountStatus.MULTI_LOGIN_BUSY, Msg.multiLoginBusy);
      const ticketHash = await applicantTicket(request, user, 'apply');
      const applyId = await rt.multi.apply(user, describeDevice(request.headers['user-agent']), request.ip, ticketHash);
      return ok({ applyId });
    },
  );

  api.get(
    AccountPaths.cancelApplyRepeatLogin,
    { config: MULTI_LOGIN_RATE, schema: { querystring: UsernameQuery, headers: GlobalIdHeaders, response: { 200: NullEnvelope } } },
    async (request) => {
      const user = await targetAccount(request, request.query.username);
      const ticketHash = await applicantTicket(request, user, 'cancel');
      await rt.multi.cancel(user.id, request.query.applyId, ticketHash);
      return ok(null);
    },
  );

  api.post(
    AccountPaths.feedbackMultiUserLogin,
    { preHandler: requireLogin, schema: { querystring: FeedbackQuery, response: { 200: NullEnvelope } } },
    async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      const option = request.query.option ?? field(body, 'option');
      const username = request.query.username ?? field(body, 'username');
      if (option !== 'allow' && option !== 'deny') badRequest('option 应为 allow 或 deny');
      const { user } = await currentMember(rt, request);
      if (username && username.trim().toLowerCase() !== user.account_name) {
        throw new BusinessError(AccountStatus.FAILED, Msg.notYourAccount);
      }
      await rt.multi.answer(user.id, option);
      return ok(null);
    },
  );

  api.get(
    AccountPaths.selectFeedbackMultiUserLogin,
    { schema: { querystring: ApplyIdQuery, response: { 200: OptionEnvelope } } },
    async (request) => ok({ option: await rt.multi.option(request.query.applyId) }),
  );

  api.post(AccountPaths.loginSse, { preHandler: requireLogin, schema: { querystring: AnyQuery } }, async (request, reply) => {
    const { session } = await currentMember(rt, request);
    reply.hijack();
    const res = reply.raw;
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as string;
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    // Heartbeats run one after the other, and the end's "not live any more" is written after the
    // last of them, so that a heartbeat in flight cannot mark a closed stream live again.
    let queue: Promise<void> = Promise.resolve();
    const end = () => {
      if (stream.closed) return;
      stream.closed = true;
      if (stream.timer) clearInterval(stream.timer);
      rt.hub.delete(stream.id);
      if (!res.writableEnded) res.end();
      queue = queue.then(async () => {
        if (rt.hub.ofSession(session.id).length === 0) await rt.sessions.setAlive(session.id, null);
      }).catch(() => undefined);
    };
    const stream: LiveStream = {
      id: randomId(),
      sessionId: session.id,
      userId: session.user_id,
      res,
      announced: new Set(),
      timer: null,
      closed: false,
      end,
    };
    rt.hub.add(stream);
    const beat = async () => {
      if (stream.closed) return;
      try {
        const row: SessionRow | undefined = await rt.sessions.byId(stream.sessionId);
        if (!(await rt.multi.heartbeat(stream, row))) end();
      } catch (err) {
        if (!stream.closed) request.log.warn({ err }, '登录状态推送失败');
      }
    };
    const schedule = () => (queue = queue.then(beat));
    res.on('close', end);
    stream.timer = setInterval(() => void schedule(), rt.pingIntervalMs);
    await schedule();
  });

  api.get(
    AccountPaths.sseAlive,
    { schema: { querystring: IdentifierQuery, headers: GlobalIdHeaders, response: { 200: AliveEnvelope } } },
    async (request) => {
      let session: SessionRow | undefined = rt.sessionOf(request);
      const identifier = request.query.identifier;
      if (!session && identifier) {
        const row = await rt.sessions.byCasId(identifier);
        const user = row ? await rt.users.byId(row.user_id) : undefined;
        const globalId = header(request, 'globalid');
        if (row && user && (!globalId || user.global_id === globalId) && rt.sessions.isActive(row)) session = row;
      }
      if (!session) return ok({ alive: false });
      await rt.sessions.setAlive(session.id, rt.now());
      return ok({ alive: true });
    },
  );
}

