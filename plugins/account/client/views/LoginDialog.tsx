import { Component, lazy, Suspense, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { AccountStore } from '../account-store';

// The dialog, tabs and forms are downloaded the first time the dialog opens.
const LoginDialogView = lazy(() => import(/* webpackChunkName: "account-login-dialog" */ './LoginDialogView'));

/**
 * The login dialog host (popup slot): the account store opens it on the bus `openLogin` event
 * (on its `tab`, remembering its `target` as the pending path); it closes with Escape, the close
 * icon, or after a login. Nothing is rendered (or downloaded) before the first opening.
 */
export const LoginDialog = observer(function LoginDialog() {
  const store = useService<AccountStore>(AccountStore);
  if (store.dialogRound === 0) return null;
  return (
    <LoadGuard>
      <Suspense fallback={null}>
        {/* A new round remounts the view, so each opening starts from a clean form. */}
        <LoginDialogView key={store.dialogRound} />
      </Suspense>
    </LoadGuard>
  );
});

/** The component the account plugin mounts in the `popup` slot. */
export function LoginDialogHost() {
  return <LoginDialog />;
}

export default LoginDialogHost;

/** If a lazily loaded part cannot be loaded (e.g. after a deploy), leave it out instead of the page. */
export class LoadGuard extends Component<{ children: ReactNode; name?: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(`[account] the ${this.props.name ?? 'login dialog'} could not be loaded`, error);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
