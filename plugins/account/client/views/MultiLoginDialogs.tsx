import type { ReactNode } from 'react';
import { Box, Button, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuMonitorSmartphone, LuShieldAlert, LuShieldQuestion } from 'react-icons/lu';
import type { DialogProps } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { DialogShell, DialogTitle } from '@kernel/client/views/DialogShell';
import { MultiLoginStore } from '../multi-login-token';

/**
 * The three multi-login dialogs, each rendered by the kernel's DialogHost while open:
 * - 申请登录 (`account.loginApplying`: the applicant waits for the device already logged in; 取消申请);
 * - 拒绝登录 (`account.loginDenied`: that device refused);
 * - 登录确认 (`account.loginConfirm`, on the device already logged in: 允许 / 拒绝 of the application shown).
 * Only 拒绝登录 closes with Escape; the other two close through their buttons.
 */
export const LoginApplyingDialog = observer(function LoginApplyingDialog() {
  const multi = useService<MultiLoginStore>(MultiLoginStore);
  return (
    <SmallDialog title="申请登录" icon={<LuMonitorSmartphone />} tone="brand">
      <HStack gap="3" align="flex-start">
        <Spinner size="sm" color="brand.500" mt="1" flexShrink={0} />
        <Text fontSize="14px" color="gray.700" lineHeight="1.8">
          已向该账号的登录设备发送登录申请，请等待对方确认…
        </Text>
      </HStack>
      <Flex justify="flex-end" mt="6">
        <Button variant="outline" size="sm" onClick={() => void multi.cancelApplication()}>
          取消申请
        </Button>
      </Flex>
    </SmallDialog>
  );
});

export function LoginDeniedDialog({ onClose }: DialogProps<'account.loginDenied'>) {
  return (
    <SmallDialog title="拒绝登录" icon={<LuShieldAlert />} tone="red" onClose={onClose}>
      <Text fontSize="14px" color="gray.700" lineHeight="1.8">
        对方拒绝了您的登录申请
      </Text>
      <Flex justify="flex-end" mt="6">
        <Button colorPalette="brand" size="sm" onClick={onClose}>
          知道了
        </Button>
      </Flex>
    </SmallDialog>
  );
}

export const LoginConfirmDialog = observer(function LoginConfirmDialog({ props: application }: DialogProps<'account.loginConfirm'>) {
  const multi = useService<MultiLoginStore>(MultiLoginStore);
  return (
    <SmallDialog title="登录确认" icon={<LuShieldQuestion />} tone="accent">
      <Text fontSize="14px" color="gray.700" lineHeight="1.8">
        账号 <Text as="strong">{application.username}</Text> 正在 <Text as="strong">{application.device}</Text> 申请登录，是否允许？
      </Text>
      <Text fontSize="12px" color="gray.500" mt="2">
        如非本人操作，请选择拒绝并及时修改密码。
      </Text>
      <Flex justify="flex-end" gap="3" mt="6">
        <Button variant="outline" size="sm" disabled={multi.answering} onClick={() => void multi.answer('deny')}>
          拒绝
        </Button>
        <Button colorPalette="brand" size="sm" loading={multi.answering} onClick={() => void multi.answer('allow')}>
          允许
        </Button>
      </Flex>
    </SmallDialog>
  );
});

function SmallDialog({
  title,
  icon,
  tone,
  onClose,
  children,
}: {
  title: string;
  icon: ReactNode;
  tone: 'brand' | 'red' | 'accent';
  /** Without it the dialog only closes through its buttons. */
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    // Above the login dialog; no close button, no click outside, Escape only with onClose.
    <DialogShell
      onClose={onClose ?? noop}
      title={title}
      role="alertdialog"
      width="420px"
      contentProps={{ maxW: 'calc(100vw - 32px)' }}
      zIndex="var(--chakra-z-index-popover)"
      modal
      closeOnEscape={!!onClose}
      closeLabel={false}
      bodyPadding="0"
      header={
        <HStack gap="2" px="6" pt="5" pb="2">
          <Box color={`${tone}.500`} fontSize="20px" aria-hidden="true">
            {icon}
          </Box>
          <DialogTitle fontSize="17px">{title}</DialogTitle>
        </HStack>
      }
    >
      <Box px="6" pt="2" pb="5">
        {children}
      </Box>
    </DialogShell>
  );
}

const noop = () => undefined;
