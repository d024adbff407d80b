import { type ReactNode } from 'react';
import { Box, Flex, Heading, Text, type BoxProps } from '@chakra-ui/react';
import { LuCalendarCheck, LuCoins, LuHouse, LuShoppingBag } from 'react-icons/lu';
import { RouterLink } from '@kernel/client/views/PageContainer';
import { activitiesRoutes } from '../../../shared/routes';

/** The campaign's warm gradient (the hub's banners and highlights). */
export const CAMPAIGN_GRADIENT = 'linear-gradient(118deg, #c92a1e 0%, #e8462b 42%, #f47a2a 74%, #f5a623 100%)';
/** The campaign's red (points figures, the sign-in button). */
export const CAMPAIGN_RED = '#d8341f';

/** What a points figure is followed by. */
export const POINTS_UNIT = '积分';

/** The hub's pages, in the order of its navigation. */
const HUB_PAGES = [
  { href: activitiesRoutes.hub(), label: '活动首页', icon: LuHouse },
  { href: activitiesRoutes.attendance(), label: '每日签到', icon: LuCalendarCheck },
  { href: activitiesRoutes.points(), label: '我的积分', icon: LuCoins },
  { href: activitiesRoutes.mall(), label: '积分商城', icon: LuShoppingBag },
] as const;

/** The coins drawn on the banners (decoration). */
function BannerCoins() {
  return (
    <svg width="420" height="200" viewBox="0 0 420 200" style={{ position: 'absolute', right: 0, top: 0 }} aria-hidden="true" focusable="false">
      <circle cx="360" cy="40" r="120" fill="rgba(255,255,255,0.06)" />
      <circle cx="410" cy="170" r="80" fill="rgba(255,255,255,0.05)" />
      <g transform="translate(378 62) scale(0.8)">
        <ellipse cx="0" cy="8" rx="34" ry="10" fill="#b8600a" />
        <ellipse cx="0" cy="0" rx="34" ry="10" fill="#ffd36b" stroke="#e59b15" strokeWidth="2" />
        <ellipse cx="0" cy="-8" rx="34" ry="10" fill="#b8600a" />
        <ellipse cx="0" cy="-16" rx="34" ry="10" fill="#ffd36b" stroke="#e59b15" strokeWidth="2" />
        <text x="0" y="-11" textAnchor="middle" fontSize="13" fontWeight="700" fill="#b8600a">分</text>
      </g>
      <g transform="translate(392 150) rotate(-14) scale(0.8)">
        <circle r="24" fill="#ffd36b" stroke="#e59b15" strokeWidth="2" />
        <circle r="17" fill="none" stroke="#e59b15" strokeWidth="1.5" />
        <text x="0" y="6" textAnchor="middle" fontSize="16" fontWeight="700" fill="#b8600a">积</text>
      </g>
      <g fill="#fff3c4">
        <path d="M236 30 l3 8 8 3 -8 3 -3 8 -3 -8 -8 -3 8 -3z" opacity="0.8" />
        <path d="M392 70 l2 5 5 2 -5 2 -2 5 -2 -5 -5 -2 5 -2z" opacity="0.7" />
        <path d="M250 150 l2 6 6 2 -6 2 -2 6 -2 -6 -6 -2 6 -2z" opacity="0.6" />
      </g>
    </svg>
  );
}

/**
 * A hub page's banner on the campaign gradient: the page's h1, a line under it, and `aside` (the
 * member's figures, an action) on the right.
 */
export function HubBanner({ title, subtitle, aside, children }: { title: string; subtitle: ReactNode; aside?: ReactNode; children?: ReactNode }) {
  return (
    <Box position="relative" overflow="hidden" borderRadius="12px" bg={CAMPAIGN_GRADIENT} color="white" px="8" py="7" boxShadow="0 6px 18px rgba(201, 42, 30, 0.18)">
      <BannerCoins />
      <Flex position="relative" align="center" justify="space-between" gap="6" minH="112px">
        <Box maxW="620px">
          <Text fontSize="13px" letterSpacing="0.2em" color="rgba(255,255,255,0.82)" mb="1">
            造价指标网 · 会员活动
          </Text>
          <Heading as="h1" fontSize="30px" fontWeight="700" lineHeight="1.3" textShadow="0 2px 6px rgba(120, 20, 10, 0.25)">
            {title}
          </Heading>
          <Text mt="2" fontSize="14px" color="rgba(255,255,255,0.92)" lineHeight="1.7">
            {subtitle}
          </Text>
          {children}
        </Box>
        {aside ? <Box flex="0 0 auto" mr="20">{aside}</Box> : null}
      </Flex>
    </Box>
  );
}

/** The hub's navigation between its four pages (the current one marked). */
export function HubNav({ current }: { current: string }) {
  return (
    <Box as="nav" aria-label="会员活动导航" mt="4" mb="5" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" px="2">
      <Flex as="ul" listStyleType="none" gap="1">
        {HUB_PAGES.map((p) => {
          const active = p.href === current;
          const Icon = p.icon;
          return (
            <Box as="li" key={p.href}>
              <RouterLink
                href={p.href}
                aria-current={active ? 'page' : undefined}
                display="flex"
                alignItems="center"
                gap="1.5"
                px="5"
                h="48px"
                fontSize="15px"
                fontWeight={active ? '600' : '500'}
                color={active ? CAMPAIGN_RED : 'gray.700'}
                borderBottomWidth="3px"
                borderColor={active ? CAMPAIGN_RED : 'transparent'}
                _hover={{ color: CAMPAIGN_RED, textDecoration: 'none' }}
              >
                <Icon aria-hidden="true" />
                {p.label}
              </RouterLink>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}

/** A white panel of the hub (a section without the heading bar). */
export function Panel({ children, ...rest }: BoxProps) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)" {...rest}>
      {children}
    </Box>
  );
}

/** A figure on a banner: the label above, the value large. */
export function BannerFigure({ label, value, unit }: { label: string; value: ReactNode; unit?: string }) {
  return (
    <Box textAlign="center" minW="96px">
      <Text fontSize="12px" color="rgba(255,255,255,0.85)">
        {label}
      </Text>
      <Text fontSize="28px" fontWeight="700" lineHeight="1.3" fontVariantNumeric="tabular-nums">
        {value}
        {unit ? (
          <Text as="span" fontSize="13px" fontWeight="500" ml="1">
            {unit}
          </Text>
        ) : null}
      </Text>
    </Box>
  );
}

/** The note of every hub page: the activities, points and prizes are the site's samples. */
export const HUB_SAMPLE_NOTE =
  '本页活动、积分规则、商品与报告内容均为平台生成的演示数据，用于展示会员活动的功能；报告中的造价指标不作为计价依据。';
