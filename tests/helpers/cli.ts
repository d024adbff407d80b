/**
 * Tests of the maintainers' command-line tools (scripts/*-cli.ts): a database the tool and the test
 * share (a fresh PostgreSQL schema under DATABASE_URL, else DATA_DIR/site.db in a temporary
 * directory, as the server keeps it), and the tool run as its own process.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '@kernel/server/database';
import { createTestDatabase } from './database';

const ROOT = path.resolve(__dirname, '../..');

export interface CliDatabase {
  readonly database: Database;
  /** The environment the tool runs with (DATABASE_URL or DATA_DIR pointing at `database`). */
  readonly env: NodeJS.ProcessEnv;
  cleanup(): Promise<void>;
}

export async function cliDatabase(name: string): Promise<CliDatabase> {
  if (process.env.DATABASE_URL) {
    const pg = await createTestDatabase();
    return { database: pg.database, env: { ...process.env, DATABASE_URL: (pg.location as { url: string }).url }, cleanup: () => pg.cleanup() };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `zjzb-${name}-cli-`));
  const database = createDatabase({ file: path.join(dir, 'site.db') });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
  delete env.DATABASE_URL;
  return {
    database,
    env,
    cleanup: async () => {
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `scripts/<script>` with the arguments: its exit code and output. */
export function runCli(script: string, env: NodeJS.ProcessEnv, args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], { cwd: ROOT, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}
