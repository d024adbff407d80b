/**
 * The in-memory index of the bill items (what getBqItemSolrData, getBqItemTeamplateById and
 * getBqItemTradeTree read), after bid-node's node-index.ts:
 *
 * - the list rows: one per (standard, 9-digit code, unit), sorted by standard, code and unit, each
 *   with its name, chapter and section, and its feature variants (the distinct 项目特征 texts, each
 *   with a lower-case search text: name, features and code);
 * - the items in typed arrays, grouped by row (`rowStart`) and, within a row, sorted by unit price:
 *   id, single project, unit price (元), province and city (dictionary codes), price month (ordinal),
 *   building use, structure and pricing stage (dictionary codes), feature variant, and the last three
 *   digits of the 12-digit code.
 *
 * A query picks its candidate rows first (standard, code prefix or chapter, keyword words matched
 * against the variants' texts: a few thousand strings, whatever the number of items), then walks each
 * candidate row's items once, testing the item filters on the typed arrays; the matching prices come
 * out in ascending order, so the percentiles need no sort. The per-row statistics of a filter are
 * cached (a small LRU, emptied when the index is rebuilt), so sorting and paging the same filter reads
 * no item again.
 *
 * The index is rebuilt when cost_data_bq_item changes (row count or largest id), checked at most every
 * `refreshMs`; the previous index keeps answering while the table is checked and re-read.
 */
import { TableBackedIndex, type TableIndexOptions } from '@kernel/server/table-version';
import { BQ_CHAPTER_TABLE, BQ_ITEM_TABLE, type BqItemRow, type CostDataReader } from '@plugins/cost-data/shared/services';
import type { BqPriceStats, BqStandardCode } from '../shared/contract';
import { matchesAll } from './keywords';
import { priceStats } from './stats';

/** Rows per read while loading (small slices let other requests run in between). */
const LOAD_CHUNK = 20_000;
/** Filters whose per-row statistics are kept. */
const RESULT_CACHE_SIZE = 200;

/** Interns the distinct values of a column as small integers. */
class Dictionary<T extends string | number> {
  readonly codes = new Map<T, number>();
  readonly values: T[] = [];
  code(value: T): number {
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.values.length;
      this.codes.set(value, c);
      this.values.push(value);
    }
    return c;
  }
}

export interface IndexRow {
  key: string;
  standard: BqStandardCode;
  code9: string;
  unit: string;
  name: string;
  /** Feature variant ids of the row. */
  variants: number[];
}

export interface Variant {
  row: number;
  features: string;
  /** Lower-case: name, features, 12-digit codes. */
  text: string;
}

/** The item filters (every field optional; arrays mean "any of"). */
export interface ItemFilter {
  standard: BqStandardCode;
  /** A code prefix: 2–9 digits on the 9-digit code; 10–12 digits also on the item's sequence. */
  codePrefix?: string;
  /** A tree node: 2, 4 or 6 digits. */
  tradeCode?: string;
  /** Lower-case words every matching variant's text contains. */
  terms?: string[];
  provinceId?: number;
  cityId?: number;
  /** YYYYMM, inclusive. */
  monthFrom?: number;
  monthTo?: number;
  buildingUse?: string[];
  structure?: string[];
  pricingStage?: string[];
}

export interface RowStat extends BqPriceStats {
  row: number;
  /** The most frequent feature variant of the row in the set (the lower id of equals), and how many variants the set has. */
  topVariant: number;
  variantCount: number;
}

const ordinal = (month: number) => Math.floor(month / 100) * 12 + (month % 100) - 1;
const monthOf = (o: number) => Math.floor(o / 12) * 100 + (o % 12) + 1;

const LOADED_COLUMNS = [
  'id',
  'bid_node_id',
  'standard',
  'code',
  'code9',
  'name',
  'features',
  'unit',
  'unit_price',
  'province_id',
  'city_id',
  'price_month',
  'building_use',
  'structure',
  'pricing_stage',
] as const;

/** An item as loaded: the columns above of cost_data_bq_item. */
type LoadedItem = Pick<BqItemRow, (typeof LOADED_COLUMNS)[number]>;

/** What a query's item walk tests, compiled once. */
interface Compiled {
  rows: number[];
  /** Per candidate row: the variant mask (null = every variant of the row matches). */
  variantMask: Uint8Array | null;
  suffixMask: Uint8Array | null;
  province: number;
  city: number;
  from: number;
  to: number;
  uses: number;
  structures: number;
  stages: number;
  /** Nothing to test per item. */
  open: boolean;
}

export class ItemIndex {
  readonly size: number;
  readonly rows: IndexRow[] = [];
  readonly variants: Variant[] = [];
  /** Chapter and section names by standard and code (4 and 6 digits). */
  readonly chapters = new Map<string, string>();
  private readonly rowByKey = new Map<string, number>();
  private readonly rowStart: Int32Array;
  private readonly id: Int32Array;
  private readonly node: Int32Array;
  private readonly price: Float64Array;
  private readonly province: Uint16Array;
  private readonly city: Uint16Array;
  private readonly month: Uint16Array;
  private readonly use: Uint8Array;
  private readonly structure: Uint8Array;
  private readonly stage: Uint8Array;
  private readonly variant: Int32Array;
  private readonly suffix: Uint16Array;
  /** Positions of each row's items grouped by province, by price within one; `provinceStart[r × (P + 1) + p]` … `[… + p + 1]`. */
  private readonly byProvince: Int32Array;
  private readonly provinceStart: Int32Array;
  private readonly provinceCount: number;
  /** The province code of a city code. */
  private readonly provinceOfCity: Int32Array;
  private readonly provinces: Dictionary<number>;
  private readonly cities: Dictionary<number>;
  private readonly uses: Dictionary<string>;
  private readonly structures: Dictionary<string>;
  private readonly stages: Dictionary<string>;
  /** Earliest and latest price month of all items (YYYYMM), per standard. */
  readonly monthRange = new Map<BqStandardCode, { from: number; to: number }>();
  private readonly cache = new Map<string, RowStat[]>();

  private constructor(b: Builder, chapters: Array<{ standard: string; code: string; name: string }>) {
    for (const c of chapters) this.chapters.set(`${c.standard}:${c.code}`, c.name);
    const n = b.n;
    this.size = n;
    this.provinces = b.provinces;
    this.cities = b.cities;
    this.uses = b.uses;
    this.structures = b.structures;
    this.stages = b.stages;
    // Row order: standard, code, unit; renumber the rows and the variants' rows.
    const order = b.rows.map((_, r) => r).sort((x, y) => (b.rows[x]!.key < b.rows[y]!.key ? -1 : b.rows[x]!.key > b.rows[y]!.key ? 1 : 0));
    const newIndex = new Int32Array(b.rows.length);
    order.forEach((old, k) => (newIndex[old] = k));
    for (const old of order) this.rows.push(b.rows[old]!);
    this.rows.forEach((row, k) => this.rowByKey.set(row.key, k));
    for (const v of b.variants) {
      v.row = newIndex[v.row]!;
      this.variants.push(v);
    }
    const rowOf = b.row.view();
    const price = b.price.view();
    const id = b.id.view();
    // Items by row (a counting sort), then by price and id within each row.
    this.rowStart = new Int32Array(this.rows.length + 1);
    for (let i = 0; i < n; i++) this.rowStart[newIndex[rowOf[i]!]! + 1]! += 1;
    for (let r = 0; r < this.rows.length; r++) this.rowStart[r + 1]! += this.rowStart[r]!;
    const fill = this.rowStart.slice(0, this.rows.length);
    const positions = new Int32Array(n);
    for (let i = 0; i < n; i++) positions[fill[newIndex[rowOf[i]!]!]!++] = i;
    for (let r = 0; r < this.rows.length; r++) {
      const part = positions.subarray(this.rowStart[r]!, this.rowStart[r + 1]!);
      const sorted = Array.from(part).sort((x, y) => price[x]! - price[y]! || id[x]! - id[y]!);
      part.set(sorted);
    }
    const take = <A extends Int32Array | Float64Array | Uint16Array | Uint8Array>(source: A, make: (n: number) => A): A => {
      const out = make(n);
      for (let k = 0; k < n; k++) out[k] = source[positions[k]!]!;
      return out;
    };
    this.id = take(id, (k) => new Int32Array(k));
    this.node = take(b.node.view(), (k) => new Int32Array(k));
    this.price = take(price, (k) => new Float64Array(k));
    this.province = take(b.province.view(), (k) => new Uint16Array(k));
    this.city = take(b.city.view(), (k) => new Uint16Array(k));
    this.month = take(b.month.view(), (k) => new Uint16Array(k));
    this.use = take(b.use.view(), (k) => new Uint8Array(k));
    this.structure = take(b.structure.view(), (k) => new Uint8Array(k));
    this.stage = take(b.stage.view(), (k) => new Uint8Array(k));
    this.variant = take(b.variant.view(), (k) => new Int32Array(k));
    this.suffix = take(b.suffix.view(), (k) => new Uint16Array(k));
    for (const [std, range] of b.monthRange) this.monthRange.set(std, range);
    // Each row's items again, grouped by province (still by price within one): a region filter
    // walks only its province's items.
    const P = this.provinces.values.length;
    this.provinceCount = P;
    this.provinceStart = new Int32Array(this.rows.length * (P + 1));
    this.byProvince = new Int32Array(n);
    const counts = new Int32Array(P);
    for (let r = 0; r < this.rows.length; r++) {
      counts.fill(0);
      const start = this.rowStart[r]!;
      const end = this.rowStart[r + 1]!;
      for (let k = start; k < end; k++) counts[this.province[k]!]! += 1;
      const base = r * (P + 1);
      let at = start;
      for (let p = 0; p < P; p++) {
        this.provinceStart[base + p] = at;
        at += counts[p]!;
      }
      this.provinceStart[base + P] = end;
      const fillAt = this.provinceStart.slice(base, base + P);
      for (let k = start; k < end; k++) this.byProvince[fillAt[this.province[k]!]!++] = k;
    }
    this.provinceOfCity = new Int32Array(this.cities.values.length).fill(-1);
    for (let k = 0; k < n; k++) this.provinceOfCity[this.city[k]!] = this.province[k]!;
  }

  /** Reads the indexed columns of every item (in chunks, by id) and the chapter names. */
  static async load(data: CostDataReader): Promise<ItemIndex> {
    const builder = new Builder();
    let after = -1;
    for (;;) {
      const chunk = (await data
        .selectFrom(BQ_ITEM_TABLE)
        .select(LOADED_COLUMNS)
        .where('id', '>', after)
        .orderBy('id')
        .limit(LOAD_CHUNK)
        .execute()) as LoadedItem[];
      for (const row of chunk) builder.add(row);
      if (chunk.length < LOAD_CHUNK) break;
      after = Number(chunk[chunk.length - 1]!.id);
      // A synchronous driver (SQLite) answers each read at once: let waiting requests run in between.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const chapters = await data.selectFrom(BQ_CHAPTER_TABLE).select(['standard', 'code', 'name']).execute();
    return new ItemIndex(builder, chapters);
  }


  rowIndex(key: string): number {
    return this.rowByKey.get(key) ?? -1;
  }

  chapterName(standard: string, code: string): string {
    return this.chapters.get(`${standard}:${code}`) ?? '';
  }

  /** The dictionary codes of some values as a bit mask (0 when none is known: nothing matches). */
  private mask(dictionary: Dictionary<string>, values: readonly string[] | undefined): number {
    if (!values?.length) return -1;
    let m = 0;
    for (const v of values) {
      const c = dictionary.codes.get(v);
      if (c !== undefined && c < 31) m |= 1 << c;
    }
    return m;
  }

  private compile(filter: ItemFilter, options: { ignoreKeyword?: boolean; onlyRow?: number } = {}): Compiled {
    const prefix = filter.codePrefix ?? '';
    const code9Prefix = prefix.slice(0, 9);
    const trade = filter.tradeCode ?? '';
    const terms = options.ignoreKeyword ? [] : (filter.terms ?? []);
    const codeFilter = options.ignoreKeyword ? '' : code9Prefix;
    let suffixMask: Uint8Array | null = null;
    if (!options.ignoreKeyword && prefix.length > 9) {
      const rest = prefix.slice(9);
      suffixMask = new Uint8Array(1000);
      for (let s = 0; s < 1000; s++) if (String(s).padStart(3, '0').startsWith(rest)) suffixMask[s] = 1;
    }
    const rows: number[] = [];
    /** The matching variants of rows where only some variants match (null: none such). */
    let partial = false;
    const matching: number[] = [];
    const candidates = options.onlyRow !== undefined ? [options.onlyRow] : this.rows.keys();
    for (const r of candidates) {
      const row = this.rows[r];
      if (!row || row.standard !== filter.standard) continue;
      if (codeFilter && !row.code9.startsWith(codeFilter)) continue;
      if (trade && !row.code9.startsWith(trade)) continue;
      if (terms.length) {
        let hits = 0;
        for (const v of row.variants) {
          if (matchesAll(this.variants[v]!.text, terms)) {
            matching.push(v);
            hits++;
          }
        }
        if (hits === 0) continue;
        if (hits < row.variants.length) partial = true;
      }
      rows.push(r);
    }
    let variantMask: Uint8Array | null = null;
    if (partial) {
      variantMask = new Uint8Array(this.variants.length);
      for (const v of matching) variantMask[v] = 1;
    }
    const province = filter.provinceId === undefined ? -1 : (this.provinces.codes.get(filter.provinceId) ?? -2);
    const city = filter.cityId === undefined ? -1 : (this.cities.codes.get(filter.cityId) ?? -2);
    const from = filter.monthFrom === undefined ? 0 : ordinal(filter.monthFrom);
    const to = filter.monthTo === undefined ? 65535 : ordinal(filter.monthTo);
    const uses = this.mask(this.uses, filter.buildingUse);
    const structures = this.mask(this.structures, filter.structure);
    const stages = this.mask(this.stages, filter.pricingStage);
    const open = !variantMask && !suffixMask && province === -1 && city === -1 && from === 0 && to === 65535 && uses === -1 && structures === -1 && stages === -1;
    return { rows: province === -2 || city === -2 ? [] : rows, variantMask, suffixMask, province, city, from, to, uses, structures, stages, open };
  }

  /** Calls `visit(position)` for each item of a row that passes the compiled filter, in price order. */
  private walk(c: Compiled, r: number, visit: (k: number) => void): void {
    const start = this.rowStart[r]!;
    const end = this.rowStart[r + 1]!;
    if (c.open) {
      for (let k = start; k < end; k++) visit(k);
      return;
    }
    const { variantMask, suffixMask, province, city, from, to, uses, structures, stages } = c;
    const C = this.city;
    const M = this.month;
    const test = (k: number): boolean => {
      if (city >= 0 && C[k] !== city) return false;
      const m = M[k]!;
      if (m < from || m > to) return false;
      if (uses !== -1 && (uses & (1 << this.use[k]!)) === 0) return false;
      if (structures !== -1 && (structures & (1 << this.structure[k]!)) === 0) return false;
      if (stages !== -1 && (stages & (1 << this.stage[k]!)) === 0) return false;
      if (variantMask && variantMask[this.variant[k]!] === 0) return false;
      if (suffixMask && suffixMask[this.suffix[k]!] === 0) return false;
      return true;
    };
    // A province or city: only that province's items of the row (in price order).
    const p = province >= 0 ? province : city >= 0 ? this.provinceOfCity[city]! : -1;
    if (p >= 0) {
      const base = r * (this.provinceCount + 1);
      const positions = this.byProvince;
      for (let j = this.provinceStart[base + p]!, last = this.provinceStart[base + p + 1]!; j < last; j++) {
        const k = positions[j]!;
        if (test(k)) visit(k);
      }
      return;
    }
    for (let k = start; k < end; k++) if (test(k)) visit(k);
  }

  private buffer = new Float64Array(1024);
  /** Matching items per variant during one row's walk (reset after each row). */
  private variantCounts: Int32Array | null = null;

  /**
   * The ascending prices of a row's matching items (a view of the index when nothing filters the
   * items) and its most frequent variant, counted in the same walk.
   */
  private rowPrices(c: Compiled, r: number): { prices: Float64Array; topVariant: number; variantCount: number } {
    const start = this.rowStart[r]!;
    const end = this.rowStart[r + 1]!;
    const counts = (this.variantCounts ??= new Int32Array(this.variants.length));
    const variant = this.variant;
    let prices: Float64Array;
    if (c.open) {
      prices = this.price.subarray(start, end);
      for (let k = start; k < end; k++) counts[variant[k]!]! += 1;
    } else {
      if (this.buffer.length < end - start) this.buffer = new Float64Array(Math.max(end - start, this.buffer.length * 2));
      const buf = this.buffer;
      const price = this.price;
      let n = 0;
      this.walk(c, r, (k) => {
        buf[n++] = price[k]!;
        counts[variant[k]!]! += 1;
      });
      prices = buf.subarray(0, n);
    }
    let topVariant = -1;
    let best = 0;
    let variantCount = 0;
    for (const v of this.rows[r]!.variants) {
      const n = counts[v]!;
      if (n > 0) variantCount++;
      if (n > best || (n === best && n > 0 && v < topVariant)) [topVariant, best] = [v, n];
      counts[v] = 0;
    }
    return { prices, topVariant, variantCount };
  }

  /** The statistics of every row with samples in the filtered set (row order). */
  search(filter: ItemFilter): RowStat[] {
    const key = JSON.stringify(filter);
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const c = this.compile(filter);
    const out: RowStat[] = [];
    for (const r of c.rows) {
      const { prices, topVariant, variantCount } = this.rowPrices(c, r);
      if (prices.length > 0) out.push({ row: r, ...priceStats(prices), topVariant, variantCount });
    }
    this.cache.set(key, out);
    if (this.cache.size > RESULT_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return out;
  }

  /** The feature text of a variant. */
  featuresOf(variant: number): string {
    return this.variants[variant]?.features ?? '';
  }

  /** The most frequent feature variant of a row in the filtered set, and how many variants it has there. */
  features(filter: ItemFilter, r: number): { features: string; variants: number } {
    const c = this.compile(filter, { onlyRow: r });
    const counts = new Map<number, number>();
    this.walk(c, r, (k) => counts.set(this.variant[k]!, (counts.get(this.variant[k]!) ?? 0) + 1));
    let best = -1;
    let bestCount = 0;
    for (const [v, n] of counts) if (n > bestCount || (n === bestCount && v < best)) [best, bestCount] = [v, n];
    return { features: best >= 0 ? this.variants[best]!.features : '', variants: counts.size };
  }

  /** One row in the filtered set: ascending prices, their months (ordinal → YYYYMM) and positions. */
  rowSample(filter: ItemFilter, r: number): { prices: Float64Array; months: Int32Array; positions: Int32Array } {
    const c = this.compile({ ...filter, standard: this.rows[r]!.standard }, { onlyRow: r });
    const positions: number[] = [];
    if (c.rows.length) this.walk(c, r, (k) => positions.push(k));
    const prices = new Float64Array(positions.length);
    const months = new Int32Array(positions.length);
    positions.forEach((k, j) => {
      prices[j] = this.price[k]!;
      months[j] = monthOf(this.month[k]!);
    });
    return { prices, months, positions: Int32Array.from(positions) };
  }

  /** Item ids of positions. */
  idAt(k: number): number {
    return this.id[k]!;
  }
  monthAt(k: number): number {
    return monthOf(this.month[k]!);
  }
  priceAt(k: number): number {
    return this.price[k]!;
  }

  /** Item counts per row in the filtered set, keyword and tree node ignored (the tree's counts). */
  rowCounts(filter: ItemFilter): Int32Array {
    const c = this.compile({ ...filter, terms: undefined, codePrefix: undefined, tradeCode: undefined }, { ignoreKeyword: true });
    const counts = new Int32Array(this.rows.length);
    for (const r of c.rows) {
      if (c.open) counts[r] = this.rowStart[r + 1]! - this.rowStart[r]!;
      else {
        let n = 0;
        this.walk(c, r, () => n++);
        counts[r] = n;
      }
    }
    return counts;
  }

  /**
   * Items of a row in a province, other single projects than `exceptNode`, nearest month to `month`
   * first (then the higher id): at most `limit` ids.
   */
  nearest(r: number, provinceId: number, month: number, exceptNode: number, limit: number): number[] {
    const p = this.provinces.codes.get(provinceId);
    if (p === undefined || r < 0) return [];
    const target = ordinal(month);
    const found: Array<[number, number]> = [];
    for (let k = this.rowStart[r]!; k < this.rowStart[r + 1]!; k++) {
      if (this.province[k] !== p || this.node[k] === exceptNode) continue;
      found.push([Math.abs(this.month[k]! - target), k]);
    }
    found.sort((a, b) => a[0] - b[0] || this.id[b[1]]! - this.id[a[1]]!);
    return found.slice(0, limit).map(([, k]) => this.id[k]!);
  }

}

/** A growable typed array. */
class Growable<A extends Int32Array | Float64Array | Uint16Array | Uint8Array> {
  private data: A;
  length = 0;
  constructor(private readonly make: (n: number) => A) {
    this.data = make(1024);
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = this.make(this.data.length * 2);
      next.set(this.data as never);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  view(): A {
    return this.data.subarray(0, this.length) as A;
  }
}

/** Builds the index a chunk of rows at a time: only numbers per item, the texts once per row and variant. */
class Builder {
  n = 0;
  readonly rows: IndexRow[] = [];
  readonly variants: Variant[] = [];
  private readonly rowByKey = new Map<string, number>();
  private readonly variantByKey = new Map<string, number>();
  readonly provinces = new Dictionary<number>();
  readonly cities = new Dictionary<number>();
  readonly uses = new Dictionary<string>();
  readonly structures = new Dictionary<string>();
  readonly stages = new Dictionary<string>();
  readonly monthRange = new Map<BqStandardCode, { from: number; to: number }>();
  readonly row = new Growable((k) => new Int32Array(k));
  readonly variant = new Growable((k) => new Int32Array(k));
  readonly id = new Growable((k) => new Int32Array(k));
  readonly node = new Growable((k) => new Int32Array(k));
  readonly price = new Growable((k) => new Float64Array(k));
  readonly province = new Growable((k) => new Uint16Array(k));
  readonly city = new Growable((k) => new Uint16Array(k));
  readonly month = new Growable((k) => new Uint16Array(k));
  readonly use = new Growable((k) => new Uint8Array(k));
  readonly structure = new Growable((k) => new Uint8Array(k));
  readonly stage = new Growable((k) => new Uint8Array(k));
  readonly suffix = new Growable((k) => new Uint16Array(k));

  add(it: LoadedItem): void {
    const key = `${it.standard}:${it.code9}:${it.unit}`;
    let r = this.rowByKey.get(key);
    if (r === undefined) {
      r = this.rows.length;
      this.rowByKey.set(key, r);
      this.rows.push({ key, standard: it.standard as BqStandardCode, code9: it.code9, unit: it.unit, name: it.name, variants: [] });
    }
    const vkey = `${r}\u0001${it.features}`;
    let v = this.variantByKey.get(vkey);
    if (v === undefined) {
      v = this.variants.length;
      this.variantByKey.set(vkey, v);
      this.variants.push({ row: r, features: it.features, text: `${it.name}\n${it.features}\n${it.code}`.toLowerCase() });
      this.rows[r]!.variants.push(v);
    } else {
      // The 12-digit codes of a variant are searchable too (a few per variant).
      const variant = this.variants[v]!;
      if (variant.text.length < 400 && !variant.text.includes(it.code)) variant.text += ` ${it.code}`;
    }
    const month = Number(it.price_month);
    this.row.push(r);
    this.variant.push(v);
    this.id.push(Number(it.id));
    this.node.push(Number(it.bid_node_id));
    this.price.push(Number(it.unit_price));
    this.province.push(this.provinces.code(Number(it.province_id)));
    this.city.push(this.cities.code(Number(it.city_id)));
    this.month.push(ordinal(month));
    this.use.push(this.uses.code(it.building_use));
    this.structure.push(this.structures.code(it.structure));
    this.stage.push(this.stages.code(it.pricing_stage));
    this.suffix.push(Number(String(it.code).slice(9)) || 0);
    const std = it.standard as BqStandardCode;
    const range = this.monthRange.get(std);
    if (!range) this.monthRange.set(std, { from: month, to: month });
    else {
      if (month < range.from) range.from = month;
      if (month > range.to) range.to = month;
    }
    this.n++;
  }
}

/** The index's refresh interval (default 5000 ms; 0 checks every time) and row limit (default 10,000,000 items). */
export type ItemIndexOptions = TableIndexOptions;

/** Keeps the index current: built on first use, rebuilt when cost_data_bq_item's version changes (`@kernel/server/table-version`). */
export class ItemIndexHolder extends TableBackedIndex<ItemIndex> {
  constructor(data: CostDataReader, clock: () => number, options: ItemIndexOptions = {}) {
    super({
      db: data,
      tables: [BQ_ITEM_TABLE],
      load: () => ItemIndex.load(data),
      clock,
      refreshMs: options.refreshMs ?? 5000,
      maxRows: options.maxRows ?? 10_000_000,
    });
  }
}
