/**
 * The workbook layout of a priced bill of quantities (工程量清单计价) to import: the sheets, their
 * header texts and which columns may be left out. The header texts are the contract: the example
 * workbook, the validator and the error report all use them. docs/data.md ("Importing a priced
 * bill") describes the layout for the people who fill it in.
 */
import { normalizeHeader } from '../import/columns';

/** The sheets, by the names the file must give them. */
export const Sheets = {
  /** Two columns (项目 | 内容): 单项工程编号, 清单规范. */
  info: '工程信息',
  /** Optional: one row in the single-project template (a single project imported in the same run). */
  node: '单项工程',
  /** The bill items (分部分项工程和单价措施项目清单与计价表 with the 综合单价 composition). */
  items: '清单',
  /** The norm lines of the items (清单综合单价组成明细). */
  norms: '定额',
  /** Optional: the resource lines of the items (人材机). */
  resources: '人材机',
} as const;

/** The keys of the 工程信息 sheet. */
export const InfoKey = {
  node: '单项工程编号',
  standard: '清单规范',
} as const;

export const ItemCol = {
  seq: '序号',
  code: '项目编码',
  name: '项目名称',
  features: '项目特征描述',
  unit: '计量单位',
  quantity: '工程量',
  unitPrice: '综合单价',
  amount: '合价',
  labour: '人工费',
  material: '材料费',
  machine: '机械费',
  management: '管理费',
  profit: '利润',
  risk: '风险费用',
} as const;
export const ITEM_HEADERS: readonly string[] = Object.values(ItemCol);
export const ITEM_OPTIONAL: ReadonlySet<string> = new Set([ItemCol.seq, ItemCol.features, ItemCol.risk]);
/** The composition columns, in the order their sum is written. */
export const PART_COLUMNS = [ItemCol.labour, ItemCol.material, ItemCol.machine, ItemCol.management, ItemCol.profit, ItemCol.risk] as const;
export const PART_RANGE = `${ItemCol.labour}～${ItemCol.risk}`;

export const NormCol = {
  item: '项目编码',
  code: '定额编号',
  name: '定额名称',
  unit: '定额单位',
  per: '数量',
} as const;
export const NORM_HEADERS: readonly string[] = Object.values(NormCol);
export const NORM_OPTIONAL: ReadonlySet<string> = new Set();

export const ResourceCol = {
  item: '项目编码',
  kind: '类别',
  code: '编码',
  name: '名称',
  spec: '规格型号',
  unit: '单位',
  per: '数量',
  price: '单价',
  amount: '合价',
} as const;
export const RESOURCE_HEADERS: readonly string[] = Object.values(ResourceCol);
export const RESOURCE_OPTIONAL: ReadonlySet<string> = new Set([ResourceCol.spec]);

/** A header as people type it: the single-project rules, and a trailing unit such as (元) or (元/m³) dropped. */
export function normalizeBqHeader(text: string): string {
  return normalizeHeader(text).replace(/\((元|元\/[^)]*|%)\)$/, '');
}

/** Sheet names compared without spaces. */
export function normalizeSheetName(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Limits of the stored texts. */
export const TEXT_MAX = {
  name: 100,
  features: 2000,
  unit: 20,
  normCode: 20,
  resourceCode: 20,
  spec: 100,
} as const;

/** Bounds of the numbers (finite, and far beyond any real bill). */
export const NUMBER_MAX = {
  quantity: 1e9,
  unitPrice: 1e8,
  per: 1e6,
  price: 1e8,
} as const;

/** The 9-digit codes of the 总价措施 (section 011707): unit 项, no 人材机 composition needed. */
export const LUMP_SECTION = '011707';
