/**
 * The anchors of the sample statistics (docs/data.md, 行业管理指数): the national totals by year, shaped
 * on the construction-industry figures the statistical bureau publishes each year (建筑业发展统计分析),
 * the year-to-date fractions of the quarters, and the provinces with their shares.
 *
 * Values are in the indicator's unit: 亿元 (output, contracts, profit), 万m² (floor areas), 个, 万人,
 * 元/人. 2026 is not a published year: its row only scales the quarters 2026Q1–Q3.
 */

export interface NationalYear {
  year: number;
  /** 建筑业总产值, 亿元. */
  output: number;
  /** 新签合同额, 亿元. */
  contracts: number;
  /** 房屋施工面积, 万m². */
  floorArea: number;
  /** 房屋竣工面积, 万m². */
  completedArea: number;
  /** 企业个数 (有施工活动的企业), 个. */
  enterprises: number;
  /** 从业人数 (年末), 万人. */
  employees: number;
  /** 劳动生产率 (按总产值计算), 元/人: gives the average employment the bureau divides by. */
  productivity: number;
  /** 利润总额, 亿元. */
  profit: number;
  /** 新开工面积 / 房屋施工面积. */
  newStartRatio: number;
  /** 建筑工程 and 安装工程 shares of the output (the rest: 其他产值). */
  buildingShare: number;
  installShare: number;
}

export const NATIONAL_YEARS: readonly NationalYear[] = [
  { year: 2015, output: 180757.47, contracts: 184401.53, floorArea: 1242560, completedArea: 420800, enterprises: 80911, employees: 5093.67, productivity: 323733, profit: 6451, newStartRatio: 0.33, buildingShare: 0.885, installShare: 0.083 },
  { year: 2016, output: 193566.78, contracts: 212768.27, floorArea: 1264220, completedArea: 422400, enterprises: 83017, employees: 5185.24, productivity: 336929, profit: 6745, newStartRatio: 0.33, buildingShare: 0.886, installShare: 0.082 },
  { year: 2017, output: 213953.96, contracts: 254665.95, floorArea: 1317200, completedArea: 419100, enterprises: 88059, employees: 5536.9, productivity: 347462, profit: 7661, newStartRatio: 0.34, buildingShare: 0.888, installShare: 0.081 },
  { year: 2018, output: 225816.86, contracts: 272854.02, floorArea: 1408900, completedArea: 413500, enterprises: 95400, employees: 5563.3, productivity: 373187, profit: 8104, newStartRatio: 0.35, buildingShare: 0.889, installShare: 0.08 },
  { year: 2019, output: 248445.77, contracts: 289234.99, floorArea: 1441600, completedArea: 402400, enterprises: 103814, employees: 5427.37, productivity: 399656, profit: 8381, newStartRatio: 0.34, buildingShare: 0.891, installShare: 0.079 },
  { year: 2020, output: 263947.04, contracts: 325174.42, floorArea: 1494700, completedArea: 384800, enterprises: 116716, employees: 5366.92, productivity: 422906, profit: 8303, newStartRatio: 0.33, buildingShare: 0.893, installShare: 0.078 },
  { year: 2021, output: 293079.31, contracts: 344558.04, floorArea: 1575500, completedArea: 408300, enterprises: 128746, employees: 5282.94, productivity: 473191, profit: 8554, newStartRatio: 0.32, buildingShare: 0.895, installShare: 0.077 },
  { year: 2022, output: 311979.84, contracts: 366481.35, floorArea: 1564500, completedArea: 405500, enterprises: 143621, employees: 5184.02, productivity: 493526, profit: 8369, newStartRatio: 0.28, buildingShare: 0.897, installShare: 0.076 },
  { year: 2023, output: 315911.85, contracts: 356040.56, floorArea: 1513400, completedArea: 385600, enterprises: 157929, employees: 5253.75, productivity: 464611, profit: 8326, newStartRatio: 0.26, buildingShare: 0.898, installShare: 0.075 },
  { year: 2024, output: 326501.21, contracts: 331948.71, floorArea: 1368200, completedArea: 349300, enterprises: 158452, employees: 4990.3, productivity: 485287, profit: 7513, newStartRatio: 0.24, buildingShare: 0.899, installShare: 0.074 },
  { year: 2025, output: 320620.0, contracts: 317600.0, floorArea: 1265400, completedArea: 306200, enterprises: 160810, employees: 4815.6, productivity: 488900, profit: 7046, newStartRatio: 0.23, buildingShare: 0.9, installShare: 0.073 },
  { year: 2026, output: 315800.0, contracts: 305200.0, floorArea: 1180500, completedArea: 278400, enterprises: 161500, employees: 4650.0, productivity: 491200, profit: 6810, newStartRatio: 0.22, buildingShare: 0.9, installShare: 0.073 },
];

/** The years the site lists (2026 only has quarters). */
export const FIRST_YEAR = 2015;
export const LAST_YEAR = 2025;
/** The quarters the site lists: 2024Q1 … 2026Q3 (2023's quarters are stored as the base of 2024's 同比). */
export const FIRST_QUARTER = '2024Q1';
export const LAST_QUARTER = '2026Q3';
export const FIRST_STORED_QUARTER_YEAR = 2023;

/**
 * Year-to-date fraction of the year's figure at the end of Q1, Q2, Q3 (Q4 is the year). Flows
 * accumulate (output about a fifth by March, two thirds by September; profit is booked late in the
 * year); 施工面积 counts every building under way, so it starts high; counts (企业, 从业人数) are taken
 * at the quarter's end.
 */
export const YTD_FRACTIONS: Readonly<Record<'output' | 'contracts' | 'floorArea' | 'newStart' | 'completedArea' | 'enterprises' | 'employees' | 'avgEmployees' | 'profit', readonly [number, number, number]>> = {
  output: [0.198, 0.418, 0.655],
  contracts: [0.215, 0.465, 0.69],
  floorArea: [0.735, 0.845, 0.915],
  newStart: [0.14, 0.36, 0.6],
  completedArea: [0.155, 0.305, 0.475],
  enterprises: [0.925, 0.955, 0.975],
  employees: [0.8, 0.91, 0.94],
  avgEmployees: [0.78, 0.88, 0.93],
  profit: [0.105, 0.275, 0.435],
};

/**
 * A province: GB/T 2260 code, short name, its share of the national output around 2022 (percent),
 * the yearly drift of that share (2022 → 江苏 about 4.05 万亿, 浙江/广东/湖北 above 2 万亿), and how each
 * other figure stands against its output share (1 = the same share): floor area per output (浙江 builds
 * the most floor area), workers per output (北京 and 上海: head offices, few workers per yuan), firms,
 * contracts and profit (head offices of the central enterprises sign and book in 北京).
 */
export interface ProvinceAnchor {
  code: string;
  name: string;
  outputShare: number;
  drift: number;
  area: number;
  workers: number;
  firms: number;
  contracts: number;
  profit: number;
}

/** The provinces in the order of the statistical bulletins (GB/T 2260). */
export const PROVINCE_ANCHORS: readonly ProvinceAnchor[] = [
  { code: '11', name: '北京', outputShare: 4.5, drift: -0.006, area: 0.42, workers: 0.62, firms: 0.75, contracts: 1.65, profit: 2.1 },
  { code: '12', name: '天津', outputShare: 1.3, drift: -0.02, area: 0.7, workers: 0.8, firms: 0.9, contracts: 1.1, profit: 0.9 },
  { code: '13', name: '河北', outputShare: 2.1, drift: 0.004, area: 1.1, workers: 1.15, firms: 1.3, contracts: 0.9, profit: 0.8 },
  { code: '14', name: '山西', outputShare: 1.75, drift: 0.008, area: 0.8, workers: 0.9, firms: 1.1, contracts: 1.0, profit: 0.85 },
  { code: '15', name: '内蒙古', outputShare: 0.48, drift: -0.012, area: 0.9, workers: 1.1, firms: 1.6, contracts: 1.0, profit: 0.7 },
  { code: '21', name: '辽宁', outputShare: 1.1, drift: -0.03, area: 1.0, workers: 1.1, firms: 1.5, contracts: 1.05, profit: 0.6 },
  { code: '22', name: '吉林', outputShare: 0.55, drift: -0.03, area: 1.0, workers: 1.1, firms: 1.7, contracts: 1.0, profit: 0.6 },
  { code: '23', name: '黑龙江', outputShare: 0.4, drift: -0.035, area: 1.1, workers: 1.15, firms: 1.9, contracts: 1.0, profit: 0.55 },
  { code: '31', name: '上海', outputShare: 2.8, drift: 0.0, area: 0.6, workers: 0.72, firms: 0.8, contracts: 1.25, profit: 1.45 },
  { code: '32', name: '江苏', outputShare: 13.0, drift: -0.01, area: 1.2, workers: 1.0, firms: 0.95, contracts: 0.8, profit: 0.9 },
  { code: '33', name: '浙江', outputShare: 7.6, drift: -0.004, area: 1.65, workers: 1.35, firms: 0.9, contracts: 0.85, profit: 0.8 },
  { code: '34', name: '安徽', outputShare: 3.6, drift: 0.015, area: 1.05, workers: 1.05, firms: 1.1, contracts: 0.95, profit: 0.85 },
  { code: '35', name: '福建', outputShare: 5.2, drift: 0.01, area: 1.0, workers: 1.2, firms: 0.75, contracts: 0.8, profit: 0.9 },
  { code: '36', name: '江西', outputShare: 3.3, drift: 0.01, area: 1.0, workers: 1.05, firms: 0.85, contracts: 0.85, profit: 0.8 },
  { code: '37', name: '山东', outputShare: 5.3, drift: 0.006, area: 1.05, workers: 1.0, firms: 1.2, contracts: 0.95, profit: 0.9 },
  { code: '41', name: '河南', outputShare: 4.6, drift: 0.005, area: 1.1, workers: 1.3, firms: 1.15, contracts: 0.9, profit: 0.75 },
  { code: '42', name: '湖北', outputShare: 6.7, drift: 0.012, area: 0.8, workers: 0.85, firms: 0.85, contracts: 1.1, profit: 1.0 },
  { code: '43', name: '湖南', outputShare: 4.2, drift: 0.006, area: 0.9, workers: 1.1, firms: 0.9, contracts: 1.0, profit: 0.85 },
  { code: '44', name: '广东', outputShare: 7.6, drift: 0.006, area: 0.75, workers: 0.9, firms: 1.25, contracts: 1.3, profit: 1.2 },
  { code: '45', name: '广西', outputShare: 2.0, drift: 0.004, area: 0.95, workers: 1.0, firms: 1.0, contracts: 1.0, profit: 0.8 },
  { code: '46', name: '海南', outputShare: 0.22, drift: 0.01, area: 0.9, workers: 1.0, firms: 1.4, contracts: 1.1, profit: 0.8 },
  { code: '50', name: '重庆', outputShare: 3.1, drift: 0.004, area: 1.0, workers: 1.1, firms: 0.8, contracts: 0.9, profit: 0.85 },
  { code: '51', name: '四川', outputShare: 5.7, drift: 0.012, area: 0.9, workers: 1.1, firms: 1.0, contracts: 1.05, profit: 0.95 },
  { code: '52', name: '贵州', outputShare: 1.15, drift: -0.01, area: 0.85, workers: 1.1, firms: 1.3, contracts: 1.0, profit: 0.7 },
  { code: '53', name: '云南', outputShare: 2.1, drift: -0.004, area: 0.8, workers: 1.0, firms: 1.2, contracts: 1.0, profit: 0.75 },
  { code: '54', name: '西藏', outputShare: 0.2, drift: 0.01, area: 0.5, workers: 0.9, firms: 1.8, contracts: 1.0, profit: 0.9 },
  { code: '61', name: '陕西', outputShare: 3.0, drift: 0.008, area: 0.85, workers: 0.95, firms: 0.95, contracts: 1.15, profit: 1.0 },
  { code: '62', name: '甘肃', outputShare: 0.9, drift: 0.0, area: 0.75, workers: 1.05, firms: 1.5, contracts: 1.0, profit: 0.7 },
  { code: '63', name: '青海', outputShare: 0.13, drift: -0.01, area: 0.8, workers: 1.0, firms: 2.0, contracts: 1.0, profit: 0.6 },
  { code: '64', name: '宁夏', outputShare: 0.15, drift: -0.005, area: 1.0, workers: 1.0, firms: 2.0, contracts: 1.0, profit: 0.65 },
  { code: '65', name: '新疆', outputShare: 0.85, drift: 0.004, area: 0.8, workers: 0.95, firms: 1.4, contracts: 1.05, profit: 0.75 },
];

/** Years whose provincial output departs from the trend: 湖北 in 2020 (the epidemic stopped its sites in the first quarter). */
export const PROVINCE_YEAR_SHOCKS: Readonly<Record<string, number>> = { '42:2020': 0.9 };
