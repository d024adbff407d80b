import { createToaster } from '@chakra-ui/react';

/**
 * The site's toaster: only one toast is visible at a time (`max: 1`). Its machine is not
 * part of the first load: toaster.tsx imports this module with the first notification.
 */
export const toaster = createToaster({
  placement: 'top',
  max: 1,
  pauseOnPageIdle: true,
  gap: 12,
  offsets: '72px',
});
