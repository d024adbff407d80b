import { Histogram, type HistogramBin, type HistogramProps } from '@kernel/client/views/charts/Histogram';
import type { BqPriceStats } from '../../shared/contract';
import { fmtPrice } from '../format';

type Marker = NonNullable<HistogramProps['markers']>[number];

/**
 * The distribution of 综合单价 samples: the histogram with P10, 中位数 and P90 marked, and any `extra`
 * markers (本项目).
 */
export function PriceHistogram({ bins, stats, unit, height, ariaLabel, extra = [] }: { bins: HistogramBin[]; stats: BqPriceStats; unit: string; height: number; ariaLabel: string; extra?: Marker[] }) {
  return (
    <Histogram
      bins={bins}
      unit={unit}
      height={height}
      markers={[{ label: 'P10', value: stats.p10 }, { label: '中位数', value: stats.median }, { label: 'P90', value: stats.p90 }, ...extra]}
      ariaLabel={ariaLabel}
      valueFormat={(v) => fmtPrice(v)}
    />
  );
}
