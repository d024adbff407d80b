import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import type { Database } from './database';

/**
 * How the server runs, decided once at start:
 * - `demo`: demo accounts (published password) are written; a default `npm start` on a fresh
 *   `./data` (embedded SQLite, not production) is a demo, and stays one on later starts.
 * - `production`: no demo content unless `DEMO_ACCOUNTS=1` asks for it.
 * `DEMO_ACCOUNTS=1` / `DEMO_ACCOUNTS=0` overrides the decision (and is remembered).
 */
export type RunMode = 'demo' | 'production';

/** Development helpers (captcha answers, SMS outbox): only with `DEV_TOOLS=1`, never in production. */
export function devToolsRequested(env: NodeJS.ProcessEnv): boolean {
  return env.DEV_TOOLS === '1' || env.DEV_TOOLS === 'true';
}

/** A production start refuses development helpers: the error to print, or null. */
export function startupProblem(env: NodeJS.ProcessEnv): string | null {
  if (env.NODE_ENV === 'production' && devToolsRequested(env)) {
    return 'NODE_ENV=production 时不能设置 DEV_TOOLS=1（开发工具会泄露验证码与短信验证码）。Refusing to start: DEV_TOOLS=1 in production.';
  }
  return null;
}

/** Whether the database file is new, read before the database is opened. */
export function isFreshFile(file: string | undefined): boolean {
  return file !== undefined && !existsSync(file);
}

const META_TABLE = '_kernel_meta';

/**
 * Decides the run mode and records it in the database (`_kernel_meta`), so that a demo database
 * stays a demo and a production one stays production across restarts.
 */
export async function resolveRunMode(
  database: Database,
  options: { env: NodeJS.ProcessEnv; freshEmbedded: boolean },
): Promise<RunMode> {
  const { db } = database;
  await db.schema
    .createTable(META_TABLE)
    .ifNotExists()
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .execute();
  const row = await db.selectFrom(META_TABLE).select('value').where('key', '=', 'run_mode').executeTakeFirst();
  const asked = options.env.DEMO_ACCOUNTS;
  let mode: RunMode;
  if (asked === '1' || asked === 'true') mode = 'demo';
  else if (asked === '0' || asked === 'false') mode = 'production';
  else if (row) mode = row.value === 'demo' ? 'demo' : 'production';
  else mode = options.freshEmbedded && options.env.NODE_ENV !== 'production' ? 'demo' : 'production';
  if (row?.value !== mode) {
    if (row) await db.updateTable(META_TABLE).set({ value: mode }).where('key', '=', 'run_mode').execute();
    else await db.insertInto(META_TABLE).values({ key: 'run_mode', value: mode }).execute();
  }
  return mode;
}

/** The run mode recorded in the database, or null before its first start. */
export async function recordedRunMode(database: Database): Promise<RunMode | null> {
  const rows = await sql<{ value: string }>`select value from _kernel_meta where key = 'run_mode'`
    .execute(database.db)
    .catch(() => ({ rows: [] as { value: string }[] }));
  const value = rows.rows[0]?.value;
  return value === 'demo' || value === 'production' ? value : null;
}
