/**
 * The per-column rights at a guarded route: a member who bought only the 单项工程指标 column passes
 * `requireRight(singleProjectVip)` and is refused `requireRight(unitPriceVip)` and `vip` (820
 * 您暂无访问权限！); a VIP passes all three. Sessions resolve their rights through membership's
 * RightsProvider at each request, so a grant applies at once.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { requireRight } from '@kernel/server/auth';
import { seedPlugins } from '@kernel/server/migrations';
import type { ServerPlugin } from '@kernel/server/plugin';
import { RightsProvider } from '@kernel/server/services';
import { createMembershipServer } from '@plugins/membership/server';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { RightsGrants } from '@plugins/membership/shared/services';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import { fakeServices, type Fakes } from './fakes';

const now = Date.UTC(2026, 10, 21, 2, 0, 0);
const membership = createMembershipServer({ clock: () => now });

/** Three routes guarded by the three VIP rights. */
const guarded: ServerPlugin = {
  manifest: { id: 'column-probe', title: '栏目权限', order: 99, dependsOn: ['membership'], pages: [] },
  routes: async (app) => {
    for (const right of [MembershipRights.vip, MembershipRights.singleProjectVip, MembershipRights.unitPriceVip]) {
      app.get(`/api/column-probe/${right}`, { preHandler: requireRight(right) }, async () => ok(right));
    }
  },
};

let t: TestApp;
let app: FastifyInstance;
let fakes: Fakes;

beforeAll(async () => {
  fakes = fakeServices();
  t = await buildTestApp({ plugins: [membership, guarded], services: fakes.services });
  app = t.app;
  await seedPlugins(t.database, [membership], { scale: 1, seed: 1, demo: true });
  const provider = fakes.services.get(RightsProvider);
  app.auth.setResolver(async (token) => {
    const globalId = token.replace(/^token-/, '');
    return { userId: `u-${globalId}`, globalId, accountName: globalId, rights: await provider.rightsOf(globalId) };
  });
});
afterAll(() => t.close());

const statusOf = async (globalId: string, right: string) =>
  (await app.inject({ method: 'GET', url: `/api/column-probe/${right}`, headers: { token: `token-${globalId}` } })).json();

it('a column bought alone opens its own routes only; a VIP opens all', async () => {
  const buyer = 'G30000001';
  expect(await statusOf(buyer, 'singleProjectVip')).toMatchObject({ statusCode: 820, businessMsg: '您暂无访问权限！' });
  await t.database.db.transaction().execute((trx) =>
    fakes.services.get(RightsGrants).grant(trx, { globalId: buyer, planId: 'singleProject.month', source: 'order', sourceId: 'GUARD-1', at: now }),
  );
  expect(await statusOf(buyer, 'singleProjectVip')).toMatchObject({ statusCode: 200, data: 'singleProjectVip' });
  expect((await statusOf(buyer, 'unitPriceVip')).statusCode).toBe(820);
  expect((await statusOf(buyer, 'vip')).statusCode).toBe(820);
  // demo_vip and the running trial (demo_trial) hold vip, which implies both columns.
  for (const vip of ['G10000001', 'G10000003']) {
    for (const right of ['vip', 'singleProjectVip', 'unitPriceVip']) expect(await statusOf(vip, right)).toMatchObject({ statusCode: 200, data: right });
  }
  expect((await statusOf('G10000002', 'unitPriceVip')).statusCode).toBe(820);
});
