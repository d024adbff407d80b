/**
 * Turns a validated bill into rows (cost_data_bq_item, cost_data_bq_norm, cost_data_bq_resource)
 * and writes them, with the single project when the workbook brings one, in ONE transaction: all
 * or nothing.
 */
import { sql, type Kysely } from 'kysely';
import { shortRegionName } from '../../shared/region-names';
import {
  BQ_CODE_TABLE,
  BQ_ITEM_TABLE,
  BQ_RESOURCE_TABLE,
  type BqItemRow,
  type BqNormRow,
  type BqResourceRow,
} from '../../shared/tables';
import { catalogueRows, loadCatalogue } from '../bq/catalogue';
import { EXCELLENT_MEASURE_ITEMS, EXCELLENT_SUB_ITEMS, priceKindOfStage } from '../bq/generate';
import { createResourcePriceModel } from '../bq/prices';
import { writeProjects } from '../import/commit';
import type { ProjectPlan } from '../import/validate';
import { provinceFullName, regionName } from '../regions';
import { insertRows, writeCostData, type WriterDialect } from '../writer';
import { derivePlan, deriveStored, writeDerived } from './fees';
import type { ItemPlan } from './validate';

/** The single project a bill is attached to, as the rows copy it. */
export interface BillTarget {
  readonly provinceId: number;
  readonly cityId: number;
  readonly priceMonth: number;
  readonly buildingUse: string;
  readonly structure: string;
  readonly pricingStage: string;
}

export const BQ_RESOURCE_COLUMNS = [
  'bq_item_id',
  'seq',
  'resource_code',
  'kind',
  'name',
  'spec',
  'unit',
  'per',
  'quantity',
  'price',
  'unit_amount',
] as const satisfies ReadonlyArray<keyof BqResourceRow>;

let priceModel: ReturnType<typeof createResourcePriceModel> | null = null;

/** The region whose prices an item of this single project is read against: the city when priced, else its province. */
export function priceRegionOf(provinceId: number, cityId: number): number {
  priceModel ??= createResourcePriceModel();
  return priceModel.priceRegionOf(cityId) ?? priceModel.priceRegionOf(provinceId) ?? provinceId;
}

/** The rows of a bill, item ids from `firstId`. */
export function buildBillRows(
  items: readonly ItemPlan[],
  bidNodeId: number,
  standard: string,
  target: BillTarget,
  firstId: number,
): { items: BqItemRow[]; norms: BqNormRow[]; resources: BqResourceRow[] } {
  const provinceFull = provinceFullName(target.provinceId) || regionName(target.provinceId);
  const cityName = regionName(target.cityId);
  const regionText = [...new Set([provinceFull, shortRegionName(provinceFull), regionName(target.provinceId), cityName, shortRegionName(cityName)].filter(Boolean))].join(' ');
  const priceRegion = priceRegionOf(target.provinceId, target.cityId);
  const priceKind = priceKindOfStage(target.pricingStage);
  // 优质清单: the largest 分部分项 and 单价措施 items by amount, as the generated bills mark them.
  const largest = (part: string, n: number) =>
    items
      .filter((i) => i.part === part)
      .sort((a, b) => b.amountCents - a.amountCents || a.row - b.row)
      .slice(0, n);
  const excellent = new Set([...largest('sub', EXCELLENT_SUB_ITEMS), ...largest('measure', EXCELLENT_MEASURE_ITEMS)]);
  const rows: BqItemRow[] = [];
  const norms: BqNormRow[] = [];
  const resources: BqResourceRow[] = [];
  items.forEach((item, i) => {
    const id = firstId + i;
    const words = [...new Set(item.features.split('\n').map((f) => f.slice(f.search(/[：:]/) + 1).trim()).filter(Boolean))].join(' ');
    rows.push({
      id,
      bid_node_id: bidNodeId,
      seq: i + 1,
      standard,
      code: item.code,
      code9: item.code9,
      name: item.name,
      features: item.features,
      unit: item.unit,
      quantity: item.quantity,
      unit_price: item.unitPriceCents / 100,
      amount: item.amountCents / 100,
      labour: item.parts.labour / 100,
      material: item.parts.material / 100,
      machine: item.parts.machine / 100,
      management: item.parts.management / 100,
      profit: item.parts.profit / 100,
      risk: item.parts.risk / 100,
      part: item.part,
      specialty: item.specialty,
      excellent: excellent.has(item) ? 1 : 0,
      price_region_id: priceRegion,
      price_kind: priceKind,
      province_id: target.provinceId,
      city_id: target.cityId,
      price_month: target.priceMonth,
      building_use: target.buildingUse,
      structure: target.structure,
      pricing_stage: target.pricingStage,
      keywords: `${words ? `${item.name} ${words}` : item.name} ${item.code} ${regionText}`,
    });
    item.norms.forEach((n, k) =>
      norms.push({ bq_item_id: id, seq: k + 1, norm_code: n.code, name: n.name, unit: n.unit, per: n.per, quantity: Math.round(item.quantity * n.per * 1000) / 1000 }),
    );
    item.resources.forEach((r, k) =>
      resources.push({
        bq_item_id: id,
        seq: k + 1,
        resource_code: r.code,
        kind: r.kind,
        name: r.name,
        spec: r.spec,
        unit: r.unit,
        per: r.per,
        quantity: Math.round(item.quantity * r.per * 10000) / 10000,
        price: r.price,
        unit_amount: r.amountCents / 100,
      }),
    );
  });
  return { items: rows, norms, resources };
}

/** Thrown inside the transaction when the single project got a bill meanwhile. */
export class BillExists extends Error {}

export interface BillCommit {
  readonly bidNodeId: number;
  readonly projectId: number | null;
  readonly itemIds: readonly number[];
  readonly norms: number;
  readonly resources: number;
}

/** Items of a single project's bill (0 when it has none). */
export async function billSize(db: Kysely<any>, bidNodeId: number): Promise<number> {
  const row = await db.selectFrom(BQ_ITEM_TABLE).select((eb) => eb.fn.countAll<number>().as('n')).where('bid_node_id', '=', bidNodeId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Writes the bill (and first the single project of `nodePlan`, when given, whose new id the
 * bill takes) in one transaction; the catalogue is written too when the database has none.
 */
export async function commitBill(
  db: Kysely<any>,
  dialect: WriterDialect,
  input: {
    items: readonly ItemPlan[];
    standard: string;
    target: BillTarget;
    bidNodeId: number | null;
    nodePlan: ProjectPlan | null;
    now: number;
    /** Derive the single project's 分部分项工程费 and 措施项目费 from the bill (./fees.ts). */
    deriveFees?: boolean;
  },
): Promise<BillCommit> {
  const sub = input.items.filter((i) => i.part === 'sub').reduce((s, i) => s + i.amountCents, 0);
  const measures = input.items.filter((i) => i.part !== 'sub').reduce((s, i) => s + i.amountCents, 0);
  return db.transaction().execute(async (trx) => {
    let bidNodeId = input.bidNodeId;
    let projectId: number | null = null;
    if (input.nodePlan) {
      const plan = input.deriveFees ? derivePlan(input.nodePlan, sub, measures) : input.nodePlan;
      const written = await writeProjects(trx, dialect, [plan], input.now);
      bidNodeId = written.bidNodeIds[0]!;
      projectId = written.projectIds[0]!;
    } else if (bidNodeId === null || (await billSize(trx, bidNodeId)) > 0) {
      throw new BillExists();
    } else if (input.deriveFees) {
      await writeDerived(trx, bidNodeId, await deriveStored(trx, bidNodeId, sub, measures));
    }
    const hasCatalogue = await trx.selectFrom(BQ_CODE_TABLE).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst();
    if (!hasCatalogue) await writeCostData(trx, catalogueRows(loadCatalogue()), { dialect });
    const max = await trx.selectFrom(BQ_ITEM_TABLE).select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
    const rows = buildBillRows(input.items, bidNodeId!, input.standard, input.target, Number(max?.max ?? 0) + 1);
    await writeCostData(trx, { bqItems: rows.items, bqNorms: rows.norms }, { dialect });
    await insertRows(trx, dialect, BQ_RESOURCE_TABLE, BQ_RESOURCE_COLUMNS, rows.resources);
    return { bidNodeId: bidNodeId!, projectId, itemIds: rows.items.map((r) => r.id), norms: rows.norms.length, resources: rows.resources.length };
  });
}
