import { Box, Button, Flex, Text, type TableRowProps } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import type { BqCodeRowStat, BqSortField } from '../../shared/contract';
import { fmtPrice, featuresInline, priceUnit } from '../format';
import { UnitPriceListStore } from '../list-store';

/** The list's rows: one per (standard, 9-digit code, unit), the 综合单价 as P10 – median – P90. */
export const CodeTable = observer(function CodeTable() {
  const store = useService<UnitPriceListStore>(UnitPriceListStore);
  const rows = store.rows;
  const loading = store.state === 'loading' || store.state === 'idle';
  const openKey = store.open?.row.rowKey;
  const { sortField, sortOrder } = store.query;
  const columns: DataColumn<BqCodeRowStat>[] = [
    {
      key: 'code',
      header: '清单编码',
      sortable: true,
      width: '104px',
      cellProps: { fontVariantNumeric: 'tabular-nums', color: 'gray.700', whiteSpace: 'nowrap' },
      cell: (r) => r.code9,
    },
    {
      key: 'name',
      header: '项目名称',
      width: '150px',
      rowHeader: true,
      skeletonHeight: '32px',
      cell: (r) => (
        <>
          <Text fontWeight="600" color="gray.900" fontSize="14px">
            {r.name}
          </Text>
          <Text fontSize="12px" color="gray.400" truncate maxW="150px" title={`${r.chapter.name} · ${r.section.name}`}>
            {r.section.name}
          </Text>
        </>
      ),
    },
    {
      key: 'features',
      header: '项目特征',
      cellProps: { maxW: '300px' },
      cell: (r) => (
        <>
          <Text fontSize="12px" color="gray.600" lineClamp={2} title={r.features}>
            {featuresInline(r.features) || '—'}
          </Text>
          {r.featureVariants > 1 ? (
            <Text fontSize="11px" color="gray.400" mt="0.5">
              另有 {r.featureVariants - 1} 种特征描述
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'unit', header: '计量单位', align: 'center', cellProps: { whiteSpace: 'nowrap', color: 'gray.700' }, cell: (r) => r.unit },
    {
      key: 'median',
      header: '综合单价',
      unit: 'P10 – 中位数 – P90',
      align: 'right',
      sortable: true,
      cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
      cell: (r) => <PriceRange row={r} />,
    },
    {
      key: 'sampleCount',
      header: '样本数',
      align: 'right',
      sortable: true,
      cellProps: { fontVariantNumeric: 'tabular-nums', color: 'gray.700', whiteSpace: 'nowrap' },
      cell: (r) => r.count.toLocaleString('zh-CN'),
    },
    {
      key: 'samples',
      header: '操作',
      align: 'center',
      cellProps: { whiteSpace: 'nowrap' },
      cell: (r) => {
        const open = openKey === r.rowKey;
        return (
          <Button
            size="xs"
            variant={open ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-haspopup="dialog"
            aria-label={`查看 ${r.code9} ${r.name} 的样本（${r.count} 条）`}
            onClick={() => {
              void store.openRow(r);
            }}
          >
            样本
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      label="综合单价指标列表"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.rowKey}
      loading={loading}
      skeletonRows={8}
      sort={sortField && sortOrder ? { key: sortField, order: sortOrder } : null}
      onSortChange={(field) => void store.toggleSort(field as BqSortField)}
      rowProps={(r) => ({ bg: openKey === r.rowKey ? 'brand.50' : undefined, 'data-row-key': r.rowKey }) as TableRowProps}
    />
  );
});

/** P10 – median – P90 with the median prominent, the unit beside it. */
export function PriceRange({ row }: { row: Pick<BqCodeRowStat, 'p10' | 'median' | 'p90' | 'unit'> }) {
  return (
    <Box textAlign="right" aria-label={`P10 ${fmtPrice(row.p10)}，中位数 ${fmtPrice(row.median)}，P90 ${fmtPrice(row.p90)}，单位${priceUnit(row.unit)}`}>
      <Flex align="baseline" justify="flex-end" gap="1">
        <Text as="span" fontSize="16px" fontWeight="700" color="brand.700">
          {fmtPrice(row.median)}
        </Text>
        <Text as="span" fontSize="11px" color="gray.500">
          {priceUnit(row.unit)}
        </Text>
      </Flex>
      <Text fontSize="11px" color="gray.500">
        {fmtPrice(row.p10)} – {fmtPrice(row.p90)}
      </Text>
    </Box>
  );
}
