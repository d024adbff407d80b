import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ErrorBoundary } from '@kernel/client/error-boundary';
import type { Notifier } from '@kernel/client/ui-store';

type Toaster = typeof import('./toast-store').toaster;
let toasterLoad: Promise<Toaster> | undefined;
/** The site's toaster (toast-store.ts), downloaded with the first notification. */
const loadToaster = (): Promise<Toaster> =>
  (toasterLoad ??= import(/* webpackChunkName: "shell-toasts" */ './toast-store').then((m) => m.toaster));

const DURATION: Record<ToastKind, number> = { info: 3000, success: 2500, warning: 3500, error: 4000 };
type ToastKind = 'info' | 'success' | 'warning' | 'error';

/**
 * The kernel's Notifier bound to the Chakra toaster. The previous toast is dismissed before a new
 * one shows, so a burst of messages never stacks up.
 */
export const chakraNotifier: Notifier = {
  notify(message: string, kind: ToastKind = 'info'): void {
    wantToasts();
    // Notifications keep their order: each waits on the same download.
    void loadToaster().then((toaster) => {
      toaster.dismiss();
      toaster.create({ description: message, type: kind, duration: DURATION[kind], closable: false });
    });
  },
};

// The toast machine and views are not part of the first load: they download with the first
// notification. The toaster's store keeps that toast until the view subscribes to it.
const ToastView = lazy(() => import(/* webpackChunkName: "shell-toasts" */ './ToastView'));
let toastsWanted = false;
const wantedListeners = new Set<() => void>();
function wantToasts(): void {
  if (toastsWanted) return;
  toastsWanted = true;
  for (const listener of wantedListeners) listener();
}
const subscribeWanted = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
};

/** Mount once near the root of the app (inside ChakraProvider). */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeWanted, () => toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <ErrorBoundary name="shell toasts">
      <Suspense fallback={null}>
        <ToastView />
      </Suspense>
    </ErrorBoundary>
  );
}
