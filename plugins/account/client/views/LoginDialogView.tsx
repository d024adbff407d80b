import { Box, Button, Flex, Tabs, Text } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { observer } from 'mobx-react-lite';
import { DialogService, type DialogProps } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { DialogShell, DialogTitle } from '@kernel/client/views/DialogShell';
import { AccountDialogs } from '../../shared/dialogs';
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
 * The login dialog (`account.login`, rendered by the kernel's DialogHost while open; its code is
 * downloaded at the first opening). A new opening remounts the view, so each starts from a clean
 * form (an opening that follows a closing before the host re-rendered too).
 */
export const LoginDialog = observer(function LoginDialog({ props, onClose }: DialogProps<'account.login'>) {
  const store = useService<AccountStore>(AccountStore);
  return <LoginDialogView key={store.dialogRound} tab={props.tab ?? 1} onClose={onClose} />;
});

export default LoginDialog;

/**
 * The login dialog itself, in the kernel's dialog shell: banner carousel on the left, the three
 * login tabs on the right, on `tab`; closes with Escape or the close icon (`onClose`: the callers
 * waiting for a login are told). The focus lands on the open tab's first field (用户名, or 手机号 on
 * the phone tab); choosing a tab (click, or arrows then Enter) shows it through the DialogService
 * and moves the focus to its first field.
 */
export const LoginDialogView = observer(function LoginDialogView({ tab, onClose }: { tab: LoginTab; onClose: () => void }) {
  const store = useService<AccountStore>(AccountStore);
  const dialogs = useService<DialogService>(DialogService);
  // On a phone the desktop page steps aside, so the dialog lays out at the phone's width.
  useMobileShell(isPhoneScreen());

  return (
    <DialogShell
      title="登录"
      onClose={onClose}
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
          <Flex align="baseline" justify="space-between" gap="3">
            <DialogTitle fontSize="22px" fontWeight="600" color="gray.800">
              登录
            </DialogTitle>
            <Text fontSize="13px" color="gray.500">
              还没有账号？
              <Button variant="plain" size="xs" h="auto" p="0" fontSize="13px" fontWeight="600" color="brand.600" onClick={() => openRegister(dialogs)}>
                注册
              </Button>
            </Text>
          </Flex>
          <Text fontSize="13px" color="gray.500" mt="1" mb="4">
            欢迎来到造价指标网，登录后查看完整指标数据
          </Text>
          <Tabs.Root
            recipe={tabsSlotRecipe}
            value={String(tab)}
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

/**
 * 注册 of the login dialog: the login dialog closes (the page wanted before the login
 * stays pending: the new member goes there) and the other dialog opens, its code downloaded then.
 */
export function openRegister(dialogs: DialogService): void {
  dialogs.close(AccountDialogs.login);
  dialogs.open(AccountDialogs.register, {});
}

