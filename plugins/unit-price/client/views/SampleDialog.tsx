import { Box, Flex, Grid, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { DialogShell } from '@kernel/client/views/DialogShell';
import type { BqSampleItem } from '../../shared/contract';
import { fmtPeriod, fmtPrice, fmtQuantity, fmtRegion, featuresInline, priceUnit } from '../format';
import { UnitPriceListStore } from '../list-store';
import { useDetailLink } from './links';
import { PriceHistogram } from './PriceHistogram';
import { FilterTag } from '@kernel/client/views/FilterPanel';
import { ItemActions, LoadError, Pager, PriceStatRows, SampleDataNote, SkeletonBlock, StageBadge, useItemActions } from './parts';

const linkStyle = {
  color: 'brand.700',
  _hover: { textDecoration: 'underline', color: 'brand.600' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
} as const;
const num = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A list row's samples (shown while the list store has an opened row): the statistics and
 * distribution of the code in the filtered set, and its items, each linking to its detail.
 */
export const SampleDialog = observer(function SampleDialog() {
  const store = useService<UnitPriceListStore>(UnitPriceListStore);
  const actions = useItemActions();
  const open = store.open;
  const close = () => store.closeRow();
  const link = useDetailLink(close);
  if (!open) return null;
  const { row } = open;
  const t = open.template.data;
  const loading = open.template.status === 'loading' || open.template.status === 'idle';
  const unit = priceUnit(row.unit);
  const items = t?.samples.list ?? [];
  const pageIds = items.map((i) => i.id);
  const period = t ? fmtPeriod(t.scope.monthFrom, t.scope.monthTo) : undefined;
  const st = t?.stats;
  const columns: DataColumn<BqSampleItem>[] = [
    {
      key: 'code',
      header: '清单编码',
      cellProps: { whiteSpace: 'nowrap', ...num },
      cell: (i) => {
        const l = link(i.id, i.projectId);
        return (
          <chakra.a href={l.href} onClick={l.onClick} {...linkStyle} aria-label={`${i.code} ${i.name}（${i.projectName}）的综合单价详情`}>
            {i.code}
          </chakra.a>
        );
      },
    },
    {
      key: 'project',
      header: '所属工程',
      cellProps: { maxW: '280px' },
      cell: (i) => (
        <>
          <Text fontSize="13px" color="gray.800" truncate title={i.projectName}>
            {i.projectName}
          </Text>
          <Text fontSize="12px" color="gray.500" truncate title={featuresInline(i.features)}>
            {i.buildingUse} · {i.structure} · 工程量 {fmtQuantity(i.quantity, i.unit)} {i.unit}
          </Text>
        </>
      ),
    },
    { key: 'region', header: '地区', cellProps: { whiteSpace: 'nowrap' }, cell: (i) => fmtRegion(i.provinceName, i.cityName) },
    { key: 'month', header: '价格月份', cellProps: { whiteSpace: 'nowrap', ...num }, cell: (i) => i.month },
    { key: 'stage', header: '计价阶段', cell: (i) => <StageBadge stage={i.pricingStage} /> },
    { key: 'price', header: '综合单价', unit, align: 'right', cellProps: { fontWeight: '700', color: 'gray.900', whiteSpace: 'nowrap', ...num }, cell: (i) => fmtPrice(i.unitPrice) },
    {
      key: 'actions',
      header: '操作',
      align: 'center',
      cellProps: { whiteSpace: 'nowrap' },
      cell: (i) => {
        const l = link(i.id, i.projectId);
        return (
          <Flex gap="2" align="center" justify="center">
            <chakra.a href={l.href} onClick={l.onClick} fontSize="13px" {...linkStyle}>
              查看详情
            </chakra.a>
            {actions.length ? <ItemActions itemId={i.id} projectId={i.projectId} code={i.code} name={i.name} pageIds={pageIds} placement="row" /> : null}
          </Flex>
        );
      },
    },
  ];
  return (
    <DialogShell
      title={`${row.code9} ${row.name} 的样本`}
      description={t ? `${t.scope.standard.name} · ${t.scope.area.name} · ${period} · 计量单位 ${row.unit} · 共 ${t.samples.total.toLocaleString('zh-CN')} 条` : '加载中…'}
      onClose={close}
      width="1080px"
      initialFocus="content"
    >
      {open.template.status === 'error' && !t ? (
        <LoadError text={open.template.error || '样本加载失败'} onRetry={() => void store.setSamplePage(open.pageNum)} />
      ) : !t || !st ? (
        <SkeletonBlock lines={8} />
      ) : (
        <>
          <Grid templateColumns="300px minmax(0, 1fr)" gap="5" mb="4" alignItems="start">
            <Box as="dl" borderWidth="1px" borderColor="page.border" borderRadius="8px" px="4" py="2" fontSize="13px">
              <PriceStatRows stats={st} />
              <Text fontSize="12px" color="gray.400" mt="1.5">
                单位：{unit}
              </Text>
            </Box>
            <ChartCard
              plain
              title="同类清单分布"
              unit={unit}
              period={period}
              region={t.scope.area.name}
              sample={st.count}
              empty={st.count < 3 ? '样本少于 3 条，不绘制分布图' : t.histogram.length === 0}
              placeholderHeight={200}
            >
              <PriceHistogram bins={t.histogram} stats={st} unit={unit} height={200} ariaLabel={`${row.name}综合单价分布`} />
            </ChartCard>
          </Grid>
          <Flex align="center" gap="1" mb="2" role="group" aria-label="样本排序" fontSize="13px" color="gray.500">
            <Text mr="1">排序</Text>
            <FilterTag selected={open.sampleSort === 'month'} onClick={() => void store.setSampleSort('month')}>
              按价格月份（新→旧）
            </FilterTag>
            <FilterTag selected={open.sampleSort === 'price'} onClick={() => void store.setSampleSort('price')}>
              按综合单价（低→高）
            </FilterTag>
          </Flex>
          <DataTable label={`${row.name}的样本清单`} columns={columns} rows={items} rowKey={(i) => i.id} loading={loading} skeletonRows={5} />
          {t.samples.total > open.pageSize ? (
            <Box mt="3">
              <Pager label="样本分页" total={t.samples.total} page={open.pageNum} pageSize={open.pageSize} onPage={(p) => void store.setSamplePage(p)} />
            </Box>
          ) : null}
          <SampleDataNote mt="4" />
        </>
      )}
    </DialogShell>
  );
});

