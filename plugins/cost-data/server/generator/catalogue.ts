/**
 * The cost knowledge of the sample data: base unit costs by building form, the specialty
 * composition by use and decoration, the fee composition, the technical-economic indicator
 * ranges by structure, the 工程特征 (attributes) and the 工程范围 (scope) texts.
 *
 * Base unit costs are national level of 2018-01 (index 100), 元 per m² of building area, tax
 * included, before the regional, city-tier, decoration, stage and noise factors.
 */
import type { BuildingUse, DecorationStandard, FoundationType, IndicatorCode, SpecialtyCode, Structure } from '../../shared/vocabulary';

export type Range = readonly [number, number];

// ------------------------------------------------------------------ indicators

/** The key of the garage ranges (an underground garage, whatever its structure). */
export const GARAGE_KEY = '地下车库';
export type IndicatorRangeKey = Structure | typeof GARAGE_KEY;

/**
 * Technical-economic indicators per m² of building area: rebar kg, concrete m³, formwork m²,
 * masonry m³, structural steel kg (钢结构 and 框架-核心筒 only), labour 工日. Every generated value
 * lies inside its range; the tests and the documentation use the same numbers.
 */
export const INDICATOR_RANGES: Readonly<Record<IndicatorRangeKey, Readonly<Partial<Record<IndicatorCode, Range>>>>> = {
  剪力墙: { rebar: [45, 62], concrete: [0.38, 0.5], formwork: [2.8, 3.6], masonry: [0.08, 0.15], labour: [2.2, 4.8] },
  框架: { rebar: [38, 55], concrete: [0.32, 0.42], formwork: [2.2, 3.0], masonry: [0.12, 0.2], labour: [2.2, 4.8] },
  '框架-剪力墙': { rebar: [48, 65], concrete: [0.36, 0.46], formwork: [2.5, 3.3], masonry: [0.1, 0.18], labour: [2.2, 4.8] },
  '框架-核心筒': {
    rebar: [70, 110],
    concrete: [0.45, 0.62],
    formwork: [2.6, 3.4],
    masonry: [0.06, 0.12],
    steel: [20, 60],
    labour: [2.2, 4.8],
  },
  钢结构: {
    rebar: [12, 30],
    concrete: [0.12, 0.25],
    formwork: [0.5, 1.2],
    masonry: [0.02, 0.08],
    steel: [35, 90],
    labour: [2.2, 4.8],
  },
  砖混: { rebar: [18, 30], concrete: [0.16, 0.26], formwork: [1.2, 1.8], masonry: [0.25, 0.36], labour: [2.2, 4.8] },
  地下车库: { rebar: [110, 160], concrete: [0.9, 1.3], formwork: [2.4, 3.4], masonry: [0.02, 0.06], labour: [2.2, 4.8] },
};

/** The structures that carry the structural-steel indicator. */
export const STEEL_STRUCTURES: readonly Structure[] = ['钢结构', '框架-核心筒'];

/** The indicator ranges of a single project (garage ranges for an underground garage). */
export function indicatorRangesFor(buildingUse: string, structure: string): Readonly<Partial<Record<IndicatorCode, Range>>> {
  if (buildingUse === GARAGE_KEY) return INDICATOR_RANGES[GARAGE_KEY];
  return INDICATOR_RANGES[structure as Structure] ?? INDICATOR_RANGES['框架'];
}

/** Decimals each indicator is rounded to. */
export const INDICATOR_DECIMALS: Readonly<Record<IndicatorCode, number>> = {
  rebar: 2,
  concrete: 3,
  formwork: 2,
  masonry: 3,
  steel: 2,
  labour: 2,
};

// ------------------------------------------------------------------ specialty composition

/** Percentage ranges of the specialties other than 建筑 (which takes the remainder). */
export type ShareRanges = Readonly<Record<Exclude<SpecialtyCode, 'building'>, Range>>;

const RESIDENTIAL_SHELL: ShareRanges = {
  decoration: [5, 9],
  plumbing: [3, 5],
  electrical: [6, 8],
  hvac: [1, 3],
  fire: [2, 3],
  intelligent: [1, 2],
  elevator: [2, 4],
};

const SHARES: Readonly<Record<BuildingUse, ShareRanges>> = {
  住宅: RESIDENTIAL_SHELL,
  公寓: { ...RESIDENTIAL_SHELL, intelligent: [1.5, 2.5] },
  办公: { decoration: [12, 18], plumbing: [2, 4], electrical: [7, 10], hvac: [8, 14], fire: [4, 6], intelligent: [3, 6], elevator: [2, 4] },
  商业: { decoration: [12, 18], plumbing: [2, 4], electrical: [7, 10], hvac: [8, 12], fire: [4, 6], intelligent: [2, 4], elevator: [3, 5] },
  酒店: { decoration: [20, 28], plumbing: [3, 5], electrical: [7, 9], hvac: [9, 14], fire: [4, 6], intelligent: [3, 5], elevator: [2, 3] },
  学校: { decoration: [8, 14], plumbing: [3, 5], electrical: [6, 9], hvac: [2, 6], fire: [2, 4], intelligent: [2, 4], elevator: [1, 2] },
  医院: { decoration: [12, 18], plumbing: [4, 6], electrical: [8, 11], hvac: [10, 14], fire: [4, 6], intelligent: [4, 6], elevator: [2, 4] },
  文体场馆: { decoration: [10, 16], plumbing: [3, 5], electrical: [7, 10], hvac: [8, 12], fire: [3, 5], intelligent: [3, 5], elevator: [0.5, 1.5] },
  厂房: { decoration: [2, 5], plumbing: [2, 4], electrical: [6, 10], hvac: [1, 4], fire: [2, 4], intelligent: [0.5, 1.5], elevator: [0.5, 1.5] },
  仓库: { decoration: [1, 3], plumbing: [2, 3], electrical: [4, 7], hvac: [0.5, 2], fire: [3, 6], intelligent: [0.5, 1.5], elevator: [0.5, 1.5] },
  地下车库: { decoration: [2, 5], plumbing: [2, 4], electrical: [5, 8], hvac: [3, 5], fire: [4, 7], intelligent: [0.5, 1.5], elevator: [0, 0] },
};

/**
 * The share ranges of a single project: by use, with 精装 raising 装饰 (20–30% for dwellings),
 * heating in the north, no lifts in low buildings (住宅 up to 6 storeys, others up to 2).
 */
export function shareRanges(use: BuildingUse, decoration: DecorationStandard, north: boolean, floorsAbove: number): ShareRanges {
  const base = SHARES[use];
  const out: Record<string, Range> = { ...base };
  const residential = use === '住宅' || use === '公寓';
  if (residential) {
    if (decoration === '精装') out.decoration = [20, 30];
    else if (decoration === '简装') out.decoration = [10, 15];
    if (north) out.hvac = [3, 5];
    if (floorsAbove <= 6) out.elevator = [0, 0];
  } else {
    if (decoration === '精装' && use !== '酒店') out.decoration = [base.decoration[0] + 6, base.decoration[1] + 8];
    if (decoration === '毛坯') out.decoration = [Math.max(1, base.decoration[0] / 2), Math.max(2, base.decoration[1] / 2)];
    if (north && use !== '地下车库') out.hvac = [base.hvac[0] + 1, base.hvac[1] + 2];
    if (floorsAbove <= 2 && use !== '商业') out.elevator = [0, 0];
  }
  return out as ShareRanges;
}

// ------------------------------------------------------------------ fees

/** Shares of the total: 税金 is always 9/109 (9% VAT on the pre-tax sum); 分部分项 takes the rest. */
export const VAT_RATE = 0.09;
export const FEE_RANGES = {
  sub_items: [0.7, 0.78] as Range,
  measures: [0.1, 0.145] as Range,
  other: [0.02, 0.05] as Range,
  statutory: [0.02, 0.035] as Range,
};

// ------------------------------------------------------------------ unit costs

/** Building forms: the cost class of a use (storey band or type). */
export type Form =
  | 'villa'
  | 'multi'
  | 'mid'
  | 'high'
  | 'higher'
  | 'low'
  | 'tower'
  | 'super'
  | 'mall'
  | 'street'
  | 'clinic'
  | 'ward'
  | 'hall'
  | 'single'
  | 'standard';

/**
 * Base unit cost ranges (元/m², national 2018-01) by use, form and structure, at the use's usual
 * finish: dwellings 毛坯, offices/shops/schools/factories 简装, hotels/hospitals/venues 精装.
 */
export function baseCostRange(use: BuildingUse, form: Form, structure: Structure, floorsBelow: number): Range {
  switch (use) {
    case '住宅':
      if (form === 'villa') return structure === '砖混' ? [1500, 1800] : [1900, 2500];
      if (form === 'multi') return structure === '砖混' ? [1400, 1700] : [1550, 1900];
      if (form === 'mid') return [1700, 2100];
      if (form === 'high') return [1800, 2250];
      return [1900, 2400];
    case '公寓':
      return structure === '框架-剪力墙' ? [2100, 2600] : [1950, 2450];
    case '办公':
      if (form === 'low') return [2600, 3300];
      if (form === 'high') return [3200, 4200];
      if (form === 'tower') return [4800, 6500];
      return [6500, 9000];
    case '商业':
      return form === 'street' ? [3300, 4000] : [3600, 4800];
    case '酒店':
      if (form === 'low') return [5500, 7000];
      if (form === 'high') return [6500, 8500];
      return [8500, 11000];
    case '学校':
      return structure === '钢结构' ? [2600, 3400] : [2400, 3200];
    case '医院':
      return form === 'ward' ? [4200, 5600] : [4600, 6200];
    case '文体场馆':
      return structure === '钢结构' ? [4200, 6200] : [3600, 5000];
    case '厂房':
      if (form === 'single') return [1500, 2100];
      return structure === '钢结构' ? [1900, 2300] : [1800, 2400];
    case '仓库':
      return structure === '钢结构' ? [1200, 1700] : [1400, 1800];
    case '地下车库':
      if (floorsBelow >= 3) return [3800, 4500];
      if (floorsBelow === 2) return [3500, 4300];
      return [3200, 3900];
  }
}

/** The finish the base cost already includes. */
export const BASE_DECORATION: Readonly<Record<BuildingUse, DecorationStandard>> = {
  住宅: '毛坯',
  公寓: '毛坯',
  办公: '简装',
  商业: '简装',
  酒店: '精装',
  学校: '简装',
  医院: '精装',
  文体场馆: '精装',
  厂房: '简装',
  仓库: '简装',
  地下车库: '简装',
};

/**
 * Additive decoration cost (元/m², national 2018-01) against the base finish: 精装 dwellings
 * 800–2,000 (more in tier 1–2 cities), offices 900–1,800 …; negative when below the base finish.
 */
export function decorationRange(use: BuildingUse, decoration: DecorationStandard, tier: number): Range {
  const base = BASE_DECORATION[use];
  if (decoration === base) return [0, 0];
  switch (use) {
    case '住宅':
    case '公寓':
      if (decoration === '简装') return [300, 600];
      return tier <= 2 ? [1200, 2000] : [800, 1500];
    case '办公':
      return decoration === '精装' ? [900, 1800] : [-450, -300];
    case '商业':
      return decoration === '精装' ? [800, 1500] : [-550, -400];
    case '酒店':
      return decoration === '简装' ? [-1800, -1300] : [-2600, -2000];
    case '学校':
      return decoration === '精装' ? [300, 600] : [-250, -150];
    case '医院':
    case '文体场馆':
      return decoration === '简装' ? [-700, -450] : [-1000, -800];
    case '厂房':
    case '仓库':
    case '地下车库':
      return decoration === '精装' ? [250, 450] : [-120, -60];
  }
}

/** City-tier factor on unit costs. */
export const TIER_FACTOR: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 1.08, 2: 1.03, 3: 0.97, 4: 0.93 };

/** Stage factor ranges against the tender control price (招标控制价). */
export const STAGE_FACTOR: Readonly<Record<string, Range>> = {
  招标控制价: [1, 1],
  中标价: [0.92, 0.97],
  结算价: [1.02, 1.08],
};

/** σ of the lognormal noise on unit costs. */
export const COST_NOISE_SIGMA = 0.08;

// ------------------------------------------------------------------ attributes and scope

export interface AttributeContext {
  use: BuildingUse;
  structure: Structure;
  decoration: DecorationStandard;
  floorsAbove: number;
  floorsBelow: number;
  heightM: number;
  foundation: FoundationType;
  north: boolean;
  month: number;
  pick<T>(items: readonly T[]): T;
}

const INDUSTRIAL = new Set<BuildingUse>(['厂房', '仓库']);

/** The 工程特征 of a single project: `[{ name, value }]`, plausible for its use and finish. */
export function attributesOf(c: AttributeContext): Array<{ name: string; value: string }> {
  const out: Array<{ name: string; value: string }> = [];
  const add = (name: string, value: string) => out.push({ name, value });
  const residential = c.use === '住宅' || c.use === '公寓';
  const garage = c.use === '地下车库';
  const steelShed = c.structure === '钢结构' && (INDUSTRIAL.has(c.use) || c.use === '文体场馆');

  add('基础形式', c.foundation);
  if (!garage) {
    if (steelShed && INDUSTRIAL.has(c.use)) add('外墙', c.pick(['彩钢岩棉夹芯板', '单层压型钢板+保温棉', '下部砌体、上部压型钢板']));
    else if (c.use === '办公' || c.use === '酒店' || (c.use === '商业' && c.decoration !== '毛坯'))
      add('外墙', c.pick(['玻璃幕墙+石材幕墙', '单元式玻璃幕墙', '铝板幕墙+玻璃幕墙', '石材幕墙+真石漆']));
    else if (residential && c.decoration === '精装') add('外墙', c.pick(['石材+真石漆', '铝板+真石漆', '真石漆', '外墙面砖']));
    else add('外墙', c.pick(['外墙涂料', '真石漆', '外墙面砖', '质感涂料']));
    add(
      '保温节能',
      c.north
        ? c.pick(['外墙岩棉板保温100mm', '外墙石墨聚苯板保温90mm', '外墙挤塑聚苯板保温80mm'])
        : c.pick(['外墙无机保温砂浆30mm', '外墙岩棉板保温50mm', '外墙挤塑聚苯板保温40mm']),
    );
    add(
      '屋面防水',
      steelShed
        ? c.pick(['压型钢板复合保温屋面', '直立锁边铝镁锰板屋面', 'TPO防水卷材屋面'])
        : c.pick(['SBS改性沥青防水卷材两道', '高分子防水卷材+防水涂膜', '自粘聚合物改性沥青防水卷材两道']),
    );
    add(
      '门窗',
      c.month < 202001
        ? c.pick(['断桥铝合金中空玻璃窗', '塑钢中空玻璃窗', '铝合金中空玻璃窗'])
        : c.pick(['断桥铝合金Low-E中空玻璃窗', '断桥铝合金中空玻璃窗', '铝包木窗（局部）、断桥铝合金窗']),
    );
  } else {
    add('顶板防水', c.pick(['耐根穿刺防水卷材+SBS防水卷材', '高分子防水卷材两道', '自粘聚合物改性沥青防水卷材两道']));
    add('底板及外墙防水', c.pick(['SBS改性沥青防水卷材两道', '预铺反粘高分子防水卷材', '自粘防水卷材+水泥基渗透结晶']));
  }

  if (garage) {
    add('楼地面', c.pick(['耐磨混凝土地坪', '环氧地坪漆', '金刚砂耐磨地坪']));
    add('内墙', c.pick(['涂料', '腻子+涂料']));
    add('顶棚', c.pick(['涂料', '喷涂白色涂料']));
  } else if (INDUSTRIAL.has(c.use)) {
    add('楼地面', c.pick(['金刚砂耐磨地坪', '环氧自流平地坪', '混凝土原浆收光']));
    add('内墙', c.pick(['涂料', '乳胶漆', '无']));
    add('顶棚', c.pick(['无（压型钢板外露）', '涂料']));
  } else if (c.decoration === '毛坯') {
    add('楼地面', c.pick(['水泥砂浆找平', '细石混凝土找平']));
    add('内墙', c.pick(['混合砂浆抹灰', '水泥砂浆抹灰']));
    add('顶棚', c.pick(['混凝土板底刮腻子', '混合砂浆抹灰']));
  } else if (c.decoration === '简装') {
    add('楼地面', c.pick(['地砖', '地砖、局部PVC卷材', '水泥砂浆面层、公共区地砖']));
    add('内墙', c.pick(['乳胶漆', '乳胶漆、卫生间瓷砖']));
    add('顶棚', c.pick(['乳胶漆', '矿棉板吊顶（局部）', '铝扣板吊顶（局部）']));
  } else if (c.use === '酒店') {
    add('楼地面', c.pick(['石材、地毯', '石材、木地板、地毯']));
    add('内墙', c.pick(['墙纸、木饰面、石材', '硬包、木饰面、墙纸']));
    add('顶棚', c.pick(['石膏板造型吊顶', '石膏板吊顶、局部木饰面']));
  } else if (c.use === '医院') {
    add('楼地面', c.pick(['PVC卷材、地砖', '橡胶地板、地砖', '同质透心PVC卷材']));
    add('内墙', c.pick(['抗菌涂料、无机预涂板', '抗菌板、乳胶漆']));
    add('顶棚', c.pick(['铝扣板吊顶', '硅酸钙板吊顶', '石膏板吊顶']));
  } else if (residential) {
    add('楼地面', c.pick(['木地板、玻化砖', '复合木地板、瓷砖', '实木复合地板、石材']));
    add('内墙', c.pick(['乳胶漆、瓷砖', '乳胶漆、墙纸、瓷砖']));
    add('顶棚', c.pick(['石膏板吊顶', '乳胶漆、局部石膏板吊顶']));
  } else {
    add('楼地面', c.pick(['石材、地毯', '架空地板、地毯', '石材、地砖']));
    add('内墙', c.pick(['乳胶漆、石材', '乳胶漆、木饰面', '乳胶漆、墙纸']));
    add('顶棚', c.pick(['矿棉板吊顶', '铝板吊顶', '石膏板吊顶']));
  }

  if (c.use === '办公' || c.use === '酒店' || c.use === '商业' || c.use === '医院' || c.use === '文体场馆') {
    add('空调形式', c.pick(['集中空调（冷水机组+风机盘管+新风）', '多联机+新风', '风冷热泵机组+风机盘管']));
  } else if (residential && c.north) {
    add('采暖形式', c.pick(['地板辐射采暖', '散热器采暖']));
  }
  if (garage) add('通风排烟', c.pick(['机械送排风兼排烟', '机械排风、自然进风']));

  if (c.floorsAbove > (residential ? 6 : 2) || (c.use === '商业' && c.floorsAbove > 1)) {
    const speed = c.heightM > 100 ? c.pick(['4.0m/s', '5.0m/s', '6.0m/s']) : c.heightM > 50 ? c.pick(['2.0m/s', '2.5m/s']) : c.pick(['1.0m/s', '1.5m/s', '1.75m/s']);
    add('电梯', c.use === '商业' ? `客梯、自动扶梯，客梯速度${speed}` : `客梯${speed}${residential ? '' : '、消防电梯'}`);
  }
  return out;
}

const SPECIALTY_SCOPE: Readonly<Record<SpecialtyCode, string>> = {
  building: '土建工程',
  decoration: '装饰工程',
  plumbing: '给排水',
  electrical: '电气',
  hvac: '暖通',
  fire: '消防',
  intelligent: '智能化',
  elevator: '电梯',
};

/**
 * The 工程范围 text from the specialties the single project has, e.g.
 * 土建工程、装饰工程、给排水、电气、暖通、消防、智能化及电梯安装工程；不含室外总体、桩基检测.
 */
export function scopeText(
  present: readonly SpecialtyCode[],
  decoration: DecorationStandard,
  foundation: FoundationType,
  use: BuildingUse,
  pickExclusions: (candidates: readonly string[]) => string[],
): string {
  const civil = [SPECIALTY_SCOPE.building];
  if (present.includes('decoration')) civil.push(decoration === '精装' ? '精装修工程' : '装饰工程');
  const install = present.filter((c) => c !== 'building' && c !== 'decoration').map((c) => SPECIALTY_SCOPE[c]);
  let text = civil.join('、');
  if (install.length === 1) text += `、${install[0]}安装工程`;
  else if (install.length > 1) text += `、${install.slice(0, -1).join('、')}及${install[install.length - 1]}安装工程`;
  const candidates = ['室外总体', '红线外市政配套', '甲供设备'];
  if (foundation === '桩基础' || foundation === '桩筏基础') candidates.push('桩基检测', '桩基工程');
  if (use !== '地下车库' && use !== '厂房' && use !== '仓库') candidates.push('景观绿化');
  if (use === '地下车库' || foundation === '桩筏基础') candidates.push('基坑支护');
  if (decoration === '毛坯' && (use === '住宅' || use === '公寓')) candidates.push('户内精装修');
  if (use === '医院') candidates.push('医用专项设备', '医用气体');
  if (use === '酒店') candidates.push('厨房设备', '活动家具');
  if (use === '厂房') candidates.push('工艺设备及管道');
  const excluded = pickExclusions(candidates);
  return excluded.length > 0 ? `${text}；不含${excluded.join('、')}` : text;
}
