import type { Navigator } from '@kernel/client/navigator';
import { PROVINCES } from '@plugins/cost-data/server/regions';
import { generateStatistics } from '@plugins/industry-index/server/generate';
import { IndustryStatistics } from '@plugins/industry-index/server/statistics';
import type { RegionRow } from '@plugins/industry-index/server/tables';
import { PROVINCE_ANCHORS } from '@plugins/industry-index/server/anchors';
import { INDICATOR_CODES, parsePeriod, type IndicatorCode, type IndustryDataList, type IndustryDataQuery, type IndustryExportQuery, type IndustryParams } from '@plugins/industry-index/shared/contract';
import type { IndustryIndexApi } from '@plugins/industry-index/client/tokens';

/** The statistics the server would hold: the real generator and the server's own answer builder, without a database. */
function statistics(): IndustryStatistics {
  const areaOf = new Map(PROVINCES.map((p) => [p.name, p.areaid]));
  const regions: RegionRow[] = [
    { areaid: 1, code: '', name: '全国', sort_order: 0 },
    ...PROVINCE_ANCHORS.map((p, i) => ({ areaid: areaOf.get(p.name)!, code: p.code, name: p.name, sort_order: i + 1 })),
  ];
  const byCode = new Map(regions.map((r) => [r.code, r.areaid]));
  return IndustryStatistics.fromRows(
    regions,
    generateStatistics().map((r) => ({ period: r.period, areaid: byCode.get(r.code)!, series: r.series, value: r.value })),
  );
}

const STATS = statistics();

/** A test double of the API answering what the server answers (the same code builds it), recording the calls. */
export class FakeApi implements IndustryIndexApi {
  readonly calls: IndustryDataQuery[] = [];
  readonly exports: IndustryExportQuery[] = [];
  failNext: string | null = null;
  exportError: Error | null = null;

  async params(): Promise<IndustryParams> {
    return STATS.params();
  }

  async dataList(query: IndustryDataQuery): Promise<IndustryDataList> {
    this.calls.push({ ...query });
    if (this.failNext) {
      const message = this.failNext;
      this.failNext = null;
      throw new Error(message);
    }
    const areaId = query.areaId ?? 1;
    const p = parsePeriod(query.period ?? '');
    const period = p ? (p.quarter ? `${p.year}Q${p.quarter}` : String(p.year)) : STATS.years[0]!;
    const indicator = ((INDICATOR_CODES as readonly string[]).includes(query.indicator ?? '') ? query.indicator : 'output') as IndicatorCode;
    const trend = query.trendAreaId ?? (areaId !== 1 ? areaId : STATS.ranking(period, indicator)[0]!.areaid);
    return STATS.dataList(areaId, period, indicator, trend);
  }

  async exportXlsx(query: IndustryExportQuery): Promise<Blob> {
    this.exports.push({ ...query });
    if (this.exportError) throw this.exportError;
    return new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  }
}

/** Records the addresses the store writes. */
export class FakeNavigator implements Navigator {
  path = '/industry-index/index';
  readonly visits: Array<{ to: string; replace: boolean }> = [];
  navigate(to: string, options?: { replace?: boolean }): void {
    this.visits.push({ to, replace: options?.replace ?? false });
    this.path = to;
  }
  current(): string {
    return this.path;
  }
  reload(): void {}
}

export const areaIdOf = (name: string) => PROVINCES.find((p) => p.name === name)!.areaid;
