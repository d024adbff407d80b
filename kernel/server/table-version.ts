/**
 * In-memory values derived from database tables (a search index, a precomputed series), kept
 * current without holding requests up.
 *
 * A table's version is its row count and its largest id: an insert or a delete changes it (the
 * site's tables are written by seeds and imports, which add or remove rows; an update in place
 * keeps the version, so a value derived from updatable columns must not rely on it).
 *
 * `TableBackedIndex` builds its value on first use (that call waits for the load), then checks the
 * tables' version at most every `refreshMs`. A check runs in the background while the current
 * value keeps answering; only when the version changed is the value rebuilt, once, whatever the
 * number of callers, and swapped in when ready. Above `maxRows` rows (over all the watched tables)
 * no value is built and `get()` answers null, so the caller falls back to SQL; `maxRows: 0` turns
 * the value off. A failed first load rejects that call and is tried again on the next one; a failed
 * later refresh keeps the value it had.
 */
import type { Kysely } from 'kysely';

/** What can SELECT from the watched tables: a Kysely instance, or a read-only reader offering `selectFrom`. */
export interface TableReader {
  readonly selectFrom: Kysely<any>['selectFrom'];
}

/** The version of one or more tables: their total row count and a signature that changes with any insert or delete. */
export interface TableVersion {
  readonly rows: number;
  /** `count:largestId` per table, joined with `|`. */
  readonly signature: string;
}

/** Reads the version of `tables` (one `count(*)`, `max(id)` per table). */
export async function readTableVersion(db: TableReader, tables: readonly string[], idColumn = 'id'): Promise<TableVersion> {
  let rows = 0;
  const parts: string[] = [];
  for (const table of tables) {
    const row = (await db
      .selectFrom(table)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<number>(idColumn).as('last')])
      .executeTakeFirst()) as { n?: number | string | bigint; last?: number | string | null } | undefined;
    const count = Number(row?.n ?? 0);
    rows += count;
    parts.push(`${count}:${row?.last ?? ''}`);
  }
  return { rows, signature: parts.join('|') };
}

/** How often the tables are checked and how big they may be. */
export interface TableIndexOptions {
  /** Check the tables for changes at most this often (ms); 0 checks on every call. */
  readonly refreshMs?: number;
  /** Above this many rows (all watched tables together) no value is built and `get()` answers null; 0 turns it off. */
  readonly maxRows?: number;
}

export interface TableBackedIndexConfig<T> extends TableIndexOptions {
  /** Reads the tables' version. */
  readonly db: TableReader;
  /** The tables the value is derived from. */
  readonly tables: readonly string[];
  /** Builds the value from the tables (may read them in slices, yielding between). */
  readonly load: () => Promise<T>;
  /** The clock (ms); default Date.now. */
  readonly clock?: () => number;
  /** The column whose largest value is part of the version; default `id`. */
  readonly idColumn?: string;
}

/** Default check interval (ms). */
export const DEFAULT_REFRESH_MS = 2000;
/** Default row limit. */
export const DEFAULT_MAX_ROWS = 1_000_000;

/** A value derived from tables, built on first use and rebuilt once whenever their version changes. */
export class TableBackedIndex<T> {
  private value: T | null = null;
  /** A refresh has completed at least once (the value may still be null: tables too big). */
  private loaded = false;
  private signature = '';
  private checkedAt = -Infinity;
  private pending: Promise<T | null> | null = null;
  private readonly refreshMs: number;
  private readonly maxRows: number;
  private readonly clock: () => number;

  constructor(private readonly config: TableBackedIndexConfig<T>) {
    this.refreshMs = config.refreshMs ?? DEFAULT_REFRESH_MS;
    this.maxRows = config.maxRows ?? DEFAULT_MAX_ROWS;
    this.clock = config.clock ?? Date.now;
  }

  /** The value as loaded so far, without waiting for a load or a check (null before the first load). */
  current(): T | null {
    return this.value;
  }

  /** The current value, or null when the tables are too big for one (or it is turned off). */
  async get(): Promise<T | null> {
    if (this.maxRows <= 0) return null;
    if (this.loaded && this.clock() - this.checkedAt < this.refreshMs) return this.value;
    const run = (this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    }));
    if (!this.loaded) return run;
    // The current value keeps answering while the tables are checked (and maybe re-read).
    run.catch(() => undefined);
    return this.value;
  }

  private async refresh(): Promise<T | null> {
    const version = await readTableVersion(this.config.db, this.config.tables, this.config.idColumn);
    this.checkedAt = this.clock();
    if (this.loaded && version.signature === this.signature) return this.value;
    const value = version.rows > this.maxRows ? null : await this.config.load();
    this.value = value;
    this.signature = version.signature;
    this.loaded = true;
    this.checkedAt = this.clock();
    return value;
  }
}
