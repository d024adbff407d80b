import { useState } from 'react';
import { IconButton, Input, InputGroup, Stack } from '@chakra-ui/react';
import { LuEye, LuEyeOff, LuLock, LuUserRound } from 'react-icons/lu';
import { LoginLimits, sanitizePassword, sanitizeUsername, validateAccountLogin } from '../validation';
import { FormMessage, KeepLoginCheckbox, SubmitButton, inputStyle, useLoginSubmit } from './LoginFormParts';
import type { LoginActions } from './login-actions';

export interface LoginFormProps {
  actions: LoginActions;
  keepLogin: boolean;
  onKeepLoginChange: (value: boolean) => void;
  onSuccess: () => void;
}

/** 账号登录: username and password (spaces filtered), validated before the call. */
export function AccountLoginForm({ actions, keepLogin, onKeepLoginChange, onSuccess }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const { error, setError, busy, submit } = useLoginSubmit(
    () => validateAccountLogin({ username, password }).first,
    () => actions.loginByAccount({ username, password, keepLogin }),
    onSuccess,
  );

  return (
    <form onSubmit={submit} noValidate aria-label="账号登录">
      <Stack gap="4">
        <InputGroup startElement={<LuUserRound />}>
          <Input
            {...inputStyle}
            name="username"
            autoComplete="username"
            aria-label="用户名"
            placeholder="请输入用户名"
            maxLength={LoginLimits.usernameMax}
            value={username}
            aria-invalid={error !== '' && username === '' ? true : undefined}
            onChange={(e) => {
              setUsername(sanitizeUsername(e.currentTarget.value));
              setError('');
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
            onChange={(e) => {
              setPassword(sanitizePassword(e.currentTarget.value));
              setError('');
            }}
          />
        </InputGroup>
        <KeepLoginCheckbox checked={keepLogin} onChange={onKeepLoginChange} />
        <FormMessage error={error} />
        <SubmitButton loading={busy}>登录</SubmitButton>
      </Stack>
    </form>
  );
}
