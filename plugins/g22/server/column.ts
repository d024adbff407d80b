import type { Kysely } from 'kysely';
import { roundTo } from '@kernel/core/rounding';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { BID_NODE_TABLE, COST_ITEM_TABLE, CostDataReader, RegionCatalogue, ResourcePrices } from '@plugins/cost-data/shared/services';
import { SPECIALTIES } from '@plugins/cost-data/shared/vocabulary';
import {
  G22_CONCRETE_RESOURCE,
  G22_REBAR_RESOURCE,
  G22_SECTIONS,
  type G22ArticleDetail,
  type G22CaseDetail,
  type G22CostDetail,
  type G22CostEvent,
  type G22ItemBrief,
  type G22Measure,
  type G22Price,
  type G22ProjectRef,
  type G22Section,
} from '../shared/contract';
import { caseSavings, measureQuantity, sumMoney } from '../shared/savings';
import { CASE_TABLE, COLUMN_TABLE, COST_EVENT_TABLE, COST_TABLE, COST_TARGET_TABLE, MEASURE_TABLE, type ColumnRow, type G22Tables } from './tables';

const SECTION_TEXT: Record<string, string> = {
  case: '以本站单项工程为对象，按22G101图集与现行规范逐项复核构造做法，列出每项措施节约的钢筋、混凝土与造价。',
  cost: '按专业分解目标成本，逐月跟踪设计变更、现场签证、材料调差与优化节约形成的动态成本。',
  calc: '输入结构形式、层数、面积与当前钢筋含量，对标本站同类单项工程，估算优化空间；并附22G101构造变化要点。',
};

export const EVENT_TYPE_NAMES: Record<G22CostEvent['type'], string> = {
  optimise: '优化节约',
  change: '设计变更',
  visa: '现场签证',
  price: '材料调差',
  provisional: '暂估价确认',
};

const specialtyName = (code: string) => SPECIALTIES.find((s) => s.code === code)?.name ?? code;
const tagsOf = (row: Pick<ColumnRow, 'tags'>): string[] => {
  try {
    const v = JSON.parse(row.tags) as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

/** Reads the column's entries and composes the answers (every figure from stored values). */
export class ColumnReader {
  constructor(private readonly ctx: Pick<ServerPluginContext, 'db' | 'services'>) {}

  private get db() {
    return this.ctx.db as Kysely<G22Tables>;
  }

  private price(resource: typeof G22_REBAR_RESOURCE | typeof G22_CONCRETE_RESOURCE, value: number, regionId: number, month: number): G22Price {
    const region = this.ctx.services.get(ResourcePrices).region(regionId);
    return { resource: `${resource.name} ${resource.spec}`, unit: resource.unit, value, regionId, regionName: region?.name ?? '', month };
  }

  async project(bidNodeId: number): Promise<G22ProjectRef | null> {
    const reader = this.ctx.services.get(CostDataReader);
    const node = await reader.selectFrom(BID_NODE_TABLE).selectAll().where('id', '=', bidNodeId).executeTakeFirst();
    if (!node) return null;
    const items = await reader.selectFrom(COST_ITEM_TABLE).select(['code', 'amount']).where('bid_node_id', '=', bidNodeId).where('kind', '=', 'specialty').execute();
    const amounts = new Map(items.filter((i) => Number(i.amount) > 0).map((i) => [i.code, Number(i.amount)]));
    const regions = this.ctx.services.get(RegionCatalogue);
    return {
      bidNodeId: Number(node.id),
      code: node.code,
      name: node.name,
      buildingUse: node.building_use,
      structure: node.structure,
      floorsAbove: Number(node.floors_above),
      floorsBelow: Number(node.floors_below),
      heightM: Number(node.height_m),
      buildingArea: Number(node.building_area),
      provinceId: Number(node.province_id),
      provinceName: regions.find(Number(node.province_id))?.name ?? '',
      cityId: Number(node.city_id),
      cityName: regions.find(Number(node.city_id))?.name ?? '',
      seismicIntensity: node.seismic_intensity,
      pricingStage: node.pricing_stage,
      priceMonth: Number(node.price_month),
      totalCost: Number(node.total_cost),
      unitCost: Number(node.unit_cost),
      specialties: SPECIALTIES.filter((s) => amounts.has(s.code)).map((s) => ({ code: s.code, name: s.name, amount: amounts.get(s.code)! })),
    };
  }

  async sections(): Promise<G22Section[]> {
    const rows = await this.db.selectFrom(COLUMN_TABLE).select(['id', 'section', 'kind', 'title', 'summary', 'tags', 'publish_date', 'sort_order']).orderBy('section').orderBy('sort_order').orderBy('id').execute();
    const caseRows = await this.db.selectFrom(CASE_TABLE).selectAll().execute();
    const measureRows = await this.db.selectFrom(MEASURE_TABLE).select(['case_id', 'kind', 'delta', 'saving']).execute();
    const figuresOf = new Map<number, G22ItemBrief['figures']>();
    const perM2Of = new Map<number, number>();
    for (const c of caseRows) {
      const ms = measureRows.filter((m) => Number(m.case_id) === Number(c.column_id));
      const total = sumMoney(ms.map((m) => Number(m.saving)));
      const area = Number(c.building_area);
      const rebarDelta = roundTo(ms.filter((m) => m.kind === 'rebar').reduce((s, m) => s + Number(m.delta), 0), 2);
      perM2Of.set(Number(c.column_id), roundTo(total / area, 2));
      figuresOf.set(Number(c.column_id), [
        { label: '钢筋含量', value: `${Number(c.rebar_before).toFixed(2)} → ${roundTo(Number(c.rebar_before) - rebarDelta, 2).toFixed(2)} kg/m²` },
        { label: '节约造价', value: `${roundTo(total / area, 2).toFixed(2)} 元/m²` },
        { label: '合计', value: `${(total / 10_000).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 万元` },
      ]);
    }
    const costRows = await this.db.selectFrom(COST_TABLE).select(['column_id', 'case_id']).execute();
    const caseOfCost = new Map(costRows.map((c) => [Number(c.column_id), Number(c.case_id)]));
    return G22_SECTIONS.map((s) => ({
      code: s.code,
      name: s.name,
      description: SECTION_TEXT[s.code]!,
      items: rows
        .filter((r) => r.section === s.code)
        .map((r) => ({
          id: Number(r.id),
          kind: r.kind as G22ItemBrief['kind'],
          section: s.code,
          title: r.title,
          summary: r.summary,
          publishDate: r.publish_date,
          tags: tagsOf(r),
          savingPerM2: r.kind === 'case' ? perM2Of.get(Number(r.id)) ?? null : r.kind === 'cost' ? perM2Of.get(caseOfCost.get(Number(r.id)) ?? 0) ?? null : null,
          figures: r.kind === 'case' ? figuresOf.get(Number(r.id)) ?? [] : r.kind === 'cost' ? figuresOf.get(caseOfCost.get(Number(r.id)) ?? 0)?.slice(1, 2) ?? [] : [],
        })),
    }));
  }

  async kindOf(id: number): Promise<string | null> {
    const row = await this.db.selectFrom(COLUMN_TABLE).select('kind').where('id', '=', id).executeTakeFirst();
    return row?.kind ?? null;
  }

  async article(id: number): Promise<G22ArticleDetail | null> {
    const row = await this.db.selectFrom(COLUMN_TABLE).selectAll().where('id', '=', id).where('kind', '=', 'article').executeTakeFirst();
    if (!row) return null;
    const body = JSON.parse(row.body) as { blocks: G22ArticleDetail['blocks']; references: string[] };
    return { id: Number(row.id), kind: 'article', title: row.title, summary: row.summary, publishDate: row.publish_date, tags: tagsOf(row), blocks: body.blocks, references: body.references };
  }

  async case(id: number): Promise<G22CaseDetail | null> {
    const row = await this.db.selectFrom(COLUMN_TABLE).selectAll().where('id', '=', id).where('kind', '=', 'case').executeTakeFirst();
    const c = await this.db.selectFrom(CASE_TABLE).selectAll().where('column_id', '=', id).executeTakeFirst();
    if (!row || !c) return null;
    const project = await this.project(Number(c.bid_node_id));
    if (!project) return null;
    const ms = await this.db.selectFrom(MEASURE_TABLE).selectAll().where('case_id', '=', id).orderBy('seq').execute();
    const area = Number(c.building_area);
    const rebarPrice = Number(c.rebar_price);
    const concretePrice = Number(c.concrete_price);
    const lines = ms.map((m) => ({ kind: m.kind as 'rebar' | 'concrete', delta: Number(m.delta) }));
    const totals = caseSavings(lines, area, { rebar: rebarPrice, concrete: concretePrice });
    // The stored savings are the arithmetic's; the answer uses the stored ones.
    const savings = ms.map((m) => Number(m.saving));
    const measures: G22Measure[] = ms.map((m, i) => ({
      seq: Number(m.seq),
      kind: m.kind as 'rebar' | 'concrete',
      title: m.title,
      basis: m.basis,
      description: m.description,
      delta: Number(m.delta),
      unit: m.kind === 'rebar' ? 'kg/m²' : 'm³/m²',
      quantity: measureQuantity(lines[i]!, area),
      quantityUnit: m.kind === 'rebar' ? 't' : 'm³',
      saving: savings[i]!,
      savingPerM2: totals.perM2Parts[i]!,
    }));
    const saving = sumMoney(savings);
    const sumDelta = (kind: string, digits: number) => roundTo(ms.filter((m) => m.kind === kind).reduce((s, m) => s + Number(m.delta), 0), digits);
    const figure = (code: 'rebar' | 'concrete' | 'formwork', name: string, unit: string, before: number, delta: number, digits: number) => {
      const after = roundTo(before - delta, digits);
      const change = roundTo(after - before, digits);
      return { code, name, unit, before, after, change, ratio: before ? roundTo(change / before, 4) : 0 };
    };
    const rebarDelta = sumDelta('rebar', 2);
    const cost = await this.db.selectFrom(COST_TABLE).select('column_id').where('case_id', '=', id).executeTakeFirst();
    return {
      id,
      kind: 'case',
      title: row.title,
      summary: row.summary,
      publishDate: row.publish_date,
      tags: tagsOf(row),
      project,
      rebarPrice: this.price(G22_REBAR_RESOURCE, rebarPrice, Number(c.price_region_id), Number(c.price_month)),
      concretePrice: this.price(G22_CONCRETE_RESOURCE, concretePrice, Number(c.price_region_id), Number(c.price_month)),
      figures: [
        figure('rebar', '钢筋含量', 'kg/m²', Number(c.rebar_before), rebarDelta, 2),
        figure('concrete', '混凝土含量', 'm³/m²', Number(c.concrete_before), sumDelta('concrete', 3), 3),
        figure('formwork', '模板含量', 'm²/m²', Number(c.formwork_before), Number(c.formwork_delta), 2),
      ],
      measures,
      saving,
      savingPerM2: totals.perM2,
      savingShare: project.totalCost > 0 ? roundTo(saving / project.totalCost, 4) : 0,
      rebarTons: roundTo((rebarDelta * area) / 1000, 3),
      costId: cost ? Number(cost.column_id) : null,
      benchmark: null,
      rankAfter: null,
      notes: [
        '节约造价 = 各项措施减少的含量（每平方米建筑面积）× 建筑面积 × 工程所在地当月信息价，钢筋按元/t换算为元/kg；每项措施四舍五入到分，合计为各项之和。',
        '元/m² 按合计节约额 ÷ 建筑面积计算后按各项节约额分摊，各项之和等于合计。',
        Number(c.formwork_delta) > 0 ? '模板含量的减少按周转摊销计价，节约额较小，未计入节约造价。' : '各项措施不改变构件的模板接触面积，模板含量不变。',
        '钢筋含量、混凝土含量、模板含量的“优化前”为该单项工程在本站的技术经济指标（原设计）。',
      ],
    };
  }

  async cost(id: number): Promise<G22CostDetail | null> {
    const row = await this.db.selectFrom(COLUMN_TABLE).selectAll().where('id', '=', id).where('kind', '=', 'cost').executeTakeFirst();
    const c = await this.db.selectFrom(COST_TABLE).selectAll().where('column_id', '=', id).executeTakeFirst();
    if (!row || !c) return null;
    const project = await this.project(Number(c.bid_node_id));
    if (!project) return null;
    const targetRows = await this.db.selectFrom(COST_TARGET_TABLE).selectAll().where('cost_id', '=', id).orderBy('seq').execute();
    const eventRows = await this.db.selectFrom(COST_EVENT_TABLE).selectAll().where('cost_id', '=', id).orderBy('seq').execute();
    const events: G22CostEvent[] = eventRows.map((e) => ({
      month: Number(e.month),
      specialty: e.specialty,
      specialtyName: specialtyName(e.specialty),
      type: e.type as G22CostEvent['type'],
      typeName: EVENT_TYPE_NAMES[e.type as G22CostEvent['type']] ?? e.type,
      title: e.title,
      amount: Number(e.amount),
      explanation: e.explanation,
    }));
    const specialties = targetRows.map((t) => {
      const contract = Number(t.contract);
      const target = Number(t.target);
      const dynamic = sumMoney([contract, ...events.filter((e) => e.specialty === t.specialty).map((e) => e.amount)]);
      return { code: t.specialty, name: specialtyName(t.specialty), contract, target, dynamic, variance: sumMoney([dynamic, -target]) };
    });
    const contract = sumMoney(specialties.map((s) => s.contract));
    const target = sumMoney(specialties.map((s) => s.target));
    const dynamic = sumMoney(specialties.map((s) => s.dynamic));
    const months: G22CostDetail['months'] = [];
    let running = contract;
    for (let m = Number(c.from_month); m <= Number(c.to_month); m = m % 100 === 12 ? m + 89 : m + 1) {
      const change = sumMoney(events.filter((e) => e.month === m).map((e) => e.amount));
      running = sumMoney([running, change]);
      months.push({ month: m, dynamic: running, change });
    }
    const types: G22CostEvent['type'][] = ['optimise', 'change', 'visa', 'price', 'provisional'];
    const caseRow = await this.db.selectFrom(CASE_TABLE).select(['price_month']).where('column_id', '=', Number(c.case_id)).executeTakeFirst();
    return {
      id,
      kind: 'cost',
      title: row.title,
      summary: row.summary,
      publishDate: row.publish_date,
      tags: tagsOf(row),
      caseId: caseRow ? Number(c.case_id) : null,
      project,
      contract,
      target,
      dynamic,
      variance: sumMoney([dynamic, -target]),
      reserveRate: Number(c.reserve_rate),
      specialties,
      months,
      events,
      byType: types
        .map((type) => {
          const of = events.filter((e) => e.type === type);
          return { type, typeName: EVENT_TYPE_NAMES[type], amount: sumMoney(of.map((e) => e.amount)), count: of.length };
        })
        .filter((t) => t.count > 0),
      rebarPrice: this.price(G22_REBAR_RESOURCE, Number(c.base_rebar_price), Number(c.price_region_id), caseRow ? Number(caseRow.price_month) : Number(c.from_month)),
      notes: [
        `目标成本 = 各专业合同价 ×（1 + 不可预见费 ${roundTo(Number(c.reserve_rate) * 100, 1)}%），建筑专业再扣除施工图优化的计划节约额。`,
        '动态成本 = 合同价 + 截至当月已确认的设计变更、现场签证、材料调差、暂估价确认与优化节约；偏差 = 动态成本 − 目标成本（负数为节约）。',
        '钢筋调差：按合同约定的 ±5% 风险幅度，当月信息价与基准价之差超出部分，按当月完成的钢筋吨数调整。',
      ],
    };
  }
}
