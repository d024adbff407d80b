/**
 * The unit-price test app: cost-data seeded at scale 1 (the generator's priced bills, seed 2026),
 * membership (rights) and unit-price, with tokens `token-<username>` for the demo accounts. Each test
 * file builds it once (about ten seconds) and shares it across its tests.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { createMembershipServer } from '@plugins/membership/server';
import { createUnitPriceServer } from '@plugins/unit-price/server';
import { demoTokenResolver, VIP } from '../../../helpers/demo-tokens';
import { buildTestApp, type TestApp } from '../../../helpers/server';

export const SEED = 2026;
/** 2026-11-22 10:30 in China (02:30 UTC). */
export const NOW = Date.UTC(2026, 10, 22, 2, 30, 0);

export { demoTokenResolver, MEMBER, TRIAL, VIP } from '../../../helpers/demo-tokens';

export interface UnitPriceTestApp extends TestApp {
  services: ServiceRegistry;
}


/** `refreshMs: 0`: the real clock and a table check on every search (default: the fixed clock, built once). */
export async function buildUnitPriceApp(options: { refreshMs?: number } = {}): Promise<UnitPriceTestApp> {
  const services = new ServiceRegistry();
  const membership = createMembershipServer({ clock: () => NOW });
  const unitPrice =
    options.refreshMs === undefined
      ? createUnitPriceServer({ clock: () => NOW, itemIndex: { warm: false } })
      : createUnitPriceServer({ itemIndex: { warm: false, refreshMs: options.refreshMs } });
  const t = await buildTestApp({ plugins: [costDataServer, membership, unitPrice], services });
  await seedPlugins(t.database, [costDataServer, membership], { scale: 1, seed: SEED, demo: true, services });
  t.app.auth.setResolver(demoTokenResolver(services));
  return { ...t, services };
}

export const post = (app: FastifyInstance, url: string, payload: object, token: string | null = VIP.token): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url, headers: token ? { token } : {}, payload });

export const form = (app: FastifyInstance, url: string, body: Record<string, string>, token: string | null = VIP.token): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? { token } : {}), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

export const get = (app: FastifyInstance, url: string, query: Record<string, string | number>, token: string | null = VIP.token): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: token ? { token } : {}, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });

/** The data of a 200 envelope (fails the test otherwise). */
export function dataOf<T>(res: LightMyRequestResponse): T {
  const body = res.json();
  if (body.statusCode !== 200) throw new Error(`expected 200, got ${JSON.stringify(body).slice(0, 300)}`);
  return body.data as T;
}
