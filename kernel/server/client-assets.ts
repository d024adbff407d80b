import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../core/gateways';

/** File the client build writes next to index.html: the id of that build. */
export const BUILD_ID_FILE = 'build-id.txt';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Reads a small text file again only when its modification time or size changed. */
class ChangingFile {
  private stamp = '';
  private text: string | null = null;

  constructor(private readonly file: string) {}

  read(): string | null {
    let stamp: string;
    try {
      const stat = statSync(this.file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      this.stamp = '';
      this.text = null;
      return null;
    }
    if (stamp !== this.stamp) {
      try {
        this.text = readFileSync(this.file, 'utf8');
        this.stamp = stamp;
      } catch {
        this.text = null;
      }
    }
    return this.text;
  }
}

/**
 * Serialises a value for an inline `<script>`: JSON with `<`, `>`, `&` and the JavaScript line
 * separators escaped, so no string inside can close the script element or break the parse.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Inserts `<script>window.__APP_CONFIG__=…</script>` before `</head>` (or at the start). */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const script = `<script>window.__APP_CONFIG__=${serializeForScript(config)}</script>`;
  const at = html.search(/<\/head>/i);
  return at === -1 ? script + html : html.slice(0, at) + script + html.slice(at);
}

const NOT_BUILT_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>造价指标网 - 客户端尚未构建</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:4em auto;line-height:1.6">
<h1>客户端尚未构建</h1>
<p>服务器已启动，但没有找到构建好的前端页面。请先在项目目录运行 <code>npm run build</code>，然后刷新本页。</p>
<p lang="en">The client has not been built yet: run <code>npm run build</code>, then reload.</p>
</body></html>`;

export interface ClientAssets {
  /** The build id: `build-id.txt` of the dist dir when present, else the fallback. */
  buildId(): string;
  /** Answers the SPA's index.html with the runtime config injected (or the "not built" page). */
  sendIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export interface ClientAssetsOptions {
  readonly distDir: string;
  readonly fallbackBuildId: string;
  readonly runtimeConfig: () => RuntimeConfig;
}

export function createClientAssets(options: ClientAssetsOptions): ClientAssets {
  const buildIdFile = new ChangingFile(path.join(options.distDir, BUILD_ID_FILE));
  const indexFile = new ChangingFile(path.join(options.distDir, 'index.html'));
  return {
    buildId() {
      return buildIdFile.read()?.trim() || options.fallbackBuildId;
    },
    sendIndex(_request, reply) {
      const html = indexFile.read();
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      if (html === null) return reply.code(503).send(NOT_BUILT_HTML);
      return reply.code(200).send(injectRuntimeConfig(html, options.runtimeConfig()));
    },
  };
}

/**
 * Serves the built client: hashed assets under `/static/**` cached for a year, the other files
 * of the dist root (favicon, …) revalidated on every use. index.html is never served raw: the
 * app answers it through `sendIndex`, with the runtime config injected.
 */
export async function registerClientAssets(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'static'),
    prefix: '/static/',
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    decorateReply: false,
    cacheControl: false,
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/static/'),
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });
}
