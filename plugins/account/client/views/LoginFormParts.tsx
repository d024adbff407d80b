import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Checkbox, Text } from '@chakra-ui/react';
import { LuCircleAlert, LuCircleCheck } from 'react-icons/lu';

/** 一周内自动登录 (ticked by default). */
export function KeepLoginCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" colorPalette="brand" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontSize="13px" color="gray.600" fontWeight="400">
        一周内自动登录
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The message line under a form: an error (role alert) or a notice such as 验证码已发送. */
export function FormMessage({ error, notice }: { error?: string; notice?: string }) {
  return (
    <Box minH="22px" fontSize="13px" lineHeight="22px">
      {error ? (
        <Text role="alert" color="red.600" display="flex" alignItems="center" gap="1.5">
          <LuCircleAlert aria-hidden="true" />
          {error}
        </Text>
      ) : notice ? (
        <Text role="status" color="green.600" display="flex" alignItems="center" gap="1.5">
          <LuCircleCheck aria-hidden="true" />
          {notice}
        </Text>
      ) : null}
    </Box>
  );
}

export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" colorPalette="brand" w="full" h="44px" fontSize="16px" letterSpacing="2px" loading={loading}>
      {children}
    </Button>
  );
}

export const inputStyle = {
  h: '44px',
  fontSize: '14px',
  borderColor: 'gray.300',
  _focusVisible: { borderColor: 'brand.500', boxShadow: '0 0 0 1px var(--chakra-colors-brand-500)' },
} as const;

/** The message of a failed call, for the line under the form. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A login form's submit: validate (first message shown under the form), then run the login once
 * at a time, showing its failure under the form.
 */
export function useLoginSubmit(validate: () => string | null, login: () => Promise<void>, onSuccess: () => void) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validate();
    if (problem) {
      setError(problem);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await login();
      onSuccess();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, submit };
}
