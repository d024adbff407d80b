/**
 * Per-member rate limits for a route (exports, writes): counted per logged-in member (the
 * session's globalId), else per address, so members behind one office address do not share a
 * budget and a member cannot escape it by changing address. Used as a route's `config`, with the
 * kernel's opt-in @fastify/rate-limit (an exceeded limit answers 429 with a Chinese businessMsg):
 *
 * ```ts
 * api.get(Paths.exportXlsx, { onRequest: requireLogin, config: memberRateLimit({ max: 10, timeWindow: 60_000 }) }, handler);
 * ```
 */
import type { FastifyRequest } from 'fastify';

/** The key a per-member limit counts under: `member:<globalId>`, else `ip:<address>`. */
export function memberRateKey(request: FastifyRequest): string {
  return request.session ? `member:${request.session.globalId}` : `ip:${request.ip}`;
}

/** A route `config` limiting each member (else each address) to `max` requests per `timeWindow` ms. */
export function memberRateLimit(limit: { readonly max: number; readonly timeWindow: number }) {
  return { rateLimit: { max: limit.max, timeWindow: limit.timeWindow, keyGenerator: memberRateKey } };
}
