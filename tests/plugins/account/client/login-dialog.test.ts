import { LoginDialogState } from '@plugins/account/client/login-dialog';
import { StorageKeys } from '@kernel/client/session-storage';

afterEach(() => sessionStorage.clear());

describe('the login dialog state', () => {
  it('opens afresh (forms reset, keep-login ticked, a new round) and only switches tabs while open', () => {
    const dialog = new LoginDialogState();
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
  });

  it('closing after a login stops the flows but tells no waiter; a dismissal tells the waiters once', () => {
    const dialog = new LoginDialogState();
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
});
