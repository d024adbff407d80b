import { useEffect } from 'react';
import { Box, Button, Flex, Text, type TableCellProps } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCalculator, LuFileSpreadsheet, LuInfo, LuTriangleAlert } from 'react-icons/lu';
import { useLocation, useSearch } from 'wouter';
import { useService } from '@kernel/client/react';
import { EmptyCard } from '@kernel/client/views/EmptyCard';
import { PageContainer, RouterLink } from '@kernel/client/views/PageContainer';
import { GroupedBarChart } from '@kernel/client/views/charts';
import { MonthInput } from '@kernel/client/views/MonthInput';
import { RegionSelector } from '@kernel/client/views/RegionSelector';
import { RegionDirectory } from '@plugins/cost-data/shared/region-directory';
import type { CompareData, IndexRow } from '../../shared/contract';
import { CompareStore, compareUrl } from '../compare-store';
import { fmtArea, fmtIndicator, fmtMonth, fmtRegion, fmtUnitCost, fmtWan, formatNumber } from '../format';
import { StageBadge, detailPath } from './ResultTable';
import { LoadError, RemoveButton, SkeletonBlock } from './parts';
import { bidNodeRoutes } from '../../shared/routes';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';

type Item = CompareData['items'][number];

interface Row {
  /** The section of the comparison the row belongs to (基本信息, 专业造价 …). */
  group: string;
  label: string;
  unit?: string;
  values: Array<number | null>;
  format?: (v: number) => string;
  /** Text cells (no highlighting). */
  texts?: string[];
}

/** Which cells to mark: the highest and lowest of a numeric row with at least two distinct values. */
export function extremes(values: ReadonlyArray<number | null>): { max: number; min: number } | null {
  const nums = values.filter((v): v is number => v != null && Number.isFinite(v));
  if (nums.length < 2) return null;
  const max = Math.max(...nums);
  const min = Math.min(...nums);
  return max === min ? null : { max, min };
}

function indexRows(group: string, items: Item[], pick: (i: Item) => IndexRow[], format: (v: number, unit: string) => string): Row[] {
  const order: Array<{ code: string; name: string; unit: string }> = [];
  for (const it of items) for (const r of pick(it)) if (!order.some((o) => o.code === r.code)) order.push({ code: r.code, name: r.name, unit: r.unit });
  return order.map((o) => ({
    group,
    label: o.name,
    unit: o.unit,
    values: items.map((it) => pick(it).find((r) => r.code === o.code)?.value ?? null),
    format: (v: number) => format(v, o.unit),
  }));
}

/** /commonproj/compare?ids=…: up to four single projects side by side. */
const ComparePage = observer(function ComparePage() {
  const store = useService<CompareStore>(CompareStore);
  const search = useSearch();
  const [, navigate] = useLocation();
  const ids = store.idsFrom(search);
  const key = ids.join(',');
  useEffect(() => {
    void store.load(ids);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);

  const removeColumn = (id: number) => {
    const rest = ids.filter((x) => x !== id);
    store.remove(id);
    navigate(compareUrl(rest), { replace: true });
  };

  const crumbs = [{ label: '单项工程指标', href: bidNodeRoutes.list() }, { label: '单项工程对比' }];
  if (ids.length < 2) {
    return (
      <PageContainer breadcrumb={crumbs} title="单项工程对比">
        <EmptyCard
          title="请至少选择 2 个单项工程进行对比"
          description="在列表中勾选单项工程后点击「加入对比」，或在详情页点击「加入对比」，最多可同时对比 4 个。"
          link={{ href: bidNodeRoutes.list(), label: '前往单项工程指标', primary: true }}
        />
      </PageContainer>
    );
  }

  const data = store.data;
  return (
    <PageContainer breadcrumb={crumbs} title="单项工程对比">
      {store.state === 'error' ? (
        <Box bg="white" borderRadius="8px" borderWidth="1px" borderColor="page.border">
          <LoadError onRetry={() => void store.load(ids)} text="对比数据加载失败" />
        </Box>
      ) : !data || store.state === 'loading' ? (
        <Box bg="white" borderRadius="8px" borderWidth="1px" borderColor="page.border" p="6">
          <SkeletonBlock lines={10} />
        </Box>
      ) : (
        <Flex direction="column" gap="4">
          <CompareToolbar data={data} />
          <CompareView data={data} onRemove={removeColumn} />
        </Flex>
      )}
    </PageContainer>
  );
});

export default ComparePage;

/**
 * What the comparison mixes (pricing stages, price months, regions), 统一到同一时间和地区 and the
 * export. The figures are each single project's own until a common region and month is chosen.
 */
const CompareToolbar = observer(function CompareToolbar({ data }: { data: CompareData }) {
  const store = useService<CompareStore>(CompareStore);
  const regions = useService<RegionDirectory>(RegionDirectory);
  useEffect(() => {
    void regions.ensureLoaded();
  }, [regions]);
  const mixedTimeOrPlace = data.months.length > 1 || data.provinces.length > 1;
  const target = data.unifiedTo;
  return (
    <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" px="5" py="4">
      <Flex direction="column" gap="3" fontSize="13px">
        {data.mixedStages ? (
          <Flex role="alert" data-testid="compare-stage-warning" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="6px" px="4" py="2.5" gap="2" color="orange.900" align="flex-start">
            <Box mt="0.5" aria-hidden="true">
              <LuTriangleAlert />
            </Box>
            <Text>
              所比较的单项工程计价阶段不同（{data.stages.join('、')}），造价口径不一致：中标价通常低于招标控制价，结算价通常高于中标价。换算只调整时间和地区，不改变计价阶段。
            </Text>
          </Flex>
        ) : null}
        {mixedTimeOrPlace && !target ? (
          <Flex bg="brand.50" borderWidth="1px" borderColor="brand.100" borderRadius="6px" px="4" py="2.5" gap="2" color="gray.700" align="flex-start">
            <Box mt="0.5" color="brand.600" aria-hidden="true">
              <LuInfo />
            </Box>
            <Text>
              价格日期（{data.months.join('、')}）{data.provinces.length > 1 ? `与地区（${data.provinces.join('、')}）` : ''}不同，下表为各自原价。可「统一到同一时间和地区」，按本站造价指数换算后再比较。
            </Text>
          </Flex>
        ) : null}
        <Flex align="center" gap="3" wrap="wrap">
          <Text fontWeight="600" color="gray.700">
            统一到同一时间和地区
          </Text>
          <RegionSelector
            regions={regions.projectRegions().filter((x) => x.areaid !== 1)}
            value={store.unifyAreaId}
            onChange={(id) => store.setUnifyArea(id)}
            label="目标地区"
          />
          <MonthInput size="sm" w="110px" h="32px" bg="white" aria-label="统一到的价格月份（年-月）" value={store.unifyMonth} onChange={(m) => store.setUnifyMonth(m ?? '')} />
          <Button size="sm" colorPalette="brand" onClick={() => void store.unify()} disabled={store.unifyAreaId <= 1} loading={store.state === 'loading' && !!store.target}>
            <LuCalculator aria-hidden="true" />
            统一换算
          </Button>
          {target ? (
            <Button size="sm" variant="outline" onClick={() => void store.clearUnify()}>
              查看原价
            </Button>
          ) : null}
          <Box flex="1" />
          <Button size="sm" variant="outline" onClick={() => void store.exportExcel()} loading={store.exporting} loadingText="导出中…">
            <LuFileSpreadsheet aria-hidden="true" />
            导出Excel
          </Button>
        </Flex>
        {target ? (
          <Text color="brand.800" data-testid="compare-unified-note">
            已统一到 {target.areaName} {target.month}（目标价格指数 {formatNumber(target.index, 2)}，{target.indexBase}）：单方造价、总造价、专业造价与费用构成均按「原造价 × 目标价格指数 ÷ 原地区原价格日期的价格指数」换算；技术经济指标为实物量，不换算。
          </Text>
        ) : (
          <Text color="gray.500">下表为各单项工程按其计价阶段、价格日期和所在地区的原价。</Text>
        )}
      </Flex>
    </Box>
  );
});

export function CompareView({ data, onRemove }: { data: CompareData; onRemove(id: number): void }) {
  const items = data.items;
  const unified = !!data.unifiedTo;
  const suffix = unified ? `，已统一到 ${data.unifiedTo!.areaName} ${data.unifiedTo!.month}` : '，各自原价';
  const baseGroup = '基本信息';
  const text = (label: string, pick: (i: Item) => string): Row => ({ group: baseGroup, label, values: [], texts: items.map(pick) });
  const figure = (label: string, unit: string | undefined, values: Array<number | null>, format: (v: number) => string): Row => ({ group: baseGroup, label, unit, values, format });
  const base: Row[] = [
    text('所属项目', (i) => i.base.projectName),
    text('工程地区', (i) => fmtRegion(i.base.provinceName, i.base.cityName)),
    text('工程用途', (i) => i.base.buildingUse),
    text('结构形式', (i) => i.base.structure),
    text('计价阶段', (i) => i.base.pricingStage),
    text('价格日期', (i) => fmtMonth(i.base.priceDate)),
    figure('地上层数', '层', items.map((i) => i.base.floorsAbove), String),
    figure('地下层数', '层', items.map((i) => i.base.floorsBelow), String),
    figure('建筑面积', 'm²', items.map((i) => i.base.buildingArea), fmtArea),
    ...(unified
      ? [
          figure('原单方造价', '元/m²', items.map((i) => i.base.unitCost), fmtUnitCost),
          figure('原价格指数', undefined, items.map((i) => i.unified!.from.index), (v: number) => formatNumber(v, 2)),
          figure('换算系数', undefined, items.map((i) => i.unified!.factor), (v: number) => formatNumber(v, 4)),
          figure(`单方造价（${data.unifiedTo!.areaName} ${data.unifiedTo!.month}）`, '元/m²', items.map((i) => i.unified!.unitCost), fmtUnitCost),
          figure(`总造价（${data.unifiedTo!.areaName} ${data.unifiedTo!.month}）`, '万元', items.map((i) => i.unified!.totalCost), fmtWan),
        ]
      : [figure('单方造价', '元/m²', items.map((i) => i.base.unitCost), fmtUnitCost), figure('总造价', '万元', items.map((i) => i.base.totalCost), fmtWan)]),
  ];
  const specialties = indexRows(`专业造价（元/m²，按建筑面积${suffix}）`, items, (i) => (unified ? i.unified!.specialties : i.specialties), (v) => fmtUnitCost(v));
  const fees = indexRows(`费用构成（元/m²，按建筑面积${suffix}）`, items, (i) => (unified ? i.unified!.fees : i.fees), (v) => fmtUnitCost(v));
  const indicators = indexRows('技术经济指标（按建筑面积，实物量不换算）', items, (i) => i.indicators, fmtIndicator);
  const rows = [...base, ...specialties, ...fees, ...indicators];

  // The fields are the rows (their names the row headers), one column per single project.
  const columns: DataColumn<Row>[] = [
    {
      key: 'label',
      header: '对比项',
      rowHeader: true,
      sticky: true,
      width: '180px',
      headerProps: { bg: '#eef2f8' },
      cellProps: { ...dense, bg: '#f7f9fc', color: 'gray.600', whiteSpace: 'nowrap' },
      cell: (r) => (
        <>
          {r.label}
          {r.unit ? (
            <Text as="span" color="gray.400" ml="1" fontSize="12px">
              {r.unit}
            </Text>
          ) : null}
        </>
      ),
    },
    ...items.map(
      (it, i): DataColumn<Row> => ({
        key: `item-${it.base.id}`,
        header: <ItemHeader item={it} onRemove={onRemove} />,
        headerProps: { bg: '#eef2f8', verticalAlign: 'top', py: '3', whiteSpace: 'normal' },
        cellProps: (r) => compareCellProps(r, i),
        cell: (r) => <CompareCell row={r} index={i} />,
      }),
    ),
  ];

  return (
    <Flex direction="column" gap="4">
      <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" overflow="hidden">
        <DataTable
          label="单项工程对比"
          caption={<CompareLegend />}
          captionProps={{ px: '4', py: '3', m: '0' }}
          columns={columns}
          rows={rows}
          rowKey={(r) => `${r.group}-${r.label}`}
          rowGroup={(r) => r.group}
          fixedLayout
          interactive={false}
        />
      </Box>
      {specialties.length ? (
        <ChartCard id="compare-chart" title="专业造价对比" headingLevel="h2" unit={`元/m²（按建筑面积${suffix}）`} placeholderHeight={320}>
          <GroupedBarChart
            categories={specialties.map((r) => r.label)}
            series={items.map((it, i) => ({ name: `${it.base.name}（${it.base.pricingStage}）`, values: specialties.map((r) => r.values[i] ?? 0) }))}
            unit="元/m²"
            height={320}
            ariaLabel="各单项工程专业单方造价对比"
          />
        </ChartCard>
      ) : null}
    </Flex>
  );
}

function CompareLegend() {
  return (
    <Flex gap="4" align="center">
      <span>逐行对比，数值行中</span>
      <Flex align="center" gap="1.5">
        <Box w="10px" h="10px" bg="red.50" borderWidth="1px" borderColor="red.200" />
        最高
      </Flex>
      <Flex align="center" gap="1.5">
        <Box w="10px" h="10px" bg="green.50" borderWidth="1px" borderColor="green.200" />
        最低
      </Flex>
    </Flex>
  );
}

/** A single project's column header: its name (a link to its detail), code, stage, month and province, and 移出对比. */
function ItemHeader({ item, onRemove }: { item: Item; onRemove(id: number): void }) {
  const b = item.base;
  return (
    <Flex gap="2" align="flex-start">
      <Box flex="1" minW="0">
        <RouterLink href={detailPath(b.id)} fontWeight="600" color="brand.700" fontSize="14px" display="block" truncate title={b.name}>
          {b.name}
        </RouterLink>
        <Text fontSize="12px" color="gray.500" fontWeight="400" mt="0.5">
          编号 {b.code}
        </Text>
        <Flex gap="1.5" mt="1" align="center" wrap="wrap" fontWeight="400" fontSize="12px" data-testid="compare-stage">
          <StageBadge stage={b.pricingStage} />
          <Text as="span" color="gray.600">
            {fmtMonth(b.priceDate)} · {b.provinceName}
          </Text>
        </Flex>
      </Box>
      <RemoveButton label={`移出对比 ${b.name}`} onClick={() => onRemove(b.id)} />
    </Flex>
  );
}

/** The highest or lowest value of a numeric row (rows of at least two distinct values). */
function extremeOf(row: Row, index: number): 'max' | 'min' | null {
  if (row.texts) return null;
  const ext = extremes(row.values);
  const v = row.values[index];
  if (!ext || v == null) return null;
  return v === ext.max ? 'max' : v === ext.min ? 'min' : null;
}

/** The comparison's rows are denser than a list's: many fields, read across. */
const dense = { py: '2' } as const;

function compareCellProps(row: Row, index: number): TableCellProps {
  if (row.texts) return { ...dense, color: 'gray.800' };
  const mark = extremeOf(row, index);
  return {
    ...dense,
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
    bg: mark === 'max' ? 'red.50' : mark === 'min' ? 'green.50' : undefined,
    color: mark === 'max' ? 'red.700' : mark === 'min' ? 'green.700' : 'gray.800',
    fontWeight: mark ? '700' : '400',
    ...({ 'data-extreme': mark ?? undefined } as TableCellProps),
  };
}

function CompareCell({ row, index }: { row: Row; index: number }) {
  if (row.texts) return <>{row.texts[index] || '—'}</>;
  const v = row.values[index];
  const mark = extremeOf(row, index);
  return (
    <>
      {v == null ? '—' : (row.format ?? String)(v)}
      {mark === 'max' ? (
        <Text as="span" srOnly>
          （最高）
        </Text>
      ) : mark === 'min' ? (
        <Text as="span" srOnly>
          （最低）
        </Text>
      ) : null}
    </>
  );
}
