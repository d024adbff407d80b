import type { ReactNode } from 'react';
import { Box, Button, Flex, Text, type FlexProps } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCrown, LuLock } from 'react-icons/lu';
import { DialogService } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { MembershipDialogs } from '@plugins/membership/shared/dialogs';
import { LABOUR_INDEX_BASE, type LabourScope } from '../../shared/contract';
import { TONE_COLOR, TONE_WORD, changeTone, formatChange, quarterLabel } from '../format';

/** The sample-data notice of the labour pages. */
export function LabourSampleNote(props: Omit<FlexProps, 'children'>) {
  return (
    <SampleDataNote {...props}>
      本栏目的劳务分包价格按各地人工日单价水平、典型工程的工种含量与近年劳务市场走势生成，样本数为生成时设定的报价条数，用于演示平台功能，不代表任何地区的实际劳务报价，不作计价依据。价格均不含税，指数以
      {LABOUR_INDEX_BASE.quarter.replace('Q', '年第')}季度 = {LABOUR_INDEX_BASE.value}。
    </SampleDataNote>
  );
}

/** A change (ratio) coloured as Chinese markets do: rises red ▲, falls green ▼; read out with its direction. */
export function Change({ value, label, arrows = true }: { value: number | null | undefined; label?: string; arrows?: boolean }) {
  const tone = changeTone(value);
  const text = formatChange(value);
  return (
    <Text
      as="span"
      color={TONE_COLOR[tone]}
      fontVariantNumeric="tabular-nums"
      whiteSpace="nowrap"
      aria-label={value == null ? `${label ?? ''}无可比数据` : `${label ?? ''}${TONE_WORD[tone]}${tone === 'flat' ? '' : ` ${text.replace(/^[+−]/, '')}`}`}
    >
      {arrows && tone === 'up' ? '▲ ' : arrows && tone === 'down' ? '▼ ' : ''}
      {text}
    </Text>
  );
}

/**
 * Why a member without VIP sees the quarter before the newest, with the ways to the newest:
 * 申请试用VIP (membership's trial dialog) and 开通VIP (its plans). Nothing for a VIP.
 */
export const NewestLockedNotice = observer(function NewestLockedNotice({ scope, compact = false }: { scope: LabourScope | null | undefined; compact?: boolean }) {
  const dialogs = useService<DialogService>(DialogService);
  if (!scope?.newestLocked) return null;
  return (
    <Flex
      role="note"
      aria-label="最新季度数据说明"
      data-guide="labor-vip-note"
      align="center"
      gap="3"
      px="4"
      py={compact ? '2' : '2.5'}
      bg="accent.50"
      borderWidth="1px"
      borderColor="accent.200"
      borderRadius="6px"
      wrap="wrap"
    >
      <Box as="span" color="accent.600" fontSize="16px" aria-hidden="true">
        <LuLock />
      </Box>
      <Text fontSize="13px" color="gray.800" flex="1" minW="320px" lineHeight="1.7">
        <Text as="strong" fontWeight="600">
          最新季度数据仅对VIP会员开放。
        </Text>
        当前显示{quarterLabel(scope.visibleQuarter)}数据；{quarterLabel(scope.latestQuarter)}的劳务分包价格、环比与同比开通VIP会员或申请试用后即可查看。
      </Text>
      <Flex gap="2" flex="0 0 auto">
        <Button size="xs" variant="outline" colorPalette="accent" onClick={() => dialogs.open(MembershipDialogs.trial)}>
          申请试用VIP
        </Button>
        <Button size="xs" colorPalette="accent" onClick={() => dialogs.open(MembershipDialogs.buyService)}>
          <LuCrown aria-hidden="true" />
          开通VIP
        </Button>
      </Flex>
    </Flex>
  );
});

/** A figure of a header: a label, the value with its unit, a note under it. */
export function Figure({ label, value, unit, note, emphasis = false }: { label: string; value: ReactNode; unit?: string; note?: ReactNode; emphasis?: boolean }) {
  return (
    <Box px="4" py="3" bg={emphasis ? 'brand.50' : '#f7f9fc'} borderRadius="6px" minW="0">
      <Text fontSize="12px" color="gray.500" truncate>
        {label}
      </Text>
      <Text fontSize="20px" fontWeight="700" color={emphasis ? 'brand.800' : 'gray.800'} fontVariantNumeric="tabular-nums" lineHeight="1.4" whiteSpace="nowrap">
        {value}
        {unit ? (
          <Text as="span" fontSize="12px" fontWeight="400" color="gray.500" ml="1">
            {unit}
          </Text>
        ) : null}
      </Text>
      {note ? (
        <Text as="div" fontSize="12px" color="gray.500" fontVariantNumeric="tabular-nums" mt="0.5">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
