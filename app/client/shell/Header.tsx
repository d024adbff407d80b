import type { ReactNode } from 'react';
import { Box, Flex, HStack, Separator, Text } from '@chakra-ui/react';
import { PluginScope, useRegistry } from '@kernel/client/react';
import { HeaderDate } from './HeaderDate';
import { Logo } from './Logo';
import { NavBar, UserCenterNav } from './NavBar';
import { SearchBox } from './SearchBox';
import { UserArea } from './UserArea';
import { HOTLINE, SERVICE_HOURS } from './site';
import { CONTENT_WIDTH } from './theme';

/** The site header: slots, top strip, logo + date + search + user area, and the main navigation. */
export function Header() {
  return (
    <Box as="header" bg="white" position="relative" zIndex={10}>
      <HeaderSlots />
      <TopStrip />
      <HeaderBar>
        <SearchBox />
        <UserArea />
      </HeaderBar>
      <NavBar />
    </Box>
  );
}

/** The simpler header of the user centre: no search, one tab (会员中心). */
export function UserCenterHeader() {
  return (
    <Box as="header" bg="white" position="relative" zIndex={10}>
      <TopStrip />
      <HeaderBar subtitle="会员中心">
        <UserArea />
      </HeaderBar>
      <UserCenterNav />
    </Box>
  );
}

/** Components plugins contribute to the `header` slot (e.g. a top poster), full width. */
function HeaderSlots() {
  const slots = useRegistry().slots('header');
  if (slots.length === 0) return null;
  return (
    <>
      {slots.map(({ id, pluginId, component: Slot }) => (
        <PluginScope key={id} pluginId={pluginId}>
          <Slot />
        </PluginScope>
      ))}
    </>
  );
}

function TopStrip() {
  return (
    <Box bg="#f7f8fb" borderBottomWidth="1px" borderColor="page.border" fontSize="12px" color="page.muted">
      <Flex w={`${CONTENT_WIDTH}px`} mx="auto" h="32px" align="center" justify="space-between">
        <Text as="span">您好，欢迎来到造价指标网！专注建设工程造价指标与价格数据服务</Text>
        <HStack gap="3" separator={<Separator orientation="vertical" h="12px" borderColor="gray.300" />}>
          <Text as="span">
            服务热线：
            <Text as="span" color="brand.700" fontWeight="500">
              {HOTLINE}
            </Text>
          </Text>
          <Text as="span">服务时间：{SERVICE_HOURS}</Text>
        </HStack>
      </Flex>
    </Box>
  );
}

function HeaderBar({ children, subtitle }: { children: ReactNode; subtitle?: string }) {
  return (
    <Flex w={`${CONTENT_WIDTH}px`} mx="auto" h="88px" align="center" gap="6">
      <Logo subtitle={subtitle} />
      <Separator orientation="vertical" h="32px" borderColor="page.border" />
      <HeaderDate />
      <Flex flex="1" justify="flex-end" align="center" gap="6">
        {children}
      </Flex>
    </Flex>
  );
}
