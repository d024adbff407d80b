import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Gateways } from '../core/gateways';

/** HSTS for answers served over TLS: half a year, subdomains included. */
const HSTS = { maxAge: 15_552_000, includeSubDomains: true } as const;

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The Content-Security-Policy nonce of one response (created on first use). index.html's inline
 * runtime-config script carries it (see client-assets.ts); the CSP header names it.
 */
export function cspNonce(reply: FastifyReply | ServerResponse): string {
  const res = 'raw' in reply ? reply.raw : reply;
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** The origins of the gateways that point at another server (`https://x.example.cn/api` → its origin). */
export function gatewayOrigins(gateways: Gateways): string[] {
  const origins = new Set<string>();
  for (const base of Object.values(gateways)) {
    if (!/^https?:\/\//i.test(base)) continue;
    try {
      origins.add(new URL(base).origin);
    } catch {
      // Not a URL: the client cannot reach it either.
    }
  }
  return [...origins];
}

/**
 * The policy the client needs:
 * - scripts: the built bundles (same origin) and the inline runtime-config script by its nonce;
 * - styles: same origin plus inline, because Chakra UI (emotion) injects `<style>` elements at run
 *   time (a nonce in style-src would switch 'unsafe-inline' off);
 * - images: same origin, `data:` and `blob:` URLs (previews, charts) and the storage gateway (login
 *   banner pictures); requests (fetch, the login event stream): same origin and the gateways;
 * - never framed by another site (`frame-ancestors 'self'`), no plugins, no `<base>` rewriting.
 */
export function cspDirectives(gateways: Gateways) {
  const remote = gatewayOrigins(gateways);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", (_req: unknown, res: ServerResponse) => `'nonce-${cspNonce(res)}'`],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...remote],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...remote],
    mediaSrc: ["'self'", 'blob:', ...remote],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameSrc: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    // Served over plain HTTP on a local network, an upgrade would break every request.
    upgradeInsecureRequests: null,
  };
}

export interface SecurityHeadersOptions {
  readonly gateways: Gateways;
}

/**
 * The security headers of every answer, by @fastify/helmet: the CSP above, `X-Frame-Options:
 * SAMEORIGIN`, `nosniff`, a referrer policy that keeps the origin for other sites, and HSTS only
 * when the request came over TLS (directly, or through a trusted proxy's `X-Forwarded-Proto`; see
 * TRUST_PROXY). API answers are not cached unless their route says otherwise.
 */
export const securityHeaders = fp(
  async function headers(app: FastifyInstance, options: SecurityHeadersOptions) {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.gateways) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'sameorigin' },
      // Pictures of the storage gateway and the login banner may be shown by the other gateways' pages.
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.helmet({ hsts: HSTS });
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
        reply.header('Cache-Control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'kernel-security-headers' },
);
