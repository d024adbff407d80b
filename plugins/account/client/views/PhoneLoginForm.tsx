import type { FormEvent } from 'react';
import { Button, HStack, Input, InputGroup, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuShieldCheck, LuSmartphone } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { AccountStore } from '../account-store';
import { LoginLimits, countdownLabel } from '../validation';
import { AccountChoiceList } from './AccountChoiceList';
import { FIRST_FIELD, ForgotPasswordLink, FormMessage, KeepLoginCheckbox, SubmitButton, blockSpaceKey, inputStyle } from './LoginFormParts';

/**
 * 手机登录: phone number and SMS code (digits only), 获取验证码 with the captcha and the 60-second
 * countdown; when several accounts are bound to the phone, the account-selection list.
 */
export const PhoneLoginForm = observer(function PhoneLoginForm() {
  const store = useService<AccountStore>(AccountStore);
  if (store.accountChoices) return <AccountChoiceList />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.loginByPhone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="手机登录">
      <Stack gap="4">
        <InputGroup startElement={<LuSmartphone />}>
          <Input
            {...inputStyle}
            {...FIRST_FIELD}
            autoFocus
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            aria-label="手机号"
            placeholder="请输入手机号"
            maxLength={LoginLimits.phoneLength}
            value={store.mobile}
            onKeyDown={blockSpaceKey}
            onChange={(e) => store.setMobile(e.currentTarget.value)}
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
              value={store.code}
              onKeyDown={blockSpaceKey}
              onChange={(e) => store.setCode(e.currentTarget.value)}
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
            disabled={store.countdown > 0}
            loading={store.sendingCode}
            onClick={() => void store.sendSmsCode()}
          >
            {store.countdown > 0 ? countdownLabel(store.countdown) : '获取验证码'}
          </Button>
        </HStack>
        <HStack justify="space-between">
          <KeepLoginCheckbox checked={store.keepLogin} onChange={store.setKeepLogin} />
          <ForgotPasswordLink mobile={store.mobile} />
        </HStack>
        <FormMessage error={store.phoneError} notice={store.phoneNotice} />
        <SubmitButton loading={store.phoneBusy}>登录</SubmitButton>
      </Stack>
    </form>
  );
});
