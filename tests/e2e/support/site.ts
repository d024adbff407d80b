import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pluginsConfig } from '../../../app/plugins.config';

export interface RunningSite {
  readonly url: string;
  /** Whether its database began as a copy of the run's template (TEMPLATE_PLUGINS seeded). */
  readonly fromTemplate: boolean;
  /** What the server printed so far (its boot lines: migrations, seeds). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Start on an empty data directory (the first start migrates and seeds everything, as a new
   * installation does) instead of one holding the run's seeded template plugins.
   */
  readonly fresh?: boolean;
}

/** Set by tests/e2e/support/global-setup.js: a folder of the run, removed at its end. */
export const TEMPLATE_DIR_ENV = 'ZJZB_E2E_TEMPLATE_DIR';
/**
 * The plugins whose sample data the template holds: the bulk of a first start's seed (cost-data's
 * projects and prices; policy's corpus, segmented and indexed, which reads cost-data's prices).
 */
export const TEMPLATE_PLUGINS: readonly string[] = ['cost-data', 'policy'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The run's template database: the TEMPLATE_PLUGINS migrated and seeded exactly as a first start
 * seeds them (`npm run seed -- --out`: scale 1, seed 2026 as on a first start; the other plugins off), written once per
 * run and copied into each site's data directory. A site started on a copy migrates and seeds the
 * other plugins itself on its first start (their seed markers are absent), and skips the template
 * plugins' seeds (their markers are in the copy). Null when the run has no template folder.
 */
async function templateDatabase(): Promise<string | null> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (!dir) return null;
  const file = join(dir, 'template.db');
  if (existsSync(file)) return file;
  const building = join(dir, `building-${process.pid}`);
  mkdirSync(building, { recursive: true });
  const out = join(building, 'site.db');
  const others = pluginsConfig.enabled.filter((id) => !TEMPLATE_PLUGINS.includes(id));
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--out', out], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', DISABLED_PLUGINS: others.join(',') },
    maxBuffer: 16 * 1024 * 1024,
  });
  // Written in full, then renamed: a reader never sees half a file.
  if (!existsSync(file)) renameSync(out, file);
  rmSync(building, { recursive: true, force: true });
  return file;
}

/** Whether a start with this environment may begin from the template (SQLite, every template plugin on, run mode explicit). */
function templateFits(env: Record<string, string | undefined>): boolean {
  if (env.DATABASE_URL) return false;
  const disabled = (env.DISABLED_PLUGINS ?? '').split(',').map((s) => s.trim());
  if (TEMPLATE_PLUGINS.some((id) => disabled.includes(id))) return false;
  // A fresh file decides the run mode by itself: only an explicit DEMO_ACCOUNTS decides it the same way on a copy.
  return ['0', '1', 'true', 'false'].includes(env.DEMO_ACCOUNTS ?? '');
}

/**
 * Starts the real server (the built client, an SQLite database in a temp folder) the way
 * `npm start` does, on a free loopback port, and waits until it answers. The database starts as
 * a copy of the run's template (its plugins seeded) when it fits, unless `fresh` asks for an empty one.
 */
export async function startSite(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'zjzb-e2e-'));
  const fullEnv: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    DEV_TOOLS: '1',
    DEMO_ACCOUNTS: '1',
    ...env,
  };
  let fromTemplate = false;
  if (!options.fresh && templateFits(fullEnv)) {
    const template = await templateDatabase();
    if (template) {
      copyFileSync(template, join(dataDir, 'site.db'));
      fromTemplate = true;
    }
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'app/server/main.ts'], {
    cwd: process.cwd(),
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // A start loads every plugin (seconds; far longer on a busy machine), a fresh one seeds the sample data first.
  const startLimit = fromTemplate ? 60_000 : 120_000;
  const deadline = Date.now() + startLimit;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/getPalvelinAeg`);
      if (res.ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within ${startLimit / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    fromTemplate,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
