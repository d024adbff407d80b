/**
 * The optimisation cases: which single project each one rests on (a template's use, structure,
 * storeys and preferred provinces, the newest fitting project old enough for a cost record of
 * COST_MONTHS months inside the sample data, one whose rebar content is high among its peers when
 * there is one) and its measures. A measure's reduction is a share of the
 * project's stored 原设计 content (kg/m² to 2 decimals, m³/m² to 3), so every case is a function of
 * the stored single project: deterministic, the same on SQLite and PostgreSQL.
 */

export interface MeasureTemplate {
  kind: 'rebar' | 'concrete';
  /** Share of the stored content removed by the measure. */
  share: number;
  title: string;
  basis: string;
  description: string;
}

export interface CaseTemplate {
  key: string;
  uses: readonly string[];
  structures: readonly string[] | null;
  floorsMin: number;
  floorsMax: number;
  /** Province areaids tried first, in order. */
  provinces: readonly number[];
  /** Formwork reduction (share of the stored content), shown but not priced. */
  formworkShare: number;
  tags: string[];
  measures: MeasureTemplate[];
}

/** The months a cost record follows (contract month + 1 …). */
export const COST_MONTHS = 18;

const SUPPORT_BARS: MeasureTemplate = {
  kind: 'rebar',
  share: 0.022,
  title: '梁支座上部非通长筋按 ln/3、ln/4 截断',
  basis: '22G101-1 框架梁纵向钢筋构造：第一排伸出 ln/3，第二排伸出 ln/4；通长筋与非通长筋搭接 150mm',
  description: '原设计说明要求支座第二排负筋与第一排同长伸出，部分跨上部钢筋全跨拉通。按图集恢复第二排 ln/4 截断，拉通筋改为通长筋＋支座非通长筋搭接 150mm。',
};
const STIRRUP_ZONES: MeasureTemplate = {
  kind: 'rebar',
  share: 0.012,
  title: '梁箍筋加密区按实际抗震等级取值',
  basis: '22G101-1：一级 ≥2.0hb 且 ≥500mm，二～四级 ≥1.5hb 且 ≥500mm；GB 50011 表6.1.2',
  description: '原设计全楼框架梁、连梁以外的梁统一按 2.0hb 设置加密区。按 GB 50011 表6.1.2 复核抗震等级后，二～四级构件加密区改为 1.5hb 且不小于 500mm。',
};
const COUPLERS_AND_CUTTING: MeasureTemplate = {
  kind: 'rebar',
  share: 0.009,
  title: 'd≥16 纵筋直螺纹连接与定尺下料',
  basis: 'GB 50010 第8.4.2条；22G101-1 搭接长度 llE = ζl·laE；9m/12m 定尺',
  description: '暗柱、框架柱纵筋 d≥16 由绑扎搭接改为直螺纹机械连接（接头按个另计），并按 9m 定尺三层一接编排下料，减少搭接钢筋和短料。',
};

export const CASE_TEMPLATES: readonly CaseTemplate[] = [
  {
    key: 'residence-jiangsu',
    uses: ['住宅'],
    structures: ['剪力墙'],
    floorsMin: 15,
    floorsMax: 33,
    provinces: [12, 13, 11],
    formworkShare: 0,
    tags: ['边缘构件', '支座负筋'],
    measures: [
      {
        kind: 'rebar',
        share: 0.03,
        title: '剪力墙边缘构件配筋按计算与构造分别取值',
        basis: '22G101-1 约束边缘构件、构造边缘构件构造；GB 50011 第6.4.5条',
        description: '原设计构造边缘构件纵筋按底部加强部位的最大配筋全楼统一配置。复核后非底部加强部位按其抗震等级的构造最小配筋（GB 50011 表6.4.5-2，如三级为 0.005Ac 且不少于 4Φ12）配置，构造边缘构件非阴影区箍筋以拉筋代替。',
      },
      SUPPORT_BARS,
      {
        kind: 'rebar',
        share: 0.012,
        title: '楼板改为分离式配筋，支座负筋按标注伸出',
        basis: 'GB 50010 第9.1.6条（伸入板内不宜小于 l0/4）；22G101-1 板支座上部非贯通筋',
        description: '原设计 120mm 楼板板面双层双向 Φ8@200 拉通。按计算改为支座负筋＋板面温度筋（Φ6@200），负筋自梁边伸出 l0/4。',
      },
      STIRRUP_ZONES,
      COUPLERS_AND_CUTTING,
    ],
  },
  {
    key: 'residence-high',
    uses: ['住宅', '公寓'],
    structures: ['剪力墙', '框架-剪力墙'],
    floorsMin: 19,
    floorsMax: 45,
    provinces: [6, 17, 13, 23],
    formworkShare: 0,
    tags: ['锚固长度', '墙厚优化'],
    measures: [
      {
        kind: 'rebar',
        share: 0.024,
        title: '锚固、搭接长度按各部位混凝土强度等级取值',
        basis: '22G101-1 受拉钢筋锚固长度 la = ζa·lab、laE = ζaE·la；C40 的 HRB400 la 为 29d',
        description: '算量与下料均按 C30 统一取 laE。按楼层实际混凝土强度等级（底部 C45～C40、上部 C30）分段取锚固、搭接长度，底部楼层锚固长度缩短约 15%。',
      },
      {
        kind: 'rebar',
        share: 0.025,
        title: '剪力墙分布筋按最小配筋率优化，底部加强部位以上错开搭接取消',
        basis: 'GB 50011 第6.4.3条；22G101-1 剪力墙竖向分布钢筋连接构造',
        description: '非底部加强部位 200mm 厚墙体竖向、水平分布筋由 Φ10@200 调整为 Φ8@200（配筋率 0.25%，满足最小配筋率）；底部加强部位以上竖向分布筋改为同一部位搭接（1.2laE），减少错开搭接的短料。',
      },
      SUPPORT_BARS,
      {
        kind: 'concrete',
        share: 0.025,
        title: '剪力墙墙厚沿高度分段减薄',
        basis: 'GB 50011 第6.4.1条；JGJ 3 第7.2.1条',
        description: '墙厚 250mm 原设计通高不变。经整体计算复核，20 层以上墙厚减为 200mm（满足稳定和轴压比要求），混凝土和墙身钢筋同步减少。',
      },
      COUPLERS_AND_CUTTING,
    ],
  },
  {
    key: 'office',
    uses: ['办公'],
    structures: ['框架-剪力墙', '框架-核心筒', '框架'],
    floorsMin: 6,
    floorsMax: 120,
    provinces: [2, 11, 12, 19],
    formworkShare: 0.03,
    tags: ['箍筋加密区', '大板楼盖'],
    measures: [
      SUPPORT_BARS,
      {
        kind: 'rebar',
        share: 0.018,
        title: '框架柱箍筋加密区按 Hn/6、hc、500mm 取大值',
        basis: '22G101-1 框架柱箍筋加密区范围；底层柱根 Hn/3',
        description: '原设计框架柱全高加密。复核剪跨比后仅剪跨比不大于 2 的柱全高加密，其余柱端按 Hn/6、柱长边尺寸和 500mm 的最大值加密。',
      },
      {
        kind: 'rebar',
        share: 0.015,
        title: '取消部分次梁，楼板大板化',
        basis: 'GB 50010 第9.1节 板的构造；结构整体计算复核',
        description: '8.4m 柱网内原设计“井”字次梁改为单向次梁＋140mm 大板，减少次梁钢筋与模板，楼板配筋相应增加后净减。',
      },
      {
        kind: 'concrete',
        share: 0.018,
        title: '核心筒墙厚沿高度分段减薄',
        basis: 'JGJ 3 第9.2节 框架-核心筒结构',
        description: '核心筒外墙 400mm 通高，经计算中上部楼层减为 350mm 和 300mm 两段。',
      },
      STIRRUP_ZONES,
    ],
  },
  {
    key: 'school',
    uses: ['学校', '医院', '文体场馆'],
    structures: ['框架', '框架-剪力墙'],
    floorsMin: 2,
    floorsMax: 24,
    provinces: [12, 14, 18, 20],
    formworkShare: 0,
    tags: ['钢筋代换', '定尺下料'],
    measures: [
      SUPPORT_BARS,
      {
        kind: 'rebar',
        share: 0.02,
        title: '沿用旧版图纸的 HRB335 钢筋按等强代换为 HRB400',
        basis: 'GB/T 1499.2-2018 删除 335MPa 级钢筋；As2 ≥ As1·300/360',
        description: '标准层图纸沿用早期方案，部分次梁、板钢筋为 HRB335。原做法按等面积直接换为 HRB400，改为经设计确认的等强代换，并满足最小配筋率和裂缝宽度要求。',
      },
      STIRRUP_ZONES,
      {
        kind: 'rebar',
        share: 0.01,
        title: '钢筋下料按 9m/12m 定尺编排',
        basis: 'GB/T 1499.2-2018 定尺交货；GB 50854 钢筋计量规则',
        description: '框架柱纵筋按定尺长度三层一接编排，梁通长筋按跨组合下料，施工损耗由约 3.5% 降至约 1.5%（损耗在综合单价中体现，不计入含量）。',
      },
    ],
  },
  {
    key: 'garage',
    uses: ['地下车库'],
    structures: null,
    floorsMin: 0,
    floorsMax: 0,
    provinces: [12, 13, 6, 17],
    formworkShare: 0,
    tags: ['筏板', '抗浮'],
    measures: [
      {
        kind: 'rebar',
        share: 0.026,
        title: '筏板底部非贯通筋按 22G101-3 截断',
        basis: '22G101-3 梁板式筏形基础平板 LPB、平板式筏基 BPB 非贯通纵筋构造',
        description: '原设计筏板底部附加钢筋全板拉通。按 22G101-3 改为柱下板带、跨中板带的非贯通纵筋，自支座中线伸出长度按设计标注。',
      },
      {
        kind: 'rebar',
        share: 0.02,
        title: '顶板按实际覆土厚度复核配筋',
        basis: 'GB 50009 荷载取值；22G101-1 板支座上部非贯通筋',
        description: '顶板覆土由设计取值 1.5m 按景观实际做法核定为 1.2m，顶板及框架梁配筋按计算调整。',
      },
      {
        kind: 'concrete',
        share: 0.03,
        title: '底板厚度按抗浮与冲切复核',
        basis: 'GB 50007 第8.4节；抗浮设计水位复核',
        description: '底板厚 500mm 按抗浮设计水位复核后减为 450mm，冲切不足处局部加设柱墩。',
      },
      STIRRUP_ZONES,
    ],
  },
];

/** A candidate single project (the columns the choice and the case need). */
export interface CandidateNode {
  id: number;
  building_use: string;
  structure: string;
  floors_above: number;
  province_id: number;
  price_month: number;
  /** Its 钢筋含量 is at or above the 60th percentile of its peers (same structure, use and storey band): room to optimise. */
  high?: boolean;
}

/**
 * The project a template rests on: among the candidates fitting its use, structure and storeys and
 * priced no later than `lastStartMonth`, the first preferred province that has one, else any
 * province; the newest (price month, then the smallest id); never one already taken.
 */
export function chooseNode(template: CaseTemplate, candidates: readonly CandidateNode[], lastStartMonth: number, taken: ReadonlySet<number>): CandidateNode | null {
  const fits = candidates.filter(
    (c) =>
      !taken.has(c.id) &&
      c.price_month <= lastStartMonth &&
      template.uses.includes(c.building_use) &&
      (!template.structures || template.structures.includes(c.structure)) &&
      c.floors_above >= template.floorsMin &&
      c.floors_above <= template.floorsMax,
  );
  const newest = (list: CandidateNode[]) => [...list].sort((a, b) => b.price_month - a.price_month || a.id - b.id)[0] ?? null;
  // A design with room to optimise first (its content high among its peers), then any.
  for (const pool of [fits.filter((c) => c.high), fits]) {
    for (const province of template.provinces) {
      const found = newest(pool.filter((c) => c.province_id === province));
      if (found) return found;
    }
    const any = newest(pool);
    if (any) return any;
  }
  return null;
}

/** YYYYMM plus n months. */
export function addMonths(month: number, n: number): number {
  const index = Math.floor(month / 100) * 12 + (month % 100) - 1 + n;
  return Math.floor(index / 12) * 100 + (index % 12) + 1;
}

/** A stable pseudo-random number in [0, 1) from text (FNV-1a). */
export function hash01(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 0x1_0000_0000;
}
