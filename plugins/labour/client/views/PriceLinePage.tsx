import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Flex, Grid, Skeleton, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuFileSpreadsheet, LuStar } from 'react-icons/lu';
import { useSearch } from 'wouter';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { Notifier } from '@kernel/client/ui-store';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { LineChart, type LineSeries } from '@kernel/client/views/charts';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { FilterChip } from '@kernel/client/views/FilterChip';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { RegionSelector } from '@kernel/client/views/RegionSelector';
import { Pager } from '@kernel/client/views/Pager';
import { LoadError } from '@kernel/client/views/Section';
import { withQuery } from '@kernel/core/route-refs';
import {
  LABOUR_INDEX_BASE,
  LABOUR_LIMITS,
  labourRoutes,
  type LabourLineDetail,
  type LabourQuarterFigures,
  type LabourRegionNode,
} from '../../shared/contract';
import { findRegion, regionTitle } from '../catalog';
import { formatChange, formatCount, formatIndex, formatPrice, quarterLabel } from '../format';
import { LabourLineStore, type LabourPeriod } from '../tokens';
import { Change, Figure, LabourSampleNote, NewestLockedNotice } from './parts';

const num = { fontVariantNumeric: 'tabular-nums' } as const;
const BASE_TEXT = `${quarterLabel(LABOUR_INDEX_BASE.quarter)} = ${LABOUR_INDEX_BASE.value}`;
const SOURCE = '造价指标网劳务分包价格库（示例数据）';

function idOf(text: string | undefined): number | null {
  return text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Starts the page's requests as soon as its code is there (before the first render). */
export function prepare({ get, params, search }: PagePrepareContext): void {
  const id = idOf(params.id);
  if (id != null) void get<LabourLineStore>(LabourLineStore).open(id, search);
}

const lineName = (d: LabourLineDetail) => `${d.line.trade.name} · ${d.line.buildingType}`;

/** The line: what it is, the favourite and the download, the latest figures and the last two years. */
const LineHeader = observer(function LineHeader() {
  const store = useService<LabourLineStore>(LabourLineStore);
  const notifier = useService<Notifier>(Notifier);
  const d = store.detail.data;
  const t = d?.line.trade;
  const latest = d?.latest;
  const toggle = async () => {
    const r = await store.toggleSaved();
    if (r.message) notifier.notify(r.message, r.ok ? 'success' : 'error');
  };
  const download = async () => {
    const problem = await store.exportXlsx();
    if (problem) notifier.notify(problem, 'error');
  };
  return (
    <Box as="section" aria-labelledby="labour-line-title" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="5">
      <Flex justify="space-between" align="flex-start" gap="4" mb="4">
        <Box minW="0">
          {d && t ? (
            <>
              <Text as="h2" id="labour-line-title" fontSize="19px" fontWeight="700" color="gray.800" lineHeight="1.4">
                {t.name}
                <Text as="span" ml="2" fontWeight="500" color="gray.600">
                  {d.line.buildingType}
                </Text>
                <Text as="span" ml="3" fontSize="14px" fontWeight="500" color="brand.700" bg="brand.50" px="2" py="0.5" borderRadius="4px" verticalAlign="middle">
                  {regionTitle(d.line.region)}
                </Text>
              </Text>
              <Text fontSize="13px" color="gray.500" mt="1">
                工作内容：{t.scope}
              </Text>
              <Text fontSize="12px" color="gray.500" mt="0.5">
                计价单位：{t.unit}（按{t.unitBasis}）、{t.altUnit}（按{t.altUnitBasis}） · 人工日单价取{d.line.trade.dayRateResource.name}（{d.line.trade.dayRateResource.code}）当季市场价均值
              </Text>
            </>
          ) : (
            <>
              <Skeleton h="26px" w="320px" id="labour-line-title" />
              <Skeleton h="16px" w="480px" mt="2" />
            </>
          )}
        </Box>
        <Flex gap="2" flex="0 0 auto">
          {store.favoritesOn ? (
            <Button
              size="sm"
              variant={store.saved ? 'solid' : 'outline'}
              colorPalette="accent"
              aria-pressed={store.saved === true}
              title={store.saved ? '点击取消收藏' : '收藏此价格，在个人中心「我的收藏」查看价格变化'}
              loading={store.saving}
              disabled={!d}
              onClick={() => void toggle()}
            >
              <LuStar aria-hidden="true" fill={store.saved ? 'currentColor' : 'none'} />
              {store.saved ? '已收藏' : '收藏'}
            </Button>
          ) : null}
          <Button size="sm" colorPalette="brand" onClick={() => void download()} loading={store.exporting} loadingText="导出中…" disabled={!d}>
            <LuFileSpreadsheet aria-hidden="true" />
            导出Excel
          </Button>
        </Flex>
      </Flex>
      <Grid templateColumns="repeat(5, minmax(0, 1fr))" gap="3" aria-live="polite">
        {d && t && latest ? (
          <>
            <Figure
              emphasis
              label={`劳务单价（${quarterLabel(latest.quarter)}）`}
              value={formatPrice(latest.price)}
              unit={t.unit}
              note={
                <>
                  环比 <Change value={latest.mom} label="环比" /> · 同比 <Change value={latest.yoy} label="同比" />
                </>
              }
            />
            <Figure label={`按${t.altUnitBasis}计`} value={formatPrice(latest.altPrice)} unit={t.altUnit} note={`人工日单价 ${formatPrice(latest.dayRate)} 元/工日`} />
            <Figure label="劳务分包指数" value={formatIndex(latest.index)} note={`基期 ${BASE_TEXT}`} />
            <Figure
              label={`近两年涨跌（${d.twoYears.from}—${d.twoYears.to}）`}
              value={<Change value={d.twoYears.change} label="近两年" arrows={false} />}
              note={`区间 ${formatPrice(d.twoYears.min)}—${formatPrice(d.twoYears.max)} ${t.unit}`}
            />
            {d.national.ratio == null ? (
              <Figure label="样本数" value={formatCount(latest.samples)} unit="条报价" note={`近两年共 ${formatCount(d.twoYears.samples)} 条`} />
            ) : (
              <Figure
                label="较全国同期"
                value={<Text as="span" color="gray.800">{formatChange(d.national.ratio)}</Text>}
                note={`全国 ${formatPrice(d.national.price)} ${t.unit} · 样本 ${formatCount(latest.samples)} 条`}
              />
            )}
          </>
        ) : (
          Array.from({ length: 5 }, (_, i) => <Skeleton key={i} h="84px" borderRadius="6px" />)
        )}
      </Grid>
      <Text fontSize="12px" color="gray.500" mt="2" {...num}>
        {d && t && latest
          ? `地区：${regionTitle(d.line.region)} · 季度：${quarterLabel(latest.quarter)} · 单位：${t.unit}（${t.unitBasis}），${t.altUnit}（${t.altUnitBasis}） · 样本 ${formatCount(latest.samples)} 条报价 · 价格不含税 · 来源：${SOURCE}`
          : '\u00a0'}
      </Text>
    </Box>
  );
});

const PERIODS: ReadonlyArray<{ label: string; value: LabourPeriod }> = [
  { label: '近2年', value: 8 },
  { label: '近5年', value: 20 },
  { label: '全部', value: null },
];

type Metric = 'price' | 'index';

/** The compared regions: checkboxes of the province's cities (for a province or city line) and of 全国 and the provinces. */
const ComparePicker = observer(function ComparePicker() {
  const store = useService<LabourLineStore>(LabourLineStore);
  const notifier = useService<Notifier>(Notifier);
  const regions = store.catalog.info.data?.regions ?? [];
  const line = store.detail.data?.line;
  if (!line || regions.length === 0) return null;
  const own = line.region.areaid;
  const province = line.region.level === 'national' ? null : regions.find((r) => r.areaid === own || r.subList.some((c) => c.areaid === own)) ?? null;
  const full = store.compareIds.length >= LABOUR_LIMITS.compareMax;
  const box = (r: LabourRegionNode, label = r.name) => {
    const checked = store.compareIds.includes(r.areaid);
    const disabled = !checked && full;
    return (
      <chakra.label
        key={r.areaid}
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        h="28px"
        px="2"
        borderRadius="4px"
        fontSize="13px"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        color={disabled ? 'gray.400' : checked ? 'brand.800' : 'gray.700'}
        bg={checked ? 'brand.50' : 'transparent'}
        _hover={disabled ? undefined : { bg: 'brand.50' }}
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
      >
        <chakra.input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          accentColor="var(--chakra-colors-brand-600)"
          onChange={() => {
            const problem = store.toggleCompare(r.areaid);
            if (problem) notifier.notify(problem, 'warning');
          }}
        />
        {label}
      </chakra.label>
    );
  };
  const national = regions.find((r) => r.areaid === 1);
  const provinces = regions.filter((r) => r.areaid !== 1 && r.areaid !== own);
  const cities = province ? province.subList.filter((c) => c.areaid !== own) : [];
  // Compared cities of other provinces (picked with 添加城市), listed so they can be unticked.
  const others = store.compareIds.flatMap((a) => {
    const found = findRegion(regions, a);
    return found?.province && found.province.areaid !== province?.areaid ? [{ region: found.region, province: found.province.name }] : [];
  });
  return (
    <chakra.fieldset mt="4" pt="3" borderTopWidth="1px" borderColor="page.border" data-guide="labor-compare">
      <Flex as="legend" align="center" gap="3" fontSize="13px" fontWeight="600" color="gray.800" mb="1" float="left" w="full">
        对比地区
        <Text as="span" fontSize="12px" fontWeight="400" color="gray.500">
          最多选 {LABOUR_LIMITS.compareMax} 个，已选 {store.compareIds.length} 个（同一工种与业态）
        </Text>
        {store.compareIds.length ? (
          <chakra.button type="button" fontSize="12px" fontWeight="400" color="brand.700" cursor="pointer" _hover={{ textDecoration: 'underline' }} onClick={() => store.clearCompare()}>
            清除对比
          </chakra.button>
        ) : null}
      </Flex>
      {cities.length ? (
        <Flex align="flex-start" gap="2" py="1" clear="both" role="group" aria-label={`${province!.name}的城市`}>
          <Text flex="0 0 72px" fontSize="12px" color="gray.500" lineHeight="28px">
            {province!.name}城市
          </Text>
          <Flex wrap="wrap" gap="0.5" flex="1">
            {province!.areaid !== own ? box(province!, `${province!.name}（全省）`) : null}
            {cities.map((c) => box(c))}
          </Flex>
        </Flex>
      ) : null}
      <Flex align="center" gap="2" py="1" clear="both" role="group" aria-label="其他城市">
        <Text flex="0 0 72px" fontSize="12px" color="gray.500" lineHeight="28px">
          其他城市
        </Text>
        <Flex wrap="wrap" gap="0.5" flex="1" align="center">
          {others.map((o) => box(o.region, `${o.province} · ${o.region.name}`))}
          {full ? null : (
            <RegionSelector
              regions={regions.filter((r) => r.areaid !== 1)}
              value={0}
              label="添加城市"
              allowCities
              onChange={(areaId) => {
                const problem = store.compareIds.includes(areaId) ? null : store.toggleCompare(areaId);
                if (problem) notifier.notify(problem, 'warning');
              }}
            />
          )}
        </Flex>
      </Flex>
      <Flex align="flex-start" gap="2" py="1" clear="both" role="group" aria-label="全国及各省">
        <Text flex="0 0 72px" fontSize="12px" color="gray.500" lineHeight="28px">
          全国及各省
        </Text>
        <Flex wrap="wrap" gap="0.5" flex="1">
          {national && national.areaid !== own ? box(national) : null}
          {provinces.filter((p) => p.areaid !== province?.areaid || own === p.areaid).map((p) => box(p))}
        </Flex>
      </Flex>
    </chakra.fieldset>
  );
});

/** 价格走势: the line over the period, the band across the sub-regions, the compared regions; price or index. */
const TrendCard = observer(function TrendCard() {
  const store = useService<LabourLineStore>(LabourLineStore);
  const [metric, setMetric] = useState<Metric>('price');
  const d = store.detail.data;
  const trend = store.trend.data;
  const t = d?.line.trade;
  const series = useMemo<LineSeries[]>(() => {
    if (!trend) return [];
    const band = new Map(trend.band.points.map((p) => [p.quarter, p]));
    const own: LineSeries = {
      name: regionTitle(trend.series.region),
      points: trend.series.points.map((p) => {
        const b = band.get(p.quarter);
        return { x: p.quarter, y: metric === 'price' ? p.price : p.index, band: metric === 'price' && b && b.regions > 1 ? ([b.min, b.max] as [number, number]) : undefined };
      }),
    };
    const others = trend.compare
      .filter((c) => c.points.length)
      .map((c) => ({ name: regionTitle(c.region), points: c.points.map((p) => ({ x: p.quarter, y: metric === 'price' ? p.price : p.index })) }));
    return [own, ...others];
  }, [trend, metric]);
  const missing = trend?.compare.filter((c) => !c.points.length) ?? [];
  const pts = trend?.series.points ?? [];
  const first = pts[0];
  const last = pts[pts.length - 1];
  const samples = pts.reduce((n, p) => n + p.samples, 0);
  const high = pts.reduce<LabourQuarterFigures | null>((m, p) => (!m || p.price > m.price ? p : m), null);
  const unit = metric === 'price' ? (t?.unit ?? '元/m²') : '指数';
  const summary =
    trend && t && first && last && metric === 'index'
      ? `${regionTitle(trend.series.region)}${t.name}（${d!.line.buildingType}）劳务分包指数由${quarterLabel(first.quarter)}的 ${formatIndex(first.index)} 变为${quarterLabel(last.quarter)}的 ${formatIndex(last.index)}（${BASE_TEXT}）${
          trend.compare.length ? `；同期${trend.compare.filter((c) => c.points.length).map((c) => `${regionTitle(c.region)} ${formatIndex(c.points[c.points.length - 1].index)}`).join('、')}` : ''
        }。`
      : trend && t && first && last
      ? `${regionTitle(trend.series.region)}${t.name}（${d!.line.buildingType}）劳务单价由${quarterLabel(first.quarter)}的 ${formatPrice(first.price)} ${t.unit} 变为${quarterLabel(last.quarter)}的 ${formatPrice(last.price)} ${t.unit}，累计${formatChange(first.price ? (last.price - first.price) / first.price : null)}；期间最高 ${formatPrice(high?.price)} ${t.unit}（${quarterLabel(high?.quarter)}）。`
      : undefined;
  return (
    <ChartCard
      title="价格走势"
      headingLevel="h2"
      unit={metric === 'price' ? `${t?.unit ?? ''}（${t?.unitBasis ?? '建筑面积'}）` : `指数（${BASE_TEXT}）`}
      period={first && last ? `${quarterLabel(first.quarter)}—${quarterLabel(last.quarter)}` : undefined}
      region={trend ? [regionTitle(trend.series.region), ...trend.compare.map((c) => regionTitle(c.region))].join('、') : undefined}
      extraCaption={trend ? [`样本 ${formatCount(samples)} 条报价`] : undefined}
      summary={summary}
      loading={!trend && store.trend.status !== 'error'}
      empty={store.trend.status === 'error' ? store.trend.error || '价格走势加载失败' : trend && !pts.length ? '该期间暂无价格' : false}
      placeholderHeight={320}
      actions={
        <Flex gap="3" align="center" wrap="wrap" justify="flex-end">
          <Flex role="group" aria-label="显示" gap="1">
            <FilterChip selected={metric === 'price'} onClick={() => setMetric('price')}>
              劳务单价
            </FilterChip>
            <FilterChip selected={metric === 'index'} onClick={() => setMetric('index')}>
              指数
            </FilterChip>
          </Flex>
          <Flex role="group" aria-label="期间" gap="1">
            {PERIODS.map((p) => (
              <FilterChip key={p.label} selected={store.period === p.value} onClick={() => store.setPeriod(p.value)}>
                {p.label}
              </FilterChip>
            ))}
          </Flex>
        </Flex>
      }
      note={
        trend ? (
          <>
            {metric === 'price' && trend.band.points.length ? `浅色区域为${trend.band.label}同工种同业态劳务单价的最低—最高区间；` : ''}
            {metric === 'index' ? `指数 = 当季劳务单价 ÷ ${quarterLabel(LABOUR_INDEX_BASE.quarter)}劳务单价 × 100，各地区以本地区基期价格为 100，可比较涨幅；` : ''}
            对比地区为同一工种、同一业态的价格。
            {missing.length ? `${missing.map((c) => regionTitle(c.region)).join('、')}暂无此工种${d?.line.buildingType ?? ''}价格。` : ''}
          </>
        ) : undefined
      }
      bg="white"
    >
      <LineChart
        series={series}
        unit={metric === 'price' ? (t?.unit ?? '元/m²') : ''}
        height={320}
        ariaLabel={`${d ? lineName(d) : ''} ${metric === 'price' ? '劳务单价' : '劳务分包指数'}走势`}
        bandLabel={trend?.band.label ? `${trend.band.label}区间（最低—最高）` : '区间'}
        valueFormat={(v) => (metric === 'price' ? formatPrice(v) : formatIndex(v))}
      />
      <Text srOnly>{unit}</Text>
      <ComparePicker />
    </ChartCard>
  );
});

/** 季度数据: the line's quarters, newest first, paged. */
const QuarterTable = observer(function QuarterTable() {
  const store = useService<LabourLineStore>(LabourLineStore);
  const data = store.quarters.data;
  const t = data?.line.trade ?? store.detail.data?.line.trade;
  const columns: DataColumn<LabourQuarterFigures>[] = [
    { key: 'quarter', header: '季度', rowHeader: true, cellProps: { ...num, whiteSpace: 'nowrap', fontWeight: '600' }, cell: (q) => quarterLabel(q.quarter) },
    { key: 'price', header: '劳务单价', unit: `${t?.unit ?? ''}（${t?.unitBasis ?? ''}）`, align: 'right', cellProps: { ...num, fontWeight: '600' }, cell: (q) => formatPrice(q.price) },
    { key: 'alt', header: `按${t?.altUnitBasis ?? ''}计`, unit: t?.altUnit, align: 'right', cellProps: num, cell: (q) => formatPrice(q.altPrice) },
    { key: 'day', header: '人工日单价', unit: '元/工日', align: 'right', cellProps: num, cell: (q) => formatPrice(q.dayRate) },
    {
      key: 'index',
      header: '指数',
      unit: BASE_TEXT,
      align: 'right',
      cellProps: (q) => ({ ...num, color: q.quarter === LABOUR_INDEX_BASE.quarter ? 'brand.700' : undefined, fontWeight: q.quarter === LABOUR_INDEX_BASE.quarter ? '600' : undefined }),
      cell: (q) => formatIndex(q.index),
    },
    { key: 'mom', header: '环比', unit: '较上季度', align: 'right', cell: (q) => <Change value={q.mom} label="环比" /> },
    { key: 'yoy', header: '同比', unit: '较上年同季', align: 'right', cell: (q) => <Change value={q.yoy} label="同比" /> },
    { key: 'samples', header: '样本数', unit: '条报价', align: 'right', cellProps: { ...num, color: 'gray.600' }, cell: (q) => formatCount(q.samples) },
  ];
  return (
    <Box as="section" aria-labelledby="labour-quarters-title" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="4">
      <Text as="h2" id="labour-quarters-title" fontSize="14px" fontWeight="600" color="gray.800">
        季度数据
      </Text>
      <Text fontSize="12px" color="gray.500" mt="0.5" mb="3" {...num}>
        {data && t
          ? `${t.name} · ${data.line.buildingType} · 地区：${regionTitle(data.line.region)} · 共 ${data.total} 个季度 · 单位：${t.unit}（${t.unitBasis}）、${t.altUnit}、元/工日 · 指数基期：${BASE_TEXT}`
          : '\u00a0'}
      </Text>
      {store.quarters.status === 'error' && !data ? (
        <LoadError text={store.quarters.error || '季度数据加载失败'} onRetry={() => void store.setPage(store.pageNum)} />
      ) : (
        <DataTable
          label={`${t?.name ?? ''}劳务价格季度数据`}
          rows={data?.list ?? []}
          rowKey={(q) => q.quarter}
          columns={columns}
          loading={store.quarters.status === 'loading'}
          skeletonRows={8}
          rowProps={(q) => (q.quarter === LABOUR_INDEX_BASE.quarter ? { bg: 'brand.50' } : {})}
        />
      )}
      {data && data.total > 0 ? (
        <Box mt="3">
          <Pager
            label="季度数据分页"
            unit="个季度"
            total={data.total}
            page={data.pageNum}
            pageSize={data.pageSize}
            sizes={LABOUR_LIMITS.pageSizes}
            onPage={(p) => void store.setPage(p)}
            onPageSize={(s) => void store.setPageSize(s)}
          />
        </Box>
      ) : null}
      <Text fontSize="12px" color="gray.500" mt="2" lineHeight="1.7">
        环比：与上一季度相比；同比：与上年同一季度相比；▲ 上涨 ▼ 下降。指数 = 当季劳务单价 ÷ {quarterLabel(LABOUR_INDEX_BASE.quarter)}劳务单价 × 100。人工日单价为该工种当季各月市场价的平均值。
      </Text>
    </Box>
  );
});

/** /laborSubcontracting/priceLine/:id: 价格走势 — one trade and building type in one region over time. */
const PriceLinePage = observer(function PriceLinePage({ params }: { params: { id?: string } }) {
  const store = useService<LabourLineStore>(LabourLineStore);
  const search = useSearch();
  const id = idOf(params.id);
  useEffect(() => {
    if (id != null) void store.open(id, search);
  }, [store, id, search]);
  const d = store.detail.data && store.detail.data.line.id === id ? store.detail.data : null;
  const indexHref = d ? withQuery(labourRoutes.index(), { areaId: d.line.region.areaid === 1 ? undefined : d.line.region.areaid, trade: d.line.trade.code }) : labourRoutes.index();

  return (
    <PageContainer breadcrumb={[{ label: '劳务分包指数', href: indexHref }, { label: '价格走势' }]}>
      <Flex align="baseline" gap="3" mb="3" wrap="wrap">
        <Text as="h1" fontSize="22px" fontWeight="600" color="gray.800">
          价格走势
        </Text>
        <Text fontSize="13px" color="gray.500">
          {d ? `${d.line.trade.name} · ${d.line.buildingType} · ${regionTitle(d.line.region)}` : '\u00a0'}
        </Text>
      </Flex>
      <LabourSampleNote mb="3" />
      {id == null || (store.detail.status === 'error' && !store.detail.data) ? (
        <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px">
          <LoadError text={id == null ? '该劳务价格线不存在' : store.detail.error || '劳务价格加载失败'} onRetry={id == null ? undefined : () => void store.open(id, search)} />
        </Box>
      ) : (
        <Flex direction="column" gap="4">
          <NewestLockedNotice scope={d?.scope} />
          <LineHeader />
          <TrendCard />
          <QuarterTable />
        </Flex>
      )}
    </PageContainer>
  );
});

export default PriceLinePage;
