import { Box, Flex, Tabs, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { DialogShell, DialogTitle } from '@kernel/client/views/DialogShell';
import { AccountStore, type LoginTab } from '../account-store';
import { AccountLoginForm } from './AccountLoginForm';
import { LoginBanner } from './LoginBanner';
import { PhoneLoginForm } from './PhoneLoginForm';
import { QrLoginPanel } from './QrLoginPanel';
import { isPhoneScreen, useMobileShell } from './mobile-shell';

export type TabValue = '1' | '2' | '3';

const TABS: readonly { value: TabValue; label: string }[] = [
  { value: '1', label: '账号登录' },
  { value: '2', label: '手机登录' },
  { value: '3', label: '扫码登录' },
];

/**
 * The login dialog itself (loaded on first use, in the kernel's dialog shell): banner carousel on
 * the left, the three login tabs on the right; closes with Escape or the close icon. Its state lives in the account store. The
 * focus lands on the open tab's first field (用户名, or 手机号 on the phone tab); choosing a tab
 * (click, or arrows then Enter) moves it to that tab's first field.
 */
export const LoginDialogView = observer(function LoginDialogView() {
  const store = useService<AccountStore>(AccountStore);
  // On a phone the desktop page steps aside, so the dialog lays out at the phone's width.
  useMobileShell(store.dialogOpen && isPhoneScreen());

  return (
    <DialogShell
      title="登录"
      open={store.dialogOpen}
      onClose={store.dismissDialog}
      modal
      width="880px"
      // The title sits in the right column, beside the banner: no header bar.
      header={<></>}
      bodyPadding="0"
      contentProps={{
        w: { base: 'calc(100vw - 24px)', md: '880px' },
        h: { base: 'auto', md: '500px' },
        overflow: 'hidden',
        borderRadius: '12px',
        boxShadow: '0 24px 64px rgba(7, 28, 64, 0.35)',
      }}
    >
      <Flex h={{ base: 'auto', md: '500px' }}>
        <Box hideBelow="md" flexShrink={0}>
          <LoginBanner />
        </Box>
        <Box flex="1" px={{ base: '5', md: '12' }} pt={{ base: '8', md: '10' }} pb="6" overflowY="auto">
          <DialogTitle fontSize="22px" fontWeight="600" color="gray.800">
            登录
          </DialogTitle>
          <Text fontSize="13px" color="gray.500" mt="1" mb="4">
            欢迎来到造价指标网，登录后查看完整指标数据
          </Text>
          <Tabs.Root
            value={String(store.dialogTab)}
            onValueChange={(e) => store.setTab(Number(e.value) as LoginTab)}
            variant="line"
            colorPalette="brand"
            activationMode="manual"
            lazyMount
            unmountOnExit
          >
            <Tabs.List mb="5" borderColor="gray.200">
              {TABS.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value} fontSize="15px" px="0" me={{ base: '5', md: '7' }} _selected={{ color: 'brand.600', fontWeight: '600' }}>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="1" p="0">
              <AccountLoginForm />
            </Tabs.Content>
            <Tabs.Content value="2" p="0">
              <PhoneLoginForm />
            </Tabs.Content>
            <Tabs.Content value="3" p="0">
              <QrLoginPanel />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
      </Flex>
    </DialogShell>
  );
});

export default LoginDialogView;
