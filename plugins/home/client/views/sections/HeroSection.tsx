import type { MouseEvent } from 'react';
import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowRight, LuCrown } from 'react-icons/lu';
import { Navigator } from '@kernel/client/navigator';
import { useEmit, useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { PAGE_WIDTH } from '@kernel/client/views/PageContainer';
import { useColumnLink } from '../useColumnLink';

const PROJECT_LIST = '/commonproj/index';
const USER_CENTER = '/usercenter/index';

/** The hero banner: headline, sub text and the two calls to action. */
export const HeroSection = observer(function HeroSection() {
  const session = useService<SessionStore>(SessionStore);
  const navigator = useService<Navigator>(Navigator);
  const emit = useEmit();
  const columns = useColumnLink();
  const hasProjectList = !!columns.tab(PROJECT_LIST);

  const browse = (event: MouseEvent<HTMLElement>) => {
    columns.onClick(PROJECT_LIST)(event);
    if (!event.defaultPrevented) navigator.navigate(PROJECT_LIST);
  };
  const trial = () => {
    if (!session.isLogin) emit('openLogin', {});
    else session.setFlag('showTrial', true);
  };

  return (
    <Box as="section" aria-labelledby="home-hero-title" position="relative" overflow="hidden" bgGradient="to-br" gradientFrom="#1d6ae0" gradientVia="brand.700" gradientTo="brand.950" color="white">
      <HeroBackdrop />
      <Flex w={`${PAGE_WIDTH}px`} mx="auto" h="400px" align="center" justify="space-between" position="relative">
        <Box maxW="600px">
          <Text as="span" display="inline-block" fontSize="13px" letterSpacing="2px" px="3" py="1" mb="5" borderRadius="full" bg="rgba(255,255,255,0.12)" borderWidth="1px" borderColor="rgba(255,255,255,0.2)">
            面向造价工程师的工程造价指标数据平台
          </Text>
          <Heading as="h1" id="home-hero-title" fontSize="40px" fontWeight="700" lineHeight="1.3" letterSpacing="1px" mb="4">
            让每一个造价数字都有据可查
          </Heading>
          <Text fontSize="16px" lineHeight="1.9" opacity={0.88} mb="8">
            汇集真实工程项目的招标控制价、中标价与结算价，经脱敏整理为单项工程、综合单价、劳务分包等多维指标，为估算、控制价编制、投标报价与结算审核提供可比、可追溯的数据参考。
          </Text>
          <HStack gap="4">
            {hasProjectList ? (
              <Button size="lg" h="48px" px="7" fontSize="16px" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }} onClick={browse}>
                浏览单项工程指标
                <LuArrowRight />
              </Button>
            ) : null}
            {session.isVip ? (
              <Button size="lg" h="48px" px="7" fontSize="16px" bg="accent.500" color="white" _hover={{ bg: 'accent.600' }} onClick={() => navigator.navigate(USER_CENTER)}>
                <LuCrown />
                进入会员中心
              </Button>
            ) : (
              <Button size="lg" h="48px" px="7" fontSize="16px" bg="accent.500" color="white" _hover={{ bg: 'accent.600' }} onClick={trial}>
                <LuCrown />
                申请试用VIP
              </Button>
            )}
          </HStack>
        </Box>
        <HeroIllustration />
      </Flex>
    </Box>
  );
});

function HeroBackdrop() {
  return (
    <svg width="100%" height="100%" style={{ position: 'absolute', inset: 0 }} aria-hidden="true" focusable="false">
      <defs>
        <pattern id="home-hero-grid" width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0V40" fill="none" stroke="rgba(255,255,255,0.06)" strokeWidth="1" />
        </pattern>
        <radialGradient id="home-hero-glow" cx="80%" cy="30%" r="50%">
          <stop offset="0" stopColor="rgba(255,255,255,0.16)" />
          <stop offset="1" stopColor="rgba(255,255,255,0)" />
        </radialGradient>
      </defs>
      <rect width="100%" height="100%" fill="url(#home-hero-grid)" />
      <rect width="100%" height="100%" fill="url(#home-hero-glow)" />
    </svg>
  );
}

/** A stylised index sheet: cost-composition bars, an index curve and a building elevation. No figures. */
function HeroIllustration() {
  return (
    <svg width="440" height="320" viewBox="0 0 440 320" aria-hidden="true" focusable="false">
      {/* back card */}
      <rect x="70" y="20" width="340" height="230" rx="14" fill="rgba(255,255,255,0.10)" stroke="rgba(255,255,255,0.25)" />
      {/* front card */}
      <rect x="30" y="60" width="330" height="230" rx="14" fill="#ffffff" />
      <rect x="54" y="84" width="110" height="10" rx="5" fill="#d0e0fa" />
      <rect x="54" y="102" width="70" height="8" rx="4" fill="#eaf1fd" />
      <rect x="270" y="82" width="66" height="22" rx="11" fill="#fff7e8" />
      <rect x="282" y="90" width="42" height="6" rx="3" fill="#f5a623" />
      {/* bars */}
      {[
        [60, 70],
        [96, 100],
        [132, 84],
        [168, 124],
        [204, 108],
        [240, 140],
        [276, 118],
        [312, 150],
      ].map(([x, h]) => (
        <rect key={x} x={x} y={268 - h!} width="22" height={h} rx="3" fill="#d0e0fa" />
      ))}
      <path d="M71 214 L107 186 L143 198 L179 160 L215 172 L251 136 L287 152 L323 118" fill="none" stroke="#1456c8" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      {[
        [71, 214],
        [143, 198],
        [215, 172],
        [287, 152],
        [323, 118],
      ].map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="4.5" fill="#ffffff" stroke="#1456c8" strokeWidth="2.5" />
      ))}
      {/* building elevation on the back card */}
      <g transform="translate(372 60)" fill="none" stroke="rgba(255,255,255,0.55)" strokeWidth="1.5">
        <rect x="0" y="0" width="26" height="120" />
        <path d="M0 20 H26 M0 40 H26 M0 60 H26 M0 80 H26 M0 100 H26 M13 0 V120" />
      </g>
      {/* floating chip */}
      <rect x="250" y="238" width="150" height="58" rx="12" fill="#0b2c63" stroke="rgba(255,255,255,0.2)" />
      <circle cx="276" cy="267" r="12" fill="#f5a623" />
      <path d="M270 267 l4 4 l8 -8" stroke="#ffffff" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="298" y="256" width="80" height="8" rx="4" fill="rgba(255,255,255,0.8)" />
      <rect x="298" y="272" width="56" height="7" rx="3.5" fill="rgba(255,255,255,0.35)" />
    </svg>
  );
}
