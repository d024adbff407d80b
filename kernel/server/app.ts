import type { Server } from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../core/envelope';
import { DEFAULT_GATEWAYS, type Gateways, type RuntimeConfig } from '../core/gateways';
import type { PluginManifest } from '../core/manifest';
import { Messages } from '../core/status-codes';
import { authPlugin } from './auth';
import { createClientAssets, registerClientAssets } from './client-assets';
import type { Database } from './database';
import { clientErrorHandler, errorHandler, sendEnvelope } from './errors';
import { kernelRoutes } from './kernel-routes';
import { PageRoutes } from './page-routes';
import type { ServerPlugin, ServerPluginContext } from './plugin';
import { requestGuards } from './request-guards';
import { cspNonce, securityHeaders } from './security';
import { ServiceRegistry } from './services';

export interface BuildAppOptions {
  /** The enabled server halves, already ordered by the plugin host. */
  readonly plugins: readonly ServerPlugin[];
  readonly database: Database;
  /**
   * Every enabled plugin id, including plugins without a server half (they are announced to the
   * client in the runtime config). Default: the ids of `plugins`.
   */
  readonly enabledPlugins?: readonly string[];
  /**
   * The manifests of every enabled plugin (with or without a server half): their `pages` are the
   * client's page addresses, answered 200 with the SPA; any other page address is answered 404
   * with the SPA. Default: the manifests of `plugins`.
   */
  readonly manifests?: readonly PluginManifest[];
  /** Directory of the built client. Default `dist/client`. */
  readonly clientDir?: string;
  /** Build id used when the client dir has no `build-id.txt`. Default: the start time. */
  readonly buildId?: string;
  /** `true` for pino logging at `LOG_LEVEL` (default info), or pino options. Default false. */
  readonly logger?: boolean | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
  /** Gateway base URLs announced to the client (default: all on this server). */
  readonly gateways?: Partial<Gateways>;
  /** Largest accepted request body in bytes. Default 1 MiB. */
  readonly bodyLimit?: number;
  /** Connection limits (see HttpLimits); each defaults to DEFAULT_HTTP_LIMITS. */
  readonly http?: Partial<HttpLimits>;
  /**
   * Load each plugin's routes in a throwaway Fastify instance first, so that a plugin that cannot
   * boot (throws, fails in a nested plugin, has a schema that does not compile) is skipped before
   * any of its routes reach the real router. Default true.
   */
  readonly preflight?: boolean;
  /** The registry plugins offer services in (default: a new one). */
  readonly services?: ServiceRegistry;
}

/**
 * Connection limits of the HTTP server, so that a slow or idle client cannot hold connections:
 * - `requestTimeoutMs`: the whole request (headers and body) must arrive within it, otherwise the
 *   client gets 408 and is disconnected (checked every `min(2 s, requestTimeoutMs / 4)`). Only
 *   the request: a long answer such as the login event stream is not limited by it;
 * - `connectionTimeoutMs`: a connection on which nothing moves for this long is closed (the login
 *   stream writes a heartbeat every 15 s);
 * - `keepAliveTimeoutMs`: how long an idle keep-alive connection is kept between requests (longer
 *   than nginx's upstream keep-alive of 60 s, so that the proxy closes first);
 * - `maxRequestsPerSocket`: requests served on one keep-alive connection before it is closed.
 */
export interface HttpLimits {
  readonly requestTimeoutMs: number;
  readonly connectionTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  readonly maxRequestsPerSocket: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 20_000,
  connectionTimeoutMs: 60_000,
  keepAliveTimeoutMs: 65_000,
  maxRequestsPerSocket: 1000,
};

/** What the kernel exposes on the app (`app.kernel`). */
export interface KernelInfo {
  readonly database: Database;
  /** Ids of the server plugins whose routes are served. */
  readonly loadedPlugins: readonly string[];
  /** Plugins skipped because their routes failed to register (id → error). */
  readonly failedPlugins: ReadonlyMap<string, unknown>;
  buildId(): string;
  runtimeConfig(): RuntimeConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    kernel: KernelInfo;
  }
}

/** Paths that are always API: an unknown one is a JSON 404, never the SPA. */
const API_PREFIXES = ['/pb', '/core', '/api'];

/** A page request unless the client asks for JSON only (browsers, curl and crawlers get the SPA). */
function wantsPage(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.includes('text/html') || !accept.includes('application/json');
}

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

const REDACTED = '[redacted]';
const SENSITIVE_QUERY = /token|password|passwd|code|validatedata|ticket|secret|uuid/i;

/** Log paths that never reach the log in clear. */
export const REDACT_PATHS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.validatedata',
  'req.headers.casid',
  'res.headers["set-cookie"]',
  'headers.token',
  'headers.authorization',
  'headers.cookie',
  'headers.validatedata',
  'password',
  '*.password',
  '*.*.password',
  'newPassword',
  '*.newPassword',
  'code',
  'body.code',
  'query.code',
  '*.body.code',
  '*.query.code',
  'validateData',
  '*.validateData',
  'accessToken',
  '*.accessToken',
];

function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SENSITIVE_QUERY.test(key)) params.set(key, REDACTED);
  return `${url.slice(0, q)}?${params.toString()}`;
}

function loggerOptions(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    ...base,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}

/** Options shared by the real app and the preflight sandboxes, so that both behave alike. */
function fastifyOptions(options: BuildAppOptions): FastifyHttpOptions<Server> {
  const limits = { ...DEFAULT_HTTP_LIMITS, ...options.http };
  return {
    logger: loggerOptions(options.logger),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.requestTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.min(2000, Math.floor(limits.requestTimeoutMs / 4))),
    },
    clientErrorHandler,
    // Errors raised while routing (a path that is not valid percent-encoding), before any hook.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  };
}

const COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  customTypes: /^text\/(?!event-stream)|(?:\+|\/)(?:json|xml|javascript|ecmascript)(?:;|$)|^image\/svg\+xml/,
};

/**
 * Compressed answers (@fastify/compress): brotli or gzip by the request's Accept-Encoding, for
 * text, JSON, JavaScript, XML and SVG of at least 1 KiB. Never an event stream (the login stream
 * also bypasses it, being hijacked), never an answer that already has an encoding (the build's
 * precompressed `.br`/`.gz` files, served by @fastify/static). Request bodies are not inflated.
 */
const compression = fp(
  async function compress(app: FastifyInstance) {
    await app.register(fastifyCompress, { ...COMPRESSION, global: true, globalDecompression: false });
  },
  { name: 'kernel-compression' },
);

/**
 * Shared request infrastructure: cookies, form bodies (JSON is built in), rate limiting and
 * authentication (`app.auth`, `request.session`). Not encapsulated: every plugin sees it.
 *
 * Rate limits are opt-in per route (`global: false`): a route sets
 * `config: { rateLimit: { max, timeWindow, keyGenerator? } }` (@fastify/rate-limit); an exceeded
 * limit answers the envelope with statusCode 429 and a Chinese businessMsg.
 */
export const kernelInfrastructure = fp(
  async function infrastructure(app: FastifyInstance) {
    await app.register(fastifyCookie);
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        data: null,
        businessMsg: `操作过于频繁，请${Math.max(1, Math.ceil(context.ttl / 1000))}秒后再试`,
      }),
    });
    await app.register(fastifyFormbody);
    await app.register(authPlugin);
  },
  { name: 'kernel-infrastructure' },
);

/**
 * Graceful close: requests already running when `close()` starts finish normally, but with
 * `Connection: close`, so that a keep-alive client cannot hold the server open afterwards.
 */
const gracefulClose = fp(
  async function graceful(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('Connection', 'close');
      return payload;
    });
    app.addHook('onResponse', async () => {
      if (closing) app.server.closeIdleConnections?.();
    });
  },
  { name: 'kernel-graceful-close' },
);

/**
 * Builds the site's Fastify app: envelope answers, validation and error handling, the kernel's
 * endpoints, authentication, the built client (SPA) and every enabled plugin's routes, each in its
 * own encapsulated context and in the given order. A plugin whose routes fail to register is
 * logged and skipped (with the plugins that depend on it); the rest of the site still starts.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const startedAt = String(Date.now());
  const distDir = path.resolve(options.clientDir ?? path.join('dist', 'client'));
  const gateways: Gateways = { ...DEFAULT_GATEWAYS, ...options.gateways };
  const enabledIds = [...(options.enabledPlugins ?? options.plugins.map((p) => p.manifest.id))];
  const ctx: ServerPluginContext = {
    db: options.database.db,
    dialect: options.database.dialect,
    services: options.services ?? new ServiceRegistry(),
  };
  const loaded: string[] = [];
  const failed = new Map<string, unknown>();

  const app = Fastify(fastifyOptions(options));
  const runtimeConfig = (): RuntimeConfig => ({
    plugins: enabledIds.filter((id) => !failed.has(id)),
    version: assets.buildId(),
    gateways,
  });
  const assets = createClientAssets({
    distDir,
    fallbackBuildId: options.buildId ?? startedAt,
    runtimeConfig,
    nonce: cspNonce,
  });
  const manifests = options.manifests ?? options.plugins.map((p) => p.manifest);
  let pages: PageRoutes | null = null;
  // Computed on first use, once every plugin has registered (a failed plugin's pages are 404).
  const pageRoutes = () => (pages ??= PageRoutes.of(manifests.filter((m) => !failed.has(m.id))));

  app.decorate('kernel', {
    database: options.database,
    loadedPlugins: loaded,
    failedPlugins: failed,
    buildId: () => assets.buildId(),
    runtimeConfig,
  } satisfies KernelInfo);

  app.setErrorHandler(errorHandler);
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      // A file (hashed asset or otherwise) that is not there stays a 404; extension-less paths
      // (even under /static/) are pages.
      !/\.[a-z0-9]+$/i.test(pathname) &&
      wantsPage(request.headers.accept);
    if (isPage) return assets.sendIndex(request, reply, pageRoutes().matches(pathname) ? 200 : 404);
    return sendEnvelope(reply, fail(404, Messages.notFound), 404);
  };
  app.setNotFoundHandler(notFound);

  await app.register(gracefulClose);
  await app.register(securityHeaders, { gateways });
  await app.register(compression);
  await app.register(requestGuards);
  await app.register(kernelInfrastructure);
  await app.register(kernelRoutes, { buildId: () => assets.buildId(), runtimeConfig });
  // The SPA is compressed however small it is (the injected config makes every answer unique).
  const page = { compress: { ...COMPRESSION, threshold: 0 } };
  app.get('/', page, (request, reply) => assets.sendIndex(request, reply));
  app.get('/index.html', page, (request, reply) => assets.sendIndex(request, reply));
  await registerClientAssets(app, distDir);
  // Every other GET: a page of the client (200), another page address (404, the client shows its
  // 404 page) or a JSON 404. A route rather than the not-found handler, so that it is compressed.
  app.get('/*', page, notFound);

  for (const plugin of options.plugins) {
    const id = plugin.manifest.id;
    const brokenDep = (plugin.manifest.dependsOn ?? []).find((dep) => failed.has(dep));
    if (brokenDep) {
      failed.set(id, new Error(`depends on "${brokenDep}", which failed to load`));
      app.log.error({ plugin: id, dependsOn: brokenDep }, `插件 ${id} 依赖的插件 ${brokenDep} 加载失败，已跳过`);
      continue;
    }
    try {
      // Its services first: the plugins after it (its dependants) use them in their routes.
      plugin.services?.(ctx);
    } catch (error) {
      failed.set(id, error);
      app.log.error({ err: error, plugin: id }, `插件 ${id} 的服务初始化失败，已跳过该插件`);
      continue;
    }
    if (!plugin.routes) {
      loaded.push(id);
      continue;
    }
    if (options.preflight !== false) {
      const error = await preflight(plugin, ctx, options);
      if (error !== null) {
        failed.set(id, error);
        app.log.error({ err: error, plugin: id }, `插件 ${id} 的接口注册失败，已跳过该插件`);
        continue;
      }
    }
    await app.register(pluginScope(plugin, ctx, failed));
    if (!failed.has(id)) loaded.push(id);
  }

  return app;
}

/**
 * The encapsulated context of one plugin. A failure of `routes` itself is contained: the routes it
 * registered before failing answer 404 through the gate hook.
 */
function pluginScope(plugin: ServerPlugin, ctx: ServerPluginContext, failed: Map<string, unknown>) {
  const id = plugin.manifest.id;
  const scope = async (instance: FastifyInstance) => {
    instance.addHook('onRequest', async (_request, reply) => {
      if (failed.has(id)) return sendEnvelope(reply, fail(404, Messages.notFound), 404);
    });
    try {
      await plugin.routes?.(instance, ctx);
    } catch (error) {
      failed.set(id, error);
      instance.log.error({ err: error, plugin: id }, `插件 ${id} 的接口注册失败，已跳过该插件`);
    }
  };
  Object.defineProperty(scope, Symbol.for('fastify.display-name'), { value: `plugin:${id}` });
  return scope;
}

/** Loads a plugin's routes in a throwaway instance; the error, or null when it boots. */
async function preflight(plugin: ServerPlugin, ctx: ServerPluginContext, options: BuildAppOptions): Promise<unknown> {
  const sandbox = Fastify({ ...fastifyOptions(options), logger: false });
  try {
    await sandbox.register(requestGuards);
    await sandbox.register(kernelInfrastructure);
    await sandbox.register(async (instance) => {
      await plugin.routes?.(instance, ctx);
    });
    await sandbox.ready();
    return null;
  } catch (error) {
    return error ?? new Error('unknown error');
  } finally {
    await sandbox.close().catch(() => undefined);
  }
}
