import { useState, type MouseEvent, type ReactNode } from 'react';
import { Box, Flex, chakra } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { activeTab } from '@kernel/client/guards';
import type { NavTabContribution } from '@kernel/client/plugin';
import { useEmit, useRegistry, useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { StorageKeys } from '@kernel/client/session-storage';
import { CONTENT_WIDTH } from './theme';

const NAV_HEIGHT = 48;

/** Remembers where a visitor wanted to go, for the jump after login. */
export function rememberTarget(path: string): void {
  try {
    sessionStorage.setItem(StorageKeys.redirectPath, path);
  } catch {
    /* storage unavailable: the login still works, without the jump */
  }
}

/**
 * The main navigation: the plugins' tabs in order, 1200px divided by the number of tabs, with a
 * highlight that slides to the hovered or focused tab and back to the active one.
 */
export function NavBar() {
  const tabs = useRegistry().navTabs;
  const [location] = useLocation();
  const session = useService<SessionStore>(SessionStore);
  const emit = useEmit();
  const [hovered, setHovered] = useState<number | null>(null);

  if (tabs.length === 0) return <NavFrame>{null}</NavFrame>;
  const width = CONTENT_WIDTH / tabs.length;
  const current = activeTab(tabs, location);
  const activeIndex = current ? tabs.indexOf(current) : -1;
  const highlight = hovered ?? activeIndex;

  const onClick = (tab: NavTabContribution) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (tab.loginRequired && !session.isLogin) {
      event.preventDefault();
      rememberTarget(tab.path);
      emit('openLogin', { target: tab.path });
    }
  };

  return (
    <NavFrame>
      <Box
        aria-hidden="true"
        position="absolute"
        top="0"
        left="0"
        h="full"
        w={`${width}px`}
        transform={`translateX(${Math.max(highlight, 0) * width}px)`}
        opacity={highlight < 0 ? 0 : 1}
        transition="transform 0.3s cubic-bezier(0.4, 0, 0.2, 1), opacity 0.2s"
        bg="rgba(255, 255, 255, 0.14)"
        pointerEvents="none"
        data-testid="nav-highlight"
      >
        <Box position="absolute" bottom="0" left="50%" transform="translateX(-50%)" w="44px" h="3px" bg="accent.500" borderTopRadius="2px" />
      </Box>
      {tabs.map((tab, i) => (
        <NavTab
          key={tab.id}
          tab={tab}
          width={width}
          active={i === activeIndex}
          onClick={onClick(tab)}
          onEnter={() => setHovered(i)}
          onLeave={() => setHovered(null)}
        />
      ))}
    </NavFrame>
  );
}

function NavFrame({ children }: { children: ReactNode }) {
  return (
    <Box bgGradient="to-r" gradientFrom="brand.700" gradientTo="brand.600" boxShadow="0 2px 6px rgba(15, 69, 163, 0.18)">
      <chakra.nav aria-label="主导航" w={`${CONTENT_WIDTH}px`} mx="auto" h={`${NAV_HEIGHT}px`}>
        <Flex as="ul" listStyleType="none" m="0" p="0" h="full" position="relative">
          {children}
        </Flex>
      </chakra.nav>
    </Box>
  );
}

interface NavTabProps {
  tab: NavTabContribution;
  width: number;
  active: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onEnter: () => void;
  onLeave: () => void;
}

const tabLinkStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  width: '100%',
  color: 'white',
  fontSize: '16px',
  letterSpacing: '0.5px',
  textDecoration: 'none',
  position: 'relative',
  outline: 'none',
  _focusVisible: { boxShadow: 'inset 0 0 0 2px rgba(255,255,255,0.85)' },
} as const;

const TabAnchor = chakra('a', { base: tabLinkStyle });

function NavTab({ tab, width, active, onClick, onEnter, onLeave }: NavTabProps) {
  const label = (
    <Box as="span" position="relative" fontWeight={active ? '600' : '400'}>
      {tab.text}
      {tab.badge ? (
        <Box
          as="span"
          aria-hidden="true"
          position="absolute"
          top="-9px"
          left="calc(100% + 2px)"
          px="1.5"
          lineHeight="16px"
          fontSize="11px"
          fontWeight="500"
          color="white"
          bg="accent.500"
          borderRadius="8px 8px 8px 0"
          whiteSpace="nowrap"
        >
          {tab.badge}
        </Box>
      ) : null}
    </Box>
  );
  const common = {
    onMouseEnter: onEnter,
    onMouseLeave: onLeave,
    onFocus: onEnter,
    onBlur: onLeave,
    'aria-current': active ? ('page' as const) : undefined,
    'data-active': active ? '' : undefined,
    // A stable target for the guided tours (e.g. the labour tour's first step).
    'data-nav-tab': tab.id,
  };
  return (
    <Box as="li" w={`${width}px`} h="full" flexShrink={0} position="relative" zIndex={1}>
      {tab.newWindow ? (
        <TabAnchor href={tab.path} target="_blank" rel="noopener noreferrer" onClick={onClick} {...common}>
          {label}
        </TabAnchor>
      ) : (
        <Link href={tab.path} onClick={onClick} asChild>
          <TabAnchor {...common}>{label}</TabAnchor>
        </Link>
      )}
    </Box>
  );
}

/** The user-centre navigation: one tab, 会员中心. */
export function UserCenterNav() {
  const width = CONTENT_WIDTH / 8;
  return (
    <NavFrame>
      <Box as="li" w={`${width}px`} h="full" position="relative" bg="rgba(255,255,255,0.14)">
        <Link href="/usercenter/index" asChild>
          <TabAnchor aria-current="page" fontWeight="600">
            会员中心
          </TabAnchor>
        </Link>
        <Box aria-hidden="true" position="absolute" bottom="0" left="50%" transform="translateX(-50%)" w="44px" h="3px" bg="accent.500" borderTopRadius="2px" />
      </Box>
    </NavFrame>
  );
}
