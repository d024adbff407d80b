/**
 * The targets of each kind of favourite: whether one exists, the snapshot kept when it is saved and
 * its value now. Single projects and bill items are read through cost-data's services; labour price
 * lines through the provider the labour plugin contributes (FavoriteKindProviders).
 */
import type { ServerPluginContext } from '@kernel/server/plugin';
import { BID_NODE_TABLE, BQ_ITEM_TABLE, BqPricing, CostDataReader, RegionCatalogue, ResourcePrices } from '@plugins/cost-data/shared/services';
import type { FavoriteKind } from '../shared/contract';
import { FavoriteKindProviders, type FavoriteViewer } from '../shared/services';
import type { FavoriteRow } from './migrations';

/** What a favourite keeps of its target at save time (see FavoriteRow). */
export type Snapshot = Omit<FavoriteRow, 'global_id' | 'kind' | 'target_id' | 'created_at'>;

/**
 * The targets of one kind: whether one exists (and its snapshot), and the current value of many.
 * Both kinds are read through cost-data's services: single projects and bill items with the
 * CostDataReader, an item's regional price with BqPricing (the item repriced at a month).
 */
export interface Targets {
  snapshot(id: number, viewer: FavoriteViewer): Promise<Snapshot | null>;
  /** The value now (`quarter` for labour lines: the quarter the value is of). */
  current(ids: readonly number[], viewer: FavoriteViewer): Promise<Map<number, { value: number; month: number; quarter?: string }>>;
}

export function nodeTargets(reader: CostDataReader): Targets {
  return {
    async snapshot(id) {
      const row = await reader
        .selectFrom(BID_NODE_TABLE)
        .select(['name', 'unit_cost', 'price_month', 'province_id', 'city_id', 'building_use', 'structure'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        name: row.name.slice(0, 200),
        saved_value: Number(row.unit_cost),
        saved_month: Number(row.price_month),
        province_id: Number(row.province_id),
        city_id: Number(row.city_id),
        building_use: row.building_use.slice(0, 50),
        structure: row.structure.slice(0, 50),
        ...NO_ITEM,
      };
    },
    async current(ids) {
      if (ids.length === 0) return new Map();
      const rows = await reader.selectFrom(BID_NODE_TABLE).select(['id', 'unit_cost', 'price_month']).where('id', 'in', [...ids]).execute();
      return new Map(rows.map((r) => [Number(r.id), { value: Number(r.unit_cost), month: Number(r.price_month) }]));
    },
  };
}

/** The item columns of a node's snapshot. */
const NO_ITEM = { code9: '', code: '', unit: '', project_id: 0, project_name: '', item_price: 0, item_month: 0, quarter: '' } as const;

/** YYYYMM of a moment in China's time zone. */
export function monthOf(ms: number): number {
  const d = new Date(ms + 8 * 3_600_000);
  return d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
}

export interface ItemTargetServices {
  readonly reader: CostDataReader;
  readonly regions: RegionCatalogue;
  /** Looked up when first needed (null when cost-data does not offer them). */
  readonly pricing: () => BqPricing | null;
  readonly prices: () => ResourcePrices | null;
  readonly clock: () => number;
}

/**
 * Bill items (cost_data_bq_item). The snapshot keeps what the member saw (code, name, unit, its
 * single project, its own 综合单价 and month) and its regional price at the month of saving: the
 * item repriced by BqPricing at that month in its own price region (its stored price when that
 * month is its own). The current value is the item repriced at the month of now, both months
 * clamped to the months the prices cover, so the change is how its regional price moved since it
 * was saved. 总价措施 do not move (BqPricing keeps them).
 */
export function itemTargets(services: ItemTargetServices): Targets {
  const { reader, regions, clock } = services;
  /** The priced month of a moment: its own month, clamped to the months the prices cover. */
  const pricedMonth = (ms: number): number | null => {
    const prices = services.prices();
    if (!prices) return null;
    const months = prices.months();
    if (months.length === 0) return null;
    const want = Math.min(monthOf(ms), prices.latestMonth());
    return months.includes(want) ? want : want < months[0]! ? months[0]! : prices.latestMonth();
  };
  const repriced = async (id: number, month: number | null): Promise<{ value: number; month: number } | null> => {
    const pricing = services.pricing();
    if (!pricing || month === null) return null;
    const r = await pricing.reprice(id, month);
    return r ? { value: r.repriced.unitPrice, month } : null;
  };
  return {
    async snapshot(id) {
      const row = await reader
        .selectFrom(`${BQ_ITEM_TABLE} as i`)
        .innerJoin(`${BID_NODE_TABLE} as n`, 'n.id', 'i.bid_node_id')
        .select(['i.code', 'i.code9', 'i.name', 'i.unit', 'i.unit_price', 'i.price_month', 'i.price_region_id', 'i.bid_node_id', 'n.name as project_name'])
        .where('i.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const regionId = Number(row.price_region_id);
      const province = regions.provinceOf(regionId) ?? regionId;
      const itemPrice = Number(row.unit_price);
      const itemMonth = Number(row.price_month);
      const atSave = await repriced(id, pricedMonth(clock()));
      return {
        name: row.name.slice(0, 200),
        saved_value: atSave?.value ?? itemPrice,
        saved_month: atSave?.month ?? itemMonth,
        province_id: province,
        city_id: province === regionId ? 0 : regionId,
        building_use: '',
        structure: '',
        code9: row.code9.slice(0, 12),
        code: row.code.slice(0, 12),
        unit: row.unit.slice(0, 20),
        project_id: Number(row.bid_node_id),
        project_name: row.project_name.slice(0, 200),
        item_price: itemPrice,
        item_month: itemMonth,
        quarter: '',
      };
    },
    async current(ids) {
      const out = new Map<number, { value: number; month: number }>();
      if (ids.length === 0) return out;
      const month = pricedMonth(clock());
      const found = await Promise.all(ids.map(async (id) => [id, await repriced(id, month)] as const));
      for (const [id, value] of found) if (value) out.set(id, value);
      return out;
    },
  };
}

/** The last month (YYYYMM) of a quarter 'YYYYQn' (0 when malformed). */
export function quarterEndMonth(quarter: string): number {
  const m = /^(\d{4})Q([1-4])$/.exec(quarter);
  return m ? Number(m[1]) * 100 + Number(m[2]) * 3 : 0;
}

/**
 * Labour price lines, owned by the labour plugin: its contributed provider checks a line and gives
 * its price as the viewer sees it (none contributed: every line is unknown and has no value now).
 */
export function labourTargets(ctx: Pick<ServerPluginContext, 'services'>): Targets {
  const provider = () => ctx.services.contributed(FavoriteKindProviders).find((p) => p.kind === 'labour') ?? null;
  return {
    async snapshot(id, viewer) {
      const s = await provider()?.snapshot(id, viewer);
      if (!s) return null;
      return {
        name: s.tradeName.slice(0, 200),
        saved_value: s.price,
        saved_month: quarterEndMonth(s.quarter),
        province_id: s.provinceId,
        city_id: s.cityId,
        building_use: s.buildingType.slice(0, 50),
        structure: '',
        ...NO_ITEM,
        code9: s.tradeCode.slice(0, 12),
        unit: s.unit.slice(0, 20),
        quarter: s.quarter.slice(0, 8),
      };
    },
    async current(ids, viewer) {
      const out = new Map<number, { value: number; month: number; quarter?: string }>();
      const p = provider();
      if (!p || ids.length === 0) return out;
      for (const [id, now] of await p.current(ids, viewer)) out.set(id, { value: now.value, month: quarterEndMonth(now.quarter), quarter: now.quarter });
      return out;
    },
  };
}

/** Every kind's targets over a plugin context (cheap: objects over the services, no I/O until asked). */
export function favoriteTargets(ctx: Pick<ServerPluginContext, 'services'>, clock: () => number): Record<FavoriteKind, Targets> {
  const regions = ctx.services.get(RegionCatalogue);
  const reader = ctx.services.get(CostDataReader);
  return {
    node: nodeTargets(reader),
    item: itemTargets({ reader, regions, pricing: () => ctx.services.find(BqPricing) ?? null, prices: () => ctx.services.find(ResourcePrices) ?? null, clock }),
    labour: labourTargets(ctx),
  };
}
