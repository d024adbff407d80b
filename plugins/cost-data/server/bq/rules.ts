/**
 * Provincial fee rules of the sample data (费用定额 / 计价规则): how a bill item's 管理费, 利润 and,
 * where a province includes it in the 综合单价, 风险费用 are charged, and the rates of the 总价措施
 * (安全文明施工 and the other 总价措施) and of 规费.
 *
 * THESE ARE SAMPLE RULES for generated data. They follow the structure of the provincial rules
 * (管理费 and 利润 as a percentage of 人工费 + 机械费, or of 人工费 alone in the provinces that price
 * on labour; separate rates for 建筑, 装饰 and 安装 work; 重庆's 一般风险费 inside the 综合单价 …)
 * and land in their usual ranges (管理费 roughly 15–35 % of 人工 + 机械 for building work, 利润
 * 8–20 %; labour-based rates higher), but the numbers are illustrative, not quoted from any
 * province's current document.
 *
 * Rule groups: `building` (建筑工程), `decoration` (装饰工程), `installation` (安装工程: 给排水, 电气,
 * 暖通, 消防, 智能化, 电梯).
 */
import type { SpecialtyCode } from '../../shared/vocabulary';

export type RuleGroup = 'building' | 'decoration' | 'installation';
export const RULE_GROUPS: readonly RuleGroup[] = ['building', 'decoration', 'installation'];

/** The group whose rates price an item of this specialty. */
export function ruleGroupOf(specialty: SpecialtyCode | string): RuleGroup {
  if (specialty === 'building') return 'building';
  if (specialty === 'decoration') return 'decoration';
  return 'installation';
}

/** 人工费 + 机械费, or 人工费 alone. */
export type FeeBase = 'labour_machine' | 'labour';
/** The base of a 风险费用 charge: 材料费, or 人工费 + 机械费. */
export type RiskBase = 'material' | 'labour_machine';

/** How 管理费, 利润 (and 风险费用) are added to an item's 人工费 + 材料费 + 机械费. */
export interface ItemFeeRule {
  /** 管理费 = base × management. */
  readonly management: number;
  readonly managementBase: FeeBase;
  /** 利润 = base × profit. */
  readonly profit: number;
  readonly profitBase: FeeBase;
  /** 风险费用 inside the 综合单价 (absent: the province leaves risk out of the unit price). */
  readonly risk?: { readonly rate: number; readonly base: RiskBase };
}

/** A province's rules. */
export interface ProvinceFeeRules {
  /** What the rules are modelled on, as an estimator names them (sample). */
  readonly basis: string;
  readonly items: Readonly<Record<RuleGroup, ItemFeeRule>>;
  /** 安全文明施工费 = (分部分项工程费 + 单价措施项目费) × rate, per group. */
  readonly safety: Readonly<Record<RuleGroup, number>>;
  /** The other 总价措施 (夜间施工, 二次搬运, 冬雨季施工, 已完工程及设备保护) together, same base. */
  readonly otherLump: Readonly<Record<RuleGroup, number>>;
}

const rule = (
  management: number,
  profit: number,
  base: FeeBase,
  risk?: ItemFeeRule['risk'],
  profitBase: FeeBase = base,
): ItemFeeRule => ({ management, managementBase: base, profit, profitBase, ...(risk ? { risk } : {}) });

/** The rules of the regions that price on 人工 + 机械 (the common case): east, centre, north. */
const EAST: ProvinceFeeRules = {
  basis: '建设工程费用定额（华东地区样例）',
  items: {
    building: rule(0.25, 0.12, 'labour_machine'),
    decoration: rule(0.3, 0.14, 'labour_machine'),
    installation: rule(0.3, 0.14, 'labour'),
  },
  safety: { building: 0.031, decoration: 0.016, installation: 0.015 },
  otherLump: { building: 0.006, decoration: 0.005, installation: 0.004 },
};
const CENTRE: ProvinceFeeRules = {
  basis: '建设工程费用定额（中部地区样例）',
  items: {
    building: rule(0.22, 0.11, 'labour_machine'),
    decoration: rule(0.26, 0.13, 'labour_machine'),
    installation: rule(0.28, 0.13, 'labour'),
  },
  safety: { building: 0.032, decoration: 0.017, installation: 0.016 },
  otherLump: { building: 0.007, decoration: 0.005, installation: 0.005 },
};
const WEST: ProvinceFeeRules = {
  basis: '建设工程费用定额（西部地区样例）',
  items: {
    building: rule(0.2, 0.1, 'labour_machine'),
    decoration: rule(0.24, 0.12, 'labour_machine'),
    installation: rule(0.26, 0.12, 'labour'),
  },
  safety: { building: 0.034, decoration: 0.018, installation: 0.017 },
  otherLump: { building: 0.008, decoration: 0.006, installation: 0.005 },
};
/** The north-east and the north-west add 冬雨季施工 (a larger other lump). */
const COLD: ProvinceFeeRules = {
  ...CENTRE,
  basis: '建设工程费用定额（严寒地区样例）',
  otherLump: { building: 0.012, decoration: 0.008, installation: 0.007 },
};

/** Province areaid → its rules (provinces not listed use their region's default). */
const PROVINCE_RULES: Readonly<Record<number, ProvinceFeeRules>> = {
  // 北京: 管理费 and 利润 on 人工 + 机械, higher rates
  2: {
    ...EAST,
    basis: '北京市建设工程费用定额（样例）',
    items: {
      building: rule(0.28, 0.1, 'labour_machine'),
      decoration: rule(0.32, 0.12, 'labour_machine'),
      installation: rule(0.32, 0.12, 'labour'),
    },
    safety: { building: 0.034, decoration: 0.018, installation: 0.017 },
  },
  // 上海: labour-based rates
  11: {
    ...EAST,
    basis: '上海市建设工程施工费用计算规则（样例）',
    items: {
      building: rule(0.3, 0.14, 'labour'),
      decoration: rule(0.34, 0.16, 'labour'),
      installation: rule(0.34, 0.16, 'labour'),
    },
    safety: { building: 0.033, decoration: 0.017, installation: 0.016 },
  },
  // 江苏: 人工 + 机械, 三类工程 rates
  12: {
    ...EAST,
    basis: '江苏省建设工程费用定额（样例）',
    items: {
      building: rule(0.26, 0.12, 'labour_machine'),
      decoration: rule(0.34, 0.15, 'labour_machine'),
      installation: rule(0.36, 0.14, 'labour'),
    },
    safety: { building: 0.031, decoration: 0.016, installation: 0.015 },
  },
  // 浙江: low rates on 人工 + 机械 (the norms' labour is dear)
  13: {
    ...EAST,
    basis: '浙江省建设工程计价规则（样例）',
    items: {
      building: rule(0.17, 0.08, 'labour_machine'),
      decoration: rule(0.16, 0.08, 'labour_machine'),
      installation: rule(0.22, 0.1, 'labour_machine'),
    },
    safety: { building: 0.035, decoration: 0.019, installation: 0.017 },
  },
  // 广东: 管理费 on 人工 + 机械, 利润 on 人工
  6: {
    ...EAST,
    basis: '广东省建设工程计价依据（样例）',
    items: {
      building: rule(0.2, 0.2, 'labour_machine', undefined, 'labour'),
      decoration: rule(0.22, 0.2, 'labour_machine', undefined, 'labour'),
      installation: rule(0.26, 0.2, 'labour_machine', undefined, 'labour'),
    },
  },
  // 山东: labour-based (省价人工费)
  17: {
    ...CENTRE,
    basis: '山东省建设工程费用项目组成及计算规则（样例）',
    items: {
      building: rule(0.26, 0.15, 'labour'),
      decoration: rule(0.32, 0.17, 'labour'),
      installation: rule(0.4, 0.2, 'labour'),
    },
  },
  // 湖北: 人工 + 机械, high 利润 for building work
  19: {
    ...CENTRE,
    basis: '湖北省建筑安装工程费用定额（样例）',
    items: {
      building: rule(0.28, 0.19, 'labour_machine'),
      decoration: rule(0.15, 0.15, 'labour_machine'),
      installation: rule(0.19, 0.15, 'labour_machine'),
    },
  },
  // 湖南: 风险费用 on materials inside the unit price
  20: {
    ...CENTRE,
    basis: '湖南省建设工程计价办法（样例）',
    items: {
      building: rule(0.23, 0.11, 'labour_machine', { rate: 0.01, base: 'material' }),
      decoration: rule(0.26, 0.12, 'labour_machine', { rate: 0.01, base: 'material' }),
      installation: rule(0.28, 0.12, 'labour', { rate: 0.01, base: 'material' }),
    },
  },
  // 四川: labour-based 综合费
  23: {
    ...WEST,
    basis: '四川省建设工程工程量清单计价定额（样例）',
    items: {
      building: rule(0.27, 0.16, 'labour'),
      decoration: rule(0.3, 0.17, 'labour'),
      installation: rule(0.32, 0.18, 'labour'),
    },
  },
  // 重庆: 一般风险费 on 人工 + 机械 inside the unit price
  32: {
    ...WEST,
    basis: '重庆市建设工程费用定额（样例）',
    items: {
      building: rule(0.24, 0.13, 'labour_machine', { rate: 0.015, base: 'labour_machine' }),
      decoration: rule(0.2, 0.12, 'labour_machine', { rate: 0.018, base: 'labour_machine' }),
      installation: rule(0.3, 0.15, 'labour', { rate: 0.012, base: 'labour_machine' }),
    },
  },
  // 贵州: 风险费用 on materials
  24: {
    ...WEST,
    basis: '贵州省建设工程计价定额（样例）',
    items: {
      building: rule(0.21, 0.1, 'labour_machine', { rate: 0.008, base: 'material' }),
      decoration: rule(0.24, 0.12, 'labour_machine', { rate: 0.008, base: 'material' }),
      installation: rule(0.26, 0.12, 'labour', { rate: 0.008, base: 'material' }),
    },
  },
};

const EAST_IDS = new Set([3, 4, 12, 13, 14, 15, 16, 17]);
const CENTRE_IDS = new Set([5, 18, 19, 20, 21, 22]);
const COLD_IDS = new Set([7, 8, 9, 10, 29, 30, 31, 33]);

/** The fee rules of a province (areaid); every province has rules. */
export function provinceFeeRules(provinceId: number): ProvinceFeeRules {
  const own = PROVINCE_RULES[provinceId];
  if (own) return own;
  if (EAST_IDS.has(provinceId)) return EAST;
  if (CENTRE_IDS.has(provinceId)) return CENTRE;
  if (COLD_IDS.has(provinceId)) return COLD;
  return WEST;
}

/** The parts of one unit of an item, in integer cents. */
export interface UnitPriceCents {
  readonly labour: number;
  readonly material: number;
  readonly machine: number;
  readonly management: number;
  readonly profit: number;
  readonly risk: number;
  /** The 综合单价: the sum of the six parts, exactly. */
  readonly total: number;
}

const baseOf = (base: FeeBase, labour: number, machine: number) => (base === 'labour' ? labour : labour + machine);

/**
 * Composes a 综合单价 from its direct costs (each already in whole cents): 管理费, 利润 and 风险
 * are each rounded once from their base, and the unit price is the sum of the six parts.
 */
export function composeUnitPrice(labour: number, material: number, machine: number, rule: ItemFeeRule): UnitPriceCents {
  const management = Math.round(baseOf(rule.managementBase, labour, machine) * rule.management);
  const profit = Math.round(baseOf(rule.profitBase, labour, machine) * rule.profit);
  const risk = rule.risk ? Math.round((rule.risk.base === 'material' ? material : labour + machine) * rule.risk.rate) : 0;
  return { labour, material, machine, management, profit, risk, total: labour + material + machine + management + profit + risk };
}

/** How a fee base is written in a 总价措施 item's features. */
export const FEE_BASE_TEXT: Readonly<Record<FeeBase, string>> = { labour_machine: '人工费+机械费', labour: '人工费' };
