import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { RegistrationPaths } from '../../shared/registration';
import { InviteService } from '../invites';
import { parseFlag } from '../login';
import { RegistrationService } from '../registration';
import { PasswordResetService } from '../reset';
import type { AccountRuntime } from '../runtime';
import { AnyQuery, InviteEnvelope, LoginAnswerSchema, RegisterBody, ResetPasswordBody, ResetPasswordEnvelope } from '../schemas';
import { closeStreams, currentMember } from './common';

/** Registration, forgot-password reset and the member's invite code. */
export async function registerRoutes(app: FastifyInstance, rt: AccountRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const invites = new InviteService(rt.db, rt.now);
  const registration = new RegistrationService(rt, invites);
  const reset = new PasswordResetService(rt);

  // Success logs the new member in: the same answer as the phone login (the client's login completion runs).
  api.post(
    RegistrationPaths.register,
    { schema: { body: RegisterBody, response: { 200: LoginAnswerSchema } } },
    async (request, reply) => {
      const b = request.body;
      const user = await registration.register(request, {
        mobile: b.mobile.trim(),
        code: b.code.trim(),
        username: b.username,
        password: b.password,
        consent: parseFlag(b.consent),
        inviteCode: b.inviteCode,
      });
      const keepLogin = b.keepLogin === undefined ? true : parseFlag(b.keepLogin);
      return rt.login.loginAndAnswer(request, reply, user, 'sms', keepLogin);
    },
  );

  api.post(
    RegistrationPaths.resetPassword,
    { schema: { body: ResetPasswordBody, response: { 200: ResetPasswordEnvelope } } },
    async (request) => {
      const b = request.body;
      const { answer, signedOut } = await reset.reset(request, {
        mobile: b.mobile.trim(),
        code: b.code.trim(),
        password: b.password,
        globalId: b.globalId?.trim() || undefined,
      });
      closeStreams(rt, signedOut);
      const data = answer as Static<typeof ResetPasswordEnvelope>['data'];
      return ok(data, answer.status === 'done' ? '密码已重置，请使用新密码登录' : '请选择要重置密码的账号');
    },
  );

  api.get(
    RegistrationPaths.inviteCode,
    { schema: { querystring: AnyQuery, response: { 200: InviteEnvelope } }, onRequest: app.auth.requireLogin },
    async (request) => {
      const { user } = await currentMember(rt, request);
      return ok(await invites.info(user.id));
    },
  );
}
