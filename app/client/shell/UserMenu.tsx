import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuChevronDown, LuLogOut, LuUserRound } from 'react-icons/lu';
import { Navigator } from '@kernel/client/navigator';
import { useService } from '@kernel/client/react';
import { SessionActions } from '@kernel/client/session-actions';
import { SessionStore } from '@kernel/client/session-store';

/** The logged-in user's menu: avatar + account name; 个人中心 and 退出登录. */
export const UserMenu = observer(function UserMenu() {
  const session = useService<SessionStore>(SessionStore);
  const navigator = useService<Navigator>(Navigator);
  const actions = useService<SessionActions>(SessionActions);
  const user = session.user;
  const name = user?.accountName || user?.fullName || '会员';
  const avatar = user?.avatarPath?.[0];

  const onSelect = (value: string) => {
    if (value === 'center') navigator.navigate('/usercenter/index');
    if (value === 'logout') {
      void actions.logout().finally(() => navigator.navigate('/home'));
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
            <Menu.Item value="center" fontSize="14px" py="2" cursor="pointer">
              <LuUserRound />
              个人中心
            </Menu.Item>
            <Menu.Separator />
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
