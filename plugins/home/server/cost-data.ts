/**
 * What the home page shows of the cost data: the outline figures, the recommended single projects
 * and the national overview. The figures come from the cost-data plugin's services (CostDataFigures
 * for the numbers, RegionCatalogue for the names); home never reads the cost-data tables. Only
 * called when those services are provided (the cost-data plugin is on).
 */
import { formatMonthKey, lastMonthsSpan } from '@kernel/core/months';
import { roundTo } from '@kernel/core/rounding';
import { bidNodeRoutes } from '@plugins/bid-node/shared/routes';
import { shortRegionName } from '@plugins/cost-data/shared/region-names';
import type { CostDataFigures, RegionCatalogue, SingleProjectBrief } from '@plugins/cost-data/shared/services';
import { PRICE_INDEX_BASE } from '@plugins/cost-data/shared/vocabulary';
import type { CostOverview, Outline, OverviewBar, RecommendItem } from '../shared/contract';

/** The 住宅 use the by-province chart is drawn for. */
export const RESIDENTIAL = '住宅';
/** Fewer samples than this do not make a median worth showing. */
export const MIN_SAMPLES = 3;
/** The index trend shows at most this many quarters. */
export const MAX_QUARTERS = 32;
/** The overview's medians cover this many months, ending with the latest month of the data. */
export const OVERVIEW_MONTHS = 12;

const round2 = (v: number) => roundTo(v, 2);

export async function readOutline(figures: CostDataFigures, enterpriseCount: number): Promise<Outline> {
  const counts = await figures.counts();
  return {
    bidNodeCount: counts.bidNodeCount,
    projectCount: counts.projectCount,
    regionCount: counts.regionCount,
    buildingUseCount: counts.buildingUseCount,
    latestMonth: counts.latestMonth !== null ? formatMonthKey(counts.latestMonth) : null,
    enterpriseCount,
  };
}

/** A region label: 广东 · 深圳 (or the province alone). */
export function regionLabel(regions: RegionCatalogue, provinceId: number, cityId: number): string {
  const province = regions.find(provinceId);
  const city = cityId && cityId !== provinceId ? regions.find(cityId) : null;
  const p = province ? shortRegionName(province.name) : '';
  const c = city ? shortRegionName(city.name) : '';
  if (p && c && c !== p) return `${p} · ${c}`;
  return p || c || '—';
}

/**
 * The latest single projects, mixed across building uses: among the newest rows (a small window
 * read through the price-month index), one per use in turn until `size` are picked.
 */
export async function readRecommendations(figures: CostDataFigures, regions: RegionCatalogue, size: number): Promise<RecommendItem[]> {
  const rows = await figures.latestSingleProjects(Math.max(size * 8, 40));
  const byUse = new Map<string, SingleProjectBrief[]>();
  for (const row of rows) {
    const list = byUse.get(row.buildingUse) ?? [];
    list.push(row);
    byUse.set(row.buildingUse, list);
  }
  const picked: SingleProjectBrief[] = [];
  const queues = [...byUse.values()];
  for (let round = 0; picked.length < size && queues.some((q) => q.length > round); round++) {
    for (const q of queues) {
      if (picked.length >= size) break;
      const row = q[round];
      if (row) picked.push(row);
    }
  }
  picked.sort((a, b) => b.priceMonth - a.priceMonth || b.id - a.id);
  return picked.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    buildingUse: r.buildingUse,
    structure: r.structure,
    floorsAbove: r.floorsAbove,
    floorsBelow: r.floorsBelow,
    buildingArea: round2(r.buildingArea),
    unitCost: round2(r.unitCost),
    pricingStage: r.pricingStage,
    priceMonth: formatMonthKey(r.priceMonth),
    region: regionLabel(regions, r.provinceId, r.cityId),
    link: bidNodeRoutes.detail({ id: r.id }),
  }));
}

export async function readOverview(figures: CostDataFigures, regions: RegionCatalogue): Promise<CostOverview> {
  const to = await figures.latestMonth();
  let byUse: OverviewBar[] = [];
  let byProvince: OverviewBar[] = [];
  let from: number | null = null;
  if (to !== null) {
    from = lastMonthsSpan(to, OVERVIEW_MONTHS).from;
    const [uses, provinces] = await Promise.all([figures.medianByUse(from, to), figures.medianByProvince(from, to, RESIDENTIAL)]);
    byUse = uses
      .map((r) => ({ label: r.group, value: round2(r.median), samples: r.samples }))
      .filter((b) => b.samples >= MIN_SAMPLES)
      .sort((a, b) => b.value - a.value);
    byProvince = provinces
      .map((r) => {
        const region = regions.find(r.group);
        return { label: region ? shortRegionName(region.name) : String(r.group), value: round2(r.median), samples: r.samples, known: !!region };
      })
      .filter((b) => b.known && b.samples >= MIN_SAMPLES)
      .map(({ known: _known, ...bar }) => bar)
      .sort((a, b) => b.value - a.value);
  }
  // The index never runs past the data: only quarters that end on or before the latest price month
  // of the single projects are shown (a quarter whose months are not all covered is left out, so
  // every point is the mean of its three months), and 截至 is the last month of the last quarter.
  const quarters = await figures.nationalIndexQuarters(to ?? Number.MAX_SAFE_INTEGER);
  const shown = quarters.filter((q) => q.months === 3).slice(-MAX_QUARTERS);
  const indexLast = shown.length ? shown[shown.length - 1]!.lastMonth : 0;
  const samples = byUse.reduce((n, b) => n + b.samples, 0);
  const residentialSamples = byProvince.reduce((n, b) => n + b.samples, 0);
  return {
    byUse,
    byProvince,
    indexTrend: shown.map((q) => ({ x: `${q.year}-Q${q.quarter}`, y: round2(q.value) })),
    from: from !== null ? formatMonthKey(from) : null,
    to: to !== null ? formatMonthKey(to) : null,
    indexTo: indexLast > 0 ? formatMonthKey(indexLast) : null,
    indexBase: PRICE_INDEX_BASE,
    samples,
    residentialSamples,
  };
}

export const EMPTY_OVERVIEW: CostOverview = {
  byUse: [],
  byProvince: [],
  indexTrend: [],
  from: null,
  to: null,
  indexTo: null,
  indexBase: PRICE_INDEX_BASE,
  samples: 0,
  residentialSamples: 0,
};
