import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuShieldCheck } from 'react-icons/lu';
import { EventBus } from '@kernel/client/event-bus';
import { HttpClient } from '@kernel/client/http-client';
import { useService } from '@kernel/client/react';
import { FormField } from '@kernel/client/views/FormField';
import { USERNAME_MAX } from '../../shared/registration';
import { AccountApi } from '../account-api';
import { AccountStore } from '../account-store';
import { RegisterApi } from '../register-api';
import { RegisterFlow } from '../register-flow';
import { ConsentCheckbox, FormError, NewPasswordFields, PhoneCodeFields, fieldInput } from './RegisterFormParts';

/**
 * The registration form, in the register dialog and on /register: 手机号, 验证码 (获取验证码), 用户名,
 * 密码, 确认密码, 邀请码（选填）, the unticked consent, 注册. `onDone` after the new member is logged in.
 */
export const RegisterForm = observer(function RegisterForm({
  invite,
  onDone,
  onLogin,
}: {
  invite?: string;
  onDone: () => void;
  /** 已有账号？立即登录 */
  onLogin: () => void;
}) {
  const api = useService<AccountApi>(AccountApi);
  const bus = useService<EventBus>(EventBus);
  const http = useService<HttpClient>(HttpClient);
  const store = useService<AccountStore>(AccountStore);
  const [flow] = useState(() => new RegisterFlow(api, new RegisterApi(http), bus, store.completion, invite));
  useEffect(() => () => flow.dispose(), [flow]);
  const e = flow.errors;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await flow.submit()) onDone();
  };

  const labelWidth = '84px';
  return (
    <form onSubmit={submit} noValidate aria-label="注册账号">
      <Stack gap="3.5">
        <PhoneCodeFields form={flow} labelWidth={labelWidth} placeholder="请输入11位手机号" onChange={(field, value) => flow.set(field, value)} />
        <FormField
          label="用户名"
          required
          orientation="horizontal"
          labelWidth={labelWidth}
          error={e.username}
          hint={`用于登录，不超过${USERNAME_MAX}个字符，不含空格`}
        >
          <Input
            {...fieldInput}
            name="username"
            autoComplete="username"
            placeholder="请设置用户名"
            maxLength={USERNAME_MAX}
            value={flow.username}
            onChange={(ev) => flow.set('username', ev.currentTarget.value)}
          />
        </FormField>
        <NewPasswordFields
          labels={['密码', '确认密码']}
          placeholders={['请设置登录密码', '请再次输入密码']}
          labelWidth={labelWidth}
          password={flow.password}
          confirm={flow.confirm}
          errors={e}
          onChange={(field, value) => flow.set(field, value)}
        />
        <FormField label="邀请码" orientation="horizontal" labelWidth={labelWidth} error={e.inviteCode} hint="选填，通过好友邀请链接注册时自动填写">
          <Input
            {...fieldInput}
            name="inviteCode"
            placeholder="选填"
            maxLength={16}
            value={flow.inviteCode}
            onChange={(ev) => flow.set('inviteCode', ev.currentTarget.value)}
          />
        </FormField>
        <Box ps={labelWidth} ms="4">
          <ConsentCheckbox checked={flow.consent} onChange={(v) => flow.setConsent(v)} error={e.consent} />
          {e.consent ? (
            <Text id="register-consent-error" role="alert" color="red.600" fontSize="12px" mt="1">
              {e.consent}
            </Text>
          ) : null}
        </Box>
        <Box ps={labelWidth} ms="4">
          <FormError>{flow.formError}</FormError>
          <Button type="submit" colorPalette="brand" w="full" h="42px" fontSize="15px" letterSpacing="2px" loading={flow.busy} mt="1">
            注册
          </Button>
          <Flex justify="space-between" align="center" mt="3" fontSize="13px" color="page.muted">
            <Flex align="center" gap="1">
              <LuShieldCheck aria-hidden="true" />
              手机号仅用于登录验证与找回密码
            </Flex>
            <Flex align="center">
              已有账号？
              <Button type="button" variant="plain" size="xs" h="auto" p="0" fontSize="13px" color="brand.600" onClick={onLogin}>
                立即登录
              </Button>
            </Flex>
          </Flex>
        </Box>
      </Stack>
    </form>
  );
});
