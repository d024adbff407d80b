import type { FastifyInstance } from 'fastify';
import type { Database } from './database';

export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:3000`. */
  readonly url: string;
  readonly port: number;
  /**
   * Graceful stop: stops accepting connections, lets in-flight requests finish (Fastify's
   * `close`), then destroys the database. Safe to call more than once.
   */
  close(): Promise<void>;
}

export interface StartServerOptions {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** 0 for an ephemeral port. */
  readonly port: number;
  readonly host: string;
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { app, database } = options;
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
    port,
    close: () =>
      (closing ??= (async () => {
        try {
          await app.close();
        } finally {
          await database.destroy();
        }
      })()),
  };
}

/**
 * Stops the server gracefully on SIGTERM and SIGINT, then exits 0 (1 when closing failed or took
 * longer than `timeoutMs`).
 */
export function installShutdownHandlers(
  server: RunningServer,
  log: Pick<FastifyInstance['log'], 'info' | 'error'>,
  timeoutMs = 15_000,
): void {
  const stop = (signal: NodeJS.Signals) => {
    log.info({ signal }, '正在停止服务器… / shutting down');
    const timer = setTimeout(() => {
      log.error({ signal }, '停止超时，强制退出 / shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, '停止服务器时出错 / error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
