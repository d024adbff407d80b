/**
 * Where the sample data prices resources, and how dear each price class is there: the 31 mainland
 * provinces with data (台湾 28, 香港 34 and 澳门 35 have none) and their main cities (the capital and
 * the big ones), each with a level per price class against the national average (1).
 *
 * How local a class is decides its spread. Steel is a national market (±5 %, dearer far from the
 * mills: 西藏, 海南, 云南). Ready-mixed concrete and aggregates are very local: they travel 30 km at
 * most, so their level is the province's own (C30 in 2024: 上海 and 北京 about 470, 广东 and 浙江
 * about 420, 河南 about 335, 辽宁 about 270 with 沈阳 about 230, 西藏 about 600). Labour follows
 * wages: the east coast 10–15 % above the centre and the west, 上海 and 北京 the dearest. Most other
 * materials follow the province's general cost level, damped. Within a province, big cities are
 * dearer (tier 1 more than capitals, capitals more than the other big cities), most of all for
 * labour and concrete.
 *
 * Every class's levels are normalised so that the construction-volume-weighted mean of the
 * provinces (the weights of generator/provinces.ts) is exactly 1: the national price is the
 * weighted average of the provinces'.
 */
import { NATIONAL_AREA_ID } from '../../../shared/regions';
import { NO_DATA_PROVINCE_IDS, provinceProfile } from '../../generator/provinces';
import { PROVINCES, regionCodes, regionName } from '../../regions';
import type { PriceClass } from '../model';

/** A priced region: 全国 (areaid 1), a province, or a main city (with its province). */
export interface PricedRegion {
  readonly areaid: number;
  /** The province's areaid; the areaid itself for a province; 1 for 全国. */
  readonly provinceId: number;
  /** The site's name: 全国, the short province name (江苏), the full city name (苏州市). */
  readonly name: string;
  readonly isCity: boolean;
}

/**
 * The main cities priced besides their province, by GB/T 2260 code: every capital (xx01) of a
 * province that is not a municipality, and the big cities (深圳 is areaid 77, the one city of the
 * site's price-region list).
 */
export const MAIN_CITY_CODES: readonly string[] = [
  '1301', '1302', '1306', // 石家庄 唐山 保定
  '1401', // 太原
  '1501', '1502', '1506', // 呼和浩特 包头 鄂尔多斯
  '2101', '2102', // 沈阳 大连
  '2201', '2202', // 长春 吉林
  '2301', '2306', // 哈尔滨 大庆
  '3201', '3202', '3203', '3204', '3205', '3206', // 南京 无锡 徐州 常州 苏州 南通
  '3301', '3302', '3303', '3304', '3306', '3307', '3310', // 杭州 宁波 温州 嘉兴 绍兴 金华 台州
  '3401', '3402', // 合肥 芜湖
  '3501', '3502', '3505', // 福州 厦门 泉州
  '3601', '3607', // 南昌 赣州
  '3701', '3702', '3706', '3707', // 济南 青岛 烟台 潍坊
  '4101', '4103', // 郑州 洛阳
  '4201', '4205', '4206', // 武汉 宜昌 襄阳
  '4301', // 长沙
  '4401', '4403', '4404', '4406', '4419', // 广州 深圳 珠海 佛山 东莞
  '4501', '4502', // 南宁 柳州
  '4601', '4602', // 海口 三亚
  '5101', '5107', // 成都 绵阳
  '5201', // 贵阳
  '5301', // 昆明
  '5401', // 拉萨
  '6101', // 西安
  '6201', // 兰州
  '6301', // 西宁
  '6401', // 银川
  '6501', // 乌鲁木齐
];

/** Tier-1 cities (广州, 深圳): the dearest labour and concrete of their province. */
const TIER1_CODES = new Set(['4401', '4403']);

/**
 * Province factors before normalisation: labour (market day rates), steel, and the 2024-01 market
 * price of C30 ready-mix (元/m³), which sets the level of concrete and aggregates.
 */
const PROVINCE_FACTORS: Readonly<Record<string, { labour: number; steel: number; c30: number }>> = {
  北京: { labour: 1.22, steel: 1.0, c30: 470 },
  天津: { labour: 1.08, steel: 0.98, c30: 400 },
  河北: { labour: 0.96, steel: 0.97, c30: 360 },
  山西: { labour: 0.94, steel: 0.98, c30: 340 },
  内蒙古: { labour: 0.98, steel: 0.99, c30: 350 },
  辽宁: { labour: 0.93, steel: 0.98, c30: 270 },
  吉林: { labour: 0.92, steel: 1.0, c30: 300 },
  黑龙江: { labour: 0.92, steel: 1.01, c30: 310 },
  上海: { labour: 1.25, steel: 1.0, c30: 470 },
  江苏: { labour: 1.1, steel: 0.99, c30: 400 },
  浙江: { labour: 1.12, steel: 1.01, c30: 420 },
  安徽: { labour: 0.98, steel: 1.0, c30: 370 },
  福建: { labour: 1.05, steel: 1.02, c30: 390 },
  江西: { labour: 0.96, steel: 1.0, c30: 365 },
  山东: { labour: 1.03, steel: 0.98, c30: 370 },
  河南: { labour: 0.95, steel: 0.99, c30: 335 },
  湖北: { labour: 0.97, steel: 1.0, c30: 375 },
  湖南: { labour: 0.95, steel: 1.01, c30: 375 },
  广东: { labour: 1.12, steel: 1.04, c30: 420 },
  广西: { labour: 0.93, steel: 1.02, c30: 370 },
  海南: { labour: 1.02, steel: 1.06, c30: 470 },
  重庆: { labour: 0.97, steel: 1.0, c30: 360 },
  四川: { labour: 0.96, steel: 1.01, c30: 375 },
  贵州: { labour: 0.93, steel: 1.03, c30: 360 },
  云南: { labour: 0.94, steel: 1.04, c30: 360 },
  西藏: { labour: 1.1, steel: 1.15, c30: 600 },
  陕西: { labour: 0.96, steel: 0.99, c30: 360 },
  甘肃: { labour: 0.92, steel: 1.01, c30: 370 },
  青海: { labour: 1.0, steel: 1.04, c30: 420 },
  宁夏: { labour: 0.92, steel: 1.0, c30: 340 },
  新疆: { labour: 1.05, steel: 1.04, c30: 390 },
};

/** The national C30 market price of 2024-01 (resources-common R0304), the unit of the c30 column. */
const NATIONAL_C30 = 378;

/** Concrete-level corrections of single cities against their province (沈阳's collapsed market, 大连's port). */
const CITY_CONCRETE: Readonly<Record<string, number>> = { '2101': 0.84, '2102': 1.12 };

interface Groups {
  labour: number;
  steel: number;
  /** Concrete and aggregates (very local). */
  local: number;
  /** Most other materials: the province's cost level, damped. */
  general: number;
  /** The province's overall cost level (fuel and power tariffs follow it a little). */
  level: number;
}

/** The level of each class from the group factors of a region. */
function classLevels(g: Groups): Record<PriceClass, number> {
  const general = g.general;
  return {
    labour_general: g.labour,
    labour_skilled: g.labour,
    labour_install: g.labour,
    rebar: g.steel,
    steel_section: g.steel,
    concrete: g.local,
    sand_stone: g.local,
    cement: 1 + 0.5 * (g.local - 1),
    mortar: 0.5 * g.local + 0.5 * general,
    masonry: 0.4 * g.local + 0.6 * general,
    timber: general,
    waterproof: general,
    insulation: general,
    tile_stone: general,
    paint: general,
    door_window: general,
    aluminium: general,
    pipe: general,
    cable: 1 + 0.5 * (general - 1),
    equipment: 1 + 0.5 * (general - 1),
    fuel_power: 1 + 0.3 * (g.level - 1),
    machine: 0.5 * g.labour + 0.5 * general,
    misc: general,
  };
}

/** Every price class, in a fixed order (the model's class index). */
export const PRICE_CLASSES: readonly PriceClass[] = Object.keys(
  classLevels({ labour: 1, steel: 1, local: 1, general: 1, level: 1 }),
) as PriceClass[];

export interface RegionLevels {
  /** 全国 first, then the provinces (areaid order), then the cities (province order, GB order). */
  readonly regions: readonly PricedRegion[];
  /** levels[classIndex][regionIndex], the national entry being 1. */
  readonly levels: readonly Float64Array[];
  /** Construction-volume weight of each region (provinces only; 0 for 全国 and cities). */
  readonly weights: Float64Array;
}

let built: RegionLevels | null = null;

/** The priced regions and their class levels (built once). */
export function regionLevels(): RegionLevels {
  if (built) return built;
  const regions: PricedRegion[] = [{ areaid: NATIONAL_AREA_ID, provinceId: NATIONAL_AREA_ID, name: '全国', isCity: false }];
  const groups: Groups[] = [{ labour: 1, steel: 1, local: 1, general: 1, level: 1 }];
  const weights: number[] = [0];
  const provinceGroups = new Map<number, Groups>();
  for (const p of PROVINCES) {
    if (NO_DATA_PROVINCE_IDS.includes(p.areaid)) continue; // 台湾 (28), 香港, 澳门
    const profile = provinceProfile(p.name);
    const f = PROVINCE_FACTORS[p.name];
    if (!f) throw new Error(`price levels: no factors for ${p.name}`);
    const g: Groups = {
      labour: f.labour,
      steel: f.steel,
      local: f.c30 / NATIONAL_C30,
      general: 1 + 0.35 * (profile.level - 1),
      level: profile.level,
    };
    regions.push({ areaid: p.areaid, provinceId: p.areaid, name: p.name, isCity: false });
    groups.push(g);
    weights.push(profile.weight);
    provinceGroups.set(p.areaid, g);
  }
  const byCode = new Map<string, number>();
  for (const [id, code] of regionCodes()) byCode.set(code, id);
  const provinceOfCode = new Map(PROVINCES.map((p) => [p.code, p.areaid]));
  for (const code of MAIN_CITY_CODES) {
    const areaid = byCode.get(code);
    const provinceId = provinceOfCode.get(code.slice(0, 2));
    const province = provinceId === undefined ? undefined : provinceGroups.get(provinceId);
    if (areaid === undefined || provinceId === undefined || !province) throw new Error(`price levels: unknown city ${code}`);
    const tier1 = TIER1_CODES.has(code);
    const capital = code.endsWith('01');
    const [labour, local, general] = tier1 ? [1.06, 1.08, 1.03] : capital ? [1.03, 1.04, 1.01] : [1.02, 1.03, 1.01];
    regions.push({ areaid, provinceId, name: regionName(areaid), isCity: true });
    groups.push({
      labour: province.labour * labour,
      steel: province.steel,
      local: province.local * local * (CITY_CONCRETE[code] ?? 1),
      general: province.general * general,
      level: province.level,
    });
    weights.push(0);
  }
  const perRegion = groups.map(classLevels);
  const levels = PRICE_CLASSES.map((c) => {
    let sum = 0;
    let weight = 0;
    for (let r = 0; r < regions.length; r++) {
      sum += weights[r] * perRegion[r][c];
      weight += weights[r];
    }
    const mean = sum / weight;
    const out = new Float64Array(regions.length);
    for (let r = 0; r < regions.length; r++) out[r] = r === 0 ? 1 : perRegion[r][c] / mean;
    return out;
  });
  built = { regions, levels, weights: Float64Array.from(weights) };
  return built;
}
