import { useState, type FormEvent } from 'react';
import { Box, Button, Flex, Heading, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuSearch } from 'react-icons/lu';
import type { Contributed } from '@kernel/client/contributions';
import { useKernel, useRegistry, useService } from '@kernel/client/react';
import { PAGE_WIDTH } from '@kernel/client/views/PageContainer';
import type { HomeContext } from '../../../shared/contributions';
import { HomeStore } from '../../store';
import { formatNumber, needsLogin } from '../links';

/** Example keywords under the hero search: what each list answers to. */
const HINTS = ['住宅 剪力墙', '办公 框架-核心筒', '18层', '010101001', '人工费调整'] as const;

/** The hero: what the site is, a search box with example keywords, and the outline's key figures. */
export const HeroSection = observer(function HeroSection() {
  const store = useService<HomeStore>(HomeStore);
  const registry = useRegistry();
  const [keyword, setKeyword] = useState('');

  // The search box is there while an enabled plugin contributes a list to search (home.searchTarget);
  // it resolves a keyword as the header's 全部 scope does.
  const canSearch = registry.contributions('home.searchTarget').length > 0;
  const search = (text: string) => void store.search(text, registry);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(keyword);
  };

  return (
    <Box as="section" aria-labelledby="home-hero-title" position="relative" overflow="hidden" bgGradient="to-br" gradientFrom="#1d6ae0" gradientVia="brand.700" gradientTo="brand.950" color="white">
      <HeroBackdrop />
      <Flex w={`${PAGE_WIDTH}px`} mx="auto" minH="420px" py="12" align="center" justify="space-between" gap="10" position="relative">
        <Box flex="1" maxW="640px">
          <Text as="span" display="inline-block" fontSize="13px" letterSpacing="2px" px="3" py="1" mb="5" borderRadius="full" bg="rgba(255,255,255,0.12)" borderWidth="1px" borderColor="rgba(255,255,255,0.2)">
            面向造价工程师的工程造价指标数据平台
          </Text>
          <Heading as="h1" id="home-hero-title" fontSize="40px" fontWeight="700" lineHeight="1.3" letterSpacing="1px" mb="4">
            让每一个造价数字都有据可查
          </Heading>
          <Text fontSize="16px" lineHeight="1.9" opacity={0.88} mb="7">
            按招标控制价、中标价与结算价分阶段整理单项工程、项目造价、综合单价、劳务分包等多维指标，为估算、控制价编制、投标报价与结算审核提供可比、可追溯的数据参考（当前为示例数据）。
          </Text>
          {canSearch ? (
            <>
              <Flex as="form" role="search" aria-label="指标检索" onSubmit={submit} bg="white" borderRadius="10px" p="1.5" boxShadow="0 12px 32px rgba(4, 20, 60, 0.35)">
                <Input
                  aria-label="检索关键词"
                  placeholder="输入工程用途、结构形式、层数、清单编码或政策关键词"
                  value={keyword}
                  onChange={(e) => setKeyword(e.target.value)}
                  border="none"
                  h="48px"
                  fontSize="15px"
                  color="page.fg"
                  _focusVisible={{ outline: 'none' }}
                />
                <Button type="submit" h="48px" px="7" fontSize="16px" bg="accent.500" color="white" _hover={{ bg: 'accent.600' }} borderRadius="8px" flexShrink={0}>
                  <LuSearch aria-hidden="true" />
                  查指标
                </Button>
              </Flex>
              <Flex mt="3.5" gap="2" align="center" wrap="wrap" fontSize="13px">
                <Text as="span" opacity={0.75}>
                  试试：
                </Text>
                {HINTS.map((hint) => (
                  <Box
                    as="button"
                    key={hint}
                    onClick={() => {
                      setKeyword(hint);
                      search(hint);
                    }}
                    px="2.5"
                    py="0.5"
                    borderRadius="full"
                    bg="rgba(255,255,255,0.1)"
                    borderWidth="1px"
                    borderColor="rgba(255,255,255,0.22)"
                    cursor="pointer"
                    _hover={{ bg: 'rgba(255,255,255,0.2)' }}
                    _focusVisible={{ outline: '2px solid white', outlineOffset: '1px' }}
                  >
                    {hint}
                  </Box>
                ))}
              </Flex>
            </>
          ) : null}
        </Box>
        <FiguresCard />
      </Flex>
    </Box>
  );
});

/**
 * 平台概况: the outline's figures (a dash while loading or without cost data), and the calls to
 * action the enabled plugins contribute (浏览单项工程指标, 申请试用VIP / 进入会员中心 …).
 */
const FiguresCard = observer(function FiguresCard() {
  const store = useService<HomeStore>(HomeStore);
  const kernel = useKernel();
  const registry = useRegistry();
  const ctx: HomeContext = { get: (id) => kernel.get(id) };
  const shortcuts = [...registry.contributions('home.heroShortcut')].sort((a, b) => a.order - b.order).filter((s) => !s.when || s.when(ctx));
  const run = (shortcut: Contributed<'home.heroShortcut'>) => {
    if (shortcut.route) store.openProtected(shortcut.route, needsLogin(registry, shortcut.route));
    else shortcut.run?.(ctx);
  };
  const o = store.outline;
  const has = store.hasFigures;
  const figures = [
    { label: '单项工程指标', value: has ? formatNumber(o!.bidNodeCount) : '—', unit: '个' },
    { label: '建设项目', value: has ? formatNumber(o!.projectCount) : '—', unit: '个' },
    { label: '覆盖省份', value: has ? formatNumber(o!.regionCount) : '—', unit: '个' },
    { label: '工程用途', value: has ? formatNumber(o!.buildingUseCount) : '—', unit: '类' },
  ];
  return (
    <Box as="aside" aria-labelledby="home-outline-title" w="400px" flexShrink={0} bg="rgba(255,255,255,0.08)" borderWidth="1px" borderColor="rgba(255,255,255,0.2)" borderRadius="14px" p="6" backdropFilter="blur(6px)">
      <Flex justify="space-between" align="baseline" mb="4">
        <Heading as="h2" id="home-outline-title" fontSize="17px" fontWeight="600">
          平台概况
        </Heading>
        <Text fontSize="12px" opacity={0.75}>
          {o?.latestMonth ? `数据更新至 ${o.latestMonth}` : '数据持续更新中'}
        </Text>
      </Flex>
      <SimpleGrid as="dl" columns={2} gap="3" m="0">
        {figures.map((f) => (
          <Box key={f.label} bg="rgba(255,255,255,0.08)" borderRadius="10px" px="4" py="3">
            <Text as="dt" fontSize="12px" opacity={0.78} mb="1">
              {f.label}
            </Text>
            <Text as="dd" m="0" fontSize="26px" fontWeight="700" lineHeight="1.2" fontVariantNumeric="tabular-nums">
              {f.value}
              {f.value !== '—' ? (
                <Text as="span" fontSize="13px" fontWeight="400" ms="1" opacity={0.8}>
                  {f.unit}
                </Text>
              ) : null}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {shortcuts.length > 0 ? (
        <Flex gap="3" mt="5" wrap="wrap">
          {shortcuts.map((shortcut) => (
            <Button key={shortcut.id} flex="1 1 calc(50% - 6px)" h="42px" {...TONES[shortcut.tone]} onClick={() => run(shortcut)}>
              {shortcut.icon && shortcut.iconPlacement !== 'end' ? <shortcut.icon aria-hidden="true" /> : null}
              {shortcut.text}
              {shortcut.icon && shortcut.iconPlacement === 'end' ? <shortcut.icon aria-hidden="true" /> : null}
            </Button>
          ))}
        </Flex>
      ) : null}
    </Box>
  );
});

/** The shortcuts' looks on the hero. */
const TONES = {
  light: { bg: 'white', color: 'brand.700', _hover: { bg: 'brand.50' } },
  accent: { bg: 'accent.500', color: 'white', _hover: { bg: 'accent.600' } },
  outline: { variant: 'outline', color: 'white', borderColor: 'rgba(255,255,255,0.5)', _hover: { bg: 'rgba(255,255,255,0.1)' } },
} as const;

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
