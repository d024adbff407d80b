import type { ReactNode } from 'react';
import { Button, Checkbox, HStack, Input, Link, Text } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { observer } from 'mobx-react-lite';
import { FormField } from '@kernel/client/views/FormField';
import { aboutRoutes } from '@plugins/about/shared/routes';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/registration';
import type { PhoneCodeForm } from '../phone-code-form';
import type { SmsCodeButtonState } from '../register-sms';
import { countdownLabel } from '../validation';
import { blockSpaceKey } from './LoginFormParts';

export const fieldInput = {
  h: '40px',
  fontSize: '14px',
  borderColor: 'gray.300',
  _focusVisible: { borderColor: 'brand.500', boxShadow: '0 0 0 1px var(--chakra-colors-brand-500)' },
  onKeyDown: blockSpaceKey,
} as const;

/** The SMS code input and its 获取验证码 button (captcha, send, 60 s countdown). */
export const SmsCodeInput = observer(function SmsCodeInput({
  value,
  onChange,
  onSend,
  sms,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  sms: SmsCodeButtonState;
}) {
  return (
    <HStack gap="2.5">
      <Input
        {...fieldInput}
        flex="1"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6位数字验证码"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <Button
        type="button"
        variant="outline"
        colorPalette="brand"
        h="40px"
        w="124px"
        flexShrink={0}
        fontSize="14px"
        disabled={sms.countdown > 0}
        loading={sms.sending}
        onClick={onSend}
      >
        {sms.countdown > 0 ? countdownLabel(sms.countdown) : '获取验证码'}
      </Button>
    </HStack>
  );
});

/**
 * 手机号 (focused when the form opens) and 验证码 with 获取验证码, over a phone-code form (registration,
 * reset): each row's error, the 验证码已发送 notice.
 */
export const PhoneCodeFields = observer(function PhoneCodeFields({
  form,
  labelWidth,
  placeholder,
  onChange,
}: {
  form: PhoneCodeForm<string>;
  labelWidth: string;
  placeholder: string;
  onChange: (field: 'mobile' | 'code', value: string) => void;
}) {
  return (
    <>
      <FormField label="手机号" required orientation="horizontal" labelWidth={labelWidth} error={form.errors.mobile}>
        <Input
          {...fieldInput}
          data-autofocus=""
          autoFocus
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={placeholder}
          maxLength={11}
          value={form.mobile}
          onChange={(ev) => onChange('mobile', ev.currentTarget.value)}
        />
      </FormField>
      <FormField label="验证码" required orientation="horizontal" labelWidth={labelWidth} error={form.errors.code} notice={form.notice || undefined}>
        <SmsCodeInput value={form.code} onChange={(v) => onChange('code', v)} onSend={() => void form.sendCode()} sms={form.sms} />
      </FormField>
    </>
  );
});

/**
 * A new password and its confirmation (registration, reset): the rule as the first field's hint,
 * `new-password` autocomplete, each row's error.
 */
export const NewPasswordFields = observer(function NewPasswordFields({
  labels,
  placeholders,
  labelWidth,
  password,
  confirm,
  errors,
  onChange,
}: {
  labels: readonly [string, string];
  placeholders: readonly [string, string];
  labelWidth: string;
  password: string;
  confirm: string;
  errors: { password?: string; confirm?: string };
  onChange: (field: 'password' | 'confirm', value: string) => void;
}) {
  const rows = [
    { field: 'password', label: labels[0], placeholder: placeholders[0], value: password, hint: `${PASSWORD_MIN}-${PASSWORD_MAX}位，至少包含字母、数字、符号中的两种` },
    { field: 'confirm', label: labels[1], placeholder: placeholders[1], value: confirm, hint: undefined },
  ] as const;
  return (
    <>
      {rows.map((row) => (
        <FormField key={row.field} label={row.label} required orientation="horizontal" labelWidth={labelWidth} error={errors[row.field]} hint={row.hint}>
          <Input
            {...fieldInput}
            name={row.field}
            type="password"
            autoComplete="new-password"
            placeholder={row.placeholder}
            maxLength={PASSWORD_MAX}
            value={row.value}
            onChange={(ev) => onChange(row.field, ev.currentTarget.value)}
          />
        </FormField>
      ))}
    </>
  );
});

/** The unticked consent box: 我已阅读并同意《用户协议》和《隐私政策》 (the texts open in a new tab). */
export function ConsentCheckbox({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  return (
    <Checkbox.Root
      recipe={checkboxSlotRecipe}
      size="sm"
      colorPalette="brand"
      checked={checked}
      invalid={!!error}
      onCheckedChange={(e) => onChange(e.checked === true)}
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput aria-describedby={error ? 'register-consent-error' : undefined} />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label fontSize="13px" color="gray.600" fontWeight="400" lineHeight="20px">
        我已阅读并同意
        <DocLink href={aboutRoutes.agreement()}>《用户协议》</DocLink>和<DocLink href={aboutRoutes.privacy()}>《隐私政策》</DocLink>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

function DocLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener"
      color="brand.600"
      fontWeight="500"
      _hover={{ textDecoration: 'underline' }}
      // Reading the text must not tick the box.
      onClick={(e) => e.stopPropagation()}
    >
      {children}
    </Link>
  );
}

/** An error line that belongs to no single field. */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  return children ? (
    <Text id={id} role="alert" color="red.600" fontSize="13px" lineHeight="20px">
      {children}
    </Text>
  ) : null;
}
