/**
 * `npm run test:pg`: runs the server test suite against a real, throwaway PostgreSQL server.
 *
 * 1. Finds the PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin); when they are
 *    missing and we run as root, installs the Debian package `postgresql` (apt-get).
 * 2. initdb into a temporary directory (as the `postgres` user when running as root: initdb
 *    refuses root), starts the server on a free loopback port with its unix socket in that
 *    directory, and creates a database.
 * 3. Runs `jest --selectProjects server` with DATABASE_URL set (extra arguments are passed on;
 *    with `-c <config>`, that config's tests instead, e.g. the fuzz suite on PostgreSQL);
 *    each test file works in a database of its own (tests/helpers/database.ts).
 * 4. Stops the server, removes the directory and exits with jest's exit code.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PG_ROOT = '/usr/lib/postgresql';
const DATABASE = 'zaojia_test';
const isRoot = process.getuid?.() === 0;

function log(message: string): void {
  console.log(`[test:pg] ${message}`);
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/** The bin directory of the newest installed PostgreSQL server, or null. */
function findBinDir(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')) && existsSync(path.join(PG_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? path.join(PG_ROOT, versions[0], 'bin') : null;
}

function ensureBinDir(): string {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot) {
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin. ' +
        'Install them (Debian/Ubuntu: sudo apt-get install -y postgresql) or run as root.',
    );
  }
  log('PostgreSQL not found: installing the Debian package "postgresql"…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env });
  const installed = findBinDir();
  if (!installed) throw new Error('apt-get installed postgresql, but no initdb was found under /usr/lib/postgresql.');
  return installed;
}

/** The non-root user that owns the cluster when we run as root. */
function clusterUser(): string | null {
  if (!isRoot) return null;
  if (spawnSync('id', ['-u', 'postgres']).status === 0) return 'postgres';
  log('creating the system user "postgres" for the test cluster');
  run('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  return 'postgres';
}

/** Runs a PostgreSQL binary, as the cluster user when we are root. */
function runPg(user: string | null, binary: string, args: string[]): void {
  if (user) run('runuser', ['-u', user, '--', binary, ...args]);
  else run(binary, args);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function chownDir(dir: string, user: string): void {
  const uid = Number(spawnSync('id', ['-u', user]).stdout.toString().trim());
  const gid = Number(spawnSync('id', ['-g', user]).stdout.toString().trim());
  chownSync(dir, uid, gid);
}

async function createDatabase(port: number): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

function runJest(databaseUrl: string, extraArgs: string[]): Promise<number> {
  const jestBin = require.resolve('jest/bin/jest');
  return new Promise((resolve) => {
    // Another config (`-c jest.fuzz.config.js`) brings its own projects; the default is the server tests.
    const ownConfig = extraArgs.some((a) => a === '-c' || a === '--config' || a.startsWith('--config='));
    const args = ownConfig ? extraArgs : [...extraArgs, '--selectProjects', 'server'];
    const child = spawn(process.execPath, [jestBin, ...args], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const bin = ensureBinDir();
  const user = clusterUser();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'zjzb-pg-'));
  const dataDir = path.join(tmp, 'data');
  const logFile = path.join(tmp, 'server.log');
  let started = false;

  const stop = () => {
    if (started) {
      started = false;
      try {
        runPg(user, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (err) {
        console.error('[test:pg] could not stop PostgreSQL:', err);
      }
    }
    rmSync(tmp, { recursive: true, force: true });
  };
  const onSignal = () => {
    stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    if (user) chownDir(tmp, user);
    log(`initdb in ${dataDir} (${bin})`);
    runPg(user, path.join(bin, 'initdb'), [
      '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync',
    ]);
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      `-k ${tmp}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    runPg(user, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', serverOptions, '-l', logFile, '-w', '-t', '60', 'start']);
    started = true;
    await createDatabase(port);
    const url = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
    log(`PostgreSQL is up: ${url}`);
    const code = await runJest(url, process.argv.slice(2));
    log(`jest exited with ${code}`);
    return code;
  } finally {
    stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('[test:pg]', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
