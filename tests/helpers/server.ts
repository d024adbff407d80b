import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '@kernel/server/app';
import type { Database } from '@kernel/server/database';
import { migratePlugins } from '@kernel/server/migrations';
import type { ServerPlugin } from '@kernel/server/plugin';
import { createTestDatabase } from './database';

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'plugins' | 'database'>> {
  readonly plugins?: readonly ServerPlugin[];
  /** Use this database (not cleaned up by `close`); default: a fresh test database. */
  readonly database?: Database;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** Closes the app and removes the test database (when it created one). */
  close(): Promise<void>;
}

/**
 * Builds the real app over a fresh test database (temp SQLite file, or a PostgreSQL schema when
 * `DATABASE_URL` is set), with the plugins' migrations applied. For `app.inject` tests.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { plugins = [], database: given, ...rest } = options;
  const owned = given ? null : await createTestDatabase();
  const database = given ?? owned!.database;
  try {
    await migratePlugins(database, plugins);
    const app = await buildApp({ clientDir: '/nonexistent-client-dist', logger: false, ...rest, plugins, database });
    let closed: Promise<void> | null = null;
    return {
      app,
      database,
      close: () =>
        (closed ??= (async () => {
          try {
            await app.close();
          } finally {
            await owned?.cleanup();
          }
        })()),
    };
  } catch (err) {
    await owned?.cleanup();
    throw err;
  }
}

export interface TestServer extends TestApp {
  /** Base URL, `http://127.0.0.1:<port>`. */
  readonly url: string;
}

/**
 * Starts the real server on 127.0.0.1 with an ephemeral port, for tests that use `fetch` (e.g.
 * the client's HTTP client against `statusPlugin`). Always `close()` it (e.g. in `afterAll`).
 */
export async function startTestServer(options: TestAppOptions = {}): Promise<TestServer> {
  const test = await buildTestApp(options);
  try {
    await test.app.listen({ host: '127.0.0.1', port: 0 });
  } catch (err) {
    await test.close();
    throw err;
  }
  const address = test.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...test, url: `http://127.0.0.1:${port}` };
}
