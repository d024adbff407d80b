/**
 * 全国造价概览, loaded lazily (with the chart code) so that it does not weigh on the home page's
 * first load: unit cost by building use, 住宅 unit cost by province and the national cost index.
 */
import { useEffect } from 'react';
import { Box, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { ChartCard, type ChartCardProps } from '@kernel/client/views/ChartCard';
import { BarChart, LineChart } from '@kernel/client/views/charts';
import type { CostOverview } from '../../../shared/contract';
import { HomeStore } from '../../store';
import { formatNumber } from '../links';
import { OverviewFrame } from './OverviewFrame';

/** The by-province chart shows the provinces with the highest medians. */
export const TOP_PROVINCES = 10;

const yuan = (v: number) => formatNumber(v, 0);

/**
 * The overview's chart cards: the kernel's ChartCard as a section of the landing page (a larger
 * title, roomier frame); the caption says period, region and samples, the summary what they show.
 */
const CARD: Partial<ChartCardProps> = { titleSize: 'md', borderRadius: '10px', p: '6', position: 'relative', overflow: 'hidden' };

export default observer(function OverviewSection() {
  const store = useService<HomeStore>(HomeStore);
  useEffect(() => {
    void store.loadOverview();
  }, [store]);
  const o = store.overview.data;
  if (store.overview.isIdle || store.overview.isLoading) return <OverviewFrame pending />;
  if (!o || (o.byUse.length === 0 && o.byProvince.length === 0 && o.indexTrend.length === 0)) return null;
  return (
    <OverviewFrame period={o.from && o.to ? `数据期间 ${o.from} 至 ${o.to}` : undefined}>
      <Grid templateColumns="minmax(0, 1fr) minmax(0, 1fr)" gap="5">
        {o.byUse.length > 0 ? (
          <ChartCard
            {...CARD}
            title="各类工程单方造价中位数（元/m²）"
            period={period(o)}
            region="全国"
            sample={o.samples ?? 0}
            summary={byUseCaption(o)}
          >
            <BarChart
              data={o.byUse.map((b) => ({ label: b.label, value: b.value }))}
              unit="元/m²"
              height={300}
              valueFormat={yuan}
              ariaLabel={`近12个月全国各类工程单方造价中位数（元/m²）：${o.byUse.map((b) => `${b.label} ${yuan(b.value)}`).join('，')}`}
            />
          </ChartCard>
        ) : null}
        {o.byProvince.length > 0 ? (
          <ChartCard
            {...CARD}
            title="住宅单方造价中位数（元/m²）"
            period={period(o)}
            extraCaption={[
              `前 ${Math.min(TOP_PROVINCES, o.byProvince.length)} / ${o.byProvince.length} 个省份`,
              `${o.byProvince.length} 省共 ${formatNumber(o.residentialSamples ?? 0, 0)} 个样本`,
            ]}
            summary={provinceCaption(o)}
          >
            <BarChart
              data={o.byProvince.slice(0, TOP_PROVINCES).map((b) => ({ label: b.label, value: b.value }))}
              unit="元/m²"
              horizontal
              height={300}
              valueFormat={yuan}
              ariaLabel={`近12个月各省份住宅单方造价中位数（元/m²）：${o.byProvince
                .slice(0, TOP_PROVINCES)
                .map((b) => `${b.label} ${yuan(b.value)}`)
                .join('，')}`}
            />
          </ChartCard>
        ) : null}
      </Grid>
      {o.indexTrend.length > 1 ? <IndexCard overview={o} /> : null}
    </OverviewFrame>
  );
});

/** The overview's data period (from – to), when the server says it. */
function period(o: CostOverview): string | undefined {
  return o.from && o.to ? `${o.from} 至 ${o.to}` : undefined;
}

function byUseCaption(o: CostOverview): string {
  const top = o.byUse[0]!;
  const bottom = o.byUse[o.byUse.length - 1]!;
  if (o.byUse.length === 1) return `${top.label}单方造价中位数为 ${yuan(top.value)} 元/m²。`;
  return `${top.label}单方造价中位数最高，约 ${yuan(top.value)} 元/m²（${top.samples} 个样本）；${bottom.label}最低，约 ${yuan(bottom.value)} 元/m²（${bottom.samples} 个样本）。每类工程至少 3 个样本。`;
}

function provinceCaption(o: CostOverview): string {
  const [first, second, third] = o.byProvince;
  const others = [second, third].filter(Boolean).map((b) => b!.label);
  return `${first!.label}住宅单方造价中位数最高，约 ${yuan(first!.value)} 元/m²${others.length ? `，其次是${others.join('、')}` : ''}；共 ${o.byProvince.length} 个省份样本充足。`;
}

function IndexCard({ overview }: { overview: CostOverview }) {
  const trend = overview.indexTrend;
  const last = trend[trend.length - 1]!;
  const yearAgo = trend.length > 4 ? trend[trend.length - 5]! : null;
  const change = yearAgo ? ((last.y - yearAgo.y) / yearAgo.y) * 100 : null;
  const quarter = (x: string) => x.replace('-Q', ' 年第 ') + ' 季度';
  const direction = change === null ? '' : change >= 0 ? '上涨' : '下降';
  const caption =
    change === null
      ? `${quarter(last.x)}全国造价指数为 ${last.y.toFixed(1)}。`
      : `${quarter(last.x)}全国造价指数为 ${last.y.toFixed(1)}，较上年同期${direction} ${Math.abs(change).toFixed(1)}%。`;
  return (
    <Box mt="5">
      <ChartCard
        {...CARD}
        title="全国造价指数走势（季度平均）"
        period={`${trend[0]!.x} 至 ${last.x}${overview.indexTo ? `（截至 ${overview.indexTo}）` : ''}`}
        extraCaption={[`基准：${overview.indexBase ?? '2018-01 全国 = 100'}`]}
        summary={caption}
      >
        <Grid templateColumns="200px minmax(0, 1fr)" gap="6" alignItems="center">
          <Box as="dl" m="0">
            <Stat label="最新季度指数" value={last.y.toFixed(1)} note={quarter(last.x)} />
            {change !== null ? (
              <Stat label="同比变化" value={`${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(1)}%`} note={`对比 ${quarter(yearAgo!.x)}`} tone={change >= 0 ? '#c2410c' : '#0f8a5f'} />
            ) : null}
          </Box>
          <LineChart
            series={[{ name: '全国造价指数', points: trend }]}
            unit="点"
            height={260}
            valueFormat={(v) => v.toFixed(1)}
            ariaLabel={`全国造价指数按季度平均走势（${overview.indexBase ?? '2018-01 全国 = 100'}），${trend[0]!.x} 至 ${last.x}，最新 ${last.y.toFixed(1)}`}
          />
        </Grid>
      </ChartCard>
    </Box>
  );
}

function Stat({ label, value, note, tone }: { label: string; value: string; note: string; tone?: string }) {
  return (
    <Box mb="5" ps="4" borderStartWidth="3px" borderColor="brand.500">
      <Text as="dt" fontSize="13px" color="gray.500">
        {label}
      </Text>
      <Text as="dd" m="0" fontSize="28px" fontWeight="700" lineHeight="1.3" color={tone ?? 'page.fg'} fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      <Text fontSize="12px" color="gray.500">
        {note}
      </Text>
    </Box>
  );
}
