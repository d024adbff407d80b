import { MobxDialogService } from '@kernel/client/dialogs';
import { StorageKeys } from '@kernel/client/session-storage';
import { LoginDialogState } from '@plugins/account/client/login-dialog';
import { AccountDialogs } from '@plugins/account/shared/dialogs';

afterEach(() => sessionStorage.clear());

function rig(): { dialogs: MobxDialogService; dialog: LoginDialogState } {
  const dialogs = new MobxDialogService();
  return { dialogs, dialog: new LoginDialogState(dialogs) };
}

describe('the login dialog state', () => {
  it('opens afresh (forms reset, keep-login ticked, a new round) and only switches tabs while open', () => {
    const { dialogs, dialog } = rig();
    const resets: number[] = [];
    dialog.onOpen(() => resets.push(dialog.dialogRound));
    dialog.setKeepLogin(false);
    dialog.open(2, '/commonproj/index');
    expect(dialog.dialogOpen).toBe(true);
    expect(dialog.dialogTab).toBe(2);
    expect(dialog.keepLogin).toBe(true);
    expect(dialog.dialogRound).toBe(1);
    expect(sessionStorage.getItem(StorageKeys.redirectPath)).toBe('/commonproj/index');
    dialog.open(3);
    expect(dialog.dialogTab).toBe(3);
    expect(dialog.dialogRound).toBe(1);
    expect(resets).toEqual([0]);
    // The DialogService holds the state: its `account.login` with the tab as its props.
    expect(dialogs.openIds).toEqual([AccountDialogs.login]);
    expect(dialogs.propsOf(AccountDialogs.login)).toEqual({ tab: 3 });
  });

  it('closing after a login stops the flows but tells no waiter; a dismissal tells the waiters once', () => {
    const { dialog } = rig();
    const closed: string[] = [];
    dialog.onClose(() => closed.push('flows stopped'));
    const dismissed: string[] = [];
    dialog.whenDismissed(() => dismissed.push('first'));
    const stop = dialog.whenDismissed(() => dismissed.push('withdrawn'));
    stop();
    dialog.open();
    dialog.close();
    expect(dialog.dialogOpen).toBe(false);
    expect(closed).toEqual(['flows stopped']);
    expect(dismissed).toEqual([]);
    dialog.open();
    dialog.dismiss();
    dialog.dismiss();
    expect(dismissed).toEqual(['first']);
    expect(closed).toEqual(['flows stopped', 'flows stopped']);
  });

  it('follows the DialogService whoever opens or closes: an opening there starts afresh, a closing there is a dismissal', () => {
    const { dialogs, dialog } = rig();
    const events: string[] = [];
    dialog.onOpen(() => events.push('reset'));
    dialog.onClose(() => events.push('stopped'));
    dialog.whenDismissed(() => events.push('dismissed'));
    dialogs.open(AccountDialogs.login, { tab: 2 });
    expect(dialog.dialogOpen).toBe(true);
    expect(dialog.dialogTab).toBe(2);
    expect(dialog.dialogRound).toBe(1);
    // Another opening while open only switches the tab; so does choosing a tab.
    dialogs.open(AccountDialogs.login, {});
    expect(dialog.dialogTab).toBe(1);
    dialog.setTab(3);
    expect(dialogs.propsOf(AccountDialogs.login)).toEqual({ tab: 3 });
    expect(events).toEqual(['reset']);
    // Closed elsewhere (the host's close icon or Escape, closeAll): the waiters are told.
    dialogs.closeAll();
    expect(dialog.dialogOpen).toBe(false);
    expect(events).toEqual(['reset', 'stopped', 'dismissed']);
    // Closed, it shows no tab and choosing one opens nothing.
    dialog.setTab(2);
    expect(dialogs.isOpen(AccountDialogs.login)).toBe(false);
    dialog.open();
    expect(dialog.dialogRound).toBe(2);
    expect(dialog.dialogTab).toBe(1);
  });

  it('stops following the DialogService once disposed', () => {
    const { dialogs, dialog } = rig();
    const opened: number[] = [];
    dialog.onOpen(() => opened.push(1));
    dialog.dispose();
    dialogs.open(AccountDialogs.login, {});
    expect(dialog.dialogOpen).toBe(true);
    expect(opened).toEqual([]);
  });
});
