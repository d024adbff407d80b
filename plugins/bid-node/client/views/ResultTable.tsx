import type { MouseEvent } from 'react';
import { Checkbox, Flex, Text, chakra, type TableRowProps } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { observer } from 'mobx-react-lite';
import { LuThumbsUp } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { useService } from '@kernel/client/react';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { ToneBadge, type BadgeTone } from '@kernel/client/views/ToneBadge';
import type { BidNodeSummary, SortField } from '../../shared/contract';
import { ListStore } from '../list-store';
import { fmtArea, fmtMonth, fmtRegion, fmtUnitCost, fmtWan } from '../format';
import { useRightGate } from '@kernel/client/right-gate';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { bidNodeRoutes } from '../../shared/routes';
import { NodeActions, useNodeActions } from './NodeActions';

export function detailPath(id: number): string {
  return bidNodeRoutes.detail({ id });
}

/** The result table: ticks, the columns of the list, sortable headers (sorted by the server), skeleton rows while loading. */
export const ResultTable = observer(function ResultTable() {
  const store = useService<ListStore>(ListStore);
  const gate = useRightGate(MembershipRights.singleProjectVip);
  const [, navigate] = useLocation();
  const items = store.items;
  const loading = store.state === 'loading' || store.state === 'idle';
  const onPage = items.filter((i) => store.isSelected(i.id)).length;
  const all = items.length > 0 && onPage === items.length;
  const open = (e: MouseEvent, item: BidNodeSummary) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey) {
      if (!gate()) e.preventDefault();
      return;
    }
    e.preventDefault();
    if (gate()) navigate(detailPath(item.id));
  };
  const { sortField, sortOrder } = store.query;
  // Actions other plugins contribute to each row (e.g. 收藏); no column when there is none.
  const rowActions = useNodeActions('bid-node.rowAction');
  const pageIds = items.map((i) => i.id);
  const columns: DataColumn<BidNodeSummary>[] = [
    {
      key: 'select',
      width: '40px',
      headerProps: { px: '3' },
      header: (
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          size="sm"
          colorPalette="brand"
          checked={all ? true : onPage > 0 ? 'indeterminate' : false}
          onCheckedChange={(e) => store.setPageSelected(e.checked === true)}
          disabled={items.length === 0}
        >
          <Checkbox.HiddenInput aria-label="全选本页" />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
      cell: (item) => (
        <Checkbox.Root recipe={checkboxSlotRecipe} size="sm" colorPalette="brand" checked={store.isSelected(item.id)} onCheckedChange={() => store.toggleSelect(item)}>
          <Checkbox.HiddenInput aria-label={`选择 ${item.name}`} />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
    },
    {
      key: 'name',
      header: '工程名称',
      width: '220px',
      skeletonHeight: '32px',
      cellProps: { maxW: '220px' },
      cell: (item) => (
        <>
          <chakra.a
            href={detailPath(item.id)}
            onClick={(e: MouseEvent) => open(e, item)}
            display="block"
            color="brand.700"
            fontWeight="600"
            fontSize="14px"
            lineHeight="1.4"
            truncate
            title={item.name}
            _hover={{ textDecoration: 'underline', color: 'brand.600' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
          >
            {item.name}
          </chakra.a>
          <Text fontSize="12px" color="gray.500" truncate title={item.projectName} mt="0.5">
            {item.projectName}
          </Text>
        </>
      ),
    },
    {
      key: 'region',
      header: '地区',
      cellProps: (item) => ({ maxW: '130px', truncate: true, title: fmtRegion(item.provinceName, item.cityName) }),
      cell: (item) => fmtRegion(item.provinceName, item.cityName),
    },
    { key: 'buildingUse', header: '工程用途', cellProps: { whiteSpace: 'nowrap' }, cell: (item) => item.buildingUse },
    { key: 'structure', header: '结构形式', cellProps: { whiteSpace: 'nowrap' }, cell: (item) => item.structure },
    {
      key: 'floorsAbove',
      header: '层数',
      sortable: true,
      cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
      cell: (item) => (
        <>
          {item.floorsAbove}
          <Text as="span" color="gray.400">
            {' / '}
          </Text>
          {item.floorsBelow}
          <Text as="span" fontSize="12px" color="gray.400" ml="1">
            层
          </Text>
        </>
      ),
    },
    { key: 'buildingArea', header: '建筑面积', unit: 'm²', align: 'right', sortable: true, cellProps: { fontVariantNumeric: 'tabular-nums' }, cell: (item) => fmtArea(item.buildingArea) },
    { key: 'pricingStage', header: '计价阶段', cellProps: { whiteSpace: 'nowrap' }, cell: (item) => <StageBadge stage={item.pricingStage} /> },
    { key: 'priceDate', header: '价格日期', sortable: true, cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, cell: (item) => fmtMonth(item.priceDate) },
    {
      key: 'unitCost',
      header: '单方造价',
      unit: '元/m²',
      align: 'right',
      sortable: true,
      cellProps: { fontWeight: '700', color: 'gray.900', fontSize: '14px', fontVariantNumeric: 'tabular-nums' },
      cell: (item) => fmtUnitCost(item.unitCost),
    },
    { key: 'totalCost', header: '总造价', unit: '万元', align: 'right', cellProps: { fontVariantNumeric: 'tabular-nums' }, cell: (item) => fmtWan(item.totalCost) },
    {
      key: 'likeNum',
      header: '点赞',
      align: 'center',
      cellProps: { color: 'gray.500', whiteSpace: 'nowrap' },
      cell: (item) => (
        <Flex align="center" justify="center" gap="1" aria-label={`点赞 ${item.likeNum}`}>
          <LuThumbsUp aria-hidden="true" size="13" />
          <span>{item.likeNum}</span>
        </Flex>
      ),
    },
    ...(rowActions.length > 0
      ? [
          {
            key: 'actions',
            header: '操作',
            align: 'center',
            cellProps: { whiteSpace: 'nowrap' },
            cell: (item) => <NodeActions point="bid-node.rowAction" nodeId={item.id} name={item.name} pageIds={pageIds} placement="row" />,
          } satisfies DataColumn<BidNodeSummary>,
        ]
      : []),
  ];
  return (
    <DataTable
      label="单项工程指标列表"
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      loading={loading}
      skeletonRows={8}
      sort={sortField && sortOrder ? { key: sortField, order: sortOrder } : null}
      onSortChange={(field) => void store.toggleSort(field as SortField)}
      rowProps={(item) => ({ bg: store.isSelected(item.id) ? 'brand.50' : undefined, 'data-row-id': item.id } as TableRowProps)}
    />
  );
});

const STAGE_TONES: Record<string, BadgeTone> = { 招标控制价: 'brand', 中标价: 'accent', 结算价: 'green' };

/** 招标控制价 / 中标价 / 结算价 as a small badge. */
export function StageBadge({ stage }: { stage: string }) {
  return <ToneBadge tone={STAGE_TONES[stage]}>{stage}</ToneBadge>;
}
