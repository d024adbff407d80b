import { useState } from 'react';
import { Flex, NativeSelect, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { CHART_COLORS, GroupedBarChart, LineChart, type LineSeries } from '@kernel/client/views/charts';
import { FilterChip } from '@kernel/client/views/FilterChip';
import { NATIONAL_AREA_ID } from '../../shared/contract';
import { formatChange, formatValue } from '../format';
import { IndustryIndexStore } from '../tokens';

type Mode = 'yoy' | 'value';

/** The chosen province against the nation: 同比增长 of both, or the values (both lines for 劳动生产率, a ratio). */
export const TrendCard = observer(function TrendCard() {
  const store = useService<IndustryIndexStore>(IndustryIndexStore);
  const [mode, setMode] = useState<Mode>('yoy');
  const data = store.data.data;
  const params = store.params.data;
  const trend = data?.trend;
  const indicatorName = data?.chosen.name ?? '';
  const ratio = trend?.indicator === 'productivity';
  // 同比增长 as grouped bars (growth can be negative); the values as lines.
  const growth = trend ? trend.points.filter((p) => p.regionYoy !== null || p.nationalYoy !== null) : [];
  const pct = (r: number | null) => (r === null ? Number.NaN : Math.round(r * 1000) / 10);
  const series: LineSeries[] = [];
  if (trend && mode === 'value') {
    series.push({ name: trend.region.name, color: CHART_COLORS.brand, points: trend.points.map((p) => ({ x: p.label, y: p.region })) });
    if (ratio) series.push({ name: '全国', color: CHART_COLORS.accent, points: trend.points.map((p) => ({ x: p.label, y: p.national })) });
  }
  const unit = mode === 'yoy' ? '%' : (trend?.unit ?? '');
  const span = trend && trend.points.length ? `${trend.points[0]!.label}—${trend.points[trend.points.length - 1]!.label}` : undefined;
  // The summary speaks of the period the page shows (the newest point when it is not on the line).
  const last = trend?.points.find((p) => p.period === data?.period.key) ?? trend?.points[trend.points.length - 1];
  const summary =
    trend && last
      ? `${last.label}${trend.region.name}${indicatorName}${formatValue(last.region, trend.indicator)} ${trend.unit}，同比 ${formatChange(last.regionYoy)}；全国同比 ${formatChange(last.nationalYoy)}。`
      : undefined;

  return (
    <ChartCard
      mb="4"
      bg="white"
      title={trend ? `${trend.region.name}${indicatorName}走势（对比全国）` : '走势'}
      headingLevel="h2"
      titleSize="md"
      unit={mode === 'yoy' ? '%（同比增长）' : trend?.unit}
      period={span ? `${span}${trend?.kind === 'quarter' ? '（年初累计）' : ''}` : undefined}
      region={trend ? `${trend.region.name}、全国` : undefined}
      summary={summary}
      loading={!trend}
      placeholderHeight={300}
      note={
        mode === 'yoy'
          ? '同比增长：与上年同期相比。季度为年初至季末累计数的同比。'
          : ratio
            ? '劳动生产率按建筑业总产值 ÷ 平均从业人数计算。'
            : `数值为${trend?.region.name ?? '所选省份'}的${indicatorName}；全国合计见下表。`
      }
      actions={
        <Flex align="center" gap="3" fontSize="13px">
          <Flex align="center" gap="2">
            <chakra.label htmlFor="industry-trend-region" color="gray.600">
              省份
            </chakra.label>
            <NativeSelect.Root size="sm" w="112px" disabled={!params}>
              <NativeSelect.Field id="industry-trend-region" value={trend ? String(trend.region.areaid) : ''} onChange={(e) => void store.setTrendRegion(Number(e.currentTarget.value))}>
                {(params?.regions ?? [])
                  .filter((r) => r.areaid !== NATIONAL_AREA_ID)
                  .map((r) => (
                    <option key={r.areaid} value={r.areaid}>
                      {r.name}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
          <Flex role="group" aria-label="走势口径" gap="1">
            <FilterChip selected={mode === 'yoy'} onClick={() => setMode('yoy')}>
              同比增长
            </FilterChip>
            <FilterChip selected={mode === 'value'} onClick={() => setMode('value')}>
              数值
            </FilterChip>
          </Flex>
        </Flex>
      }
    >
      {trend && mode === 'yoy' ? (
        <GroupedBarChart
          categories={growth.map((p) => p.label)}
          series={[
            { name: trend.region.name, color: CHART_COLORS.brand, values: growth.map((p) => pct(p.regionYoy)) },
            { name: '全国', color: CHART_COLORS.accent, values: growth.map((p) => pct(p.nationalYoy)) },
          ]}
          unit="%"
          height={300}
          ariaLabel={`${trend.region.name}${indicatorName}同比增长（对比全国）`}
          valueFormat={(v) => `${v.toFixed(1)}%`}
        />
      ) : trend ? (
        <LineChart
          series={series}
          unit={unit}
          height={300}
          ariaLabel={`${trend.region.name}${indicatorName}走势${ratio ? '（对比全国）' : ''}`}
          valueFormat={(v) => formatValue(v, trend.indicator)}
        />
      ) : null}
    </ChartCard>
  );
});
