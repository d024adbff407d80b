import type { Navigator } from '@kernel/client/navigator';
import type {
  ExportQuery,
  MaterialPriceMeta,
  PricePoint,
  PriceSeries,
  PriceSeriesQuery,
  RegionPriceTable,
  RegionTableQuery,
  ResourceBrief,
  ResourceSearchQuery,
  ResourceSearchResult,
} from '@plugins/material-price/shared/contract';
import { parseMonthText, shiftMonth } from '@plugins/material-price/shared/contract';
import type { MaterialPriceApi } from '@plugins/material-price/client/tokens';

export const REBAR: ResourceBrief = { code: 'R1004', kind: '材料', name: '热轧带肋钢筋', spec: 'HRB400E Φ20~25', unit: 't' };
export const C30: ResourceBrief = { code: 'R0304', kind: '材料', name: '预拌混凝土', spec: 'C30', unit: 'm³' };
export const LABOUR: ResourceBrief = { code: 'R0002', kind: '人工', name: '综合工日(土建)', spec: '', unit: '工日' };
const ALL = [LABOUR, C30, REBAR];

export const META: MaterialPriceMeta = {
  regions: [
    { areaid: 1, name: '全国', subList: [] },
    { areaid: 12, name: '江苏', subList: [{ areaid: 320500, name: '苏州市', subList: [] }] },
  ],
  firstMonth: 201801,
  latestMonth: 202610,
  kinds: ['人工', '材料', '机械', '主材', '设备'],
  popular: [REBAR, C30, LABOUR],
};

/** A price that moves with the month: 3,000 + 10 × months since 2018-01 (信息价 5 % above). */
export function marketOf(month: number): number {
  const n = (Math.floor(month / 100) - 2018) * 12 + (month % 100) - 1;
  return 3000 + 10 * n;
}

/** A test double of the API: answers from the queries, records them, and can hold answers. */
export class FakeApi implements MaterialPriceApi {
  calls: Array<{ kind: string; query: unknown }> = [];
  pending: Array<() => void> = [];
  hold = false;
  refuse: string | null = null;

  private answer<T>(kind: string, query: unknown, make: () => T): Promise<T> {
    this.calls.push({ kind, query });
    if (this.refuse) return Promise.reject(new Error(this.refuse));
    if (!this.hold) return Promise.resolve(make());
    return new Promise((resolve) => this.pending.push(() => resolve(make())));
  }

  meta(): Promise<MaterialPriceMeta> {
    return this.answer('meta', {}, () => META);
  }

  searchResources(query: ResourceSearchQuery): Promise<ResourceSearchResult> {
    return this.answer('search', query, () => {
      const list = ALL.filter((r) => (!query.kind || r.kind === query.kind) && (!query.keyWord || `${r.name}${r.spec}`.includes(query.keyWord)));
      return { list, total: list.length };
    });
  }

  series(query: PriceSeriesQuery): Promise<PriceSeries> {
    return this.answer('series', query, () => {
      const from = parseMonthText(query.from)!;
      const to = parseMonthText(query.to)!;
      const points: PricePoint[] = [];
      for (let m = from; m <= to; m = shiftMonth(m, 1)) points.push({ month: m, info: Math.round(marketOf(m) * 105) / 100, market: marketOf(m) });
      const resource = ALL.find((r) => r.code === query.code)!;
      const stats = (pick: (p: PricePoint) => number) => ({
        last: pick(points[points.length - 1]!),
        min: pick(points[0]!),
        minMonth: from,
        max: pick(points[points.length - 1]!),
        maxMonth: to,
        mean: 0,
        change: (pick(points[points.length - 1]!) - pick(points[0]!)) / pick(points[0]!),
      });
      const city = query.areaId === 320500;
      return {
        resource,
        region: { areaid: query.areaId, name: query.areaId === 1 ? '全国' : city ? '苏州市' : '江苏', provinceName: city ? '江苏' : '', isCity: city },
        fellBack: false,
        from,
        to,
        points,
        info: stats((p) => p.info),
        market: stats((p) => p.market),
      };
    });
  }

  regionTable(query: RegionTableQuery): Promise<RegionPriceTable> {
    return this.answer('table', query, () => {
      const month = parseMonthText(query.month)!;
      const resource = ALL.find((r) => r.code === query.code)!;
      const national = query.areaId === 1;
      const row = (areaid: number, name: string, level: 'national' | 'province' | 'city', k: number) => ({
        areaid,
        name,
        level,
        info: Math.round(marketOf(month) * 105 * k) / 100,
        market: Math.round(marketOf(month) * 100 * k) / 100,
        infoMom: 0.0033,
        infoYoy: -0.0125,
        marketMom: 0,
        marketYoy: null,
        marketVsNational: level === 'national' ? null : Math.round((k - 1) * 10_000) / 10_000,
      });
      return {
        resource,
        scope: national ? { areaid: 1, name: '全国', provinceName: '', isCity: false } : { areaid: 12, name: '江苏', provinceName: '', isCity: false },
        month,
        rows: national
          ? [row(1, '全国', 'national', 1), row(12, '江苏', 'province', 1.02)]
          : [row(12, '江苏', 'province', 1.02), row(320500, '苏州市', 'city', 1.04), row(1, '全国', 'national', 1)],
      };
    });
  }

  exportXlsx(query: ExportQuery): Promise<Blob> {
    return this.answer('export', query, () => new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  }

  release(): void {
    const all = this.pending;
    this.pending = [];
    for (const go of all) go();
  }
}

export class FakeNavigator implements Navigator {
  constructor(public address = '/materialPrice/index') {}
  visits: string[] = [];
  navigate(to: string): void {
    this.address = to;
    this.visits.push(to);
  }
  current(): string {
    return this.address;
  }
  reload(): void {}
}
