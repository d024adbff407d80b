import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devToolsRequested, recordedRunMode, resolveRunMode, startupProblem } from '@kernel/server/demo-mode';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';

describe('development tools', () => {
  it('are on only when asked for', () => {
    expect(devToolsRequested({})).toBe(false);
    expect(devToolsRequested({ NODE_ENV: 'development' })).toBe(false);
    expect(devToolsRequested({ DEV_TOOLS: '0' })).toBe(false);
    expect(devToolsRequested({ DEV_TOOLS: '1' })).toBe(true);
  });

  it('are refused with NODE_ENV=production', () => {
    expect(startupProblem({ NODE_ENV: 'production' })).toBeNull();
    expect(startupProblem({ DEV_TOOLS: '1' })).toBeNull();
    expect(startupProblem({ NODE_ENV: 'production', DEV_TOOLS: '1' })).toContain('DEV_TOOLS=1');
  });

  it('stop a production start before it opens any database', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zjzb-devtools-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'app/server/main.ts'], {
        env: { ...process.env, NODE_ENV: 'production', DEV_TOOLS: '1', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Refusing to start: DEV_TOOLS=1 in production');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('run mode', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(() => t.cleanup());

  it('a fresh embedded database outside production is a demo, and stays one', async () => {
    expect(await recordedRunMode(t.database)).toBeNull();
    expect(await resolveRunMode(t.database, { env: {}, freshEmbedded: true })).toBe('demo');
    // Later starts: the file is no longer fresh, the recorded mode holds.
    expect(await resolveRunMode(t.database, { env: {}, freshEmbedded: false })).toBe('demo');
    expect(await recordedRunMode(t.database)).toBe('demo');
  });

  it('production (or a server database) never becomes a demo unless asked', async () => {
    expect(await resolveRunMode(t.database, { env: { NODE_ENV: 'production' }, freshEmbedded: true })).toBe('production');
    expect(await resolveRunMode(t.database, { env: {}, freshEmbedded: false })).toBe('production');
    expect(await resolveRunMode(t.database, { env: { DEMO_ACCOUNTS: '1' }, freshEmbedded: false })).toBe('demo');
    expect(await recordedRunMode(t.database)).toBe('demo');
    expect(await resolveRunMode(t.database, { env: { DEMO_ACCOUNTS: '0' }, freshEmbedded: false })).toBe('production');
    expect(await recordedRunMode(t.database)).toBe('production');
  });

  it('a database that is not a fresh embedded file starts in production mode', async () => {
    expect(await resolveRunMode(t.database, { env: {}, freshEmbedded: false })).toBe('production');
  });
});
