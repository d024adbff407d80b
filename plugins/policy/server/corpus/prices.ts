/**
 * The figures the documents quote, read from cost-data's ResourcePrices so that they equal the
 * site's own: 信息价 of a resource in a region and month, and the labour column's day rate of a
 * quarter (the mean of the quarter's three monthly 市场价, rounded to the cent, as the labour plugin
 * defines it). Before the price model's first month (2018-01) the figures are back-cast from that
 * month: labour day rates 6.5 % a year for the trades and 6 % for 普工 (the labour-rate notices'
 * rises before 2018), materials 2 % a year.
 */
import type { ResourcePrices } from '@plugins/cost-data/shared/services';
import type { CorpusResource } from './model';
import { addMonths, monthsBetween } from './text';

const round2 = (n: number): number => Math.round(n * 100) / 100;

export class CorpusPrices {
  private readonly first: number;
  constructor(
    private readonly prices: ResourcePrices,
    private readonly resources: ReadonlyMap<string, CorpusResource>,
  ) {
    this.first = prices.months()[0] ?? 201801;
  }

  resource(code: string): CorpusResource | null {
    return this.resources.get(code) ?? null;
  }

  /** The yearly rate a price is back-cast with before the model's first month. */
  private backcastRate(r: CorpusResource): number {
    if (r.price_class === 'labour_general') return 0.06;
    if (r.price_class.startsWith('labour')) return 0.065;
    return 0.02;
  }

  /** The region a price is read for (the city, else its province), or null. */
  regionOf(areaid: number): number | null {
    return this.prices.priceRegionOf(areaid);
  }

  /** 信息价 and 市场价 of a resource in a region and month (back-cast before 2018-01), or null. */
  point(code: string, areaid: number, month: number): { info: number; market: number } | null {
    const r = this.resources.get(code);
    const region = this.prices.priceRegionOf(areaid);
    if (!r || region === null) return null;
    if (month >= this.first) return this.prices.price(r, region, month);
    const anchor = this.prices.price(r, region, this.first);
    if (!anchor) return null;
    const factor = Math.pow(1 + this.backcastRate(r), monthsBetween(month, this.first) / 12);
    return { info: round2(anchor.info / factor), market: round2(anchor.market / factor) };
  }

  /** 信息价 of a resource in a region and month, or null. */
  info(code: string, areaid: number, month: number): number | null {
    return this.point(code, areaid, month)?.info ?? null;
  }

  /**
   * The labour column's day rate of a quarter (YYYYQ): the mean of its three monthly 市场价,
   * rounded to the cent.
   */
  quarterMarket(code: string, areaid: number, quarter: number): number | null {
    const year = Math.floor(quarter / 10);
    const firstMonth = year * 100 + (quarter % 10 - 1) * 3 + 1;
    const r = this.resources.get(code);
    const region = this.prices.priceRegionOf(areaid);
    if (!r || region === null) return null;
    let points: Array<{ market: number }>;
    if (firstMonth >= this.first) points = this.prices.series(r, region, firstMonth, addMonths(firstMonth, 2));
    else points = [0, 1, 2].map((k) => this.point(code, areaid, addMonths(firstMonth, k))).filter((p): p is { info: number; market: number } => p !== null);
    if (!points.length) return null;
    return round2(points.reduce((s, p) => s + p.market, 0) / points.length);
  }
}

/** The newest complete quarter (YYYYQ) before a month (YYYYMM): 202402 → 20234, 202408 → 20242. */
export function quarterBefore(month: number): number {
  const y = Math.floor(month / 100);
  const q = Math.floor(((month % 100) - 1) / 3);
  return q === 0 ? (y - 1) * 10 + 4 : y * 10 + q;
}
