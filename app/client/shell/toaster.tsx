import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createToaster } from '@chakra-ui/react';
import { ErrorBoundary } from '@kernel/client/error-boundary';
import type { Notifier } from '@kernel/client/ui-store';

/** The site's toaster: only one toast is visible at a time (spec section 8). */
export const toaster = createToaster({
  placement: 'top',
  max: 1,
  pauseOnPageIdle: true,
  gap: 12,
  offsets: '72px',
});

const DURATION: Record<ToastKind, number> = { info: 3000, success: 2500, warning: 3500, error: 4000 };
type ToastKind = 'info' | 'success' | 'warning' | 'error';

/**
 * The kernel's Notifier bound to the Chakra toaster. The previous toast is dismissed before a new
 * one shows, so a burst of messages never stacks up.
 */
export const chakraNotifier: Notifier = {
  notify(message: string, kind: ToastKind = 'info'): void {
    wantToasts();
    toaster.dismiss();
    toaster.create({ description: message, type: kind, duration: DURATION[kind], closable: false });
  },
};

// The toast machine and views are not part of the first load: they download with the first
// notification. The toaster's store above keeps that toast until the view subscribes to it.
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
