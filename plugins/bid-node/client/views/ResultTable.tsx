import type { MouseEvent } from 'react';
import { Box, Checkbox, Flex, Skeleton, Table, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuThumbsUp } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { useService } from '@kernel/client/react';
import type { BidNodeSummary, SortField } from '../../shared/contract';
import { ListStore } from '../list-store';
import { fmtArea, fmtMonth, fmtRegion, fmtUnitCost, fmtWan } from '../format';
import { useVipGate } from './parts';
import { bidNodeRoutes } from '../../shared/routes';

export function detailPath(id: number): string {
  return bidNodeRoutes.detail({ id });
}

const headStyle = { bg: '#f5f7fb', color: 'gray.600', fontSize: '13px', fontWeight: '600', py: '2', px: '2.5', whiteSpace: 'nowrap', borderColor: 'page.border' } as const;
const cellStyle = { fontSize: '13px', py: '2.5', px: '2.5', color: 'gray.700', borderColor: 'gray.100', verticalAlign: 'middle' } as const;

const SortHeader = observer(function SortHeader({ field, label, unit, textAlign = 'right' }: { field: SortField; label: string; unit?: string; textAlign?: 'left' | 'right' }) {
  const store = useService<ListStore>(ListStore);
  const active = store.query.sortField === field;
  const order = active ? store.query.sortOrder : undefined;
  const Icon = !active ? LuArrowUpDown : order === 'asc' ? LuArrowUp : LuArrowDown;
  const next = !active ? '降序' : order === 'desc' ? '升序' : '默认顺序';
  return (
    <Table.ColumnHeader {...headStyle} textAlign={textAlign} aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <chakra.button
        type="button"
        onClick={() => void store.toggleSort(field)}
        display="inline-flex"
        alignItems="center"
        gap="1"
        cursor="pointer"
        color={active ? 'brand.700' : 'inherit'}
        fontWeight="600"
        _hover={{ color: 'brand.600' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        aria-label={`${label}${unit ? `（${unit}）` : ''}，点击按${label}${next}排列`}
      >
        <Box as="span" textAlign={textAlign} lineHeight="1.3">
          {label}
          {unit ? (
            <Text as="span" display="block" fontSize="11px" fontWeight="400" color="gray.500">
              {unit}
            </Text>
          ) : null}
        </Box>
        <Box as="span" fontSize="12px" opacity={active ? 1 : 0.45} aria-hidden="true">
          <Icon />
        </Box>
      </chakra.button>
    </Table.ColumnHeader>
  );
});

/** The result table: ticks, the columns of the spec, sortable headers, skeleton rows while loading. */
export const ResultTable = observer(function ResultTable() {
  const store = useService<ListStore>(ListStore);
  const items = store.items;
  const loading = store.state === 'loading';
  const onPage = items.filter((i) => store.isSelected(i.id)).length;
  const all = items.length > 0 && onPage === items.length;
  return (
    <Box overflowX="auto" aria-busy={loading}>
      <Table.Root size="sm" aria-label="单项工程指标列表" interactive={!loading} css={{ '& tbody tr:hover td': { background: '#f8faff' } }}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...headStyle} w="40px" px="3">
              <Checkbox.Root
                size="sm"
                colorPalette="brand"
                checked={all ? true : onPage > 0 ? 'indeterminate' : false}
                onCheckedChange={(e) => store.setPageSelected(e.checked === true)}
                disabled={items.length === 0}
              >
                <Checkbox.HiddenInput aria-label="全选本页" />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...headStyle} w="220px">
              工程名称
            </Table.ColumnHeader>
            <Table.ColumnHeader {...headStyle}>地区</Table.ColumnHeader>
            <Table.ColumnHeader {...headStyle}>工程用途</Table.ColumnHeader>
            <Table.ColumnHeader {...headStyle}>结构形式</Table.ColumnHeader>
            <SortHeader field="floorsAbove" label="层数" textAlign="left" />
            <SortHeader field="buildingArea" label="建筑面积" unit="m²" />
            <Table.ColumnHeader {...headStyle}>计价阶段</Table.ColumnHeader>
            <SortHeader field="priceDate" label="价格日期" textAlign="left" />
            <SortHeader field="unitCost" label="单方造价" unit="元/m²" />
            <Table.ColumnHeader {...headStyle} textAlign="right">
              <Box as="span" display="inline-block" lineHeight="1.3">
                总造价
                <Text as="span" display="block" fontSize="11px" fontWeight="400" color="gray.500">
                  万元
                </Text>
              </Box>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...headStyle} textAlign="center">
              点赞
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading && items.length === 0
            ? Array.from({ length: 8 }, (_, i) => (
                <Table.Row key={`sk-${i}`}>
                  {Array.from({ length: 12 }, (__, j) => (
                    <Table.Cell key={j} {...cellStyle}>
                      <Skeleton h={j === 1 ? '32px' : '14px'} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : items.map((item) => <ResultRow key={item.id} item={item} dim={loading} />)}
        </Table.Body>
      </Table.Root>
    </Box>
  );
});

const ResultRow = observer(function ResultRow({ item, dim }: { item: BidNodeSummary; dim: boolean }) {
  const store = useService<ListStore>(ListStore);
  const gate = useVipGate();
  const [, navigate] = useLocation();
  const selected = store.isSelected(item.id);
  const open = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey) {
      if (!gate()) e.preventDefault();
      return;
    }
    e.preventDefault();
    if (gate()) navigate(detailPath(item.id));
  };
  return (
    <Table.Row opacity={dim ? 0.55 : 1} bg={selected ? 'brand.50' : undefined} data-row-id={item.id}>
      <Table.Cell {...cellStyle}>
        <Checkbox.Root size="sm" colorPalette="brand" checked={selected} onCheckedChange={() => store.toggleSelect(item)}>
          <Checkbox.HiddenInput aria-label={`选择 ${item.name}`} />
          <Checkbox.Control />
        </Checkbox.Root>
      </Table.Cell>
      <Table.Cell {...cellStyle} maxW="220px">
        <chakra.a
          href={detailPath(item.id)}
          onClick={open}
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
      </Table.Cell>
      <Table.Cell {...cellStyle} maxW="130px" truncate title={fmtRegion(item.provinceName, item.cityName)}>
        {fmtRegion(item.provinceName, item.cityName)}
      </Table.Cell>
      <Table.Cell {...cellStyle} whiteSpace="nowrap">
        {item.buildingUse}
      </Table.Cell>
      <Table.Cell {...cellStyle} whiteSpace="nowrap">
        {item.structure}
      </Table.Cell>
      <Table.Cell {...cellStyle} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {item.floorsAbove}
        <Text as="span" color="gray.400">
          {' / '}
        </Text>
        {item.floorsBelow}
        <Text as="span" fontSize="12px" color="gray.400" ml="1">
          层
        </Text>
      </Table.Cell>
      <Table.Cell {...cellStyle} textAlign="right" fontVariantNumeric="tabular-nums">
        {fmtArea(item.buildingArea)}
      </Table.Cell>
      <Table.Cell {...cellStyle} whiteSpace="nowrap">
        <StageBadge stage={item.pricingStage} />
      </Table.Cell>
      <Table.Cell {...cellStyle} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {fmtMonth(item.priceDate)}
      </Table.Cell>
      <Table.Cell {...cellStyle} textAlign="right" fontWeight="700" color="gray.900" fontSize="14px" fontVariantNumeric="tabular-nums">
        {fmtUnitCost(item.unitCost)}
      </Table.Cell>
      <Table.Cell {...cellStyle} textAlign="right" fontVariantNumeric="tabular-nums">
        {fmtWan(item.totalCost)}
      </Table.Cell>
      <Table.Cell {...cellStyle} textAlign="center" color="gray.500" whiteSpace="nowrap">
        <Flex align="center" justify="center" gap="1" aria-label={`点赞 ${item.likeNum}`}>
          <LuThumbsUp aria-hidden="true" size="13" />
          <span>{item.likeNum}</span>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
});

const STAGE_COLORS: Record<string, { bg: string; fg: string }> = {
  招标控制价: { bg: 'brand.50', fg: 'brand.700' },
  中标价: { bg: 'accent.50', fg: 'accent.800' },
  结算价: { bg: '#e8f6f1', fg: '#1f7a5a' },
};

export function StageBadge({ stage }: { stage: string }) {
  const c = STAGE_COLORS[stage] ?? { bg: 'gray.100', fg: 'gray.700' };
  return (
    <Box as="span" display="inline-block" px="1.5" lineHeight="20px" borderRadius="3px" fontSize="12px" bg={c.bg} color={c.fg}>
      {stage}
    </Box>
  );
}
