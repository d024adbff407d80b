import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuRefreshCw } from 'react-icons/lu';
import { Navigator } from '@kernel/client/navigator';
import { useService } from '@kernel/client/react';
import { UiStore } from '@kernel/client/ui-store';

/** The 发现新版本 banner; the version check itself reloads the page after 5 seconds. */
export const NewVersionNotice = observer(function NewVersionNotice() {
  const ui = useService<UiStore>(UiStore);
  const navigator = useService<Navigator>(Navigator);
  if (!ui.newVersion) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      top="16px"
      left="50%"
      transform="translateX(-50%)"
      zIndex={1900}
      animation="zjSlideDown 0.3s ease-out both"
      bg="white"
      borderWidth="1px"
      borderColor="brand.200"
      borderLeftWidth="4px"
      borderLeftColor="brand.600"
      borderRadius="8px"
      boxShadow="0 8px 28px rgba(15, 35, 80, 0.18)"
      px="5"
      py="3"
    >
      <Flex align="center" gap="4">
        <Box color="brand.600" fontSize="20px">
          <LuRefreshCw aria-hidden="true" />
        </Box>
        <Box>
          <Text fontSize="15px" fontWeight="600" color="page.fg">
            发现新版本
          </Text>
          <Text fontSize="13px" color="page.muted">
            页面将在 5 秒后自动刷新
          </Text>
        </Box>
        <Button size="xs" colorPalette="brand" variant="subtle" onClick={() => navigator.reload()}>
          立即刷新
        </Button>
      </Flex>
    </Box>
  );
});
