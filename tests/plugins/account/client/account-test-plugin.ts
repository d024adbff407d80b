/**
 * A test-only server plugin for the account client's tests (never registered by the site):
 * - `POST /api/test/account/validate-data` mints a validateData, as solving the image captcha
 *   would (the captcha's answer is only kept as a digest, so a test cannot read it);
 * It writes to the account plugin's table directly.
 */
import { ok } from '@kernel/core/envelope';
import type { ServerPlugin } from '@kernel/server/plugin';
import { hashToken, randomToken } from '@plugins/account/server/tokens';

export const accountTestPlugin: ServerPlugin = {
  manifest: { id: 'account-test', title: '账号测试', order: 999, dependsOn: ['account'] },
  routes(app, ctx) {
    app.post('/api/test/account/validate-data', async () => {
      const validateData = randomToken();
      const now = Date.now();
      await ctx.db
        .insertInto('account_validate_tokens')
        .values({ id: hashToken(validateData), created_at: now, expires_at: now + 5 * 60 * 1000, used_at: null })
        .execute();
      return ok({ validateData });
    });
  },
};
