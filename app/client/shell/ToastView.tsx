import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
// The toast's recipe loads with the toasts, not with the theme (theme.ts).
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { toaster } from './toast-store';

/** The toasts of the site's toaster (loaded with the first notification, see toaster.tsx). */
export default function ToastView() {
  return (
    <Portal>
      <Toaster toaster={toaster}>
        {(toast) => (
          <Toast.Root
            recipe={toastSlotRecipe}
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
