/**
 * The enterprise's shared rights with the real account plugin (its AccountDirectory's
 * rightsSourceOf over the seeded demo enterprise: ent_staff shares, ent_guest does not) and the
 * real membership plugin, over a real database.
 */
import { migratePlugins } from '@kernel/server/migrations';
import { RightsProvider, ServiceRegistry } from '@kernel/server/services';
import { createAccountServer } from '@plugins/account/server';
import { createMembershipServer } from '@plugins/membership/server';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { RightsGrants } from '@plugins/membership/shared/services';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';
import { buildTestApp, type TestApp } from '../../../helpers/server';

const START = Date.UTC(2026, 10, 21, 2, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
let now = START;
const ENT_ADMIN = 'G10000004';
const ENT_STAFF = 'G10000005';
const ENT_GUEST = 'G10000006';

let testDb: TestDatabase;
let t: TestApp;
const services = new ServiceRegistry();

beforeAll(async () => {
  const account = createAccountServer({ now: () => now, print: () => undefined, production: false, devTools: true, env: {} });
  const membership = createMembershipServer({ clock: () => now });
  testDb = await createTestDatabase();
  await migratePlugins(testDb.database, [account, membership]);
  for (const p of [account, membership]) await p.demo!({ db: testDb.database.db, dialect: testDb.database.dialect, services: new ServiceRegistry() });
  t = await buildTestApp({ database: testDb.database, plugins: [account, membership], services });
});
afterAll(async () => {
  await t?.close();
  await testDb?.cleanup();
});

it('a sharing sub-account holds what its enterprise buys; one not sharing does not', async () => {
  const provider = services.get(RightsProvider);
  const grants = services.get(RightsGrants);
  const VIP_RIGHTS = [MembershipRights.vip, MembershipRights.singleProjectVip, MembershipRights.unitPriceVip];
  expect(await provider.rightsOf(ENT_GUEST)).toEqual([]);
  expect(await provider.rightsOf(ENT_STAFF)).toEqual(VIP_RIGHTS);
  await testDb.database.db.transaction().execute((trx) =>
    grants.grant(trx, { globalId: ENT_ADMIN, planId: 'projectCost.year', source: 'order', sourceId: 'ENT-SHARE-1', at: now }),
  );
  expect(await provider.rightsOf(ENT_ADMIN)).toEqual([...VIP_RIGHTS, MembershipRights.projectCostVip]);
  expect(await provider.rightsOf(ENT_STAFF)).toEqual([...VIP_RIGHTS, MembershipRights.projectCostVip]);
  expect(await provider.rightsOf(ENT_GUEST)).toEqual([]);
  // The shared right ends with the enterprise's.
  now = START + 366 * DAY;
  expect(await provider.rightsOf(ENT_STAFF)).toEqual([]);
});
