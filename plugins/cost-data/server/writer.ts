/**
 * Writes cost data (projects, single projects, their cost items and indicators, the price index,
 * the bill catalogue, resources, norms and prices, the priced bills) in large multi-row INSERTs: one statement per chunk of rows, sized to stay under the parameter
 * limit of the dialect (SQLite 32766, PostgreSQL 65535). Used by the sample-data generator and by
 * the importer. Call it inside a transaction (`db.transaction().execute(trx => writeCostData(trx,
 * …))`): the writer itself does not open one, so a caller can write several batches atomically.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import { shortRegionName } from '../shared/region-names';
import {
  BID_NODE_TABLE,
  BQ_CHAPTER_TABLE,
  BQ_CODE_TABLE,
  BQ_ITEM_TABLE,
  BQ_NORM_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  NORM_LINE_TABLE,
  NORM_TABLE,
  PRICE_INDEX_TABLE,
  PROJECT_TABLE,
  RESOURCE_PRICE_TABLE,
  RESOURCE_TABLE,
  type BidNodeRow,
  type BqChapterRow,
  type BqCodeRow,
  type BqItemRow,
  type BqNormRow,
  type CostItemRow,
  type IndicatorRow,
  type NormLineRow,
  type NormRow,
  type PriceIndexRow,
  type ProjectRow,
  type ResourcePriceRow,
  type ResourceRow,
} from '../shared/tables';

export type WriterDialect = 'sqlite' | 'postgres';

export interface CostDataBatch {
  readonly projects?: readonly ProjectRow[];
  readonly bidNodes?: readonly BidNodeRow[];
  readonly costItems?: readonly CostItemRow[];
  readonly indicators?: readonly IndicatorRow[];
  readonly priceIndex?: readonly PriceIndexRow[];
  /** The bill catalogue, resources and norms (written once). */
  readonly bqChapters?: readonly BqChapterRow[];
  readonly bqCodes?: readonly BqCodeRow[];
  readonly resources?: readonly ResourceRow[];
  readonly norms?: readonly NormRow[];
  readonly normLines?: readonly NormLineRow[];
  readonly resourcePrices?: readonly ResourcePriceRow[];
  /** The priced bills of the batch's single projects. */
  readonly bqItems?: readonly BqItemRow[];
  readonly bqNorms?: readonly BqNormRow[];
}

export interface WriteOptions {
  readonly dialect: WriterDialect;
}

export interface WriteCounts {
  projects: number;
  bidNodes: number;
  costItems: number;
  indicators: number;
  priceIndex: number;
  bqChapters: number;
  bqCodes: number;
  resources: number;
  norms: number;
  normLines: number;
  resourcePrices: number;
  bqItems: number;
  bqNorms: number;
}

export const PROJECT_COLUMNS = [
  'id', 'code', 'name', 'province_id', 'city_id', 'category', 'pricing_stage', 'price_date', 'price_month',
  'total_area', 'total_cost', 'unit_cost', 'bid_node_count', 'source', 'created_at',
] as const satisfies ReadonlyArray<keyof ProjectRow>;

export const BID_NODE_COLUMNS = [
  'id', 'project_id', 'code', 'name', 'province_id', 'city_id', 'building_use', 'structure', 'floors_above',
  'floors_below', 'height_m', 'building_area', 'above_area', 'below_area', 'foundation_type', 'seismic_intensity',
  'decoration_standard', 'pricing_stage', 'price_date', 'price_month', 'total_cost', 'unit_cost', 'scope',
  'attributes', 'keywords', 'source', 'created_at',
] as const satisfies ReadonlyArray<keyof BidNodeRow>;

export const COST_ITEM_COLUMNS = ['bid_node_id', 'kind', 'code', 'amount', 'unit_cost', 'ratio'] as const satisfies ReadonlyArray<
  keyof CostItemRow
>;
export const INDICATOR_COLUMNS = ['bid_node_id', 'code', 'value'] as const satisfies ReadonlyArray<keyof IndicatorRow>;
export const PRICE_INDEX_COLUMNS = ['province_id', 'month', 'value'] as const satisfies ReadonlyArray<keyof PriceIndexRow>;
export const BQ_CHAPTER_COLUMNS = ['standard', 'code', 'name'] as const satisfies ReadonlyArray<keyof BqChapterRow>;
export const BQ_CODE_COLUMNS = ['standard', 'code9', 'name', 'unit', 'specialty', 'part'] as const satisfies ReadonlyArray<keyof BqCodeRow>;
export const RESOURCE_COLUMNS = ['code', 'kind', 'name', 'spec', 'unit', 'price_class', 'base_price'] as const satisfies ReadonlyArray<keyof ResourceRow>;
export const NORM_COLUMNS = ['code', 'name', 'unit', 'unit_size'] as const satisfies ReadonlyArray<keyof NormRow>;
export const NORM_LINE_COLUMNS = ['norm_code', 'seq', 'resource_code', 'consumption'] as const satisfies ReadonlyArray<keyof NormLineRow>;

/**
 * The big tables (millions of rows at larger scales) with their PostgreSQL column types: they go
 * through the bulk path (`insertBulk`).
 */
export const RESOURCE_PRICE_COLUMNS = {
  resource_code: 'text',
  region_id: 'int4',
  month: 'int4',
  info_price: 'float8',
  market_price: 'float8',
} as const satisfies Readonly<Record<keyof ResourcePriceRow, string>>;
export const BQ_ITEM_COLUMNS = {
  id: 'int4',
  bid_node_id: 'int4',
  seq: 'int4',
  standard: 'text',
  code: 'text',
  code9: 'text',
  name: 'text',
  features: 'text',
  unit: 'text',
  quantity: 'float8',
  unit_price: 'float8',
  amount: 'float8',
  labour: 'float8',
  material: 'float8',
  machine: 'float8',
  management: 'float8',
  profit: 'float8',
  risk: 'float8',
  part: 'text',
  specialty: 'text',
  excellent: 'int4',
  price_region_id: 'int4',
  price_kind: 'text',
  province_id: 'int4',
  city_id: 'int4',
  price_month: 'int4',
  building_use: 'text',
  structure: 'text',
  pricing_stage: 'text',
  keywords: 'text',
} as const satisfies Readonly<Record<keyof BqItemRow, string>>;
export const BQ_NORM_COLUMNS = {
  bq_item_id: 'int4',
  seq: 'int4',
  norm_code: 'text',
  name: 'text',
  unit: 'text',
  per: 'float8',
  quantity: 'float8',
} as const satisfies Readonly<Record<keyof BqNormRow, string>>;

/** Parameters per statement, under each dialect's limit (SQLite 32766, PostgreSQL 65535). */
export const MAX_PARAMETERS: Readonly<Record<WriterDialect, number>> = { sqlite: 32_000, postgres: 65_000 };
/** Rows per statement never exceed this (very long statements gain nothing). */
const MAX_ROWS_PER_STATEMENT = 2_000;

/** Rows per INSERT for a table of `columns` columns. */
export function rowsPerStatement(dialect: WriterDialect, columns: number): number {
  return Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_PARAMETERS[dialect] / columns)));
}

const statementCache = new Map<string, string>();

/** `INSERT INTO "t" ("a","b") VALUES (?,?),(?,?)` (or `$1,$2 …` on PostgreSQL), cached. */
function insertStatement(dialect: WriterDialect, table: string, columns: readonly string[], rows: number): string {
  const key = `${dialect}|${table}|${rows}`;
  const cached = statementCache.get(key);
  if (cached) return cached;
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
  const groups: string[] = new Array(rows);
  let n = 0;
  for (let r = 0; r < rows; r++) {
    const marks: string[] = new Array(columns.length);
    for (let c = 0; c < columns.length; c++) marks[c] = dialect === 'postgres' ? `$${++n}` : '?';
    groups[r] = `(${marks.join(',')})`;
  }
  const text = head + groups.join(',');
  if (statementCache.size > 64) statementCache.clear();
  statementCache.set(key, text);
  return text;
}

/** Inserts rows of one table in chunks; returns the number of rows written. */
export async function insertRows<R extends object>(
  db: Kysely<any>,
  dialect: WriterDialect,
  table: string,
  columns: ReadonlyArray<keyof R & string>,
  rows: readonly R[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const perStatement = rowsPerStatement(dialect, columns.length);
  const width = columns.length;
  for (let start = 0; start < rows.length; start += perStatement) {
    const end = Math.min(rows.length, start + perStatement);
    const count = end - start;
    const parameters: unknown[] = new Array(count * width);
    let k = 0;
    for (let i = start; i < end; i++) {
      const row = rows[i] as Record<string, unknown>;
      for (let c = 0; c < width; c++) {
        const value = row[columns[c]];
        if (value === undefined) throw new Error(`${table}.${columns[c]} is missing in row ${i}`);
        parameters[k++] = value;
      }
    }
    await db.executeQuery(CompiledQuery.raw(insertStatement(dialect, table, columns, count), parameters));
  }
  return rows.length;
}

/** Rows per statement of the PostgreSQL bulk path (one array parameter per column). */
const BULK_ROWS_PER_STATEMENT = 20_000;

/**
 * The bulk path for the big tables. PostgreSQL: `INSERT … SELECT * FROM unnest($1::int4[], …)`,
 * one array parameter per column and 20,000 rows a statement (a handful of statements for a
 * scale-1 seed). SQLite: the multi-row statements of `insertRows` (about 1,000 rows each, run on
 * the transaction's one connection). Returns the number of rows written.
 */
export async function insertBulk<R extends object>(
  db: Kysely<any>,
  dialect: WriterDialect,
  table: string,
  types: Readonly<Record<keyof R & string, string>>,
  rows: readonly R[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(types) as Array<keyof R & string>;
  if (dialect === 'sqlite') return insertRows(db, dialect, table, columns, rows);
  const text =
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) ` +
    `select * from unnest(${columns.map((c, i) => `$${i + 1}::${types[c]}[]`).join(', ')})`;
  for (let start = 0; start < rows.length; start += BULK_ROWS_PER_STATEMENT) {
    const end = Math.min(rows.length, start + BULK_ROWS_PER_STATEMENT);
    const arrays = columns.map((column) => {
      const values: unknown[] = new Array(end - start);
      for (let i = start; i < end; i++) {
        const value = (rows[i] as Record<string, unknown>)[column];
        if (value === undefined) throw new Error(`${table}.${column} is missing in row ${i}`);
        values[i - start] = value;
      }
      return values;
    });
    await db.executeQuery(CompiledQuery.raw(text, arrays));
  }
  return rows.length;
}

/**
 * Writes a batch: the bill catalogue, resources and norms, then projects, single projects, cost
 * items, indicators, price-index rows, bill items with their norm lines and resource prices
 * (foreign keys in order). Meant to run inside the caller's transaction.
 */
export async function writeCostData(db: Kysely<any>, batch: CostDataBatch, options: WriteOptions): Promise<WriteCounts> {
  const { dialect } = options;
  const bqChapters = await insertRows(db, dialect, BQ_CHAPTER_TABLE, BQ_CHAPTER_COLUMNS, batch.bqChapters ?? []);
  const bqCodes = await insertRows(db, dialect, BQ_CODE_TABLE, BQ_CODE_COLUMNS, batch.bqCodes ?? []);
  const resources = await insertRows(db, dialect, RESOURCE_TABLE, RESOURCE_COLUMNS, batch.resources ?? []);
  const norms = await insertRows(db, dialect, NORM_TABLE, NORM_COLUMNS, batch.norms ?? []);
  const normLines = await insertRows(db, dialect, NORM_LINE_TABLE, NORM_LINE_COLUMNS, batch.normLines ?? []);
  return {
    projects: await insertRows(db, dialect, PROJECT_TABLE, PROJECT_COLUMNS, batch.projects ?? []),
    bidNodes: await insertRows(db, dialect, BID_NODE_TABLE, BID_NODE_COLUMNS, batch.bidNodes ?? []),
    costItems: await insertRows(db, dialect, COST_ITEM_TABLE, COST_ITEM_COLUMNS, batch.costItems ?? []),
    indicators: await insertRows(db, dialect, INDICATOR_TABLE, INDICATOR_COLUMNS, batch.indicators ?? []),
    priceIndex: await insertRows(db, dialect, PRICE_INDEX_TABLE, PRICE_INDEX_COLUMNS, batch.priceIndex ?? []),
    bqChapters,
    bqCodes,
    resources,
    norms,
    normLines,
    bqItems: await insertBulk(db, dialect, BQ_ITEM_TABLE, BQ_ITEM_COLUMNS, batch.bqItems ?? []),
    bqNorms: await insertBulk(db, dialect, BQ_NORM_TABLE, BQ_NORM_COLUMNS, batch.bqNorms ?? []),
    resourcePrices: await insertBulk(db, dialect, RESOURCE_PRICE_TABLE, RESOURCE_PRICE_COLUMNS, batch.resourcePrices ?? []),
  };
}

/** Adds `b` to the running totals `a`. */
export function addCounts(a: WriteCounts, b: WriteCounts): WriteCounts {
  const sum = { ...a };
  for (const key of Object.keys(sum) as Array<keyof WriteCounts>) sum[key] += b[key];
  return sum;
}

export const EMPTY_COUNTS: Readonly<WriteCounts> = {
  projects: 0,
  bidNodes: 0,
  costItems: 0,
  indicators: 0,
  priceIndex: 0,
  bqChapters: 0,
  bqCodes: 0,
  resources: 0,
  norms: 0,
  normLines: 0,
  resourcePrices: 0,
  bqItems: 0,
  bqNorms: 0,
};

/** The fields of a single project the search text is made of. */
export type KeywordSource = Pick<BidNodeRow, 'name' | 'building_use' | 'structure' | 'floors_above' | 'floors_below' | 'height_m'>;

export interface KeywordNames {
  /** Province and city names, e.g. 江苏省, 南京市. */
  readonly province?: string | null;
  readonly city?: string | null;
  /** The project's name, when it is not part of the single project's name. */
  readonly project?: string | null;
}

const RESIDENTIAL = new Set(['住宅', '公寓']);

/**
 * The storey class of a building (GB 50352): 超高层 above 100 m; residential 低层 1–3, 多层 4–6,
 * 中高层 7–9, 高层 10 and more; other uses 高层 above 24 m (two storeys or more), 单层 / 多层
 * otherwise; 地下 for buildings without storeys above ground (underground garages).
 */
export function storeyClass(buildingUse: string, floorsAbove: number, heightM: number): string {
  if (floorsAbove <= 0) return '地下';
  if (heightM > 100) return '超高层';
  if (RESIDENTIAL.has(buildingUse)) {
    if (floorsAbove >= 10) return '高层';
    if (floorsAbove >= 7) return '中高层';
    if (floorsAbove >= 4) return '多层';
    return '低层';
  }
  if (heightM > 24 && floorsAbove >= 2) return '高层';
  return floorsAbove === 1 ? '单层' : '多层';
}

/**
 * The search text of a single project: name, use, structure, `${floors}层`, the storey class,
 * `地下${n}层`, province and city names (with and without the 省/市 suffix), project name.
 * Words are unique and separated by spaces.
 */
export function buildKeywords(node: KeywordSource, names: KeywordNames = {}): string {
  const words: string[] = [node.name, node.building_use, node.structure];
  if (node.floors_above > 0) words.push(`${node.floors_above}层`);
  words.push(storeyClass(node.building_use, node.floors_above, node.height_m));
  if (node.floors_below > 0) words.push(`地下${node.floors_below}层`);
  for (const name of [names.province, names.city]) {
    if (!name) continue;
    words.push(name);
    const short = shortRegionName(name);
    if (short !== name) words.push(short);
  }
  if (names.project && !node.name.includes(names.project)) words.push(names.project);
  return [...new Set(words.filter((w) => w && w.trim()))].join(' ');
}

