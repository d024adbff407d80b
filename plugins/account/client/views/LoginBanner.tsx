import { useEffect, useState } from 'react';
import { Box, Flex, HStack, Image, Text, chakra } from '@chakra-ui/react';
import type { RuntimeConfig } from '@kernel/core/gateways';
import { AppConfig } from '@kernel/client/app-config';
import { useService } from '@kernel/client/react';
import { LOGIN_PICTURES } from '../../shared/contract';
import { AccountApi } from '../account-api';

export const BANNER_INTERVAL_MS = 5000;
export const BANNER_HEIGHT = 500;
const BANNER_WIDTH = 380;

interface Slide {
  title: string;
  text: string;
  gradient: string;
}

const SLIDES: readonly Slide[] = [
  {
    title: '工程造价指标，随查随用',
    text: '单项工程、项目造价与综合单价指标，覆盖全国 31 个省级地区，当前为按造价规律生成的示例数据，导入的真实数据经脱敏后发布。',
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

/** A banner picture: its full address (storage gateway + pictureUri) and its headline (alt text). */
interface Picture {
  src: string;
  alt: string;
}

/** The pictures once loaded (kept for the page's life); the load under way. */
let loadedPictures: readonly Picture[] | null = null;
let loadingPictures: Promise<readonly Picture[]> | null = null;

/** `pictureUri` under the storage gateway (an absolute address is used as it is). */
function storageUrl(storage: string, uri: string): string {
  if (/^(https?:)?\/\//.test(uri)) return uri;
  return `${storage.replace(/\/+$/, '')}/${uri.replace(/^\/+/, '')}`;
}

function headlineOf(uri: string): string {
  const file = uri.split(/[?#]/)[0]!.split('/').pop();
  return LOGIN_PICTURES.find((p) => p.file === file)?.headline ?? '造价指标网平台介绍';
}

/** Resolves when the browser has the picture (so a slide never shows half-loaded); rejects if it cannot. */
function preload(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const img = new window.Image();
    img.onload = () => resolve();
    img.onerror = () => reject(new Error(`图片加载失败：${src}`));
    img.src = src;
  });
}

/**
 * The list of GET home/queryLoginPicture, asked once per page: the pictures that load, in order.
 * A failed call (or no usable picture) is asked again the next time the dialog opens.
 */
function loadPictures(api: AccountApi, storage: string): Promise<readonly Picture[]> {
  loadingPictures ??= (async () => {
    const uris = await api.loginPictures();
    const pictures = uris.map((uri) => ({ src: storageUrl(storage, uri), alt: headlineOf(uri) }));
    const loaded = await Promise.allSettled(pictures.map((p) => preload(p.src)));
    const usable = pictures.filter((_, i) => loaded[i]!.status === 'fulfilled');
    if (usable.length === 0) throw new Error('没有可用的登录轮播图');
    loadedPictures = usable;
    return usable;
  })().catch((error: unknown) => {
    loadingPictures = null;
    throw error;
  });
  return loadingPictures;
}

/**
 * The login banner: a carousel that advances every 5000 ms, of the pictures of
 * GET home/queryLoginPicture (under the storage gateway), or of CSS slides while they load or
 * when they cannot be had.
 */
export function LoginBanner() {
  const api = useService<AccountApi>(AccountApi);
  const storage = useService<RuntimeConfig>(AppConfig).gateways.storage;
  const [pictures, setPictures] = useState<readonly Picture[] | null>(loadedPictures);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const labels = pictures ? pictures.map((p) => p.alt) : SLIDES.map((s) => s.title);
  const count = labels.length;
  const current = index % count;

  useEffect(() => {
    if (pictures) return;
    let live = true;
    loadPictures(api, storage).then(
      (list) => live && setPictures(list),
      () => {
        /* keep the CSS slides */
      },
    );
    return () => {
      live = false;
    };
  }, [api, storage, pictures]);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => ((i % count) + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  return (
    <Box
      position="relative"
      w={`${BANNER_WIDTH}px`}
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
      <Flex h="full" w={`${count * 100}%`} transform={`translateX(-${(current * 100) / count}%)`} transition="transform 0.6s ease">
        {pictures
          ? pictures.map((picture, i) => <PictureSlide key={picture.src} picture={picture} hidden={i !== current} />)
          : SLIDES.map((slide, i) => <BannerSlide key={slide.title} slide={slide} hidden={i !== current} />)}
      </Flex>
      <HStack position="absolute" bottom="28px" left="40px" gap="2">
        {labels.map((label, i) => (
          <Dot key={`${i}-${label}`} type="button" aria-label={`第${i + 1}张：${label}`} aria-current={i === current} onClick={() => setIndex(i)} />
        ))}
      </HStack>
    </Box>
  );
}

function PictureSlide({ picture, hidden }: { picture: Picture; hidden: boolean }) {
  return (
    <Box position="relative" flex="1" h="full" bg="#0b2f7a" aria-hidden={hidden}>
      <Image
        src={picture.src}
        alt={picture.alt}
        w={`${BANNER_WIDTH}px`}
        h={`${BANNER_HEIGHT}px`}
        objectFit="cover"
        draggable={false}
        userSelect="none"
      />
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
