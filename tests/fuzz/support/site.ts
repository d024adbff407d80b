import diagnostics from 'node:diagnostics_channel';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { pluginsConfig } from '@app/plugins.config';
import { manifests, serverPlugins } from '@app/server/registry';
import { buildApp } from '@kernel/server/app';
import type { Database } from '@kernel/server/database';
import { resolveRunMode } from '@kernel/server/demo-mode';
import { migratePlugins, seedPlugins } from '@kernel/server/migrations';
import { resolveServerPlugins, withoutFailed } from '@kernel/server/plugin-host';
import { createTestDatabase } from '../../helpers/database';

/** One registered route and method, as Fastify's `onRoute` hook saw it. */
export interface FuzzRoute {
  readonly method: string;
  /** The full path, prefix included (`/static-files/home/:name`, `/*`). */
  readonly url: string;
  readonly schema: FastifySchema | undefined;
  /** Plugin scope that registered it (Fastify's plugin name chain), for the report. */
  readonly owner: string;
}

/** An error the server logged at level error or above (the stack of a 500, a failed stream…). */
export interface LoggedError {
  readonly time: number;
  readonly msg: string;
  readonly reqId: string | undefined;
  readonly type: string | undefined;
  readonly message: string | undefined;
  readonly stack: string | undefined;
}

export interface FuzzSite {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly routes: readonly FuzzRoute[];
  /** Error-level log entries, in order; the runner reads the ones written during each request. */
  readonly errors: LoggedError[];
  readonly seedMs: number;
  close(): Promise<void>;
}

export interface SiteOptions {
  /** Sample data scale (main.ts uses 1, about 4,000 single projects per unit). */
  readonly scale: number;
  readonly seed: number;
}

/**
 * Subscribes to Fastify's `fastify.initialization` diagnostics channel, which every new instance
 * publishes from its constructor, and adds an `onRoute` hook to it before anything is registered.
 * Hooks of the root instance are inherited by every encapsulated plugin context registered after,
 * so the hook sees every route of every plugin, the kernel's and the ones Fastify adds itself
 * (HEAD for GET). The kernel's preflight sandboxes are instances too; they are told apart by
 * instance, and only the app `buildApp` answers is kept.
 */
export function captureRoutes(): { routesOf(app: FastifyInstance): FuzzRoute[]; stop(): void } {
  const byInstance = new Map<FastifyInstance, FuzzRoute[]>();
  const onInit = (message: unknown) => {
    const instance = (message as { fastify: FastifyInstance }).fastify;
    const routes: FuzzRoute[] = [];
    byInstance.set(instance, routes);
    instance.addHook('onRoute', function collect(this: FastifyInstance, options: RouteOptions) {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        routes.push({ method: String(method).toUpperCase(), url: options.url, schema: options.schema, owner: this.pluginName });
      }
    });
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  return {
    routesOf: (app) => byInstance.get(app) ?? [],
    stop: () => {
      diagnostics.unsubscribe('fastify.initialization', onInit);
      byInstance.clear();
    },
  };
}

/** A pino destination that keeps error-level entries (pino writes one JSON line per entry). */
export function errorSink(into: LoggedError[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        try {
          const entry = JSON.parse(line) as { level?: number; time?: number; msg?: string; reqId?: string; err?: { type?: string; message?: string; stack?: string } };
          if ((entry.level ?? 0) >= 50) {
            into.push({
              time: entry.time ?? Date.now(),
              msg: entry.msg ?? '',
              reqId: entry.reqId,
              type: entry.err?.type,
              message: entry.err?.message,
              stack: entry.err?.stack,
            });
          }
        } catch {
          into.push({ time: Date.now(), msg: line.slice(0, 500), reqId: undefined, type: undefined, message: undefined, stack: undefined });
        }
      }
      done();
    },
  });
}

/**
 * A small built client in the layout `npm run build` writes (index.html, build-id.txt, a root
 * file, hashed assets under static/ with precompressed siblings), so that the page and static
 * routes answer as in production (without a build, index.html is the 503 "not built" page).
 */
function writeClientDir(dir: string): string {
  const client = path.join(dir, 'client');
  mkdirSync(path.join(client, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(client, 'index.html'), '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>造价指标网</title><script defer src="/static/js/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(client, 'build-id.txt'), 'fuzz-build\n');
  writeFileSync(path.join(client, 'favicon.ico'), Buffer.alloc(64, 1));
  const js = `console.log(${JSON.stringify('造价'.repeat(400))});\n`;
  writeFileSync(path.join(client, 'static', 'js', 'main.0123abcd.js'), js);
  writeFileSync(path.join(client, 'static', 'js', 'main.0123abcd.js.gz'), gzipSync(js));
  writeFileSync(path.join(client, 'static', 'js', 'main.0123abcd.js.br'), brotliCompressSync(js));
  return client;
}

/**
 * Boots the site as app/server/main.ts does: every enabled server plugin of app/plugins.config.ts
 * (through the plugin host), migrations, sample data and the demo content (demo accounts), and
 * buildApp over a temporary SQLite file (a PostgreSQL database of its own with DATABASE_URL). No network:
 * requests go through `app.inject`.
 */
export async function bootSite(options: SiteOptions): Promise<FuzzSite> {
  const resolved = resolveServerPlugins({ manifests, registry: serverPlugins, enabled: pluginsConfig.enabled, disabled: [] });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zjzb-fuzz-'));
  // A temporary SQLite file, or a database of its own on PostgreSQL when DATABASE_URL is set.
  const testDb = await createTestDatabase();
  const { database } = testDb;
  const capture = captureRoutes();
  try {
    const started = Date.now();
    // Demo mode, as `npm start` on a new ./data decides it (and DEMO_ACCOUNTS=1 on PostgreSQL).
    const mode = await resolveRunMode(database, { env: { DEMO_ACCOUNTS: '1' }, freshEmbedded: true });
    const migration = await migratePlugins(database, resolved.serverPlugins);
    if (migration.failed.length > 0) throw new Error(`migrations failed: ${migration.failed.join(', ')}`);
    const seeded = await seedPlugins(database, resolved.serverPlugins, { scale: options.scale, seed: options.seed, demo: mode === 'demo' });
    if (seeded.failed.length > 0) throw new Error(`seed failed: ${seeded.failed.join(', ')}`);
    const seedMs = Date.now() - started;
    const { kept } = withoutFailed(resolved.manifests.map((manifest) => ({ manifest })), new Set());
    const errors: LoggedError[] = [];
    const app = await buildApp({
      plugins: resolved.serverPlugins,
      database,
      enabledPlugins: kept.map((e) => e.manifest.id),
      manifests: kept.map((e) => e.manifest),
      clientDir: writeClientDir(dir),
      logger: { level: 'error', stream: errorSink(errors) },
    });
    await app.ready();
    const routes = capture.routesOf(app);
    if (app.kernel.failedPlugins.size > 0) {
      throw new Error(`plugins failed to load: ${[...app.kernel.failedPlugins.keys()].join(', ')}`);
    }
    return {
      app,
      database,
      routes,
      errors,
      seedMs,
      close: async () => {
        try {
          await app.close();
        } finally {
          await testDb.cleanup();
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    await testDb.cleanup().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw err;
  } finally {
    capture.stop();
  }
}
