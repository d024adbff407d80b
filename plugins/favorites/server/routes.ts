import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ok } from '@kernel/core/envelope';
import { requireLogin } from '@kernel/server/auth';
import { BusinessError } from '@kernel/server/errors';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { Envelope } from '@kernel/server/schemas';
import { pageWindow, pagingProblem } from '@kernel/server/sql';
import { BID_NODE_TABLE, BQ_ITEM_TABLE, BqPricing, CostDataReader, RegionCatalogue, ResourcePrices } from '@plugins/cost-data/shared/services';
import {
  FAVORITES_LIMITS,
  FavoritesCodes,
  FavoritesMessages,
  FavoritesPaths,
  fullMessage,
  type FavoriteItem,
  type FavoriteKind,
  type FavoriteNode,
  type FavoritePage,
} from '../shared/contract';
import { FAVORITE_COUNT_TABLE, FAVORITE_TABLE, type FavoriteRow, type FavoritesTables } from './migrations';

const Kind = Type.Union([Type.Literal('node'), Type.Literal('item')]);
const TargetId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const TargetBody = Type.Object({ kind: Kind, targetId: TargetId });
export const TargetsBody = Type.Object({
  kind: Kind,
  targetIds: Type.Array(TargetId, { minItems: 1, maxItems: FAVORITES_LIMITS.idsMax }),
});
export const ListBody = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

const Saved = Type.Object({ kind: Kind, targetId: Type.Integer(), savedAt: Type.Number(), already: Type.Boolean() });
const Status = Type.Object({ kind: Kind, saved: Type.Array(Type.Integer()) });
const Cancelled = Type.Object({ kind: Kind, cancelled: Type.Integer() });
const Page = <T extends ReturnType<typeof Type.Object>>(row: T) =>
  Type.Object({ list: Type.Array(row), total: Type.Integer(), pageNum: Type.Integer(), pageSize: Type.Integer() });
const NodeSchema = Type.Object({
  targetId: Type.Integer(),
  savedAt: Type.Number(),
  name: Type.String(),
  regionName: Type.String(),
  buildingUse: Type.String(),
  structure: Type.String(),
  savedUnitCost: Type.Number(),
  savedMonth: Type.Integer(),
  current: Type.Union([Type.Object({ unitCost: Type.Number(), month: Type.Integer() }), Type.Null()]),
  change: Type.Union([Type.Number(), Type.Null()]),
});
const ItemSchema = Type.Object({
  targetId: Type.Integer(),
  savedAt: Type.Number(),
  code: Type.String(),
  code9: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  regionId: Type.Integer(),
  regionName: Type.String(),
  unitPrice: Type.Number(),
  priceMonth: Type.Integer(),
  savedUnitPrice: Type.Number(),
  savedMonth: Type.Integer(),
  current: Type.Union([Type.Object({ unitPrice: Type.Number(), month: Type.Integer() }), Type.Null()]),
  change: Type.Union([Type.Number(), Type.Null()]),
});

/** What a favourite keeps of its target at save time (see FavoriteRow). */
export type Snapshot = Omit<FavoriteRow, 'global_id' | 'kind' | 'target_id' | 'created_at'>;

/**
 * The targets of one kind: whether one exists (and its snapshot), and the current value of many.
 * Both kinds are read through cost-data's services: single projects and bill items with the
 * CostDataReader, an item's regional price with BqPricing (the item repriced at a month).
 */
export interface Targets {
  snapshot(id: number): Promise<Snapshot | null>;
  current(ids: readonly number[]): Promise<Map<number, { value: number; month: number }>>;
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
const NO_ITEM = { code9: '', code: '', unit: '', project_id: 0, project_name: '', item_price: 0, item_month: 0 } as const;

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

export interface FavoritesRouteOptions {
  readonly clock: () => number;
  /** Favourites per user (default FAVORITES_LIMITS.perUser). */
  readonly maxPerUser: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const unique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

export async function favoritesRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: FavoritesRouteOptions): Promise<void> {
  const db = ctx.db as Kysely<FavoritesTables>;
  const regions = ctx.services.get(RegionCatalogue);
  const reader = ctx.services.get(CostDataReader);
  const targets: Record<FavoriteKind, Targets> = {
    node: nodeTargets(reader),
    item: itemTargets({ reader, regions, pricing: () => ctx.services.find(BqPricing) ?? null, prices: () => ctx.services.find(ResourcePrices) ?? null, clock: options.clock }),
  };
  const { clock, maxPerUser } = options;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const who = (request: FastifyRequest) => request.session!.globalId;
  const regionName = (provinceId: number, cityId: number) =>
    [regions.find(provinceId)?.name, cityId ? regions.find(cityId)?.name : undefined].filter(Boolean).join('・') || '—';
  // Writes: per member and minute (the address when not logged in; the guard refuses those).
  const writeLimit = {
    rateLimit: {
      max: 120,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => (request.session ? `member:${request.session.globalId}` : `ip:${request.ip}`),
    },
  };

  api.post(
    FavoritesPaths.status,
    { schema: { body: TargetsBody, response: { 200: Envelope(Status) } }, onRequest: requireLogin },
    async (request) => {
      const { kind } = request.body;
      const ids = unique(request.body.targetIds);
      const rows = await db
        .selectFrom(FAVORITE_TABLE)
        .select('target_id')
        .where('global_id', '=', who(request))
        .where('kind', '=', kind)
        .where('target_id', 'in', ids)
        .execute();
      return ok({ kind, saved: unique(rows.map((r) => Number(r.target_id))) });
    },
  );

  api.post(
    FavoritesPaths.add,
    { schema: { body: TargetBody, response: { 200: Envelope(Saved) } }, onRequest: requireLogin, config: writeLimit },
    async (request) => {
      const { kind, targetId } = request.body;
      const globalId = who(request);
      const existing = await savedAt(db, globalId, kind, targetId);
      if (existing !== null) return ok({ kind, targetId, savedAt: existing, already: true }, FavoritesMessages.alreadySaved);
      const snapshot = await targets[kind].snapshot(targetId);
      if (!snapshot) throw new BusinessError(FavoritesCodes.notFound, kind === 'node' ? FavoritesMessages.nodeNotFound : FavoritesMessages.itemNotFound);
      const now = clock();
      // One transaction: the favourite, then the user's count raised only while under the cap.
      // The count row is locked by the raise, so concurrent adds of one user take turns on it and
      // each sees the count the previous one left (PostgreSQL re-checks the WHERE on the newest
      // row; SQLite runs one transaction at a time); a refused raise rolls the favourite back.
      const saved = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto(FAVORITE_TABLE)
          .values({ global_id: globalId, kind, target_id: targetId, created_at: now, ...snapshot })
          .onConflict((oc) => oc.columns(['global_id', 'kind', 'target_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null; // saved meanwhile by a concurrent call
        const raised = await trx
          .insertInto(FAVORITE_COUNT_TABLE)
          .values({ global_id: globalId, n: 1 })
          .onConflict((oc) =>
            oc
              .column('global_id')
              .doUpdateSet({ n: sql<number>`${sql.ref(`${FAVORITE_COUNT_TABLE}.n`)} + 1` })
              .where(`${FAVORITE_COUNT_TABLE}.n`, '<', maxPerUser),
          )
          .executeTakeFirst();
        if (Number(raised.numInsertedOrUpdatedRows ?? 0) === 0 || maxPerUser < 1) throw new BusinessError(FavoritesCodes.full, fullMessage(maxPerUser));
        return now;
      });
      if (saved === null) return ok({ kind, targetId, savedAt: (await savedAt(db, globalId, kind, targetId)) ?? now, already: true }, FavoritesMessages.alreadySaved);
      return ok({ kind, targetId, savedAt: saved, already: false }, FavoritesMessages.saved);
    },
  );

  api.post(
    FavoritesPaths.cancel,
    { schema: { body: TargetsBody, response: { 200: Envelope(Cancelled) } }, onRequest: requireLogin, config: writeLimit },
    async (request) => {
      const { kind } = request.body;
      const ids = unique(request.body.targetIds);
      const globalId = who(request);
      const cancelled = await db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom(FAVORITE_TABLE)
          .where('global_id', '=', globalId)
          .where('kind', '=', kind)
          .where('target_id', 'in', ids)
          .executeTakeFirst();
        const n = Number(deleted.numDeletedRows ?? 0);
        if (n > 0) {
          await trx
            .updateTable(FAVORITE_COUNT_TABLE)
            .set({ n: sql<number>`${sql.ref('n')} - ${n}` })
            .where('global_id', '=', globalId)
            .execute();
        }
        return n;
      });
      return ok({ kind, cancelled }, FavoritesMessages.cancelled);
    },
  );

  /** One page of the caller's favourites of a kind, newest first, with the current values. */
  async function page(request: FastifyRequest & { body: { pageNum?: number; pageSize?: number } }, kind: FavoriteKind) {
    const pageNum = request.body.pageNum ?? 1;
    const pageSize = request.body.pageSize ?? 10;
    const problem = pagingProblem({ pageNum, pageSize }, { sizes: FAVORITES_LIMITS.pageSizes, maxRows: FAVORITES_LIMITS.maxRows });
    if (problem) throw new BusinessError(FavoritesCodes.invalid, problem === 'pageSize' ? FavoritesMessages.pageSize : FavoritesMessages.tooDeep);
    const mine = db.selectFrom(FAVORITE_TABLE).where('global_id', '=', who(request)).where('kind', '=', kind);
    const { limit, offset } = pageWindow({ pageNum, pageSize });
    const [rows, count] = await Promise.all([
      mine.selectAll().orderBy('created_at', 'desc').orderBy('target_id', 'desc').limit(limit).offset(offset).execute(),
      mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    const current = await targets[kind].current(rows.map((r) => Number(r.target_id)));
    return { rows, current, total: Number(count?.n ?? 0), pageNum, pageSize };
  }

  api.post(
    FavoritesPaths.nodeList,
    { schema: { body: ListBody, response: { 200: Envelope(Page(NodeSchema)) } }, onRequest: requireLogin },
    async (request) => {
      const { rows, current, ...rest } = await page(request, 'node');
      const list = rows.map((r): FavoriteNode => {
        const now = current.get(Number(r.target_id));
        const saved = Number(r.saved_value);
        return {
          targetId: Number(r.target_id),
          savedAt: Number(r.created_at),
          name: r.name,
          regionName: regionName(Number(r.province_id), Number(r.city_id)),
          buildingUse: r.building_use,
          structure: r.structure,
          savedUnitCost: saved,
          savedMonth: Number(r.saved_month),
          current: now ? { unitCost: now.value, month: now.month } : null,
          change: now ? round2(now.value - saved) : null,
        };
      });
      return ok<FavoritePage<FavoriteNode>>({ list, ...rest });
    },
  );

  api.post(
    FavoritesPaths.itemList,
    { schema: { body: ListBody, response: { 200: Envelope(Page(ItemSchema)) } }, onRequest: requireLogin },
    async (request) => {
      const { rows, current, ...rest } = await page(request, 'item');
      const list = rows.map((r): FavoriteItem => {
        const now = current.get(Number(r.target_id));
        const saved = Number(r.saved_value);
        const provinceId = Number(r.province_id);
        const cityId = Number(r.city_id);
        return {
          targetId: Number(r.target_id),
          savedAt: Number(r.created_at),
          code: r.code,
          code9: r.code9,
          name: r.name,
          unit: r.unit,
          projectId: Number(r.project_id),
          projectName: r.project_name,
          regionId: cityId || provinceId,
          regionName: regionName(provinceId, cityId),
          unitPrice: Number(r.item_price),
          priceMonth: Number(r.item_month),
          savedUnitPrice: saved,
          savedMonth: Number(r.saved_month),
          current: now ? { unitPrice: now.value, month: now.month } : null,
          change: now ? round2(now.value - saved) : null,
        };
      });
      return ok<FavoritePage<FavoriteItem>>({ list, ...rest });
    },
  );
}

/** When the user saved the target (ms), or null. */
async function savedAt(db: Kysely<FavoritesTables>, globalId: string, kind: FavoriteKind, targetId: number): Promise<number | null> {
  const row = await db
    .selectFrom(FAVORITE_TABLE)
    .select('created_at')
    .where('global_id', '=', globalId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return row ? Number(row.created_at) : null;
}
