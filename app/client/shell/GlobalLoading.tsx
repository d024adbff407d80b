import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { UiStore } from '@kernel/client/ui-store';

export const LOADING_SHOW_DELAY_MS = 150;

/** A thin animated bar at the top of the page while requests or pages load (after 150 ms). */
export const GlobalLoading = observer(function GlobalLoading() {
  const ui = useService<UiStore>(UiStore);
  const loading = ui.loading;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), LOADING_SHOW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  if (!shown) return null;
  return (
    <Box
      role="progressbar"
      aria-label="页面加载中"
      aria-busy="true"
      position="fixed"
      top="0"
      left="0"
      right="0"
      h="3px"
      zIndex={2000}
      overflow="hidden"
      bg="brand.100"
      pointerEvents="none"
    >
      <Box h="full" w="40%" bgGradient="to-r" gradientFrom="brand.400" gradientTo="accent.500" animation="zjProgress 1.2s ease-in-out infinite" borderRadius="full" />
    </Box>
  );
});
