import { existsSync, readFileSync, statSync } from 'node:fs';
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

/**
 * Inserts `<script>window.__APP_CONFIG__=…</script>` before `</head>` (or at the start). With a
 * Content-Security-Policy nonce, that script and every other script element of the page carry it
 * (the build's own scripts are trusted; an inline one the build may add then runs too).
 */
export function injectRuntimeConfig(html: string, config: RuntimeConfig, nonce?: string): string {
  const attr = nonce ? ` nonce="${nonce}"` : '';
  const page = nonce ? html.replace(/<script(?=[\s>])(?![^>]*\snonce=)/gi, `<script${attr}`) : html;
  const script = `<script${attr}>window.__APP_CONFIG__=${serializeForScript(config)}</script>`;
  const at = page.search(/<\/head>/i);
  return at === -1 ? script + page : page.slice(0, at) + script + page.slice(at);
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
  /**
   * Answers the SPA's index.html with the runtime config injected (or the "not built" page), with
   * HTTP 200, or 404 for an address that is none of the client's pages (the client shows its 404).
   */
  sendIndex(request: FastifyRequest, reply: FastifyReply, status?: 200 | 404): FastifyReply;
}

export interface ClientAssetsOptions {
  readonly distDir: string;
  readonly fallbackBuildId: string;
  readonly runtimeConfig: () => RuntimeConfig;
  /** The Content-Security-Policy nonce of a response, for the inline script (see security.ts). */
  readonly nonce?: (reply: FastifyReply) => string;
}

export function createClientAssets(options: ClientAssetsOptions): ClientAssets {
  const buildIdFile = new ChangingFile(path.join(options.distDir, BUILD_ID_FILE));
  const indexFile = new ChangingFile(path.join(options.distDir, 'index.html'));
  return {
    buildId() {
      return buildIdFile.read()?.trim() || options.fallbackBuildId;
    },
    sendIndex(_request, reply, status = 200) {
      const html = indexFile.read();
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      if (html === null) return reply.code(503).send(NOT_BUILT_HTML);
      return reply.code(status).send(injectRuntimeConfig(html, options.runtimeConfig(), options.nonce?.(reply)));
    },
  };
}

/**
 * Serves the built client: hashed assets under `/static/**` cached for a year, the other files
 * of the dist root (favicon, manifest, …; those present at start) revalidated on every use.
 * index.html is never served raw: the app answers it through `sendIndex`, with the runtime config
 * injected. A file with a precompressed sibling written by the build (`foo.js.br`, `foo.js.gz`)
 * is answered with that sibling when the request accepts its encoding (`preCompressed`); other
 * files are compressed on the fly by @fastify/compress.
 *
 * The dist root gets one route per file (no wildcard), so that the app's own `GET /*` answers
 * every other address (pages with the SPA, the rest with a 404).
 */
export async function registerClientAssets(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'static'),
    prefix: '/static/',
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });
  if (!existsSync(distDir)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: false,
    globIgnore: ['index.html', 'static/**', '**/*.br', '**/*.gz'],
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });
}
