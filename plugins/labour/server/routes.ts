import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ok } from '@kernel/core/envelope';
import { hasRight, requireLogin, requireRight } from '@kernel/server/auth';
import { BusinessError } from '@kernel/server/errors';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { Envelope } from '@kernel/server/schemas';
import { TableBackedIndex } from '@kernel/server/table-version';
import { sendXlsx } from '@kernel/server/xlsx';
import { CostDataReader, RegionCatalogue, ResourcePrices } from '@plugins/cost-data/shared/services';
import { Favorites } from '@plugins/favorites/shared/services';
import { MembershipRights } from '@plugins/membership/shared/rights';
import {
  LABOUR_BUILDING_TYPES,
  LABOUR_EXPORT_RATE_LIMIT,
  LABOUR_LIMITS,
  LABOUR_TRADE_CODES,
  LabourCodes,
  LabourMessages as M,
  LabourPaths,
  type LabourAreaInfos,
  type LabourAreaRow,
  type LabourAreaTable,
  type LabourBuildingType,
  type LabourLineDetail,
  type LabourLineInfo,
  type LabourLineRow,
  type LabourPermission,
  type LabourQuarterTable,
  type LabourRegionNode,
  type LabourSections,
  type LabourTrend,
  type LabourTrendSeries,
} from '../shared/contract';
import { exportFileName, lineWorkbook } from './export';
import { parseQuarter, quarterText } from './quarters';
import { loadLabourSeries, type LabourSeries, type Line } from './series';
import { subcontractResult } from './subcontract';
import { LINE_TABLE, type LabourTables } from './tables';

const invalid = (message: string) => new BusinessError(LabourCodes.invalid, message);
const notFound = (message: string) => new BusinessError(LabourCodes.notFound, message);

// ---- request schemas (bounded; the handlers check the meaning and answer Chinese messages) ----
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const AreaId = Type.Integer({ minimum: 1, maximum: 999_999 });
const QuarterText = Type.String({ maxLength: 8 });
const TradeCode = Type.String({ maxLength: 16 });
const BuildingType = Type.String({ maxLength: 8 });

export const IdQuery = Type.Object({ id: Id });
export const CollectQuery = Type.Object({ id: Id, cancel: Type.Optional(Type.Boolean()) });
export const SectionsBody = Type.Object({ areaId: AreaId });
export const SectionsV2Body = Type.Object({
  areaId: AreaId,
  quarter: Type.Optional(QuarterText),
  tradeCodes: Type.Optional(Type.Array(TradeCode, { maxItems: LABOUR_TRADE_CODES.length })),
  buildingType: Type.Optional(BuildingType),
  sparkQuarters: Type.Optional(Type.Integer({ minimum: LABOUR_LIMITS.sparkMin, maximum: LABOUR_LIMITS.sparkMax })),
});
export const TrendBody = Type.Object({
  id: Id,
  compareAreaIds: Type.Optional(Type.Array(AreaId, { maxItems: LABOUR_LIMITS.compareMax })),
  from: Type.Optional(QuarterText),
  to: Type.Optional(QuarterText),
});
export const AreaBody = Type.Object({ areaId: AreaId, tradeCode: TradeCode, buildingType: Type.Optional(BuildingType), quarter: Type.Optional(QuarterText) });
export const LineBody = Type.Object({ id: Id });
export const QuartersBody = Type.Object({
  id: Id,
  from: Type.Optional(QuarterText),
  to: Type.Optional(QuarterText),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const StatusBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: LABOUR_LIMITS.idsMax }) });
export const ExportQuery = Type.Object({ id: Id, from: Type.Optional(QuarterText), to: Type.Optional(QuarterText) });
export const SubcontractQuery = Type.Object({ bidNodeId: Id });

// ---- answer schemas ----
// Nullable numbers and the level as plain JSON-schema types (`type: [..., 'null']`, `enum`): the
// serializer writes them directly, where a union (anyOf) would validate every value to pick a branch.
const Nullable = <T extends TSchema>(t: T) => Type.Unsafe<Static<T> | null>({ type: [t.type as string, 'null'] });
const Level = Type.Unsafe<'national' | 'province' | 'city'>({ type: 'string', enum: ['national', 'province', 'city'] });
const RegionRef = Type.Object({
  areaid: Type.Integer(),
  name: Type.String(),
  provinceName: Type.String(),
  level: Level,
});
const Scope = Type.Object({
  region: RegionRef,
  quarter: Type.String(),
  visibleQuarter: Type.String(),
  latestQuarter: Type.String(),
  newestLocked: Type.Boolean(),
  note: Type.String(),
});
const Figures = Type.Object({
  quarter: Type.String(),
  price: Type.Number(),
  altPrice: Type.Number(),
  dayRate: Type.Number(),
  index: Type.Number(),
  mom: Nullable(Type.Number()),
  yoy: Nullable(Type.Number()),
  samples: Type.Integer(),
});
const TradeInfo = Type.Object({
  code: Type.String(),
  name: Type.String(),
  scope: Type.String(),
  unit: Type.String(),
  unitBasis: Type.String(),
  altUnit: Type.String(),
  altUnitBasis: Type.String(),
  buildingTypes: Type.Array(Type.String()),
  dayRateResource: Type.Object({ code: Type.String(), name: Type.String() }),
});
const LineInfo = Type.Object({ id: Type.Integer(), trade: TradeInfo, buildingType: Type.String(), region: RegionRef });
const RegionNode = Type.Recursive((self) => Type.Object({ areaid: Type.Integer(), name: Type.String(), subList: Type.Array(self) }));
const AreaInfosSchema = Type.Object({
  regions: Type.Array(RegionNode),
  trades: Type.Array(TradeInfo),
  buildingTypes: Type.Array(Type.String()),
  firstQuarter: Type.String(),
  latestQuarter: Type.String(),
  visibleQuarter: Type.String(),
  quarters: Type.Array(Type.String()),
  defaultAreaId: Type.Integer(),
});
const PermissionSchema = Type.Object({ hasPermission: Type.Boolean(), latestQuarter: Type.String(), visibleQuarter: Type.String(), reason: Type.String() });
const CollectSchema = Type.Object({ id: Type.Integer(), collected: Type.Boolean(), already: Type.Boolean() });
const StatusSchema = Type.Object({ saved: Type.Array(Type.Integer()) });
const SectionsSchema = Type.Object({
  scope: Scope,
  sections: Type.Array(
    Type.Object({
      trade: TradeInfo,
      lines: Type.Array(
        Type.Object({
          id: Type.Integer(),
          tradeCode: Type.String(),
          buildingType: Type.String(),
          latest: Figures,
          spark: Type.Array(Type.Object({ quarter: Type.String(), price: Type.Number() })),
        }),
      ),
    }),
  ),
});
const TrendSeries = Type.Object({ lineId: Nullable(Type.Integer()), region: RegionRef, points: Type.Array(Figures) });
const TrendSchema = Type.Object({
  line: LineInfo,
  scope: Scope,
  series: TrendSeries,
  band: Type.Object({
    label: Type.String(),
    points: Type.Array(Type.Object({ quarter: Type.String(), min: Type.Number(), median: Type.Number(), max: Type.Number(), regions: Type.Integer() })),
  }),
  compare: Type.Array(TrendSeries),
});
const AreaSchema = Type.Object({
  trade: TradeInfo,
  buildingType: Type.String(),
  scope: Scope,
  rows: Type.Array(
    Type.Intersect([
      Figures,
      Type.Object({
        id: Type.Integer(),
        areaid: Type.Integer(),
        name: Type.String(),
        level: Level,
        vsNational: Nullable(Type.Number()),
      }),
    ]),
  ),
});
const DetailSchema = Type.Object({
  line: LineInfo,
  scope: Scope,
  latest: Figures,
  twoYears: Type.Object({
    from: Type.String(),
    to: Type.String(),
    min: Type.Number(),
    minQuarter: Type.String(),
    max: Type.Number(),
    maxQuarter: Type.String(),
    change: Type.Number(),
    samples: Type.Integer(),
  }),
  national: Type.Object({ price: Type.Number(), ratio: Nullable(Type.Number()) }),
});
const QuartersSchema = Type.Object({
  line: LineInfo,
  scope: Scope,
  list: Type.Array(Figures),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});
const SubcontractSchema = Type.Object({
  bidNodeId: Type.Integer(),
  project: Type.Object({
    name: Type.String(),
    buildingArea: Type.Number(),
    buildingUse: Type.String(),
    structure: Type.String(),
    regionName: Type.String(),
    areaId: Type.Integer(),
    quarter: Type.String(),
  }),
  buildingType: Type.String(),
  region: RegionRef,
  rows: Type.Array(
    Type.Object({
      tradeCode: Type.String(),
      tradeName: Type.String(),
      altQuantity: Type.Number(),
      altQuantityUnit: Type.String(),
      altPrice: Type.Number(),
      altUnit: Type.String(),
      unitPrice: Type.Number(),
      amount: Type.Number(),
      regionalPrice: Nullable(Type.Number()),
      regionalAltPrice: Type.Optional(Nullable(Type.Number())),
      regionalLineId: Nullable(Type.Integer()),
      vsRegional: Nullable(Type.Number()),
      share: Type.Number(),
    }),
  ),
  total: Type.Number(),
  totalPerM2: Type.Number(),
  note: Type.String(),
});

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Answer texts kept per series (see labourRoutes). */
const answers = new WeakMap<LabourSeries, Map<string, string>>();
const MAX_ANSWERS = 5_000;

export interface LabourRouteOptions {
  readonly clock: () => number;
  readonly series: LabourSeriesHolder;
}

/** The series held for a database: answers null until the seed has written the tables. */
export interface LabourSeriesHolder {
  get(): Promise<LabourSeries | null>;
}

/** The series of a plugin context: one per database handle, shared by the preflight and the real app. */
const holders = new WeakMap<object, LabourSeriesHolder>();
export function labourSeriesOf(ctx: Pick<ServerPluginContext, 'db' | 'services'>, clock: () => number): LabourSeriesHolder {
  let holder = holders.get(ctx.db);
  if (!holder) {
    const prices = ctx.services.get(ResourcePrices);
    // The tables are written once, by the first-start seed: a check a minute is plenty once loaded;
    // while they are empty every call looks again (a fresh index), so the data shows as soon as it is there.
    const fresh = () =>
      new TableBackedIndex({ db: ctx.db, tables: [LINE_TABLE], load: () => loadLabourSeries(ctx.db as Kysely<LabourTables>, prices), clock, refreshMs: 60_000 });
    let index = fresh();
    holder = {
      async get() {
        const value = await index.get();
        if (value) return value;
        index = fresh();
        return index.get();
      },
    };
    holders.set(ctx.db, holder);
  }
  return holder;
}

export async function labourRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: LabourRouteOptions): Promise<void> {
  const { clock } = options;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const catalogue = ctx.services.get(RegionCatalogue);
  const reader = ctx.services.get(CostDataReader);
  const favorites = () => ctx.services.find(Favorites) ?? null;
  let regionOrder: Map<number, number> | null = null;
  const vipOf = (request: FastifyRequest) => hasRight(request.session, MembershipRights.vip);
  const viewer = (request: FastifyRequest) => ({ globalId: request.session!.globalId, rights: request.session!.rights });
  // Read the series as soon as the server is ready (in the background: the first request waits for it).
  app.addHook('onReady', async () => {
    void options.series.get().catch(() => null);
  });

  const data = async (): Promise<LabourSeries> => {
    const s = await options.series.get();
    if (!s) throw new BusinessError(LabourCodes.noData, M.preparing);
    return s;
  };

  // Answers are a function of the series, the request and whether the caller is a VIP, and the series
  // never changes once read: each answer's JSON text is kept (per series, at most MAX_ANSWERS) and
  // sent as is, so a repeated request costs no building and no serializing.
  const keyOf = (path: string, request: FastifyRequest) => `${path}|${vipOf(request) ? 1 : 0}|${JSON.stringify(request.body ?? request.query ?? '')}`;
  const cacheOf = (s: LabourSeries) => {
    let cache = answers.get(s);
    if (!cache) answers.set(s, (cache = new Map()));
    return cache;
  };
  const sendJson = (reply: FastifyReply, text: string) => reply.type('application/json; charset=utf-8').send(text);
  const remember = (reply: FastifyReply, s: LabourSeries, key: string, envelope: unknown) => {
    const text = JSON.stringify(envelope);
    const cache = cacheOf(s);
    if (cache.size >= MAX_ANSWERS) cache.clear();
    cache.set(key, text);
    return sendJson(reply, text);
  };
  /** The kept answer of a request, or undefined. */
  const kept = (s: LabourSeries, key: string) => cacheOf(s).get(key);

  /** The position of a quarter the caller may see: a later one answers the visible quarter; malformed or before the data: 400. */
  const quarterPos = (s: LabourSeries, text: string | undefined, vip: boolean, fallback: 'visible' | 'first' = 'visible'): number => {
    const visible = s.pos(s.visibleQuarter(vip))!;
    if (text === undefined || text === '') return fallback === 'visible' ? visible : 0;
    const q = parseQuarter(text.trim());
    if (q === null) throw invalid(M.quarter);
    if (q < s.quarters[0]!) throw invalid(M.quarterBefore);
    if (q > s.visibleQuarter(vip)) return visible;
    return s.pos(q) ?? visible;
  };
  const rangeOf = (s: LabourSeries, from: string | undefined, to: string | undefined, vip: boolean) => {
    const a = quarterPos(s, from, vip, 'first');
    const b = quarterPos(s, to, vip);
    if (a > b) throw invalid(M.quarterRange);
    return { a, b };
  };
  const region = (s: LabourSeries, areaId: number) => {
    const r = s.regions.get(areaId);
    if (!r || s.linesOf(areaId).length === 0) throw notFound(M.regionNotFound);
    return r;
  };
  const lineById = (s: LabourSeries, id: number): Line => {
    const line = s.line(id);
    if (!line) throw notFound(M.lineNotFound);
    return line;
  };
  const tradeOf = (s: LabourSeries, code: string) => {
    const t = s.trade(code);
    if (!t) throw invalid(M.trade);
    return t;
  };
  const buildingTypeOf = (text: string | undefined): LabourBuildingType | undefined => {
    if (text === undefined || text === '') return undefined;
    if (!(LABOUR_BUILDING_TYPES as readonly string[]).includes(text)) throw invalid(M.buildingType);
    return text as LabourBuildingType;
  };
  const lineInfo = (s: LabourSeries, line: Line): LabourLineInfo => ({ id: line.id, trade: line.trade, buildingType: line.buildingType, region: s.regionRef(line.areaId) });

  function sections(s: LabourSeries, areaId: number, vip: boolean, opts: { quarter?: string; tradeCodes?: string[]; buildingType?: string; spark?: number }): LabourSections {
    region(s, areaId);
    const pos = quarterPos(s, opts.quarter, vip);
    const trades = opts.tradeCodes?.length ? new Set(opts.tradeCodes.map((c) => tradeOf(s, c).code)) : null;
    const type = buildingTypeOf(opts.buildingType);
    const spark = opts.spark ?? LABOUR_LIMITS.sparkDefault;
    const byTrade = new Map<string, LabourLineRow[]>();
    for (const line of s.linesOf(areaId)) {
      if (trades && !trades.has(line.trade.code)) continue;
      if (type && line.buildingType !== type) continue;
      const latest = s.figures(line, pos);
      if (!latest) continue;
      const rows = byTrade.get(line.trade.code) ?? [];
      rows.push({
        id: line.id,
        tradeCode: line.trade.code,
        buildingType: line.buildingType,
        latest,
        spark: s.range(line, pos - spark + 1, pos).map((f) => ({ quarter: f.quarter, price: f.price })),
      });
      byTrade.set(line.trade.code, rows);
    }
    return {
      scope: s.scope(areaId, s.quarters[pos]!, vip),
      sections: s.trades.filter((t) => byTrade.has(t.code)).map((trade) => ({ trade, lines: byTrade.get(trade.code)! })),
    };
  }

  api.get(LabourPaths.areaInfos, { schema: { response: { 200: Envelope(AreaInfosSchema) } }, onRequest: requireLogin }, async (request, reply) => {
    const s = await data();
    const key = keyOf(LabourPaths.areaInfos, request);
    const hit = kept(s, key);
    if (hit !== undefined) return sendJson(reply, hit);
    const vip = vipOf(request);
    const visible = s.visibleQuarter(vip);
    // Provinces in the site's order of region lists (cost-data's catalogue), each with its priced main cities.
    const order = (regionOrder ??= new Map(catalogue.all().map((r, i) => [r.areaid, i])));
    const provinces = [...s.provinces].filter((p) => s.linesOf(p.areaid).length).sort((a, b) => (order.get(a.areaid) ?? 999) - (order.get(b.areaid) ?? 999));
    const node = (areaid: number, name: string, subList: LabourRegionNode[] = []): LabourRegionNode => ({ areaid, name, subList });
    const regions = [
      node(1, s.regions.get(1)?.name ?? '全国'),
      ...provinces.map((p) => node(p.areaid, p.name, (s.citiesOf.get(p.areaid) ?? []).filter((c) => s.linesOf(c.areaid).length).map((c) => node(c.areaid, c.name)))),
    ];
    return remember(reply, s, key, ok<LabourAreaInfos>({
      regions,
      trades: s.trades,
      buildingTypes: [...LABOUR_BUILDING_TYPES],
      firstQuarter: quarterText(s.quarters[0]!),
      latestQuarter: quarterText(s.latest),
      visibleQuarter: quarterText(visible),
      quarters: s.quarters.filter((q) => q <= visible).map(quarterText),
      defaultAreaId: 1,
    }));
  });

  api.get(LabourPaths.permission, { schema: { response: { 200: Envelope(PermissionSchema) } }, onRequest: requireLogin }, async (request) => {
    const s = await data();
    const vip = vipOf(request);
    const visible = s.visibleQuarter(vip);
    return ok<LabourPermission>({
      hasPermission: visible === s.latest,
      latestQuarter: quarterText(s.latest),
      visibleQuarter: quarterText(visible),
      reason: visible === s.latest ? '' : M.newestLocked,
    });
  });

  // Saves and cancels: 120 per member and minute (as the favorites endpoints).
  const writeLimit = memberRateLimit({ max: 120, timeWindow: 60_000 });

  api.get(
    LabourPaths.collect,
    { schema: { querystring: CollectQuery, response: { 200: Envelope(CollectSchema) } }, onRequest: requireLogin, config: writeLimit },
    async (request) => {
      const s = await data();
      const { id, cancel } = request.query;
      lineById(s, id);
      const store = favorites();
      if (!store) throw new BusinessError(LabourCodes.noData, M.favoritesOff);
      if (cancel) {
        const { cancelled } = await store.cancel(viewer(request), 'labour', [id]);
        return ok({ id, collected: false, already: cancelled === 0 }, M.cancelled);
      }
      const saved = await store.add(viewer(request), 'labour', id);
      return ok({ id, collected: true, already: saved.already }, saved.message);
    },
  );

  api.post(
    LabourPaths.collectStatus,
    { schema: { body: StatusBody, response: { 200: Envelope(StatusSchema) } }, onRequest: requireLogin },
    async (request) => {
      const store = favorites();
      if (!store) return ok({ saved: [] });
      const { saved } = await store.status(viewer(request), 'labour', request.body.ids);
      return ok({ saved });
    },
  );

  api.post(LabourPaths.sections, { schema: { body: SectionsBody, response: { 200: Envelope(SectionsSchema) } }, onRequest: requireLogin }, async (request, reply) => {
    const s = await data();
    const key = keyOf(LabourPaths.sections, request);
    const hit = kept(s, key);
    if (hit !== undefined) return sendJson(reply, hit);
    return remember(reply, s, key, ok(sections(s, request.body.areaId, vipOf(request), {})));
  });

  api.post(LabourPaths.sectionsV2, { schema: { body: SectionsV2Body, response: { 200: Envelope(SectionsSchema) } }, onRequest: requireLogin }, async (request, reply) => {
    const s = await data();
    const key = keyOf(LabourPaths.sectionsV2, request);
    const hit = kept(s, key);
    if (hit !== undefined) return sendJson(reply, hit);
    const b = request.body;
    return remember(reply, s, key, ok(sections(s, b.areaId, vipOf(request), { quarter: b.quarter, tradeCodes: b.tradeCodes, buildingType: b.buildingType, spark: b.sparkQuarters })));
  });

  api.post(LabourPaths.priceTrend, { schema: { body: TrendBody, response: { 200: Envelope(TrendSchema) } }, onRequest: requireLogin }, async (request, reply) => {
    const s = await data();
    const key = keyOf(LabourPaths.priceTrend, request);
    const hit = kept(s, key);
    if (hit !== undefined) return sendJson(reply, hit);
    const vip = vipOf(request);
    const b = request.body;
    const line = lineById(s, b.id);
    const { a, b: z } = rangeOf(s, b.from, b.to, vip);
    const compareIds = [...new Set(b.compareAreaIds ?? [])];
    if (compareIds.includes(line.areaId)) throw invalid(M.compareSelf);
    const seriesOf = (areaId: number, l: Line | undefined): LabourTrendSeries => ({ lineId: l?.id ?? null, region: s.regionRef(areaId), points: l ? s.range(l, a, z) : [] });
    const compare = compareIds.map((areaId) => {
      region(s, areaId);
      return seriesOf(areaId, s.lineOf(line.trade.code, areaId, line.buildingType));
    });
    const band = s.band(line);
    const from = quarterText(s.quarters[a]!);
    const to = quarterText(s.quarters[z]!);
    return remember(reply, s, key, ok<LabourTrend>({
      line: lineInfo(s, line),
      scope: s.scope(line.areaId, s.quarters[z]!, vip),
      series: seriesOf(line.areaId, line),
      band: { label: band.label, points: band.points.filter((p) => p.quarter >= from && p.quarter <= to) },
      compare,
    }));
  });

  api.post(LabourPaths.areaLaborInfo, { schema: { body: AreaBody, response: { 200: Envelope(AreaSchema) } }, onRequest: requireLogin }, async (request, reply) => {
    const s = await data();
    const key = keyOf(LabourPaths.areaLaborInfo, request);
    const hit = kept(s, key);
    if (hit !== undefined) return sendJson(reply, hit);
    const vip = vipOf(request);
    const b = request.body;
    const r = region(s, b.areaId);
    const trade = tradeOf(s, b.tradeCode);
    const type = buildingTypeOf(b.buildingType) ?? trade.buildingTypes[0]!;
    if (!trade.buildingTypes.includes(type)) throw new BusinessError(LabourCodes.noData, M.noLine);
    const pos = quarterPos(s, b.quarter, vip);
    const national = s.lineOf(trade.code, 1, type);
    const nationalPrice = national ? s.figures(national, pos)?.price : undefined;
    const row = (areaid: number): LabourAreaRow | null => {
      const l = s.lineOf(trade.code, areaid, type);
      const f = l ? s.figures(l, pos) : null;
      if (!l || !f) return null;
      const info = s.regions.get(areaid)!;
      return { ...f, id: l.id, areaid, name: info.name, level: info.level, vsNational: areaid === 1 || !nationalPrice ? null : round4((f.price - nationalPrice) / nationalPrice) };
    };
    const scopeId = r.level === 'city' ? r.provinceId : r.areaid;
    const subs = s.bandRegions(scopeId).regions.map((x) => row(x.areaid)).filter((x): x is LabourAreaRow => !!x);
    subs.sort((x, y) => y.price - x.price || x.areaid - y.areaid);
    const head = row(scopeId);
    const rows = [...(head ? [head] : []), ...subs];
    if (scopeId !== 1) {
      const n = row(1);
      if (n) rows.push(n);
    }
    return remember(reply, s, key, ok<LabourAreaTable>({ trade, buildingType: type, scope: s.scope(scopeId, s.quarters[pos]!, vip), rows }));
  });

  api.post(LabourPaths.sectionDetails, { schema: { body: LineBody, response: { 200: Envelope(DetailSchema) } }, onRequest: requireLogin }, async (request, reply) => {
    const s = await data();
    const key = keyOf(LabourPaths.sectionDetails, request);
    const hit = kept(s, key);
    if (hit !== undefined) return sendJson(reply, hit);
    const vip = vipOf(request);
    const line = lineById(s, request.body.id);
    const pos = quarterPos(s, undefined, vip);
    const latest = s.figures(line, pos);
    if (!latest) throw new BusinessError(LabourCodes.noData, M.noLine);
    const two = s.range(line, pos - 7, pos);
    let min = two[0]!;
    let max = two[0]!;
    for (const f of two) {
      if (f.price < min.price) min = f;
      if (f.price > max.price) max = f;
    }
    const national = s.lineOf(line.trade.code, 1, line.buildingType);
    const nationalPrice = (national && s.figures(national, pos)?.price) || 0;
    return remember(reply, s, key, ok<LabourLineDetail>({
      line: lineInfo(s, line),
      scope: s.scope(line.areaId, s.quarters[pos]!, vip),
      latest,
      twoYears: {
        from: two[0]!.quarter,
        to: latest.quarter,
        min: min.price,
        minQuarter: min.quarter,
        max: max.price,
        maxQuarter: max.quarter,
        change: round4((latest.price - two[0]!.price) / two[0]!.price),
        samples: two.reduce((n, f) => n + f.samples, 0),
      },
      national: { price: nationalPrice, ratio: line.areaId === 1 || !nationalPrice ? null : round4((latest.price - nationalPrice) / nationalPrice) },
    }));
  });

  api.post(LabourPaths.sectionDetailsV2, { schema: { body: QuartersBody, response: { 200: Envelope(QuartersSchema) } }, onRequest: requireLogin }, async (request, reply) => {
    const s = await data();
    const key = keyOf(LabourPaths.sectionDetailsV2, request);
    const hit = kept(s, key);
    if (hit !== undefined) return sendJson(reply, hit);
    const vip = vipOf(request);
    const b = request.body;
    const line = lineById(s, b.id);
    const pageNum = b.pageNum ?? 1;
    const pageSize = b.pageSize ?? 20;
    if (!LABOUR_LIMITS.pageSizes.includes(pageSize)) throw invalid(M.pageSize);
    const { a, b: z } = rangeOf(s, b.from, b.to, vip);
    const all = s.range(line, a, z).reverse();
    return remember(reply, s, key, ok<LabourQuarterTable>({
      line: lineInfo(s, line),
      scope: s.scope(line.areaId, s.quarters[z]!, vip),
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: all.length,
      pageNum,
      pageSize,
    }));
  });

  api.get(
    LabourPaths.exportLine,
    { schema: { querystring: ExportQuery }, onRequest: requireLogin, config: memberRateLimit(LABOUR_EXPORT_RATE_LIMIT) },
    async (request, reply) => {
      const s = await data();
      const vip = vipOf(request);
      const q = request.query;
      const line = lineById(s, q.id);
      const { a, b } = rangeOf(s, q.from, q.to, vip);
      const time = clock();
      const info = lineInfo(s, line);
      const buffer = await lineWorkbook({ line: info, scope: s.scope(line.areaId, s.quarters[b]!, vip), points: s.range(line, a, b), band: s.band(line), time });
      return sendXlsx(reply, buffer, exportFileName(info, quarterText(s.quarters[a]!), quarterText(s.quarters[b]!), time));
    },
  );

  api.get(
    LabourPaths.subcontractResults,
    { schema: { querystring: SubcontractQuery, response: { 200: Envelope(SubcontractSchema) } }, onRequest: requireRight(MembershipRights.vip) },
    async (request) => {
      const s = await data();
      const result = await subcontractResult(reader, s, request.query.bidNodeId);
      if (!result) throw notFound(M.projectNotFound);
      return ok(result);
    },
  );
}

