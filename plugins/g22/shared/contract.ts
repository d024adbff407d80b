/**
 * The contract of 22G造价优化: its endpoints, what they take and answer, the limits and the Chinese
 * messages. Both halves import it; it imports nothing at run time.
 *
 * Money in 元 (2 decimals), rebar contents in kg/m², concrete in m³/m², formwork in m²/m² of building
 * area; months are YYYYMM numbers. Every figure is derived once from stored values (see
 * shared/savings.ts for the arithmetic of a case).
 */

/** The endpoints (answering the site's envelope `{ statusCode, data, businessMsg }`). */
export const G22Paths = {
  /** GET → G22ColumnList (public): the column's sections and the calculator's options. */
  list: '/pb/column/queryColumnList',
  /** GET ?id= → G22ColumnDetail: a case or an article needs the VIP right (820), a cost-management entry a login. */
  byId: '/pb/column/queryColumnById',
  /** POST JSON G22EstimateQuery → G22Estimate (login): 优化测算. */
  estimate: '/core/column/estimate',
} as const;

/** The three sections of the column, in the page's order (the glossary's words). */
export const G22_SECTIONS = [
  { code: 'case', name: '优化案例' },
  { code: 'cost', name: '成本管理' },
  { code: 'calc', name: '优化测算' },
] as const;
export type G22SectionCode = (typeof G22_SECTIONS)[number]['code'];

/** What an entry of the column is: an optimisation case, a cost-management record of a case, a technical article. */
export type G22Kind = 'case' | 'cost' | 'article';

export const G22Codes = {
  /** A parameter is missing or invalid (the message says which). */
  invalid: 400,
  /** No such entry. */
  notFound: 440,
  /** Too few comparable single projects for a benchmark. */
  noSample: 441,
} as const;

export const G22Messages = {
  idInvalid: '请提供有效的栏目内容编号',
  notFound: '该内容不存在或已下架',
  notReady: '栏目内容正在生成，请稍后刷新',
  structureInvalid: '请选择结构形式',
  useInvalid: '请选择建筑用途',
  floorsInvalid: '地上层数应为 1～120 之间的整数',
  areaInvalid: '建筑面积应在 100～2,000,000 m² 之间',
  seismicInvalid: '请选择抗震设防烈度',
  rebarInvalid: '当前钢筋含量应在 5～300 kg/m² 之间',
  regionInvalid: '请选择工程所在省份',
  regionUnpriced: '该地区暂无钢筋价格数据，请选择其他省份',
  noSample: '同类工程样本不足，暂无法给出对标区间',
} as const;

/** The column's sample-data sentence (after 示例数据：). */
export const G22_SAMPLE_NOTE =
  '本栏目的优化案例与成本管理记录依据本站单项工程示例数据生成，钢筋与混凝土价格取本站材料价格（信息价），仅用于演示测算方法，不作为计价或结算依据。';

/** The rebar price every saving uses: HRB400E Φ20~25 (the representative size of 材料价格), 信息价. */
export const G22_REBAR_RESOURCE = { code: 'R1004', name: '热轧带肋钢筋', spec: 'HRB400E Φ20~25', unit: '元/t' } as const;
/** The concrete price of concrete measures: 预拌混凝土 C30, 信息价. */
export const G22_CONCRETE_RESOURCE = { code: 'R0304', name: '预拌混凝土', spec: 'C30', unit: '元/m³' } as const;

/** Structures the calculator offers (the ones with a rebar benchmark worth the name). */
export const G22_STRUCTURES = ['剪力墙', '框架', '框架-剪力墙', '框架-核心筒'] as const;
export const G22_USES = ['住宅', '公寓', '办公', '商业', '酒店', '学校', '医院'] as const;
export const G22_SEISMIC = ['6度', '7度', '8度', '9度'] as const;

export const G22_LIMITS = {
  floorsMin: 1,
  floorsMax: 120,
  areaMin: 100,
  areaMax: 2_000_000,
  rebarMin: 5,
  rebarMax: 300,
  /** The smallest benchmark sample answered. */
  sampleMin: 5,
  /** A group smaller than this is widened (seismic intensity dropped, then the building use). */
  sampleWanted: 12,
} as const;

// ---------------------------------------------------------------- list

export interface G22ItemBrief {
  id: number;
  kind: G22Kind;
  section: G22SectionCode;
  title: string;
  summary: string;
  /** YYYY-MM-DD. */
  publishDate: string;
  tags: string[];
  /** Key figures of a case (empty for an article). */
  figures: { label: string; value: string }[];
  /** A case's (or its cost record's case's) 节约造价, 元/m²; null for an article. */
  savingPerM2: number | null;
}

export interface G22Section {
  code: G22SectionCode;
  name: string;
  description: string;
  items: G22ItemBrief[];
}

export interface G22Province {
  areaid: number;
  name: string;
}

export interface G22CalculatorParams {
  structures: string[];
  uses: string[];
  seismic: string[];
  provinces: G22Province[];
  /** YYYYMM of the prices the calculator uses (the latest month of the sample data). */
  priceMonth: number;
  rebarResource: string;
  limits: typeof G22_LIMITS;
}

export interface G22ColumnList {
  sections: G22Section[];
  calculator: G22CalculatorParams;
  /** How many single projects the calculator can compare against. */
  benchmarkProjects: number;
  sampleNote: string;
}

// ---------------------------------------------------------------- detail

export interface G22ProjectRef {
  bidNodeId: number;
  code: string;
  name: string;
  buildingUse: string;
  structure: string;
  floorsAbove: number;
  floorsBelow: number;
  heightM: number;
  /** m². */
  buildingArea: number;
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
  seismicIntensity: string;
  pricingStage: string;
  /** YYYYMM. */
  priceMonth: number;
  /** 元 and 元/m². */
  totalCost: number;
  unitCost: number;
  /** The single project's specialty amounts (元), from its stored composition. */
  specialties: { code: string; name: string; amount: number }[];
}

export interface G22Price {
  resource: string;
  unit: string;
  /** 信息价, 元. */
  value: number;
  regionId: number;
  regionName: string;
  /** YYYYMM. */
  month: number;
}

export interface G22Figure {
  code: 'rebar' | 'concrete' | 'formwork';
  name: string;
  unit: string;
  before: number;
  after: number;
  /** after − before. */
  change: number;
  /** change ÷ before (a ratio, 4 decimals). */
  ratio: number;
}

export interface G22Measure {
  seq: number;
  kind: 'rebar' | 'concrete';
  title: string;
  /** The 22G101 clause or rule it rests on. */
  basis: string;
  description: string;
  /** Reduction per m² of building area, in `unit` (kg/m² or m³/m²). */
  delta: number;
  unit: string;
  /** Total reduction (t of rebar or m³ of concrete). */
  quantity: number;
  quantityUnit: string;
  /** 元: delta × area × price (rebar: ÷ 1000), rounded once. */
  saving: number;
  /** 元/m²: the case's 元/m² apportioned by the savings (they add up to it). */
  savingPerM2: number;
}

export interface G22CaseDetail {
  id: number;
  kind: 'case';
  title: string;
  summary: string;
  publishDate: string;
  tags: string[];
  project: G22ProjectRef;
  rebarPrice: G22Price;
  concretePrice: G22Price;
  figures: G22Figure[];
  measures: G22Measure[];
  /** Σ measures (元), its 元/m² and its share of the single project's total cost (ratio, 4 decimals). */
  saving: number;
  savingPerM2: number;
  savingShare: number;
  rebarTons: number;
  /** The cost-management record of this case, if any. */
  costId: number | null;
  /** The single projects like it (as 优化测算 groups them), `rank` of the content before; null when too few. */
  benchmark: G22Benchmark | null;
  /** Share of that group below the content after (0..1, 3 decimals). */
  rankAfter: number | null;
  notes: string[];
}

export interface G22Block {
  kind: 'heading' | 'paragraph' | 'list' | 'table' | 'formula' | 'tip';
  text?: string;
  items?: string[];
  header?: string[];
  rows?: string[][];
  caption?: string;
}

export interface G22ArticleDetail {
  id: number;
  kind: 'article';
  title: string;
  summary: string;
  publishDate: string;
  tags: string[];
  blocks: G22Block[];
  references: string[];
}

export interface G22CostSpecialty {
  code: string;
  name: string;
  /** 合同价 (the single project's amount), 目标成本, 动态成本 at the last month, 元. */
  contract: number;
  target: number;
  dynamic: number;
  /** dynamic − target. */
  variance: number;
}

export interface G22CostMonth {
  /** YYYYMM. */
  month: number;
  /** The whole dynamic cost at the month's end, and Σ events of the month, 元. */
  dynamic: number;
  change: number;
}

export interface G22CostEvent {
  month: number;
  specialty: string;
  specialtyName: string;
  type: 'change' | 'visa' | 'price' | 'optimise' | 'provisional';
  typeName: string;
  title: string;
  /** 元, signed (negative: lower cost). */
  amount: number;
  explanation: string;
}

export interface G22CostDetail {
  id: number;
  kind: 'cost';
  title: string;
  summary: string;
  publishDate: string;
  tags: string[];
  caseId: number | null;
  project: G22ProjectRef;
  /** 元 totals. */
  contract: number;
  target: number;
  dynamic: number;
  variance: number;
  /** 不可预见费 set aside in the target, ratio. */
  reserveRate: number;
  specialties: G22CostSpecialty[];
  months: G22CostMonth[];
  events: G22CostEvent[];
  /** Σ events by type. */
  byType: { type: G22CostEvent['type']; typeName: string; amount: number; count: number }[];
  rebarPrice: G22Price;
  notes: string[];
}

export type G22ColumnDetail = G22CaseDetail | G22ArticleDetail | G22CostDetail;

// ---------------------------------------------------------------- calculator

export interface G22EstimateQuery {
  areaId: number;
  structure: string;
  buildingUse: string;
  floors: number;
  /** m². */
  area: number;
  seismic: string;
  /** Current 钢筋含量, kg/m². */
  rebar: number;
}

export type G22Benchmark = G22Estimate['benchmark'];

export interface G22Estimate {
  query: G22EstimateQuery;
  provinceName: string;
  /** 抗震等级 as GB 50011 table 6.1.2 gives it for the structure, estimated height and intensity. */
  seismicGrade: string;
  heightM: number;
  benchmark: {
    /** Who is compared: the group's words (剪力墙 · 住宅 · 12-18层 · 7度). */
    group: string;
    /** What was widened to reach a usable sample, in words (empty when nothing). */
    widened: string[];
    sample: number;
    /** YYYYMM range of the sample's price months. */
    fromMonth: number;
    toMonth: number;
    provinces: number;
    p10: number;
    p25: number;
    p50: number;
    p75: number;
    p90: number;
    /** Share of the sample below the given content (0..1, 3 decimals). */
    rank: number;
    /** Histogram of the sample, 2 kg/m² bins. */
    bins: { from: number; to: number; count: number }[];
  };
  price: G22Price;
  /** Savings if the content came down to P50 (likely), to P75 (conservative), to P25 (ambitious); 0 when already below. */
  scenarios: { code: 'p75' | 'p50' | 'p25'; name: string; target: number; delta: number; tons: number; saving: number; savingPerM2: number }[];
  assessment: string;
  assumptions: string[];
}
