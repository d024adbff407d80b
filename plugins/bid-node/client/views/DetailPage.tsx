import { useEffect, type ReactNode } from 'react';
import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowRight, LuCalculator, LuColumns3, LuFileSpreadsheet, LuThumbsUp } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { Notifier } from '@kernel/client/ui-store';
import { RegionSelector } from '@kernel/client/views/RegionSelector';
import { BarChart, DonutChart, LineChart, formatPercent } from '@kernel/client/views/charts';
import { RegionDirectory } from '@plugins/cost-data/shared/region-directory';
import type { BidNodeSummary, IndexByType } from '../../shared/contract';
import { CompareStore, trayItemOf } from '../compare-store';
import { DetailStore } from '../detail-store';
import { structureLabel } from '@plugins/cost-data/shared/vocabulary';
import { fmtArea, fmtIndicator, fmtMonth, fmtRegion, fmtStoreys, fmtUnitCost, fmtWan, fmtYuan, formatNumber } from '../format';
import { CompareTray } from './CompareTray';
import { MonthInput } from '@kernel/client/views/MonthInput';
import { RangeBar } from './RangeBar';
import { StageBadge } from './ResultTable';
import { EmptyState, LoadError, SectionCard, SkeletonBlock } from './parts';
import { bidNodeRoutes } from '../../shared/routes';
import type { LoadableView } from '@kernel/client/load-state';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { ContributedViews, useOrderedContributions } from '@kernel/client/views/ContributedViews';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { DetailFrame, DetailHeaderCard, DetailNotFound, HeaderFacts, InfoGrid } from '@kernel/client/views/DetailFrame';
import { NodeActions } from './NodeActions';
import type { BidNodeSectionProps } from '../../shared/contributions';

const SECTIONS = [
  { id: 'base', label: '基本信息' },
  { id: 'feature', label: '工程范围与特征' },
  { id: 'cost', label: '造价构成' },
  { id: 'tech', label: '技术经济指标' },
  { id: 'trend', label: '价格走势' },
  { id: 'reprice', label: '指标换算' },
] as const;

/** /commonproj/detail/:id (VIP): the header card and the sections of one single project. */
const DetailPage = observer(function DetailPage({ params }: { params: { id?: string } }) {
  const store = useService<DetailStore>(DetailStore);
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  useEffect(() => {
    if (valid) void store.load(id, true);
  }, [store, id, valid]);
  const s = store.summary.data;

  if (!valid || store.summary.status === 'error') {
    return (
      <DetailNotFound
        breadcrumb={[{ label: '单项工程指标', href: bidNodeRoutes.list() }, { label: '详情' }]}
        title="未找到该单项工程"
        description="该单项工程不存在或暂时无法查看，请返回列表重新选择。"
        back={{ href: bidNodeRoutes.list(), label: '返回列表' }}
      />
    );
  }

  return (
    <DetailFrame breadcrumb={[{ label: '单项工程指标', href: bidNodeRoutes.list() }, { label: s?.name ?? '详情' }]} header={<HeaderCard />} sections={SECTIONS} overlay={<CompareTray />}>
      <BaseSection />
      <FeatureSection />
      <CostSection />
      <TechSection />
      <TrendSection />
      <RepriceSection />
      {s ? <ContributedSections nodeId={s.id} name={s.name} /> : null}
    </DetailFrame>
  );
});

export default DetailPage;

const HeaderCard = observer(function HeaderCard() {
  const store = useService<DetailStore>(DetailStore);
  const compare = useService<CompareStore>(CompareStore);
  const notifier = useService<Notifier>(Notifier);
  const s = store.summary.data;
  if (!s) return <DetailHeaderCard loading />;
  const inTray = compare.has(s.id);
  const addCompare = () => {
    const r = compare.add(trayItemOf(s));
    if (r === 'full') notifier.notify('对比栏最多 4 个单项工程，请先移除后再加入', 'warning');
    else if (r === 'exists') compare.setOpen(true);
    else notifier.notify('已加入对比栏', 'success');
  };
  const meta: Array<{ label: string; value: ReactNode }> = [
    { label: '所属项目', value: s.projectName },
    { label: '工程地区', value: fmtRegion(s.provinceName, s.cityName) },
    { label: '工程用途', value: s.buildingUse },
    { label: '结构形式', value: s.structure },
    { label: '层数', value: fmtStoreys(s.floorsAbove, s.floorsBelow) },
    { label: '建筑面积', value: `${fmtArea(s.buildingArea)} m²` },
    { label: '计价阶段', value: <StageBadge stage={s.pricingStage} /> },
    { label: '价格日期', value: fmtMonth(s.priceDate) },
  ];
  return (
    <DetailHeaderCard aside={<HeaderFigures s={s} />}>
      <Flex align="center" gap="3" mb="1">
        <Text as="h1" fontSize="20px" fontWeight="700" color="gray.900" truncate title={s.name}>
          {s.name}
        </Text>
        <Box as="span" flex="0 0 auto" px="2" lineHeight="22px" fontSize="12px" color="gray.600" bg="gray.100" borderRadius="3px">
          编号 {s.code}
        </Box>
      </Flex>
      <HeaderFacts items={meta} />
      <Flex gap="2" mt="5">
        <Button size="sm" variant={s.liked ? 'solid' : 'outline'} colorPalette={s.liked ? 'brand' : 'gray'} aria-pressed={!!s.liked} onClick={() => void store.toggleLike()} loading={store.liking}>
          <LuThumbsUp aria-hidden="true" />
          {s.liked ? '已点赞' : '点赞'}
          <Box as="span" fontVariantNumeric="tabular-nums">
            {s.likeNum}
          </Box>
        </Button>
        <Button size="sm" variant="outline" onClick={addCompare}>
          <LuColumns3 aria-hidden="true" />
          {inTray ? '已在对比栏' : '加入对比'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void store.exportExcel()} loading={store.exporting} loadingText="导出中…">
          <LuFileSpreadsheet aria-hidden="true" />
          导出Excel
        </Button>
        <NodeActions point="bid-node.detailAction" nodeId={s.id} name={s.name} placement="detail" />
      </Flex>
    </DetailHeaderCard>
  );
});

/** 单方造价 and 总造价 on the header's figure panel. */
function HeaderFigures({ s }: { s: BidNodeSummary }) {
  return (
    <>
      <Box>
        <Text fontSize="13px" opacity={0.8}>
          单方造价
        </Text>
        <Text fontSize="30px" fontWeight="700" lineHeight="1.25" fontVariantNumeric="tabular-nums">
          {fmtUnitCost(s.unitCost)}
          <Text as="span" fontSize="13px" fontWeight="400" ml="1" opacity={0.85}>
            元/m²
          </Text>
        </Text>
      </Box>
      <Box borderTopWidth="1px" borderColor="whiteAlpha.300" pt="3">
        <Text fontSize="13px" opacity={0.8}>
          总造价
        </Text>
        <Text fontSize="20px" fontWeight="600" fontVariantNumeric="tabular-nums">
          {fmtWan(s.totalCost)}
          <Text as="span" fontSize="13px" fontWeight="400" ml="1" opacity={0.85}>
            万元
          </Text>
        </Text>
      </Box>
    </>
  );
}

function useSection<T>(section: LoadableView<T>) {
  return { loading: section.status === 'loading' || section.status === 'idle', error: section.status === 'error', data: section.data };
}

const BaseSection = observer(function BaseSection() {
  const store = useService<DetailStore>(DetailStore);
  const { loading, error, data: b } = useSection(store.base);
  return (
    <SectionCard id="base" title="基本信息">
      {loading ? (
        <SkeletonBlock lines={5} />
      ) : error || !b ? (
        <LoadError onRetry={() => store.id && void store.load(store.id, true)} />
      ) : (
        <InfoGrid
          items={[
            { label: '单项工程名称', value: b.name },
            { label: '工程编号', value: b.code },
            { label: '所属项目', value: b.projectName },
            { label: '工程地区', value: fmtRegion(b.provinceName, b.cityName) },
            { label: '工程用途', value: b.buildingUse },
            { label: '结构形式', value: b.structure },
            { label: '地上层数', value: `${b.floorsAbove} 层` },
            { label: '地下层数', value: `${b.floorsBelow} 层` },
            { label: '建筑高度', value: `${formatNumber(b.heightM, 2)} m` },
            { label: '建筑面积', value: `${fmtArea(b.buildingArea)} m²` },
            { label: '地上面积', value: `${fmtArea(b.aboveArea)} m²` },
            { label: '地下面积', value: `${fmtArea(b.belowArea)} m²` },
            { label: '基础类型', value: b.foundationType },
            { label: '抗震设防烈度', value: b.seismicIntensity },
            { label: '装修标准', value: b.decorationStandard },
            { label: '计价阶段', value: b.pricingStage },
            { label: '价格日期', value: fmtMonth(b.priceDate) },
            { label: '单方造价', value: <Text as="span" fontWeight="700">{fmtUnitCost(b.unitCost)} 元/m²</Text> },
          ]}
        />
      )}
    </SectionCard>
  );
});

const FeatureSection = observer(function FeatureSection() {
  const store = useService<DetailStore>(DetailStore);
  const scope = useSection(store.scope);
  const attr = useSection(store.attr);
  return (
    <SectionCard id="feature" title="工程范围与特征">
      <Grid templateColumns="1fr 1.4fr" gap="6">
        <Box>
          <Text fontSize="14px" fontWeight="600" color="gray.700" mb="2">
            工程范围
          </Text>
          {scope.loading ? (
            <SkeletonBlock lines={4} />
          ) : scope.data?.scope ? (
            <Text fontSize="14px" color="gray.700" lineHeight="1.9" whiteSpace="pre-line" bg="gray.50" borderRadius="6px" p="4">
              {scope.data.scope}
            </Text>
          ) : (
            <Text fontSize="13px" color="gray.500">
              暂无工程范围说明
            </Text>
          )}
        </Box>
        <Box>
          <Text fontSize="14px" fontWeight="600" color="gray.700" mb="2">
            工程特征
          </Text>
          {attr.loading ? (
            <SkeletonBlock lines={5} />
          ) : attr.data?.attributes?.length ? (
            <FeatureTable attributes={attr.data.attributes} />
          ) : (
            <Text fontSize="13px" color="gray.500">
              暂无工程特征
            </Text>
          )}
        </Box>
      </Grid>
    </SectionCard>
  );
});

type Attribute = { readonly name: string; readonly value: string };

/** 工程特征: a key/value table, two name/value pairs a row, the names as row headers. */
export function FeatureTable({ attributes }: { attributes: readonly Attribute[] }) {
  const nameCell = { bg: '#f5f7fb', color: 'gray.600', w: '110px' } as const;
  const pair = (j: 0 | 1): DataColumn<[Attribute, Attribute | undefined]>[] => [
    { key: `name${j}`, header: '特征', rowHeader: (r) => !!r[j], cellProps: (r) => (r[j] ? nameCell : {}), cell: (r) => r[j]?.name },
    { key: `value${j}`, header: '内容', cellProps: { color: 'gray.800' }, cell: (r) => r[j]?.value },
  ];
  return (
    <DataTable
      label="工程特征"
      columnHeaders={false}
      variant="outline"
      // The outline drawn as a border: the table's scroll box would clip the variant's shadow.
      tableProps={{ borderWidth: '1px', borderColor: 'border' }}
      interactive={false}
      rows={pairs(attributes)}
      rowKey={(_, i) => i}
      columns={[...pair(0), ...pair(1)]}
    />
  );
}

function pairs<T>(list: readonly T[]): Array<[T, T | undefined]> {
  const out: Array<[T, T | undefined]> = [];
  for (let i = 0; i < list.length; i += 2) out.push([list[i], list[i + 1]]);
  return out;
}

const num = { fontVariantNumeric: 'tabular-nums' } as const;

/** The detail's tables: outlined, rows not highlighted on hover, keyed by their code. */
const readOnlyTable = { variant: 'outline', interactive: false, rowKey: (r: { code: string }) => r.code } as const;

function CompositionTable({ table, caption }: { table: IndexByType; caption: string }) {
  const total = table.total;
  return (
    <DataTable
      label={caption}
      caption={caption}
      {...readOnlyTable}
      rows={table.rows}
      columns={[
        { key: 'name', header: '名称', cell: (r) => r.name },
        { key: 'value', header: '单方造价（元/m²）', align: 'right', cellProps: { ...num, fontWeight: '600' }, cell: (r) => fmtUnitCost(r.value) },
        { key: 'amount', header: '金额（元）', align: 'right', cellProps: num, cell: (r) => fmtYuan(r.amount) },
        { key: 'ratio', header: '占比', align: 'right', cellProps: num, cell: (r) => formatPercent(r.ratio) },
      ]}
      footer={
        total
          ? [
              { content: '合计', cellProps: { bg: 'brand.50', fontWeight: '700' } },
              { content: fmtUnitCost(total.value), align: 'right', cellProps: { ...num, bg: 'brand.50', fontWeight: '700' } },
              { content: fmtYuan(total.amount), align: 'right', cellProps: { ...num, bg: 'brand.50', fontWeight: '700' } },
              { content: '100.0%', align: 'right', cellProps: { ...num, bg: 'brand.50', fontWeight: '700' } },
            ]
          : undefined
      }
    />
  );
}

const CostSection = observer(function CostSection() {
  const store = useService<DetailStore>(DetailStore);
  const { loading } = useSection(store.indexes);
  const t1 = store.index(1);
  const t2 = store.index(2);
  const s = store.summary.data;
  const basis = s ? `${s.pricingStage} · 价格日期 ${fmtMonth(s.priceDate)} · 建筑面积 ${fmtArea(s.buildingArea)} m²` : '';
  return (
    <SectionCard id="cost" title="造价构成" extra={`单方造价按建筑面积计（元/m²）；各项之和等于合计，占比合计 100.0%${basis ? ` · ${basis}` : ''}`}>
      {loading ? (
        <SkeletonBlock lines={6} />
      ) : !t1 && !t2 ? (
        <EmptyState title="暂无造价构成数据" />
      ) : (
        <Flex direction="column" gap="8">
          {t1 ? (
            <Grid templateColumns="minmax(0, 1fr) minmax(0, 1fr)" gap="6" alignItems="start">
              <CompositionTable table={t1} caption="专业造价构成（按专业）" />
              <DonutChart
                data={t1.rows.map((r) => ({ label: r.name, value: r.value }))}
                shares={t1.rows.map((r) => r.ratio ?? 0)}
                total={t1.total?.value}
                unit="元/m²"
                centerLabel="单方造价（元/m²）"
                ariaLabel="专业造价构成环形图"
                height={280}
                valueFormat={(v) => formatNumber(v, 2)}
              />
            </Grid>
          ) : null}
          {t2 ? (
            <Grid templateColumns="minmax(0, 1fr) minmax(0, 1fr)" gap="6" alignItems="start">
              <CompositionTable table={t2} caption="费用构成（按费用项目）" />
              <BarChart data={t2.rows.map((r) => ({ label: r.name, value: r.value }))} unit="元/m²" horizontal ariaLabel="费用构成条形图" valueFormat={(v) => formatNumber(v, 2)} />
            </Grid>
          ) : null}
        </Flex>
      )}
    </SectionCard>
  );
});

const TechSection = observer(function TechSection() {
  const store = useService<DetailStore>(DetailStore);
  const { loading } = useSection(store.indexes);
  const t3 = store.index(3);
  const s = store.summary.data;
  return (
    <SectionCard id="tech" title="技术经济指标" extra={s ? `同类工程：全国${s.buildingUse} · ${structureLabel(s.structure)}；指标按建筑面积计` : undefined}>
      {loading ? (
        <SkeletonBlock lines={6} />
      ) : !t3 || t3.rows.length === 0 ? (
        <EmptyState title="暂无技术经济指标" />
      ) : (
        <>
          <DataTable
            label="技术经济指标"
            {...readOnlyTable}
            rows={t3.rows}
            columns={[
              { key: 'name', header: '指标名称', cellProps: { fontWeight: '500' }, cell: (r) => r.name },
              { key: 'unit', header: '单位', cellProps: { color: 'gray.500' }, cell: (r) => r.unit },
              { key: 'value', header: '本工程', align: 'right', cellProps: { ...num, fontWeight: '700' }, cell: (r) => fmtIndicator(r.value, r.unit) },
              { key: 'median', header: '同类中位数', align: 'right', cellProps: num, cell: (r) => (r.range ? fmtIndicator(r.range.median, r.unit) : '—') },
              {
                key: 'range',
                header: '同类工程区间（P10–P90）与本工程位置',
                cellProps: { py: '1' },
                cell: (r) =>
                  r.range && r.range.count > 0 ? <RangeBar p10={r.range.p10} median={r.range.median} p90={r.range.p90} value={r.value} unit={r.unit} /> : <Text color="gray.400">样本不足</Text>,
              },
              { key: 'count', header: '样本数', align: 'right', cellProps: { ...num, color: 'gray.500' }, cell: (r) => r.range?.count ?? 0 },
            ]}
          />
          <Flex gap="5" mt="3" fontSize="12px" color="gray.500" aria-hidden="true">
            <Flex align="center" gap="1.5">
              <Box w="18px" h="8px" bg="brand.100" borderRadius="2px" />
              P10–P90 区间
            </Flex>
            <Flex align="center" gap="1.5">
              <Box w="2px" h="12px" bg="brand.600" />
              中位数
            </Flex>
            <Flex align="center" gap="1.5">
              <Box w="9px" h="9px" bg="navy.700" borderRadius="full" />
              本工程（区间内）
            </Flex>
            <Flex align="center" gap="1.5">
              <Box w="9px" h="9px" bg="accent.500" borderRadius="full" />
              本工程（区间外）
            </Flex>
          </Flex>
        </>
      )}
    </SectionCard>
  );
});

const TrendSection = observer(function TrendSection() {
  const store = useService<DetailStore>(DetailStore);
  const { loading, data: t } = useSection(store.trend);
  const samples = t ? t.points.reduce((n, p) => n + p.count, 0) : 0;
  return (
    <SectionCard id="trend" title="价格走势" extra="同类工程单方造价，按季度滚动统计">
      <ChartCard
        plain
        title="同类工程单方造价走势"
        unit="元/m²"
        region={t?.basis.areaName}
        sample={t && t.points.length > 0 ? samples : undefined}
        extraCaption={t ? [`${t.basis.buildingUse} · ${structureLabel(t.basis.structure)}`] : []}
        loading={loading}
        empty={!t || t.points.length === 0 ? '同类工程样本不足，无法形成走势。' : false}
        placeholderHeight={320}
        note={
          t ? (
            <>
              比较基准：{t.basis.areaName} · 工程用途「{t.basis.buildingUse}」· 结构形式「{structureLabel(t.basis.structure)}」的同类单项工程，共 {formatNumber(samples)} 个样本；
              单位：元/m²（按建筑面积，各自价格日期的原价，未经调价换算）；折线为各季度（含前后相邻季度，三季度滚动）单方造价中位数，阴影为四分位区间（P25–P75），橙色圆点为本工程（{t.self.period}，{fmtUnitCost(t.self.unitCost)} 元/m²）。
            </>
          ) : null
        }
      >
        {t ? (
          <LineChart
            series={[{ name: '同类工程中位数', points: t.points.map((p) => ({ x: p.period, y: p.median, band: [p.p25, p.p75] as [number, number] })) }]}
            highlight={{ x: t.self.period, y: t.self.unitCost, label: '本工程' }}
            unit="元/m²"
            height={320}
            ariaLabel={`${t.basis.areaName}${t.basis.buildingUse}${t.basis.structure}同类工程单方造价走势`}
          />
        ) : null}
      </ChartCard>
    </SectionCard>
  );
});

const RepriceSection = observer(function RepriceSection() {
  const store = useService<DetailStore>(DetailStore);
  const regions = useService<RegionDirectory>(RegionDirectory);
  useEffect(() => {
    void regions.ensureLoaded();
  }, [regions]);
  const r = store.reprice.data;
  const s = store.summary.data;
  return (
    <SectionCard id="reprice" title="指标换算" extra="按本站各省（市）造价指数（2018-01 全国 = 100）换算到目标地区与月份">
      <Flex align="center" gap="3" wrap="wrap" bg="gray.50" borderRadius="6px" px="4" py="3">
        <RegionSelector regions={regions.projectRegions().filter((x) => x.areaid !== 1)} value={store.repriceAreaId} onChange={(id) => store.setRepriceArea(id)} label="目标地区" />
        <Text fontSize="13px" color="gray.600" ml="2">
          目标月份
        </Text>
        <MonthInput size="sm" w="110px" h="32px" bg="white" aria-label="目标价格月份（年-月）" value={store.repriceMonth} onChange={(m) => store.setRepriceMonth(m ?? '')} />
        <Button size="sm" colorPalette="brand" onClick={() => void store.runReprice()} loading={store.reprice.status === 'loading'} disabled={store.repriceAreaId <= 1}>
          <LuCalculator aria-hidden="true" />
          换算
        </Button>
        {store.repriceAreaId <= 1 ? (
          <Text fontSize="12px" color="gray.500">
            请选择目标省份或城市
          </Text>
        ) : null}
      </Flex>
      {store.reprice.status === 'error' ? <LoadError text="换算失败：目标地区或月份暂无价格指数" /> : null}
      {r ? <RepriceResultView r={r} s={s} /> : store.reprice.status !== 'error' ? (
        <Text fontSize="13px" color="gray.500" mt="4">
          选择目标地区与月份后点击「换算」，按两地两期的价格指数把本工程单方造价及各专业造价换算到目标条件下，便于跨地区、跨时期比较。
        </Text>
      ) : null}
    </SectionCard>
  );
});

/** A unit cost of the repricing (元/m²): the original on white, the repriced one on the brand tint. */
function RepriceFigure({ caption, value, footnote, footnoteColor = 'gray.500', repriced = false }: { caption: string; value: number; footnote: string; footnoteColor?: string; repriced?: boolean }) {
  return (
    <Box borderWidth="1px" borderColor={repriced ? 'brand.100' : 'page.border'} borderRadius="8px" p="4" bg={repriced ? 'brand.50' : undefined}>
      <Text fontSize="12px" color={repriced ? 'brand.800' : 'gray.500'}>
        {caption}
      </Text>
      <Text fontSize="24px" fontWeight="700" color={repriced ? 'brand.700' : 'gray.800'} fontVariantNumeric="tabular-nums">
        {fmtUnitCost(value)}
        <Text as="span" fontSize="12px" fontWeight="400" color="gray.500" ml="1">
          元/m²
        </Text>
      </Text>
      <Text fontSize="12px" color={footnoteColor}>
        {footnote}
      </Text>
    </Box>
  );
}

function RepriceResultView({ r, s }: { r: NonNullable<DetailStore['reprice']['data']>; s: BidNodeSummary | null }) {
  const change = r.unitCost ? r.repricedUnitCost / r.unitCost - 1 : 0;
  return (
    <Box mt="4" aria-live="polite">
      <Grid templateColumns="1fr auto 1fr 1.3fr" gap="4" alignItems="stretch">
        <RepriceFigure caption={`原单方造价 · ${r.from.areaName} ${r.from.month}`} value={r.unitCost} footnote={`总造价 ${fmtWan(r.totalCost)} 万元`} />
        <Flex align="center" color="brand.600" fontSize="22px" aria-hidden="true">
          <LuArrowRight />
        </Flex>
        <RepriceFigure
          repriced
          caption={`换算后单方造价 · ${r.to.areaName} ${r.to.month}`}
          value={r.repricedUnitCost}
          footnote={`${change >= 0 ? '上涨' : '下降'} ${formatPercent(Math.abs(change), 2)} · 总造价 ${fmtWan(r.repricedTotalCost)} 万元`}
          footnoteColor={change >= 0 ? 'red.600' : 'green.600'}
        />
        <Box borderWidth="1px" borderColor="page.border" borderRadius="8px" p="4" fontSize="13px" color="gray.600" lineHeight="1.9">
          <Text fontWeight="600" color="gray.800">
            换算系数 {formatNumber(r.factor, 4)}
          </Text>
          <Text>
            = 目标价格指数 {formatNumber(r.to.index, 2)}（{r.to.areaName} {r.to.month}）
          </Text>
          <Text>
            ÷ 原价格指数 {formatNumber(r.from.index, 2)}（{r.from.areaName} {r.from.month}）
          </Text>
          <Text fontSize="12px" color="gray.500">
            换算后造价 = 原造价 × 换算系数{s ? `；原价格日期 ${fmtMonth(s.priceDate)}` : ''}；本站造价指数以 {r.indexBase ?? '2018-01 全国 = 100'}
          </Text>
        </Box>
      </Grid>
      {r.specialties.length ? (
        <Box mt="4">
          <DataTable
            label="各专业换算结果"
            {...readOnlyTable}
            rows={r.specialties}
            columns={[
              { key: 'name', header: '专业', cell: (x) => x.name },
              { key: 'value', header: '原单方造价（元/m²）', align: 'right', cellProps: num, cell: (x) => fmtUnitCost(x.value) },
              { key: 'repriced', header: '换算后（元/m²）', align: 'right', cellProps: { ...num, fontWeight: '600', color: 'brand.700' }, cell: (x) => fmtUnitCost(x.repriced) },
              {
                key: 'diff',
                header: '差额（元/m²）',
                align: 'right',
                cellProps: (x) => ({ ...num, color: x.repriced - x.value >= 0 ? 'red.600' : 'green.600' }),
                cell: (x) => `${x.repriced - x.value >= 0 ? '+' : ''}${fmtUnitCost(x.repriced - x.value)}`,
              },
            ]}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/** The sections other plugins contribute (`bid-node.detailSection`), each its own chunk, failing on its own. */
function ContributedSections(props: BidNodeSectionProps) {
  return <ContributedViews items={useOrderedContributions('bid-node.detailSection')} props={props} name="bid-node.detailSection" />;
}
