import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { requireLogin } from '@kernel/server/auth';
import { BusinessError } from '@kernel/server/errors';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { Envelope } from '@kernel/server/schemas';
import { sendXlsx } from '@kernel/server/xlsx';
import { NATIONAL_AREA_ID } from '@plugins/cost-data/shared/regions';
import { CostDataReader, RegionCatalogue, RESOURCE_TABLE, ResourcePrices, type PriceRegion, type ResourceRow } from '@plugins/cost-data/shared/services';
import {
  MATERIAL_PRICE_LIMITS,
  MaterialPriceCodes,
  MaterialPriceMessages as M,
  MaterialPricePaths,
  POPULAR_RESOURCE_CODES,
  RESOURCE_KINDS,
  monthSpan,
  monthText,
  parseMonthText,
  shiftMonth,
  type MaterialPriceMeta,
  type PricePoint,
  type PriceRegionNode,
  type PriceSeries,
  type RegionPriceRow,
  type RegionPriceTable,
  type RegionRef,
  type ResourceBrief,
  type SeriesStats,
} from '../shared/contract';
import { exportFileName, priceWorkbook } from './export';
import { searchResources } from './search';

const invalid = (message: string) => new BusinessError(MaterialPriceCodes.invalid, message);
const notFound = (message: string) => new BusinessError(MaterialPriceCodes.notFound, message);

/** Query values travel as text; the handlers check them and answer Chinese messages. */
const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const NumberOrText = Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 16 })]));

export const SearchQuery = Type.Object({ keyWord: Text(200), kind: Text(20), pageSize: Text(8) });
export const SeriesQuery = Type.Object({ code: Text(64), areaId: Text(16), from: Text(16), to: Text(16) });
export const TableQuery = Type.Object({ code: Text(64), areaId: Text(16), month: Text(16) });
export const ExportBody = Type.Object({ code: Text(64), areaId: NumberOrText, from: Text(16), to: Text(16), month: Text(16) });

const Brief = Type.Object({ code: Type.String(), kind: Type.String(), name: Type.String(), spec: Type.String(), unit: Type.String() });
const Region = Type.Object({ areaid: Type.Integer(), name: Type.String(), provinceName: Type.String(), isCity: Type.Boolean() });
const Stats = Type.Object({
  last: Type.Number(),
  min: Type.Number(),
  minMonth: Type.Integer(),
  max: Type.Number(),
  maxMonth: Type.Integer(),
  mean: Type.Number(),
  change: Type.Number(),
});
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const RegionNode = Type.Recursive((self) => Type.Object({ areaid: Type.Integer(), name: Type.String(), subList: Type.Array(self) }));
const MetaSchema = Type.Object({
  regions: Type.Array(RegionNode),
  firstMonth: Type.Integer(),
  latestMonth: Type.Integer(),
  kinds: Type.Array(Type.String()),
  popular: Type.Array(Brief),
});
const SeriesSchema = Type.Object({
  resource: Brief,
  region: Region,
  fellBack: Type.Boolean(),
  from: Type.Integer(),
  to: Type.Integer(),
  points: Type.Array(Type.Object({ month: Type.Integer(), info: Type.Number(), market: Type.Number() })),
  info: Stats,
  market: Stats,
});
const TableSchema = Type.Object({
  resource: Brief,
  scope: Region,
  month: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      areaid: Type.Integer(),
      name: Type.String(),
      level: Type.Union([Type.Literal('national'), Type.Literal('province'), Type.Literal('city')]),
      info: Type.Number(),
      market: Type.Number(),
      infoMom: NullableNumber,
      infoYoy: NullableNumber,
      marketMom: NullableNumber,
      marketYoy: NullableNumber,
      marketVsNational: NullableNumber,
    }),
  ),
});

/** The provinces in the order of the statistical bulletins (GB/T 2260 codes): 北京, 天津, 河北 … 新疆. */
const BULLETIN_ORDER = '北京 天津 河北 山西 内蒙古 辽宁 吉林 黑龙江 上海 江苏 浙江 安徽 福建 江西 山东 河南 湖北 湖南 广东 广西 海南 重庆 四川 贵州 云南 西藏 陕西 甘肃 青海 宁夏 新疆'.split(' ');
const bulletinRank = (name: string) => {
  const i = BULLETIN_ORDER.indexOf(name);
  return i < 0 ? BULLETIN_ORDER.length : i;
};

const brief = (r: ResourceRow): ResourceBrief => ({ code: r.code, kind: r.kind, name: r.name, spec: r.spec, unit: r.unit });

/** A change as a ratio rounded to 0.01 % (null without a base). */
export function changeRatio(now: number, before: number | undefined): number | null {
  if (before === undefined || !(before > 0)) return null;
  return Math.round(((now - before) / before) * 10_000) / 10_000;
}

function stats(points: readonly PricePoint[], pick: (p: PricePoint) => number): SeriesStats {
  let min = Infinity;
  let max = -Infinity;
  let minMonth = 0;
  let maxMonth = 0;
  let sum = 0;
  for (const p of points) {
    const v = pick(p);
    sum += v;
    if (v < min) [min, minMonth] = [v, p.month];
    if (v > max) [max, maxMonth] = [v, p.month];
  }
  const first = pick(points[0]!);
  const last = pick(points[points.length - 1]!);
  return { last, min, minMonth, max, maxMonth, mean: Math.round((sum / points.length) * 100) / 100, change: changeRatio(last, first) ?? 0 };
}

export interface MaterialPriceRouteOptions {
  readonly clock: () => number;
}

export async function materialPriceRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: MaterialPriceRouteOptions): Promise<void> {
  const reader = ctx.services.get(CostDataReader);
  const prices = ctx.services.get(ResourcePrices);
  const catalogue = ctx.services.get(RegionCatalogue);
  const firstMonth = prices.months()[0]!;
  const latestMonth = prices.latestMonth();

  // The resource catalogue (about 500 rows, written once by the seed): read once, searched in memory.
  let resources: ResourceRow[] | null = null;
  let byCode = new Map<string, ResourceRow>();
  const loadResources = async (): Promise<ResourceRow[]> => {
    if (resources) return resources;
    const rows = (await reader.selectFrom(RESOURCE_TABLE).selectAll().orderBy('code').execute()) as ResourceRow[];
    const list = rows.map((r) => ({ ...r, base_price: Number(r.base_price) }));
    if (list.length) {
      resources = list;
      byCode = new Map(list.map((r) => [r.code, r]));
    }
    return list;
  };

  /** Provinces in the site's order (全国 first, then by pinyin), each with its priced main cities. */
  const regionTree = (): PriceRegionNode[] => {
    const order = new Map(catalogue.all().map((r, i) => [r.areaid, i]));
    const all = prices.regions();
    const provinces = all.filter((r) => !r.isCity).sort((a, b) => (order.get(a.areaid) ?? 999) - (order.get(b.areaid) ?? 999));
    return provinces.map((p) => ({
      areaid: p.areaid,
      name: p.name,
      subList: p.areaid === NATIONAL_AREA_ID ? [] : prices.citiesOf(p.areaid).map((c) => ({ areaid: c.areaid, name: c.name, subList: [] })),
    }));
  };

  const regionRef = (r: PriceRegion): RegionRef => ({
    areaid: r.areaid,
    name: r.name,
    provinceName: r.isCity ? (prices.region(r.provinceId)?.name ?? '') : '',
    isCity: r.isCity,
  });

  const resourceOf = async (raw: string | undefined): Promise<ResourceRow> => {
    const code = (raw ?? '').trim();
    if (!code) throw invalid(M.codeRequired);
    if (code.length > MATERIAL_PRICE_LIMITS.codeMax) throw notFound(M.resourceNotFound);
    await loadResources();
    const row = byCode.get(code);
    if (!row) throw notFound(M.resourceNotFound);
    if (row.unit === '元') throw invalid(M.moneyLine);
    return row;
  };

  const regionOf = (raw: string | number | undefined): { region: PriceRegion; fellBack: boolean } => {
    const text = String(raw ?? '').trim();
    const areaid = text === '' ? NATIONAL_AREA_ID : /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(areaid) || areaid < 1) throw invalid(M.regionInvalid);
    const priced = prices.priceRegionOf(areaid);
    const region = priced === null ? null : prices.region(priced);
    if (!region) throw notFound(M.regionNotPriced);
    return { region, fellBack: priced !== areaid };
  };

  const monthOf = (raw: string | undefined): number => {
    const month = parseMonthText(raw);
    if (month === null) throw invalid(M.monthInvalid);
    if (month < firstMonth || month > latestMonth) throw invalid(M.monthOutOfRange(monthText(firstMonth), monthText(latestMonth)));
    return month;
  };

  const seriesOf = (row: ResourceRow, region: PriceRegion, fellBack: boolean, from: number, to: number): PriceSeries => {
    if (from > to) throw invalid(M.periodReversed);
    if (monthSpan(from, to) > MATERIAL_PRICE_LIMITS.seriesMonthsMax) throw invalid(M.periodTooLong);
    const points = prices.series(row, region.areaid, from, to);
    if (!points.length) throw notFound(M.regionNotPriced);
    return {
      resource: brief(row),
      region: regionRef(region),
      fellBack,
      from,
      to,
      points: points.map((p) => ({ month: p.month, info: p.info, market: p.market })),
      info: stats(points, (p) => p.info),
      market: stats(points, (p) => p.market),
    };
  };

  const tableOf = (row: ResourceRow, region: PriceRegion, month: number): RegionPriceTable => {
    // A municipality (北京, 上海, 天津, 重庆) has no priced cities of its own: it is compared with the provinces.
    const province = region.areaid === NATIONAL_AREA_ID ? null : prices.region(region.provinceId)!;
    const national = province === null || prices.citiesOf(province.areaid).length === 0;
    const scope = national ? prices.region(NATIONAL_AREA_ID)! : province!;
    const members: PriceRegion[] = national
      ? [scope, ...prices.regions().filter((r) => !r.isCity && r.areaid !== NATIONAL_AREA_ID).sort((a, b) => bulletinRank(a.name) - bulletinRank(b.name))]
      : [scope, ...prices.citiesOf(scope.areaid), prices.region(NATIONAL_AREA_ID)!];
    const nationalMarket = prices.price(row, NATIONAL_AREA_ID, month)?.market;
    const previous = shiftMonth(month, -1);
    const lastYear = shiftMonth(month, -12);
    const rows: RegionPriceRow[] = [];
    for (const r of members) {
      const now = prices.price(row, r.areaid, month);
      if (!now) continue;
      const before = prices.price(row, r.areaid, previous);
      const yearAgo = prices.price(row, r.areaid, lastYear);
      rows.push({
        areaid: r.areaid,
        name: r.name,
        level: r.areaid === NATIONAL_AREA_ID ? 'national' : r.isCity ? 'city' : 'province',
        info: now.info,
        market: now.market,
        infoMom: changeRatio(now.info, before?.info),
        infoYoy: changeRatio(now.info, yearAgo?.info),
        marketMom: changeRatio(now.market, before?.market),
        marketYoy: changeRatio(now.market, yearAgo?.market),
        marketVsNational: r.areaid === NATIONAL_AREA_ID ? null : changeRatio(now.market, nationalMarket),
      });
    }
    return { resource: brief(row), scope: regionRef(scope), month, rows };
  };

  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(MaterialPricePaths.meta, { schema: { response: { 200: Envelope(MetaSchema) } }, onRequest: requireLogin }, async () => {
    await loadResources();
    const popular = POPULAR_RESOURCE_CODES.map((c) => byCode.get(c)).filter((r): r is ResourceRow => !!r).map(brief);
    const data: MaterialPriceMeta = { regions: regionTree(), firstMonth, latestMonth, kinds: [...RESOURCE_KINDS], popular };
    return ok(data);
  });

  api.get(
    MaterialPricePaths.searchResources,
    {
      schema: { querystring: SearchQuery, response: { 200: Envelope(Type.Object({ list: Type.Array(Brief), total: Type.Integer() })) } },
      onRequest: requireLogin,
    },
    async (request) => {
      const keyword = (request.query.keyWord ?? '').trim();
      if (keyword.length > MATERIAL_PRICE_LIMITS.keywordMax) throw invalid(M.keywordTooLong);
      const kind = (request.query.kind ?? '').trim();
      if (kind && !(RESOURCE_KINDS as readonly string[]).includes(kind)) throw invalid(M.kindInvalid);
      const sizeText = (request.query.pageSize ?? '').trim();
      const size = /^\d{1,3}$/.test(sizeText) ? Math.min(Math.max(Number(sizeText), 1), MATERIAL_PRICE_LIMITS.pageSizeMax) : 20;
      const { list, total } = searchResources(await loadResources(), keyword, kind, size);
      return ok({ list: list.map(brief), total });
    },
  );

  api.get(MaterialPricePaths.series, { schema: { querystring: SeriesQuery, response: { 200: Envelope(SeriesSchema) } }, onRequest: requireLogin }, async (request) => {
    const row = await resourceOf(request.query.code);
    const { region, fellBack } = regionOf(request.query.areaId);
    const from = monthOf(request.query.from);
    const to = monthOf(request.query.to);
    return ok(seriesOf(row, region, fellBack, from, to));
  });

  api.get(MaterialPricePaths.regionTable, { schema: { querystring: TableQuery, response: { 200: Envelope(TableSchema) } }, onRequest: requireLogin }, async (request) => {
    const row = await resourceOf(request.query.code);
    const { region } = regionOf(request.query.areaId);
    return ok(tableOf(row, region, monthOf(request.query.month)));
  });

  const exportLimit = memberRateLimit({ max: MATERIAL_PRICE_LIMITS.exportPerMinute, timeWindow: 60_000 });

  api.post(MaterialPricePaths.exportXlsx, { schema: { body: ExportBody }, onRequest: requireLogin, config: exportLimit }, async (request, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Static<typeof ExportBody>;
    const row = await resourceOf(body.code);
    const { region, fellBack } = regionOf(body.areaId);
    const series = seriesOf(row, region, fellBack, monthOf(body.from), monthOf(body.to));
    const table = tableOf(row, region, monthOf(body.month));
    const time = options.clock();
    const buffer = await priceWorkbook(series, table, time);
    const file = exportFileName(series, time);
    return sendXlsx(reply, buffer, file);
  });
}
