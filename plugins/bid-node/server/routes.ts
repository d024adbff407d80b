import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { formatMonthKey, toMonthNumber } from '@kernel/core/months';
import { requireLogin, requireRight } from '@kernel/server/auth';
import { dropEmptyFields } from '@kernel/server/empty-fields';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import { BusinessError } from '@kernel/server/errors';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { Envelope } from '@kernel/server/schemas';
import { pageWindow, pagingProblem } from '@kernel/server/sql';
import { sendXlsx } from '@kernel/server/xlsx';
import { BID_NODE_TABLE, COST_ITEM_TABLE, INDICATOR_TABLE, type BidNodeRow } from '@plugins/cost-data/shared/services';
import { NATIONAL_AREA_ID } from '@plugins/cost-data/shared/regions';
import { MembershipRights } from '@plugins/membership/shared/rights';
import {
  BUILDING_USES,
  INDEX_TYPES,
  PRICE_INDEX_BASE,
  PRICING_STAGES,
  STOREY_BANDS,
  STRUCTURES,
  type IndexType,
  type StoreyBand,
} from '@plugins/cost-data/shared/vocabulary';
import {
  BID_NODE_NOT_FOUND,
  BidNodeCodes,
  BidNodePaths,
  EXPORT_LIMIT,
  EXPORT_RATE_LIMIT,
  MAX_COMPARE,
  MAX_INTERVAL_IDS,
  PAGE_SIZES,
  type CompareData,
  type DynamicTrend,
  type IndexByType,
  type IndexColumn,
  type LikeState,
  type ListPage,
  type ResultInfo,
  type SortField,
} from '../shared/contract';
import { Analytics, intervalStats, quarterOf, rangeIndicator } from './analytics';
import { compareFileName, compareWorkbook, detailFileName, detailWorkbook, listFileName, listWorkbook, type ListRowExtras } from './export';
import multipart from '@fastify/multipart';
import { repriceAnswer, repriceRows, repriceTarget, sourceIndexValues } from './reprice';
import type { NodeIndexHolder } from './node-index';
import { regionIndex, type RegionIndex } from './regions';
import {
  baseInfo,
  compositionRows,
  costItems,
  costItemsOf,
  findNode,
  findSummaryRow,
  summaryRowsById,
  indicatorRows,
  indicatorValues,
  indicatorValuesOf,
  likeCounts,
  likedBy,
  parseAttributes,
  summarize,
  SUMMARY_COLUMNS,
  type CostData,
  type Db,
} from './repository';
import { filterConditions, hasConditions, parseKeyword, type NodeFilter } from './search';
import { round } from './stats';
import { LIKE_TABLE } from './tables';
import {
  BaseInfoSchema,
  BidNodeIdBody,
  AttrSchema,
  CompareBody,
  CompareSchema,
  ExportQueryBody,
  IndexByTypeBody,
  IndexByTypeSchema,
  IndexColumnSchema,
  IntervalBody,
  IntervalSchema,
  LikeStateSchema,
  ListPageSchema,
  ListQueryBody,
  RepriceBody,
  RepriceSchema,
  ResultInfoSchema,
  ScopeSchema,
  SummarySchema,
  TrendSchema,
} from './schemas';

export interface BidNodeRouteOptions {
  /** ms since epoch. */
  readonly clock: () => number;
  /** The cost data (cost-data's CostDataReader service). */
  readonly data: CostData;
  readonly analytics: Analytics;
  readonly nodes: NodeIndexHolder;
  /** Build the search index when the server is ready (default true). */
  readonly warm?: boolean;
}

const invalid = (message: string) => new BusinessError(BidNodeCodes.invalid, message);
const notFound = () => new BusinessError(BidNodeCodes.notFound, BID_NODE_NOT_FOUND);


const SORTS: Record<SortField, string> = {
  priceDate: 'price_month',
  unitCost: 'unit_cost',
  buildingArea: 'building_area',
  floorsAbove: 'floors_above',
};

type ListBody = typeof ListQueryBody.static | typeof ExportQueryBody.static;

interface ResolvedQuery {
  filter: NodeFilter;
  sortField: SortField;
  order: 'asc' | 'desc';
}

function checkVocabulary(values: readonly string[] | undefined, allowed: readonly string[], label: string): void {
  const bad = values?.find((v) => !allowed.includes(v));
  if (bad !== undefined) throw invalid(`${label}不在可选范围内：${bad}`);
}

/** Checks a list query and turns it into filters and a sort (400 with a Chinese message). */
export function resolveQuery(body: ListBody, regions: RegionIndex): ResolvedQuery {
  const filter: NodeFilter = {};
  if (body.areaId !== undefined && body.areaId !== NATIONAL_AREA_ID) {
    const kind = regions.kind(body.areaId);
    if (kind === 'province') filter.provinceId = body.areaId;
    else if (kind === 'city') filter.cityId = body.areaId;
    else throw invalid('所选地区不存在');
  }
  checkVocabulary(body.buildingUse, BUILDING_USES, '建筑用途');
  checkVocabulary(body.structure, STRUCTURES, '结构类型');
  checkVocabulary(
    body.storeyBand,
    STOREY_BANDS.map((b) => b.code),
    '层数区间',
  );
  checkVocabulary(body.pricingStage, PRICING_STAGES, '计价阶段');
  filter.buildingUse = body.buildingUse;
  filter.structure = body.structure;
  filter.storeyBands = body.storeyBand as StoreyBand[] | undefined;
  filter.pricingStage = body.pricingStage;
  if (body.areaMin !== undefined && body.areaMax !== undefined && body.areaMin > body.areaMax) {
    throw invalid('建筑面积下限不能大于上限');
  }
  filter.areaMin = body.areaMin;
  filter.areaMax = body.areaMax;
  if (body.dateFrom) filter.monthFrom = toMonthNumber(body.dateFrom);
  if (body.dateTo) filter.monthTo = toMonthNumber(body.dateTo);
  if (filter.monthFrom !== undefined && filter.monthTo !== undefined && filter.monthFrom > filter.monthTo) {
    throw invalid('开始月份不能晚于结束月份');
  }
  const keyword = body.keyWord?.trim();
  if (keyword) filter.keyword = parseKeyword(keyword, regions);

  const field = (body.sortField ?? 'priceDate') as SortField;
  if (!Object.hasOwn(SORTS, field)) throw invalid('排序字段无效，可选：priceDate、unitCost、buildingArea、floorsAbove');
  const order = body.sortOrder ?? 'desc';
  if (order !== 'asc' && order !== 'desc') throw invalid('排序方式只能为 asc 或 desc');
  return { filter, sortField: field, order };
}

export async function bidNodeRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: BidNodeRouteOptions): Promise<void> {
  const db = ctx.db as Db;
  const { dialect, services } = ctx;
  const { clock, data, analytics, nodes } = options;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  if (options.warm !== false) {
    app.addHook('onReady', async () => {
      analytics.warm().catch((err) => app.log.error({ err }, '单项工程检索索引构建失败'));
    });
  }

  /** The 单项工程指标 right (singleProjectVip: its plan, or VIP rights, which imply it): 820 without it. */
  const requireVipRights = requireRight(MembershipRights.singleProjectVip);
  const regions = () => regionIndex(services);

  const loadNode = async (id: number): Promise<BidNodeRow> => {
    const row = await findNode(data, id);
    if (!row) throw notFound();
    return row;
  };

  /** The filtered, sorted rows of a query (a page, or the first `limit`) and the total. */
  const query = async (resolved: ResolvedQuery, offset: number, limit: number) => {
    const { filter, sortField, order } = resolved;
    const index = await nodes.get();
    if (index) {
      const page = index.search(filter, sortField, order, offset, limit);
      return { total: page.total, rows: await summaryRowsById(data, page.ids) };
    }
    // Without the in-memory index (a table too big for it): the same query in SQL.
    const sortColumn = SORTS[sortField];
    let count = data.selectFrom(BID_NODE_TABLE).select((eb) => eb.fn.countAll<number>().as('n'));
    let page = data.selectFrom(BID_NODE_TABLE).select(SUMMARY_COLUMNS);
    if (hasConditions(filter)) {
      count = count.where((eb) => eb.and(filterConditions(eb, filter, dialect)));
      page = page.where((eb) => eb.and(filterConditions(eb, filter, dialect)));
    }
    page = page.orderBy(sortColumn as 'price_month', order);
    if (sortColumn === 'price_month') page = page.orderBy('price_date', order);
    page = page.orderBy('id', order).limit(limit).offset(offset);
    const [totalRow, rows] = await Promise.all([count.executeTakeFirst(), page.execute()]);
    return { total: Number(totalRow?.n ?? 0), rows };
  };

  // ---- the list ----

  api.post(
    BidNodePaths.list,
    {
      schema: { body: ListQueryBody, response: { 200: Envelope(ListPageSchema) } },
      onRequest: requireLogin,
      preValidation: dropEmptyFields,
    },
    async (request) => {
      const body = request.body;
      if (pagingProblem(body, { sizes: PAGE_SIZES })) throw invalid(`每页条数只能为 ${PAGE_SIZES.join('、')}`);
      const index = regions();
      const resolved = resolveQuery(body, index);
      const { offset, limit } = pageWindow(body);
      const { total, rows } = await query(resolved, offset, limit);
      const page: ListPage = { total, pageNum: body.pageNum, pageSize: body.pageSize, list: await summarize(data, db, rows, index) };
      return ok(page);
    },
  );

  // ---- the header of the detail page and likes (login) ----

  const likeState = async (id: number, globalId: string): Promise<LikeState> => {
    const [counts, liked] = await Promise.all([likeCounts(db, [id]), likedBy(db, id, globalId)]);
    return { likeNum: counts.get(id) ?? 0, liked };
  };

  api.post(
    BidNodePaths.summary,
    { schema: { body: BidNodeIdBody, response: { 200: Envelope(SummarySchema) } }, onRequest: requireLogin },
    async (request) => {
      const id = request.body.bidNodeId;
      const row = await findSummaryRow(data, id);
      if (!row) throw notFound();
      const [summary] = await summarize(data, db, [row], regions());
      const liked = await likedBy(db, id, request.session!.globalId);
      return ok({ ...summary!, liked });
    },
  );

  api.post(
    BidNodePaths.like,
    { schema: { body: BidNodeIdBody, response: { 200: Envelope(LikeStateSchema) } }, onRequest: requireLogin },
    async (request) => {
      const id = request.body.bidNodeId;
      if (!(await findSummaryRow(data, id))) throw notFound();
      const globalId = request.session!.globalId;
      await db
        .insertInto(LIKE_TABLE)
        .values({ bid_node_id: id, global_id: globalId, created_at: clock() })
        .onConflict((oc) => oc.columns(['bid_node_id', 'global_id']).doNothing())
        .execute();
      return ok(await likeState(id, globalId), '点赞成功');
    },
  );

  api.post(
    BidNodePaths.unlike,
    { schema: { body: BidNodeIdBody, response: { 200: Envelope(LikeStateSchema) } }, onRequest: requireLogin },
    async (request) => {
      const id = request.body.bidNodeId;
      if (!(await findSummaryRow(data, id))) throw notFound();
      const globalId = request.session!.globalId;
      await db.deleteFrom(LIKE_TABLE).where('bid_node_id', '=', id).where('global_id', '=', globalId).execute();
      return ok(await likeState(id, globalId), '已取消点赞');
    },
  );

  // ---- detail (VIP) ----

  const vipDetail = <S>(response: S) => ({
    schema: { body: BidNodeIdBody, response: { 200: Envelope(response as any) } },
    onRequest: requireVipRights,
  });

  api.post(BidNodePaths.base, vipDetail(BaseInfoSchema), async (request) => {
    const row = await loadNode(request.body.bidNodeId);
    return ok(await baseInfo(data, db, row, regions()));
  });

  api.post(BidNodePaths.scope, vipDetail(ScopeSchema), async (request) => {
    const row = await data.selectFrom(BID_NODE_TABLE).select('scope').where('id', '=', request.body.bidNodeId).executeTakeFirst();
    if (!row) throw notFound();
    return ok({ scope: row.scope });
  });

  api.post(BidNodePaths.attr, vipDetail(AttrSchema), async (request) => {
    const row = await data.selectFrom(BID_NODE_TABLE).select('attributes').where('id', '=', request.body.bidNodeId).executeTakeFirst();
    if (!row) throw notFound();
    return ok({ attributes: parseAttributes(row.attributes) });
  });

  api.post(BidNodePaths.cols, vipDetail(Type.Array(IndexColumnSchema)), async (request) => {
    const id = request.body.bidNodeId;
    if (!(await findSummaryRow(data, id))) throw notFound();
    const [kinds, indicator] = await Promise.all([
      data.selectFrom(COST_ITEM_TABLE).select('kind').distinct().where('bid_node_id', '=', id).execute(),
      data.selectFrom(INDICATOR_TABLE).select('code').where('bid_node_id', '=', id).limit(1).executeTakeFirst(),
    ]);
    const has = new Set<IndexType>();
    if (kinds.some((k) => k.kind === 'specialty')) has.add(1);
    if (kinds.some((k) => k.kind === 'fee')) has.add(2);
    if (indicator) has.add(3);
    const cols: IndexColumn[] = INDEX_TYPES.filter((t) => has.has(t.code)).map((t) => ({ indexType: t.code, name: t.name }));
    return ok(cols);
  });

  api.post(BidNodePaths.result, vipDetail(Type.Array(ResultInfoSchema)), async (request) => {
    const row = await findSummaryRow(data, request.body.bidNodeId);
    if (!row) throw notFound();
    // One pricing result per single project: its id is the result id.
    const result: ResultInfo = {
      resultId: Number(row.id),
      pricingStage: row.pricing_stage,
      priceDate: row.price_date,
      totalCost: round(Number(row.total_cost), 2),
      unitCost: round(Number(row.unit_cost), 2),
    };
    return ok([result]);
  });

  api.post(
    BidNodePaths.indexByType,
    { schema: { body: IndexByTypeBody, response: { 200: Envelope(IndexByTypeSchema) } }, onRequest: requireVipRights },
    async (request) => {
      const { bidNodeId, indexType } = request.body;
      const row = await findSummaryRow(data, bidNodeId);
      if (!row) throw notFound();
      const type = INDEX_TYPES.find((t) => t.code === indexType)!;
      let answer: IndexByType;
      if (type.code === 3) {
        const [values, ranges] = await Promise.all([indicatorValues(data, bidNodeId), analytics.indicatorRanges(row.structure, row.building_use)]);
        answer = { indexType: type.code, name: type.name, rows: indicatorRows(values, ranges) };
      } else {
        const composition = compositionRows(await costItems(data, bidNodeId), type.code === 1 ? 'specialty' : 'fee', Number(row.unit_cost));
        answer = { indexType: type.code, name: type.name, rows: composition.rows, total: composition.total };
      }
      return ok(answer);
    },
  );

  api.post(BidNodePaths.trend, vipDetail(TrendSchema), async (request) => {
    const row = await findSummaryRow(data, request.body.bidNodeId);
    if (!row) throw notFound();
    const provinceId = Number(row.province_id);
    const trend = await analytics.trend({ buildingUse: row.building_use, structure: row.structure, provinceId }, Number(row.price_month));
    const answer: DynamicTrend = {
      basis: { ...trend.basis, areaName: trend.provinceBasis ? regions().name(provinceId) : '全国' },
      points: trend.points,
      self: { period: quarterOf(Number(row.price_month)), unitCost: round(Number(row.unit_cost), 2) },
    };
    return ok(answer);
  });

  // ---- the indicator range over chosen single projects (VIP; multipart, form or JSON) ----

  // getZbInterval is sent as multipart/form-data: its text fields become the body (no files). The
  // multipart parser lives in an encapsulated context around this one route, so no other route of
  // the plugin accepts multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 20, fieldSize: 64 * 1024 } });
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      BidNodePaths.interval,
      { schema: { body: IntervalBody, response: { 200: Envelope(IntervalSchema) } }, onRequest: requireVipRights },
      async (request) => {
        const indicator = rangeIndicator(request.body.indexType.trim());
        if (!indicator) throw invalid('指标类型不存在');
        const parts = request.body.ids.split(/[\s,，]+/).filter(Boolean);
        if (!parts.length) throw invalid('请选择要统计的单项工程');
        if (parts.some((p) => !/^\d{1,12}$/.test(p) || Number(p) < 1)) throw invalid('ids 格式不正确，应为以逗号分隔的单项工程 id');
        const ids = [...new Set(parts.map(Number))];
        if (ids.length > MAX_INTERVAL_IDS) throw invalid(`一次最多统计 ${MAX_INTERVAL_IDS} 个单项工程`);
        const stage = request.body.pricingStage?.trim() || null;
        if (stage !== null && !PRICING_STAGES.includes(stage as (typeof PRICING_STAGES)[number])) {
          throw invalid(`计价阶段不在可选范围内：${stage}`);
        }
        const sample = await analytics.sample(indicator.code, ids);
        const stages = PRICING_STAGES.map((st) => ({ stage: st as string, count: sample.filter((x) => x.stage === st).length })).filter((x) => x.count > 0);
        const chosen = stage === null ? sample : sample.filter((x) => x.stage === stage);
        if (!chosen.length) {
          throw new BusinessError(BidNodeCodes.noData, stage === null ? '所选单项工程暂无该指标数据' : `所选单项工程中没有「${stage}」阶段的该指标数据`);
        }
        const months = chosen.map((x) => x.month);
        return ok({
          ...intervalStats(
            indicator,
            chosen.map((x) => x.value),
          ),
          sample: { pricingStage: stage, stages, monthFrom: formatMonthKey(Math.min(...months)), monthTo: formatMonthKey(Math.max(...months)) },
        });
      },
    );
  });

  // ---- compare (VIP; JSON) ----

  const indicatorRangesOf = (rows: readonly { structure: string; building_use: string }[]) =>
    Promise.all(rows.map((r) => analytics.indicatorRanges(r.structure, r.building_use)));

  /** The comparison of 2..MAX_COMPARE single projects, repriced to a common region and month when asked. */
  const compareData = async (body: typeof CompareBody.static): Promise<CompareData> => {
    const ids = body.ids;
    if (new Set(ids).size !== ids.length) throw invalid('对比的单项工程不能重复');
    if (ids.length < 2) throw invalid('请至少选择 2 个单项工程进行对比');
    if (ids.length > MAX_COMPARE) throw invalid(`最多同时对比 ${MAX_COMPARE} 个单项工程`);
    if ((body.targetAreaId === undefined) !== (body.targetMonth === undefined)) throw invalid('统一换算须同时选择目标地区和目标月份');
    const rows = await data.selectFrom(BID_NODE_TABLE).selectAll().where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const ordered = ids.map((id) => byId.get(id));
    if (ordered.some((r) => !r)) throw notFound();
    const nodes = ordered as BidNodeRow[];
    const index = regions();
    const target = body.targetAreaId !== undefined ? await repriceTarget(data, index, body.targetAreaId, body.targetMonth!) : null;
    const [items, values, ranges, bases, sources] = await Promise.all([
      costItemsOf(data, ids),
      indicatorValuesOf(data, ids),
      indicatorRangesOf(nodes),
      Promise.all(nodes.map((n) => baseInfo(data, db, n, index))),
      target ? sourceIndexValues(data, nodes) : Promise.resolve(new Map<string, number>()),
    ]);
    const distinct = (list: string[]) => [...new Set(list)];
    const stages = distinct(nodes.map((n) => n.pricing_stage));
    return {
      items: nodes.map((n, i) => {
        const unitCost = Number(n.unit_cost);
        const specialties = compositionRows(items.get(Number(n.id)) ?? [], 'specialty', unitCost);
        const fees = compositionRows(items.get(Number(n.id)) ?? [], 'fee', unitCost);
        const item: CompareData['items'][number] = {
          base: bases[i]!,
          specialties: specialties.rows,
          fees: fees.rows,
          indicators: indicatorRows(values.get(Number(n.id)) ?? new Map(), ranges[i]!),
        };
        if (target) {
          const fromValue = sources.get(`${Number(n.province_id)}:${Number(n.price_month)}`);
          if (fromValue === undefined) throw new BusinessError(BidNodeCodes.noData, `暂无${n.name}所在地区价格日期的造价指数`);
          const factor = target.value / fromValue;
          const s = repriceRows(specialties.rows, specialties.total, factor);
          const f = repriceRows(fees.rows, fees.total, factor);
          item.unified = {
            from: { areaName: index.name(Number(n.province_id)), month: formatMonthKey(Number(n.price_month)), index: round(fromValue, 4) },
            factor: round(factor, 6),
            unitCost: s.total.value,
            totalCost: s.total.amount,
            specialties: s.rows,
            fees: f.rows,
          };
        }
        return item;
      }),
      stages,
      mixedStages: stages.length > 1,
      months: distinct(nodes.map((n) => formatMonthKey(Number(n.price_month)))),
      provinces: distinct(nodes.map((n) => index.name(Number(n.province_id)))),
      ...(target
        ? { unifiedTo: { areaId: target.province, areaName: target.areaName, month: formatMonthKey(target.month), index: round(target.value, 4), indexBase: PRICE_INDEX_BASE } }
        : {}),
    };
  };

  api.post(
    BidNodePaths.compare,
    { schema: { body: CompareBody, response: { 200: Envelope(CompareSchema) } }, onRequest: requireVipRights },
    async (request) => ok(await compareData(request.body)),
  );

  // ---- reprice (VIP) ----

  api.post(
    BidNodePaths.reprice,
    { schema: { body: RepriceBody, response: { 200: Envelope(RepriceSchema) } }, onRequest: requireVipRights },
    async (request) => {
      const { bidNodeId, targetAreaId, targetMonth } = request.body;
      const row = await findSummaryRow(data, bidNodeId);
      if (!row) throw notFound();
      const index = regions();
      const target = await repriceTarget(data, index, targetAreaId, targetMonth);
      const sources = await sourceIndexValues(data, [row]);
      const fromValue = sources.get(`${Number(row.province_id)}:${Number(row.price_month)}`);
      if (fromValue === undefined) throw new BusinessError(BidNodeCodes.noData, '暂无该单项工程所在地区价格日期的造价指数');
      const items = await costItems(data, bidNodeId);
      const answer = repriceAnswer(row, items, { areaName: index.name(Number(row.province_id)), value: fromValue }, target);
      return ok(answer);
    },
  );

  // ---- exports (VIP; XLSX; at most EXPORT_RATE_LIMIT per member and minute) ----

  // Per account: the session's member, else the address (the guard refuses those anyway).
  const exportLimit = memberRateLimit(EXPORT_RATE_LIMIT);

  api.post(
    BidNodePaths.exportList,
    { schema: { body: ExportQueryBody }, onRequest: requireVipRights, preValidation: dropEmptyFields, config: exportLimit },
    async (request, reply) => {
      const index = regions();
      const resolved = resolveQuery(request.body, index);
      const { total, rows } = await query(resolved, 0, EXPORT_LIMIT);
      const ids = rows.map((r) => Number(r.id));
      const [summaries, items, values] = await Promise.all([summarize(data, db, rows, index), costItemsOf(data, ids), indicatorValuesOf(data, ids)]);
      const extras = new Map<number, ListRowExtras>();
      for (const r of rows) {
        const id = Number(r.id);
        const specialties = compositionRows(items.get(id) ?? [], 'specialty', Number(r.unit_cost)).rows;
        extras.set(id, {
          specialties: new Map(specialties.map((x) => [x.code, x.value])),
          indicators: new Map(indicatorRows(values.get(id) ?? new Map(), new Map()).map((x) => [x.code, x.value])),
        });
      }
      const time = clock();
      return sendXlsx(reply, await listWorkbook(summaries, { total, time, extras }), listFileName(time));
    },
  );

  api.post(
    BidNodePaths.exportCompare,
    { schema: { body: CompareBody }, onRequest: requireVipRights, config: exportLimit },
    async (request, reply) => {
      const data = await compareData(request.body);
      const time = clock();
      return sendXlsx(reply, await compareWorkbook(data, time), compareFileName(time));
    },
  );

  api.post(BidNodePaths.exportDetail, { schema: { body: BidNodeIdBody }, onRequest: requireVipRights, config: exportLimit }, async (request, reply) => {
    const row = await loadNode(request.body.bidNodeId);
    const index = regions();
    const [base, items, values, ranges] = await Promise.all([
      baseInfo(data, db, row, index),
      costItems(data, row.id),
      indicatorValues(data, row.id),
      analytics.indicatorRanges(row.structure, row.building_use),
    ]);
    const time = clock();
    const buffer = await detailWorkbook(
      {
        base,
        scope: row.scope,
        specialties: compositionRows(items, 'specialty', Number(row.unit_cost)),
        fees: compositionRows(items, 'fee', Number(row.unit_cost)),
        indicators: indicatorRows(values, ranges),
        attributes: parseAttributes(row.attributes),
      },
      time,
    );
    return sendXlsx(reply, buffer, detailFileName(row.code, time));
  });
}
