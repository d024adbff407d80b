import type { MouseEvent } from 'react';
import { Box, Button, Flex, Grid, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuX } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { useService } from '@kernel/client/react';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { Histogram } from '@kernel/client/views/charts';
import type { BqSampleItem } from '../../shared/contract';
import { unitPriceRoutes } from '../../shared/routes';
import { fmtPeriod, fmtPrice, fmtQuantity, fmtRegion, featuresInline, priceUnit } from '../format';
import { UnitPriceListStore } from '../list-store';
import { SAMPLE_PANEL_ID } from './CodeTable';
import { Chip, ItemActions, LoadError, Pager, SkeletonBlock, StageBadge, useItemActions, useVipGate } from './parts';

/** The link to an item's detail; a click without the VIP right opens the 暂无权限 dialog instead. */
export function useDetailLink() {
  const gate = useVipGate();
  const [, navigate] = useLocation();
  return (id: number, projectId: number) => {
    const href = unitPriceRoutes.detail({ id, projectId });
    return {
      href,
      onClick: (e: MouseEvent) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey) {
          if (!gate()) e.preventDefault();
          return;
        }
        e.preventDefault();
        if (gate()) navigate(href);
      },
    };
  };
}

const linkStyle = {
  color: 'brand.700',
  _hover: { textDecoration: 'underline', color: 'brand.600' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
} as const;

/** The opened row's samples: its statistics and distribution, and a page of its items linking to their detail. */
export const SamplePanel = observer(function SamplePanel() {
  const store = useService<UnitPriceListStore>(UnitPriceListStore);
  const link = useDetailLink();
  const actions = useItemActions();
  const open = store.open;
  if (!open) return null;
  const { row } = open;
  const t = open.template.data;
  const loading = open.template.status === 'loading' || open.template.status === 'idle';
  const unit = priceUnit(row.unit);
  const items = t?.samples.list ?? [];
  const pageIds = items.map((i) => i.id);
  const columns: DataColumn<BqSampleItem>[] = [
    {
      key: 'code',
      header: '清单编码',
      cellProps: { fontFamily: 'mono', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
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
      cellProps: { maxW: '240px' },
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
    { key: 'month', header: '价格月份', cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, cell: (i) => i.month },
    { key: 'stage', header: '计价阶段', cell: (i) => <StageBadge stage={i.pricingStage} /> },
    {
      key: 'price',
      header: '综合单价',
      unit,
      align: 'right',
      cellProps: { fontWeight: '700', color: 'gray.900', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
      cell: (i) => fmtPrice(i.unitPrice),
    },
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
  const stats = t?.stats;
  const period = t ? fmtPeriod(t.scope.monthFrom, t.scope.monthTo) : undefined;
  return (
    <Box id={SAMPLE_PANEL_ID} as="section" aria-label={`${row.code9} ${row.name} 的样本`} mx="5" my="4" borderWidth="1px" borderColor="brand.100" borderRadius="8px" bg="#fbfcff" scrollMarginTop="80px">
      <Flex align="center" justify="space-between" px="4" py="2.5" borderBottomWidth="1px" borderColor="brand.100" gap="3">
        <Text as="h3" fontSize="15px" fontWeight="600" color="gray.800">
          <Text as="span" fontFamily="mono" color="brand.700" mr="2">
            {row.code9}
          </Text>
          {row.name} 的样本
          <Text as="span" fontSize="12px" fontWeight="400" color="gray.500" ml="2">
            {t ? `${t.scope.standard.name} · ${t.scope.area.name} · ${period} · 共 ${t.samples.total.toLocaleString('zh-CN')} 条` : ''}
          </Text>
        </Text>
        <Button size="xs" variant="ghost" aria-label="收起样本" onClick={() => void store.toggleRow(row)}>
          <LuX aria-hidden="true" />
        </Button>
      </Flex>
      {open.template.status === 'error' && !t ? (
        <LoadError text={open.template.error || '样本加载失败'} onRetry={() => void store.setSamplePage(open.pageNum)} />
      ) : !t ? (
        <Box p="4">
          <SkeletonBlock lines={5} />
        </Box>
      ) : (
        <Grid templateColumns="300px minmax(0, 1fr)" gap="4" p="4">
          <Box>
            <Grid templateColumns="repeat(3, 1fr)" gap="2" mb="3">
              {[
                { label: 'P10', value: stats!.p10 },
                { label: '中位数', value: stats!.median, strong: true },
                { label: 'P90', value: stats!.p90 },
                { label: '最低', value: stats!.min },
                { label: '平均', value: stats!.mean },
                { label: '最高', value: stats!.max },
              ].map((s) => (
                <Box key={s.label} bg={s.strong ? 'brand.50' : 'white'} borderWidth="1px" borderColor={s.strong ? 'brand.100' : 'page.border'} borderRadius="6px" px="2" py="1.5">
                  <Text fontSize="11px" color="gray.500">
                    {s.label}
                  </Text>
                  <Text fontSize="13px" fontWeight={s.strong ? '700' : '600'} color={s.strong ? 'brand.700' : 'gray.800'} fontVariantNumeric="tabular-nums">
                    {fmtPrice(s.value)}
                  </Text>
                </Box>
              ))}
            </Grid>
            <ChartCard
              plain
              title="同类清单分布"
              unit={unit}
              period={period}
              region={t.scope.area.name}
              sample={stats!.count}
              empty={t.histogram.length === 0}
              placeholderHeight={200}
            >
              <Histogram
                bins={t.histogram}
                unit={unit}
                height={200}
                markers={[
                  { label: 'P10', value: stats!.p10 },
                  { label: '中位数', value: stats!.median },
                  { label: 'P90', value: stats!.p90 },
                ]}
                ariaLabel={`${row.name}综合单价分布`}
                valueFormat={(v) => fmtPrice(v)}
              />
            </ChartCard>
          </Box>
          <Box minW="0">
            <Flex align="center" gap="1" mb="2" role="group" aria-label="样本排序" fontSize="13px" color="gray.500">
              <Text mr="1">排序</Text>
              <Chip selected={open.sampleSort === 'month'} onClick={() => void store.setSampleSort('month')}>
                按价格月份（新→旧）
              </Chip>
              <Chip selected={open.sampleSort === 'price'} onClick={() => void store.setSampleSort('price')}>
                按综合单价（低→高）
              </Chip>
            </Flex>
            <DataTable label={`${row.name}的样本清单`} columns={columns} rows={items} rowKey={(i) => i.id} loading={loading} skeletonRows={5} />
            {t.samples.total > open.pageSize ? (
              <Box mt="3">
                <Pager label="样本分页" total={t.samples.total} page={open.pageNum} pageSize={open.pageSize} onPage={(p) => void store.setSamplePage(p)} />
              </Box>
            ) : null}
          </Box>
        </Grid>
      )}
    </Box>
  );
});
