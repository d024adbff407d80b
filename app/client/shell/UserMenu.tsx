import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuChevronDown, LuLogOut, LuUserRound } from 'react-icons/lu';
import { Navigator } from '@kernel/client/navigator';
import { useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { SessionActions } from '@kernel/client/session-actions';
import { SessionStore } from '@kernel/client/session-store';

const USER_CENTER = '/usercenter/index';

/** The logged-in user's menu: avatar + account name; 个人中心 (while a plugin serves it) and 退出登录. */
export const UserMenu = observer(function UserMenu() {
  const session = useService<SessionStore>(SessionStore);
  const navigator = useService<Navigator>(Navigator);
  const actions = useService<SessionActions>(SessionActions);
  const hasCenter = servesPath(useRegistry(), USER_CENTER);
  const user = session.user;
  const name = user?.accountName || user?.fullName || '会员';
  const avatar = user?.avatarPath?.[0];

  const HOME = useRegistry().landing;
  const onSelect = (value: string) => {
    if (value === 'center') navigator.navigate(USER_CENTER);
    if (value === 'logout') {
      // To /home first, then log out: a login-required page that saw a visitor would send them to
      // /home with the login dialog open, which a user who chose to leave does not want.
      navigator.navigate(HOME);
      void actions.logout().finally(() => {
        // The address loses the gid of the account that left.
        if (navigator.current() !== HOME && navigator.current().startsWith(HOME)) navigator.navigate(HOME, { replace: true });
      });
    }
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(d) => onSelect(d.value)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" h="44px" px="2" gap="2" maxW="200px" aria-label={`用户菜单：${name}`}>
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback name={name} />
            {avatar ? <Avatar.Image src={avatar} alt="" /> : null}
          </Avatar.Root>
          <Box textAlign="left" minW="0">
            <Text fontSize="14px" fontWeight="500" truncate maxW="110px">
              {name}
            </Text>
            {session.isVip ? (
              <Text fontSize="11px" color="accent.700" lineHeight="1.2">
                {session.isTrial ? '试用VIP' : 'VIP会员'}
              </Text>
            ) : null}
          </Box>
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="160px" py="1">
            {hasCenter ? (
              <>
                <Menu.Item value="center" fontSize="14px" py="2" cursor="pointer">
                  <LuUserRound />
                  个人中心
                </Menu.Item>
                <Menu.Separator />
              </>
            ) : null}
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
