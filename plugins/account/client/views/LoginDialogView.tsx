import { useEffect, useMemo, useState } from 'react';
import { Box, CloseButton, Dialog, Flex, Portal, Tabs, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { EventBus } from '@kernel/client/event-bus';
import { HttpClient } from '@kernel/client/http-client';
import { Navigator } from '@kernel/client/navigator';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { AccountLoginForm } from './AccountLoginForm';
import { LoginBanner } from './LoginBanner';
import { PhoneLoginForm } from './PhoneLoginForm';
import { QrLoginPanel } from './QrLoginPanel';
import { createLoginActions, type LoginActions } from './login-actions';

export type TabValue = '1' | '2' | '3';

const TABS: readonly { value: TabValue; label: string }[] = [
  { value: '1', label: '账号登录' },
  { value: '2', label: '手机登录' },
  { value: '3', label: '扫码登录' },
];

export interface LoginDialogViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tab shown when the dialog opens. */
  initialTab: TabValue;
  /** The login calls; defaults to the provisional HTTP implementation. */
  actions?: LoginActions;
}

/**
 * The login dialog itself (loaded on first use): banner carousel on the left, the three login tabs
 * on the right; closes with Escape or the close icon.
 */
export const LoginDialogView = observer(function LoginDialogView({ open, onOpenChange, initialTab, actions }: LoginDialogViewProps) {
  const session = useService<SessionStore>(SessionStore);
  const http = useService<HttpClient>(HttpClient);
  const bus = useService<EventBus>(EventBus);
  const navigator = useService<Navigator>(Navigator);
  const loginActions = useMemo(
    () => actions ?? createLoginActions({ http, session, bus, navigator }),
    [actions, http, session, bus, navigator],
  );
  const [tab, setTab] = useState<TabValue>(initialTab);
  const [keepLogin, setKeepLogin] = useState(true);
  useEffect(() => setTab(initialTab), [initialTab]);

  const close = () => onOpenChange(false);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="880px" maxW="880px" h="500px" overflow="hidden" borderRadius="12px" boxShadow="0 24px 64px rgba(7, 28, 64, 0.35)">
            <Flex h="full">
              <LoginBanner />
              <Box flex="1" px="12" pt="10" pb="6" overflowY="auto">
                <Dialog.Title fontSize="22px" fontWeight="600" color="gray.800">
                  登录
                </Dialog.Title>
                <Text fontSize="13px" color="gray.500" mt="1" mb="4">
                  欢迎来到造价指标网，登录后查看完整指标数据
                </Text>
                <Tabs.Root
                  value={tab}
                  onValueChange={(e) => setTab(e.value as TabValue)}
                  variant="line"
                  colorPalette="brand"
                  lazyMount
                  unmountOnExit
                >
                  <Tabs.List mb="5" borderColor="gray.200">
                    {TABS.map((t) => (
                      <Tabs.Trigger key={t.value} value={t.value} fontSize="15px" px="0" me="7" _selected={{ color: 'brand.600', fontWeight: '600' }}>
                        {t.label}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                  <Tabs.Content value="1" p="0">
                    <AccountLoginForm actions={loginActions} keepLogin={keepLogin} onKeepLoginChange={setKeepLogin} onSuccess={close} />
                  </Tabs.Content>
                  <Tabs.Content value="2" p="0">
                    <PhoneLoginForm actions={loginActions} keepLogin={keepLogin} onKeepLoginChange={setKeepLogin} onSuccess={close} />
                  </Tabs.Content>
                  <Tabs.Content value="3" p="0">
                    <QrLoginPanel />
                  </Tabs.Content>
                </Tabs.Root>
              </Box>
            </Flex>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

export default LoginDialogView;
