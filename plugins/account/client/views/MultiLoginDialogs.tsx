import type { ReactNode } from 'react';
import { Box, Button, Dialog, Flex, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuMonitorSmartphone, LuShieldAlert, LuShieldQuestion } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { MultiLoginStore } from '../multi-login-store';

/**
 * The three multi-login dialogs:
 * - 申请登录 (the applicant waits for the device already logged in; 取消申请);
 * - 拒绝登录 (that device refused);
 * - 登录确认 (on the device already logged in: 允许 / 拒绝).
 */
export const MultiLoginDialogs = observer(function MultiLoginDialogs() {
  const multi = useService<MultiLoginStore>(MultiLoginStore);
  const application = multi.applications[0];
  return (
    <>
      <SmallDialog open={!!multi.applying} title="申请登录" icon={<LuMonitorSmartphone />} tone="brand">
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

      <SmallDialog open={multi.denied} title="拒绝登录" icon={<LuShieldAlert />} tone="red" onClose={multi.closeDenied}>
        <Text fontSize="14px" color="gray.700" lineHeight="1.8">
          对方拒绝了您的登录申请
        </Text>
        <Flex justify="flex-end" mt="6">
          <Button colorPalette="brand" size="sm" onClick={multi.closeDenied}>
            知道了
          </Button>
        </Flex>
      </SmallDialog>

      <SmallDialog open={!!application} title="登录确认" icon={<LuShieldQuestion />} tone="accent">
        {application ? (
          <>
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
          </>
        ) : null}
      </SmallDialog>
    </>
  );
});

export default MultiLoginDialogs;

function SmallDialog({
  open,
  title,
  icon,
  tone,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  icon: ReactNode;
  tone: 'brand' | 'red' | 'accent';
  /** Without it the dialog only closes through its buttons. */
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose?.();
      }}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={!!onClose}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop zIndex="var(--chakra-z-index-popover)" />
        <Dialog.Positioner zIndex="var(--chakra-z-index-popover)">
          <Dialog.Content w="420px" maxW="calc(100vw - 32px)" borderRadius="10px">
            <Dialog.Header pt="5" pb="2">
              <HStack gap="2">
                <Box color={`${tone}.500`} fontSize="20px" aria-hidden="true">
                  {icon}
                </Box>
                <Dialog.Title fontSize="17px">{title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body pb="5">{children}</Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
