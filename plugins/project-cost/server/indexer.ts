/**
 * Builds the project-level cost indices (project_cost_index) from the cost data, read through
 * cost-data's CostDataReader service (the index is written on project-cost's own handle): one row
 * per project with its unit cost by building use, its specialty and fee composition over the whole
 * project (per m² of the total building area) and its technical-economic indicators weighted by
 * the building area of the single projects that carry them.
 *
 * `syncProjectCostIndex` is incremental: it (re)builds the rows of projects that are new or whose
 * totals changed since, and removes the rows of projects that are gone. The seed runs it once; the
 * endpoints run it again (throttled) so that data imported later shows up without a restart.
 * What is stale is found by comparing, in memory, the projects' totals, counts, price months and
 * names with those of the index rows, read side by side in id order a slice at a time (no join
 * across the plugins' tables).
 */
import type { Kysely } from 'kysely';
import { percentShares, roundTo, toUnits } from '@kernel/core/rounding';
import { composition as compose } from '@plugins/cost-data/shared/composition';
import { FEES, INDICATORS, SPECIALTIES } from '@plugins/cost-data/shared/vocabulary';
import {
  BID_NODE_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  PROJECT_TABLE,
  type BidNodeRow,
  type CostDataReader,
  type CostItemRow,
  type IndicatorRow,
  type ProjectRow,
} from '@plugins/cost-data/shared/services';
import type { CompositionLine, IndicatorLine, UseIndex } from '../shared/contract';
import { INDEX_TABLE, type IndexRow, type ProjectCostTables } from './tables';

/** project-cost's own tables. */
type Db = Kysely<ProjectCostTables>;

/** Projects (re)built per round trip. */
const CHUNK = 200;
/** Projects compared with their index rows per read. */
const COMPARE_SLICE = 5000;

type NodeFields = Pick<
  BidNodeRow,
  'id' | 'project_id' | 'building_use' | 'structure' | 'building_area' | 'above_area' | 'below_area' | 'total_cost' | 'floors_above'
>;

export interface SyncReport {
  built: number;
  removed: number;
}

/** Rounds to `digits` decimals: the site's one rounding rule (`@kernel/core/rounding`); 0 for a non-number. */
export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return 0;
  return roundTo(value, digits);
}

const safeDiv = (a: number, b: number) => (b > 0 ? a / b : 0);

/**
 * (Re)builds the index rows that are missing or stale and drops those of deleted projects. The
 * cost data is read through `data` (cost-data's reader); the index is written on `database`.
 */
export async function syncProjectCostIndex(data: CostDataReader, database: Kysely<any>, now: number = Date.now()): Promise<SyncReport> {
  const db = database as Db;
  const ids: number[] = [];
  const orphanIds: number[] = [];
  // Both sides in id order, a slice at a time (each read stays short; other requests go on between).
  for (let after = -1; ; ) {
    const projects = await data
      .selectFrom(PROJECT_TABLE)
      .select(['id', 'total_cost', 'bid_node_count', 'price_month', 'name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(COMPARE_SLICE)
      .execute();
    const last = projects.length < COMPARE_SLICE ? null : Number(projects[projects.length - 1]!.id);
    let indexQuery = db.selectFrom(INDEX_TABLE).select(['project_id', 'total_cost', 'bid_node_count', 'price_month', 'name']).where('project_id', '>', after);
    // The last slice takes every index row after it: those of projects that are gone.
    if (last !== null) indexQuery = indexQuery.where('project_id', '<=', last);
    const indexed = new Map((await indexQuery.execute()).map((i) => [Number(i.project_id), i]));
    for (const p of projects) {
      const id = Number(p.id);
      const i = indexed.get(id);
      indexed.delete(id);
      const changed =
        !i ||
        Number(i.total_cost) !== Number(p.total_cost) ||
        Number(i.bid_node_count) !== Number(p.bid_node_count) ||
        Number(i.price_month) !== Number(p.price_month) ||
        i.name !== p.name;
      if (changed) ids.push(id);
    }
    for (const id of indexed.keys()) orphanIds.push(id);
    if (last === null) break;
    after = last;
  }

  for (let i = 0; i < orphanIds.length; i += CHUNK) {
    await db.deleteFrom(INDEX_TABLE).where('project_id', 'in', orphanIds.slice(i, i + CHUNK)).execute();
  }

  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await buildRows(data, ids.slice(i, i + CHUNK), now);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom(INDEX_TABLE).where('project_id', 'in', rows.map((r) => r.project_id)).execute();
      if (rows.length > 0) await trx.insertInto(INDEX_TABLE).values(rows).execute();
    });
  }
  return { built: ids.length, removed: orphanIds.length };
}

async function buildRows(data: CostDataReader, projectIds: number[], now: number): Promise<IndexRow[]> {
  if (projectIds.length === 0) return [];
  const projects: ProjectRow[] = await data.selectFrom(PROJECT_TABLE).selectAll().where('id', 'in', projectIds).execute();
  const nodes: NodeFields[] = await data
    .selectFrom(BID_NODE_TABLE)
    .select(['id', 'project_id', 'building_use', 'structure', 'building_area', 'above_area', 'below_area', 'total_cost', 'floors_above'])
    .where('project_id', 'in', projectIds)
    .orderBy('id')
    .execute();
  const nodeIds = data.selectFrom(BID_NODE_TABLE).select('id').where('project_id', 'in', projectIds);
  const items: CostItemRow[] = await data
    .selectFrom(COST_ITEM_TABLE)
    .select(['bid_node_id', 'kind', 'code', 'amount', 'unit_cost', 'ratio'])
    .where('bid_node_id', 'in', nodeIds)
    .execute();
  const indicators: IndicatorRow[] = await data
    .selectFrom(INDICATOR_TABLE)
    .select(['bid_node_id', 'code', 'value'])
    .where('bid_node_id', 'in', nodeIds)
    .execute();

  const nodesOf = groupBy(nodes, (n) => Number(n.project_id));
  const itemsOf = groupBy(items, (i) => Number(i.bid_node_id));
  const indicatorsOf = groupBy(indicators, (i) => Number(i.bid_node_id));

  return projects.map((p) => {
    const own = nodesOf.get(Number(p.id)) ?? [];
    return buildIndexRow(
      p,
      own,
      own.flatMap((n) => itemsOf.get(Number(n.id)) ?? []),
      own.flatMap((n) => (indicatorsOf.get(Number(n.id)) ?? []).map((ind) => ({ ...ind, area: Number(n.building_area) }))),
      now,
    );
  });
}

/** One project's index row, from its single projects, their cost items and indicators. */
export function buildIndexRow(
  p: ProjectRow,
  nodes: readonly NodeFields[],
  items: readonly CostItemRow[],
  indicators: readonly (IndicatorRow & { area: number })[],
  now: number,
): IndexRow {
  const nodeArea = nodes.reduce((s, n) => s + Number(n.building_area), 0);
  const totalArea = Number(p.total_area) > 0 ? Number(p.total_area) : nodeArea;
  const totalCost = Number(p.total_cost) > 0 ? Number(p.total_cost) : nodes.reduce((s, n) => s + Number(n.total_cost), 0);

  // By building use, in the order of their cost (largest first).
  const useMap = new Map<string, UseIndex>();
  for (const n of nodes) {
    const u = useMap.get(n.building_use) ?? { name: n.building_use, count: 0, area: 0, cost: 0, unitCost: 0, ratio: 0 };
    u.count += 1;
    u.area += Number(n.building_area);
    u.cost += Number(n.total_cost);
    useMap.set(n.building_use, u);
  }
  // Shares of the uses by the site's rule: one decimal of a percent, adding up to 100.0 %.
  const useList = [...useMap.values()];
  const useShares = percentShares(useList.map((u) => toUnits(u.cost, 2)));
  const uses = useList
    .map((u, i) => ({ ...u, area: round(u.area), cost: round(u.cost), unitCost: round(safeDiv(u.cost, u.area)), ratio: roundTo(useShares[i]! / 100, 3) }))
    .sort((a, b) => b.cost - a.cost || a.name.localeCompare(b.name));
  const unitCost = Number(p.unit_cost) > 0 ? round(Number(p.unit_cost)) : round(safeDiv(totalCost, totalArea));

  // The main structure: the one with the largest building area.
  const structureArea = new Map<string, number>();
  for (const n of nodes) structureArea.set(n.structure, (structureArea.get(n.structure) ?? 0) + Number(n.building_area));
  const mainStructure = [...structureArea.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';

  const composition = (kind: string, vocabulary: readonly { code: string; name: string }[]): CompositionLine[] => {
    const sums = new Map<string, number>();
    for (const it of items) if (it.kind === kind) sums.set(it.code, (sums.get(it.code) ?? 0) + Number(it.amount));
    const known = vocabulary.filter((v) => sums.has(v.code)).map((v) => v.code);
    const extra = [...sums.keys()].filter((c) => !known.includes(c)).sort();
    // The site's rule: amounts in cents, the 元/m² of the lines apportioned from the project's own
    // 元/m² (so they add up to it), shares adding up to 100.0 %.
    const c = compose(
      [...known, ...extra].map((code) => ({ code, name: vocabulary.find((v) => v.code === code)?.name ?? code, amount: sums.get(code) ?? 0 })),
      totalArea,
      unitCost,
    );
    return c.lines.map((l) => ({ code: l.code, name: l.name, amount: l.amount, unitCost: l.unitCost, ratio: l.ratio }));
  };

  const indicatorLines: IndicatorLine[] = [];
  const byCode = groupBy(indicators, (i) => i.code);
  const codes = [...INDICATORS.map((i) => i.code as string).filter((c) => byCode.has(c)), ...[...byCode.keys()].filter((c) => !INDICATORS.some((i) => i.code === c)).sort()];
  for (const code of codes) {
    const list = byCode.get(code) ?? [];
    const area = list.reduce((s, i) => s + i.area, 0);
    const weighted = area > 0 ? list.reduce((s, i) => s + Number(i.value) * i.area, 0) / area : list.reduce((s, i) => s + Number(i.value), 0) / list.length;
    const meta = INDICATORS.find((i) => i.code === code);
    indicatorLines.push({ code, name: meta?.name ?? code, unit: meta?.unit ?? '', value: round(weighted, 4), count: list.length });
  }

  const keywords = [
    p.name,
    p.code,
    p.category,
    p.pricing_stage,
    ...uses.map((u) => u.name),
    ...structureArea.keys(),
    ...new Set(nodes.map((n) => `${n.floors_above}层`)),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

  return {
    project_id: Number(p.id),
    code: p.code,
    name: p.name,
    province_id: Number(p.province_id),
    city_id: Number(p.city_id),
    category: p.category,
    pricing_stage: p.pricing_stage,
    price_date: p.price_date,
    price_month: Number(p.price_month),
    total_area: Number(p.total_area),
    above_area: round(nodes.reduce((s, n) => s + Number(n.above_area), 0)),
    below_area: round(nodes.reduce((s, n) => s + Number(n.below_area), 0)),
    total_cost: Number(p.total_cost),
    unit_cost: unitCost,
    bid_node_count: Number(p.bid_node_count),
    main_structure: mainStructure,
    keywords,
    uses_json: JSON.stringify(uses),
    specialties_json: JSON.stringify(composition('specialty', SPECIALTIES)),
    fees_json: JSON.stringify(composition('fee', FEES)),
    indicators_json: JSON.stringify(indicatorLines),
    built_at: now,
  };
}

function groupBy<T, K>(list: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of list) {
    const k = key(item);
    const bucket = map.get(k);
    if (bucket) bucket.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** The aggregates compared before a sync: a count, the last id and sums of the compared columns. */
const FINGERPRINT_KEYS = ['n', 'last', 'cost', 'nodes', 'months', 'names'] as const;
type Fingerprint = Record<(typeof FINGERPRINT_KEYS)[number], unknown>;

/**
 * Whether the projects and the index rows agree on their count, last id and the sums of the
 * compared columns (total cost in 分, single-project counts, price months, name lengths): one
 * aggregate read on each side. A new, deleted or edited project changes them (an edit that keeps
 * every sum, e.g. a rename to a name of the same length, is left to the periodic full comparison).
 */
export async function fingerprintsMatch(data: CostDataReader, database: Kysely<any>): Promise<boolean> {
  const db = database as Db;
  const [projects, indexed] = await Promise.all([
    data
      .selectFrom(PROJECT_TABLE)
      .select((eb) => [
        eb.fn.countAll().as('n'),
        eb.fn.max('id').as('last'),
        eb.fn.sum(eb.fn('round', [eb('total_cost', '*', 100)])).as('cost'),
        eb.fn.sum('bid_node_count').as('nodes'),
        eb.fn.sum('price_month').as('months'),
        eb.fn.sum(eb.fn('length', ['name'])).as('names'),
      ])
      .executeTakeFirst(),
    db
      .selectFrom(INDEX_TABLE)
      .select((eb) => [
        eb.fn.countAll().as('n'),
        eb.fn.max('project_id').as('last'),
        eb.fn.sum(eb.fn('round', [eb('total_cost', '*', 100)])).as('cost'),
        eb.fn.sum('bid_node_count').as('nodes'),
        eb.fn.sum('price_month').as('months'),
        eb.fn.sum(eb.fn('length', ['name'])).as('names'),
      ])
      .executeTakeFirst(),
  ]);
  const value = (f: Fingerprint | undefined, key: keyof Fingerprint) => Number(f?.[key] ?? 0);
  return FINGERPRINT_KEYS.every((key) => value(projects, key) === value(indexed, key));
}

/** A full comparison runs at least this often, even when the fingerprints agree. */
export const FULL_COMPARE_MS = 10 * 60 * 1000;

/**
 * Runs the sync at most once per `intervalMs` (and never twice at the same time); every caller
 * waits for a sync already running. A sync first compares the fingerprints of both sides (two
 * aggregate reads) and compares every project only when they differ, or when the last full
 * comparison is older than FULL_COMPARE_MS.
 */
export class IndexSynchronizer {
  private running: Promise<void> | null = null;
  private lastRun = -Infinity;
  private lastFull = -Infinity;

  constructor(
    private readonly data: CostDataReader,
    private readonly db: Kysely<any>,
    private readonly clock: () => number,
    private readonly intervalMs: number,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  private async sync(now: number): Promise<void> {
    if (now - this.lastFull < FULL_COMPARE_MS && (await fingerprintsMatch(this.data, this.db))) return;
    await syncProjectCostIndex(this.data, this.db, now);
    this.lastFull = now;
  }

  ensureFresh(): Promise<void> {
    if (this.running) return this.running;
    const now = this.clock();
    if (now - this.lastRun < this.intervalMs) return Promise.resolve();
    this.lastRun = now;
    this.running = this.sync(now)
      .catch((err) => {
        // A failed sync is retried on the next request; the current index keeps answering.
        this.lastRun = -Infinity;
        this.onError(err);
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
