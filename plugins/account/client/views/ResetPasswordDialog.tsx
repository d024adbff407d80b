import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuChevronLeft, LuCircleCheck, LuUserRound } from 'react-icons/lu';
import type { DialogProps } from '@kernel/client/dialogs';
import { DialogService } from '@kernel/client/dialogs';
import { EventBus } from '@kernel/client/event-bus';
import { HttpClient } from '@kernel/client/http-client';
import { useService } from '@kernel/client/react';
import { DialogShell } from '@kernel/client/views/DialogShell';
import { AccountDialogs } from '../../shared/dialogs';
import { AccountApi } from '../account-api';
import { RegisterApi } from '../register-api';
import { ResetFlow } from '../reset-flow';
import { FormError, NewPasswordFields, PhoneCodeFields } from './RegisterFormParts';

/**
 * 找回密码 (`account.resetPassword`, code downloaded at its first opening): phone, SMS code, the new
 * password twice → 重置密码; a phone of several accounts lists them (选择账号); done: 立即登录 opens
 * the login dialog. The focus starts on 手机号.
 */
export const ResetPasswordDialog = observer(function ResetPasswordDialog({ props, onClose }: DialogProps<'account.resetPassword'>) {
  const api = useService<AccountApi>(AccountApi);
  const bus = useService<EventBus>(EventBus);
  const http = useService<HttpClient>(HttpClient);
  const dialogs = useService<DialogService>(DialogService);
  const [flow] = useState(() => new ResetFlow(api, new RegisterApi(http), bus, props?.mobile));
  useEffect(() => () => flow.dispose(), [flow]);
  const toLogin = () => {
    onClose();
    dialogs.open(AccountDialogs.login, { tab: 1 });
  };
  const e = flow.errors;
  // Wide enough for 确认新密码 and its required mark on one line.
  const labelWidth = '100px';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submit();
  };

  return (
    <DialogShell
      title="找回密码"
      description={flow.done ? undefined : '通过绑定的手机号验证身份后设置新密码'}
      onClose={onClose}
      modal
      width="520px"
      contentProps={{ w: { base: 'calc(100vw - 24px)', md: '520px' }, borderRadius: '12px' }}
    >
      {flow.done ? (
        <Stack align="center" textAlign="center" gap="3" py="4" role="status">
          <Box color="green.500" fontSize="48px">
            <LuCircleCheck aria-hidden="true" />
          </Box>
          <Text fontSize="18px" fontWeight="600" color="gray.800">
            密码已重置
          </Text>
          <Text fontSize="14px" color="gray.600" lineHeight="1.8">
            账号 <Text as="strong">{flow.done.username}</Text> 的密码已更新，该账号在所有设备上的登录均已退出。
            <br />
            请使用新密码重新登录。
          </Text>
          <Button colorPalette="brand" w="200px" h="40px" mt="2" onClick={toLogin}>
            立即登录
          </Button>
        </Stack>
      ) : flow.choices ? (
        <Box>
          <Flex align="center" gap="1" mb="3">
            <Button variant="ghost" size="xs" px="1" aria-label="返回" onClick={() => flow.back()}>
              <LuChevronLeft />
            </Button>
            <Text fontSize="15px" fontWeight="600" color="gray.800">
              请选择要重置密码的账号
            </Text>
          </Flex>
          <Text fontSize="13px" color="gray.500" mb="3">
            手机号 {flow.mobile} 绑定了以下账号，新密码只用于所选账号。
          </Text>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2.5" aria-label="绑定的账号">
            {flow.choices.map((a) => (
              <Box as="li" key={a.globalId}>
                <Button
                  variant="outline"
                  w="full"
                  h="52px"
                  justifyContent="space-between"
                  borderColor="gray.200"
                  _hover={{ borderColor: 'brand.400', bg: 'brand.50' }}
                  loading={flow.busy}
                  onClick={() => void flow.submit(a.globalId)}
                >
                  <Flex align="center" gap="2.5">
                    <LuUserRound aria-hidden="true" />
                    <Text fontWeight="500">{a.username}</Text>
                  </Flex>
                  <Text fontSize="12px" color="gray.500">
                    {a.accountTypeName}
                  </Text>
                </Button>
              </Box>
            ))}
          </Stack>
          <Box mt="3">
            <FormError>{flow.formError}</FormError>
          </Box>
        </Box>
      ) : (
        <form onSubmit={submit} noValidate aria-label="找回密码">
          <Stack gap="3.5">
            <PhoneCodeFields form={flow} labelWidth={labelWidth} placeholder="请输入绑定的手机号" onChange={(field, value) => flow.set(field, value)} />
            <NewPasswordFields
              labels={['新密码', '确认新密码']}
              placeholders={['请设置新密码', '请再次输入新密码']}
              labelWidth={labelWidth}
              password={flow.password}
              confirm={flow.confirm}
              errors={e}
              onChange={(field, value) => flow.set(field, value)}
            />
            <Box ps={labelWidth} ms="4">
              <FormError>{flow.formError}</FormError>
              <Button type="submit" colorPalette="brand" w="full" h="42px" fontSize="15px" letterSpacing="2px" loading={flow.busy} mt="1">
                重置密码
              </Button>
              <Flex justify="flex-end" mt="3" fontSize="13px" color="page.muted" align="center">
                想起密码了？
                <Button type="button" variant="plain" size="xs" h="auto" p="0" fontSize="13px" color="brand.600" onClick={toLogin}>
                  返回登录
                </Button>
              </Flex>
            </Box>
          </Stack>
        </form>
      )}
    </DialogShell>
  );
});

export default ResetPasswordDialog;
