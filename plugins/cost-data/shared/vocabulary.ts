/**
 * The controlled vocabularies of the cost data: building uses, structures, pricing stages, the
 * specialty and fee compositions and the technical-economic indicators. Values are the Chinese
 * labels themselves (what the site shows and what the importer accepts).
 */

export const BUILDING_USES = ['住宅', '公寓', '办公', '商业', '酒店', '学校', '医院', '文体场馆', '厂房', '仓库', '地下车库'] as const;
export type BuildingUse = (typeof BUILDING_USES)[number];

export const STRUCTURES = ['剪力墙', '框架', '框架-剪力墙', '框架-核心筒', '钢结构', '砖混'] as const;
export type Structure = (typeof STRUCTURES)[number];

export const PRICING_STAGES = ['招标控制价', '中标价', '结算价'] as const;
export type PricingStage = (typeof PRICING_STAGES)[number];

export const FOUNDATION_TYPES = ['独立基础', '条形基础', '筏板基础', '桩基础', '桩筏基础'] as const;
export type FoundationType = (typeof FOUNDATION_TYPES)[number];

export const SEISMIC_INTENSITIES = ['6度', '7度', '8度', '9度'] as const;
export type SeismicIntensity = (typeof SEISMIC_INTENSITIES)[number];

export const DECORATION_STANDARDS = ['毛坯', '简装', '精装'] as const;
export type DecorationStandard = (typeof DECORATION_STANDARDS)[number];

/** Storey bands of the list filter (above-ground storeys, inclusive). */
export const STOREY_BANDS = [
  { code: 'low', label: '1-3层', min: 1, max: 3 },
  { code: 'multi', label: '4-6层', min: 4, max: 6 },
  { code: 'mid', label: '7-11层', min: 7, max: 11 },
  { code: 'high', label: '12-18层', min: 12, max: 18 },
  { code: 'higher', label: '19-33层', min: 19, max: 33 },
  { code: 'super', label: '34层及以上', min: 34, max: 999 },
] as const;
export type StoreyBand = (typeof STOREY_BANDS)[number]['code'];

/** Specialty composition (专业造价构成): the amounts add up to the single project's total. */
export const SPECIALTIES = [
  { code: 'building', name: '建筑' },
  { code: 'decoration', name: '装饰' },
  { code: 'plumbing', name: '给排水' },
  { code: 'electrical', name: '电气' },
  { code: 'hvac', name: '暖通' },
  { code: 'fire', name: '消防' },
  { code: 'intelligent', name: '智能化' },
  { code: 'elevator', name: '电梯' },
] as const;
export type SpecialtyCode = (typeof SPECIALTIES)[number]['code'];

/** Fee composition (费用构成): the amounts add up to the single project's total as well. */
export const FEES = [
  { code: 'sub_items', name: '分部分项工程费' },
  { code: 'measures', name: '措施项目费' },
  { code: 'other', name: '其他项目费' },
  { code: 'statutory', name: '规费' },
  { code: 'tax', name: '税金' },
] as const;
export type FeeCode = (typeof FEES)[number]['code'];

/** Technical-economic indicators (技术经济指标), per m² of building area. */
export const INDICATORS = [
  { code: 'rebar', name: '钢筋含量', unit: 'kg/m²' },
  { code: 'concrete', name: '混凝土含量', unit: 'm³/m²' },
  { code: 'formwork', name: '模板含量', unit: 'm²/m²' },
  { code: 'masonry', name: '砌体含量', unit: 'm³/m²' },
  { code: 'steel', name: '钢结构用钢量', unit: 'kg/m²' },
  { code: 'labour', name: '综合用工', unit: '工日/m²' },
] as const;
export type IndicatorCode = (typeof INDICATORS)[number]['code'];

/**
 * Index types of a single project's results (getIndexByType): 1 unit cost by specialty (元/m²),
 * 2 fee composition, 3 technical-economic indicators (quantities per m²).
 */
export const INDEX_TYPES = [
  { code: 1, name: '造价指标' },
  { code: 2, name: '费用构成' },
  { code: 3, name: '工料消耗指标' },
] as const;
export type IndexType = (typeof INDEX_TYPES)[number]['code'];

/** Data of this period only: the generator and the importer accept price dates in this range. */
export const FIRST_PRICE_MONTH = 201801;
export const LAST_PRICE_MONTH = 202612;

/** What 100 means in the site's price index (cost_data_price_index). */
export const PRICE_INDEX_BASE = '2018-01 全国 = 100';

/** A structure as a phrase: 框架 → 框架结构, 钢结构 stays 钢结构 (never 钢结构结构). */
export function structureLabel(structure: string): string {
  return structure.endsWith('结构') ? structure : `${structure}结构`;
}
