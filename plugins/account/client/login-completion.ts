import { action, makeObservable, observable, runInAction } from 'mobx';
import type { LoginHow } from '@kernel/core/events';
import type { UserInfo } from '@kernel/core/session';
import type { EventBus } from '@kernel/client/event-bus';
import type { Navigator } from '@kernel/client/navigator';
import type { SessionStore } from '@kernel/client/session-store';
import { loginScoped } from '@kernel/client/session-storage';
import { TOKEN_EXPIRE_IN, type LoginAnswer } from '../shared/contract';
import type { AccountApi } from './account-api';
import { takePendingTarget } from './address';
import type { LoginDialogState } from './login-dialog';
import { LoginTexts } from './login-errors';

/** The new-user flag of the last login answer, kept for the tab's life (cleared by logout). */
const newUserFlag = loginScoped<boolean>('isNewUser');

/**
 * What follows every successful login, written once: the dialog, the phone, the QR code, the token
 * in the address and the SSO ticket all end here.
 *
 * 1. store the token and the sign-on id (casId) by the keep-login rule, and the new-user flag;
 * 2. load the user info (a guarded target may need its rights);
 * 3. close the login dialog;
 * 4. go to the pending target (a page the visitor wanted before logging in), replacing the
 *    history entry for a login made at start-up;
 * 5. emit the bus `login` success with how it happened.
 *
 * Other plugins' after-login work (home's popups, …) reacts to that event; a login restored from
 * storage emits it too, once its user info is refreshed (`restore`).
 */
export class LoginCompletion {
  isNewUser = false;

  constructor(
    private readonly api: AccountApi,
    private readonly session: SessionStore,
    private readonly bus: EventBus,
    private readonly navigator: Navigator,
    private readonly dialog: LoginDialogState,
  ) {
    makeObservable<LoginCompletion>(this, { isNewUser: observable, forget: action });
    this.isNewUser = newUserFlag.read() === true;
  }

  /** Completes a login answer; rejects with the answer's message when it is not a login. */
  async complete(answer: LoginAnswer, options: { keepLogin: boolean; how: LoginHow }): Promise<void> {
    const data = answer.data;
    if (answer.statusCode !== 200 || !data?.accessToken) throw new Error(answer.businessMsg || LoginTexts.failed);
    this.session.setLogin({
      token: data.accessToken,
      casId: answer.id ?? '',
      expireIn: data.expireIn > 0 ? data.expireIn : TOKEN_EXPIRE_IN,
      keepLogin: options.keepLogin,
    });
    runInAction(() => (this.isNewUser = !!data.isNewUser));
    newUserFlag.write(!!data.isNewUser);
    await this.loadUserInfo();
    this.dialog.close();
    const target = takePendingTarget();
    if (target && target !== this.navigator.current()) this.navigator.navigate(target, options.how === 'fresh' ? undefined : { replace: true });
    this.bus.emit('login', { type: 'success', how: options.how });
  }

  /** A login restored from storage: refresh its user info silently, then emit `login` (`restored`). */
  async restore(): Promise<void> {
    if (!this.session.isLogin) return;
    const token = this.session.token;
    if (!(await this.loadUserInfo())) return;
    if (this.session.token === token) this.bus.emit('login', { type: 'success', how: 'restored' });
  }

  /**
   * POST usr {accessToken, casId} → session.setUser. Failures are silent (the login stays);
   * true when the user info of the current login was loaded.
   */
  async loadUserInfo(): Promise<boolean> {
    const { token, casId } = this.session;
    if (!token) return false;
    let user: UserInfo | null = null;
    try {
      user = await this.api.usr(token, casId);
    } catch {
      return false;
    }
    if (!user || this.session.token !== token) return false;
    this.session.setUser({ ...user, isNewUser: user.isNewUser ?? this.isNewUser });
    return true;
  }

  /** After a logout (here or in another tab): forget what the last login brought. */
  forget(): void {
    this.isNewUser = false;
    newUserFlag.remove();
  }
}
