import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useService } from '@kernel/client/react';
import { UiStore } from '@kernel/client/ui-store';

/** While a page's code loads: a skeleton of the page, and the global loading indicator. */
export function PageFallback() {
  const ui = useService<UiStore>(UiStore);
  useEffect(() => {
    ui.begin();
    return () => ui.end();
  }, [ui]);
  return (
    <Box maxW="1200px" mx="auto" py="8" aria-busy="true">
      <Stack gap="4">
        <Skeleton height="28px" width="240px" />
        <Skeleton height="120px" />
        <Skeleton height="220px" />
      </Stack>
    </Box>
  );
}
