import { useEffect, useState } from 'react';
import { Box, Flex, HStack, Text, chakra } from '@chakra-ui/react';

export const BANNER_INTERVAL_MS = 5000;
export const BANNER_HEIGHT = 500;

interface Slide {
  title: string;
  text: string;
  gradient: string;
}

const SLIDES: readonly Slide[] = [
  {
    title: '真实工程指标，随查随用',
    text: '单项工程、项目造价与综合单价指标，覆盖全国 31 个省级地区，数据来自真实项目并经脱敏处理。',
    gradient: 'linear-gradient(155deg, #1d6ae0 0%, #1456c8 45%, #0b2c63 100%)',
  },
  {
    title: '计价阶段清晰标注',
    text: '招标控制价、中标价、结算价分别标注，同口径对比，让每一个造价数字都有据可查。',
    gradient: 'linear-gradient(155deg, #2a7be4 0%, #0f45a3 55%, #071c40 100%)',
  },
  {
    title: 'VIP会员 3 天免费试用',
    text: '登录后即可申请试用，完整体验指标详情、指标区间与价格走势。',
    gradient: 'linear-gradient(155deg, #1456c8 0%, #0d3880 60%, #3d2305 130%)',
  },
];

const Dot = chakra('button', {
  base: {
    w: '8px',
    h: '8px',
    borderRadius: 'full',
    bg: 'rgba(255,255,255,0.45)',
    cursor: 'pointer',
    transition: 'all 0.3s',
    '&[aria-current=true]': { w: '22px', bg: 'white' },
    _focusVisible: { outline: '2px solid white', outlineOffset: '2px' },
  },
});

/** The login banner: a CSS carousel of slogans that advances every 5000 ms. */
export function LoginBanner() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <Box
      position="relative"
      w="380px"
      h={`${BANNER_HEIGHT}px`}
      flexShrink={0}
      overflow="hidden"
      color="white"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      aria-roledescription="轮播"
      aria-label="平台介绍"
      role="region"
    >
      <Flex h="full" w={`${SLIDES.length * 100}%`} transform={`translateX(-${(index * 100) / SLIDES.length}%)`} transition="transform 0.6s ease">
        {SLIDES.map((slide, i) => (
          <BannerSlide key={slide.title} slide={slide} hidden={i !== index} />
        ))}
      </Flex>
      <HStack position="absolute" bottom="28px" left="40px" gap="2">
        {SLIDES.map((slide, i) => (
          <Dot key={slide.title} type="button" aria-label={`第${i + 1}张：${slide.title}`} aria-current={i === index} onClick={() => setIndex(i)} />
        ))}
      </HStack>
    </Box>
  );
}

function BannerSlide({ slide, hidden }: { slide: Slide; hidden: boolean }) {
  return (
    <Box position="relative" flex="1" h="full" style={{ background: slide.gradient }} aria-hidden={hidden}>
      <BannerArt />
      <Box position="absolute" left="40px" right="40px" top="96px">
        <Text fontSize="13px" letterSpacing="3px" opacity={0.75} mb="3">
          造价指标网
        </Text>
        <Text fontSize="26px" fontWeight="700" lineHeight="1.35" mb="4">
          {slide.title}
        </Text>
        <Box w="36px" h="3px" bg="#f5a623" borderRadius="2px" mb="4" />
        <Text fontSize="14px" lineHeight="1.9" opacity={0.85}>
          {slide.text}
        </Text>
      </Box>
    </Box>
  );
}

/** Faint blueprint lines and a rising index curve in the lower part of a slide. */
function BannerArt() {
  return (
    <svg width="380" height="220" viewBox="0 0 380 220" style={{ position: 'absolute', bottom: 0, left: 0 }} aria-hidden="true" focusable="false">
      <g stroke="rgba(255,255,255,0.08)" strokeWidth="1">
        {Array.from({ length: 12 }, (_, i) => (
          <path key={`v${i}`} d={`M${i * 32} 0 V220`} />
        ))}
        {Array.from({ length: 7 }, (_, i) => (
          <path key={`h${i}`} d={`M0 ${i * 32} H380`} />
        ))}
      </g>
      <g fill="rgba(255,255,255,0.12)">
        <rect x="40" y="150" width="26" height="70" rx="2" />
        <rect x="80" y="120" width="26" height="100" rx="2" />
        <rect x="120" y="135" width="26" height="85" rx="2" />
        <rect x="160" y="95" width="26" height="125" rx="2" />
        <rect x="200" y="110" width="26" height="110" rx="2" />
        <rect x="240" y="70" width="26" height="150" rx="2" />
        <rect x="280" y="85" width="26" height="135" rx="2" />
      </g>
      <path d="M40 140 L93 112 L133 124 L173 86 L213 98 L253 60 L293 72 L340 40" fill="none" stroke="#f5a623" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="340" cy="40" r="4" fill="#f5a623" />
    </svg>
  );
}
