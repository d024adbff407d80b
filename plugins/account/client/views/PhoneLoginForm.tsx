import { useEffect, useState } from 'react';
import { Button, HStack, Input, InputGroup, Stack } from '@chakra-ui/react';
import { LuShieldCheck, LuSmartphone } from 'react-icons/lu';
import {
  LoginLimits,
  LoginMessages,
  SMS_COUNTDOWN_SECONDS,
  countdownLabel,
  sanitizeCode,
  sanitizePhone,
  validatePhone,
  validatePhoneLogin,
} from '../validation';
import type { LoginFormProps } from './AccountLoginForm';
import { errorText, FormMessage, KeepLoginCheckbox, SubmitButton, inputStyle, useLoginSubmit } from './LoginFormParts';

/** 手机登录: phone number and SMS code (digits only), with the 60-second resend countdown. */
export function PhoneLoginForm({ actions, keepLogin, onKeepLoginChange, onSuccess }: LoginFormProps) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const { error, setError, busy, submit } = useLoginSubmit(
    () => validatePhoneLogin({ mobile, code }).first,
    () => actions.loginByPhone({ mobile, code, keepLogin }),
    onSuccess,
  );


  const sendCode = async () => {
    const problem = validatePhone(mobile);
    if (problem) {
      setError(problem);
      return;
    }
    setError('');
    setNotice('');
    setSending(true);
    try {
      await actions.sendSmsCode(mobile);
      setNotice(LoginMessages.codeSent);
      countdown.start(SMS_COUNTDOWN_SECONDS);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="手机登录">
      <Stack gap="4">
        <InputGroup startElement={<LuSmartphone />}>
          <Input
            {...inputStyle}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            aria-label="手机号"
            placeholder="请输入手机号"
            maxLength={LoginLimits.phoneLength}
            value={mobile}
            onChange={(e) => {
              setMobile(sanitizePhone(e.currentTarget.value));
              setError('');
            }}
          />
        </InputGroup>
        <HStack gap="3">
          <InputGroup startElement={<LuShieldCheck />} flex="1">
            <Input
              {...inputStyle}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-label="验证码"
              placeholder="请输入验证码"
              maxLength={LoginLimits.codeLength}
              value={code}
              onChange={(e) => {
                setCode(sanitizeCode(e.currentTarget.value));
                setError('');
              }}
            />
          </InputGroup>
          <Button
            type="button"
            variant="outline"
            colorPalette="brand"
            h="44px"
            w="128px"
            flexShrink={0}
            fontSize="14px"
            disabled={countdown.seconds > 0}
            loading={sending}
            onClick={sendCode}
          >
            {countdown.seconds > 0 ? countdownLabel(countdown.seconds) : '获取验证码'}
          </Button>
        </HStack>
        <KeepLoginCheckbox checked={keepLogin} onChange={onKeepLoginChange} />
        <FormMessage error={error} notice={notice} />
        <SubmitButton loading={busy}>登录</SubmitButton>
      </Stack>
    </form>
  );
}

/** A seconds countdown that ticks once a second down to 0. */
function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return { seconds, start: (from: number) => setSeconds(from) };
}
