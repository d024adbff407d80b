import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** Ends the child when this process is gone (see exit-with-parent.cjs). */
const EXIT_WITH_PARENT = path.join(__dirname, 'exit-with-parent.cjs');

export interface SpawnedServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Runs a server script (real Fastify, real SQLite) in a child process — for client tests whose
 * jsdom environment cannot host Fastify — and waits for the JSON line with its URL. The child
 * exits by itself when this process is gone.
 */
export function spawnServerScript(script: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, '--import', 'tsx', script], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
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

/** The server with the test status plugin (tests/helpers/run-status-server.ts). */
export function spawnStatusServer(): Promise<SpawnedServer> {
  return spawnServerScript('tests/helpers/run-status-server.ts');
}
