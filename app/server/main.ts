/**
 * Boots the site: database, migrations, sample data on first start, the Fastify app with the
 * enabled plugins, and a graceful stop on SIGTERM/SIGINT.
 *
 * Environment (docs/architecture.md, "Configuration"): PORT (3000), HOST (0.0.0.0), DATABASE_URL
 * (PostgreSQL; SQLite when absent), DATA_DIR (./data, holds site.db), DISABLED_PLUGINS (a,b),
 * CLIENT_DIR (dist/client), APP_BUILD_ID, LOG_LEVEL (info), TRUST_PROXY (the reverse proxy's
 * address), DEV_TOOLS (0), DEMO_ACCOUNTS (decided by the run mode), REQUEST_TIMEOUT_MS (20000),
 * CONNECTION_TIMEOUT_MS (60000), KEEP_ALIVE_TIMEOUT_MS (65000); online payment: PAYMENT_PROVIDER
 * (alipay; the sandbox with DEV_TOOLS), ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY,
 * ALIPAY_GATEWAY, SITE_URL.
 */
import path from 'node:path';
import { pluginsConfig } from '@app/plugins.config';
import { buildApp, DEFAULT_HTTP_LIMITS, type HttpLimits } from '@kernel/server/app';
import { createDatabase } from '@kernel/server/database';
import { devToolsRequested, isFreshFile, resolveRunMode, startupProblem } from '@kernel/server/demo-mode';
import { migratePlugins, seedPlugins, type KernelLogger } from '@kernel/server/migrations';
import { parseDisabledPlugins, PluginBootError, resolveServerPlugins, withoutFailed } from '@kernel/server/plugin-host';
import { installShutdownHandlers, startServer } from '@kernel/server/server';
import { manifests, serverPlugins } from './registry';

const SEED = { scale: 1, seed: 2026 } as const;

const bootLog: KernelLogger = {
  info: (_obj, msg) => console.log(msg),
  warn: (_obj, msg) => console.warn(msg),
  error: (obj, msg) => console.error(msg, (obj as { err?: unknown })?.err ?? ''),
};

/**
 * TRUST_PROXY: the reverse proxies' addresses / CIDRs separated by commas (`127.0.0.1`,
 * `loopback`, `10.0.0.0/8`), a number of proxy hops, or `true` (any hop: only when nothing but the
 * proxy can reach the server).
 */
function trustProxy(value: string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  const v = value?.trim();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (!/^\d+$/.test(v)) return v;
  const hops = Number(v);
  return (_address, hop) => hop < hops;
}

/** A positive whole number of milliseconds from the environment, or the default. */
function millis(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} 应为正整数（毫秒），当前为 "${raw}"。${name} must be a positive number of milliseconds.`);
    process.exit(1);
  }
  return value;
}

/** Connection limits: REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS. */
function httpLimits(env: NodeJS.ProcessEnv): Partial<HttpLimits> {
  return {
    requestTimeoutMs: millis(env, 'REQUEST_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.requestTimeoutMs),
    connectionTimeoutMs: millis(env, 'CONNECTION_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.connectionTimeoutMs),
    keepAliveTimeoutMs: millis(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs),
  };
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const dataDir = process.env.DATA_DIR ?? 'data';
  const problem = startupProblem(process.env);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const http = httpLimits(process.env);

  let resolved: ReturnType<typeof resolveServerPlugins>;
  try {
    resolved = resolveServerPlugins({
      manifests,
      registry: serverPlugins,
      enabled: pluginsConfig.enabled,
      disabled: parseDisabledPlugins(process.env.DISABLED_PLUGINS),
    });
  } catch (err) {
    if (err instanceof PluginBootError) {
      console.error(`插件配置错误，服务器无法启动。Plugin boot error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  if (resolved.unknownDisabled.length > 0) {
    console.warn(`DISABLED_PLUGINS 中的插件未启用或不存在：${resolved.unknownDisabled.join(', ')}`);
  }

  const dbFile = path.join(dataDir, 'site.db');
  const freshEmbedded = !process.env.DATABASE_URL && isFreshFile(dbFile);
  const database = createDatabase({ url: process.env.DATABASE_URL, file: dbFile });
  const mode = await resolveRunMode(database, { env: process.env, freshEmbedded });
  const migration = await migratePlugins(database, resolved.serverPlugins, bootLog);
  const { kept: plugins, dependants } = withoutFailed(resolved.serverPlugins, migration.failed);
  for (const id of dependants) console.error(`插件 ${id} 依赖的插件迁移失败，已跳过`);
  await seedPlugins(database, plugins, { ...SEED, demo: mode === 'demo' }, bootLog);

  const skipped = new Set([...migration.failed, ...dependants]);
  const { kept: enabled } = withoutFailed(resolved.manifests.map((manifest) => ({ manifest })), skipped);
  const app = await buildApp({
    plugins,
    database,
    enabledPlugins: enabled.map((e) => e.manifest.id),
    manifests: enabled.map((e) => e.manifest),
    clientDir: process.env.CLIENT_DIR,
    buildId: process.env.APP_BUILD_ID,
    logger: true,
    trustProxy: trustProxy(process.env.TRUST_PROXY),
    http,
  });
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection'));

  const server = await startServer({ app, database, port, host });
  installShutdownHandlers(server, app.log);
  const dialect = database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite (${path.join(dataDir, 'site.db')})`;
  const modeLine =
    mode === 'demo'
      ? '演示模式：已创建演示账号（密码公开，勿用于生产）。Demo mode: demo accounts exist (published password).'
      : '生产模式：无演示账号。Production mode: no demo accounts.';
  const devLine = devToolsRequested(process.env)
    ? '开发工具已开启（DEV_TOOLS=1，仅回应本机地址）。Dev tools: on, loopback requests only.'
    : '开发工具未开启。Dev tools: off (DEV_TOOLS=1 turns them on, loopback only).';
  console.log(
    `\n  造价指标网已启动：${server.url}\n  Site is running at ${server.url} (database: ${dialect})\n  ${modeLine}\n  ${devLine}\n`,
  );
}

main().catch((err: unknown) => {
  console.error('服务器启动失败 / Server failed to start:', err);
  process.exit(1);
});
