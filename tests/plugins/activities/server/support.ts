/**
 * The activities test app: the real membership and activities plugins (plus any `extra` plugin, e.g.
 * account for registrations or cost-data for the reports) over a fresh database (SQLite, or
 * PostgreSQL under `npm run test:pg`), seeded, with an injectable clock and tokens `member-<globalId>`
 * resolving to that member.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SessionInfo } from '@kernel/core/session';
import type { Database } from '@kernel/server/database';
import type { ServerPlugin } from '@kernel/server/plugin';
import { RightsProvider, ServiceRegistry } from '@kernel/server/services';
import { createActivitiesServer, type ActivitiesRuntime, type ActivitiesServerOptions } from '@plugins/activities/server';
import { createMembershipServer } from '@plugins/membership/server';
import { buildTestApp, startTestServer, type TestApp } from '../../../helpers/server';

/** 2026-11-24 10:00 in China (02:00 UTC), a Tuesday. */
export const START = Date.UTC(2026, 10, 24, 2, 0, 0);
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export class Clock {
  t = START;
  readonly now = () => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface ActivitiesTestApp extends TestApp {
  readonly clock: Clock;
  readonly services: ServiceRegistry;
  /** The runtime the routes use (ledger, counters, idempotency, clock). */
  readonly rt: ActivitiesRuntime;
  /** Base URL when listening (`listen: true`). */
  readonly url: string | null;
}

let memberSeq = 0;

/** A fresh member's token (each test file draws its own globalIds). */
export function newMember(): { token: string; globalId: string } {
  const globalId = `G8${String(process.pid % 1000).padStart(3, '0')}${String(++memberSeq).padStart(4, '0')}`;
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

export async function startActivitiesApp(
  options: { activities?: ActivitiesServerOptions; listen?: boolean; database?: Database; extra?: readonly ServerPlugin[]; seed?: boolean } = {},
): Promise<ActivitiesTestApp> {
  const clock = new Clock();
  const services = new ServiceRegistry();
  const membership = createMembershipServer({ clock: clock.now });
  const activities = createActivitiesServer({ clock: clock.now, devTools: true, env: {}, expireEveryMs: 0, ...options.activities });
  const plugins = [...(options.extra ?? []), membership, activities];
  const build = { plugins, services, database: options.database };
  const t = options.listen ? await startTestServer(build) : { ...(await buildTestApp(build)), url: null };
  t.app.auth.setResolver(memberResolver(services));
  const ctx = { db: t.database.db, dialect: t.database.dialect, services };
  const rt = activities.runtimeOf(ctx);
  if (options.seed !== false) {
    for (const plugin of plugins) await plugin.seed?.(ctx, { scale: 1, seed: 1 });
  }
  return { ...t, clock, services, rt };
}

export const post = (app: FastifyInstance, url: string, payload: object, token: string | null): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url, headers: token ? { token } : {}, payload });

export const get = (app: FastifyInstance, url: string, token: string | null, query: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: token ? { token } : {}, query });

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
