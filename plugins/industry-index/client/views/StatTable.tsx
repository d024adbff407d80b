import { Box, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { SectionCard } from '@kernel/client/views/Section';
import { INDICATORS, NATIONAL_AREA_ID, type RegionRow } from '../../shared/contract';
import { TONE_COLOR, changeTone, formatChange, formatValue } from '../format';
import { IndustryIndexStore } from '../tokens';

/** 全国 and the 31 provinces with every indicator of the period and its 同比增长: the map's text alternative. */
export const StatTable = observer(function StatTable() {
  const store = useService<IndustryIndexStore>(IndustryIndexStore);
  const data = store.data.data;
  const selected = store.selection?.areaId ?? NATIONAL_AREA_ID;
  const chosen = store.selection?.indicator;
  const columns: DataColumn<RegionRow>[] = [
    { key: 'name', header: '地区', cell: (r) => r.name, rowHeader: true, sticky: true, width: '76px', cellProps: { py: '1.5' }, sortable: true, sortValue: (r) => (r.areaid === NATIONAL_AREA_ID ? '' : r.code) },
    ...INDICATORS.map(
      (d): DataColumn<RegionRow> => ({
        key: d.code,
        header: d.name,
        unit: d.unit,
        align: 'right',
        sortable: true,
        sortValue: (r) => (r.areaid === NATIONAL_AREA_ID ? Number.POSITIVE_INFINITY : r.values[d.code]),
        headerProps: d.code === chosen ? { bg: '#e8f0fd', color: 'brand.700' } : undefined,
        cellProps: { py: '1.5' },
        cell: (r) => (
          <Box lineHeight="1.35">
            <Text fontVariantNumeric="tabular-nums" color="gray.800">
              {formatValue(r.values[d.code], d.code)}
            </Text>
            <Text fontSize="11px" fontVariantNumeric="tabular-nums" color={TONE_COLOR[changeTone(r.yoy[d.code])]}>
              {formatChange(r.yoy[d.code])}
            </Text>
          </Box>
        ),
      }),
    ),
  ];
  return (
    <SectionCard id="industry-table" title={data ? `${data.period.label}全国及各省建筑业主要指标` : '全国及各省建筑业主要指标'}>
      <Text fontSize="12px" color="gray.500" mb="2">
        {data ? `期间：${data.period.label}${data.period.kind === 'quarter' ? '（年初累计）' : ''} · 每格下方为同比增长 · 各省合计等于全国 · 来源：${data.source}（示例数据）` : '\u00a0'}
      </Text>
      <Box overflowX="auto">
        <DataTable
          label={data ? `${data.period.label}全国及各省建筑业主要指标` : '全国及各省建筑业主要指标'}
          columns={columns}
          rows={data?.table ?? []}
          rowKey={(r) => r.areaid}
          loading={!data}
          skeletonRows={8}
          interactive
          rowProps={(r) => (r.areaid === selected ? { bg: '#f1f6fe', fontWeight: '600' } : r.areaid === NATIONAL_AREA_ID ? { bg: '#fafbfd', fontWeight: '600' } : {})}
        />
      </Box>
    </SectionCard>
  );
});
