import type { FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { PluginManifest } from '../core/manifest';
import type { ServiceRegistry } from './services';

/** What a server plugin half receives when it registers its routes or seeds its data. */
export interface ServerPluginContext {
  /** The database; dialect-neutral Kysely (SQLite by default, PostgreSQL with DATABASE_URL). */
  readonly db: Kysely<any>;
  readonly dialect: 'sqlite' | 'postgres';
  /** Services plugins offer each other (see services.ts). */
  readonly services: ServiceRegistry;
}

export interface SeedOptions {
  /** Data scale: 1 for the embedded default, larger for benchmark databases. */
  readonly scale: number;
  /** PRNG seed: the same seed gives the same data. */
  readonly seed: number;
}

/**
 * The server half of a plugin. Every plugin owns its tables (prefixed with its id) and its
 * migrations, which run in name order and are tracked in a migration table of its own, so that
 * disabling one plugin never disturbs another's history.
 */
export interface ServerPlugin {
  readonly manifest: PluginManifest;
  /** Named migrations, applied in name order ("001_init", "002_..."). */
  readonly migrations?: Record<string, Migration>;
  /**
   * Offers the plugin's services to the others (`ctx.services.provide(…)`, `contribute(…)`).
   * The kernel calls it on each registry before anything else of the plugin runs: before the
   * seeds (so a dependant's seed may use it) and before the routes, in dependency order. Keep it
   * cheap and free of I/O: build objects over `ctx.db`, do not query.
   */
  services?(ctx: ServerPluginContext): void;
  /** Seeds sample data when the plugin's tables are empty. Must be idempotent. */
  seed?(ctx: ServerPluginContext, options: SeedOptions): Promise<void>;
  /**
   * Writes demo content (accounts with a published password and their rights). Runs at every
   * start, only in demo mode (see kernel/server/demo-mode.ts); must be idempotent. A production
   * database never gets it unless asked (`DEMO_ACCOUNTS=1`).
   */
  demo?(ctx: ServerPluginContext): Promise<void>;
  /** Registers the plugin's endpoints; runs inside its own encapsulated Fastify context. */
  routes?(app: FastifyInstance, ctx: ServerPluginContext): Promise<void> | void;
}
