import type { Kysely } from 'kysely';
import { roundTo } from '@kernel/core/rounding';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { quantile } from '@kernel/server/statistics';
import {
  BID_NODE_TABLE,
  COST_ITEM_TABLE,
  CostDataReader,
  INDICATOR_TABLE,
  RESOURCE_TABLE,
  ResourcePrices,
 
  type PricedResource,
} from '@plugins/cost-data/shared/services';
import { SPECIALTIES } from '@plugins/cost-data/shared/vocabulary';
import { G22_CONCRETE_RESOURCE, G22_REBAR_RESOURCE } from '../shared/contract';
import { caseSavings, sumMoney } from '../shared/savings';
import { ARTICLES } from './articles';
import { storeyBand } from './calculator';
import { CASE_TEMPLATES, COST_MONTHS, addMonths, chooseNode, hash01, type CandidateNode } from './cases';
import {
  CASE_TABLE,
  COLUMN_TABLE,
  COST_EVENT_TABLE,
  COST_TABLE,
  COST_TARGET_TABLE,
  MEASURE_TABLE,
  type CaseRow,
  type ColumnRow,
  type CostEventRow,
  type CostRow,
  type CostTargetRow,
  type G22Tables,
  type MeasureRow,
} from './tables';

/** Column ids: cases from 101, their cost records from 201, articles from 301. */
export const CASE_ID_BASE = 100;
export const COST_ID_BASE = 200;
export const ARTICLE_ID_BASE = 300;
/** 不可预见费 kept in every target. */
export const RESERVE_RATE = 0.03;
/** 调差: only the part of a price change beyond ±5 % of the base price is adjusted. */
export const PRICE_RISK_BAND = 0.05;
/** Months of the main structure (the rebar is placed evenly over them, from the second month). */
export const STRUCTURE_MONTHS = 8;

export async function pricedResources(reader: CostDataReader): Promise<Map<string, PricedResource>> {
  const rows = await reader
    .selectFrom(RESOURCE_TABLE)
    .select(['code', 'unit', 'price_class', 'base_price'])
    .where('code', 'in', [G22_REBAR_RESOURCE.code, G22_CONCRETE_RESOURCE.code])
    .execute();
  return new Map(rows.map((r) => [r.code, { code: r.code, unit: r.unit, price_class: r.price_class, base_price: Number(r.base_price) }]));
}

const wan = (yuan: number) => (yuan / 10_000).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const monthText = (m: number) => `${Math.floor(m / 100)}年${m % 100}月`;
const publishDate = (month: number, day: number) => `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export interface G22SeedReport {
  cases: number;
  articles: number;
  ms: number;
}

/**
 * Writes the column when its tables are empty: the articles, and for each case template the newest
 * fitting single project of cost-data with its stored indicators, its region's 信息价 of its month,
 * the measures and their savings, and a cost record over the COST_MONTHS months after it (targets
 * from its specialty amounts, events including the monthly rebar 调差 from ResourcePrices). Without
 * single projects or prices no case is written (the articles are); the seed runs once.
 */
export async function seedG22(ctx: Pick<ServerPluginContext, 'db' | 'services'>): Promise<G22SeedReport | null> {
  const started = Date.now();
  const db = ctx.db as Kysely<G22Tables>;
  const existing = await db.selectFrom(COLUMN_TABLE).select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const reader = ctx.services.get(CostDataReader);
  const prices = ctx.services.get(ResourcePrices);
  const resources = await pricedResources(reader);
  const rebar = resources.get(G22_REBAR_RESOURCE.code);
  const concrete = resources.get(G22_CONCRETE_RESOURCE.code);

  const columns: ColumnRow[] = [];
  const cases: CaseRow[] = [];
  const measures: MeasureRow[] = [];
  const costs: CostRow[] = [];
  const targets: CostTargetRow[] = [];
  const events: CostEventRow[] = [];

  const latest = prices.latestMonth();
  const lastStart = addMonths(latest, -COST_MONTHS);
  const candidates = (await reader
    .selectFrom(BID_NODE_TABLE)
    .innerJoin(INDICATOR_TABLE, `${INDICATOR_TABLE}.bid_node_id`, `${BID_NODE_TABLE}.id`)
    .select([
      `${BID_NODE_TABLE}.id as id`,
      `${BID_NODE_TABLE}.building_use as building_use`,
      `${BID_NODE_TABLE}.structure as structure`,
      `${BID_NODE_TABLE}.floors_above as floors_above`,
      `${BID_NODE_TABLE}.province_id as province_id`,
      `${BID_NODE_TABLE}.price_month as price_month`,
      `${INDICATOR_TABLE}.value as rebar`,
    ])
    .where(`${INDICATOR_TABLE}.code`, '=', 'rebar')
    .where(`${BID_NODE_TABLE}.price_month`, '<=', lastStart)
    .execute()).map((r) => ({ id: Number(r.id), building_use: r.building_use, structure: r.structure, floors_above: Number(r.floors_above), province_id: Number(r.province_id), price_month: Number(r.price_month), rebar: Number(r.rebar) }));
  // Peers: same structure, use and storey band; a candidate is "high" at or above their 60th percentile.
  const peerKey = (c: { structure: string; building_use: string; floors_above: number }) => `${c.structure}|${c.building_use}|${c.floors_above < 1 ? 'below' : storeyBand(c.floors_above).code}`;
  const peers = new Map<string, number[]>();
  for (const c of candidates) peers.set(peerKey(c), [...(peers.get(peerKey(c)) ?? []), c.rebar]);
  const p60 = new Map([...peers].map(([k, v]) => [k, quantile(Float64Array.from(v).sort(), 0.6)]));
  const choosable: CandidateNode[] = candidates.map((c) => ({ ...c, high: c.rebar >= p60.get(peerKey(c))! }));

  const taken = new Set<number>();
  let n = 0;
  for (const template of rebar && concrete ? CASE_TEMPLATES : []) {
    const chosen = chooseNode(template, choosable, lastStart, taken);
    if (!chosen) continue;
    const node = await reader.selectFrom(BID_NODE_TABLE).selectAll().where('id', '=', chosen.id).executeTakeFirstOrThrow();
    const indicators = await reader.selectFrom(INDICATOR_TABLE).select(['code', 'value']).where('bid_node_id', '=', chosen.id).execute();
    const ind = new Map(indicators.map((i) => [i.code, Number(i.value)]));
    const rebarBefore = ind.get('rebar');
    const concreteBefore = ind.get('concrete');
    const formworkBefore = ind.get('formwork');
    if (rebarBefore === undefined || concreteBefore === undefined || formworkBefore === undefined) continue;
    const regionId = prices.priceRegionOf(Number(node.city_id)) ?? prices.priceRegionOf(Number(node.province_id));
    if (regionId === null) continue;
    const month = Number(node.price_month);
    const rebarPrice = prices.price(rebar!, regionId, month)?.info;
    const concretePrice = prices.price(concrete!, regionId, month)?.info;
    if (rebarPrice === undefined || concretePrice === undefined) continue;
    taken.add(chosen.id);
    n++;
    const caseId = CASE_ID_BASE + n;
    const costId = COST_ID_BASE + n;
    const area = Number(node.building_area);

    const lines = template.measures.map((m) => ({ kind: m.kind, delta: m.kind === 'rebar' ? roundTo(rebarBefore * m.share, 2) : roundTo(concreteBefore * m.share, 3) }));
    const totals = caseSavings(lines, area, { rebar: rebarPrice, concrete: concretePrice });
    template.measures.forEach((m, i) =>
      measures.push({ case_id: caseId, seq: i + 1, kind: m.kind, title: m.title, basis: m.basis, description: m.description, delta: lines[i]!.delta, saving: totals.savings[i]! }),
    );
    const rebarDelta = roundTo(lines.filter((l) => l.kind === 'rebar').reduce((s, l) => s + l.delta, 0), 2);
    const formworkDelta = roundTo(formworkBefore * template.formworkShare, 2);
    cases.push({
      column_id: caseId,
      bid_node_id: chosen.id,
      price_region_id: regionId,
      price_month: month,
      rebar_price: rebarPrice,
      concrete_price: concretePrice,
      building_area: area,
      rebar_before: rebarBefore,
      concrete_before: concreteBefore,
      formwork_before: formworkBefore,
      formwork_delta: formworkDelta,
    });
    const regionName = prices.region(regionId)?.name ?? '';
    const where = node.name;
    const floors = Number(node.floors_above);
    const form = node.building_use === '地下车库' ? `地下${node.floors_below}层车库` : `${floors}层${node.structure}结构${node.building_use}`;
    columns.push({
      id: caseId,
      section: 'case',
      kind: 'case',
      title: `${where}（${form}）钢筋优化`,
      summary: `建筑面积 ${area.toLocaleString('zh-CN')} m²，按22G101与规范复核 ${template.measures.length} 项做法，钢筋含量由 ${rebarBefore.toFixed(2)} 降至 ${roundTo(rebarBefore - rebarDelta, 2).toFixed(2)} kg/m²，节约造价 ${totals.perM2.toFixed(2)} 元/m²，合计 ${wan(totals.total)} 万元（${monthText(month)}${regionName}信息价）。`,
      tags: JSON.stringify([node.building_use === '地下车库' ? '地下车库' : node.structure, ...(node.building_use === '地下车库' ? [] : [node.building_use]), ...template.tags]),
      publish_date: publishDate(addMonths(month, 1), 8 + (n % 15)),
      sort_order: n,
      body: '',
      source: 'sample',
    });

    // ---- the cost record: targets by specialty, events month by month
    const from = addMonths(month, 1);
    const to = addMonths(month, COST_MONTHS);
    costs.push({ column_id: costId, case_id: caseId, bid_node_id: chosen.id, from_month: from, to_month: to, reserve_rate: RESERVE_RATE, base_rebar_price: rebarPrice, price_region_id: regionId });
    const items = await reader
      .selectFrom(COST_ITEM_TABLE)
      .select(['code', 'amount'])
      .where('bid_node_id', '=', chosen.id)
      .where('kind', '=', 'specialty')
      .execute();
    const amountOf = new Map(items.filter((i) => Number(i.amount) > 0).map((i) => [i.code, Number(i.amount)]));
    const specialties = SPECIALTIES.filter((s) => amountOf.has(s.code));
    specialties.forEach((s, i) => {
      const contract = amountOf.get(s.code)!;
      const target = roundTo(contract * (1 + RESERVE_RATE) - (s.code === 'building' ? totals.total : 0), 2);
      targets.push({ cost_id: costId, specialty: s.code, seq: i + 1, contract, target });
    });
    const list: Omit<CostEventRow, 'seq' | 'cost_id'>[] = [];
    const amountShare = (code: string, share: number, key: string) => {
      const base = amountOf.get(code);
      return base === undefined ? null : roundTo(base * share * (0.7 + 0.6 * hash01(`${caseId}:${key}`)), 2);
    };
    const push = (offset: number, specialty: string, type: CostEventRow['type'], title: string, amount: number | null, explanation: string) => {
      if (amount === null || amount === 0) return;
      list.push({ month: addMonths(month, offset), specialty, type, title, amount, explanation });
    };
    push(1, 'building', 'optimise', '施工图22G101构造复核优化', -totals.total, `钢筋含量由 ${rebarBefore.toFixed(2)} 降至 ${roundTo(rebarBefore - rebarDelta, 2).toFixed(2)} kg/m²，共 ${template.measures.length} 项措施，按${monthText(month)}${regionName}信息价计算（见优化案例）。目标成本已按此节约额编制，动态成本同步扣减。`);
    push(3, 'building', 'visa', '基坑降水延期签证', amountShare('building', 0.0018, 'visa1'), '雨季地下水位高于勘察报告，降水井延长运行 38 天，按现场签证计量。');
    // Rebar placed evenly over the structure months; the change beyond ±5 % of the base price is adjusted.
    const tons = ((rebarBefore - rebarDelta) * area) / 1000 / STRUCTURE_MONTHS;
    for (let k = 2; k < 2 + STRUCTURE_MONTHS; k++) {
      const m = addMonths(month, k);
      const p = prices.price(rebar!, regionId, m)?.info;
      if (p === undefined) continue;
      const diff = p - rebarPrice;
      const beyond = Math.abs(diff) - PRICE_RISK_BAND * rebarPrice;
      if (beyond <= 0) continue;
      const amount = roundTo(Math.sign(diff) * beyond * tons, 2);
      push(k, 'building', 'price', `${monthText(m)}钢筋价格调差`, amount, `当月${regionName} HRB400E Φ20~25 信息价 ${p.toFixed(2)} 元/t，基准价 ${rebarPrice.toFixed(2)} 元/t，${diff > 0 ? '上涨' : '下跌'}超过 ±5% 风险幅度的部分按当月完成钢筋 ${tons.toFixed(3)} t 调整。`);
    }
    push(5, 'building', 'change', '地下室外墙防水做法变更', amountShare('building', 0.0035, 'change1'), '地下室外墙防水由 3+3mm SBS 改性沥青卷材改为 4mm 自粘聚合物改性沥青卷材＋1.5mm 聚氨酯涂膜，按变更单计价。');
    push(9, 'electrical', 'change', '增设充电桩预埋管线', amountShare('electrical', 0.012, 'change2'), '按新能源汽车充电设施配建要求增设车位预埋管线和配电箱位，按设计变更计价。');
    push(10, 'elevator', 'provisional', '电梯暂估价确认', amountShare('elevator', -0.035, 'prov1'), '电梯设备经招标确定，中标价低于暂估价，差额调减合同价。');
    push(12, 'decoration', 'change', '公共部位装修标准调整', amountShare('decoration', 0.011, 'change3'), '大堂、电梯厅墙面由涂料改为石材干挂，按变更单计价。');
    push(13, 'fire', 'provisional', '消防设备暂估价确认', amountShare('fire', 0.009, 'prov2'), '火灾自动报警主机及联动设备定价高于暂估价，按确认价调整。');
    push(14, 'building', 'visa', '土方外运运距调整签证', amountShare('building', 0.0012, 'visa2'), '弃土场由政府指定地点变更，运距由 12km 增至 18km，按签证调整运费。');
    push(16, 'plumbing', 'change', '屋面雨水系统调整', amountShare('plumbing', -0.006, 'change4'), '屋面雨水由虹吸系统改为重力流系统，按变更单调减。');
    list
      .sort((a, b) => a.month - b.month)
      .forEach((e, i) => events.push({ cost_id: costId, seq: i + 1, ...e }));
    const dynamicOver = sumMoney(list.map((e) => e.amount));
    columns.push({
      id: costId,
      section: 'cost',
      kind: 'cost',
      title: `${where}目标成本与动态成本管控`,
      summary: `合同价 ${wan(sumMoney(specialties.map((s) => amountOf.get(s.code)!)))} 万元，${COST_MONTHS} 个月内动态成本较合同价${dynamicOver <= 0 ? '减少' : '增加'} ${wan(Math.abs(dynamicOver))} 万元；按专业分解目标成本，逐月记录设计变更、现场签证、材料调差与优化节约。`,
      tags: JSON.stringify(['目标成本', '动态成本', node.building_use]),
      publish_date: publishDate(to > latest ? latest : to, 20),
      sort_order: n,
      body: '',
      source: 'sample',
    });
  }

  ARTICLES.forEach((a, i) =>
    columns.push({
      id: ARTICLE_ID_BASE + i + 1,
      section: 'calc',
      kind: 'article',
      title: a.title,
      summary: a.summary,
      tags: JSON.stringify(a.tags),
      publish_date: a.publishDate,
      sort_order: i + 1,
      body: JSON.stringify({ blocks: a.blocks, references: a.references }),
      source: 'sample',
    }),
  );

  await db.transaction().execute(async (trx) => {
    await trx.insertInto(COLUMN_TABLE).values(columns).execute();
    if (cases.length) await trx.insertInto(CASE_TABLE).values(cases).execute();
    if (measures.length) await trx.insertInto(MEASURE_TABLE).values(measures).execute();
    if (costs.length) await trx.insertInto(COST_TABLE).values(costs).execute();
    if (targets.length) await trx.insertInto(COST_TARGET_TABLE).values(targets).execute();
    if (events.length) await trx.insertInto(COST_EVENT_TABLE).values(events).execute();
  });
  return { cases: cases.length, articles: ARTICLES.length, ms: Date.now() - started };
}
