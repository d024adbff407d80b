import { action, makeObservable, observable, reaction } from 'mobx';
import type { DialogService } from '@kernel/client/dialogs';
import { AccountDialogs, type LoginTab } from '../shared/dialogs';
import { rememberPendingTarget } from './address';

export type { LoginTab } from '../shared/dialogs';

const LOGIN = AccountDialogs.login;

/**
 * The login dialog's state. Whether it is open, and on which tab, is the kernel's DialogService's
 * answer alone (`account.login` and its `tab`), whoever opened or closed it: this class follows its
 * openings and closings. It keeps the keep-login box, the count of openings, and the callers
 * waiting for the next login (`loginOnce`), who are told when the dialog closes without a login
 * (Escape, the close icon, a dialog that could not be loaded).
 * Knows nothing of the login flows: they reset on `onOpen` and stop on `onClose`.
 */
export class LoginDialogState {
  /** Grows with every opening, so each opening starts from a clean form. */
  dialogRound = 0;
  /** 一周内自动登录, ticked by default. */
  keepLogin = true;

  private readonly openListeners: (() => void)[] = [];
  private readonly closeListeners: (() => void)[] = [];
  private readonly dismissListeners = new Set<() => void>();
  /** The coming closing is the one after a login: nobody waiting is told of a dismissal. */
  private closingAfterLogin = false;
  private readonly stopFollowing: () => void;

  constructor(private readonly dialogs: DialogService) {
    makeObservable<LoginDialogState, 'opened' | 'closed'>(this, {
      dialogRound: observable,
      keepLogin: observable,
      open: action,
      close: action,
      dismiss: action,
      setTab: action,
      setKeepLogin: action,
      opened: action,
      closed: action,
    });
    this.stopFollowing = reaction(
      () => this.dialogs.isOpen(LOGIN),
      (open) => (open ? this.opened() : this.closed()),
    );
  }

  get dialogOpen(): boolean {
    return this.dialogs.isOpen(LOGIN);
  }

  get dialogTab(): LoginTab {
    return this.dialogs.propsOf(LOGIN)?.tab ?? 1;
  }

  /** Runs `listener` when the dialog opens afresh (the forms reset). */
  onOpen(listener: () => void): void {
    this.openListeners.push(listener);
  }

  /** Runs `listener` whenever the dialog closes (a flow stops its polling). */
  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  /** Until removed, `listener` runs once when the dialog closes without a login. */
  whenDismissed(listener: () => void): () => void {
    this.dismissListeners.add(listener);
    return () => this.dismissListeners.delete(listener);
  }

  /**
   * Opens the dialog on `tab` (default 账号登录), remembering `target` as the page to go to after
   * the login; an open dialog only switches its tab.
   */
  open(tab?: LoginTab, target?: string): void {
    if (target) rememberPendingTarget(target);
    this.dialogs.open(LOGIN, { tab: tab ?? 1 });
  }

  /** Closes it after a login (nobody is told of a dismissal). */
  close(): void {
    if (!this.dialogOpen) return;
    this.closingAfterLogin = true;
    this.dialogs.close(LOGIN);
  }

  /** Closed by the user (Escape, the close icon): the callers waiting for a login are told. */
  dismiss(): void {
    if (this.dialogOpen) this.dialogs.close(LOGIN);
  }

  /** Shows another tab of the open dialog. */
  setTab(tab: LoginTab): void {
    if (this.dialogOpen) this.dialogs.open(LOGIN, { tab });
  }

  setKeepLogin(value: boolean): void {
    this.keepLogin = value;
  }

  /** Stops following the DialogService. */
  dispose(): void {
    this.stopFollowing();
  }

  private opened(): void {
    this.closingAfterLogin = false;
    this.keepLogin = true;
    for (const listener of this.openListeners) listener();
    this.dialogRound += 1;
  }

  private closed(): void {
    const afterLogin = this.closingAfterLogin;
    this.closingAfterLogin = false;
    for (const listener of this.closeListeners) listener();
    if (afterLogin) return;
    const listeners = [...this.dismissListeners];
    this.dismissListeners.clear();
    for (const listener of listeners) listener();
  }
}
