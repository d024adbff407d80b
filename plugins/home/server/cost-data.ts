/**
 * What the home page reads from the cost data: the outline figures, the recommended single
 * projects and the national overview. Only called when the cost-data plugin is present (its
 * RegionCatalogue service is provided); every query is parameterised and dialect-neutral.
 */
import { sql, type Kysely } from 'kysely';
import type { RegionCatalogue } from '@plugins/cost-data/shared/services';
import { shortRegionName } from '@plugins/cost-data/shared/region-names';
import { BID_NODE_TABLE, PRICE_INDEX_TABLE, PROJECT_TABLE, type CostDataTables } from '@plugins/cost-data/shared/tables';
import type { CostOverview, Outline, OverviewBar, RecommendItem } from '../shared/contract';
import { roundTo } from '@kernel/core/rounding';
import { PRICE_INDEX_BASE } from '@plugins/cost-data/shared/vocabulary';
import { formatMonthKey, lastMonthsSpan } from '@kernel/core/months';

type Db = Kysely<CostDataTables>;

/** The 住宅 use the by-province chart is drawn for. */
export const RESIDENTIAL = '住宅';
/** Fewer samples than this do not make a median worth showing. */
export const MIN_SAMPLES = 3;
/** The index trend shows at most this many quarters. */
export const MAX_QUARTERS = 32;

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));


export async function latestMonth(db: Db): Promise<number | null> {
  const row = await db.selectFrom(BID_NODE_TABLE).select((eb) => eb.fn.max('price_month').as('m')).executeTakeFirst();
  const m = num(row?.m);
  return m > 0 ? m : null;
}

export async function readOutline(db: Db, enterpriseCount: number): Promise<Outline> {
  const nodes = await db
    .selectFrom(BID_NODE_TABLE)
    .select((eb) => [
      eb.fn.countAll().as('n'),
      eb.fn.count('province_id').distinct().as('regions'),
      eb.fn.count('building_use').distinct().as('uses'),
      eb.fn.max('price_month').as('latest'),
    ])
    .executeTakeFirst();
  const projects = await db.selectFrom(PROJECT_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const latest = num(nodes?.latest);
  return {
    bidNodeCount: num(nodes?.n),
    projectCount: num(projects?.n),
    regionCount: num(nodes?.regions),
    buildingUseCount: num(nodes?.uses),
    latestMonth: latest > 0 ? formatMonthKey(latest) : null,
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
export async function readRecommendations(db: Db, regions: RegionCatalogue, size: number): Promise<RecommendItem[]> {
  const rows = await db
    .selectFrom(BID_NODE_TABLE)
    .select([
      'id',
      'code',
      'name',
      'building_use',
      'structure',
      'floors_above',
      'floors_below',
      'building_area',
      'unit_cost',
      'pricing_stage',
      'price_month',
      'province_id',
      'city_id',
    ])
    .orderBy('price_month', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(size * 8, 40))
    .execute();
  const byUse = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byUse.get(row.building_use) ?? [];
    list.push(row);
    byUse.set(row.building_use, list);
  }
  const picked: typeof rows = [];
  const queues = [...byUse.values()];
  for (let round = 0; picked.length < size && queues.some((q) => q.length > round); round++) {
    for (const q of queues) {
      if (picked.length >= size) break;
      const row = q[round];
      if (row) picked.push(row);
    }
  }
  picked.sort((a, b) => b.price_month - a.price_month || b.id - a.id);
  return picked.map((r) => ({
    id: num(r.id),
    code: r.code,
    name: r.name,
    buildingUse: r.building_use,
    structure: r.structure,
    floorsAbove: num(r.floors_above),
    floorsBelow: num(r.floors_below),
    buildingArea: roundTo(num(r.building_area), 2),
    unitCost: roundTo(num(r.unit_cost), 2),
    pricingStage: r.pricing_stage,
    priceMonth: formatMonthKey(num(r.price_month)),
    region: regionLabel(regions, num(r.province_id), num(r.city_id)),
    link: `/commonproj/detail/${num(r.id)}`,
  }));
}

interface MedianRow {
  grp: string | number;
  value: number | string;
  samples: number | string;
}

/**
 * Medians of unit_cost per group over a month window, in one pass: the rows are ranked inside
 * their group by a window function and the middle one (or the mean of the middle two) is kept.
 * Works on SQLite (3.25+) and PostgreSQL alike; uses the price-month index for the window.
 */
async function medians(db: Db, group: 'building_use' | 'province_id', from: number, to: number, use?: string): Promise<MedianRow[]> {
  const column = sql.ref(group);
  const useFilter = use === undefined ? sql`` : sql`and building_use = ${use}`;
  const result = await sql<MedianRow>`
    select grp, avg(unit_cost) as value, max(cnt) as samples
    from (
      select ${column} as grp, unit_cost,
        row_number() over (partition by ${column} order by unit_cost) as rn,
        count(*) over (partition by ${column}) as cnt
      from ${sql.table(BID_NODE_TABLE)}
      where price_month >= ${from} and price_month <= ${to} ${useFilter}
    ) ranked
    where rn = (cnt + 1) / 2 or rn = (cnt + 2) / 2
    group by grp`.execute(db);
  return result.rows;
}

const round2 = (v: number) => roundTo(v, 2);

/** The national series of the price index. */
const NATIONAL_INDEX_PROVINCE = 1;

export async function readOverview(db: Db, regions: RegionCatalogue): Promise<CostOverview> {
  const to = await latestMonth(db);
  let byUse: OverviewBar[] = [];
  let byProvince: OverviewBar[] = [];
  let from: number | null = null;
  if (to !== null) {
    from = lastMonthsSpan(to, 12).from;
    const [uses, provinces] = await Promise.all([medians(db, 'building_use', from, to), medians(db, 'province_id', from, to, RESIDENTIAL)]);
    byUse = uses
      .map((r) => ({ label: String(r.grp), value: round2(num(r.value)), samples: num(r.samples) }))
      .filter((b) => b.samples >= MIN_SAMPLES)
      .sort((a, b) => b.value - a.value);
    byProvince = provinces
      .map((r) => {
        const region = regions.find(num(r.grp));
        return { label: region ? shortRegionName(region.name) : String(r.grp), value: round2(num(r.value)), samples: num(r.samples), known: !!region };
      })
      .filter((b) => b.known && b.samples >= MIN_SAMPLES)
      .map(({ known: _known, ...bar }) => bar)
      .sort((a, b) => b.value - a.value);
  }
  // The index never runs past the data: only quarters that end on or before the latest price month
  // of the single projects are shown (a quarter whose months are not all covered is left out, so
  // every point is the mean of its three months), and 截至 is the last month of the last quarter.
  const lastIndexMonth = to ?? Number.MAX_SAFE_INTEGER;
  const quarters = await sql<{ y: number | string; q: number | string; value: number | string; last: number | string; months: number | string }>`
    select month / 100 as y, (month % 100 - 1) / 3 as q, avg(value) as value, max(month) as last, count(*) as months
    from ${sql.table(PRICE_INDEX_TABLE)}
    where province_id = ${NATIONAL_INDEX_PROVINCE} and month <= ${lastIndexMonth}
    group by month / 100, (month % 100 - 1) / 3
    order by y, q`.execute(db);
  const trend = quarters.rows
    .filter((r) => num(r.months) === 3)
    .map((r) => ({ x: `${num(r.y)}-Q${num(r.q) + 1}`, y: round2(num(r.value)), last: num(r.last) }));
  const shown = trend.slice(-MAX_QUARTERS);
  const indexLast = shown.length ? shown[shown.length - 1]!.last : 0;
  const samples = byUse.reduce((n, b) => n + b.samples, 0);
  const residentialSamples = byProvince.reduce((n, b) => n + b.samples, 0);
  return {
    byUse,
    byProvince,
    indexTrend: shown.map(({ x, y }) => ({ x, y })),
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
