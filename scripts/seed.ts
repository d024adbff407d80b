/**
 * `npm run seed -- [--scale N] [--seed S] [--out file.db] [--force]`
 *
 * - With `--out`: builds a NEW SQLite file at that path (an existing file there is deleted), with
 *   every enabled plugin migrated and seeded at the given scale: a benchmark or demo database.
 * - Without `--out`: seeds the configured database (DATABASE_URL, or DATA_DIR/site.db) — only the
 *   plugins not seeded yet. `--force` seeds again: the cost_data_* tables are cleared first (in
 *   one transaction), so that sample data is never duplicated; the other plugins' seeds are
 *   idempotent.
 *
 * Defaults: scale 1 (4,000 single projects), seed 2026 (what the server uses on first start).
 * Prints what it did and the time taken.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { pluginsConfig } from '@app/plugins.config';
import { manifests, serverPlugins } from '@app/server/registry';
import { createDatabase, type Database } from '@kernel/server/database';
import { migratePlugins, seedPlugins, type KernelLogger } from '@kernel/server/migrations';
import { parseDisabledPlugins, resolveServerPlugins, withoutFailed } from '@kernel/server/plugin-host';
import {
  BID_NODE_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  PRICE_INDEX_TABLE,
  PROJECT_TABLE,
} from '@plugins/cost-data/shared/tables';

interface Args {
  scale: number;
  seed: number;
  out?: string;
  force: boolean;
}

const USAGE = 'usage: npm run seed -- [--scale N] [--seed S] [--out file.db] [--force]';

function parseArgs(argv: string[]): Args {
  const args: Args = { scale: 1, seed: 2026, force: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) fail(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--scale':
        args.scale = Number(value());
        if (!Number.isFinite(args.scale) || args.scale <= 0) fail('--scale must be a positive number');
        break;
      case '--seed':
        args.seed = Number(value());
        if (!Number.isInteger(args.seed)) fail('--seed must be an integer');
        break;
      case '--out':
        args.out = value();
        break;
      case '--force':
        args.force = true;
        break;
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        fail(`unknown argument ${arg}`);
    }
  }
  return args;
}

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const log: KernelLogger = {
  info: (_obj, msg) => console.log(`  ${msg}`),
  warn: (_obj, msg) => console.warn(`  ${msg}`),
  error: (obj, msg) => console.error(`  ${msg}`, (obj as { err?: unknown })?.err ?? ''),
};

const COST_DATA_TABLES = [INDICATOR_TABLE, COST_ITEM_TABLE, BID_NODE_TABLE, PROJECT_TABLE, PRICE_INDEX_TABLE];

async function tableCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [PROJECT_TABLE, BID_NODE_TABLE, COST_ITEM_TABLE, INDICATOR_TABLE, PRICE_INDEX_TABLE]) {
    try {
      const row = await database.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      counts[table] = Number(row?.n ?? 0);
    } catch {
      // The cost-data plugin is disabled: no tables.
    }
  }
  return counts;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function megabytes(file: string): string {
  let bytes = 0;
  for (const f of [file, `${file}-wal`]) if (existsSync(f)) bytes += statSync(f).size;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const resolved = resolveServerPlugins({
    manifests,
    registry: serverPlugins,
    enabled: pluginsConfig.enabled,
    disabled: parseDisabledPlugins(process.env.DISABLED_PLUGINS),
  });

  let database: Database;
  let where: string;
  let sqliteFile: string | undefined;
  if (args.out) {
    sqliteFile = path.resolve(args.out);
    for (const f of [sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`, `${sqliteFile}-journal`]) rmSync(f, { force: true });
    database = createDatabase({ file: sqliteFile });
    where = `new SQLite file ${sqliteFile}`;
  } else if (process.env.DATABASE_URL) {
    database = createDatabase({ url: process.env.DATABASE_URL });
    where = 'PostgreSQL (DATABASE_URL)';
  } else {
    sqliteFile = path.resolve(process.env.DATA_DIR ?? 'data', 'site.db');
    database = createDatabase({ file: sqliteFile });
    where = `SQLite ${sqliteFile}`;
  }
  console.log(`Seeding ${where}: scale ${args.scale}, seed ${args.seed}${args.force ? ', force' : ''}`);

  let exitCode = 0;
  try {
    const migration = await migratePlugins(database, resolved.serverPlugins, log);
    const { kept, dependants } = withoutFailed(resolved.serverPlugins, migration.failed);
    for (const id of dependants) console.error(`  plugin ${id} skipped: a plugin it depends on failed to migrate`);
    if (migration.failed.length > 0) exitCode = 1;

    if (args.force && !args.out && kept.some((p) => p.manifest.id === 'cost-data')) {
      const t = Date.now();
      await database.db.transaction().execute(async (trx) => {
        for (const table of COST_DATA_TABLES) await trx.deleteFrom(table).execute();
      });
      console.log(`  cleared the cost_data_* tables (${seconds(Date.now() - t)})`);
    }

    const seedStarted = Date.now();
    const report = await seedPlugins(database, kept, { scale: args.scale, seed: args.seed, force: args.force }, log);
    const seedMs = Date.now() - seedStarted;
    if (report.failed.length > 0) exitCode = 1;
    console.log(`  seeded: ${report.seeded.join(', ') || '—'}`);
    if (report.skipped.length > 0) console.log(`  already seeded (use --force to seed again): ${report.skipped.join(', ')}`);
    if (report.failed.length > 0) console.log(`  FAILED: ${report.failed.join(', ')}`);

    const counts = await tableCounts(database);
    if (Object.keys(counts).length > 0) {
      console.log('  cost data now: ' + Object.entries(counts).map(([t, n]) => `${t.replace('cost_data_', '')} ${n.toLocaleString('en-US')}`).join(', '));
    }
    if (database.dialect === 'sqlite') {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
      await sql`pragma optimize`.execute(database.db);
    }
    console.log(`  seeding took ${seconds(seedMs)}; total ${seconds(Date.now() - started)}`);
    if (sqliteFile) console.log(`  database file: ${sqliteFile} (${megabytes(sqliteFile)})`);
  } finally {
    await database.destroy();
  }
  process.exit(exitCode);
}

main().catch((err: unknown) => {
  console.error('Seeding failed:', err);
  process.exit(1);
});
