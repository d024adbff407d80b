import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

export type DatabaseDialect = 'sqlite' | 'postgres';

/** The site's database: one Kysely instance over SQLite (embedded default) or PostgreSQL. */
export interface Database {
  readonly db: Kysely<any>;
  readonly dialect: DatabaseDialect;
  /** Closes the connection (SQLite) or drains the pool (PostgreSQL). Safe to call twice. */
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` (or `postgresql://…`): use PostgreSQL. Usually `process.env.DATABASE_URL`. */
  readonly url?: string;
  /** SQLite file (default `./data/site.db`); `:memory:` for a private in-memory database. */
  readonly file?: string;
  /** PostgreSQL pool size (default 10). */
  readonly poolSize?: number;
}

export const DEFAULT_SQLITE_FILE = path.join('data', 'site.db');

/**
 * Opens the database. PostgreSQL when `url` is given, SQLite otherwise. The same Kysely queries
 * run on both; to keep results alike, PostgreSQL `int8` (e.g. `count(*)`) and `numeric` values
 * are returned as JavaScript numbers, as SQLite returns them.
 */
export function createDatabase(options: DatabaseOptions = {}): Database {
  if (options.url) return createPostgres(options.url, options.poolSize ?? 10);
  return createSqlite(options.file ?? DEFAULT_SQLITE_FILE);
}

function createSqlite(file: string): Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  // Kysely only closes a connection it has used: close the file handle ourselves otherwise.
  const destroy = async () => {
    await db.destroy();
    if (sqlite.open) sqlite.close();
  };
  return { db, dialect: 'sqlite', destroy: once(destroy) };
}

/** Prepared statements kept per SQLite connection (the most recently used). */
const STATEMENT_CACHE_SIZE = 256;

/**
 * The connection as Kysely sees it, with its prepared statements reused: Kysely prepares every
 * query it runs, and preparing costs about as much as running a short read, or much more for a
 * bulk insert of thousands of parameters (the seed's). Statements are keyed by their SQL text
 * (parameters are bound at each run); Kysely runs one query at a time on the connection, and a
 * statement whose schema changed is prepared again by SQLite itself.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = (sql: string): SqliteDatabase.Statement => {
    let statement = cache.get(sql);
    if (statement) {
      // Most recently used last, so the oldest is dropped first.
      cache.delete(sql);
    } else {
      statement = sqlite.prepare(sql);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

function createPostgres(url: string, max: number): Database {
  // Per-pool type parsers, so the global pg defaults stay untouched.
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format as 'text');
    },
  } as unknown as pg.CustomTypesConfig;
  const pool = new pg.Pool({ connectionString: url, max, types });
  // An idle client that errors (e.g. the server restarted) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  const destroy = async () => {
    await db.destroy();
    if (!pool.ended) await pool.end();
  };
  return { db, dialect: 'postgres', destroy: once(destroy) };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
}
