/**
 * SQL building blocks shared by the server plugins, dialect-neutral (SQLite and PostgreSQL).
 *
 * Text search: `containsText(column, text, dialect)` is a case-insensitive "contains" with the
 * LIKE wildcards of the text escaped (`%`, `_` and the escape character `\` match themselves), as
 * `column LIKE '%…%' ESCAPE '\'` on SQLite (whose LIKE ignores ASCII case) and `ILIKE` on
 * PostgreSQL. The text is always a bound parameter.
 *
 * Paging: see `@kernel/core/paging` (page rules, LIMIT / OFFSET, page count), re-exported here.
 */
import { sql, type CreateTableBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DatabaseDialect } from './database';

export { pageCount, pageWindow, pagingProblem, type PageRequest, type PagingProblem, type PagingRules } from '@kernel/core/paging';

/** The escape character of the LIKE patterns built here (used with `ESCAPE '\'`). */
export const LIKE_ESCAPE = '\\';

/** Escapes `%`, `_` and `\` so that they match themselves in a LIKE pattern with `ESCAPE '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `${LIKE_ESCAPE}${c}`);
}

/** The LIKE pattern of "contains `text`": `%text%`, escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * `column` contains `text`, case-insensitively, wildcards in `text` taken literally:
 * `column LIKE ? ESCAPE '\'` on SQLite, `column ILIKE ? ESCAPE '\'` on PostgreSQL.
 */
export function containsText(column: string, text: string, dialect: DatabaseDialect): Expression<SqlBool> {
  const pattern = containsPattern(text);
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** True for a violation of a UNIQUE (or primary key) constraint, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown };
  if (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  return typeof e.message === 'string' && /UNIQUE constraint failed|duplicate key value/i.test(e.message);
}

/**
 * The database a migration runs on. A migration receives only the Kysely handle: PostgreSQL answers
 * `select version()`, SQLite has no such function (and runs its migrations outside a transaction,
 * so the failed probe aborts nothing).
 */
export async function dialectOf(db: Kysely<any>): Promise<DatabaseDialect> {
  try {
    const row = await sql<{ v: string }>`select version() as v`.execute(db);
    return /postgres/i.test(String(row.rows[0]?.v ?? '')) ? 'postgres' : 'sqlite';
  } catch {
    return 'sqlite';
  }
}

/** Adds an auto-increment integer primary key `id` (SQLite INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL serial). */
export function serialId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DatabaseDialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
