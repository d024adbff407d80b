import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { formatMonthKey, isMonthKey, toMonthNumber } from '@kernel/core/months';
import { hasRight, requireLogin, requireRight } from '@kernel/server/auth';
import { dropEmptyFields } from '@kernel/server/empty-fields';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import { BusinessError } from '@kernel/server/errors';
import { sendDownload } from '@kernel/server/download';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { sendXlsx } from '@kernel/server/xlsx';
import { BID_NODE_TABLE, BQ_ITEM_TABLE, RegionCatalogue, type BqPricing, type CostDataReader } from '@plugins/cost-data/shared/services';
import { NATIONAL_AREA_ID } from '@plugins/cost-data/shared/regions';
import { BUILDING_USES, FIRST_PRICE_MONTH, LAST_PRICE_MONTH, PRICING_STAGES, STRUCTURES } from '@plugins/cost-data/shared/vocabulary';
import { MembershipRights } from '@plugins/membership/shared/rights';
import {
  BQ_BILL_PAGE_SIZES,
  BQ_EXPORT_RATE_LIMIT,
  BQ_ITEM_NOT_FOUND,
  BQ_PAGE_SIZES,
  BQ_SAMPLE_PAGE_SIZES,
  BQ_STANDARD_CODES,
  BQ_STANDARD_NAMES,
  STANDARD_2024_FROM,
  UnitPriceCodes,
  UnitPricePaths,
  type BqBillPage,
  type BqCodeRowStat,
  type BqDetailRight,
  type BqFilter,
  type BqRelated,
  type BqScope,
  type BqSearchPage,
  type BqSortField,
  type BqStandardCode,
  type BqTemplate,
  type BqTradeNode,
  type BqVideoGuide,
} from '../shared/contract';
import { basisOf, composition, normGroup, resSummary, type ItemDocument } from './detail';
import { itemFileName, itemWorkbook } from './export';
import type { ItemFilter, ItemIndex, ItemIndexHolder, RowStat } from './item-index';
import { parseKeyword } from './keywords';
import { pdfFileName, schemePdf } from './pdf';
import {
  brief,
  chapterNames,
  findItem,
  itemInfo,
  itemsByIds,
  nodeBriefs,
  numericItem,
  ITEM_COLUMNS,
  regionName,
  rowKeyOf,
  sampleItem,
  type ItemRow,
} from './repository';
import { AnyQuery } from '@kernel/server/schemas';
import { BillBody, ItemRefQuery, ResultBody, SearchBody, TemplateBody, TradeTreeBody, VideoEventBody } from './schemas';
import { percentile, priceHistogram, priceStats, toCent } from './stats';

export interface UnitPriceRouteOptions {
  readonly data: CostDataReader;
  readonly pricing: BqPricing;
  readonly items: ItemIndexHolder;
  readonly clock: () => number;
  /** Build the item index when the server is ready (default true). */
  readonly warm?: boolean;
  /** The list page's video (off without a source). */
  readonly video?: { readonly src: string; readonly title?: string; readonly poster?: string; readonly durationSec?: number } | null;
}

const invalid = (message: string) => new BusinessError(UnitPriceCodes.invalid, message);
const notFound = () => new BusinessError(UnitPriceCodes.notFound, BQ_ITEM_NOT_FOUND);
const noData = (message: string) => new BusinessError(UnitPriceCodes.noData, message);

const NODE_NOT_FOUND = '该单项工程不存在';
const NO_VIP_REASON = '清单详情为综合单价指标VIP功能，开通会员或申请试用后可查看';
const LOGIN_REASON = '请先登录';
/** Discipline names of the 2-digit codes (the standard's 附录 groups). */
const DISCIPLINES: Readonly<Record<string, string>> = { '01': '房屋建筑与装饰工程', '03': '通用安装工程' };
const SORTS: readonly BqSortField[] = ['code', 'median', 'sampleCount'];

type FilterBody = {
  standard?: string;
  keyWord?: string;
  tradeCode?: string;
  areaId?: number;
  dateFrom?: string;
  dateTo?: string;
  buildingUse?: string[] | string;
  structure?: string[] | string;
  pricingStage?: string[] | string;
};

/** A list field of a JSON array or a comma-separated form value. */
function listOf(value: string[] | string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const list = (Array.isArray(value) ? value : value.split(/[,，]/)).map((v) => v.trim()).filter(Boolean);
  return list.length ? [...new Set(list)] : undefined;
}

function checkVocabulary(values: readonly string[] | undefined, allowed: readonly string[], label: string): void {
  const bad = values?.find((v) => !allowed.includes(v));
  if (bad !== undefined) throw invalid(`${label}不在可选范围内：${bad.slice(0, 20)}`);
}

function monthOf(text: string | undefined, label: string): number | undefined {
  if (!text) return undefined;
  if (!isMonthKey(text)) throw invalid(`${label}格式应为 YYYY-MM`);
  const m = toMonthNumber(text);
  if (m < FIRST_PRICE_MONTH || m > LAST_PRICE_MONTH) throw invalid(`${label}须在 ${formatMonthKey(FIRST_PRICE_MONTH)} 至 ${formatMonthKey(LAST_PRICE_MONTH)} 之间`);
  return m;
}

export interface ResolvedFilter {
  filter: ItemFilter;
  scope: BqScope;
}

/** Checks the shared filters and turns them into an item filter and its scope (400 with a Chinese message). */
export function resolveFilter(body: FilterBody, regions: RegionCatalogue, fixedStandard?: BqStandardCode): ResolvedFilter {
  const monthFrom = monthOf(body.dateFrom, '开始月份');
  const monthTo = monthOf(body.dateTo, '结束月份');
  if (monthFrom !== undefined && monthTo !== undefined && monthFrom > monthTo) throw invalid('开始月份不能晚于结束月份');
  let standard: BqStandardCode;
  if (fixedStandard) standard = fixedStandard;
  else if (body.standard !== undefined && body.standard !== '') {
    if (!(BQ_STANDARD_CODES as readonly string[]).includes(body.standard)) throw invalid('清单规范只能为 2013（GB 50854-2013）或 2024（GB/T 50854-2024）');
    standard = body.standard as BqStandardCode;
  } else standard = monthFrom !== undefined && monthFrom >= toMonthNumber(STANDARD_2024_FROM) ? '2024' : '2013';

  const filter: ItemFilter = { standard };
  let area = { id: NATIONAL_AREA_ID, name: '全国' };
  if (body.areaId !== undefined && body.areaId !== NATIONAL_AREA_ID) {
    const region = regions.find(body.areaId);
    if (!region) throw invalid('所选地区不存在');
    if (region.pid === NATIONAL_AREA_ID) filter.provinceId = region.areaid;
    else filter.cityId = region.areaid;
    area = { id: region.areaid, name: region.name };
  }
  if (monthFrom !== undefined) filter.monthFrom = monthFrom;
  if (monthTo !== undefined) filter.monthTo = monthTo;
  const uses = listOf(body.buildingUse);
  const structures = listOf(body.structure);
  const stages = listOf(body.pricingStage);
  checkVocabulary(uses, BUILDING_USES, '建筑用途');
  checkVocabulary(structures, STRUCTURES, '结构类型');
  checkVocabulary(stages, PRICING_STAGES, '计价阶段');
  if (uses) filter.buildingUse = uses;
  if (structures) filter.structure = structures;
  if (stages) filter.pricingStage = stages;
  const trade = body.tradeCode?.trim();
  if (trade) {
    if (!/^\d{2}(\d{2}){0,2}$/.test(trade)) throw invalid('清单分类编码应为 2、4 或 6 位数字');
    filter.tradeCode = trade;
  }
  const text = body.keyWord?.trim() ?? '';
  const parsed = parseKeyword(text);
  let keyword: BqScope['keyword'] = { kind: 'none', text: '', terms: [] };
  if (parsed.kind === 'code') {
    filter.codePrefix = parsed.prefix;
    keyword = { kind: 'code', text, terms: [parsed.prefix] };
  } else if (parsed.kind === 'text') {
    filter.terms = parsed.terms;
    keyword = { kind: 'text', text, terms: parsed.terms };
  }
  return {
    filter,
    scope: {
      standard: { code: standard, name: BQ_STANDARD_NAMES[standard] },
      area,
      monthFrom: monthFrom !== undefined ? formatMonthKey(monthFrom) : null,
      monthTo: monthTo !== undefined ? formatMonthKey(monthTo) : null,
      keyword,
    },
  };
}

/** Fills the scope's open months with the index's earliest and latest month of the standard. */
function completeScope(scope: BqScope, index: ItemIndex): BqScope {
  const range = index.monthRange.get(scope.standard.code);
  return {
    ...scope,
    monthFrom: scope.monthFrom ?? (range ? formatMonthKey(range.from) : null),
    monthTo: scope.monthTo ?? (range ? formatMonthKey(range.to) : null),
  };
}

function sortRows(rows: RowStat[], index: ItemIndex, field: BqSortField, order: 'asc' | 'desc'): RowStat[] {
  const sign = order === 'asc' ? 1 : -1;
  const byCode = (a: RowStat, b: RowStat) => a.row - b.row;
  const cmp =
    field === 'median'
      ? (a: RowStat, b: RowStat) => sign * (a.median - b.median) || byCode(a, b)
      : field === 'sampleCount'
        ? (a: RowStat, b: RowStat) => sign * (a.count - b.count) || byCode(a, b)
        : (a: RowStat, b: RowStat) => sign * byCode(a, b);
  void index;
  return [...rows].sort(cmp);
}

function pageOf(body: { pageNum?: number; pageSize?: number }, sizes: readonly number[], fallback: number): { pageNum: number; pageSize: number; offset: number } {
  const pageNum = body.pageNum ?? 1;
  const pageSize = body.pageSize ?? fallback;
  if (!sizes.includes(pageSize)) throw invalid(`每页条数只能为 ${sizes.join('、')}`);
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}


export async function unitPriceRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: UnitPriceRouteOptions): Promise<void> {
  const { data, pricing, items, clock } = options;
  const regions = ctx.services.get(RegionCatalogue);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  if (options.warm !== false) {
    app.addHook('onReady', async () => {
      items.get().catch((err) => app.log.error({ err }, '清单检索索引构建失败'));
    });
  }
  const requireVip = requireRight(MembershipRights.unitPriceVip);

  /** Chapter and section names: the index's copy once it is loaded, else read. */
  const chapterNamesOf = async (): Promise<Map<string, string>> => items.current()?.chapters ?? chapterNames(data);

  const indexOrFail = async (): Promise<ItemIndex> => {
    const index = await items.get();
    if (!index) throw noData('清单数据量超出检索索引上限，请缩小范围后重试');
    return index;
  };

  // ---- the list (login) ----

  api.post(
    UnitPricePaths.search,
    { schema: { body: SearchBody }, onRequest: requireLogin, preValidation: dropEmptyFields },
    async (request) => {
      const body = request.body;
      const { pageNum, pageSize, offset } = pageOf(body, BQ_PAGE_SIZES, 20);
      const field = (body.sortField ?? 'code') as BqSortField;
      if (!SORTS.includes(field)) throw invalid('排序字段无效，可选：code、median、sampleCount');
      const order = body.sortOrder ?? (field === 'code' ? 'asc' : 'desc');
      if (order !== 'asc' && order !== 'desc') throw invalid('排序方式只能为 asc 或 desc');
      const { filter, scope } = resolveFilter(body, regions);
      const index = await indexOrFail();
      const rows = index.search(filter);
      const sorted = sortRows(rows, index, field, order);
      const list: BqCodeRowStat[] = sorted.slice(offset, offset + pageSize).map((stat) => {
        const row = index.rows[stat.row]!;
        const features = index.featuresOf(stat.topVariant);
        const c4 = row.code9.slice(0, 4);
        const c6 = row.code9.slice(0, 6);
        const { row: _r, topVariant: _v, variantCount, ...stats } = stat;
        return {
          rowKey: row.key,
          standard: row.standard,
          code9: row.code9,
          name: row.name,
          features,
          featureVariants: variantCount,
          unit: row.unit,
          ...stats,
          chapter: { code: c4, name: index.chapterName(row.standard, c4) },
          section: { code: c6, name: index.chapterName(row.standard, c6) },
        };
      });
      const page: BqSearchPage = {
        total: rows.length,
        sampleTotal: rows.reduce((s, r) => s + r.count, 0),
        pageNum,
        pageSize,
        scope: completeScope(scope, index),
        list,
      };
      return ok(page);
    },
  );

  // ---- one row's statistics, trend and samples (login) ----

  api.post(
    UnitPricePaths.template,
    { schema: { body: TemplateBody }, onRequest: requireLogin, preValidation: dropEmptyFields },
    async (request) => {
      const body = request.body;
      const key = body.ids.trim();
      const m = /^(2013|2024):(\d{9}):(.{1,20})$/.exec(key);
      if (!m) throw invalid('ids 应为清单行的标识，如 2013:010515001:t');
      const { pageNum, pageSize, offset } = pageOf(body, BQ_SAMPLE_PAGE_SIZES, 10);
      const sampleSort = body.sampleSort ?? 'month';
      if (sampleSort !== 'month' && sampleSort !== 'price') throw invalid('样本排序只能为 month 或 price');
      const { filter, scope } = resolveFilter(body, regions, m[1] as BqStandardCode);
      const index = await indexOrFail();
      const r = index.rowIndex(key);
      if (r < 0) throw noData('该清单在示例数据中没有样本');
      const sample = index.rowSample(filter, r);
      const n = sample.prices.length;
      if (n === 0) throw noData('所选范围内没有该清单的样本，请放宽地区或时间');
      const row = index.rows[r]!;
      // 价格走势: the monthly median (the prices are ascending, so each month's list is too).
      const byMonth = new Map<number, number[]>();
      for (let j = 0; j < n; j++) {
        const list = byMonth.get(sample.months[j]!);
        if (list) list.push(sample.prices[j]!);
        else byMonth.set(sample.months[j]!, [sample.prices[j]!]);
      }
      const trend = [...byMonth.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([month, prices]) => ({ month: formatMonthKey(month), median: toCent(percentile(prices, 0.5)), count: prices.length }));
      // Samples: newest first (then the higher id), or by price.
      const order = Array.from({ length: n }, (_, j) => j);
      if (sampleSort === 'month') order.sort((a, b) => sample.months[b]! - sample.months[a]! || index.idAt(sample.positions[b]!) - index.idAt(sample.positions[a]!));
      const pageIds = order.slice(offset, offset + pageSize).map((j) => index.idAt(sample.positions[j]!));
      const rowsOfPage = await itemsByIds(data, pageIds);
      const nodes = await nodeBriefs(
        data,
        rowsOfPage.map((it) => it.bid_node_id),
      );
      const { features } = index.features(filter, r);
      const answer: BqTemplate = {
        rowKey: row.key,
        standard: row.standard,
        code9: row.code9,
        name: row.name,
        unit: row.unit,
        features,
        scope: completeScope(scope, index),
        stats: priceStats(sample.prices, n),
        histogram: priceHistogram(sample.prices, n),
        trend,
        samples: { total: n, pageNum, pageSize, list: rowsOfPage.map((it) => sampleItem(it, nodes.get(it.bid_node_id), regions)) },
      };
      return ok(answer);
    },
  );

  // ---- 清单分类 (login) ----

  api.post(
    UnitPricePaths.tradeTree,
    { schema: { body: TradeTreeBody }, onRequest: requireLogin, preValidation: dropEmptyFields },
    async (request) => {
      const body = request.body;
      const standard = body.bqItemDbId.trim();
      if (!(BQ_STANDARD_CODES as readonly string[]).includes(standard)) throw invalid('bqItemDbId 只能为 2013 或 2024');
      const { filter } = resolveFilter(body, regions, standard as BqStandardCode);
      const index = await indexOrFail();
      const counts = index.rowCounts(filter);
      const codes = await data.selectFrom('cost_data_bq_code').select(['code9']).where('standard', '=', standard).execute();
      const chapters = await data.selectFrom('cost_data_bq_chapter').select(['code', 'name']).where('standard', '=', standard).orderBy('code').execute();
      const nodes = new Map<string, BqTradeNode>();
      const roots: BqTradeNode[] = [];
      const nodeOf = (code: string): BqTradeNode | null => {
        const hit = nodes.get(code);
        if (hit) return hit;
        if (code.length === 2) {
          const node: BqTradeNode = { code, name: DISCIPLINES[code] ?? code, level: 1, sampleCount: 0, codeCount: 0, children: [] };
          nodes.set(code, node);
          roots.push(node);
          return node;
        }
        return null;
      };
      for (const c of chapters) {
        const parent = nodeOf(c.code.slice(0, c.code.length - 2)) ?? (c.code.length === 6 ? nodes.get(c.code.slice(0, 4)) : null);
        if (!parent) continue;
        const node: BqTradeNode = { code: c.code, name: c.name, level: c.code.length === 4 ? 2 : 3, sampleCount: 0, codeCount: 0, children: [] };
        nodes.set(c.code, node);
        parent.children.push(node);
      }
      const bump = (code9: string, field: 'sampleCount' | 'codeCount', n: number) => {
        for (const len of [2, 4, 6]) {
          const node = nodes.get(code9.slice(0, len));
          if (node) node[field] += n;
        }
      };
      for (const c of codes) bump(c.code9, 'codeCount', 1);
      index.rows.forEach((row, r) => {
        if (row.standard === standard && counts[r]! > 0) bump(row.code9, 'sampleCount', counts[r]!);
      });
      roots.sort((a, b) => a.code.localeCompare(b.code));
      return ok(roots);
    },
  );

  // ---- the item detail (VIP) ----

  const loadItem = async (query: { id: number; projectId: number }): Promise<ItemRow> => {
    const item = await findItem(data, query.id, query.projectId);
    if (!item) throw notFound();
    return item;
  };
  const detailRoute = { schema: { querystring: ItemRefQuery }, onRequest: requireVip };

  const itemDetail = async (query: { id: number; projectId: number }) => {
    const item = await loadItem(query);
    const [priced, nodes, chapters] = await Promise.all([pricing.pricing(item.id), nodeBriefs(data, [item.bid_node_id]), chapterNamesOf()]);
    const basis = basisOf(item, regions);
    return { item, priced, node: nodes.get(item.bid_node_id)!, chapters, basis };
  };

  api.get(UnitPricePaths.info, detailRoute, async (request) => {
    const item = await loadItem(request.query);
    const [nodes, chapters] = await Promise.all([nodeBriefs(data, [item.bid_node_id]), chapterNamesOf()]);
    const node = nodes.get(item.bid_node_id);
    if (!node) throw notFound();
    return ok(itemInfo(item, node, chapters, regions, basisOf(item, regions)));
  });

  api.get(UnitPricePaths.priceCompositions, detailRoute, async (request) => {
    const item = await loadItem(request.query);
    const priced = await pricing.pricing(item.id);
    return ok(composition(item, priced, basisOf(item, regions)));
  });

  api.get(UnitPricePaths.norms, detailRoute, async (request) => {
    const item = await loadItem(request.query);
    const priced = await pricing.pricing(item.id);
    return ok(normGroup(item, priced, basisOf(item, regions)));
  });

  api.get(UnitPricePaths.resSummaries, detailRoute, async (request) => {
    const item = await loadItem(request.query);
    const priced = await pricing.pricing(item.id);
    return ok(resSummary(item, priced, basisOf(item, regions)));
  });

  api.get(UnitPricePaths.related, detailRoute, async (request) => {
    const item = await loadItem(request.query);
    const index = await indexOrFail();
    const ids = index.nearest(index.rowIndex(rowKeyOf(item)), item.province_id, item.price_month, item.bid_node_id, 10);
    const [same, section, chapters] = await Promise.all([
      itemsByIds(data, ids),
      data
        .selectFrom(BQ_ITEM_TABLE)
        .select(ITEM_COLUMNS)
        .where('bid_node_id', '=', item.bid_node_id)
        .where('code9', 'like', `${item.code9.slice(0, 6)}%`)
        .where('id', '!=', item.id)
        .orderBy('seq')
        .limit(10)
        .execute(),
      chapterNamesOf(),
    ]);
    const nodes = await nodeBriefs(
      data,
      same.map((s) => s.bid_node_id),
    );
    const answer: BqRelated = {
      sameCode: same.map((s) => ({
        ...brief(s, chapters, true),
        projectName: nodes.get(s.bid_node_id)?.name ?? '',
        provinceName: regionName(regions, s.province_id),
        cityName: regionName(regions, s.city_id),
        month: formatMonthKey(s.price_month),
        pricingStage: s.pricing_stage,
      })),
      sameSection: section.map((s) => brief(numericItem(s), chapters, true)),
    };
    return ok(answer);
  });

  // ---- a single project's bill (login; prices VIP) ----

  const nodeExists = async (id: number) => {
    const row = await data.selectFrom(BID_NODE_TABLE).select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw new BusinessError(UnitPriceCodes.notFound, NODE_NOT_FOUND);
  };

  api.post(UnitPricePaths.billByResult, { schema: { body: BillBody }, onRequest: requireLogin }, async (request) => {
    const body = request.body;
    const { pageNum, pageSize, offset } = pageOf(body, BQ_BILL_PAGE_SIZES, 20);
    const chapter = body.chapter?.trim() ?? '';
    if (chapter && !/^\d{4}$/.test(chapter)) throw invalid('章节编码应为 4 位数字');
    await nodeExists(body.resultId);
    const visible = hasRight(request.session, MembershipRights.unitPriceVip);
    const [all, chapters] = await Promise.all([
      data.selectFrom(BQ_ITEM_TABLE).select(ITEM_COLUMNS).where('bid_node_id', '=', body.resultId).orderBy('seq').execute(),
      chapterNamesOf(),
    ]);
    const rows = all.map(numericItem);
    const groups = new Map<string, { code: string; name: string; count: number; cents: number }>();
    for (const it of rows) {
      const code = it.code9.slice(0, 4);
      let g = groups.get(code);
      if (!g) groups.set(code, (g = { code, name: chapters.get(`${it.standard}:${code}`) ?? '', count: 0, cents: 0 }));
      g.count++;
      g.cents += Math.round(it.amount * 100);
    }
    const chosen = chapter ? rows.filter((it) => it.code9.startsWith(chapter)) : rows;
    const answer: BqBillPage = {
      resultId: body.resultId,
      total: chosen.length,
      pageNum,
      pageSize,
      chapter,
      chapters: [...groups.values()].sort((a, b) => a.code.localeCompare(b.code)).map((g) => ({ code: g.code, name: g.name, count: g.count, amount: visible ? g.cents / 100 : null })),
      pricesVisible: visible,
      list: chosen.slice(offset, offset + pageSize).map((it) => brief(it, chapters, visible)),
    };
    return ok(answer);
  });

  api.post(UnitPricePaths.excellentByResult, { schema: { body: ResultBody }, onRequest: requireLogin }, async (request) => {
    await nodeExists(request.body.resultId);
    const visible = hasRight(request.session, MembershipRights.unitPriceVip);
    const [rows, chapters] = await Promise.all([
      data.selectFrom(BQ_ITEM_TABLE).select(ITEM_COLUMNS).where('bid_node_id', '=', request.body.resultId).where('excellent', '=', 1).orderBy('seq').execute(),
      chapterNamesOf(),
    ]);
    return ok(rows.map((r) => brief(numericItem(r), chapters, visible)));
  });

  // ---- may the caller open details ----

  const right = async (request: FastifyRequest) => {
    const session = request.session;
    const answer: BqDetailRight = !session
      ? { allowed: false, loggedIn: false, reason: LOGIN_REASON }
      : hasRight(session, MembershipRights.unitPriceVip)
        ? { allowed: true, loggedIn: true, reason: null }
        : { allowed: false, loggedIn: true, reason: NO_VIP_REASON };
    return ok(answer);
  };
  app.post(UnitPricePaths.right, right);
  app.get(UnitPricePaths.right, right);

  // ---- the list page's video dialog (login) ----

  api.get(UnitPricePaths.videoGuide, { schema: { querystring: AnyQuery }, onRequest: requireLogin }, async () => {
    const video = options.video;
    const answer: BqVideoGuide = video
      ? { show: true, title: video.title ?? '综合单价指标使用说明', src: video.src, poster: video.poster ?? null, durationSec: video.durationSec ?? null }
      : { show: false, title: '综合单价指标使用说明', src: null, poster: null, durationSec: null };
    return ok(answer);
  });

  api.post(UnitPricePaths.videoWatched, { schema: { body: VideoEventBody }, onRequest: requireLogin }, async (request) => {
    const { event, seconds } = request.body;
    if (seconds !== undefined && !Number.isFinite(seconds)) throw invalid('观看时长无效');
    request.log.info({ event: `unit-price.video.${event}`, seconds: seconds ?? 0, globalId: request.session!.globalId }, '综合单价指标视频');
    return ok(null);
  });

  // ---- downloads (VIP, rate-limited) ----

  const downloadRoute = {
    schema: { querystring: ItemRefQuery },
    onRequest: requireVip,
    config: memberRateLimit(BQ_EXPORT_RATE_LIMIT),
  };

  /** Everything a document shows: the detail figures and the row's statistics in the item's province. */
  const documentOf = async (query: { id: number; projectId: number }): Promise<ItemDocument> => {
    const d = await itemDetail(query);
    if (!d.node) throw notFound();
    const index = await indexOrFail();
    const { filter } = resolveFilter({ areaId: d.item.province_id }, regions, d.item.standard as BqStandardCode);
    const r = index.rowIndex(rowKeyOf(d.item));
    const sample = r >= 0 ? index.rowSample(filter, r) : null;
    const stats = sample && sample.prices.length ? priceStats(sample.prices) : null;
    return {
      info: itemInfo(d.item, d.node, d.chapters, regions, d.basis),
      composition: composition(d.item, d.priced, d.basis),
      norms: normGroup(d.item, d.priced, d.basis),
      resources: resSummary(d.item, d.priced, d.basis),
      stats: stats ? { ...stats, areaName: regionName(regions, d.item.province_id) } : null,
      generatedAt: clock(),
    };
  };

  api.get(UnitPricePaths.pdf, downloadRoute, async (request, reply) => {
    const doc = await documentOf(request.query);
    return sendDownload(reply, await schemePdf(doc), 'application/pdf', pdfFileName(doc.info));
  });

  api.get(UnitPricePaths.exportItem, downloadRoute, async (request, reply) => {
    const doc = await documentOf(request.query);
    return sendXlsx(reply, await itemWorkbook(doc), itemFileName(doc.info, doc.generatedAt));
  });
}

export type { BqFilter };
