import type { FastifyError, FastifyInstance } from 'fastify';
import { fail } from '@kernel/core/envelope';
import { errorHandler, sendEnvelope } from '@kernel/server/errors';
import { PayloadError } from '../crypto';
import { AnswerError, sendAnswer } from '../login';
import type { AccountRuntime } from '../runtime';
import { captchaSmsRoutes } from './captcha-sms-routes';
import { devRoutes } from './dev-routes';
import { infoRoutes } from './info-routes';
import { loginRoutes } from './login-routes';
import { multiLoginRoutes } from './multi-login-routes';
import { pictureRoutes } from './picture-routes';
import { qrRoutes } from './qr-routes';
import { registerRoutes } from './register-routes';
import { securityRoutes } from './security-routes';

/**
 * Registers the account plugin in its encapsulated context: the session resolver and the
 * endpoints (its services are offered by the plugin's `services` hook). Runs twice at boot (the kernel's preflight sandbox, then the
 * real app) with the same runtime, so everything here is idempotent.
 */
export async function registerAccountRoutes(app: FastifyInstance, rt: AccountRuntime): Promise<void> {
  rt.log = app.log;
  await rt.init();
  if (rt.smsProblem) app.log.warn(`短信服务配置有误：${rt.smsProblem}（发送验证码将提示“短信服务未配置”）`);

  app.auth.setResolver((token, request) => rt.resolve(token, request));

  // Login answers carry top-level fields, and undecryptable input is a 400 like any malformed input.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AnswerError) return sendAnswer(reply, error.answer);
    if (error instanceof PayloadError) return sendEnvelope(reply, fail(400, error.message), 400);
    return errorHandler(error, request, reply);
  });

  // Open login streams end when the server stops (they would otherwise hold it open).
  app.addHook('preClose', async () => {
    for (const stream of rt.hub.all()) stream.end();
  });

  await loginRoutes(app, rt);
  await qrRoutes(app, rt);
  await multiLoginRoutes(app, rt);
  await captchaSmsRoutes(app, rt);
  await infoRoutes(app, rt);
  await pictureRoutes(app);
  await registerRoutes(app, rt);
  await securityRoutes(app, rt);
  // Development helpers only with DEV_TOOLS=1 (otherwise the routes do not exist: 404).
  if (rt.devTools) await devRoutes(app, rt);
}
