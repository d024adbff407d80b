/**
 * The priced bill of quantities (工程量清单计价) of a generated single project.
 *
 * Who has a bill: about 13.5 % of the single projects (`BILL_SHARE`), chosen by a hash of the seed
 * and the single project's id, and each bill is drawn from its own random stream (seeded the same
 * way), so adding bills changes no other row of the sample data.
 *
 * What a bill holds (80–250 items for the usual buildings):
 * - The items that suit the building (the catalogue's usages: its use, structure, basement, the
 *   chance of the item), each with one or more recipes (feature sets: C30 or C35, 200 or 240 厚 …)
 *   of the measurement standard of the project's price month (`standardOfMonth`: GB 50854-2013
 *   before 2025-09, GB/T 50854-2024 from then; a bill never mixes them). The 12-digit 清单编码 is the
 *   9-digit code and a sequence per distinct feature set (001, 002 …).
 * - Quantities from the project's own figures: an item tied to an indicator takes its share of
 *   indicator × building area (rebar t = 钢筋含量 kg/m² × area ÷ 1000 × share; the shares of one
 *   indicator's items add up to 1, so the rebar items together weigh what the indicator says);
 *   the others are "flexible" (m² of plaster per m² of building, doors per storey …) and are
 *   calibrated, before anything is summed, so that the unit cost stays in its usual range: 建筑's
 *   flexible items aim at the usual 建筑 cost (the generator's composition), the measures and the
 *   other specialties at their usual share of what 建筑 came to (one factor per specialty, ×0.45…
 *   ×2.2; installation ×0.3…×6, its per-m² quantities being rougher). A specialty the single project
 *   does not have (no lift in a six-storey house) gets no items.
 * - The 综合单价 of each item, composed from its recipe's norms (定额子目) at the resource prices of
 *   the project's city (when it is priced, else its province) and month: 人工费, 材料费 (材料, 主材 and
 *   设备) and 机械费 each rounded once to the cent, then 管理费, 利润 and 风险费用 by the province's
 *   rules (`rules.ts`). Pricing stage rule: a 招标控制价 prices every resource at the 信息价 (the
 *   bulletin price the control price must use); a 中标价 or 结算价 at the 市场价.
 * - amount = round(quantity × 综合单价), once, in cents. The norm lines of every item are kept
 *   (norm, its quantity in norm units, and `per`, the norm units per unit of the item).
 * - The 总价措施 (安全文明施工 and the other 总价措施) per specialty, as items of part `lump` (unit 项,
 *   quantity 1): amount = round(base × rate), base = the specialty's 分部分项 + 单价措施. They have
 *   no 人材机 breakdown (their parts are 0); their features state the base and the rate.
 * - The most characteristic items are marked `excellent` (the five 分部分项 items and the one 单价措施
 *   item with the largest amounts).
 *
 * Reconciliation (all in integer cents): 分部分项工程费 = Σ items of part `sub`; 措施项目费 = Σ items of
 * part `measure` + Σ items of part `lump`; 其他项目费 and 规费 are shares of the total (kept in the
 * usual ranges); 税金 = 9/109 of the total exactly as for every other single project. The single
 * project's total, unit cost and both compositions are derived from the bill, so every total and
 * its parts agree to the cent; the specialty composition splits each fee line over the specialties
 * by their own amounts (largest-remainder free: the residue goes to the largest line).
 */
import type { BidNodeRow, BqItemRow, BqNormRow, CostItemRow, IndicatorRow, ProjectRow } from '../../shared/tables';
import { FEES, SPECIALTIES, type SpecialtyCode } from '../../shared/vocabulary';
import { shortRegionName } from '../../shared/region-names';
import { hashUnit, Random } from '../generator/random';
import { provinceFullName, regionName } from '../regions';
import type { Catalogue } from './catalogue';
import { standardOfMonth, type BqCode, type BqRecipe, type BqStandard, type BqUsage, type Resource } from './model';
import type { ResourcePriceModel } from './prices';
import { composeUnitPrice, provinceFeeRules, ruleGroupOf, type ProvinceFeeRules, type RuleGroup, type UnitPriceCents } from './rules';

/** Share of the single projects that carry a priced bill. */
export const BILL_SHARE = 0.135;
/** The usual size of a bill. */
export const MIN_BILL_ITEMS = 80;
export const MAX_BILL_ITEMS = 250;
/** The items marked 优质清单 per bill: the largest 分部分项 items and 单价措施 items. */
export const EXCELLENT_SUB_ITEMS = 5;
export const EXCELLENT_MEASURE_ITEMS = 1;
/** How far the calibration may move the flexible quantities of a specialty. */
export const FLEX_FACTOR: readonly [number, number] = [0.45, 2.2];
/** Installation quantities per m² are rougher (one system or another): a wider calibration. */
export const INSTALLATION_FLEX_FACTOR: readonly [number, number] = [0.3, 6];

/** 分部分项, 单价措施, 总价措施. */
export type BqItemPart = 'sub' | 'measure' | 'lump';
/** Which price a bill uses: 信息价 or 市场价. */
export type PriceKind = 'info' | 'market';

/** The price kind of a pricing stage: 招标控制价 → 信息价; 中标价, 结算价 → 市场价. */
export function priceKindOfStage(stage: string): PriceKind {
  return stage === '招标控制价' ? 'info' : 'market';
}

/** The rows a bill is made of (`cost_data_bq_item`, `cost_data_bq_norm`). */
export type { BqItemRow, BqNormRow };

export interface BillContext {
  readonly catalogue: Catalogue;
  readonly prices: Pick<ResourcePriceModel, 'info' | 'market' | 'priceRegionOf'>;
  readonly seed: number;
}

/** Whether a single project carries a bill (a hash of seed and id: no random stream is used). */
export function hasBill(seed: number, nodeId: number): boolean {
  return hashUnit(seed >>> 0, nodeId, 0xb111) < BILL_SHARE;
}

// ------------------------------------------------------------------ geometry and quantities

interface Geometry {
  readonly area: number;
  readonly above: number;
  readonly below: number;
  readonly footprint: number;
  readonly roof: number;
  readonly facade: number;
  readonly floors: number;
}

function geometryOf(node: BidNodeRow): Geometry {
  const above = node.above_area;
  const below = node.below_area;
  const footprint = node.floors_above > 0 ? above / node.floors_above : below / Math.max(1, node.floors_below);
  const perimeter = 5 * Math.sqrt(footprint);
  const height = node.floors_above > 0 ? node.height_m : 3.8 * Math.max(1, node.floors_below);
  return {
    area: node.building_area,
    above,
    below,
    footprint,
    roof: footprint,
    facade: perimeter * height,
    floors: node.floors_above + node.floors_below,
  };
}

const INTEGER_UNITS = new Set(['樘', '个', '套', '台', '部', '组', '项', '处', '根', '只', '块', '座', '副', '系统', '户', '株', '付', '台次', '眼', '孔']);

/** Decimals of a quantity in this unit: t 3, whole units 0, the rest 2. */
export function quantityDecimals(unit: string): number {
  if (unit === 't') return 3;
  if (INTEGER_UNITS.has(unit)) return 0;
  return 2;
}

const unitFactors = new Map<string, number>();

function roundQuantity(value: number, unit: string): number {
  let f = unitFactors.get(unit);
  if (f === undefined) unitFactors.set(unit, (f = 10 ** quantityDecimals(unit)));
  return Math.max(1 / f, Math.round(value * f) / f);
}

/** amount in cents = round(quantity × unit price), computed on integers (quantity in thousandths). */
export function amountCents(quantity: number, unitPriceCents: number): number {
  return Math.round((Math.round(quantity * 1000) * unitPriceCents) / 1000);
}

const INDICATOR_DIVISOR: Readonly<Record<string, number>> = { rebar: 1000, steel: 1000 };

function suits(list: readonly string[] | undefined, value: string): boolean {
  return !list || list.length === 0 || list.includes(value);
}

// ------------------------------------------------------------------ pricing

/** A recipe with its norm lines resolved: per item unit, the consumption of each resource. */
interface CompiledRecipe {
  readonly resources: readonly Resource[];
  /** Consumption per unit of the item (norm per × line consumption), parallel to `resources`. */
  readonly amounts: Float64Array;
  /** 0 人工, 1 材料 (材料, 主材, 设备), 2 机械, parallel to `resources`. */
  readonly kinds: Uint8Array;
  /** 项目特征 as stored, and the feature values for the search text. */
  readonly featureText: string;
  readonly featureWords: string;
}
const compiled = new WeakMap<BqRecipe, CompiledRecipe>();

function compileRecipe(catalogue: Catalogue, recipe: BqRecipe): CompiledRecipe {
  let c = compiled.get(recipe);
  if (c) return c;
  const resources: Resource[] = [];
  const amounts: number[] = [];
  const kinds: number[] = [];
  for (const { norm: code, per } of recipe.norms) {
    for (const line of catalogue.normByCode.get(code)!.lines) {
      const resource = catalogue.resourceByCode.get(line.resource)!;
      resources.push(resource);
      amounts.push(per * line.consumption);
      kinds.push(resource.kind === '人工' ? 0 : resource.kind === '机械' ? 2 : 1);
    }
  }
  const words: string[] = [];
  for (const f of recipe.features) {
    const value = f.slice(f.indexOf('：') + 1);
    if (value && !words.includes(value)) words.push(value);
  }
  c = {
    resources,
    amounts: Float64Array.from(amounts),
    kinds: Uint8Array.from(kinds),
    featureText: recipe.features.join('\n'),
    featureWords: words.join(' '),
  };
  compiled.set(recipe, c);
  return c;
}

/** Prices a recipe for one unit of its item: 人工, 材料 (with 主材 and 设备), 机械 in cents + fees. */
function priceRecipe(recipe: CompiledRecipe, priceOf: (r: Resource) => number, rule: ProvinceFeeRules['items'][RuleGroup]): UnitPriceCents {
  const parts = [0, 0, 0];
  for (let i = 0; i < recipe.resources.length; i++) parts[recipe.kinds[i]] += recipe.amounts[i] * priceOf(recipe.resources[i]);
  return composeUnitPrice(Math.round(parts[0] * 100), Math.round(parts[1] * 100), Math.round(parts[2] * 100), rule);
}

// ------------------------------------------------------------------ the bill

interface Draft {
  readonly code: BqCode;
  /** Copied from the code and the price (the hot loops read one object shape). */
  readonly part: BqCode['part'];
  readonly specialty: string;
  readonly price: number;
  /** The unit the bill measures it in (one unit, never `樘/m²`). */
  readonly unit9: string;
  readonly recipe: BqRecipe;
  readonly usage: BqUsage;
  readonly unit: UnitPriceCents;
  /** Quantity before calibration (not rounded). */
  nominal: number;
  readonly flexible: boolean;
  quantity: number;
  amount: number;
}

interface LumpDraft {
  readonly specialty: SpecialtyCode;
  readonly code9: string;
  readonly name: string;
  readonly base: number;
  /** Rate in ten-thousandths (3.10 % → 310). */
  rate: number;
  amount: number;
}

/** The basement variant of a measure (the catalogue names it `<code9>-basement`). */
const isBasementRecipe = (r: BqRecipe) => r.id.endsWith('-basement');

/**
 * Items that only make sense together share one chance draw (the second takes the first's): the
 * steel frame of a dry-hung stone facade (011204004 干挂石材钢骨架) goes with the stone (011204001).
 */
const DRAWN_WITH: Readonly<Record<string, string>> = { '011204004': '011204001' };

/** The 总价措施 items of a bill (the same codes in both standards). */
export const LUMP_MEASURES = [
  { code9: '011707001', name: '安全文明施工' },
  { code9: '011707002', name: '夜间施工' },
  { code9: '011707004', name: '二次搬运' },
  { code9: '011707005', name: '冬雨季施工' },
] as const;
/** How the other-lump rate of the rules is shared among 夜间施工, 二次搬运, 冬雨季施工. */
const OTHER_LUMP_SPLIT = [0.3, 0.3, 0.4];

/** Fee shares of the total a bill keeps (those of every generated single project). */
const FEE_WINDOW = {
  sub: [0.7005, 0.7795],
  measures: [0.0905, 0.1445],
  other: [0.0205, 0.0495],
  statutory: [0.0205, 0.0345],
} as const;
const TAX_SHARE = 9 / 109;
/** Target range of 措施 / (分部分项 + 措施) the fit aims at (inside the feasible window). */
const MEASURE_RATIO: readonly [number, number] = [0.113, 0.158];

export interface BillInput {
  readonly node: BidNodeRow;
  readonly indicators: readonly IndicatorRow[];
  /** The single project's composition as generated (its usual cost): specialty and fee lines. */
  readonly costItems: readonly CostItemRow[];
}

export interface Bill {
  readonly items: BqItemRow[];
  readonly norms: BqNormRow[];
  /** The specialty and fee lines derived from the bill (same codes as the input's). */
  readonly costItems: CostItemRow[];
  /** The single project's total and unit cost derived from the bill. */
  readonly totalCost: number;
  readonly unitCost: number;
}

const cents = (yuan: number) => Math.round(yuan * 100);
const round2 = (v: number) => Math.round(v * 100) / 100;

function splitCents(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => (sum > 0 ? Math.round((totalCents * w) / sum) : 0));
  let largest = 0;
  for (let i = 1; i < parts.length; i++) if (parts[i] > parts[largest]) largest = i;
  parts[largest] += totalCents - parts.reduce((a, b) => a + b, 0);
  return parts;
}

function ratiosOf(parts: readonly number[], total: number): number[] {
  if (total <= 0) return parts.map(() => 0);
  const micro = parts.map((p) => Math.round((p / total) * 1e6));
  let largest = 0;
  for (let i = 1; i < parts.length; i++) if (parts[i] > parts[largest]) largest = i;
  micro[largest] += 1e6 - micro.reduce((a, b) => a + b, 0);
  return micro.map((m) => m / 1e6);
}

/** The total T whose 税金 round(T × 9/109) leaves exactly `pretax`. */
export function totalForPretax(pretax: number): number {
  let t = Math.round(pretax * 1.09);
  for (let i = 0; i < 8 && t - Math.round((t * 9) / 109) !== pretax; i++) t += t - Math.round((t * 9) / 109) < pretax ? 1 : -1;
  return t;
}

interface PreparedUsage {
  readonly usage: BqUsage;
  readonly code: BqCode;
  /** The code's recipes of the standard that suit the building, with a positive weight. */
  readonly recipes: readonly BqRecipe[];
  readonly weights: readonly number[];
}
const prepared = new WeakMap<Catalogue, Map<string, PreparedUsage[]>>();

/**
 * The usages that suit a kind of building (standard, use, structure, basement or not), each with
 * its suitable recipes (computed once per catalogue and kind).
 */
function preparedUsages(
  catalogue: Catalogue,
  standard: BqStandard,
  use: string,
  structure: string,
  basement: boolean,
  decoration: string,
  storeys: number,
): readonly PreparedUsage[] {
  let byKind = prepared.get(catalogue);
  if (!byKind) prepared.set(catalogue, (byKind = new Map()));
  const key = `${standard}|${use}|${structure}|${basement ? 1 : 0}|${decoration}|${storeys}`;
  let list = byKind.get(key);
  if (!list) {
    list = [];
    const seen = new Set<string>();
    const within = (range: readonly [number, number] | undefined) => !range || (storeys >= range[0] && storeys <= range[1]);
    for (const usage of catalogue.usages) {
      const code = catalogue.code(standard, usage.code9);
      if (!code) continue;
      if (!suits(usage.uses, use) || !suits(usage.structures, structure) || !suits(usage.decorations, decoration) || !within(usage.storeys)) continue;
      if (usage.basement !== undefined && usage.basement !== basement) continue;
      // Several usages of one code never match one project; should they, the first one counts.
      if (seen.has(usage.code9)) continue;
      seen.add(usage.code9);
      const recipes = catalogue
        .recipesOf(standard, usage.code9)
        .filter((r) => (r.weight ?? 1) > 0 && suits(r.uses, use) && suits(r.structures, structure) && suits(r.decorations, decoration) && within(r.storeys));
      list.push({ usage, code, recipes, weights: recipes.map((r) => r.weight ?? 1) });
    }
    byKind.set(key, list);
  }
  return list;
}

/** Generates the bill of one single project. Deterministic for (seed, node). */
export function generateBill(ctx: BillContext, input: BillInput, firstItemId: number): Bill {
  const { catalogue } = ctx;
  const { node } = input;
  const rng = new Random((Math.imul(ctx.seed >>> 0, 0x9e3779b1) ^ Math.imul(node.id, 0x85ebca6b) ^ 0xb111) >>> 0);
  const standard = standardOfMonth(node.price_month);
  const geometry = geometryOf(node);
  const indicator = new Map(input.indicators.map((i) => [i.code, i.value]));
  const rules = provinceFeeRules(node.province_id);
  const kind = priceKindOfStage(node.pricing_stage);
  const region = ctx.prices.priceRegionOf(node.city_id) ?? ctx.prices.priceRegionOf(node.province_id) ?? 1;
  const priceCache = new Map<string, number>();
  const priceOf = (resource: Resource) => {
    let p = priceCache.get(resource.code);
    if (p === undefined) {
      p = kind === 'info' ? ctx.prices.info(resource, region, node.price_month) : ctx.prices.market(resource, region, node.price_month);
      priceCache.set(resource.code, p);
    }
    return p;
  };
  const basement = node.floors_below > 0;

  // The specialties the project has (a building without lifts has no 电梯 items …).
  const specs = new Map(input.costItems.filter((i) => i.kind === 'specialty').map((i) => [i.code, cents(i.amount)]));
  const hasSpecialty = (s: string) => specs.size === 0 || (specs.get(s) ?? 0) > 0;

  // 1. The items that suit the building, with their recipes and nominal quantities.
  interface Chosen {
    usage: BqUsage;
    code: BqCode;
    recipes: BqRecipe[];
    spare: BqRecipe[];
    total: number;
    flexible: boolean;
    indicatorCode?: string;
  }
  const chosen: Chosen[] = [];
  const rolls = new Map<string, number>();
  const shareSums = new Map<string, number>();
  for (const prepared of preparedUsages(catalogue, standard, node.building_use, node.structure, basement, node.decoration_standard, node.floors_above)) {
    const { usage, code } = prepared;
    let { recipes: candidates, weights } = prepared;
    // Draw the chance on the stream whatever the outcome, so that bills stay stable; an item
    // drawn with another one takes that one's draw.
    const own = rng.next();
    const partner = DRAWN_WITH[usage.code9];
    const roll = partner !== undefined ? (rolls.get(partner) ?? own) : own;
    rolls.set(usage.code9, roll);
    if (roll >= (usage.chance ?? 1)) continue;
    if (candidates.length === 0 || !hasSpecialty(code.specialty)) continue;
    const q = usage.quantity;
    let total = 0;
    let flexible = true;
    let indicatorCode: string | undefined;
    if (q.kind === 'indicator') {
      const value = indicator.get(q.indicator);
      if (value === undefined || value <= 0) continue;
      const range = usage.shareByStructure?.[node.structure] ?? q.share;
      const share = rng.uniform(range[0], range[1]);
      total = share; // normalised below
      flexible = false;
      indicatorCode = q.indicator;
      shareSums.set(q.indicator, (shareSums.get(q.indicator) ?? 0) + share);
    } else if (q.kind === 'area') {
      const basis = q.basis === 'building' ? geometry.area : q.basis === 'above' ? geometry.above : q.basis === 'below' ? geometry.below : q.basis === 'roof' ? geometry.roof : q.basis === 'footprint' ? geometry.footprint : geometry.facade;
      total = basis * rng.uniform(q.per[0], q.per[1]);
    } else if (q.kind === 'count') {
      const basis = q.basis === 'building' ? 1 : q.basis === 'floors' ? geometry.floors : geometry.above;
      total = basis * rng.uniform(q.per[0], q.per[1]);
    } else {
      total = rng.uniform(q.range[0], q.range[1]);
    }
    if (!(total > 0)) continue;
    // A basement variant (scaffolding, hoisting of the 地下室): a garage's only line; for a building
    // with a basement a line of its own for the basement's share of the area.
    const below = candidates.filter(isBasementRecipe);
    let basementLine: Chosen | null = null;
    if (below.length > 0) {
      const above = candidates.filter((r) => !isBasementRecipe(r));
      if (node.floors_above === 0 || above.length === 0) {
        candidates = below;
      } else {
        candidates = above;
        if (q.kind === 'area' && q.basis === 'building' && geometry.below > 0) {
          const part = total * (geometry.below / geometry.area);
          total -= part;
          basementLine = { usage, code, recipes: [below[0]], spare: [], total: part, flexible, indicatorCode };
        }
      }
      weights = candidates.map((r) => r.weight ?? 1);
    }
    // One recipe, sometimes two or three (a second concrete grade, another wall thickness …).
    const first = rng.weighted(candidates, weights);
    const recipes = [first];
    const spare = candidates.filter((r) => r !== first);
    let extra = rng.chance(0.4) ? (rng.chance(0.3) ? 2 : 1) : 0;
    while (extra-- > 0 && spare.length > 0) recipes.push(spare.splice(rng.int(0, spare.length - 1), 1)[0]);
    chosen.push({ usage, code, recipes, spare, total, flexible, indicatorCode });
    if (basementLine) chosen.push(basementLine);
  }
  // Enough items: more feature sets where the catalogue has them (in catalogue order).
  let count = chosen.reduce((n, c) => n + c.recipes.length, 0);
  for (let pass = 0; pass < 3 && count < MIN_BILL_ITEMS; pass++) {
    for (const c of chosen) {
      if (count >= MIN_BILL_ITEMS) break;
      if (c.spare.length > 0) {
        c.recipes.push(c.spare.splice(rng.int(0, c.spare.length - 1), 1)[0]);
        count += 1;
      }
    }
  }
  // Not too many (the 总价措施, four per specialty, count too): drop the extra feature sets, last
  // first, then optional items (a usage with a chance), last first.
  const cap = MAX_BILL_ITEMS - LUMP_MEASURES.length * new Set(chosen.map((c) => c.code.specialty)).size;
  for (let i = chosen.length - 1; i >= 0 && count > cap; i--) {
    while (chosen[i].recipes.length > 1 && count > cap) {
      chosen[i].recipes.pop();
      count -= 1;
    }
  }
  for (let i = chosen.length - 1; i >= 0 && count > cap; i--) {
    if ((chosen[i].usage.chance ?? 1) < 1 && chosen[i].usage.quantity.kind !== 'indicator') {
      count -= chosen[i].recipes.length;
      chosen.splice(i, 1);
    }
  }

  // 2. Price each recipe; split each item's quantity over its recipes.
  const drafts: Draft[] = [];
  const unitOf = new Map<string, UnitPriceCents>();
  for (const c of chosen) {
    let total = c.total;
    if (c.indicatorCode) {
      const value = indicator.get(c.indicatorCode)!;
      total = ((value * geometry.area) / (INDICATOR_DIVISOR[c.indicatorCode] ?? 1)) * (c.total / shareSums.get(c.indicatorCode)!);
    }
    const weights = c.recipes.map((_, i) => (i === 0 ? 1 : rng.uniform(0.15, 0.6)));
    const sum = weights.reduce((a, b) => a + b, 0);
    c.recipes.forEach((recipe, i) => {
      let unit = unitOf.get(recipe.id);
      if (!unit) {
        unit = priceRecipe(compileRecipe(catalogue, recipe), priceOf, rules.items[ruleGroupOf(c.code.specialty)]);
        unitOf.set(recipe.id, unit);
      }
      const nominal = (total * weights[i]) / sum;
      drafts.push({ code: c.code, part: c.code.part, specialty: c.code.specialty, price: unit.total, unit9: catalogue.billUnit(c.code), recipe, usage: c.usage, unit, nominal, flexible: c.flexible, quantity: 0, amount: 0 });
    });
  }

  // 3. Calibrate the flexible quantities toward the usual cost of each specialty.
  const fees = new Map(input.costItems.filter((i) => i.kind === 'fee').map((i) => [i.code, cents(i.amount)]));
  const origTotal = cents(node.total_cost);
  const origSub = fees.get('sub_items') ?? Math.round(origTotal * 0.74);
  const origMeasures = fees.get('measures') ?? Math.round(origTotal * 0.12);
  const lumpRate = (s: string) => {
    const g = ruleGroupOf(s);
    return rules.safety[g] + rules.otherLump[g];
  };
  const setQuantities = (factor: (d: Draft) => number) => {
    for (const d of drafts) {
      d.quantity = roundQuantity(d.flexible ? d.nominal * factor(d) : d.nominal, d.unit9);
      d.amount = amountCents(d.quantity, d.price);
    }
  };
  const subFactor = new Map<string, number>();
  let measureFactor = 1;
  const clampFactor = (f: number, spec: string) => {
    const [lo, hi] = ruleGroupOf(spec) === 'installation' ? INSTALLATION_FLEX_FACTOR : FLEX_FACTOR;
    return Math.min(hi, Math.max(lo, f));
  };
  /** Σ nominal amounts (fixed, flexible) of a part, per specialty or in all. */
  const nominal = (part: string, spec?: string) => {
    let fixed = 0;
    let flex = 0;
    for (const d of drafts) {
      if (d.part !== part || (spec !== undefined && d.specialty !== spec)) continue;
      if (d.flexible) flex += d.nominal * d.price;
      else fixed += d.nominal * d.price;
    }
    return { fixed, flex };
  };
  // 建筑 first (mostly tied to the indicators) and the measures (mostly 建筑's: formwork,
  // scaffolding); then each other specialty gets its usual share of the whole: a specialty's
  // final amount is (its items + its 总价措施) × total ÷ (分部分项 + 措施), so its items aim at
  // share × (分部分项 + 措施) ÷ (1 + its 总价措施 rate).
  let scale = 1;
  let buildingSub = 0;
  {
    const target = ((specs.get('building') ?? 0) * origSub) / Math.max(1, origTotal);
    const { fixed, flex } = nominal('sub', 'building');
    const f = flex > 0 ? clampFactor((target - fixed) / flex, 'building') : 1;
    subFactor.set('building', f);
    buildingSub = fixed + f * flex;
    if (target > 0 && buildingSub > 0) scale = buildingSub / target;
  }
  let measureItems = 0;
  {
    let lumps = 0;
    for (const [spec, amount] of specs) lumps += lumpRate(spec) * ((amount * (origSub + origMeasures)) / Math.max(1, origTotal));
    const target = scale * (origMeasures - lumps);
    const { fixed, flex } = nominal('measure');
    measureFactor = flex > 0 ? clampFactor((target - fixed) / flex, 'building') : 1;
    measureItems = fixed + measureFactor * flex;
  }
  const others = [...new Set(drafts.filter((d) => d.part === 'sub' && d.specialty !== 'building').map((d) => d.specialty))];
  const shareOf = (spec: string) => (specs.get(spec) ?? 0) / Math.max(1, origTotal);
  const otherShares = Math.min(0.85, others.reduce((a, k) => a + shareOf(k), 0));
  const base = (buildingSub + measureItems) * (1 + lumpRate('building'));
  const nominals = new Map(others.map((spec) => [spec, nominal('sub', spec)]));
  // A few rounds: a specialty held at its factor limit changes the whole the others aim at.
  let wholeSubMeasures = base / (1 - otherShares);
  for (let round = 0; round < 4; round++) {
    let whole = base;
    for (const spec of others) {
      const target = (shareOf(spec) * wholeSubMeasures) / (1 + lumpRate(spec));
      const { fixed, flex } = nominals.get(spec)!;
      const f = flex > 0 ? clampFactor((target - fixed) / flex, spec) : 1;
      subFactor.set(spec, f);
      whole += (fixed + f * flex) * (1 + lumpRate(spec));
    }
    wholeSubMeasures = whole;
  }
  const factorOf = (d: Draft) => (d.part === 'measure' ? measureFactor : subFactor.get(d.specialty) ?? 1);
  setQuantities(factorOf);

  // 4. The 总价措施 per specialty, and the fit of 措施 / (分部分项 + 措施) into its usual window.
  const specialtiesWithItems = SPECIALTIES.map((s) => s.code).filter((s) => drafts.some((d) => d.specialty === s));
  /** Σ amounts of the items of a part, per specialty and in all (one pass). */
  const sums = () => {
    const sub = new Map<string, number>();
    const measure = new Map<string, number>();
    let subAll = 0;
    let measureAll = 0;
    for (const d of drafts) {
      const map = d.part === 'sub' ? sub : measure;
      map.set(d.specialty, (map.get(d.specialty) ?? 0) + d.amount);
      if (d.part === 'sub') subAll += d.amount;
      else measureAll += d.amount;
    }
    return { sub, measure, subAll, measureAll };
  };
  let current = sums();
  const sumOf = (part: string, spec?: string) =>
    spec === undefined ? (part === 'sub' ? current.subAll : current.measureAll) : ((part === 'sub' ? current.sub : current.measure).get(spec) ?? 0);
  const makeLumps = (): LumpDraft[] => {
    current = sums();
    const lumps: LumpDraft[] = [];
    for (const spec of specialtiesWithItems) {
      const base = sumOf('sub', spec) + sumOf('measure', spec);
      if (base <= 0) continue;
      const g = ruleGroupOf(spec);
      const rates = [rules.safety[g], ...OTHER_LUMP_SPLIT.map((f) => rules.otherLump[g] * f)];
      LUMP_MEASURES.forEach((m, i) => {
        const rate = Math.round(rates[i] * 10000);
        if (rate <= 0) return;
        lumps.push({ specialty: spec, code9: m.code9, name: m.name, base, rate, amount: Math.round((base * rate) / 10000) });
      });
    }
    return lumps;
  };
  let lumps = makeLumps();
  const totals = () => {
    const sub = sumOf('sub');
    const measures = sumOf('measure') + lumps.reduce((a, l) => a + l.amount, 0);
    return { sub, measures, ratio: measures / Math.max(1, sub + measures) };
  };
  let t = totals();
  if (t.ratio > MEASURE_RATIO[1]) {
    // Too many measures: fewer flexible measure quantities, then more flexible 分部分项.
    for (let i = 0; i < 12 && t.ratio > MEASURE_RATIO[1]; i++) {
      if (measureFactor > FLEX_FACTOR[0]) measureFactor = Math.max(FLEX_FACTOR[0], measureFactor * 0.85);
      else for (const [k, f] of subFactor) subFactor.set(k, clampFactor(f * 1.12, k));
      setQuantities(factorOf);
      lumps = makeLumps();
      t = totals();
    }
  } else if (t.ratio < MEASURE_RATIO[0]) {
    // Too few: more flexible measure quantities, then a higher 二次搬运 rate for the largest specialty.
    for (let i = 0; i < 8 && t.ratio < MEASURE_RATIO[0] && measureFactor < FLEX_FACTOR[1]; i++) {
      measureFactor = Math.min(FLEX_FACTOR[1], measureFactor * 1.2);
      setQuantities(factorOf);
      lumps = makeLumps();
      t = totals();
    }
    if (t.ratio < MEASURE_RATIO[0] && lumps.length > 0) {
      const needed = Math.ceil((MEASURE_RATIO[0] * (t.sub + t.measures) - t.measures) / (1 - MEASURE_RATIO[0]));
      const target = lumps.filter((l) => l.code9 === '011707004').reduce((a, b) => (b.base > a.base ? b : a), lumps[0]);
      target.rate += Math.ceil((needed * 10000) / target.base);
      target.amount = Math.round((target.base * target.rate) / 10000);
      t = totals();
    }
  }

  // One correction of the other specialties toward their usual share, now that everything is
  // priced and rounded (their final amount is proportional to their items + 总价措施).
  {
    const whole = t.sub + t.measures;
    let changed = false;
    for (const spec of others) {
      const own = sumOf('sub', spec) + sumOf('measure', spec) + lumps.reduce((a, l) => (l.specialty === spec ? a + l.amount : a), 0);
      const f = subFactor.get(spec) ?? 1;
      if (own <= 0 || whole <= 0) continue;
      const next = clampFactor((f * shareOf(spec) * whole) / own, spec);
      if (Math.abs(next - f) > 1e-6) {
        subFactor.set(spec, next);
        changed = true;
      }
    }
    if (changed) {
      setQuantities(factorOf);
      const rates = new Map(lumps.map((l) => [`${l.specialty}|${l.code9}`, l.rate]));
      lumps = makeLumps();
      // Keep a 二次搬运 rate the fit raised.
      for (const l of lumps) {
        const rate = rates.get(`${l.specialty}|${l.code9}`);
        if (rate !== undefined && rate > l.rate) {
          l.rate = rate;
          l.amount = Math.round((l.base * l.rate) / 10000);
        }
      }
      t = totals();
    }
  }

  // 5. The fee composition: 其他项目费 and 规费 as shares of the total, 税金 9/109 of it.
  const sub = t.sub;
  const measures = t.measures;
  const sm = sub + measures;
  const origOther = (fees.get('other') ?? 0) / Math.max(1, origTotal);
  const origStatutory = (fees.get('statutory') ?? 0) / Math.max(1, origTotal);
  const keep = 1 - TAX_SHARE;
  let qLo = Math.max(FEE_WINDOW.other[0] + FEE_WINDOW.statutory[0], keep - (FEE_WINDOW.sub[1] * sm) / sub, keep - (FEE_WINDOW.measures[1] * sm) / Math.max(1, measures));
  let qHi = Math.min(FEE_WINDOW.other[1] + FEE_WINDOW.statutory[1], keep - (FEE_WINDOW.sub[0] * sm) / sub, keep - (FEE_WINDOW.measures[0] * sm) / Math.max(1, measures));
  if (qLo > qHi) {
    // No share of 其他项目费 + 规费 keeps both 分部分项 and 措施 in their windows (a bill whose
    // measures could not be fitted): keep those two in theirs.
    qLo = FEE_WINDOW.other[0] + FEE_WINDOW.statutory[0];
    qHi = FEE_WINDOW.other[1] + FEE_WINDOW.statutory[1];
  }
  const q = Math.min(qHi, Math.max(qLo, origOther + origStatutory));
  let statutoryShare = Math.min(FEE_WINDOW.statutory[1], Math.max(FEE_WINDOW.statutory[0], origStatutory));
  let otherShare = q - statutoryShare;
  if (otherShare < FEE_WINDOW.other[0] || otherShare > FEE_WINDOW.other[1]) {
    otherShare = Math.min(FEE_WINDOW.other[1], Math.max(FEE_WINDOW.other[0], otherShare));
    statutoryShare = q - otherShare;
  }
  const estTotal = sm / (keep - q);
  const other = Math.round(estTotal * otherShare);
  const statutory = Math.round(estTotal * statutoryShare);
  const pretax = sm + other + statutory;
  const total = totalForPretax(pretax);
  const tax = total - pretax;

  // 6. The specialty composition: each fee line split over the specialties by their own amounts.
  const specialtyCodes = SPECIALTIES.map((s) => s.code);
  const bySpec = (f: (s: string) => number) => specialtyCodes.map((s) => (specialtiesWithItems.includes(s) ? f(s) : 0));
  const subBy = bySpec((s) => sumOf('sub', s));
  const measureBy = bySpec((s) => sumOf('measure', s) + lumps.filter((l) => l.specialty === s).reduce((a, l) => a + l.amount, 0));
  const otherBy = splitCents(other, subBy.map((v, i) => v + measureBy[i]));
  const statutoryBy = splitCents(statutory, subBy.map((v, i) => v + measureBy[i] + otherBy[i]));
  const taxBy = splitCents(tax, subBy.map((v, i) => v + measureBy[i] + otherBy[i] + statutoryBy[i]));
  const specialtyCents = specialtyCodes.map((_, i) => subBy[i] + measureBy[i] + otherBy[i] + statutoryBy[i] + taxBy[i]);
  const feeCents = [sub, measures, other, statutory, tax];
  const area = node.building_area;
  const costItems: CostItemRow[] = [];
  const specialtyRatios = ratiosOf(specialtyCents, total);
  const feeRatios = ratiosOf(feeCents, total);
  // The same lines as the input, in its order.
  for (const line of input.costItems) {
    const list = line.kind === 'specialty' ? specialtyCodes : FEES.map((f) => f.code);
    const i = (list as readonly string[]).indexOf(line.code);
    const amount = (line.kind === 'specialty' ? specialtyCents : feeCents)[i] ?? 0;
    const ratio = (line.kind === 'specialty' ? specialtyRatios : feeRatios)[i] ?? 0;
    costItems.push({ bid_node_id: node.id, kind: line.kind, code: line.code, amount: amount / 100, unit_cost: round2(amount / 100 / area), ratio });
  }

  // 7. Rows: items in bill order (分部分项, 单价措施, 总价措施; by code), 12-digit codes, norm lines.
  const partOrder: Record<string, number> = { sub: 0, measure: 1 };
  drafts.sort((a, b) => partOrder[a.code.part] - partOrder[b.code.part] || (a.code.code9 < b.code.code9 ? -1 : a.code.code9 > b.code.code9 ? 1 : 0));
  const excellent = new Set<Draft>([
    ...drafts.filter((d) => d.part === 'sub').sort((a, b) => b.amount - a.amount).slice(0, EXCELLENT_SUB_ITEMS),
    ...drafts.filter((d) => d.part === 'measure').sort((a, b) => b.amount - a.amount).slice(0, EXCELLENT_MEASURE_ITEMS),
  ]);
  const provinceFull = provinceFullName(node.province_id) || regionName(node.province_id);
  const cityName = regionName(node.city_id);
  const regionText = [...new Set([provinceFull, shortRegionName(provinceFull), regionName(node.province_id), cityName, shortRegionName(cityName)].filter(Boolean))].join(' ');
  const sequence = new Map<string, number>();
  const items: BqItemRow[] = [];
  const norms: BqNormRow[] = [];
  let id = firstItemId;
  /** One row, always built with the same shape (fast to build and to write). */
  const push = (
    code9: string,
    name: string,
    features: string,
    featureWords: string,
    unit: string,
    quantity: number,
    price: UnitPriceCents,
    amount: number,
    part: BqItemPart,
    specialty: string,
    isExcellent: boolean,
  ): number => {
    const n = (sequence.get(code9) ?? 0) + 1;
    sequence.set(code9, n);
    const code = code9 + (n < 10 ? '00' : n < 100 ? '0' : '') + n;
    const keywords = (featureWords ? name + ' ' + featureWords : name) + ' ' + code + ' ' + regionText;
    items.push({
      id,
      bid_node_id: node.id,
      seq: items.length + 1,
      standard,
      code,
      code9,
      name,
      features,
      unit,
      quantity,
      unit_price: price.total / 100,
      amount: amount / 100,
      labour: price.labour / 100,
      material: price.material / 100,
      machine: price.machine / 100,
      management: price.management / 100,
      profit: price.profit / 100,
      risk: price.risk / 100,
      part,
      specialty,
      excellent: isExcellent ? 1 : 0,
      price_region_id: region,
      price_kind: kind,
      province_id: node.province_id,
      city_id: node.city_id,
      price_month: node.price_month,
      building_use: node.building_use,
      structure: node.structure,
      pricing_stage: node.pricing_stage,
      keywords,
    });
    return id++;
  };
  for (const d of drafts) {
    const texts = compileRecipe(catalogue, d.recipe);
    const itemId = push(d.code.code9, d.code.name, texts.featureText, texts.featureWords, d.unit9, d.quantity, d.unit, d.amount, d.code.part, d.code.specialty, excellent.has(d));
    const recipeNorms = d.recipe.norms;
    for (let i = 0; i < recipeNorms.length; i++) {
      const { norm: code, per } = recipeNorms[i];
      const norm = catalogue.normByCode.get(code)!;
      norms.push({ bq_item_id: itemId, seq: i + 1, norm_code: norm.code, name: norm.name, unit: norm.unit, per, quantity: Math.round(d.quantity * per * 1000) / 1000 });
    }
  }
  for (const l of lumps) {
    const features = `计算基础：分部分项工程费+单价措施项目费\n费率(%)：${(l.rate / 100).toFixed(2)}`;
    const price: UnitPriceCents = { labour: 0, material: 0, machine: 0, management: 0, profit: 0, risk: 0, total: l.amount };
    push(l.code9, l.name, features, '', '项', 1, price, l.amount, 'lump', l.specialty, false);
  }
  return { items, norms, costItems, totalCost: total / 100, unitCost: round2(total / 100 / area) };
}

/** What a batch of the generator holds that the bills read and rewrite. */
export interface BillBatch {
  readonly projects: ProjectRow[];
  readonly bidNodes: BidNodeRow[];
  readonly costItems: CostItemRow[];
  readonly indicators: IndicatorRow[];
}

/** Item ids continue across batches. */
export interface BillState {
  nextItemId: number;
}

/**
 * Adds the bills of the batch's single projects that carry one: rewrites their totals, unit costs
 * and compositions (derived from the bill) and their projects' sums, and answers the item and norm
 * rows. The other rows of the batch are untouched.
 */
export function attachBills(batch: BillBatch, ctx: BillContext, state: BillState): { bqItems: BqItemRow[]; bqNorms: BqNormRow[] } {
  const bqItems: BqItemRow[] = [];
  const bqNorms: BqNormRow[] = [];
  const billed = batch.bidNodes.filter((n) => hasBill(ctx.seed, n.id));
  if (billed.length === 0) return { bqItems, bqNorms };
  const ids = new Set(billed.map((n) => n.id));
  const indicators = new Map<number, IndicatorRow[]>();
  for (const row of batch.indicators) if (ids.has(row.bid_node_id)) (indicators.get(row.bid_node_id) ?? indicators.set(row.bid_node_id, []).get(row.bid_node_id)!).push(row);
  const lines = new Map<number, CostItemRow[]>();
  for (const row of batch.costItems) if (ids.has(row.bid_node_id)) (lines.get(row.bid_node_id) ?? lines.set(row.bid_node_id, []).get(row.bid_node_id)!).push(row);
  const replaced = new Map<number, CostItemRow[]>();
  for (const node of billed) {
    const bill = generateBill(ctx, { node, indicators: indicators.get(node.id) ?? [], costItems: lines.get(node.id) ?? [] }, state.nextItemId);
    if (bill.items.length === 0) continue;
    state.nextItemId += bill.items.length;
    for (const row of bill.items) bqItems.push(row);
    for (const row of bill.norms) bqNorms.push(row);
    node.total_cost = bill.totalCost;
    node.unit_cost = bill.unitCost;
    replaced.set(node.id, bill.costItems);
  }
  if (replaced.size === 0) return { bqItems, bqNorms };
  // The billed nodes' cost lines replaced in place (same order).
  const cursor = new Map<number, number>();
  const lines2 = batch.costItems;
  for (let k = 0; k < lines2.length; k++) {
    const own = replaced.get(lines2[k].bid_node_id);
    if (!own) continue;
    const i = cursor.get(lines2[k].bid_node_id) ?? 0;
    cursor.set(lines2[k].bid_node_id, i + 1);
    lines2[k] = own[i];
  }
  // The projects' sums (as the generator aggregates them).
  const touched = new Set(billed.filter((n) => replaced.has(n.id)).map((n) => n.project_id));
  const costCents = new Map<number, number>();
  for (const n of batch.bidNodes) if (touched.has(n.project_id)) costCents.set(n.project_id, (costCents.get(n.project_id) ?? 0) + cents(n.total_cost));
  for (const p of batch.projects) {
    if (!touched.has(p.id)) continue;
    const c = costCents.get(p.id)!;
    p.total_cost = c / 100;
    p.unit_cost = round2(c / cents(p.total_area));
  }
  return { bqItems, bqNorms };
}
