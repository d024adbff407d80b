import { action, makeObservable, observable } from 'mobx';
import { rememberPendingTarget } from './address';

/** The login dialog's tabs: 1 账号登录, 2 手机登录, 3 扫码登录. */
export type LoginTab = 1 | 2 | 3;

/**
 * The login dialog's own state: open or not, on which tab, the keep-login box, and the callers
 * waiting for the next login (`loginOnce`), who are told when the user closes the dialog.
 * Knows nothing of the login flows: they reset on `onOpen` and stop on `onClose`.
 */
export class LoginDialogState {
  dialogOpen = false;
  dialogTab: LoginTab = 1;
  /** Grows with every opening, so each opening starts from a clean form. */
  dialogRound = 0;
  /** 一周内自动登录, ticked by default. */
  keepLogin = true;

  private readonly openListeners: (() => void)[] = [];
  private readonly closeListeners: (() => void)[] = [];
  private readonly dismissListeners = new Set<() => void>();

  constructor() {
    makeObservable<LoginDialogState>(this, {
      dialogOpen: observable,
      dialogTab: observable,
      dialogRound: observable,
      keepLogin: observable,
      open: action,
      close: action,
      dismiss: action,
      setTab: action,
      setKeepLogin: action,
    });
  }

  /** Runs `listener` when the dialog opens afresh (the forms reset). */
  onOpen(listener: () => void): void {
    this.openListeners.push(listener);
  }

  /** Runs `listener` whenever the dialog closes (a flow stops its polling). */
  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  /** Until removed, `listener` runs once when the user closes the dialog without logging in. */
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
    const wanted: LoginTab = tab ?? 1;
    if (this.dialogOpen) {
      this.dialogTab = wanted;
      return;
    }
    this.keepLogin = true;
    for (const listener of this.openListeners) listener();
    this.dialogTab = wanted;
    this.dialogRound += 1;
    this.dialogOpen = true;
  }

  /** Closes it after a login (nobody is told of a dismissal). */
  close(): void {
    this.dialogOpen = false;
    for (const listener of this.closeListeners) listener();
  }

  /** Closed by the user (Escape, the close icon): the callers waiting for a login are told. */
  dismiss(): void {
    if (!this.dialogOpen) return;
    this.close();
    const listeners = [...this.dismissListeners];
    this.dismissListeners.clear();
    for (const listener of listeners) listener();
  }

  setTab(tab: LoginTab): void {
    this.dialogTab = tab;
  }

  setKeepLogin(value: boolean): void {
    this.keepLogin = value;
  }
}
