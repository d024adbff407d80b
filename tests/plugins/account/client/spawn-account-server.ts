import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';

export type { SpawnedServer };

/** Runs run-account-server.ts (the real account server) in a child process and waits for its URL. */
export function spawnAccountServer(): Promise<SpawnedServer> {
  return spawnServerScript('tests/plugins/account/client/run-account-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
}
