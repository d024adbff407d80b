import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { requireLogin } from '@kernel/server/auth';
import { BusinessError } from '@kernel/server/errors';
import { INT32 } from '@kernel/server/request-guards';
import { AccountPaths, AccountStatus, type CustomerService, type DeviceSession } from '../../shared/contract';
import { Msg } from '../messages';
import type { AccountRuntime } from '../runtime';
import { isMobile } from '@kernel/core/contact';
import {
  AnyQuery,
  CustomersEnvelope,
  ExistsEnvelope,
  GlobalIdEnvelope,
  IdentityQuery,
  RevokedEnvelope,
  SessionsEnvelope,
  UserIdHeaders,
} from '../schemas';
import { closeStreams, currentMember } from './common';

/** The customer-service lines shown by the side widget's 在线客服 entry. */
export const CUSTOMERS: readonly CustomerService[] = [
  { name: '在线客服', phone: '400-860-2026', hours: '工作日 9:00-18:00' },
  { name: '会员与开通服务', phone: '400-860-2026 转 1', hours: '工作日 9:00-18:00' },
  { name: '数据与技术支持', phone: '400-860-2026 转 2', hours: '工作日 9:00-17:30' },
];

/** The look-ups that tell whether an account exists, per client address. */
export const LOOKUP_RATE = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Look-ups (global id, identity), customer service, and the member's own sessions. */
export async function infoRoutes(app: FastifyInstance, rt: AccountRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    AccountPaths.getGlobalIdByUserId,
    { config: LOOKUP_RATE, schema: { querystring: AnyQuery, headers: UserIdHeaders, response: { 200: GlobalIdEnvelope } } },
    async (request) => {
      // Ids are 32-bit integers: a larger number names no account (and is no database error).
      const id = Number(request.headers.userid);
      const user = id >= 1 && id <= INT32.maximum ? await rt.users.byId(id) : undefined;
      if (!user) throw new BusinessError(AccountStatus.FAILED, Msg.userNotFound);
      return ok({ globalId: user.global_id });
    },
  );

  api.get(AccountPaths.identityExists, { config: LOOKUP_RATE, schema: { querystring: IdentityQuery, response: { 200: ExistsEnvelope } } }, async (request) => {
    const identity = request.query.identity.trim();
    const exists = isMobile(identity) ? await rt.users.phoneExists(identity) : (await rt.users.byName(identity)) !== undefined;
    return ok({ exists });
  });

  api.get(AccountPaths.getCustomers, { schema: { querystring: AnyQuery, response: { 200: CustomersEnvelope } } }, async () =>
    ok([...CUSTOMERS]),
  );

  api.get(
    AccountPaths.sessions,
    { preHandler: requireLogin, schema: { querystring: AnyQuery, response: { 200: SessionsEnvelope } } },
    async (request) => {
      const { session, user } = await currentMember(rt, request);
      const rows = await rt.sessions.listUsable(user.id);
      const list: DeviceSession[] = rows.map((row) => ({
        id: row.id,
        loginType: row.login_type,
        device: row.device,
        ip: row.ip,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        current: row.id === session.id,
      }));
      return ok(list);
    },
  );

  api.post(
    AccountPaths.revokeOtherSessions,
    { preHandler: requireLogin, schema: { querystring: AnyQuery, response: { 200: RevokedEnvelope } } },
    async (request) => {
      const { session, user } = await currentMember(rt, request);
      const revoked = await rt.db.transaction().execute(async (trx) => {
        const rows = await rt.sessions.revokeOthers(user.id, session.id, trx);
        // Their SSO sessions too, or those browsers could log straight back in by ticket.
        for (const ssoId of new Set(rows.map((s) => s.sso_id))) {
          if (ssoId && ssoId !== session.sso_id) await rt.sso.revoke(trx, ssoId);
        }
        return rows;
      });
      closeStreams(rt, revoked.map((s) => s.id));
      return ok({ revoked: revoked.length });
    },
  );
}
