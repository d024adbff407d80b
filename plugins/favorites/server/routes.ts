import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ok } from '@kernel/core/envelope';
import { requireLogin } from '@kernel/server/auth';
import { BusinessError } from '@kernel/server/errors';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { Envelope } from '@kernel/server/schemas';
import { pageWindow, pagingProblem } from '@kernel/server/sql';
import { RegionCatalogue } from '@plugins/cost-data/shared/services';
import {
  FAVORITES_LIMITS,
  FavoritesCodes,
  FavoritesMessages,
  FavoritesPaths,
  type FavoriteItem,
  type FavoriteKind,
  type FavoriteLabour,
  type FavoriteNode,
  type FavoritePage,
} from '../shared/contract';
import type { FavoriteViewer } from '../shared/services';
import { FAVORITE_TABLE, type FavoritesTables } from './migrations';
import { favoriteStore } from './store';
import { favoriteTargets } from './targets';

export { monthOf, itemTargets, nodeTargets, type Snapshot, type Targets } from './targets';

const Kind = Type.Union([Type.Literal('node'), Type.Literal('item'), Type.Literal('labour')]);
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
const LabourSchema = Type.Object({
  targetId: Type.Integer(),
  savedAt: Type.Number(),
  tradeName: Type.String(),
  tradeCode: Type.String(),
  regionId: Type.Integer(),
  regionName: Type.String(),
  buildingType: Type.String(),
  unit: Type.String(),
  savedPrice: Type.Number(),
  savedQuarter: Type.String(),
  current: Type.Union([Type.Object({ price: Type.Number(), quarter: Type.String() }), Type.Null()]),
  change: Type.Union([Type.Number(), Type.Null()]),
});

export interface FavoritesRouteOptions {
  readonly clock: () => number;
  /** Favourites per user (default FAVORITES_LIMITS.perUser). */
  readonly maxPerUser: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function favoritesRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: FavoritesRouteOptions): Promise<void> {
  const db = ctx.db as Kysely<FavoritesTables>;
  const regions = ctx.services.get(RegionCatalogue);
  const targets = favoriteTargets(ctx, options.clock);
  const store = favoriteStore(db, targets, options);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const viewer = (request: FastifyRequest): FavoriteViewer => ({ globalId: request.session!.globalId, rights: request.session!.rights });
  const who = (request: FastifyRequest) => request.session!.globalId;
  const regionName = (provinceId: number, cityId: number) =>
    [regions.find(provinceId)?.name, cityId ? regions.find(cityId)?.name : undefined].filter(Boolean).join('・') || '—';
  // Writes: 120 per member and minute (the address when not logged in; the guard refuses those).
  const writeLimit = memberRateLimit({ max: 120, timeWindow: 60_000 });

  api.post(
    FavoritesPaths.status,
    { schema: { body: TargetsBody, response: { 200: Envelope(Status) } }, onRequest: requireLogin },
    async (request) => ok(await store.status(viewer(request), request.body.kind, request.body.targetIds)),
  );

  api.post(
    FavoritesPaths.add,
    { schema: { body: TargetBody, response: { 200: Envelope(Saved) } }, onRequest: requireLogin, config: writeLimit },
    async (request) => {
      const { message, ...saved } = await store.add(viewer(request), request.body.kind, request.body.targetId);
      return ok(saved, message);
    },
  );

  api.post(
    FavoritesPaths.cancel,
    { schema: { body: TargetsBody, response: { 200: Envelope(Cancelled) } }, onRequest: requireLogin, config: writeLimit },
    async (request) => ok(await store.cancel(viewer(request), request.body.kind, request.body.targetIds), FavoritesMessages.cancelled),
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
    const current = await targets[kind].current(rows.map((r) => Number(r.target_id)), viewer(request));
    // What every kind's row shows alike: the target, when saved, the value saved and now, the region.
    const entries = rows.map((r) => {
      const now = current.get(Number(r.target_id));
      const saved = Number(r.saved_value);
      const provinceId = Number(r.province_id);
      const cityId = Number(r.city_id);
      return {
        r,
        now,
        saved,
        common: { targetId: Number(r.target_id), savedAt: Number(r.created_at) },
        region: { regionId: cityId || provinceId, regionName: regionName(provinceId, cityId) },
        change: now ? round2(now.value - saved) : null,
      };
    });
    return { entries, total: Number(count?.n ?? 0), pageNum, pageSize };
  }

  api.post(
    FavoritesPaths.nodeList,
    { schema: { body: ListBody, response: { 200: Envelope(Page(NodeSchema)) } }, onRequest: requireLogin },
    async (request) => {
      const { entries, ...rest } = await page(request, 'node');
      const list = entries.map(({ r, now, saved, common, region, change }): FavoriteNode => {
        return {
          ...common,
          name: r.name,
          regionName: region.regionName,
          buildingUse: r.building_use,
          structure: r.structure,
          savedUnitCost: saved,
          savedMonth: Number(r.saved_month),
          current: now ? { unitCost: now.value, month: now.month } : null,
          change,
        };
      });
      return ok<FavoritePage<FavoriteNode>>({ list, ...rest });
    },
  );

  api.post(
    FavoritesPaths.itemList,
    { schema: { body: ListBody, response: { 200: Envelope(Page(ItemSchema)) } }, onRequest: requireLogin },
    async (request) => {
      const { entries, ...rest } = await page(request, 'item');
      const list = entries.map(({ r, now, saved, common, region, change }): FavoriteItem => {
        return {
          ...common,
          code: r.code,
          code9: r.code9,
          name: r.name,
          unit: r.unit,
          projectId: Number(r.project_id),
          projectName: r.project_name,
          ...region,
          unitPrice: Number(r.item_price),
          priceMonth: Number(r.item_month),
          savedUnitPrice: saved,
          savedMonth: Number(r.saved_month),
          current: now ? { unitPrice: now.value, month: now.month } : null,
          change,
        };
      });
      return ok<FavoritePage<FavoriteItem>>({ list, ...rest });
    },
  );

  api.post(
    FavoritesPaths.labourList,
    { schema: { body: ListBody, response: { 200: Envelope(Page(LabourSchema)) } }, onRequest: requireLogin },
    async (request) => {
      const { entries, ...rest } = await page(request, 'labour');
      const list = entries.map(({ r, now, saved, common, region, change }): FavoriteLabour => {
        return {
          ...common,
          tradeName: r.name,
          tradeCode: r.code9,
          ...region,
          buildingType: r.building_use,
          unit: r.unit,
          savedPrice: saved,
          savedQuarter: r.quarter,
          current: now ? { price: now.value, quarter: now.quarter ?? '' } : null,
          change,
        };
      });
      return ok<FavoritePage<FavoriteLabour>>({ list, ...rest });
    },
  );
}
