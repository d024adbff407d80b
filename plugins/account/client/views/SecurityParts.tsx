import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { IconType } from 'react-icons';
import { LuCircleX } from 'react-icons/lu';
import { DialogShell } from '@kernel/client/views/DialogShell';
import type { CodeCountdown } from '../security-store';

/** A refusal over a dialog's form (the server's message), announced as an alert. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Flex role="alert" align="center" gap="2" bg="red.50" color="red.700" fontSize="13px" px="3" py="2" borderRadius="6px" mb="4">
      <LuCircleX aria-hidden="true" />
      {message}
    </Flex>
  );
}

/**
 * A form dialog of the account tabs: the DialogShell (modal, Enter submits) with 取消 and the submit
 * button (`danger`: red), the refusal over the form.
 */
export function FormDialog({
  title,
  icon,
  description,
  width,
  submitLabel,
  saving,
  danger,
  disabled,
  failure,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  icon: ReactNode;
  description: ReactNode;
  width: string;
  submitLabel: string;
  saving: boolean;
  danger?: boolean;
  disabled?: boolean;
  failure?: string | null;
  onClose: () => void;
  onSubmit: () => Promise<void> | void;
  children: ReactNode;
}) {
  return (
    <DialogShell
      title={title}
      icon={icon}
      description={description}
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      modal
      width={width}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" colorPalette={danger ? 'red' : 'brand'} loading={saving} disabled={disabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormError message={failure} />
      {children}
    </DialogShell>
  );
}

/** The white card of a user-centre tab, with the heading bar of the centre's cards. */
export function TabCard({ title, icon: Icon, aside, children, labelledBy, tone }: { title: string; icon: IconType; aside?: ReactNode; children: ReactNode; labelledBy: string; tone?: 'danger' }) {
  return (
    <Box
      as="section"
      aria-labelledby={labelledBy}
      bg="white"
      borderWidth="1px"
      borderColor={tone === 'danger' ? 'red.100' : 'page.border'}
      borderRadius="10px"
      boxShadow="0 1px 3px rgba(16, 24, 40, 0.05)"
      px="7"
      py="6"
    >
      <Flex align="center" justify="space-between" gap="4" mb="4">
        <Flex align="center" gap="2.5">
          <Box w="4px" h="18px" bg={tone === 'danger' ? 'red.500' : 'brand.600'} borderRadius="2px" />
          <Heading id={labelledBy} as="h2" fontSize="18px" fontWeight="600" color="page.fg" display="flex" alignItems="center" gap="2">
            <Box as="span" color={tone === 'danger' ? 'red.500' : 'brand.600'} display="inline-flex">
              <Icon aria-hidden="true" />
            </Box>
            {title}
          </Heading>
        </Flex>
        {aside}
      </Flex>
      {children}
    </Box>
  );
}

/** One line of a settings list: icon, title, status, text and the action on the right. */
export function SettingRow({ icon: Icon, title, status, text, action, tone = 'brand' }: { icon: IconType; title: string; status?: ReactNode; text: ReactNode; action?: ReactNode; tone?: 'brand' | 'red' }) {
  return (
    <Flex as="li" align="center" gap="4" py="4" listStyleType="none">
      <Flex w="44px" h="44px" flexShrink={0} borderRadius="10px" align="center" justify="center" fontSize="20px" bg={tone === 'red' ? 'red.50' : 'brand.50'} color={tone === 'red' ? 'red.500' : 'brand.600'}>
        <Icon aria-hidden="true" />
      </Flex>
      <Box flex="1" minW="0">
        <Flex align="center" gap="2.5" wrap="wrap">
          <Text as="h3" fontSize="15px" fontWeight="600" color="gray.800">
            {title}
          </Text>
          {status}
        </Flex>
        <Text fontSize="13px" color="gray.500" mt="0.5" lineHeight="1.7">
          {text}
        </Text>
      </Box>
      {action ? <Box flexShrink={0}>{action}</Box> : null}
    </Flex>
  );
}

/** A small state word: 已设置 / 已绑定 (green), 未绑定 (amber), 不可用 (grey). */
export function StateTag({ tone, children }: { tone: 'ok' | 'warn' | 'off'; children: ReactNode }) {
  const c = tone === 'ok' ? { bg: '#e8f6f1', fg: '#1f7a5a' } : tone === 'warn' ? { bg: 'orange.50', fg: 'orange.700' } : { bg: 'gray.100', fg: 'gray.600' };
  return (
    <Box as="span" px="2" lineHeight="20px" borderRadius="full" fontSize="12px" bg={c.bg} color={c.fg} whiteSpace="nowrap">
      {children}
    </Box>
  );
}

/** The code input with its 获取验证码 button counting down 60 s after a send. */
export const CodeInput = observer(function CodeInput({
  value,
  onChange,
  countdown,
  onSend,
  sending,
  disabled,
  id,
}: {
  value: string;
  onChange: (value: string) => void;
  countdown: CodeCountdown;
  onSend: () => void;
  sending: boolean;
  disabled?: boolean;
  id?: string;
}) {
  return (
    <Flex gap="2" w="full">
      <Input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6位数字验证码"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        flex="1"
      />
      <Button type="button" variant="outline" colorPalette="brand" minW="124px" onClick={onSend} loading={sending} disabled={disabled || countdown.seconds > 0}>
        {countdown.seconds > 0 ? `${countdown.seconds}秒后重新获取` : '获取验证码'}
      </Button>
    </Flex>
  );
});

/** A date in China Standard Time, e.g. 2026-11-24. */
export function day(ms: number): string {
  return new Date(ms).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).replace(/\//g, '-');
}

/** A date and minute in China Standard Time, e.g. 2026-11-24 15:30. */
export function minute(ms: number): string {
  return new Date(ms)
    .toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false })
    .replace(/\//g, '-');
}
