import { roundTo } from '@kernel/core/rounding';
import { quantile } from '@kernel/server/statistics';
import { TableBackedIndex } from '@kernel/server/table-version';
import { BID_NODE_TABLE, CostDataReader, INDICATOR_TABLE, type PricedResource, type ResourcePrices } from '@plugins/cost-data/shared/services';
import { STOREY_BANDS } from '@plugins/cost-data/shared/vocabulary';
import { G22_LIMITS, G22_REBAR_RESOURCE, type G22Estimate, type G22EstimateQuery, type G22Price } from '../shared/contract';
import { measureSaving } from '../shared/savings';

/** One single project with a stored 钢筋含量. */
export interface RebarSample {
  structure: string;
  use: string;
  floors: number;
  seismic: string;
  province: number;
  month: number;
  rebar: number;
}

/** The single projects with a 钢筋含量, in memory (rebuilt when cost-data's single projects change). */
export function rebarSamples(reader: CostDataReader, clock: () => number = Date.now): TableBackedIndex<RebarSample[]> {
  return new TableBackedIndex({
    db: reader,
    tables: [BID_NODE_TABLE],
    clock,
    refreshMs: 30_000,
    maxRows: 5_000_000,
    load: async () => {
      const rows = await reader
        .selectFrom(BID_NODE_TABLE)
        .innerJoin(INDICATOR_TABLE, `${INDICATOR_TABLE}.bid_node_id`, `${BID_NODE_TABLE}.id`)
        .select([`${BID_NODE_TABLE}.structure`, `${BID_NODE_TABLE}.building_use`, `${BID_NODE_TABLE}.floors_above`, `${BID_NODE_TABLE}.seismic_intensity`, `${BID_NODE_TABLE}.province_id`, `${BID_NODE_TABLE}.price_month`, `${INDICATOR_TABLE}.value`])
        .where(`${INDICATOR_TABLE}.code`, '=', 'rebar')
        .execute();
      return rows.map((r) => ({
        structure: r.structure,
        use: r.building_use,
        floors: Number(r.floors_above),
        seismic: r.seismic_intensity,
        province: Number(r.province_id),
        month: Number(r.price_month),
        rebar: Number(r.value),
      }));
    },
  });
}

/** The storey band (the site's list filter) of a number of storeys above ground. */
export function storeyBand(floors: number) {
  return STOREY_BANDS.find((b) => floors >= b.min && floors <= b.max) ?? STOREY_BANDS[STOREY_BANDS.length - 1]!;
}

/** Storey height assumed for the height (m) of the seismic grade: dwellings 3.0 m, others 3.9 m. */
export const storeyHeight = (use: string) => (use === '住宅' || use === '公寓' ? 3.0 : 3.9);

const GRADES = ['一级', '二级', '三级', '四级'];
const gradeText = (i: number) => GRADES[Math.max(0, Math.min(3, i))]!;

/**
 * 抗震等级 of a class 丙 building (GB 50011-2010 table 6.1.2), from the structure, the height and
 * the intensity: 剪力墙 ≤80 m: 6度 四级, 7度 三级, 8度 二级, 9度 一级; >80 m one grade up; 框架 ≤24 m:
 * 四/三/二/一, >24 m: 三/二/一/一; 框架-剪力墙 (框架 / 剪力墙) ≤60 m: 四·三 / 三·二 / 二·一 / 一·一, >60 m:
 * 三·三 / 二·二 / 一·一; 框架-核心筒 (框架 / 核心筒): 三·二 / 二·二 / 一·一 / 一·一.
 */
export function seismicGrade(structure: string, heightM: number, seismic: string): string {
  const k = Math.max(0, ['6度', '7度', '8度', '9度'].indexOf(seismic));
  const base = 3 - k; // 6度 → 四级 (index 3)
  switch (structure) {
    case '剪力墙':
      return `剪力墙${gradeText(heightM > 80 ? base - 1 : base)}`;
    case '框架':
      return `框架${gradeText(heightM > 24 ? base - 1 : base)}`;
    case '框架-剪力墙':
      return heightM > 60 ? `框架${gradeText(base - 1)}、剪力墙${gradeText(base - 1)}` : `框架${gradeText(base)}、剪力墙${gradeText(base - 1)}`;
    case '框架-核心筒':
      return `框架${gradeText(k === 0 ? 2 : base - 1)}、核心筒${gradeText(k === 0 ? 1 : base - 1)}`;
    default:
      return '—';
  }
}

export interface EstimateInput extends G22EstimateQuery {
  provinceName: string;
  priceRegionId: number;
  priceRegionName: string;
}

export interface BenchmarkQuery {
  structure: string;
  buildingUse: string;
  /** Storeys above ground (0: an underground garage). */
  floors: number;
  seismic: string;
}

/**
 * The benchmark of a building: the single projects of the same structure, storey band, use and
 * intensity (widened while fewer than `sampleWanted`: intensity, then use, then storeys), their
 * quantiles (type 7, rounded once), a 2 kg/m² histogram and the share of them below `rebar`; null
 * under `sampleMin`.
 */
export function benchmarkOf(samples: readonly RebarSample[], input: BenchmarkQuery, rebar: number): G22Estimate['benchmark'] | null {
  const band = input.floors < 1 ? { min: 0, max: 0, label: '地下' } : storeyBand(input.floors);
  const widened: string[] = [];
  const pick = (useSeismic: boolean, useUse: boolean, useBand: boolean) =>
    samples.filter(
      (s) =>
        s.structure === input.structure &&
        (!useBand || (s.floors >= band.min && s.floors <= band.max)) &&
        (!useSeismic || s.seismic === input.seismic) &&
        (!useUse || s.use === input.buildingUse),
    );
  let group = pick(true, true, true);
  let words = [input.structure, input.buildingUse, band.label, input.seismic];
  if (group.length < G22_LIMITS.sampleWanted) {
    group = pick(false, true, true);
    widened.push('不限抗震设防烈度');
    words = [input.structure, input.buildingUse, band.label];
  }
  if (group.length < G22_LIMITS.sampleWanted) {
    group = pick(false, false, true);
    widened.push('不限建筑用途');
    words = [input.structure, band.label];
  }
  if (group.length < G22_LIMITS.sampleWanted) {
    group = pick(false, false, false);
    widened.push('不限层数段');
    words = [input.structure];
  }
  if (group.length < G22_LIMITS.sampleMin) return null;
  const values = Float64Array.from(group.map((s) => s.rebar)).sort();
  const q = (p: number) => roundTo(quantile(values, p), 2);
  const below = values.filter((v) => v < rebar).length;
  const lo = Math.floor(values[0]! / 2) * 2;
  const hi = Math.floor(values[values.length - 1]! / 2) * 2 + 2;
  const bins: G22Estimate['benchmark']['bins'] = [];
  for (let from = lo; from < hi; from += 2) bins.push({ from, to: from + 2, count: values.filter((v) => v >= from && v < from + 2).length });
  const months = group.map((s) => s.month);
  return {
    group: words.join(' · '),
    widened,
    sample: values.length,
    fromMonth: Math.min(...months),
    toMonth: Math.max(...months),
    provinces: new Set(group.map((s) => s.province)).size,
    p10: q(0.1),
    p25: q(0.25),
    p50: q(0.5),
    p75: q(0.75),
    p90: q(0.9),
    rank: roundTo(below / values.length, 3),
    bins,
  };
}

/** The benchmark and the savings of 优化测算, or null when the sample is too small. */
export function estimate(samples: readonly RebarSample[], input: EstimateInput, prices: ResourcePrices, rebar: PricedResource): G22Estimate | null {
  const b = benchmarkOf(samples, input, input.rebar);
  if (!b) return null;
  const widened = b.widened;
  const words = b.group.split(' · ');
  const month = prices.latestMonth();
  const priceValue = prices.price(rebar, input.priceRegionId, month)?.info;
  if (priceValue === undefined) return null;
  const price: G22Price = { resource: `${G22_REBAR_RESOURCE.name} ${G22_REBAR_RESOURCE.spec}`, unit: G22_REBAR_RESOURCE.unit, value: priceValue, regionId: input.priceRegionId, regionName: input.priceRegionName, month };
  const p = b;
  const scenario = (code: 'p75' | 'p50' | 'p25', name: string, target: number) => {
    const delta = Math.max(0, roundTo(input.rebar - target, 2));
    const saving = measureSaving({ kind: 'rebar', delta }, input.area, priceValue);
    return { code, name, target, delta, tons: roundTo((delta * input.area) / 1000, 3), saving, savingPerM2: roundTo(saving / input.area, 2) };
  };
  const scenarios = [scenario('p75', '保守（降至P75）', p.p75), scenario('p50', '可能（降至中位数）', p.p50), scenario('p25', '积极（降至P25）', p.p25)];
  const heightM = roundTo(input.floors * storeyHeight(input.buildingUse), 1);
  const assessment =
    input.rebar > p.p75
      ? `当前钢筋含量 ${input.rebar.toFixed(2)} kg/m² 高于同类工程 75% 的样本（P75 ${p.p75.toFixed(2)} kg/m²），优化空间较大，建议按22G101逐项复核锚固搭接、支座负筋、加密区与边缘构件配筋。`
      : input.rebar > p.p50
        ? `当前钢筋含量 ${input.rebar.toFixed(2)} kg/m² 介于同类工程中位数与 P75 之间，存在一定优化空间，重点复核构造配筋与连接方式。`
        : `当前钢筋含量 ${input.rebar.toFixed(2)} kg/m² 不高于同类工程中位数（${p.p50.toFixed(2)} kg/m²），处于较经济水平，进一步优化的空间有限。`;
  return {
    query: { areaId: input.areaId, structure: input.structure, buildingUse: input.buildingUse, floors: input.floors, area: input.area, seismic: input.seismic, rebar: input.rebar },
    provinceName: input.provinceName,
    seismicGrade: seismicGrade(input.structure, heightM, input.seismic),
    heightM,
    benchmark: b,
    price,
    scenarios,
    assessment,
    assumptions: [
      `对标样本：本站单项工程中 ${words.join('、')} 的工程${widened.length ? `（同类样本不足 ${G22_LIMITS.sampleWanted} 个，已${widened.join('、')}）` : ''}，共 ${b.sample} 个，全国范围，钢筋含量按建筑面积（含地下）计。`,
      `分位数按线性插值（与 Excel PERCENTILE.INC 相同）计算。`,
      `钢筋价格：${input.priceRegionName} ${Math.floor(month / 100)}年${month % 100}月 ${G22_REBAR_RESOURCE.name} ${G22_REBAR_RESOURCE.spec} 信息价 ${priceValue.toFixed(2)} 元/t。`,
      `节约造价 = （当前钢筋含量 − 目标含量）× 建筑面积 × 钢筋单价 ÷ 1000，只计钢筋材料费，不含人工、机械、损耗与优化咨询费用。`,
      `房屋高度按每层 ${storeyHeight(input.buildingUse)} m 估算为 ${heightM} m，抗震等级按 GB 50011 表6.1.2（丙类建筑）推定。`,
    ],
  };
}
