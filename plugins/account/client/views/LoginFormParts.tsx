import type { KeyboardEvent, ReactNode } from 'react';
import { Box, Button, Checkbox, Text } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { LuCircleAlert, LuCircleCheck } from 'react-icons/lu';
import { DialogService } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { AccountDialogs } from '../../shared/dialogs';

/** 一周内自动登录 (ticked by default). */
export function KeepLoginCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root recipe={checkboxSlotRecipe} size="sm" colorPalette="brand" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontSize="13px" color="gray.600" fontWeight="400">
        一周内自动登录
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

/** 忘记密码: the login dialog gives way to 找回密码 (with the phone typed on the phone tab). */
export function ForgotPasswordLink({ mobile }: { mobile?: string }) {
  const dialogs = useService<DialogService>(DialogService);
  return (
    <Button
      type="button"
      variant="plain"
      size="xs"
      h="auto"
      p="0"
      fontSize="13px"
      fontWeight="400"
      color="gray.500"
      _hover={{ color: 'brand.600' }}
      onClick={() => {
        dialogs.close(AccountDialogs.login);
        dialogs.open(AccountDialogs.resetPassword, mobile ? { mobile } : {});
      }}
    >
      忘记密码？
    </Button>
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

/**
 * Marks the first field of a login tab (用户名, 手机号): the dialog shell puts the focus there when
 * it opens (`data-autofocus`), and the field takes it when its tab is chosen (autoFocus on mount).
 */
export const FIRST_FIELD = { 'data-autofocus': '' } as const;

export const inputStyle = {
  h: '44px',
  fontSize: '14px',
  borderColor: 'gray.300',
  _focusVisible: { borderColor: 'brand.500', boxShadow: '0 0 0 1px var(--chakra-colors-brand-500)' },
} as const;

/** Whitespace key presses are blocked in the login inputs, as in every input of the site. */
export function blockSpaceKey(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === ' ' || event.key === 'Spacebar') event.preventDefault();
}
