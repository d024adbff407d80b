import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface SpawnedServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** Runs run-account-server.ts in a child process (real Fastify, real SQLite) and waits for its URL. */
export function spawnAccountServer(): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/plugins/account/client/run-account-server.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    child.once('exit', (code) => reject(new Error(`account test server exited (${code})`)));
    lines.once('line', (line) => {
      const { url } = JSON.parse(line) as { url: string };
      resolve({
        url,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
