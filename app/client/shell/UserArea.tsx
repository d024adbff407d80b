import { lazy, Suspense } from 'react';
import { Box, Button, Skeleton } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEmit, useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { ChunkBoundary } from './ChunkBoundary';

// The menu machinery is only needed once somebody is logged in.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/** 注册/登录 when logged out; the user menu (个人中心, 退出登录) when logged in. */
export const UserArea = observer(function UserArea() {
  const session = useService<SessionStore>(SessionStore);
  const emit = useEmit();
  if (!session.isLogin) {
    return (
      <Button colorPalette="brand" variant="outline" size="md" h="40px" px="5" fontSize="14px" onClick={() => emit('openLogin', {})}>
        注册/登录
      </Button>
    );
  }
  return (
    <ChunkBoundary name="user menu">
      <Suspense fallback={<UserMenuPlaceholder />}>
        <UserMenu />
      </Suspense>
    </ChunkBoundary>
  );
});

function UserMenuPlaceholder() {
  return (
    <Box display="flex" alignItems="center" gap="2" h="44px" px="2" aria-hidden="true">
      <Skeleton w="32px" h="32px" borderRadius="full" />
      <Skeleton w="80px" h="14px" />
    </Box>
  );
}
