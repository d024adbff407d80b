import type { SessionActions } from '@kernel/client/session-actions';
import type { SessionStore } from '@kernel/client/session-store';
import type { AccountApi } from './account-api';

/**
 * The shell's logout (rebinds the kernel's SessionActions): revoke the session on the server
 * (POST logout, silent; a failure does not keep anybody logged in), then clear the login in this
 * tab, which clears the storage and tells the other tabs on `login-status`.
 */
export class AccountSessionActions implements SessionActions {
  constructor(
    private readonly api: AccountApi,
    private readonly session: SessionStore,
  ) {}

  async logout(): Promise<void> {
    if (this.session.isLogin) {
      try {
        await this.api.logout();
      } catch {
        /* the local logout goes on */
      }
    }
    this.session.logout();
  }
}
