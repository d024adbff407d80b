/**
 * The model behind priced bills of quantities (工程量清单) in the sample data: the national item
 * catalogue (清单项目, per measurement standard), the norm library (定额子目) with the resource
 * consumption of each norm, the resource catalogue (人材机) and the recipes that tie an item to its
 * norms. The catalogue modules (`catalogue/`) fill these types; the price model (`prices/`) prices
 * the resources per region and month; the bill generator (`generate.ts`) composes each item's
 * 综合单价 from them (人工费 + 材料费 + 机械费 + 管理费 + 利润 [+ 风险费用]).
 */
import type { SpecialtyCode } from '../../shared/vocabulary';

/**
 * The measurement standard an item follows. GB 50854-2013 for projects priced before
 * 2025-09-01, GB/T 50854-2024 from that date. Never mixed inside one bill: the two sometimes
 * give one 9-digit code different meanings.
 */
export type BqStandard = '2013' | '2024';
export const BQ_STANDARDS: Readonly<Record<BqStandard, { name: string; from: string }>> = {
  '2013': { name: 'GB 50854-2013', from: '2013-07-01' },
  '2024': { name: 'GB/T 50854-2024', from: '2025-09-01' },
};
/** The first price month priced under GB/T 50854-2024 (its first whole month in force). */
export const STANDARD_2024_FROM_MONTH = 202509;
export const standardOfMonth = (month: number): BqStandard => (month >= STANDARD_2024_FROM_MONTH ? '2024' : '2013');

/** 人工, 材料, 机械, 主材 (a main material priced on its own), 设备. */
export type ResourceKind = '人工' | '材料' | '机械' | '主材' | '设备';
export const RESOURCE_KINDS: readonly ResourceKind[] = ['人工', '材料', '机械', '主材', '设备'];

/**
 * A price class: resources of one class move together over time and across regions (the price
 * model gives each class a national monthly curve and regional levels). Every resource has one.
 */
export type PriceClass =
  | 'labour_general' // 普工, 综合工日 (土建)
  | 'labour_skilled' // 技工: 钢筋工, 木工, 混凝土工, 瓦工, 抹灰工, 油漆工 …
  | 'labour_install' // 安装技工: 管工, 电工, 通风工 …
  | 'rebar' // 螺纹钢, 圆钢, 盘螺
  | 'steel_section' // 型钢, 钢板, 钢管 (结构用)
  | 'concrete' // 商品混凝土
  | 'cement' // 水泥
  | 'sand_stone' // 砂, 碎石
  | 'mortar' // 预拌砂浆
  | 'masonry' // 砖, 砌块
  | 'timber' // 木材, 模板用木方, 胶合板
  | 'waterproof' // 防水卷材, 涂料
  | 'insulation' // 保温板
  | 'tile_stone' // 瓷砖, 石材
  | 'paint' // 涂料, 腻子, 油漆
  | 'door_window' // 门, 窗, 玻璃
  | 'aluminium' // 铝材, 龙骨, 吊顶板
  | 'pipe' // 钢管, 塑料管, 管件, 阀门
  | 'cable' // 电线电缆, 桥架, 配管
  | 'equipment' // 设备 (泵, 风机, 配电箱, 消防设备)
  | 'fuel_power' // 柴油, 电, 水
  | 'machine' // 机械台班
  | 'misc'; // 其他材料, 小五金

/** One resource (人材机): code, name, specification, unit, and how its price moves. */
export interface Resource {
  /** Unique in the catalogue, e.g. `R0101` (building) or `R8101` (installation). */
  readonly code: string;
  readonly kind: ResourceKind;
  readonly name: string;
  /** 规格型号, '' when none. */
  readonly spec: string;
  readonly unit: string;
  readonly priceClass: PriceClass;
  /**
   * 市场价 of the national average in 2024-01, 元 per unit (the price model's anchor; the
   * class curve moves it over time, the regional level across provinces).
   */
  readonly basePrice: number;
}

/** One resource line of a norm: how much of the resource one norm unit consumes. */
export interface NormLine {
  readonly resource: string;
  /** Per norm unit (e.g. per 10 m³): 工日, t, m³, 台班 … in the resource's unit. */
  readonly consumption: number;
}

/** 定额子目: a norm of the site's composite norm library. */
export interface Norm {
  /** e.g. `5-32`, unique in the library. */
  readonly code: string;
  readonly name: string;
  /** The norm unit as printed: `10m³`, `100m²`, `t`, `10m`, `个` … */
  readonly unit: string;
  /** How many measurement units one norm unit is: 10 for 10m³, 100 for 100m², 1 for t. */
  readonly unitSize: number;
  readonly lines: readonly NormLine[];
}

/** A chapter or section of the catalogue's tree (清单分类): 4 digits (appendix) or 6 (section). */
export interface BqChapter {
  readonly standard: BqStandard;
  /** `0105` (附录 E 混凝土及钢筋混凝土工程) or `010505` (E.5 现浇混凝土板) … */
  readonly code: string;
  readonly name: string;
}

/** Where an item belongs in a bill: 分部分项 or 单价措施 (措施项目). */
export type BqPart = 'sub' | 'measure';

/** A national item (9 digits) of one standard. */
export interface BqCode {
  readonly standard: BqStandard;
  /** 9 digits: discipline 2, appendix 2, section 2, item 3, e.g. `010505001`. */
  readonly code9: string;
  readonly name: string;
  /** 计量单位 as the standard gives it: m³, m², t, m, 樘, 个, 套, 台, 项 … */
  readonly unit: string;
  /**
   * The unit a bill uses when the standard offers a choice (`樘/m²` → `樘`); the recipes' norm
   * quantities are per this unit. Absent: `unit`.
   */
  readonly billUnit?: string;
  readonly specialty: SpecialtyCode;
  readonly part: BqPart;
}

/**
 * A recipe: one way an item is built (its 项目特征) and the norms that price it. An item code
 * has one or more recipes (C30 or C35, 200 or 240 厚 …).
 */
export interface BqRecipe {
  /** Unique, e.g. `010505001-c30`. */
  readonly id: string;
  readonly code9: string;
  /** The standards this recipe is written for ('2013', '2024' or both). */
  readonly standards: readonly BqStandard[];
  /** 项目特征 lines, e.g. ['混凝土种类：商品混凝土', '混凝土强度等级：C30']. */
  readonly features: readonly string[];
  /** Norm units per 1 measurement unit of the item, e.g. { norm: '5-32', per: 0.1 } for 10m³. */
  readonly norms: readonly { readonly norm: string; readonly per: number }[];
  /** Optional limits: the building uses / structures this recipe suits (all when absent). */
  readonly uses?: readonly string[];
  readonly structures?: readonly string[];
  /** The decoration standards (毛坯 / 简装 / 精装 …, see vocabulary.ts) the recipe suits (all when absent). */
  readonly decorations?: readonly string[];
  /** Storeys above ground (inclusive bounds) the recipe suits: scaffolding and hoisting by height. */
  readonly storeys?: readonly [number, number];
  /** Relative likelihood among the recipes of its code that suit a building (default 1). */
  readonly weight?: number;
}

/**
 * How much of an item a single project has. The bill generator evaluates it on the project's
 * own figures; `indicator` ties the quantity to the project's technical-economic indicators
 * (rebar t = 钢筋含量 kg/m² × area ÷ 1000 × share, concrete m³ likewise).
 */
export type QuantityRule =
  | { readonly kind: 'indicator'; readonly indicator: 'rebar' | 'concrete' | 'formwork' | 'masonry' | 'steel'; readonly share: readonly [number, number] }
  | { readonly kind: 'area'; readonly basis: 'building' | 'above' | 'below' | 'roof' | 'footprint' | 'facade'; readonly per: readonly [number, number] }
  | { readonly kind: 'count'; readonly basis: 'building' | 'above' | 'floors'; readonly per: readonly [number, number] }
  | { readonly kind: 'fixed'; readonly range: readonly [number, number] };

/**
 * Whether and how much of a code goes into a project's bill. A code may have several usages when
 * their filters (uses, structures, decorations, storeys, basement) never match the same project:
 * e.g. wall plaster per m² differs between a dwelling and a factory.
 */
export interface BqUsage {
  readonly code9: string;
  readonly quantity: QuantityRule;
  /**
   * For an `indicator` rule: the share range by structure (直形墙 is 36–44 % of the concrete of a
   * 剪力墙 building, 3–6 % of a 框架 one); the rule's own `share` for the structures not listed.
   */
  readonly shareByStructure?: Readonly<Record<string, readonly [number, number]>>;
  /** The decoration standards of the projects that have the item (all when absent). */
  readonly decorations?: readonly string[];
  /** Storeys above ground (inclusive bounds) of the projects that have the item. */
  readonly storeys?: readonly [number, number];
  /** Probability that a suitable project has the item (default 1). */
  readonly chance?: number;
  /** Building uses / structures it applies to (all when absent). */
  readonly uses?: readonly string[];
  readonly structures?: readonly string[];
  /** Only with a basement / only above ground. */
  readonly basement?: boolean;
}

/** One catalogue module's contribution (building, finishes, installation …). */
export interface CatalogueModule {
  readonly chapters: readonly BqChapter[];
  readonly codes: readonly BqCode[];
  readonly resources: readonly Resource[];
  readonly norms: readonly Norm[];
  readonly recipes: readonly BqRecipe[];
  readonly usages: readonly BqUsage[];
}

/** A resource as the catalogue modules write it, one line each: `resource('R0304', '材料', '预拌混凝土', 'C30', 'm³', 'concrete', 378)`. */
export const resource = (
  code: string,
  kind: ResourceKind,
  name: string,
  spec: string,
  unit: string,
  priceClass: PriceClass,
  basePrice: number,
): Resource => ({ code, kind, name, spec, unit, priceClass, basePrice });

/** A norm line as the catalogue modules write it: `[resource code, consumption per norm unit]`. */
export type NormLineTuple = readonly [resource: string, consumption: number];

/** A norm as the catalogue modules write it: `norm('5-32', '现浇混凝土 有梁板', '10m³', 10, [['R0304', 10.1], …])`. */
export const norm = (code: string, name: string, unit: string, unitSize: number, lines: readonly NormLineTuple[]): Norm => ({
  code,
  name,
  unit,
  unitSize,
  lines: lines.map(([resource, consumption]) => ({ resource, consumption })),
});
