import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuHouse } from 'react-icons/lu';
import { Navigator } from '@kernel/client/navigator';
import { useLanding, useService } from '@kernel/client/react';
import { CONTENT_WIDTH } from './theme';

/** The 404 page (content only: the router renders it inside the default layout). */
export function NotFoundPage() {
  const navigator = useService<Navigator>(Navigator);
  const landing = useLanding();
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigator.navigate(landing);
  };
  return (
    <Box w={`${CONTENT_WIDTH}px`} mx="auto" py="8">
      <Flex
        bg="white"
        borderWidth="1px"
        borderColor="page.border"
        borderRadius="10px"
        boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)"
        minH="460px"
        align="center"
        justify="center"
        gap="16"
        px="16"
        py="12"
      >
        <NotFoundIllustration />
        <Box maxW="420px">
          <Text fontSize="14px" fontWeight="600" color="brand.600" letterSpacing="2px" mb="2">
            错误代码 404
          </Text>
          <Heading as="h1" fontSize="30px" fontWeight="700" color="page.fg" mb="3">
            页面不存在
          </Heading>
          <Text fontSize="15px" color="page.muted" lineHeight="1.8" mb="8">
            您访问的页面可能已被移除、更名，或链接地址有误。您可以返回首页查看最新的造价指标，或回到上一页继续浏览。
          </Text>
          <HStack gap="3">
            <Button colorPalette="brand" size="md" px="6" onClick={() => navigator.navigate(landing)}>
              <LuHouse />
              返回首页
            </Button>
            <Button variant="outline" size="md" px="6" onClick={goBack}>
              <LuArrowLeft />
              返回上一页
            </Button>
          </HStack>
        </Box>
      </Flex>
    </Box>
  );
}

/** A blueprint sheet with an unfinished building and a tower crane holding a 404 sign. */
function NotFoundIllustration() {
  return (
    <svg width="340" height="280" viewBox="0 0 340 280" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="nf-grid" width="16" height="16" patternUnits="userSpaceOnUse">
          <path d="M16 0H0V16" fill="none" stroke="#d0e0fa" strokeWidth="1" />
        </pattern>
        <linearGradient id="nf-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#eaf1fd" />
          <stop offset="1" stopColor="#f8fafd" />
        </linearGradient>
      </defs>
      <circle cx="170" cy="145" r="128" fill="url(#nf-sky)" />
      <circle cx="170" cy="145" r="128" fill="url(#nf-grid)" opacity="0.7" />
      {/* ground */}
      <path d="M40 240 H300" stroke="#a4c3f4" strokeWidth="3" strokeLinecap="round" />
      {/* building under construction */}
      <rect x="170" y="150" width="82" height="90" fill="#ffffff" stroke="#1456c8" strokeWidth="2.5" />
      <path d="M170 180 H252 M170 210 H252 M197 150 V240 M224 150 V240" stroke="#a4c3f4" strokeWidth="2" />
      <rect x="176" y="156" width="15" height="18" fill="#d0e0fa" />
      <rect x="230" y="186" width="15" height="18" fill="#d0e0fa" />
      <path d="M170 150 V122 M252 150 V122 M170 122 H252" stroke="#709fec" strokeWidth="2" strokeDasharray="5 4" />
      {/* crane mast */}
      <path d="M100 240 V62" stroke="#0f45a3" strokeWidth="4" />
      <path d="M92 240 V62 M108 240 V62" stroke="#0f45a3" strokeWidth="1.5" opacity="0.35" />
      <path d="M92 220 L108 200 M92 180 L108 160 M92 140 L108 120 M92 100 L108 80" stroke="#0f45a3" strokeWidth="1.5" opacity="0.5" />
      {/* jib */}
      <path d="M64 62 H246" stroke="#0f45a3" strokeWidth="4" strokeLinecap="round" />
      <path d="M100 62 L100 42 L64 62 M100 42 L246 62" stroke="#0f45a3" strokeWidth="1.5" fill="none" />
      <rect x="64" y="62" width="18" height="12" fill="#0f45a3" />
      <rect x="93" y="66" width="16" height="14" rx="2" fill="#f5a623" />
      {/* hook and sign */}
      <path d="M214 62 V96" stroke="#1f2937" strokeWidth="1.5" />
      <path d="M198 96 L214 90 L230 96" stroke="#1f2937" strokeWidth="1.5" fill="none" />
      <rect x="184" y="96" width="60" height="34" rx="4" fill="#f5a623" />
      <text x="214" y="119" textAnchor="middle" fontSize="18" fontWeight="700" fill="#ffffff" fontFamily="Arial, sans-serif">
        404
      </text>
      {/* cones */}
      <path d="M272 240 L279 218 L286 240 Z" fill="#f5a623" />
      <path d="M275 230 H283" stroke="#ffffff" strokeWidth="2" />
      <path d="M52 240 L58 222 L64 240 Z" fill="#f5a623" />
    </svg>
  );
}

export default NotFoundPage;
