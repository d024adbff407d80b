import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { Messages } from '@kernel/core/status-codes';
import { BusinessError } from '@kernel/server/errors';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { AccountPaths, AccountStatus, SSO_COOKIE, TOKEN_EXPIRE_IN, type BindingAccount, type EncryptedPayload } from '../../shared/contract';
import { header, parseCredentials, parseFlag } from '../login';
import { Msg } from '../messages';
import type { AccountRuntime } from '../runtime';
import {
  BindingBody,
  BindingEnvelope,
  EncryptedBody,
  GlobalIdHeaders,
  LoginAnswerSchema,
  NullEnvelope,
  PublicKeyEnvelope,
  RefreshEnvelope,
  SmsLoginBody,
  TicketBody,
  TicketEnvelope,
  TokenBody,
  UserInfoEnvelope,
  UserTicketQuery,
  ValidateHeaders,
  AnyQuery,
} from '../schemas';
import { SmsCodeService } from '../sms';
import { KIND_GROUPS, KIND_NAMES } from '../users-repository';
import { closeStreams, phoneAccount, requireMobile } from './common';

/** The logins (account, phone, token, ticket), logout and the user info. */
export async function loginRoutes(app: FastifyInstance, rt: AccountRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // serverTime (top level): the client dates its payloads by the server's clock (replay window).
  api.get(AccountPaths.publicKey, { schema: { querystring: AnyQuery, response: { 200: PublicKeyEnvelope } } }, async () => ({
    ...ok(await rt.keys.publicKey()),
    serverTime: rt.now(),
  }));

  api.post(
    AccountPaths.loginByAuth,
    { schema: { body: EncryptedBody, headers: ValidateHeaders, response: { 200: LoginAnswerSchema } } },
    async (request, reply) => {
      const credentials = parseCredentials(await rt.openPayload(request.body as EncryptedPayload));
      const validateData = credentials.validateData ?? request.body.validateData ?? header(request, 'validatedata');
      const user = await rt.login.checkPassword(request, credentials, validateData, 'login');
      return rt.login.loginAndAnswer(request, reply, user, 'auth', credentials.keepLogin);
    },
  );

  api.post(
    AccountPaths.loginBySms,
    { schema: { body: SmsLoginBody, headers: GlobalIdHeaders, response: { 200: LoginAnswerSchema } } },
    async (request, reply) => {
      const { mobile, code } = request.body;
      // The code first (without using it up), so that nothing is told about the phone before.
      SmsCodeService.assertOk(await rt.sms.check(mobile, 'login', code, false));
      const user = await phoneAccount(rt, mobile, header(request, 'globalid'));
      SmsCodeService.assertOk(await rt.sms.check(mobile, 'login', code, true));
      return rt.login.loginAndAnswer(request, reply, user, 'sms', parseFlag(request.body.keepLogin));
    },
  );

  api.post(
    AccountPaths.bindingAccounts,
    { schema: { body: BindingBody, response: { 200: BindingEnvelope } } },
    async (request) => {
      const mobile = requireMobile(header(request, 'mobile') ?? request.body.mobile);
      SmsCodeService.assertOk(await rt.sms.check(mobile, 'login', request.body.code, false));
      const accounts = await rt.users.byPhone(mobile);
      if (accounts.length === 0) throw new BusinessError(AccountStatus.FAILED, Msg.phoneNotRegistered);
      const haveRightsAccounts: BindingAccount[] = [];
      const noRightsAccounts: BindingAccount[] = [];
      for (const user of accounts) {
        // 有权益: VIP rights (a real VIP or a running trial), as the RightsProvider names them.
        const haveRights = (await rt.rightsOf(user.global_id)).includes(MembershipRights.vip);
        const entry: BindingAccount = {
          id: String(user.id),
          globalId: user.global_id,
          username: user.account_name,
          accountTypeName: KIND_NAMES[user.kind],
          accountGroup: KIND_GROUPS[user.kind],
          haveRights,
        };
        (haveRights ? haveRightsAccounts : noRightsAccounts).push(entry);
      }
      return ok({ haveRightsAccounts, noRightsAccounts });
    },
  );

  api.post(
    AccountPaths.loginByToken,
    { schema: { body: TokenBody, response: { 200: RefreshEnvelope } } },
    async (request, reply) => {
      const token = request.body.accessToken;
      const session = await rt.sessions.byToken(token);
      if (session) {
        // A session token: rotate it (the old one stops working) while the session may be refreshed.
        const rotated = rt.sessions.isRefreshable(session) ? await rt.sessions.rotate(session) : null;
        if (!rotated) throw new BusinessError(301, Msg.tokenInvalid);
        return ok({ statusCode: 200, data: { accessToken: rotated.token, expireIn: TOKEN_EXPIRE_IN }, id: session.cas_id });
      }
      // A one-time loginToken (a sub-site login): a new session.
      const ticket = await rt.sso.consumeTicket(token, 'login');
      // Only while the login that made it is still signed in (its SSO session not logged out).
      const sso = ticket ? await rt.sso.usable(ticket.sso_id) : undefined;
      const user = ticket && sso ? await rt.users.byId(ticket.user_id) : undefined;
      if (!ticket || !user) throw new BusinessError(301, Msg.tokenInvalid);
      const { answer } = await rt.login.complete(request, reply, user, 'token', ticket.keep_login === 1);
      return ok({ statusCode: 200, data: { accessToken: answer.data.accessToken, expireIn: answer.data.expireIn }, id: answer.id });
    },
  );

  api.get(
    AccountPaths.userTicket,
    { schema: { querystring: UserTicketQuery, response: { 200: TicketEnvelope } } },
    async (request) => {
      const sso = await rt.sso.byCookie(request.cookies?.[SSO_COOKIE]);
      if (!sso) return ok({ ticket: '' });
      const ticket = await rt.sso.issueTicket(rt.db, { kind: 'sso', userId: sso.user_id, ssoId: sso.id, keepLogin: sso.keep_login === 1 });
      return ok({ ticket });
    },
  );

  api.post(
    AccountPaths.loginByTicket,
    { schema: { body: TicketBody, response: { 200: LoginAnswerSchema } } },
    async (request, reply) => {
      const ticket = await rt.sso.consumeTicket(request.body.ticket, 'sso');
      const sso = ticket ? await rt.sso.usable(ticket.sso_id) : undefined;
      const user = ticket && sso ? await rt.users.byId(ticket.user_id) : undefined;
      if (!ticket || !user) throw new BusinessError(AccountStatus.FAILED, Msg.ticketInvalid);
      const keepLogin = request.body.keepLogin !== undefined ? parseFlag(request.body.keepLogin) : ticket.keep_login === 1;
      return rt.login.loginAndAnswer(request, reply, user, 'ticket', keepLogin);
    },
  );

  api.post(
    AccountPaths.logout,
    { schema: { querystring: AnyQuery, response: { 200: NullEnvelope } } },
    async (request, reply) => {
      const fromBody = (request.body as Record<string, unknown> | undefined)?.accessToken;
      const token = request.authToken ?? (typeof fromBody === 'string' && fromBody ? fromBody : null);
      const session = token ? await rt.sessions.byToken(token) : undefined;
      const cookieSso = await rt.sso.byCookie(request.cookies?.[SSO_COOKIE]);
      await rt.db.transaction().execute(async (trx) => {
        if (session) await rt.sessions.revoke(session.id, trx);
        await rt.sso.revoke(trx, session?.sso_id);
        await rt.sso.revoke(trx, cookieSso?.id);
      });
      if (session) closeStreams(rt, [session.id]);
      rt.login.clearSsoCookie(request, reply);
      return ok(null, Msg.logoutOk);
    },
  );

  api.post(
    AccountPaths.usr,
    { schema: { querystring: AnyQuery, response: { 200: UserInfoEnvelope } } },
    async (request) => {
      const fromBody = (request.body as Record<string, unknown> | undefined)?.accessToken;
      const token = request.authToken ?? (typeof fromBody === 'string' && fromBody ? fromBody : undefined);
      if (!token) throw new BusinessError(301, Messages.loginRequired);
      const session = await rt.sessions.activeByToken(token);
      const user = session ? await rt.users.byId(session.user_id) : undefined;
      if (!session || !user) throw new BusinessError(302, Messages.tokenExpired);
      return ok(await rt.userInfo(user, session));
    },
  );
}
