import { useState, type FormEvent } from 'react';
import { Flex, IconButton, Input, InputGroup, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuEye, LuEyeOff, LuLock, LuUserRound } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { AccountStore } from '../account-store';
import { LoginLimits, sanitizePassword, sanitizeUsername } from '../validation';
import { FIRST_FIELD, ForgotPasswordLink, FormMessage, KeepLoginCheckbox, SubmitButton, blockSpaceKey, inputStyle } from './LoginFormParts';

/** 账号登录: username and password (spaces filtered), validated before the call; errors under the form. */
export const AccountLoginForm = observer(function AccountLoginForm() {
  const store = useService<AccountStore>(AccountStore);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.loginByAccount({ username, password, keepLogin: store.keepLogin });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="账号登录">
      <Stack gap="4">
        <InputGroup startElement={<LuUserRound />}>
          <Input
            {...inputStyle}
            {...FIRST_FIELD}
            autoFocus
            name="username"
            autoComplete="username"
            aria-label="用户名"
            placeholder="请输入用户名"
            maxLength={LoginLimits.usernameMax}
            value={username}
            aria-invalid={store.accountError !== '' && username === '' ? true : undefined}
            onKeyDown={blockSpaceKey}
            onChange={(e) => {
              setUsername(sanitizeUsername(e.currentTarget.value));
              store.clearAccountError();
            }}
          />
        </InputGroup>
        <InputGroup
          startElement={<LuLock />}
          endElement={
            <IconButton
              aria-label={showPassword ? '隐藏密码' : '显示密码'}
              variant="ghost"
              size="xs"
              me="-1"
              color="gray.500"
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? <LuEyeOff /> : <LuEye />}
            </IconButton>
          }
        >
          <Input
            {...inputStyle}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            aria-label="密码"
            placeholder="请输入密码"
            maxLength={LoginLimits.passwordMax}
            value={password}
            onKeyDown={blockSpaceKey}
            onChange={(e) => {
              setPassword(sanitizePassword(e.currentTarget.value));
              store.clearAccountError();
            }}
          />
        </InputGroup>
        <Flex justify="space-between" align="center">
          <KeepLoginCheckbox checked={store.keepLogin} onChange={store.setKeepLogin} />
          <ForgotPasswordLink />
        </Flex>
        <FormMessage error={store.accountError} />
        <SubmitButton loading={store.accountBusy}>登录</SubmitButton>
      </Stack>
    </form>
  );
});
