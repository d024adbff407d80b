import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { requireLogin } from '@kernel/server/auth';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import { SecurityMessages as M, SecurityPaths } from '../../shared/security';
import { SSO_COOKIE } from '../../shared/contract';
import { header } from '../login';
import type { AccountRuntime } from '../runtime';
import { AnyQuery, NullEnvelope, ValidateHeaders } from '../schemas';
import {
  AddSubAccountBody,
  BindPhoneBody,
  ChangePasswordBody,
  DeleteAccountBody,
  MaskedMobileEnvelope,
  OverviewEnvelope,
  PhoneCodeBody,
  RevokedEnvelope,
  SignedOutEnvelope,
  SubAccountEnvelope,
  SubAccountListEnvelope,
  SubEnabledBody,
  SubPasswordBody,
  SubSharingBody,
} from '../security-schemas';
import { securityParts } from '../security-parts';
import { currentMember } from './common';

/** Writes of the user centre's security tab, per member (else per address): generous for a person, a wall for a script. */
const WRITE_LIMIT = memberRateLimit({ max: 30, timeWindow: 60_000 });
/** Reads (the overview, the sub-account list). */
const READ_LIMIT = memberRateLimit({ max: 120, timeWindow: 60_000 });

/**
 * The user centre's 账号安全 (password, phone, sign-out everywhere, deletion) and 子账号管理 (an
 * enterprise main account's sub-accounts). Every call needs a login; the enterprise ones the
 * enterprise main account (403 otherwise) and only its own sub-accounts.
 */
export async function securityRoutes(app: FastifyInstance, rt: AccountRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { security, deletion, enterprise } = securityParts(rt);

  api.get(SecurityPaths.overview, { onRequest: requireLogin, config: READ_LIMIT, schema: { querystring: AnyQuery, response: { 200: OverviewEnvelope } } }, async (request) => {
    const { session } = await currentMember(rt, request);
    return ok(await security.overview(session.user_id));
  });

  api.post(
    SecurityPaths.changePassword,
    { onRequest: requireLogin, config: WRITE_LIMIT, schema: { body: ChangePasswordBody, headers: ValidateHeaders, response: { 200: SignedOutEnvelope } } },
    async (request) => {
      const { session } = await currentMember(rt, request);
      const result = await security.changePassword(request, session, { ...request.body, validateData: header(request, 'validatedata') });
      return ok(result, M.passwordChanged);
    },
  );

  api.post(
    SecurityPaths.sendPhoneCode,
    { onRequest: requireLogin, config: WRITE_LIMIT, schema: { body: PhoneCodeBody, headers: ValidateHeaders, response: { 200: MaskedMobileEnvelope } } },
    async (request) => {
      const { session } = await currentMember(rt, request);
      return ok(await security.sendPhoneCode(request, session.user_id, request.body.mobile, header(request, 'validatedata')), M.phoneCodeSent);
    },
  );

  api.post(
    SecurityPaths.bindPhone,
    { onRequest: requireLogin, config: WRITE_LIMIT, schema: { body: BindPhoneBody, response: { 200: MaskedMobileEnvelope } } },
    async (request) => {
      const { session } = await currentMember(rt, request);
      const result = await security.bindPhone(session.user_id, request.body.mobile, request.body.code);
      return ok({ mobile: result.mobile }, result.changed ? M.phoneChanged : M.phoneBound);
    },
  );

  api.post(
    SecurityPaths.signOutEverywhere,
    { onRequest: requireLogin, config: WRITE_LIMIT, schema: { querystring: AnyQuery, response: { 200: RevokedEnvelope } } },
    async (request, reply) => {
      const { session } = await currentMember(rt, request);
      const result = await security.signOutEverywhere(session.user_id);
      rt.login.clearSsoCookie(request, reply);
      return ok(result, M.signedOutEverywhere);
    },
  );

  api.post(
    SecurityPaths.sendDeleteCode,
    { onRequest: requireLogin, config: WRITE_LIMIT, schema: { querystring: AnyQuery, headers: ValidateHeaders, response: { 200: MaskedMobileEnvelope } } },
    async (request) => {
      const { session } = await currentMember(rt, request);
      return ok(await deletion.sendCode(request, session.user_id, header(request, 'validatedata')), M.deleteCodeSent);
    },
  );

  api.post(
    SecurityPaths.deleteAccount,
    { onRequest: requireLogin, config: WRITE_LIMIT, schema: { body: DeleteAccountBody, headers: ValidateHeaders, response: { 200: NullEnvelope } } },
    async (request, reply) => {
      const { session } = await currentMember(rt, request);
      await deletion.delete(request, session.user_id, { ...request.body, validateData: header(request, 'validatedata') });
      if (request.cookies?.[SSO_COOKIE]) rt.login.clearSsoCookie(request, reply);
      return ok(null, M.deleted);
    },
  );

  api.get(SecurityPaths.subAccounts, { onRequest: requireLogin, config: READ_LIMIT, schema: { querystring: AnyQuery, response: { 200: SubAccountListEnvelope } } }, async (request) => {
    const { session } = await currentMember(rt, request);
    return ok(await enterprise.list(session.user_id));
  });

  api.post(
    SecurityPaths.addSubAccount,
    { onRequest: requireLogin, config: WRITE_LIMIT, schema: { body: AddSubAccountBody, response: { 200: SubAccountEnvelope } } },
    async (request) => {
      const { session } = await currentMember(rt, request);
      return ok(await enterprise.add(session.user_id, request.body), M.subAdded);
    },
  );

  api.post(
    SecurityPaths.setSubAccountEnabled,
    { onRequest: requireLogin, config: WRITE_LIMIT, schema: { body: SubEnabledBody, response: { 200: SubAccountEnvelope } } },
    async (request) => {
      const { session } = await currentMember(rt, request);
      const sub = await enterprise.setEnabled(session.user_id, request.body.globalId, request.body.enabled);
      return ok(sub, sub.enabled ? M.subEnabled : M.subDisabled);
    },
  );

  api.post(
    SecurityPaths.resetSubAccountPassword,
    { onRequest: requireLogin, config: WRITE_LIMIT, schema: { body: SubPasswordBody, response: { 200: SubAccountEnvelope } } },
    async (request) => {
      const { session } = await currentMember(rt, request);
      return ok(await enterprise.resetPassword(session.user_id, request.body.globalId, request.body.password), M.subPasswordReset);
    },
  );

  api.post(
    SecurityPaths.setSubAccountSharing,
    { onRequest: requireLogin, config: WRITE_LIMIT, schema: { body: SubSharingBody, response: { 200: SubAccountEnvelope } } },
    async (request) => {
      const { session } = await currentMember(rt, request);
      const sub = await enterprise.setSharing(session.user_id, request.body.globalId, request.body.shares);
      return ok(sub, sub.sharesRights ? M.sharingOn : M.sharingOff);
    },
  );
}
