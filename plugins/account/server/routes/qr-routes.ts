import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { requireLogin } from '@kernel/server/auth';
import { AccountPaths } from '../../shared/contract';
import { parseFlag } from '../login';
import { Msg } from '../messages';
import type { AccountRuntime } from '../runtime';
import { AnyQuery, LoginAnswerSchema, NullEnvelope, QrEnvelope, QrStatusEnvelope, UuidBody, UuidQuery } from '../schemas';
import { badRequest, currentMember } from './common';

/** QR-code login: the desktop shows a code, a logged-in phone confirms it, the desktop logs in once. */
export async function qrRoutes(app: FastifyInstance, rt: AccountRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(AccountPaths.getQrcode, { schema: { querystring: AnyQuery, response: { 200: QrEnvelope } } }, async () => {
    rt.maybePurge();
    return ok(await rt.qr.create());
  });

  api.get(AccountPaths.getQrcodeStatus, { schema: { querystring: UuidQuery, response: { 200: QrStatusEnvelope } } }, async (request) =>
    ok({ status: await rt.qr.status(request.query.uuid) }),
  );

  api.post(
    AccountPaths.confirmQrcode,
    { preHandler: requireLogin, schema: { body: UuidBody, response: { 200: NullEnvelope } } },
    async (request) => {
      const { user, session } = await currentMember(rt, request);
      if (request.body.action === 'scan') {
        await rt.qr.scan(request.body.uuid);
        return ok(null);
      }
      await rt.qr.confirm(request.body.uuid, user.id, session.id);
      return ok(null, Msg.ok);
    },
  );

  api.post(
    AccountPaths.loginByQrCode,
    { schema: { body: UuidBody, response: { 200: LoginAnswerSchema } } },
    async (request, reply) => {
      const userId = await rt.qr.consume(request.body.uuid);
      const user = await rt.users.byId(userId);
      if (!user) badRequest('二维码无效');
      return rt.login.loginAndAnswer(request, reply, user, 'qr', parseFlag(request.body.keepLogin));
    },
  );
}
