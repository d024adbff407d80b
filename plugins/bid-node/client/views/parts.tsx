import { type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Grid, Heading, Skeleton, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { LuInbox, LuX } from 'react-icons/lu';
import { DialogService } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { Rights } from '@kernel/client/rights';
import { MembershipDialogs } from '@plugins/membership/shared/dialogs';
import { MembershipRights } from '@plugins/membership/shared/rights';

/** A white section card with a heading bar (left accent) and optional actions. */
export function SectionCard({ id, title, extra, children, ...rest }: { id?: string; title: ReactNode; extra?: ReactNode; children: ReactNode } & Omit<BoxProps, 'title'>) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="page.border"
      borderRadius="8px"
      boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)"
      scrollMarginTop="72px"
      minW="0"
      {...rest}
    >
      <Flex align="center" justify="space-between" px="5" h="48px" borderBottomWidth="1px" borderColor="page.border" gap="3">
        <Heading as="h2" id={headingId} fontSize="16px" fontWeight="600" color="gray.800" display="flex" alignItems="center" gap="2">
          <Box as="span" w="3px" h="15px" bg="brand.600" borderRadius="2px" aria-hidden="true" />
          {title}
        </Heading>
        {extra ? <Flex align="center" gap="2" fontSize="13px" color="gray.500">{extra}</Flex> : null}
      </Flex>
      <Box p="5">{children}</Box>
    </Box>
  );
}

/** Label/value pairs in a grid (基本信息). */
export function InfoGrid({ items, columns = 3 }: { items: Array<{ label: string; value: ReactNode }>; columns?: number }) {
  return (
    <Grid as="dl" templateColumns={`repeat(${columns}, 1fr)`} columnGap="6" rowGap="0" fontSize="14px">
      {items.map((it) => (
        <Flex key={it.label} py="2.5" borderBottomWidth="1px" borderColor="gray.100" borderStyle="dashed" gap="3" minW="0">
          <Text as="dt" color="gray.500" flex="0 0 96px">
            {it.label}
          </Text>
          <Text as="dd" color="gray.800" fontWeight="500" minW="0" wordBreak="break-all">
            {it.value ?? '—'}
          </Text>
        </Flex>
      ))}
    </Grid>
  );
}

/** A figure with its caption: value large, unit small. */
export function StatCard({ label, value, unit, tone = 'plain', hint }: { label: string; value: string; unit?: string; tone?: 'plain' | 'brand' | 'accent'; hint?: string }) {
  const color = tone === 'brand' ? 'brand.700' : tone === 'accent' ? 'accent.700' : 'gray.800';
  const bg = tone === 'brand' ? 'brand.50' : tone === 'accent' ? 'accent.50' : 'white';
  return (
    <Box bg={bg} borderWidth="1px" borderColor={tone === 'plain' ? 'page.border' : 'transparent'} borderRadius="8px" px="3" py="2.5" minW="0">
      <Flex fontSize="13px" color="gray.500" justify="space-between" gap="1">
        <Text as="span" whiteSpace="nowrap">
          {label}
        </Text>
        {unit ? (
          <Text as="span" fontSize="11px" color="gray.400" whiteSpace="nowrap">
            {unit}
          </Text>
        ) : null}
      </Flex>
      <Text fontSize="20px" fontWeight="700" color={color} lineHeight="1.5" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {value}
      </Text>
      {hint ? (
        <Text fontSize="12px" color="gray.400">
          {hint}
        </Text>
      ) : null}
    </Box>
  );
}

/** 暂无数据 with an optional action. */
export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Flex direction="column" align="center" justify="center" py="14" color="gray.500" textAlign="center" role="status">
      <Flex w="64px" h="64px" borderRadius="full" bg="gray.50" align="center" justify="center" fontSize="28px" color="gray.400" mb="3" aria-hidden="true">
        <LuInbox />
      </Flex>
      <Text fontSize="15px" color="gray.700" fontWeight="500">
        {title}
      </Text>
      {description ? (
        <Text fontSize="13px" mt="1" maxW="460px">
          {description}
        </Text>
      ) : null}
      {action ? <Box mt="4">{action}</Box> : null}
    </Flex>
  );
}

/** Loading placeholder lines. */
export function SkeletonBlock({ lines = 4, height = '18px' }: { lines?: number; height?: string }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label="加载中">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} h={height} w={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}

/** A failed section with 重新加载. */
export function LoadError({ onRetry, text = '数据加载失败' }: { onRetry?: () => void; text?: string }) {
  return (
    <Flex direction="column" align="center" py="8" color="gray.500" gap="3" role="alert">
      <Text fontSize="14px">{text}</Text>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          重新加载
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * VIP gate for clicks leading to VIP pages: returns true when the user holds membership's `vip`
 * right; otherwise opens membership's 暂无权限 dialog (the route guard would redirect anyway).
 */
export function useVipGate(): () => boolean {
  const rights = useService<Rights>(Rights);
  const dialogs = useService<DialogService>(DialogService);
  return () => {
    if (rights.has(MembershipRights.vip)) return true;
    dialogs.open(MembershipDialogs.noRights);
    return false;
  };
}

/** A small 移除 (×) button of a single project in the comparison: `label` names what it does and to which project. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      onClick={onClick}
      display="inline-flex"
      p="1"
      color="gray.400"
      borderRadius="4px"
      cursor="pointer"
      _hover={{ color: 'red.500', bg: 'red.50' }}
    >
      <LuX aria-hidden="true" />
    </chakra.button>
  );
}
