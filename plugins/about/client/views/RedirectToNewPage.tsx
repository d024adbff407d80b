import { useEffect, useState } from 'react';
import { Box, Flex, Heading, Progress, Text } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { LuRocket } from 'react-icons/lu';
import { Navigator } from '@kernel/client/navigator';
import { useRegistry, useService } from '@kernel/client/react';
import { PAGE_WIDTH, RouterLink } from '@kernel/client/views/PageContainer';

export const REDIRECT_SECONDS = 5;

/** /redirectToNew: the site was upgraded; go to the landing page (the new home page) after 5 seconds. */
export default function RedirectToNewPage() {
  const navigator = useService<Navigator>(Navigator);
  const { landing } = useRegistry();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    if (seconds <= 0) {
      navigator.navigate(landing, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, navigator, landing]);

  return (
    <Box w={`${PAGE_WIDTH}px`} mx="auto" py="16">
      <Flex
        direction="column"
        align="center"
        textAlign="center"
        bg="white"
        borderWidth="1px"
        borderColor="page.border"
        borderRadius="12px"
        boxShadow="0 1px 3px rgba(16, 24, 40, 0.05)"
        px="16"
        py="16"
        maxW="640px"
        mx="auto"
      >
        <Flex w="80px" h="80px" borderRadius="full" bg="brand.50" color="brand.600" align="center" justify="center" fontSize="36px" mb="6">
          <LuRocket aria-hidden="true" />
        </Flex>
        <Heading as="h1" fontSize="28px" fontWeight="700" color="page.fg" mb="3">
          网站已升级
        </Heading>
        <Text fontSize="15px" color="gray.600" lineHeight="1.9" mb="6">
          造价指标网已全新升级，栏目更清晰、检索更便捷。您收藏的旧版地址已停止使用，请通过新版首页继续访问。
        </Text>
        <Text fontSize="14px" color="gray.700" mb="3" aria-live="polite">
          <Text as="span" fontWeight="700" color="brand.600" fontSize="18px">
            {Math.max(seconds, 0)}
          </Text>{' '}
          秒后自动跳转到新版首页
        </Text>
        <Progress.Root recipe={progressSlotRecipe} value={((REDIRECT_SECONDS - seconds) / REDIRECT_SECONDS) * 100} size="xs" colorPalette="brand" w="240px" mb="6" aria-label="跳转进度">
          <Progress.Track>
            <Progress.Range transition="width 1s linear" />
          </Progress.Track>
        </Progress.Root>
        <RouterLink href={landing} color="brand.600" fontSize="14px" fontWeight="500">
          立即前往新版首页
        </RouterLink>
      </Flex>
    </Box>
  );
}
