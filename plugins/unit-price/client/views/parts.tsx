import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Box, Flex, Text, type FlexProps } from '@chakra-ui/react';
import { LuInfo } from 'react-icons/lu';
import { DialogService } from '@kernel/client/dialogs';
import { ErrorBoundary } from '@kernel/client/error-boundary';
import { PluginScope, useRegistry, useService } from '@kernel/client/react';
import { Rights } from '@kernel/client/rights';
import { FilterChip } from '@kernel/client/views/FilterChip';
import { MembershipDialogs } from '@plugins/membership/shared/dialogs';
import { MembershipRights } from '@plugins/membership/shared/rights';
import type { UnitPriceItemAction, UnitPriceItemActionProps } from '../../shared/contributions';

export { EmptyState, LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';

/** The sample-data notice every page about data carries. */
export function SampleDataNote({ children, ...rest }: { children?: ReactNode } & FlexProps) {
  return (
    <Flex align="flex-start" gap="2" px="3" py="2" bg="#fff8e6" borderWidth="1px" borderColor="#f5dfa6" borderRadius="6px" fontSize="12px" color="#7a5b12" lineHeight="1.7" {...rest}>
      <Box as="span" mt="0.5" flex="0 0 auto" aria-hidden="true">
        <LuInfo />
      </Box>
      <Text>
        <Text as="strong" fontWeight="600">
          示例数据：
        </Text>
        本栏目的综合单价为按各地资源价格、消耗量定额与取费规则组价生成的示例数据（工程名称已匿名化），用于演示平台功能，不代表具体工程的实际价格，不作计价依据。
        {children}
      </Text>
    </Flex>
  );
}

/**
 * VIP gate for clicks leading to the item detail: true when the user holds membership's `vip` right;
 * otherwise membership's 暂无权限 dialog opens (the route guard would send the user back anyway).
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

/** A chip button of the filter rows (aria-pressed). */
export function Chip({ selected, children, onClick, title }: { selected: boolean; children: ReactNode; onClick(): void; title?: string }) {
  return (
    <FilterChip selected={selected} title={title} onClick={onClick} h="26px" lineHeight="26px" mr="1.5" mb="1">
      {children}
    </FilterChip>
  );
}

/** One filter row: its label, 不限, then the options as multi-select chips. */
export function TagRow({ label, options, value, onChange }: { label: string; options: readonly string[]; value: readonly string[]; onChange(value: string[]): void }) {
  const toggle = (v: string) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  return (
    <Flex align="flex-start" py="1.5" borderBottomWidth="1px" borderColor="gray.100" borderStyle="dashed" role="group" aria-label={label}>
      <Text flex="0 0 72px" fontSize="13px" color="gray.500" lineHeight="26px">
        {label}
      </Text>
      <Flex flex="1" wrap="wrap">
        <Chip selected={value.length === 0} onClick={() => onChange([])}>
          不限
        </Chip>
        {options.map((o) => (
          <Chip key={o} selected={value.includes(o)} onClick={() => toggle(o)}>
            {o}
          </Chip>
        ))}
      </Flex>
    </Flex>
  );
}

export { Pager, pageWindow } from '@kernel/client/views/Pager';


const STAGE_COLORS: Record<string, { bg: string; fg: string }> = {
  招标控制价: { bg: 'brand.50', fg: 'brand.700' },
  中标价: { bg: 'accent.50', fg: 'accent.800' },
  结算价: { bg: '#e8f6f1', fg: '#1f7a5a' },
};

/** 招标控制价 / 中标价 / 结算价 as a small badge. */
export function StageBadge({ stage }: { stage: string }) {
  const c = STAGE_COLORS[stage] ?? { bg: 'gray.100', fg: 'gray.700' };
  return (
    <Box as="span" display="inline-block" px="1.5" lineHeight="20px" borderRadius="3px" fontSize="12px" bg={c.bg} color={c.fg} whiteSpace="nowrap">
      {stage}
    </Box>
  );
}

/** One lazy component per contributed action loader (the registry hands out fresh item objects). */
const actionComponents = new WeakMap<UnitPriceItemAction['load'], LazyExoticComponent<ComponentType<UnitPriceItemActionProps>>>();
function actionComponentOf(load: UnitPriceItemAction['load']) {
  let component = actionComponents.get(load);
  if (!component) actionComponents.set(load, (component = lazy(load)));
  return component;
}

/** The actions other plugins contribute to an item (`unit-price.itemAction`), in order. */
export function useItemActions(): readonly (UnitPriceItemAction & { pluginId: string })[] {
  return [...useRegistry().contributions('unit-price.itemAction')].sort((a, b) => a.order - b.order);
}

/** Renders the contributed actions of one item; nothing when none is contributed. */
export function ItemActions(props: UnitPriceItemActionProps) {
  const actions = useItemActions();
  if (actions.length === 0) return null;
  return (
    <Flex gap="2" align="center" justify={props.placement === 'row' ? 'center' : undefined}>
      {actions.map((action) => {
        const Action = actionComponentOf(action.load);
        return (
          <PluginScope key={action.id} pluginId={action.pluginId}>
            <ErrorBoundary name={`unit-price.itemAction:${action.id}`}>
              <Suspense fallback={null}>
                <Action {...props} />
              </Suspense>
            </ErrorBoundary>
          </PluginScope>
        );
      })}
    </Flex>
  );
}
