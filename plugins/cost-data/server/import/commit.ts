/**
 * Turns validated projects into cost-data rows (ids max(id)+1, source 'import') and writes them in
 * one transaction with the shared writer: all or nothing.
 */
import type { Kysely } from 'kysely';
import { BID_NODE_TABLE, PROJECT_TABLE, type BidNodeRow, type CostItemRow, type IndicatorRow, type ProjectRow } from '../../shared/tables';
import { provinceFullName, regionName } from '../regions';
import { categoryNode } from '../generator';
import { buildKeywords, writeCostData, type WriterDialect } from '../writer';
import { Col } from './columns';
import type { ImportIssue, ProjectPlan } from './validate';

export const IMPORT_SOURCE = 'import';

/** The rows of one import, in writer order. */
export interface PlannedRows {
  readonly projects: ProjectRow[];
  readonly bidNodes: BidNodeRow[];
  readonly costItems: CostItemRow[];
  readonly indicators: IndicatorRow[];
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** `XM2024-000123` / `DX2024-0001234`: the display numbers, from the year and the id. */
export function projectCode(year: string, id: number): string {
  return `XM${year}-${String(id).padStart(6, '0')}`;
}
export function bidNodeCode(year: string, id: number): string {
  return `DX${year}-${String(id).padStart(7, '0')}`;
}

/** The rows of the planned projects, numbered from the given first ids. */
export function buildRows(plans: readonly ProjectPlan[], firstProjectId: number, firstBidNodeId: number, now: number): PlannedRows {
  const projects: ProjectRow[] = [];
  const bidNodes: BidNodeRow[] = [];
  const costItems: CostItemRow[] = [];
  const indicators: IndicatorRow[] = [];
  let projectId = firstProjectId;
  let nodeId = firstBidNodeId;
  for (const plan of plans) {
    const id = projectId++;
    const first = plan.nodes[0]!;
    const year = first.priceDate.slice(0, 4);
    const province = provinceFullName(plan.provinceId);
    const city = regionName(plan.cityId);
    let totalArea = 0;
    let totalCost = 0;
    for (const node of plan.nodes) {
      const nid = nodeId++;
      totalArea += node.buildingArea;
      totalCost += node.totalCost;
      const base = {
        name: node.name,
        building_use: node.buildingUse,
        structure: node.structure,
        floors_above: node.floorsAbove,
        floors_below: node.floorsBelow,
        height_m: node.heightM,
      };
      bidNodes.push({
        id: nid,
        project_id: id,
        code: bidNodeCode(year, nid),
        ...base,
        province_id: plan.provinceId,
        city_id: plan.cityId,
        building_area: node.buildingArea,
        above_area: node.aboveArea,
        below_area: node.belowArea,
        foundation_type: node.foundationType,
        seismic_intensity: node.seismicIntensity,
        decoration_standard: node.decorationStandard,
        pricing_stage: node.pricingStage,
        price_date: node.priceDate,
        price_month: node.priceMonth,
        total_cost: round(node.totalCost, 2),
        unit_cost: round(node.totalCost / node.buildingArea, 2),
        scope: node.scope,
        attributes: JSON.stringify(node.attributes),
        keywords: buildKeywords(base, { province, city, project: plan.name }),
        source: IMPORT_SOURCE,
        created_at: now,
      });
      const feeTotal = node.fees.reduce((s, l) => s + l.amount, 0);
      for (const line of node.specialties) {
        costItems.push({
          bid_node_id: nid,
          kind: 'specialty',
          code: line.code,
          amount: round(line.amount, 2),
          unit_cost: round(line.amount / node.buildingArea, 2),
          ratio: round(line.amount / node.totalCost, 6),
        });
      }
      for (const line of node.fees) {
        costItems.push({
          bid_node_id: nid,
          kind: 'fee',
          code: line.code,
          amount: round(line.amount, 2),
          unit_cost: round(line.amount / node.buildingArea, 2),
          ratio: round(line.amount / feeTotal, 6),
        });
      }
      for (const ind of node.indicators) indicators.push({ bid_node_id: nid, code: ind.code, value: ind.value });
    }
    projects.push({
      id,
      code: projectCode(year, id),
      name: plan.name,
      province_id: plan.provinceId,
      city_id: plan.cityId,
      category: categoryNode(plan.nodes, (n) => n.buildingUse, (n) => n.buildingArea).buildingUse,
      pricing_stage: first.pricingStage,
      price_date: first.priceDate,
      price_month: first.priceMonth,
      total_area: round(totalArea, 2),
      total_cost: round(totalCost, 2),
      unit_cost: round(totalCost / totalArea, 2),
      bid_node_count: plan.nodes.length,
      source: IMPORT_SOURCE,
      created_at: now,
    });
  }
  return { projects, bidNodes, costItems, indicators };
}

/** The next free ids: max(id) + 1 of the projects and of the single projects (1 for empty tables). */
export async function nextIds(db: Kysely<any>): Promise<{ project: number; bidNode: number }> {
  const p = await db.selectFrom(PROJECT_TABLE).select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  const n = await db.selectFrom(BID_NODE_TABLE).select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  return { project: Number(p?.max ?? 0) + 1, bidNode: Number(n?.max ?? 0) + 1 };
}

/**
 * Projects of the file that were imported before (same name, province and city, source import):
 * importing them again would double them, so they are reported on their first row.
 */
export async function findAlreadyImported(db: Kysely<any>, plans: readonly ProjectPlan[]): Promise<ImportIssue[]> {
  if (plans.length === 0) return [];
  const names = [...new Set(plans.map((p) => p.name))];
  const existing: Array<{ code: string; name: string; province_id: number; city_id: number }> = [];
  for (let i = 0; i < names.length; i += 500) {
    existing.push(
      ...(await db
        .selectFrom(PROJECT_TABLE)
        .select(['code', 'name', 'province_id', 'city_id'])
        .where('source', '=', IMPORT_SOURCE)
        .where('name', 'in', names.slice(i, i + 500))
        .execute()),
    );
  }
  const issues: ImportIssue[] = [];
  for (const plan of plans) {
    const twin = existing.find((e) => e.name === plan.name && e.province_id === plan.provinceId && e.city_id === plan.cityId);
    if (twin) {
      issues.push({ row: plan.nodes[0]!.row, column: Col.project, message: `该项目已导入过（项目编号 ${twin.code}），不能重复导入` });
    }
  }
  return issues;
}

export interface CommitResult {
  readonly projectIds: readonly number[];
  readonly bidNodeIds: readonly number[];
  readonly rows: PlannedRows;
}

/**
 * Display numbers already taken (e.g. by sample data numbered another way) get a suffix (-2, -3 …),
 * so that an import never fails on a UNIQUE code.
 */
async function avoidTakenCodes(db: Kysely<any>, table: string, rows: Array<{ code: string }>): Promise<void> {
  const taken = new Set<string>();
  for (let i = 0; i < rows.length; i += 500) {
    const codes = rows.slice(i, i + 500).map((r) => r.code);
    const found = await db.selectFrom(table).select('code').where('code', 'in', codes).execute();
    for (const f of found) taken.add(f.code as string);
  }
  if (taken.size === 0) return;
  for (const row of rows) {
    if (!taken.has(row.code)) continue;
    let n = 2;
    while (taken.has(`${row.code}-${n}`) || (await db.selectFrom(table).select('code').where('code', '=', `${row.code}-${n}`).executeTakeFirst())) n++;
    row.code = `${row.code}-${n}`;
    taken.add(row.code);
  }
}

/** Writes the projects in one transaction (ids assigned inside it); nothing is written on failure. */
export async function commitProjects(
  db: Kysely<any>,
  dialect: WriterDialect,
  plans: readonly ProjectPlan[],
  now: number = Date.now(),
): Promise<CommitResult> {
  return db.transaction().execute((trx) => writeProjects(trx, dialect, plans, now));
}

/**
 * Writes the projects inside the caller's transaction (ids assigned there): the bill importer
 * writes a single project and its bill in one transaction with it.
 */
export async function writeProjects(trx: Kysely<any>, dialect: WriterDialect, plans: readonly ProjectPlan[], now: number): Promise<CommitResult> {
  const ids = await nextIds(trx);
  const rows = buildRows(plans, ids.project, ids.bidNode, now);
  await avoidTakenCodes(trx, PROJECT_TABLE, rows.projects);
  await avoidTakenCodes(trx, BID_NODE_TABLE, rows.bidNodes);
  await writeCostData(trx, rows, { dialect });
  return { projectIds: rows.projects.map((p) => p.id), bidNodeIds: rows.bidNodes.map((n) => n.id), rows };
}
