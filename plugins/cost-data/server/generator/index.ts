/**
 * The deterministic sample-data generator: projects, their single projects (bid nodes) with the
 * specialty and fee compositions and the technical-economic indicators.
 *
 * - Same `seed` → the same rows (ids included); another seed → other data. Nothing depends on
 *   the clock (created_at derives from the price date).
 * - `scale` 1 is 4,000 single projects; scale N is N × 4,000.
 * - Money is computed in integer cents: every composition adds up exactly to the single project's
 *   total (the rounding residue goes to the largest line), 税金 is 9/109 of the total.
 * - Yields batches (about 2,000 single projects each) so that large scales stream into the
 *   writer without holding everything in memory.
 * - About 13.5 % of the single projects carry a priced bill (`../bq/generate.ts`, chosen by seed
 *   and id on a stream of their own): their totals and compositions are derived from the bill.
 */
import type { BidNodeRow, BqItemRow, BqNormRow, CostItemRow, IndicatorRow, ProjectRow } from '../../shared/tables';
import {
  FEES,
  INDICATORS,
  SPECIALTIES,
  type BuildingUse,
  type DecorationStandard,
  type FoundationType,
  type IndicatorCode,
  type PricingStage,
  type SpecialtyCode,
  type Structure,
} from '../../shared/vocabulary';
import { loadCatalogue } from '../bq/catalogue';
import { attachBills, type BillContext, type BillState } from '../bq/generate';
import { createResourcePriceModel } from '../bq/prices';
import { createPriceIndexLookup, type PriceIndexLookup } from '../price-index';
import { citiesOf, cityTier, provinceFullName, provinceRegions } from '../regions';
import { buildKeywords, type CostDataBatch } from '../writer';
import { shortRegionName } from '../../shared/region-names';
import { addMonths } from '@kernel/core/months';
import {
  attributesOf,
  baseCostRange,
  COST_NOISE_SIGMA,
  decorationRange,
  FEE_RANGES,
  INDICATOR_DECIMALS,
  indicatorRangesFor,
  scopeText,
  shareRanges,
  STAGE_FACTOR,
  STEEL_STRUCTURES,
  TIER_FACTOR,
  VAT_RATE,
  type Form,
  type Range,
} from './catalogue';
import { NO_DATA_PROVINCE_IDS, provinceProfile, type ProvinceProfile } from './provinces';
import { Random } from './random';
import { planProject, type NodeSpec } from './templates';

/** Single projects per scale unit. */
export const NODES_PER_SCALE = 4000;
/** The generated price dates: 2018-01 … 2026-10. */
export const FIRST_GENERATED_MONTH = 201801;
export const LAST_GENERATED_MONTH = 202610;
/** Relative amount of data per year (more recent years somewhat more). */
export const YEAR_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [2018, 0.7],
  [2019, 0.8],
  [2020, 0.85],
  [2021, 0.95],
  [2022, 1.0],
  [2023, 1.05],
  [2024, 1.1],
  [2025, 1.2],
  [2026, 1.0],
];
export const STAGE_WEIGHTS: ReadonlyArray<readonly [PricingStage, number]> = [
  ['招标控制价', 0.45],
  ['中标价', 0.35],
  ['结算价', 0.2],
];

export interface GeneratorOptions {
  readonly scale: number;
  readonly seed: number;
  /** Single projects per yielded batch (default 2,000; a project is never split). */
  readonly batchSize?: number;
  /** Priced bills for the single projects that carry one (default true). */
  readonly bills?: boolean;
}

export interface GeneratedBatch extends CostDataBatch {
  readonly projects: ProjectRow[];
  readonly bidNodes: BidNodeRow[];
  readonly costItems: CostItemRow[];
  readonly indicators: IndicatorRow[];
  /** The priced bills of the batch's single projects that carry one (bq/generate.ts). */
  readonly bqItems: BqItemRow[];
  readonly bqNorms: BqNormRow[];
}

interface CityInfo {
  readonly id: number;
  readonly name: string;
  readonly tier: 1 | 2 | 3 | 4;
}

interface ProvinceInfo {
  readonly id: number;
  readonly name: string;
  /** 江苏省, 广西壮族自治区 … (the search text holds both names). */
  readonly fullName: string;
  readonly profile: ProvinceProfile;
  readonly cities: readonly CityInfo[];
  readonly cityWeights: readonly number[];
}

interface Context {
  readonly rng: Random;
  readonly index: PriceIndexLookup;
  readonly provinces: readonly ProvinceInfo[];
  readonly provinceWeights: readonly number[];
}

const CITY_TIER_WEIGHT = { 1: 5, 2: 4, 3: 1.2, 4: 0.8 } as const;

function regionContext(): Pick<Context, 'provinces' | 'provinceWeights'> {
  const provinces: ProvinceInfo[] = [];
  const sorted = provinceRegions()
    .filter((r) => !NO_DATA_PROVINCE_IDS.includes(r.areaid))
    .sort((a, b) => a.areaid - b.areaid);
  for (const region of sorted) {
    const cities = citiesOf(region.areaid)
      .map((c) => ({ id: c.areaid, name: c.name, tier: cityTier(c.areaid) }))
      .sort((a, b) => a.id - b.id);
    const list: CityInfo[] = cities.length > 0 ? cities : [{ id: region.areaid, name: region.name, tier: cityTier(region.areaid) }];
    provinces.push({
      id: region.areaid,
      name: region.name,
      fullName: provinceFullName(region.areaid) || region.name,
      profile: provinceProfile(region.name),
      cities: list,
      cityWeights: list.map((c) => CITY_TIER_WEIGHT[c.tier]),
    });
  }
  return { provinces, provinceWeights: provinces.map((p) => p.profile.weight) };
}

// ------------------------------------------------------------------ small helpers

const cents = (yuan: number) => Math.round(yuan * 100);
const round = (v: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(v * f) / f;
};
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const inRange = (rng: Random, [lo, hi]: Range) => (lo === hi ? lo : rng.uniform(lo, hi));
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function monthDate(month: number, day: number): string {
  return `${Math.floor(month / 100)}-${pad(month % 100, 2)}-${pad(day, 2)}`;
}

/**
 * Splits `totalCents` by `weights` into integer cents adding up exactly to the total; the residue
 * goes to `residueIndex` (default: the largest line).
 */
export function splitCents(totalCents: number, weights: readonly number[], residueIndex?: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => (sum > 0 ? Math.round((totalCents * w) / sum) : 0));
  let largest = residueIndex ?? 0;
  if (residueIndex === undefined) for (let i = 1; i < parts.length; i++) if (parts[i] > parts[largest]) largest = i;
  parts[largest] += totalCents - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** Ratios (6 decimals) of integer parts, adding up to exactly 1 (residue on the largest line). */
export function ratiosOf(parts: readonly number[], total: number): number[] {
  if (total <= 0) return parts.map(() => 0);
  const micro = parts.map((p) => Math.round((p / total) * 1e6));
  let largest = 0;
  for (let i = 1; i < parts.length; i++) if (parts[i] > parts[largest]) largest = i;
  micro[largest] += 1e6 - micro.reduce((a, b) => a + b, 0);
  return micro.map((m) => m / 1e6);
}

// ------------------------------------------------------------------ buildings

interface Design {
  structure: Structure;
  floorsAbove: number;
  floorsBelow: number;
  heightM: number;
  /** Areas in integer cents of m² (0.01 m²). */
  aboveArea: number;
  belowArea: number;
  foundation: FoundationType;
  /** 0..1: how tall within its class (drives rebar and concrete). */
  tallness: number;
}

/**
 * The form of one building. `projectAbove` is the above-ground area (m²) of the project's
 * buildings designed so far: an underground garage is sized to serve them.
 */
function designBuilding(rng: Random, spec: NodeSpec, month: number, profile: ProvinceProfile, projectAbove: number): Design {
  const { use, form } = spec;
  let structure: Structure = '框架';
  let floors = 1;
  let storey = 3.0;
  let ground = 3.0;
  let footprint = 1000;
  let floorsBelow = 0;
  let basementFactor = 1;
  let fixedHeight: number | null = null;
  let heightCap = 1000;
  let heightFloor = 0;
  const year = Math.floor(month / 100);

  switch (use) {
    case '住宅': {
      storey = rng.uniform(2.9, 3.0);
      if (form === 'villa') {
        floors = rng.int(2, 3);
        storey = rng.uniform(3.0, 3.3);
        structure = rng.chance(0.35) ? '砖混' : '框架';
        footprint = rng.uniform(300, 900);
        floorsBelow = rng.chance(0.3) ? 1 : 0;
      } else if (form === 'multi') {
        floors = rng.int(4, 6);
        structure = rng.chance(0.5 - (year - 2018) * 0.03) ? '砖混' : '框架';
        footprint = rng.uniform(450, 1100);
        floorsBelow = rng.chance(0.3) ? 1 : 0;
      } else {
        floors = form === 'mid' ? rng.int(7, 11) : form === 'high' ? rng.int(12, 17) : rng.int(18, 33);
        structure = '剪力墙';
        footprint = rng.uniform(380, 900);
        floorsBelow = rng.choose([[0, 0.25], [1, 0.6], [2, 0.15]] as const);
      }
      ground = storey + 0.3;
      basementFactor = rng.uniform(0.9, 1.2);
      heightCap = 99.9;
      break;
    }
    case '公寓':
      floors = rng.int(12, 30);
      structure = rng.chance(0.7) ? '剪力墙' : '框架-剪力墙';
      storey = rng.uniform(3.0, 3.2);
      ground = storey + rng.uniform(0.6, 1.5);
      footprint = rng.uniform(600, 1200);
      floorsBelow = rng.chance(0.7) ? rng.int(1, 2) : 0;
      basementFactor = rng.uniform(1.0, 1.5);
      heightCap = 99.9;
      break;
    case '办公':
      storey = rng.uniform(3.9, 4.2);
      ground = rng.uniform(4.5, 5.4);
      if (form === 'low') {
        floors = rng.int(3, 6);
        footprint = rng.uniform(900, 2000);
        floorsBelow = rng.chance(0.4) ? 1 : 0;
      } else if (form === 'high') {
        floors = rng.int(10, 22);
        structure = '框架-剪力墙';
        footprint = rng.uniform(1200, 2200);
        floorsBelow = rng.int(1, 3);
        basementFactor = rng.uniform(1.2, 2.5);
        heightCap = 99;
      } else if (form === 'tower') {
        floors = rng.int(24, 33);
        structure = '框架-核心筒';
        storey = rng.uniform(4.0, 4.4);
        ground = rng.uniform(5.4, 6.0);
        footprint = rng.uniform(1800, 2600);
        floorsBelow = rng.int(2, 4);
        basementFactor = rng.uniform(1.5, 3.0);
        heightFloor = 100.5;
        heightCap = 149.5;
      } else {
        floors = rng.int(38, 70);
        structure = '框架-核心筒';
        storey = rng.uniform(4.2, 4.5);
        ground = rng.uniform(6.0, 7.5);
        footprint = rng.uniform(2200, 3200);
        floorsBelow = rng.int(3, 5);
        basementFactor = rng.uniform(1.8, 3.5);
        heightFloor = 151;
      }
      break;
    case '商业':
      if (form === 'mall') {
        floors = rng.int(3, 6);
        structure = rng.chance(0.75) ? '框架' : '框架-剪力墙';
        storey = rng.uniform(5.0, 5.5);
        ground = 6.0;
        footprint = rng.uniform(4000, 15000);
        floorsBelow = rng.int(1, 3);
        basementFactor = rng.uniform(0.8, 1.1);
      } else {
        floors = rng.int(1, 3);
        storey = rng.uniform(4.2, 5.1);
        ground = storey;
        footprint = rng.uniform(600, 3000);
      }
      break;
    case '酒店':
      storey = rng.uniform(3.6, 3.9);
      ground = rng.uniform(5.4, 6.0);
      footprint = rng.uniform(1200, 2500);
      floorsBelow = rng.int(1, 3);
      basementFactor = rng.uniform(1.2, 2.5);
      if (form === 'low') {
        floors = rng.int(4, 12);
        structure = rng.chance(0.6) ? '框架-剪力墙' : '框架';
      } else if (form === 'high') {
        floors = rng.int(15, 25);
        structure = '框架-剪力墙';
        heightCap = 99.5;
      } else {
        floors = rng.int(30, 55);
        structure = '框架-核心筒';
        storey = rng.uniform(3.8, 4.2);
        heightFloor = 100.5;
      }
      break;
    case '学校':
      floors = rng.int(3, 6);
      structure = rng.chance(0.95) ? '框架' : '钢结构';
      storey = rng.uniform(3.9, 4.2);
      ground = storey;
      footprint = rng.uniform(700, 2000);
      floorsBelow = rng.chance(0.2) ? 1 : 0;
      break;
    case '医院':
      if (form === 'ward') {
        floors = rng.int(10, 22);
        structure = '框架-剪力墙';
        storey = rng.uniform(3.9, 4.2);
        ground = rng.uniform(4.8, 5.4);
        footprint = rng.uniform(1200, 2400);
        heightCap = 99;
      } else {
        floors = rng.int(3, 6);
        storey = rng.uniform(4.5, 5.1);
        ground = storey + 0.3;
        footprint = rng.uniform(2000, 5000);
      }
      floorsBelow = rng.int(1, 2);
      basementFactor = rng.uniform(1.0, 2.0);
      break;
    case '文体场馆':
      floors = rng.int(1, 3);
      structure = rng.chance(0.6) ? '钢结构' : '框架';
      footprint = rng.uniform(3000, 12000) * rng.uniform(0.6, 1.0);
      fixedHeight = floors === 1 ? rng.uniform(15, 32) : rng.uniform(15, 23.9);
      floorsBelow = rng.chance(0.35) ? 1 : 0;
      basementFactor = rng.uniform(0.4, 0.9);
      break;
    case '厂房':
      if (form === 'single') {
        floors = 1;
        structure = '钢结构';
        footprint = rng.uniform(3000, 20000);
        fixedHeight = rng.uniform(9, 15);
      } else {
        floors = rng.int(3, 5);
        structure = rng.chance(0.8) ? '框架' : '钢结构';
        storey = rng.uniform(5.0, 6.0);
        ground = rng.uniform(6.0, 8.0);
        footprint = rng.uniform(1500, 5000);
      }
      break;
    case '仓库':
      if (form === 'single') {
        floors = 1;
        structure = '钢结构';
        footprint = rng.uniform(5000, 25000);
        fixedHeight = rng.uniform(9, 14);
      } else {
        floors = rng.int(2, 4);
        structure = '框架';
        storey = rng.uniform(6.0, 8.0);
        ground = storey + 1;
        footprint = rng.uniform(3000, 8000);
      }
      break;
    case '地下车库':
      floors = 0;
      floorsBelow = rng.choose([[1, 0.45], [2, 0.45], [3, 0.1]] as const);
      // About 0.2–0.45 m² of garage per m² above ground (parking ratios), 3,000–25,000 m² a level.
      footprint =
        projectAbove > 0
          ? Math.min(25000, Math.max(3000, (projectAbove * rng.uniform(0.2, 0.45)) / floorsBelow))
          : rng.uniform(4000, 20000);
      fixedHeight = 0;
      break;
  }

  let height = fixedHeight ?? ground + (floors - 1) * storey;
  if (fixedHeight === null) {
    // Keep the building in its class: under the cap (add no storeys), over the floor (add storeys).
    while (height > heightCap && floors > 1) {
      floors -= 1;
      height = ground + (floors - 1) * storey;
    }
    while (height < heightFloor) {
      floors += 1;
      height = ground + (floors - 1) * storey;
    }
  }
  height = round(height, 1);

  let aboveArea = 0;
  let belowArea = 0;
  if (use === '地下车库') {
    belowArea = cents(footprint * floorsBelow * rng.uniform(0.97, 1.03));
  } else {
    const variation = use === '文体场馆' && floors > 1 ? 1 + 0.3 * (floors - 1) : floors * rng.uniform(0.96, 1.04);
    aboveArea = cents(footprint * variation);
    if (floorsBelow > 0) belowArea = cents(footprint * basementFactor * floorsBelow * rng.uniform(0.97, 1.03));
  }

  const foundation = chooseFoundation(rng, use, structure, floors, height, profile.softSoil);
  let tallness: number;
  if (structure === '剪力墙') tallness = clamp01((floors - 7) / 26);
  else if (structure === '框架-核心筒') tallness = clamp01((height - 80) / 220);
  else tallness = clamp01(height / 100);
  return { structure, floorsAbove: floors, floorsBelow, heightM: height, aboveArea, belowArea, foundation, tallness };
}

function chooseFoundation(rng: Random, use: BuildingUse, structure: Structure, floors: number, height: number, soft: boolean): FoundationType {
  if (use === '地下车库') return rng.choose<FoundationType>([['筏板基础', 0.45], ['桩筏基础', soft ? 0.45 : 0.25], ['独立基础', 0.3]]);
  if (height >= 50 || floors >= 15) return rng.choose<FoundationType>([['桩基础', 0.45], ['桩筏基础', 0.45], ['筏板基础', 0.1]]);
  if (floors >= 7) return rng.choose<FoundationType>([['桩基础', soft ? 0.6 : 0.35], ['筏板基础', 0.35], ['桩筏基础', 0.15], ['条形基础', 0.15]]);
  if (structure === '砖混') return rng.choose<FoundationType>([['条形基础', 0.85], ['筏板基础', 0.15], ['桩基础', soft ? 0.3 : 0]]);
  if (structure === '钢结构') return rng.choose<FoundationType>([['独立基础', 0.7], ['桩基础', soft ? 0.5 : 0.3]]);
  return rng.choose<FoundationType>([['独立基础', 0.7], ['桩基础', soft ? 0.4 : 0.15], ['筏板基础', 0.15]]);
}

function chooseDecoration(rng: Random, use: BuildingUse, tier: number, year: number): DecorationStandard {
  switch (use) {
    case '住宅': {
      const fine = year >= 2019 ? (tier === 1 ? 0.6 : tier === 2 ? 0.45 : 0.12) : tier <= 2 ? 0.2 : 0.06;
      return rng.choose<DecorationStandard>([['精装', fine], ['简装', 0.05], ['毛坯', 1 - fine - 0.05]]);
    }
    case '公寓':
      return rng.choose<DecorationStandard>([['精装', 0.6], ['简装', 0.25], ['毛坯', 0.15]]);
    case '办公':
      return rng.choose<DecorationStandard>([['简装', 0.5], ['精装', 0.35], ['毛坯', 0.15]]);
    case '商业':
      return rng.choose<DecorationStandard>([['简装', 0.5], ['毛坯', 0.3], ['精装', 0.2]]);
    case '酒店':
      return '精装';
    case '学校':
      return rng.choose<DecorationStandard>([['简装', 0.7], ['精装', 0.3]]);
    case '医院':
      return rng.choose<DecorationStandard>([['精装', 0.6], ['简装', 0.4]]);
    case '文体场馆':
      return rng.choose<DecorationStandard>([['精装', 0.5], ['简装', 0.5]]);
    case '厂房':
      return rng.choose<DecorationStandard>([['简装', 0.85], ['毛坯', 0.15]]);
    case '仓库':
      return rng.choose<DecorationStandard>([['简装', 0.7], ['毛坯', 0.3]]);
    case '地下车库':
      return rng.choose<DecorationStandard>([['简装', 0.9], ['毛坯', 0.1]]);
  }
}

const LABOUR_BY_USE: Readonly<Record<BuildingUse, Range>> = {
  住宅: [2.6, 3.8],
  公寓: [2.7, 3.9],
  办公: [3.2, 4.5],
  商业: [3.0, 4.3],
  酒店: [3.6, 4.8],
  学校: [2.8, 3.8],
  医院: [3.5, 4.8],
  文体场馆: [3.2, 4.6],
  厂房: [2.2, 3.1],
  仓库: [2.2, 2.9],
  地下车库: [2.8, 4.2],
};

function indicatorsOf(rng: Random, use: BuildingUse, structure: Structure, tallness: number, seismic: string): Array<[IndicatorCode, number]> {
  const ranges = indicatorRangesFor(use, structure);
  const seismicBump = seismic === '8度' || seismic === '9度' ? 0.12 : seismic === '6度' ? -0.08 : 0;
  const t = clamp01(0.5 * tallness + 0.4 * rng.next() + seismicBump + 0.02);
  const out: Array<[IndicatorCode, number]> = [];
  for (const { code } of INDICATORS) {
    const range = ranges[code];
    if (!range) continue;
    if (code === 'steel' && !STEEL_STRUCTURES.includes(structure)) continue;
    let position: number;
    if (code === 'rebar') position = t;
    else if (code === 'concrete') position = clamp01(0.6 * t + 0.4 * rng.next());
    else if (code === 'steel') position = structure === '框架-核心筒' ? clamp01(0.7 * tallness + 0.3 * rng.next()) : rng.next();
    else if (code === 'labour') {
      const [lo, hi] = LABOUR_BY_USE[use];
      position = (rng.uniform(lo, hi) - range[0]) / (range[1] - range[0]);
    } else position = rng.next();
    const value = round(range[0] + clamp01(position) * (range[1] - range[0]), INDICATOR_DECIMALS[code]);
    out.push([code, Math.min(range[1], Math.max(range[0], value))]);
  }
  return out;
}

// ------------------------------------------------------------------ generation

interface NodeResult {
  node: BidNodeRow;
  items: CostItemRow[];
  indicators: IndicatorRow[];
}

/** The place a project name starts with: the city (the municipality for its districts). */
function placeName(province: ProvinceInfo, city: CityInfo): string {
  if (MUNICIPALITY_IDS.has(province.id)) return shortRegionName(province.name);
  let short = shortRegionName(city.name.endsWith('地区') ? city.name : city.name.replace(/(自治县|林区|县|区)$/, ''));
  // 延边朝鲜族自治州 → 延边, 巴音郭楞蒙古自治州 → 巴音郭楞, 湘西土家族苗族自治州 → 湘西
  const cut = short.search(ETHNIC_NAME);
  if (cut >= 2) short = short.slice(0, cut);
  return short;
}

const ETHNIC_NAME = /黎族|蒙古|柯尔克孜|哈萨克|朝鲜|土家|苗族|布依|哈尼|彝族|藏族|傣族|白族|傈僳|景颇|壮族|回族|羌族|侗族/;

const MUNICIPALITY_IDS = new Set([2, 3, 11, 32]);

/** What the single projects of one project have in common. */
interface ProjectShared {
  readonly decorations: Map<string, DecorationStandard>;
  /** The project's own cost level (lognormal around 1). */
  readonly costFactor: number;
}

function generateNode(
  ctx: Context,
  id: number,
  projectId: number,
  projectName: string,
  spec: NodeSpec,
  province: ProvinceInfo,
  city: CityInfo,
  stage: PricingStage,
  month: number,
  projectAbove: number,
  shared: ProjectShared,
): NodeResult {
  const { rng } = ctx;
  const year = Math.floor(month / 100);
  const day = rng.int(1, 28);
  const design = designBuilding(rng, spec, month, province.profile, projectAbove);
  // Buildings of one use in one project share their finish (a community's towers are all 精装 or all 毛坯).
  const decoration = shared.decorations.get(spec.use) ?? chooseDecoration(rng, spec.use, city.tier, year);
  shared.decorations.set(spec.use, decoration);
  const seismic = rng.choose(province.profile.seismic);
  const areaCents = design.aboveArea + design.belowArea;
  const area = areaCents / 100;

  // Unit cost: base (blended with the basement), decoration, index, tier, stage, noise.
  const base = inRange(rng, baseCostRange(spec.use, spec.form as Form, design.structure, design.floorsBelow));
  let unit = base;
  if (spec.use !== '地下车库' && design.belowArea > 0) {
    const basement = inRange(rng, baseCostRange('地下车库', 'standard', '框架', design.floorsBelow)) * 0.95;
    unit = (base * design.aboveArea + basement * design.belowArea) / areaCents;
  }
  unit += inRange(rng, decorationRange(spec.use, decoration, city.tier));
  unit *= ctx.index.value(province.id, month) / 100;
  unit *= TIER_FACTOR[city.tier];
  unit *= inRange(rng, STAGE_FACTOR[stage]);
  // Most of the spread is between projects (site, client, contractor); less within one project.
  unit *= shared.costFactor * rng.lognormal(COST_NOISE_SIGMA * 0.55);
  const totalCents = Math.round(unit * area * 100);
  const total = totalCents / 100;

  // Specialty composition.
  const ranges = shareRanges(spec.use, decoration, province.profile.north, design.floorsAbove);
  const shares: number[] = [];
  let others = 0;
  for (const { code } of SPECIALTIES) {
    if (code === 'building') {
      shares.push(0);
      continue;
    }
    const share = inRange(rng, ranges[code]);
    shares.push(share);
    others += share;
  }
  shares[0] = 100 - others;
  const specialtyCents = splitCents(totalCents, shares, 0);
  const specialtyRatios = ratiosOf(specialtyCents, totalCents);

  // Fee composition: 税金 = 9/109 of the total; 分部分项 takes the rest (and the residue).
  const taxShare = VAT_RATE / (1 + VAT_RATE);
  let measures = inRange(rng, FEE_RANGES.measures);
  let other = inRange(rng, FEE_RANGES.other);
  const statutory = inRange(rng, FEE_RANGES.statutory);
  const minSub = FEE_RANGES.sub_items[0];
  let deficit = minSub - (1 - taxShare - measures - other - statutory);
  if (deficit > 0) {
    const fromOther = Math.min(deficit, other - FEE_RANGES.other[0]);
    other -= fromOther;
    deficit -= fromOther;
    measures -= Math.max(0, deficit);
  }
  const taxCents = Math.round(totalCents * taxShare);
  const measuresCents = Math.round(totalCents * measures);
  const otherCents = Math.round(totalCents * other);
  const statutoryCents = Math.round(totalCents * statutory);
  const subCents = totalCents - taxCents - measuresCents - otherCents - statutoryCents;
  const feeCents = [subCents, measuresCents, otherCents, statutoryCents, taxCents];
  const feeRatios = ratiosOf(feeCents, totalCents);

  const items: CostItemRow[] = [];
  SPECIALTIES.forEach(({ code }, i) => {
    items.push({ bid_node_id: id, kind: 'specialty', code, amount: specialtyCents[i] / 100, unit_cost: round(specialtyCents[i] / 100 / area, 2), ratio: specialtyRatios[i] });
  });
  FEES.forEach(({ code }, i) => {
    items.push({ bid_node_id: id, kind: 'fee', code, amount: feeCents[i] / 100, unit_cost: round(feeCents[i] / 100 / area, 2), ratio: feeRatios[i] });
  });

  const indicators: IndicatorRow[] = indicatorsOf(rng, spec.use, design.structure, design.tallness, seismic).map(([code, value]) => ({
    bid_node_id: id,
    code,
    value,
  }));

  const present = SPECIALTIES.filter((_, i) => specialtyCents[i] > 0).map((s) => s.code as SpecialtyCode);
  const scope = scopeText(present, decoration, design.foundation, spec.use, (candidates) => {
    const count = rng.int(1, Math.min(3, candidates.length));
    const pool = [...candidates];
    const chosen: string[] = [];
    for (let i = 0; i < count; i++) chosen.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]);
    return candidates.filter((c) => chosen.includes(c));
  });
  const attributes = attributesOf({
    use: spec.use,
    structure: design.structure,
    decoration,
    floorsAbove: design.floorsAbove,
    floorsBelow: design.floorsBelow,
    heightM: design.heightM,
    foundation: design.foundation,
    north: province.profile.north,
    month,
    pick: (items) => rng.pick(items),
  });

  const name = projectName + spec.suffix;
  const node: BidNodeRow = {
    id,
    project_id: projectId,
    code: `DX${year}-${pad(id, 7)}`,
    name,
    province_id: province.id,
    city_id: city.id,
    building_use: spec.use,
    structure: design.structure,
    floors_above: design.floorsAbove,
    floors_below: design.floorsBelow,
    height_m: design.heightM,
    building_area: area,
    above_area: design.aboveArea / 100,
    below_area: design.belowArea / 100,
    foundation_type: design.foundation,
    seismic_intensity: seismic,
    decoration_standard: decoration,
    pricing_stage: stage,
    price_date: monthDate(month, day),
    price_month: month,
    total_cost: total,
    unit_cost: round(total / area, 2),
    scope,
    attributes: JSON.stringify(attributes),
    keywords: '',
    source: 'sample',
    created_at: createdAt(month, day, id),
  };
  node.keywords = buildKeywords(node, { province: province.fullName, city: city.name, project: projectName });
  return { node, items, indicators };
}

/** A fixed "entered into the database" time: about three weeks after the price date. */
function createdAt(month: number, day: number, id: number): number {
  return Date.UTC(Math.floor(month / 100), (month % 100) - 1, day) + 21 * 86_400_000 + (id % 86_400) * 1000;
}

function chooseMonth(rng: Random): number {
  const year = rng.choose(YEAR_WEIGHTS);
  const lastMonth = year === Math.floor(LAST_GENERATED_MONTH / 100) ? LAST_GENERATED_MONTH % 100 : 12;
  return year * 100 + rng.int(1, lastMonth);
}

/**
 * Generates `scale × 4,000` single projects (grouped in projects of 1–12) in batches. The rows
 * of a batch are complete: every node's project is in the same batch.
 */
export function* generateCostData(options: GeneratorOptions): Generator<GeneratedBatch> {
  const scale = Math.max(0, options.scale);
  const target = Math.round(scale * NODES_PER_SCALE);
  const batchSize = Math.max(1, options.batchSize ?? 2000);
  const ctx: Context = { rng: new Random(options.seed), index: createPriceIndexLookup(), ...regionContext() };
  const { rng } = ctx;

  let projectId = 0;
  let nodeId = 0;
  const billContext: BillContext | null =
    options.bills === false ? null : { catalogue: loadCatalogue(), prices: createResourcePriceModel(), seed: options.seed };
  const billState: BillState = { nextItemId: 1 };
  const withBills = (b: GeneratedBatch): GeneratedBatch => {
    if (!billContext) return b;
    const { bqItems, bqNorms } = attachBills(b, billContext, billState);
    return { ...b, bqItems, bqNorms };
  };
  let batch: GeneratedBatch = { projects: [], bidNodes: [], costItems: [], indicators: [], bqItems: [], bqNorms: [] };
  while (nodeId < target) {
    projectId += 1;
    const province = rng.weighted(ctx.provinces, ctx.provinceWeights);
    const city = rng.weighted(province.cities, province.cityWeights);
    const month = chooseMonth(rng);
    const stage = rng.choose(STAGE_WEIGHTS);
    const plan = planProject({ rng, tier: city.tier, year: Math.floor(month / 100) });
    const specs = plan.nodes.slice(0, target - nodeId);
    // Anonymised, but placed: 无锡某住宅小区, 北京某科技园 (as published cost data names them).
    const projectName = placeName(province, city) + plan.name;

    const nodes: BidNodeRow[] = [];
    let projectAbove = 0;
    const shared: ProjectShared = { decorations: new Map(), costFactor: rng.lognormal(COST_NOISE_SIGMA * 0.85) };
    for (const spec of specs) {
      nodeId += 1;
      const nodeMonth = rng.chance(0.2) ? Math.max(FIRST_GENERATED_MONTH, addMonths(month, -rng.int(1, 2))) : month;
      const result = generateNode(ctx, nodeId, projectId, projectName, spec, province, city, stage, nodeMonth, projectAbove, shared);
      projectAbove += result.node.above_area;
      nodes.push(result.node);
      batch.bidNodes.push(result.node);
      for (const item of result.items) batch.costItems.push(item);
      for (const indicator of result.indicators) batch.indicators.push(indicator);
    }
    batch.projects.push(aggregateProject(projectId, projectName, province.id, city.id, stage, nodes));
    if (batch.bidNodes.length >= batchSize) {
      yield withBills(batch);
      batch = { projects: [], bidNodes: [], costItems: [], indicators: [], bqItems: [], bqNorms: [] };
    }
  }
  if (batch.bidNodes.length > 0) yield withBills(batch);
}

/** A project row from its single projects: sums, unit cost, main use, latest price date. */
/**
 * The single project that names a project's category: the largest one above ground (a
 * community's garage is often bigger than any of its towers, but the project is still 住宅).
 * A garage only when there is nothing else.
 */
export function categoryNode<T>(nodes: readonly T[], use: (n: T) => string, area: (n: T) => number): T {
  let best: T | undefined;
  for (const node of nodes) {
    if (use(node) === '地下车库') continue;
    if (!best || area(node) > area(best)) best = node;
  }
  if (best) return best;
  return nodes.reduce((a, b) => (area(b) > area(a) ? b : a));
}

export function aggregateProject(
  id: number,
  name: string,
  provinceId: number,
  cityId: number,
  stage: string,
  nodes: readonly BidNodeRow[],
): ProjectRow {
  let areaCents = 0;
  let costCents = 0;
  let latest = nodes[0];
  for (const node of nodes) {
    areaCents += Math.round(node.building_area * 100);
    costCents += Math.round(node.total_cost * 100);
    if (node.price_date > latest.price_date) latest = node;
  }
  const largest = categoryNode(nodes, (n) => n.building_use, (n) => n.building_area);
  const year = Math.floor(latest.price_month / 100);
  return {
    id,
    code: `XM${year}-${pad(id, 6)}`,
    name,
    province_id: provinceId,
    city_id: cityId,
    category: largest.building_use,
    pricing_stage: stage,
    price_date: latest.price_date,
    price_month: latest.price_month,
    total_area: areaCents / 100,
    total_cost: costCents / 100,
    unit_cost: round(costCents / areaCents, 2),
    bid_node_count: nodes.length,
    source: 'sample',
    created_at: latest.created_at,
  };
}

/** Everything in one batch (tests and small scales). */
export function generateAll(options: GeneratorOptions): GeneratedBatch {
  const all: GeneratedBatch = { projects: [], bidNodes: [], costItems: [], indicators: [], bqItems: [], bqNorms: [] };
  for (const batch of generateCostData(options)) {
    for (const key of ['projects', 'bidNodes', 'costItems', 'indicators', 'bqItems', 'bqNorms'] as const) {
      const into = all[key] as unknown[];
      for (const row of batch[key]) into.push(row);
    }
  }
  return all;
}
