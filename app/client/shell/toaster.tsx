import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
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
    toaster.dismiss();
    toaster.create({ description: message, type: kind, duration: DURATION[kind], closable: false });
  },
};

/** Mount once near the root of the app (inside ChakraProvider). */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster}>
        {(toast) => (
          <Toast.Root
            minW="240px"
            maxW="420px"
            py="2.5"
            px="4"
            borderRadius="md"
            boxShadow="0 6px 24px rgba(15, 35, 80, 0.16)"
          >
            <Toast.Indicator />
            <Stack gap="0.5" flex="1" maxW="100%">
              {toast.title ? <Toast.Title fontSize="14px">{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description fontSize="14px">{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="关闭" /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
