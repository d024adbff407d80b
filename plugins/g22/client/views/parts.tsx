import { type MouseEvent, type ReactNode } from 'react';
import { Box, Flex, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuExternalLink } from 'react-icons/lu';
import { useEmit, useService } from '@kernel/client/react';
import { Rights } from '@kernel/client/rights';
import { SessionStore } from '@kernel/client/session-store';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { G22_SAMPLE_NOTE } from '../../shared/contract';

/** The column's sample-data notice. */
export function G22SampleNote(props: { mb?: string; mt?: string }) {
  return <SampleDataNote {...props}>{G22_SAMPLE_NOTE}</SampleDataNote>;
}

/**
 * A link of the column, opening in a new window (the column's rule). A link to a page needing a login
 * or the VIP right asks first on this page: logged out opens the login dialog, a member without the
 * right sees why (membership's 暂无权限), so the new window only opens on a page the user may see.
 */
export const NewWindowLink = observer(function NewWindowLink({
  href,
  need,
  children,
  label,
  ...rest
}: {
  href: string;
  need: 'login' | 'vip';
  children: ReactNode;
  label?: string;
} & Omit<React.ComponentProps<typeof chakra.a>, 'href' | 'children'>) {
  const session = useService<SessionStore>(SessionStore);
  const rights = useService<Rights>(Rights);
  const emit = useEmit();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!session.isLogin) {
      e.preventDefault();
      emit('openLogin', {});
      return;
    }
    if (need === 'vip' && !rights.has(MembershipRights.vip)) {
      e.preventDefault();
      rights.refused(MembershipRights.vip);
    }
  };
  return (
    <chakra.a href={href} target="_blank" rel="noopener" onClick={onClick} aria-label={label} {...rest}>
      {children}
    </chakra.a>
  );
});

/** The small 新窗口打开 mark after a link's text. */
export function NewWindowMark() {
  return (
    <Box as="span" display="inline-flex" ml="1" verticalAlign="-1px" color="gray.400">
      <LuExternalLink size="12" aria-hidden="true" />
      <VisuallyHidden>（新窗口打开）</VisuallyHidden>
    </Box>
  );
}

/** A key figure: label, value and unit. */
export function Figure({ label, value, unit, tone = 'default', hint }: { label: string; value: ReactNode; unit?: string; tone?: 'default' | 'good' | 'light'; hint?: ReactNode }) {
  const light = tone === 'light';
  return (
    <Box minW="0">
      <Text fontSize="12px" color={light ? 'whiteAlpha.800' : 'gray.500'}>
        {label}
      </Text>
      <Text fontSize="22px" fontWeight="700" lineHeight="1.35" color={light ? 'white' : tone === 'good' ? '#0f7b4a' : 'gray.800'} fontVariantNumeric="tabular-nums">
        {value}
        {unit ? (
          <Text as="span" fontSize="12px" fontWeight="400" ml="1" color={light ? 'whiteAlpha.800' : 'gray.500'}>
            {unit}
          </Text>
        ) : null}
      </Text>
      {hint ? (
        <Text fontSize="12px" color={light ? 'whiteAlpha.800' : 'gray.500'} mt="0.5">
          {hint}
        </Text>
      ) : null}
    </Box>
  );
}

/** A tag chip. */
export function Tag({ children, tone = 'gray' }: { children: ReactNode; tone?: 'gray' | 'brand' | 'green' }) {
  const colors = { gray: ['#f2f4f7', '#475467'], brand: ['#eaf1fd', '#1456c8'], green: ['#e8f6ee', '#0f7b4a'] }[tone];
  return (
    <Text as="span" display="inline-block" px="2" py="0.5" fontSize="12px" lineHeight="1.6" borderRadius="4px" bg={colors[0]} color={colors[1]}>
      {children}
    </Text>
  );
}

/** A list of notes under a figure (method, rules). */
export function Notes({ items, title = '计算说明' }: { items: readonly string[]; title?: string }) {
  return (
    <Box as="aside" aria-label={title} fontSize="12px" color="gray.600" lineHeight="1.8" bg="gray.50" borderRadius="6px" px="4" py="3">
      <Text fontWeight="600" color="gray.700" mb="1">
        {title}
      </Text>
      <chakra.ol pl="4" listStyleType="decimal">
        {items.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </chakra.ol>
    </Box>
  );
}

export function Row({ children, gap = '6' }: { children: ReactNode; gap?: string }) {
  return (
    <Flex gap={gap} wrap="wrap" align="flex-start">
      {children}
    </Flex>
  );
}
