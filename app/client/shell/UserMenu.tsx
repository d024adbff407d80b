import type { ComponentType } from 'react';
import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import type { ServiceIdentifier } from 'inversify';
import { observer } from 'mobx-react-lite';
import { LuChevronDown, LuLogOut } from 'react-icons/lu';
// The menu's and the avatar's recipes load with the menu, not with the theme (theme.ts).
import { avatarSlotRecipe, menuSlotRecipe } from '@chakra-ui/react/theme';
import { Navigator } from '@kernel/client/navigator';
import { useKernel, useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { SessionActions } from '@kernel/client/session-actions';
import { SessionStore } from '@kernel/client/session-store';

/** An entry of the user menu, above 退出登录 (e.g. membership's 个人中心). */
export interface UserMenuEntry {
  /** Unique among the entries, e.g. `<pluginId>.<name>`. */
  readonly id: string;
  /** Entries show in `order` (ascending). */
  readonly order: number;
  readonly text: string;
  /** An icon component the contributing plugin bundles (react-icons' IconType fits). */
  readonly icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' | 'false' }>;
  /** Where it goes: a route of the contributing plugin (shown only while a plugin serves it). */
  readonly route: string;
}

/** What a badge's `text` may use: the site's services (session, rights …). */
export interface UserBadgeContext {
  readonly get: <T>(id: ServiceIdentifier<T>) => T;
}

/** A small line under the account name in the header (e.g. membership's VIP会员 / 试用VIP). */
export interface UserBadge {
  readonly id: string;
  readonly order: number;
  /** The text for the logged-in user, or null for none; read inside an observer (MobX-tracked). */
  readonly text: (ctx: UserBadgeContext) => string | null;
}

declare module '@kernel/client/contributions' {
  interface ContributionMap {
    /** Entries of the logged-in user's menu. */
    'shell.userMenu': UserMenuEntry;
    /** The badge under the account name (the first contributed badge with a text shows). */
    'shell.userBadge': UserBadge;
  }
}

/**
 * The logged-in user's menu: avatar + account name and the first contributed badge; the entries
 * plugins contribute to `shell.userMenu` (while a plugin serves their route), then 退出登录.
 */
export const UserMenu = observer(function UserMenu() {
  const session = useService<SessionStore>(SessionStore);
  const navigator = useService<Navigator>(Navigator);
  const actions = useService<SessionActions>(SessionActions);
  const registry = useRegistry();
  const kernel = useKernel();
  const get = <T,>(id: ServiceIdentifier<T>): T => kernel.get<T>(id);
  const entries = [...registry.contributions('shell.userMenu')].filter((e) => servesPath(registry, e.route)).sort((a, b) => a.order - b.order);
  const badge = [...registry.contributions('shell.userBadge')]
    .sort((a, b) => a.order - b.order)
    .map((b) => b.text({ get }))
    .find((text) => !!text);
  const user = session.user;
  const name = user?.accountName || user?.fullName || '会员';
  const avatar = user?.avatarPath?.[0];

  const HOME = registry.landing;
  const onSelect = (value: string) => {
    const entry = entries.find((e) => e.id === value);
    if (entry) navigator.navigate(entry.route);
    if (value === 'logout') {
      // To the landing page first, then log out: a login-required page that saw a visitor would
      // send them there with the login dialog open, which a user who chose to leave does not want.
      navigator.navigate(HOME);
      void actions.logout().finally(() => {
        // The address loses the gid of the account that left.
        if (navigator.current() !== HOME && navigator.current().startsWith(HOME)) navigator.navigate(HOME, { replace: true });
      });
    }
  };

  return (
    <Menu.Root recipe={menuSlotRecipe} positioning={{ placement: 'bottom-end' }} onSelect={(d) => onSelect(d.value)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" h="44px" px="2" gap="2" maxW="200px" aria-label={`用户菜单：${name}`}>
          <Avatar.Root recipe={avatarSlotRecipe} size="sm" colorPalette="brand">
            <Avatar.Fallback name={name} />
            {avatar ? <Avatar.Image src={avatar} alt="" /> : null}
          </Avatar.Root>
          <Box textAlign="left" minW="0">
            <Text fontSize="14px" fontWeight="500" truncate maxW="110px">
              {name}
            </Text>
            {badge ? (
              <Text fontSize="11px" color="accent.700" lineHeight="1.2">
                {badge}
              </Text>
            ) : null}
          </Box>
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="160px" py="1">
            {entries.map(({ id, text, icon: Icon }) => (
              <Menu.Item key={id} value={id} fontSize="14px" py="2" cursor="pointer">
                {Icon ? <Icon aria-hidden="true" /> : null}
                {text}
              </Menu.Item>
            ))}
            {entries.length > 0 ? <Menu.Separator /> : null}
            <Menu.Item value="logout" fontSize="14px" py="2" cursor="pointer" color="fg.error">
              <LuLogOut />
              退出登录
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
});
