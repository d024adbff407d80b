/**
 * The columns of the import template (one row per single project, Chinese headers). The header
 * texts are the contract: the template, the validator and the error report all use them.
 */
import { FEES, INDICATORS, SPECIALTIES } from '../../shared/vocabulary';

export const Col = {
  project: '项目名称',
  node: '单项工程名称',
  province: '省份',
  city: '城市',
  use: '建筑用途',
  structure: '结构形式',
  floorsAbove: '地上层数',
  floorsBelow: '地下层数',
  height: '建筑高度(m)',
  area: '建筑面积(m²)',
  aboveArea: '地上面积(m²)',
  belowArea: '地下面积(m²)',
  foundation: '基础形式',
  seismic: '抗震设防烈度',
  decoration: '装修标准',
  stage: '计价阶段',
  date: '计价日期(YYYY-MM-DD)',
  scope: '工程范围',
  attributes: '工程特征',
} as const;

/** `建筑(元)` … `电梯(元)`: the specialty amounts. */
export const SPECIALTY_COLUMNS = SPECIALTIES.map((s) => ({ code: s.code, header: `${s.name}(元)` }));
/** `分部分项工程费(元)` … `税金(元)`: the fee amounts. */
export const FEE_COLUMNS = FEES.map((f) => ({ code: f.code, header: `${f.name}(元)` }));
/** `钢筋含量(kg/m²)` …: the technical-economic indicators (optional). */
export const INDICATOR_COLUMNS = INDICATORS.map((i) => ({ code: i.code, header: `${i.name}(${i.unit})` }));

/** The column (or columns) an error about the two compositions points at. */
export const SPECIALTY_RANGE = `${SPECIALTY_COLUMNS[0]!.header}～${SPECIALTY_COLUMNS[SPECIALTY_COLUMNS.length - 1]!.header}`;
export const FEE_RANGE = `${FEE_COLUMNS[0]!.header}～${FEE_COLUMNS[FEE_COLUMNS.length - 1]!.header}`;

/** Every column of the template, in order. */
export const TEMPLATE_HEADERS: readonly string[] = [
  Col.project,
  Col.node,
  Col.province,
  Col.city,
  Col.use,
  Col.structure,
  Col.floorsAbove,
  Col.floorsBelow,
  Col.height,
  Col.area,
  Col.aboveArea,
  Col.belowArea,
  Col.foundation,
  Col.seismic,
  Col.decoration,
  Col.stage,
  Col.date,
  ...SPECIALTY_COLUMNS.map((c) => c.header),
  ...FEE_COLUMNS.map((c) => c.header),
  ...INDICATOR_COLUMNS.map((c) => c.header),
  Col.scope,
  Col.attributes,
];

/** Columns a file may leave out: the indicators, the scope and the attributes. */
export const OPTIONAL_HEADERS: ReadonlySet<string> = new Set([...INDICATOR_COLUMNS.map((c) => c.header), Col.scope, Col.attributes]);

/**
 * The canonical form of a header as typed by people: trimmed, without a BOM, full-width brackets
 * and colons made half-width, `m2`/`m3` written `m²`/`m³`, spaces removed.
 */
export function normalizeHeader(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/\s+/g, '')
    .replace(/m2/g, 'm²')
    .replace(/m3/g, 'm³')
    .replace(/㎡/g, 'm²');
}
