import { ServiceRegistry } from './services';
import { Migrator, sql, type MigrationResult } from 'kysely';
import type { Database } from './database';
import type { SeedOptions, ServerPlugin, ServerPluginContext } from './plugin';

/** Minimal logger shape (pino, Fastify's logger and `console` all fit). */
export interface KernelLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

const silentLogger: KernelLogger = { info() {}, warn() {}, error() {} };

/** `_migrations_<id>` with `-` replaced by `_`: each plugin keeps its own migration history. */
export function migrationTableName(pluginId: string): string {
  return `_migrations_${pluginId.replace(/-/g, '_')}`;
}

export function migrationLockTableName(pluginId: string): string {
  return `${migrationTableName(pluginId)}_lock`;
}

export interface PluginMigrationReport {
  readonly id: string;
  /** Names of the migrations applied by this run (empty when already up to date). */
  readonly applied: string[];
  readonly error?: unknown;
}

export interface MigrationReport {
  readonly plugins: PluginMigrationReport[];
  /** Ids of the plugins whose migrations failed; the host skips them (and their dependants). */
  readonly failed: string[];
}

/**
 * Runs every plugin's migrations with Kysely's Migrator and a migration (and lock) table of its
 * own, so that enabling or disabling one plugin never disturbs another's history. Plugins are
 * migrated in the given (dependency) order. A failing plugin is reported, not thrown: the others
 * still migrate. Re-running is idempotent.
 */
export async function migratePlugins(
  database: Database,
  plugins: readonly ServerPlugin[],
  log: KernelLogger = silentLogger,
): Promise<MigrationReport> {
  const schema = database.dialect === 'postgres' ? await currentSchema(database) : undefined;
  const reports: PluginMigrationReport[] = [];
  const failed: string[] = [];
  for (const plugin of plugins) {
    const migrations = plugin.migrations;
    const id = plugin.manifest.id;
    if (!migrations || Object.keys(migrations).length === 0) continue;
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
      migrationTableName: migrationTableName(id),
      migrationLockTableName: migrationLockTableName(id),
      // On PostgreSQL, pin the history to the current schema: Kysely otherwise looks the table up
      // by name in every schema and may find another schema's table of the same name.
      migrationTableSchema: schema,
    });
    let error: unknown;
    let results: MigrationResult[] | undefined;
    try {
      ({ error, results } = await migrator.migrateToLatest());
    } catch (thrown) {
      error = thrown;
    }
    const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    if (error) {
      const failedStep = (results ?? []).find((r) => r.status === 'Error')?.migrationName;
      log.error({ err: error, plugin: id, migration: failedStep }, `插件 ${id} 的数据库迁移失败，已跳过该插件`);
      failed.push(id);
      reports.push({ id, applied, error });
    } else {
      if (applied.length > 0) log.info({ plugin: id, applied }, `插件 ${id} 已完成数据库迁移`);
      reports.push({ id, applied });
    }
  }
  return { plugins: reports, failed };
}

async function currentSchema(database: Database): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  return rows[0]?.schema ?? 'public';
}

/** Kernel bookkeeping: which plugins were seeded already (so seeding runs on first start only). */
export const SEED_TABLE = '_kernel_seeds';

export interface SeedRunOptions extends SeedOptions {
  /** Seed again even plugins recorded as seeded (their `seed` must be idempotent anyway). */
  readonly force?: boolean;
  /** Demo mode: run every plugin's `demo` hook after its seed (idempotent, at every start). */
  readonly demo?: boolean;
  /** The registry the plugins' services are offered on (a fresh one by default). */
  readonly services?: ServiceRegistry;
}

export interface SeedReport {
  readonly seeded: string[];
  readonly skipped: string[];
  readonly failed: string[];
}

/**
 * Runs `seed` for the plugins that have one and were not seeded before (first start of that
 * plugin on this database). A failing seed is logged and retried at the next start; it does not
 * stop the others.
 */
export async function seedPlugins(
  database: Database,
  plugins: readonly ServerPlugin[],
  options: SeedRunOptions,
  log: KernelLogger = silentLogger,
): Promise<SeedReport> {
  const { db, dialect } = database;
  await db.schema
    .createTable(SEED_TABLE)
    .ifNotExists()
    .addColumn('plugin_id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('seeded_at', 'bigint', (c) => c.notNull())
    .execute();
  const done = new Set(
    (await db.selectFrom(SEED_TABLE).select('plugin_id').execute()).map((r) => r.plugin_id as string),
  );
  const report: SeedReport = { seeded: [], skipped: [], failed: [] };
  // One registry for the whole run, filled in dependency order: a seed may use the services of
  // the plugins it depends on.
  const ctx: ServerPluginContext = { db, dialect, services: options.services ?? new ServiceRegistry() };
  const unavailable = new Set<string>();
  for (const plugin of plugins) {
    try {
      plugin.services?.(ctx);
    } catch (err) {
      unavailable.add(plugin.manifest.id);
      log.error({ err, plugin: plugin.manifest.id }, `插件 ${plugin.manifest.id} 的服务初始化失败`);
    }
  }
  for (const plugin of plugins) {
    const id = plugin.manifest.id;
    if (!plugin.seed) continue;
    if (unavailable.has(id)) {
      report.failed.push(id);
      continue;
    }
    if (done.has(id) && !options.force) {
      report.skipped.push(id);
      continue;
    }
    try {
      await plugin.seed(ctx, { scale: options.scale, seed: options.seed });
      if (!done.has(id)) await db.insertInto(SEED_TABLE).values({ plugin_id: id, seeded_at: Date.now() }).execute();
      report.seeded.push(id);
      log.info({ plugin: id }, `插件 ${id} 已写入示例数据`);
    } catch (err) {
      report.failed.push(id);
      log.error({ err, plugin: id }, `插件 ${id} 的示例数据写入失败`);
    }
  }
  if (options.demo) {
    for (const plugin of plugins) {
      if (!plugin.demo) continue;
      const id = plugin.manifest.id;
      try {
        await plugin.demo(ctx);
      } catch (err) {
        report.failed.push(id);
        log.error({ err, plugin: id }, `插件 ${id} 的演示数据写入失败`);
      }
    }
  }
  return report;
}
