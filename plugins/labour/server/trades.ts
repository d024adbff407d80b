/**
 * The trades (工种) of the labour column, how a Chinese contractor quotes each, and the anchors of
 * the sample data (docs/data.md, "劳务分包指数"): the national average price of 2024 for high-rise
 * housing (住宅) in 元/m² of building area, the building types whose price differs and by how much,
 * the quantity of the trade's own unit of work per m² of building area, and the cost-data labour
 * resource whose market day rate (元/工日) the trade's lines carry.
 */
import type { LabourBuildingType, LabourTradeCode } from '../shared/contract';

export interface TradeSpec {
  code: LabourTradeCode;
  name: string;
  scope: string;
  /** The trade's own unit of work and what it is measured on. */
  altUnit: string;
  altUnitBasis: string;
  /** Quantity of the alternative unit per m² of building area, per building type (0: the unit is 元/工日, quoted at the day rate). */
  altRatio: Partial<Record<LabourBuildingType, number>>;
  /** National average 2024 price of 住宅, 元/m² of building area. */
  anchor2024: number;
  /** Price against 住宅 per building type the trade has lines for (住宅 is 1). */
  factor: Partial<Record<LabourBuildingType, number>>;
  /** cost-data labour resource (its market day rate is the line's 元/工日). */
  dayRate: { code: string; name: string };
  /** Relative number of quotes collected (sample counts). */
  weight: number;
}

const all = <T>(h: T, p: T, f: T) => ({ 住宅: h, 公建: p, 厂房: f });
const two = <T>(h: T, p: T) => ({ 住宅: h, 公建: p });

export const TRADES: readonly TradeSpec[] = [
  {
    code: 'formwork',
    name: '木工',
    scope: '模板制作、安装、拆除及周转清理（含支撑体系），不含模板材料',
    altUnit: '元/m²',
    altUnitBasis: '模板接触面积',
    altRatio: all(2.75, 2.5, 1.9),
    anchor2024: 155,
    factor: all(1, 1.1, 0.8),
    dayRate: { code: 'R0004', name: '木工(模板)' },
    weight: 1,
  },
  {
    code: 'rebar',
    name: '钢筋工',
    scope: '钢筋制作、绑扎、安装及现场二次搬运（含直螺纹套丝），不含钢筋材料',
    altUnit: '元/t',
    altUnitBasis: '钢筋重量',
    altRatio: all(0.078, 0.09, 0.068),
    anchor2024: 90,
    factor: all(1, 1.18, 0.85),
    dayRate: { code: 'R0003', name: '钢筋工' },
    weight: 1,
  },
  {
    code: 'concrete',
    name: '混凝土工',
    scope: '商品混凝土浇筑、振捣、收面及养护（泵送配合），不含混凝土材料',
    altUnit: '元/m³',
    altUnitBasis: '混凝土体积',
    altRatio: all(0.52, 0.56, 0.55),
    anchor2024: 27,
    factor: all(1, 1.12, 1),
    dayRate: { code: 'R0005', name: '混凝土工' },
    weight: 0.8,
  },
  {
    code: 'masonry',
    name: '砌筑工',
    scope: '加气块、页岩砖等填充墙砌筑（含构造柱、圈梁配合），不含砌块及砂浆材料',
    altUnit: '元/m³',
    altUnitBasis: '砌体体积',
    altRatio: two(0.19, 0.16),
    anchor2024: 34,
    factor: two(1, 0.85),
    dayRate: { code: 'R0006', name: '砌筑工' },
    weight: 0.7,
  },
  {
    code: 'plaster',
    name: '抹灰工',
    scope: '内外墙及顶棚抹灰（含挂网、找平），不含砂浆材料',
    altUnit: '元/m²',
    altUnitBasis: '抹灰面积',
    altRatio: two(3.1, 2.8),
    anchor2024: 40,
    factor: two(1, 0.9),
    dayRate: { code: 'R0007', name: '抹灰工' },
    weight: 0.7,
  },
  {
    code: 'scaffold',
    name: '架子工',
    scope: '外脚手架（悬挑架、爬架）及内架搭设、提升、拆除，不含架料租赁',
    altUnit: '元/m²',
    altUnitBasis: '外架垂直投影面积',
    altRatio: all(0.85, 0.9, 0.7),
    anchor2024: 34,
    factor: all(1, 1.1, 0.7),
    dayRate: { code: 'R0011', name: '架子工' },
    weight: 0.6,
  },
  {
    code: 'mep',
    name: '水电安装',
    scope: '给排水、电气管线预埋及安装、设备调试（点工按工日计价），不含主材',
    altUnit: '元/工日',
    altUnitBasis: '点工工日',
    altRatio: all(0, 0, 0),
    anchor2024: 44,
    factor: all(1, 1.35, 0.8),
    dayRate: { code: 'R0021', name: '安装技工' },
    weight: 0.8,
  },
  {
    code: 'painting',
    name: '油漆涂料',
    scope: '腻子、内墙乳胶漆及外墙涂料施工，不含涂料材料',
    altUnit: '元/m²',
    altUnitBasis: '涂刷面积',
    altRatio: two(3.2, 3.4),
    anchor2024: 26,
    factor: two(1, 1.1),
    dayRate: { code: 'R0008', name: '油漆工' },
    weight: 0.5,
  },
  {
    code: 'waterproof',
    name: '防水工',
    scope: '地下室、屋面、厨卫防水卷材及涂膜施工，不含防水材料',
    altUnit: '元/m²',
    altUnitBasis: '防水面积',
    altRatio: all(0.75, 0.85, 0.8),
    anchor2024: 11,
    factor: all(1, 1.15, 0.9),
    dayRate: { code: 'R0009', name: '防水工' },
    weight: 0.5,
  },
  {
    code: 'decoration',
    name: '装饰装修',
    scope: '精装修劳务：地面、墙面、吊顶、门窗套及细部（点工按工日计价），不含材料',
    altUnit: '元/工日',
    altUnitBasis: '点工工日',
    altRatio: two(0, 0),
    anchor2024: 190,
    factor: two(1, 1.45),
    dayRate: { code: 'R0010', name: '装饰技工' },
    weight: 0.6,
  },
  {
    code: 'mainFrame',
    name: '主体大清包',
    scope: '主体结构全部劳务（模板、钢筋、混凝土、砌筑、抹灰、架子及零星用工），含小型机具，不含材料',
    altUnit: '元/工日',
    altUnitBasis: '点工工日',
    altRatio: all(0, 0, 0),
    anchor2024: 540,
    factor: all(1, 1.08, 0.78),
    dayRate: { code: 'R0002', name: '综合工日(土建)' },
    weight: 0.45,
  },
];

/** The trades by code. */
export const TRADE_BY_CODE: ReadonlyMap<string, TradeSpec> = new Map(TRADES.map((t) => [t.code, t]));

/** The building types a trade has lines for, in LABOUR_BUILDING_TYPES order. */
export function buildingTypesOf(trade: TradeSpec): LabourBuildingType[] {
  return (['住宅', '公建', '厂房'] as const).filter((b) => trade.factor[b] !== undefined);
}

/** Relative number of quotes per building type. */
export const BUILDING_TYPE_WEIGHT: Readonly<Record<LabourBuildingType, number>> = { 住宅: 1, 公建: 0.55, 厂房: 0.4 };
