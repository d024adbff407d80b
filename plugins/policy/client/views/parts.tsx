import type { MouseEvent, ReactNode } from 'react';
import { Box, chakra, type FlexProps } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { useRightGate } from '@kernel/client/right-gate';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { ToneBadge, type BadgeTone } from '@kernel/client/views/ToneBadge';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { POLICY_SAMPLE_NOTE, POLICY_STATUS_NAMES, type PolicyStatus, type PolicyTypeCode } from '../../shared/contract';
import { policyRoutes } from '../../shared/routes';

/** The column's sample-data notice (the contract's sentence after the kernel's 示例数据：). */
export function PolicySampleNote(props: Omit<FlexProps, 'children'>) {
  return <SampleDataNote {...props}>{POLICY_SAMPLE_NOTE.replace(/^示例数据[:：]\s*/, '')}</SampleDataNote>;
}

/**
 * Text with its matched terms in `<mark>`: `marks` are UTF-16 [start, end) ranges (out-of-range,
 * empty and overlapping ones are clipped or skipped).
 */
export function Highlighted({ text, marks }: { text: string; marks: ReadonlyArray<readonly [number, number]> }) {
  const parts: ReactNode[] = [];
  let at = 0;
  const sorted = [...marks].sort((a, b) => a[0] - b[0]);
  for (const [s, e] of sorted) {
    const start = Math.max(at, Math.min(text.length, s));
    const end = Math.max(start, Math.min(text.length, e));
    if (end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <chakra.mark key={start} bg="transparent" color="#d4380d" fontWeight="inherit" px="0">
        {text.slice(start, end)}
      </chakra.mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

const TYPE_TONES: Record<PolicyTypeCode, BadgeTone> = {
  jijia: 'brand',
  rengong: 'accent',
  cailiao: 'green',
  anquan: 'accent',
  shuifei: 'brand',
  zhaobiao: 'gray',
  guanli: 'gray',
  hetong: 'green',
};

/** 文件类型 as a small badge. */
export function TypeBadge({ type, name }: { type: PolicyTypeCode; name: string }) {
  return <ToneBadge tone={TYPE_TONES[type] ?? 'gray'}>{name}</ToneBadge>;
}

/** 现行有效 / 已被替代 / 已失效. */
export function StatusBadge({ status }: { status: PolicyStatus }) {
  const current = status === 'current';
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="1.5"
      lineHeight="20px"
      borderRadius="3px"
      fontSize="12px"
      whiteSpace="nowrap"
      borderWidth="1px"
      borderColor={current ? '#b7e4d0' : 'gray.200'}
      color={current ? '#1f7a5a' : 'gray.500'}
      bg={current ? '#f0faf5' : 'gray.50'}
      data-status={status}
    >
      <Box as="span" w="6px" h="6px" borderRadius="full" bg={current ? '#22a06b' : 'gray.400'} aria-hidden="true" />
      {POLICY_STATUS_NAMES[status]}
    </Box>
  );
}

/**
 * The link to a document's detail: its address and a click handler that opens it in the page, or
 * (without the VIP right) lets membership explain (暂无权限) and stays.
 */
export function usePolicyLink() {
  const gate = useRightGate(MembershipRights.vip);
  const [, navigate] = useLocation();
  return (policyId: number) => {
    const href = policyRoutes.detail({ policyId });
    return {
      href,
      onClick: (e: MouseEvent) => {
        if (e.button !== 0) return;
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
          if (!gate()) e.preventDefault();
          return;
        }
        e.preventDefault();
        if (gate()) navigate(href);
      },
    };
  };
}

/** A date 'YYYY-MM-DD' as 2024年3月1日 (a sentence's date). */
export function chineseDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : date;
}
