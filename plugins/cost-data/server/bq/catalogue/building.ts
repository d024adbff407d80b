/**
 * The building-structure part of the sample data's bill catalogue (generated sample data, not an
 * official copy of any standard or norm book): appendices 0101 土石方, 0102 地基处理与边坡支护,
 * 0103 桩基, 0104 砌筑, 0105 混凝土及钢筋混凝土, 0106 金属结构, 0108 门窗, 0109 屋面及防水,
 * 0110 保温隔热 and 0117 措施项目 (脚手架, 混凝土模板及支架, 垂直运输, 超高施工增加,
 * 大型机械进出场及安拆, 施工排水降水, and the 总价措施 安全文明施工 … of unit 项).
 *
 * - `building-codes.ts`: chapters, sections and 9-digit items of both standards, with units as
 *   the standard prints them and the unit the sample bills measure in (`BUILDING_BILL_UNITS`).
 * - `building-resources.ts`: resources R1000–R4999 (rebar, steel, formwork, masonry,
 *   waterproofing, insulation, doors and windows, piles, machines) at national 2024-01 prices.
 * - `building-norms.ts`: the norms of chapters 1–10 and 17 (concrete grades as 换算 norms).
 * - `building-recipes.ts`: 项目特征 variants with their norms (concrete C15–C50 and P6/P8, block
 *   and brick walls by material and thickness, rebar by grade and diameter band, waterproofing
 *   by material and layers, formwork by support height, scaffolding and vertical transport by
 *   eaves height …), limited to the uses and structures they suit.
 * - `building-usages.ts`: how much of each item a project has (indicator shares per structure,
 *   areas of the building).
 *
 * Calibration: composed at the national basePrice, with 管理费 25 % and 利润 12 % of 人工费 +
 * 机械费, and East China taken as 1.07 × national, the anchor items land in the ranges of
 * 2024–25 East-China bills: C30 矩形柱/矩形梁/直形墙/有梁板 560–720 元/m³ with 70–80 % material,
 * 现浇构件钢筋 HRB400 Φ12–25 4,600–5,600 元/t with 70–78 % material and 15–20 % labour,
 * 模板 55–90 元/m², 综合脚手架 25–45 元/m², 加气块墙 450–600 元/m³, SBS 3+3 屋面卷材防水
 * 80–130 元/m² (checked by tests/plugins/cost-data/server/bq-catalogue-building.test.ts).
 *
 * GB 50854-2013 and GB/T 50854-2024: the codes, names and units are those of GB 50854-2013.
 * GB/T 50854-2024 (in force from 2025-09-01) keeps the appendix letters, the 9-digit coding
 * (discipline, appendix, section, item) and the items used here in this sample; the item-level
 * differences of the 2024 text (renamed, merged, split or re-coded items and feature wording)
 * could not be checked against the published text, so none is modelled: each item is listed
 * under both standards with the same meaning, and `NAMES_2024` / `ONLY` in `building-codes.ts`
 * are the places to record a difference once it is verified. Recipes are written for both.
 */
import type { CatalogueModule } from '../model';
import { BUILDING_CHAPTERS, BUILDING_CODES } from './building-codes';
import { BUILDING_NORMS } from './building-norms';
import { BUILDING_RECIPES } from './building-recipes';
import { BUILDING_RESOURCES } from './building-resources';
import { BUILDING_USAGES } from './building-usages';

export { BUILDING_BILL_UNITS, LUMP_SUM_MEASURES } from './building-codes';
export { BUILDING_SHARES } from './building-usages';

export const BUILDING_CATALOGUE: CatalogueModule = {
  chapters: BUILDING_CHAPTERS,
  codes: BUILDING_CODES,
  resources: BUILDING_RESOURCES,
  norms: BUILDING_NORMS,
  recipes: BUILDING_RECIPES,
  usages: BUILDING_USAGES,
};
