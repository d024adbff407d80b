/**
 * Test tokens of the demo accounts: `token-<username>` resolves to that account's session, with the
 * rights the membership plugin (registered in `services`) gives it. Server test apps set it with
 * `app.auth.setResolver(demoTokenResolver(services))`.
 */
import type { SessionInfo } from '@kernel/core/session';
import { RightsProvider, type ServiceRegistry } from '@kernel/server/services';
import { DEMO_ACCOUNTS } from '@plugins/account/shared/demo';

export const VIP = { token: 'token-demo_vip' };
export const MEMBER = { token: 'token-demo_user' };
export const TRIAL = { token: 'token-demo_trial' };

export function demoTokenResolver(services: ServiceRegistry) {
  return async (token: string): Promise<SessionInfo | null> => {
    const account = DEMO_ACCOUNTS.find((a) => `token-${a.username}` === token);
    if (!account) return null;
    return {
      userId: `u-${account.globalId}`,
      globalId: account.globalId,
      accountName: account.username,
      accountType: account.kind,
      rights: await services.get(RightsProvider).rightsOf(account.globalId),
    };
  };
}
