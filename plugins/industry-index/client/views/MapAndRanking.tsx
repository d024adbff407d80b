import { Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { BarChart, CHART_COLORS } from '@kernel/client/views/charts';
import { formatChange, formatShare, formatValue } from '../format';
import { IndustryIndexStore } from '../tokens';
import { useService } from '@kernel/client/react';
import { ChinaMap } from './ChinaMap';

/** The map of the chosen indicator by province, beside its ranking; either picks the trend's province. */
export const MapAndRanking = observer(function MapAndRanking() {
  const store = useService<IndustryIndexStore>(IndustryIndexStore);
  const data = store.data.data;
  const chosen = data?.chosen;
  const loading = !data;
  const format = (v: number) => formatValue(v, chosen?.indicator ?? 'output');
  const trendArea = data?.trend.region.areaid ?? null;
  const top = chosen?.provinces[0];
  const summary = chosen && top
    ? `${data.period.label}${chosen.name}全国合计 ${format(chosen.national)} ${chosen.unit}（同比 ${formatChange(chosen.nationalYoy)}）；${top.name}居首，${format(top.value)} ${chosen.unit}${top.share !== null ? `，占全国 ${formatShare(top.share)}` : ''}。`
    : undefined;

  return (
    <Grid templateColumns="minmax(0, 1.55fr) minmax(0, 1fr)" gap="4" mb="4" alignItems="stretch">
      <ChartCard
        title={chosen ? `${chosen.name}分省分布` : '分省分布'}
        headingLevel="h2"
        titleSize="md"
        unit={chosen?.unit}
        period={data?.period.label}
        region="全国31个省（区、市）"
        summary={summary}
        loading={loading}
        placeholderHeight={460}
        note="颜色越深数值越大（按分位数分为六档）；点击或按回车选择省份，查看其走势。台湾、香港、澳门暂无数据。"
        bg="white"
      >
        {chosen && data ? (
          <ChinaMap
            provinces={chosen.provinces}
            name={chosen.name}
            unit={chosen.unit}
            periodLabel={data.period.label}
            format={format}
            selectedAreaId={trendArea}
            onSelect={(id) => void store.setTrendRegion(id)}
          />
        ) : null}
      </ChartCard>
      <ChartCard
        title={chosen ? `${chosen.name}排名` : '排名'}
        headingLevel="h2"
        titleSize="md"
        unit={chosen?.unit}
        period={data?.period.label}
        loading={loading}
        placeholderHeight={460}
        bg="white"
        note={chosen ? <Text as="span">橙色为走势图所选省份。</Text> : undefined}
      >
        {chosen ? (
          <BarChart
            horizontal
            height={chosen.provinces.length * 19 + 40}
            unit={chosen.unit}
            ariaLabel={`${data?.period.label ?? ''}各省${chosen.name}排名（${chosen.unit}）`}
            valueFormat={format}
            data={chosen.provinces.map((p) => ({ label: p.name, value: p.value, color: p.areaid === trendArea ? CHART_COLORS.accent : CHART_COLORS.brand }))}
          />
        ) : null}
      </ChartCard>
    </Grid>
  );
});
