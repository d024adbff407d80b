import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useEvent, useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { rememberPendingTarget, type LoginActions } from './login-actions';
import type { TabValue } from './LoginDialogView';

// The dialog, tabs and forms are downloaded the first time the dialog opens.
const LoginDialogView = lazy(() => import('./LoginDialogView'));

export interface LoginDialogProps {
  /** The login calls; defaults to the provisional HTTP implementation. */
  actions?: LoginActions;
}

/**
 * The login dialog: opened by the bus `openLogin` event (on its `tab`, remembering its `target`
 * as the pending path), closed by Escape or the close icon. Ignored while logged in.
 */
export function LoginDialog({ actions }: LoginDialogProps) {
  const session = useService<SessionStore>(SessionStore);
  const [state, setState] = useState<{ open: boolean; tab: TabValue; round: number } | null>(null);

  useEvent('openLogin', (event) => {
    if (event.target) rememberPendingTarget(event.target);
    if (session.isLogin) return;
    const tab = String(event.tab ?? 1) as TabValue;
    // A new round remounts the dialog so each opening starts from a clean form on the wanted tab.
    setState((s) => (s?.open ? { ...s, tab } : { open: true, tab, round: (s?.round ?? 0) + 1 }));
  });

  if (!state) return null;
  return (
    <LoadGuard>
      <Suspense fallback={null}>
        <LoginDialogView
          key={state.round}
          open={state.open}
          initialTab={state.tab}
          actions={actions}
          onOpenChange={(open) => setState((s) => (s ? { ...s, open } : s))}
        />
      </Suspense>
    </LoadGuard>
  );
}

/** The component the account plugin mounts in the `popup` slot. */
export function LoginDialogHost() {
  return <LoginDialog />;
}

export default LoginDialogHost;

/** If the dialog's code cannot be loaded (e.g. after a deploy), leave it out instead of the page. */
class LoadGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error('[account] the login dialog could not be loaded', error);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
