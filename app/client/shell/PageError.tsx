import { Box, Button, Heading, Text } from '@chakra-ui/react';

/** Shown in place of a page whose code failed to load or that failed to render. */
export function PageError() {
  return (
    <Box maxW="1200px" mx="auto" my="16" p="10" bg="white" borderRadius="md" borderWidth="1px" textAlign="center" role="alert">
      <Heading as="h1" size="lg" mb="3">
        页面加载失败
      </Heading>
      <Text color="gray.600" mb="6">
        网络不稳定或网站刚刚完成升级，请刷新页面后重试。
      </Text>
      <Button colorPalette="brand" onClick={() => location.reload()}>
        刷新页面
      </Button>
    </Box>
  );
}
