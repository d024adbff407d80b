import type { ServerPlugin, ServerPluginContext } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { init001 } from './migrations/001_init';
import { qrConfirmedSession002 } from './migrations/002_qr_confirmed_session';
import { safeDefaults003 } from './migrations/003_safe_defaults';
import { registration004 } from './migrations/004_registration';
import { accountSecurity005 } from './migrations/005_account_security';
import { AccountDirectory, Captchas, SmsCodes } from '../shared/services';
import { registerAccountRoutes } from './routes';
import { AccountRuntime, type AccountServerOptions } from './runtime';
import { seedDemoAccounts } from './seed';

export { decryptPayload, PayloadError } from './crypto';
export type { AccountServerOptions } from './runtime';
export type { SmsMessage, SmsSender } from './sms';

/**
 * The account plugin's server half: accounts, sessions and every login of the site (account
 * with an encrypted payload, phone, QR, token, ticket/SSO), captcha, SMS codes, rate limits and
 * multi-login. Build one with options (a clock, an SMS provider…) or use `accountServer`.
 */
export function createAccountServer(options: AccountServerOptions = {}): ServerPlugin {
  // One runtime per app context: the kernel's preflight and the real registration share it.
  const runtimes = new WeakMap<ServerPluginContext, AccountRuntime>();
  const runtimeFor = (ctx: ServerPluginContext) => {
    let rt = runtimes.get(ctx);
    if (!rt) {
      rt = new AccountRuntime(ctx, options);
      runtimes.set(ctx, rt);
    }
    return rt;
  };
  return {
    manifest,
    migrations: {
      '001_init': init001,
      '002_qr_confirmed_session': qrConfirmedSession002,
      '003_safe_defaults': safeDefaults003,
      '004_registration': registration004,
      '005_account_security': accountSecurity005,
    },
    // SMS codes, captchas and the account directory, for the other plugins (looked up per request).
    services: (ctx) => {
      const rt = runtimeFor(ctx);
      ctx.services.provide(SmsCodes, rt.sms);
      ctx.services.provide(Captchas, rt.captcha);
      ctx.services.provide(AccountDirectory, rt.directory);
    },
    // The demo accounts (published password) only in demo mode: never on a production database.
    demo: (ctx) => seedDemoAccounts(ctx.db, options.now),
    routes: (app, ctx) => registerAccountRoutes(app, runtimeFor(ctx)),
  };
}

export const accountServer: ServerPlugin = createAccountServer();

export default accountServer;
