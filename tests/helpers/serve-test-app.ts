/**
 * The body of a server script for client tests (their jsdom environment cannot host Fastify): builds
 * the real app, listens on a free port of 127.0.0.1, prints `{"url": …}` as one JSON line (what
 * `spawnServerScript` of spawn-status-server.ts waits for) and closes on SIGTERM or SIGINT. A failed
 * start prints the error and exits with 1.
 *
 *   // tests/plugins/<id>/client/run-<id>-server.ts
 *   serveTestApp(() => buildMyPluginApp());
 *   serveTestApp(() => startTestServer({ plugins: [costDataServer] }));
 */
import type { FastifyInstance } from 'fastify';

/**
 * What the script serves: an app not yet listening (`buildTestApp`, a plugin's fixture app) or one
 * already listening at `url` (`startTestServer`), and how to close it (and its test database).
 */
export interface ServableApp {
  readonly app: FastifyInstance;
  readonly url?: string;
  close(): Promise<void>;
}

export function serveTestApp(build: () => Promise<ServableApp>): void {
  const main = async (): Promise<void> => {
    const t = await build();
    const url = t.url ?? (await listen(t.app));
    process.stdout.write(`${JSON.stringify({ url })}\n`);
    const stop = () => void t.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}
