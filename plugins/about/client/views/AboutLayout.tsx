import type { ReactNode } from 'react';
import { Box, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBuilding2, LuCopyright, LuFileText, LuPhone, LuScale, LuShieldCheck, LuUsers } from 'react-icons/lu';
import { Link, useLocation } from 'wouter';
import { PAGE_WIDTH } from '@kernel/client/views/PageContainer';
import { BannerPattern } from '@kernel/client/views/BannerPattern';
import { aboutRoutes } from '../../shared/routes';

interface MenuEntry {
  label: string;
  href: string;
  icon: IconType;
  /** Other paths on which the entry is current. */
  also?: readonly string[];
}

const MENU: readonly MenuEntry[] = [
  { label: '关于我们', href: aboutRoutes.about(), icon: LuBuilding2 },
  { label: '联系我们', href: aboutRoutes.contact(), icon: LuPhone },
  { label: '免责声明', href: aboutRoutes.statement(), icon: LuScale },
  { label: '版权声明', href: aboutRoutes.copyrights(), icon: LuCopyright },
  { label: '用户协议', href: aboutRoutes.agreement(), icon: LuFileText },
  { label: '隐私政策', href: aboutRoutes.privacy(), icon: LuShieldCheck },
  { label: '专家招募', href: aboutRoutes.recruitingExperts(), icon: LuUsers, also: [aboutRoutes.recruitingExperts2()] },
];

export interface AboutLayoutProps {
  /** The page heading (h1), shown in the banner. */
  title: string;
  /** Small caption above the title, e.g. ABOUT US. */
  caption: string;
  /** One line under the title. */
  intro: string;
  children: ReactNode;
}

/** The about section: a banner, the section menu on the left and the content card on the right. */
export function AboutLayout({ title, caption, intro, children }: AboutLayoutProps) {
  return (
    <Box>
      <AboutBanner title={title} caption={caption} intro={intro} />
      <Flex w={`${PAGE_WIDTH}px`} mx="auto" mt="-10" gap="5" align="flex-start" position="relative">
        <AboutMenu />
        <Box
          as="article"
          flex="1"
          minW="0"
          bg="white"
          borderWidth="1px"
          borderColor="page.border"
          borderRadius="10px"
          boxShadow="0 1px 3px rgba(16, 24, 40, 0.05)"
          px="12"
          py="10"
          minH="520px"
        >
          {children}
        </Box>
      </Flex>
    </Box>
  );
}

function AboutBanner({ title, caption, intro }: Omit<AboutLayoutProps, 'children'>) {
  return (
    <Box
      h="220px"
      bgGradient="to-br"
      gradientFrom="brand.600"
      gradientTo="brand.900"
      color="white"
      position="relative"
      overflow="hidden"
    >
      <BannerPattern />
      <Box w={`${PAGE_WIDTH}px`} mx="auto" pt="12" position="relative">
        <Text fontSize="13px" letterSpacing="4px" opacity={0.7} mb="2">
          {caption}
        </Text>
        <Heading as="h1" fontSize="32px" fontWeight="700" letterSpacing="2px" mb="3">
          {title}
        </Heading>
        <Text fontSize="15px" opacity={0.85}>
          {intro}
        </Text>
      </Box>
    </Box>
  );
}

const MenuAnchor = chakra('a', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    h: '52px',
    px: '6',
    fontSize: '15px',
    color: 'gray.700',
    textDecoration: 'none',
    borderLeftWidth: '3px',
    borderLeftColor: 'transparent',
    transition: 'all 0.2s',
    _hover: { color: 'brand.600', bg: 'brand.50' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
    '&[aria-current=page]': { color: 'brand.600', bg: 'brand.50', borderLeftColor: 'brand.600', fontWeight: '600' },
    '& svg': { fontSize: '18px' },
  },
});

function AboutMenu() {
  const [location] = useLocation();
  return (
    <Box
      as="nav"
      aria-label="关于本站"
      w="220px"
      flexShrink={0}
      bg="white"
      borderWidth="1px"
      borderColor="page.border"
      borderRadius="10px"
      boxShadow="0 1px 3px rgba(16, 24, 40, 0.05)"
      overflow="hidden"
      py="3"
    >
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
        {MENU.map(({ label, href, icon: Icon, also }) => {
          const current = location === href || (also ?? []).includes(location);
          return (
            <li key={href}>
              <Link href={href} asChild>
                <MenuAnchor aria-current={current ? 'page' : undefined}>
                  <Icon aria-hidden="true" />
                  {label}
                </MenuAnchor>
              </Link>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

/** A section inside the content card: an h2 and its body. */
export function AboutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" mb="9" _last={{ mb: '0' }}>
      <Flex align="center" gap="2.5" mb="4">
        <Box w="4px" h="18px" bg="brand.600" borderRadius="2px" />
        <Heading as="h2" fontSize="19px" fontWeight="600" color="page.fg">
          {title}
        </Heading>
      </Flex>
      <Box fontSize="14px" color="gray.700" lineHeight="1.9">
        {children}
      </Box>
    </Box>
  );
}

/** A paragraph of body text. */
export function P({ children }: { children: ReactNode }) {
  return (
    <Text mb="3" textIndent="2em" _last={{ mb: '0' }}>
      {children}
    </Text>
  );
}

export interface Clause {
  title: string;
  paragraphs: readonly string[];
}

/** Numbered legal clauses: 一、… with sub-paragraphs (1)(2)… */
export function LegalClauses({ clauses, effective }: { clauses: readonly Clause[]; effective: string }) {
  return (
    <Box fontSize="14px" color="gray.700" lineHeight="1.9">
      <Stack as="ol" gap="7" listStyleType="none" m="0" p="0">
        {clauses.map((clause, i) => (
          <Box as="li" key={clause.title}>
            <Heading as="h2" fontSize="16px" fontWeight="600" color="page.fg" mb="2">
              {CHINESE_NUMERALS[i]}、{clause.title}
            </Heading>
            <Stack gap="1.5">
              {clause.paragraphs.map((p, j) => (
                <Text key={j} ps="1">
                  {clause.paragraphs.length > 1 ? `（${j + 1}）` : ''}
                  {p}
                </Text>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
      <Text mt="10" pt="5" borderTopWidth="1px" borderColor="page.border" fontSize="13px" color="page.muted">
        {effective}
      </Text>
    </Box>
  );
}

const CHINESE_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
