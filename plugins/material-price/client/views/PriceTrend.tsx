import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { LineChart, type LineSeries } from '@kernel/client/views/charts';
import { MATERIAL_PRICE_SOURCE, monthLabel, monthText, priceUnit, regionText, resourceTitle } from '../../shared/contract';
import { formatChange, formatPrice } from '../format';
import { MaterialPriceStore } from '../tokens';

export const INFO_COLOR = '#1456c8';
export const MARKET_COLOR = '#e07b1a';

/** 价格走势: the monthly 信息价 and 市场价 of the resource in the region over the period (a line each). */
export const PriceTrend = observer(function PriceTrend() {
  const store = useService<MaterialPriceStore>(MaterialPriceStore);
  const data = store.series.data;
  const series = useMemo<LineSeries[]>(
    () =>
      data
        ? [
            { name: '信息价', color: INFO_COLOR, points: data.points.map((p) => ({ x: monthText(p.month), y: p.info })) },
            { name: '市场价', color: MARKET_COLOR, points: data.points.map((p) => ({ x: monthText(p.month), y: p.market })) },
          ]
        : [],
    [data],
  );
  const unit = data ? priceUnit(data.resource) : '';
  const summary = data ? (
    <>
      {monthLabel(data.to)}，{regionText(data.region)}
      {resourceTitle(data.resource)}信息价 {formatPrice(data.info.last)} {unit}，市场价 {formatPrice(data.market.last)} {unit}。期间市场价最高{' '}
      {formatPrice(data.market.max)} {unit}（{monthLabel(data.market.maxMonth)}），最低 {formatPrice(data.market.min)} {unit}（{monthLabel(data.market.minMonth)}），较期初
      {formatChange(data.market.change)}；信息价较期初{formatChange(data.info.change)}。
    </>
  ) : null;

  return (
    <ChartCard
      title="价格走势"
      headingLevel="h2"
      unit={unit || undefined}
      period={data ? `${monthLabel(data.from)}—${monthLabel(data.to)}` : undefined}
      region={data ? regionText(data.region) : undefined}
      extraCaption={data ? [`${data.points.length} 个月`, `来源：${MATERIAL_PRICE_SOURCE}`] : undefined}
      summary={summary}
      loading={store.series.status === 'loading' && !data}
      empty={store.series.status === 'error' ? store.series.error : data ? data.points.length === 0 : false}
      placeholderHeight={320}
      note="信息价为各地造价管理机构发布的指导价：钢材、混凝土、水泥、砂石等按月测定、次月发布，其他材料按季度发布，人工工日单价每年 3 月、9 月调整；市场价为当月市场成交均价。价格均不含增值税。"
      bg="white"
      opacity={store.series.status === "loading" && data ? 0.6 : 1}
    >
      {data ? (
        <LineChart
          series={series}
          unit={unit}
          height={320}
          ariaLabel={`${regionText(data.region)}${resourceTitle(data.resource)}信息价与市场价月度走势（${unit}）`}
          valueFormat={(v) => formatPrice(v)}
        />
      ) : null}
    </ChartCard>
  );
});
