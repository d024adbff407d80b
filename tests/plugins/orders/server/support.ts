/**
 * The orders test app: the real membership plugin (rights, the grant ledger) and the orders plugin
 * over a fresh database (SQLite, or PostgreSQL under `npm run test:pg`), with an injectable clock
 * and tokens `member-<globalId>` resolving to that member (rights from membership's provider).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SessionInfo } from '@kernel/core/session';
import { RightsProvider, ServiceRegistry } from '@kernel/server/services';
import { createMembershipServer } from '@plugins/membership/server';
import { createOrdersServer, type OrdersServerOptions } from '@plugins/orders/server';
import type { Database } from '@kernel/server/database';
import { buildTestApp, startTestServer, type TestApp } from '../../../helpers/server';

/** 2026-11-24 10:00 in China (02:00 UTC). */
export const START = Date.UTC(2026, 10, 24, 2, 0, 0);
export const MINUTE = 60_000;
export const DAY = 86_400_000;

export class Clock {
  t = START;
  readonly now = () => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface OrdersTestApp extends TestApp {
  readonly clock: Clock;
  readonly services: ServiceRegistry;
  /** Base URL when listening (`listen: true`). */
  readonly url: string | null;
}

let memberSeq = 0;

/** A fresh member's token (each test file draws its own globalIds). */
export function newMember(): { token: string; globalId: string } {
  const globalId = `G9${String(process.pid % 1000).padStart(3, '0')}${String(++memberSeq).padStart(4, '0')}`;
  return { token: `member-${globalId}`, globalId };
}

export function memberResolver(services: ServiceRegistry) {
  return async (token: string): Promise<SessionInfo | null> => {
    const m = /^member-(G\d{8})$/.exec(token);
    if (!m) return null;
    const globalId = m[1]!;
    return { userId: `u-${globalId}`, globalId, accountName: `member${globalId}`, accountType: 'personal', rights: await services.get(RightsProvider).rightsOf(globalId) };
  };
}

export async function startOrdersApp(
  options: { orders?: OrdersServerOptions; listen?: boolean; database?: Database } = {},
): Promise<OrdersTestApp> {
  const clock = new Clock();
  const services = new ServiceRegistry();
  const membership = createMembershipServer({ clock: clock.now });
  const orders = createOrdersServer({ clock: clock.now, devTools: true, env: {}, closeEveryMs: 0, ...options.orders });
  const build = { plugins: [membership, orders], services, database: options.database };
  if (options.listen) {
    const server = await startTestServer(build);
    server.app.auth.setResolver(memberResolver(services));
    return { ...server, clock, services };
  }
  const t = await buildTestApp(build);
  t.app.auth.setResolver(memberResolver(services));
  return { ...t, clock, services, url: null };
}

export const post = (app: FastifyInstance, url: string, payload: object, token: string | null): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url, headers: token ? { token } : {}, payload });

export const postForm = (app: FastifyInstance, url: string, form: Record<string, string>): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload: new URLSearchParams(form).toString() });

/** The data of a 200 envelope (fails the test otherwise). */
export function dataOf<T>(res: LightMyRequestResponse): T {
  const body = res.json();
  if (res.statusCode !== 200 || body.statusCode !== 200) throw new Error(`expected 200, got HTTP ${res.statusCode} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data as T;
}

/** The refusal of an envelope: its statusCode and message (HTTP 200 for business refusals). */
export function refusalOf(res: LightMyRequestResponse): { http: number; code: number; msg: string } {
  const body = res.json();
  return { http: res.statusCode, code: body.statusCode, msg: body.businessMsg };
}
