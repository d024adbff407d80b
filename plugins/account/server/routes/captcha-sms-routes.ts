import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { BusinessError } from '@kernel/server/errors';
import { AccountPaths, AccountStatus } from '../../shared/contract';
import { header } from '../login';
import { RegistrationMessages } from '../../shared/registration';
import { Msg } from '../messages';
import type { AccountRuntime } from '../runtime';
import { AnyQuery, CaptchaImageEnvelope, CaptchaVerifyBody, NullEnvelope, SmsBody, ValidateDataEnvelope, ValidateHeaders } from '../schemas';

/** The image captcha and the SMS verification code. */
export async function captchaSmsRoutes(app: FastifyInstance, rt: AccountRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(AccountPaths.captchaImage, { schema: { querystring: AnyQuery, response: { 200: CaptchaImageEnvelope } } }, async () => {
    rt.maybePurge();
    return ok(await rt.captcha.create());
  });

  api.post(
    AccountPaths.captchaVerify,
    { schema: { body: CaptchaVerifyBody, response: { 200: ValidateDataEnvelope } } },
    async (request) => {
      const result = await rt.captcha.verify(request.body.captchaId, request.body.answer);
      if (result === 'wrong') throw new BusinessError(AccountStatus.FAILED, Msg.captchaWrong);
      if (result === 'expired') throw new BusinessError(AccountStatus.FAILED, Msg.captchaExpired);
      return ok(result, '验证成功');
    },
  );

  api.post(
    AccountPaths.smsVerificationCode,
    { schema: { body: SmsBody, headers: ValidateHeaders, response: { 200: NullEnvelope } } },
    async (request) => {
      const { mobile } = request.body;
      const type = request.body.type ?? 'login';
      if (!rt.smsSender.configured) throw new BusinessError(AccountStatus.SMS_UNAVAILABLE, Msg.smsUnavailable);
      // 980: the client's HTTP layer opens the captcha and retries with header validateData.
      if (!(await rt.captcha.consume(header(request, 'validatedata')))) {
        throw new BusinessError(AccountStatus.CAPTCHA, Msg.captchaRequired);
      }
      // login and reset: the phone must be bound to an account; register: it must not be yet.
      if ((type === 'login' || type === 'reset') && !(await rt.users.phoneExists(mobile))) {
        throw new BusinessError(AccountStatus.FAILED, Msg.phoneNotRegistered);
      }
      if (type === 'register' && (await rt.users.phoneExists(mobile))) {
        throw new BusinessError(AccountStatus.FAILED, RegistrationMessages.phoneRegistered);
      }
      await rt.sms.send(mobile, type, request.ip);
      return ok(null, Msg.smsSent);
    },
  );
}
