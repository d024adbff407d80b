import { type ReactNode } from 'react';
import { Flex, Text, type FlexProps } from '@chakra-ui/react';
import { ContributedViews, useOrderedContributions } from '@kernel/client/views/ContributedViews';
import { SampleDataNote as KernelSampleDataNote } from '@kernel/client/views/SampleDataNote';
import { ToneBadge, type BadgeTone } from '@kernel/client/views/ToneBadge';
import type { BqPriceStats } from '../../shared/contract';
import type { UnitPriceItemActionProps } from '../../shared/contributions';
import { fmtPrice } from '../format';

export { EmptyState, LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';

/** The sample-data notice every page about data carries (`children` follow the column's sentence). */
export function SampleDataNote({ children, ...rest }: { children?: ReactNode } & FlexProps) {
  return (
    <KernelSampleDataNote {...rest}>
      本栏目的综合单价为按各地资源价格、消耗量定额与取费规则组价生成的示例数据（工程名称已匿名化），用于演示平台功能，不代表具体工程的实际价格，不作计价依据。
      {children}
    </KernelSampleDataNote>
  );
}

export { Pager, pageWindow } from '@kernel/client/views/Pager';

const STAGE_TONES: Record<string, BadgeTone> = { 招标控制价: 'brand', 中标价: 'accent', 结算价: 'green' };

/** 招标控制价 / 中标价 / 结算价 as a small badge. */
export function StageBadge({ stage }: { stage: string }) {
  return <ToneBadge tone={STAGE_TONES[stage]}>{stage}</ToneBadge>;
}

/** The actions other plugins contribute to an item (`unit-price.itemAction`), in order. */
export const useItemActions = () => useOrderedContributions('unit-price.itemAction');

/** Renders the contributed actions of one item; nothing when none is contributed. */
export function ItemActions(props: UnitPriceItemActionProps) {
  const actions = useItemActions();
  if (actions.length === 0) return null;
  return (
    <Flex gap="2" align="center" justify={props.placement === 'row' ? 'center' : undefined}>
      <ContributedViews items={actions} props={props} name="unit-price.itemAction" />
    </Flex>
  );
}

/**
 * The statistics of a set of samples as definition-list rows (样本数, P10, 中位数 in the brand colour,
 * P90, 平均值, 最低 / 最高), then any `extra` rows; the caller's `dl` holds them.
 */
export function PriceStatRows({ stats, extra = [] }: { stats: BqPriceStats; extra?: ReadonlyArray<readonly [string, string]> }) {
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['样本数', `${stats.count.toLocaleString('zh-CN')} 条`],
    ['P10', fmtPrice(stats.p10)],
    ['中位数', fmtPrice(stats.median)],
    ['P90', fmtPrice(stats.p90)],
    ['平均值', fmtPrice(stats.mean)],
    ['最低 / 最高', `${fmtPrice(stats.min)} / ${fmtPrice(stats.max)}`],
    ...extra,
  ];
  return (
    <>
      {rows.map(([k, v]) => (
        <Flex key={k} justify="space-between" py="1.5" borderBottomWidth="1px" borderColor="gray.100" borderStyle="dashed" gap="2">
          <Text as="dt" color="gray.500">
            {k}
          </Text>
          <Text as="dd" color={k === '中位数' ? 'brand.700' : 'gray.800'} fontWeight={k === '中位数' ? '700' : '500'} fontVariantNumeric="tabular-nums">
            {v}
          </Text>
        </Flex>
      ))}
    </>
  );
}
