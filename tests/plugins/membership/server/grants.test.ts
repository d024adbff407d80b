/**
 * The grant ledger (RightsGrants) and the per-column rights, over the real membership plugin and a
 * real database (SQLite, or PostgreSQL under `npm run test:pg`): stacking, idempotence under
 * concurrent calls, refunds, the rights `vip` implies, and a sub-account sharing its enterprise's
 * rights.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { seedPlugins } from '@kernel/server/migrations';
import { RightsProvider, UserInfoContributors } from '@kernel/server/services';
import { createMembershipServer, grantsOf } from '@plugins/membership/server';
import { MembershipPaths, type RightsInfo } from '@plugins/membership/shared/contract';
import { stackedExpiry } from '@plugins/membership/shared/held-rights';
import { planById, type PlanId } from '@plugins/membership/shared/plans';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { RightsGrants } from '@plugins/membership/shared/services';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import { FakeDirectory, fakeServices, installSessions, newMember, type Fakes } from './fakes';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 21, 2, 0, 0);
const ENT_ADMIN = 'G10000004';
const ENT_GUEST = 'G10000006';

let now = START;
const plugin = createMembershipServer({ clock: () => now });

/** The directory of the account plugin with ent_guest sharing its enterprise's rights (when `sharing`). */
class SharingDirectory extends FakeDirectory {
  sharing = true;
  override async rightsSourceOf(globalId: string): Promise<string | null> {
    return this.sharing && globalId === ENT_GUEST ? ENT_ADMIN : null;
  }
}

let t: TestApp;
let app: FastifyInstance;
let db: Kysely<any>;
let fakes: Fakes;
let grants: RightsGrants;
let provider: RightsProvider;
const directory = new SharingDirectory();
let counter = 500;
const sessions: Record<string, ReturnType<typeof newMember>['session']> = {};

/** A fresh member without any rights, with its token. */
function member(): { globalId: string; token: string } {
  const { token, session } = newMember(++counter);
  sessions[token] = session;
  installSessions(app, sessions);
  return { globalId: session.globalId, token };
}

/** A fresh member whose one trial runs from now for 3 days. */
async function trialMember(): Promise<{ globalId: string; token: string }> {
  const m = member();
  await db
    .insertInto('membership_trial')
    .values({ id: `trial-${m.globalId}`, global_id: m.globalId, real_name: '张三', mobile: '13912345678', company_name: '杭州建工', province: '浙江省', city: '杭州市', source: 0, applied_at: now, expires_at: now + 3 * DAY })
    .execute();
  return m;
}

const grant = (globalId: string, planId: PlanId, sourceId: string, at = now) =>
  db.transaction().execute((trx) => grants.grant(trx, { globalId, planId, source: 'order', sourceId, at }));
const revoke = (sourceId: string, at = now) => db.transaction().execute((trx) => grants.revoke(trx, { source: 'order', sourceId, at }));

async function queryRights(token: string): Promise<RightsInfo> {
  const res = await app.inject({ method: 'POST', url: MembershipPaths.queryRights, headers: { token } });
  expect(res.json().statusCode).toBe(200);
  return res.json().data as RightsInfo;
}

const untilOf = (info: RightsInfo, right: string) => info.rights.find((r) => r.right === right)?.until;

beforeAll(async () => {
  fakes = fakeServices({ directory: false });
  fakes.services.provide((await import('@plugins/account/shared/services')).AccountDirectory, directory);
  t = await buildTestApp({ plugins: [plugin], services: fakes.services });
  app = t.app;
  db = t.database.db;
  await seedPlugins(t.database, [plugin], { scale: 1, seed: 1, demo: true });
  installSessions(app, sessions);
  grants = fakes.services.get(RightsGrants);
  provider = fakes.services.get(RightsProvider);
});
afterAll(() => t.close());
beforeEach(() => {
  now = START;
  directory.sharing = true;
});

describe('RightsGrants: stacking', () => {
  it('a year bought with 40 days left ends in 405 days', async () => {
    const m = member();
    const first = await grant(m.globalId, 'singleProject.year', 'SP-1');
    expect(first).toEqual({ repeated: false, rights: [{ right: 'singleProjectVip', from: START, until: START + 365 * DAY }] });
    now = START + 325 * DAY; // 40 days left
    const second = await grant(m.globalId, 'singleProject.year', 'SP-2');
    expect(second.rights).toEqual([{ right: 'singleProjectVip', from: START + 365 * DAY, until: now + 405 * DAY }]);
    expect(untilOf(await queryRights(m.token), 'singleProjectVip')).toBe(now + 405 * DAY);
    // Only the bought column: no VIP, no 综合单价.
    expect(await provider.rightsOf(m.globalId)).toEqual([MembershipRights.singleProjectVip]);
    // It ends when its span does.
    now = START + 730 * DAY;
    expect(await provider.rightsOf(m.globalId)).toEqual([]);
  });

  it('a purchase after the right expired starts at the purchase', async () => {
    const m = member();
    await grant(m.globalId, 'unitPrice.month', 'UP-1');
    now = START + 45 * DAY;
    const again = await grant(m.globalId, 'unitPrice.month', 'UP-2');
    expect(again.rights).toEqual([{ right: 'unitPriceVip', from: now, until: now + 30 * DAY }]);
  });

  it('全站通 grants vip and projectCostVip, stacking on the VIP the member has (vip_until stays its end)', async () => {
    // demo_vip: a real VIP until START + 365 days, with the project-cost flag.
    const result = await grant('G10000001', 'site.year', 'SITE-VIP');
    expect(result.rights).toEqual([
      { right: 'vip', from: START + 365 * DAY, until: START + 730 * DAY },
      { right: 'projectCostVip', from: START, until: START + 365 * DAY },
    ]);
    const info = await queryRights('token-demo_vip');
    expect(info).toMatchObject({ isVip: true, vipExpireAt: START + 730 * DAY });
    expect(untilOf(info, 'vip')).toBe(START + 730 * DAY);
    // The implied columns end with the VIP; the flag has no end.
    expect(untilOf(info, 'singleProjectVip')).toBe(START + 730 * DAY);
    expect(untilOf(info, 'projectCostVip')).toBeNull();
  });

  it('a column bought by a VIP stacks on the VIP (it held that column already)', async () => {
    const m = member();
    await grant(m.globalId, 'site.month', 'SITE-M');
    const column = await grant(m.globalId, 'singleProject.year', 'SP-VIP');
    expect(column.rights).toEqual([{ right: 'singleProjectVip', from: START + 30 * DAY, until: START + 395 * DAY }]);
    // What the order page computes from queryRights agrees with what the grant did.
    const info = await queryRights(m.token);
    expect(stackedExpiry(info.rights, planById('unitPrice.year')!, now)).toEqual([
      { right: 'unitPriceVip', from: START + 30 * DAY, until: START + 395 * DAY },
    ]);
    expect(stackedExpiry(info.rights, planById('singleProject.month')!, now)[0]!.until).toBe(START + 425 * DAY);
  });

  it('a trial is not stacked on: a purchase during the trial starts at once', async () => {
    const m = await trialMember();
    const result = await grant(m.globalId, 'site.month', 'TRIAL-BUY');
    expect(result.rights[0]).toEqual({ right: 'vip', from: START, until: START + 30 * DAY });
    const info = await queryRights(m.token);
    expect(info).toMatchObject({ isVip: true, trailInterest: true });
    expect(info.rights.find((r) => r.right === 'vip')).toMatchObject({ until: START + 30 * DAY, trial: false });
  });

  it('writes in the caller\'s transaction: a rollback leaves no grant', async () => {
    const m = member();
    await expect(
      db.transaction().execute(async (trx) => {
        await grants.grant(trx, { globalId: m.globalId, planId: 'site.year', source: 'order', sourceId: 'ROLLED-BACK', at: now });
        throw new Error('the order update failed');
      }),
    ).rejects.toThrow('the order update failed');
    expect(await grantsOf(db, m.globalId)).toEqual([]);
    expect(await provider.rightsOf(m.globalId)).toEqual([]);
    // The same order granted later goes through.
    expect((await grant(m.globalId, 'site.year', 'ROLLED-BACK')).repeated).toBe(false);
  });

  it('refuses an unknown plan, source or empty order number', async () => {
    const m = member();
    await expect(grant(m.globalId, 'site.week' as PlanId, 'BAD-1')).rejects.toThrow(/unknown plan/);
    await expect(db.transaction().execute((trx) => grants.grant(trx, { globalId: m.globalId, planId: 'site.year', source: 'gift' as 'order', sourceId: 'X', at: now }))).rejects.toThrow(/source/);
    await expect(grant(m.globalId, 'site.year', '')).rejects.toThrow(/sourceId/);
    expect(await grantsOf(db, m.globalId)).toEqual([]);
  });
});

describe('RightsGrants: idempotence', () => {
  it('grants once per order, also under 50 concurrent calls', async () => {
    const m = member();
    const results = await Promise.all(Array.from({ length: 50 }, () => grant(m.globalId, 'site.year', 'ORDER-50')));
    expect(results.filter((r) => !r.repeated)).toHaveLength(1);
    const expected = [
      { right: 'vip', from: START, until: START + 365 * DAY },
      { right: 'projectCostVip', from: START, until: START + 365 * DAY },
    ];
    for (const r of results) expect(r.rights).toEqual(expected);
    const ledger = await grantsOf(db, m.globalId);
    expect(ledger.map((g) => g.right_name).sort()).toEqual(['projectCostVip', 'vip']);
    const info = await queryRights(m.token);
    expect(untilOf(info, 'vip')).toBe(START + 365 * DAY);
    expect(info.vipExpireAt).toBe(START + 365 * DAY);
    // A replay days later still answers the first grant.
    now = START + 3 * DAY;
    expect(await grant(m.globalId, 'site.year', 'ORDER-50')).toEqual({ repeated: true, rights: expected });
  });

  it('50 different orders of one member at once stack one after the other', async () => {
    const m = member();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => grant(m.globalId, 'unitPrice.month', `MANY-${i}`)));
    expect(results.every((r) => !r.repeated)).toBe(true);
    const spans = results.map((r) => r.rights[0]!).sort((a, b) => a.from - b.from);
    spans.forEach((span, i) => expect(span).toEqual({ right: 'unitPriceVip', from: START + i * 30 * DAY, until: START + (i + 1) * 30 * DAY }));
    expect(untilOf(await queryRights(m.token), 'unitPriceVip')).toBe(START + 50 * 30 * DAY);
  });

  it('the database itself refuses a second ledger row for an order\'s right (UNIQUE source, source_id, right_name)', async () => {
    const m = member();
    await grant(m.globalId, 'projectCost.month', 'UNIQUE-1');
    const rows = await grantsOf(db, m.globalId);
    expect(rows).toHaveLength(1);
    // The driver's own error (SQLite's or PostgreSQL's), read by its message rather than its class.
    const refusal = await db
      .insertInto('membership_grants')
      .values({ ...rows[0], id: 'another-id' })
      .execute()
      .then(
        () => 'inserted',
        (error: unknown) => String((error as { message?: unknown })?.message ?? error),
      );
    expect(refusal).toMatch(/unique|duplicate/i);
  });
});

describe('RightsGrants: revoke (refunds)', () => {
  it('takes back the part still to come, leaving later purchases', async () => {
    const m = member();
    await grant(m.globalId, 'singleProject.year', 'R-YEAR');
    await grant(m.globalId, 'singleProject.month', 'R-MONTH'); // stacked: 365 → 395 days
    now = START + 10 * DAY;
    expect(await revoke('R-YEAR')).toBe(true);
    // 355 of the year's days were still to come.
    expect(untilOf(await queryRights(m.token), 'singleProjectVip')).toBe(START + 40 * DAY);
    const year = (await grantsOf(db, m.globalId)).find((g) => g.source_id === 'R-YEAR')!;
    expect(Number(year.revoked_at)).toBe(now);
    // Idempotent: a second refund changes nothing.
    expect(await revoke('R-YEAR')).toBe(true);
    expect(untilOf(await queryRights(m.token), 'singleProjectVip')).toBe(START + 40 * DAY);
    // The month is refunded in full: no right left.
    expect(await revoke('R-MONTH')).toBe(true);
    expect(await provider.rightsOf(m.globalId)).toEqual([]);
  });

  it('a refund of the 全站通 ends the VIP and the rights it implied', async () => {
    const m = member();
    await grant(m.globalId, 'site.month', 'R-SITE');
    expect(await provider.rightsOf(m.globalId)).toEqual([
      MembershipRights.vip,
      MembershipRights.singleProjectVip,
      MembershipRights.unitPriceVip,
      MembershipRights.projectCostVip,
    ]);
    now = START + DAY;
    const results = await Promise.all(Array.from({ length: 10 }, () => revoke('R-SITE')));
    expect(results.every((r) => r === true)).toBe(true);
    expect(await provider.rightsOf(m.globalId)).toEqual([]);
    expect(await queryRights(m.token)).toMatchObject({ isVip: false, projectCostVipStatus: false, rights: [] });
  });

  it('answers false for an order never granted', async () => {
    expect(await revoke('NEVER-GRANTED')).toBe(false);
  });
});

describe('rights: implied, per column, shared', () => {
  const VIP_RIGHTS = [MembershipRights.vip, MembershipRights.singleProjectVip, MembershipRights.unitPriceVip];

  it('vip (real or trial) implies singleProjectVip and unitPriceVip; a column does not imply vip', async () => {
    const trial = await trialMember();
    expect(await provider.rightsOf(trial.globalId)).toEqual(VIP_RIGHTS);
    const info = await queryRights(trial.token);
    expect(info.rights.map((r) => [r.right, r.trial])).toEqual([
      ['vip', true],
      ['singleProjectVip', true],
      ['unitPriceVip', true],
    ]);
    const m = member();
    await grant(m.globalId, 'unitPrice.year', 'COL-1');
    expect(await provider.rightsOf(m.globalId)).toEqual([MembershipRights.unitPriceVip]);
    // The user info's isVip stays the real VIP or the trial.
    const [fields] = fakes.services.contributed(UserInfoContributors);
    expect(await fields!.fieldsOf({ globalId: m.globalId, rights: [] })).toMatchObject({ isVip: false });
  });

  it('projectCostVip is the old flag or a running purchase', async () => {
    const m = member();
    await grant(m.globalId, 'projectCost.month', 'PC-1');
    expect(await provider.rightsOf(m.globalId)).toEqual([MembershipRights.projectCostVip]);
    expect(await queryRights(m.token)).toMatchObject({ projectCostVipStatus: true });
    const [fields] = fakes.services.contributed(UserInfoContributors);
    expect(await fields!.fieldsOf({ globalId: m.globalId, rights: [] })).toMatchObject({ projectCostVipStatus: true });
    now = START + 31 * DAY;
    expect(await provider.rightsOf(m.globalId)).toEqual([]);
  });

  it('a sub-account sharing its enterprise\'s rights holds them; one not sharing does not', async () => {
    // ent_guest has no rights of its own; ent_admin is a VIP.
    expect(await provider.rightsOf(ENT_GUEST)).toEqual(VIP_RIGHTS);
    const shared = await queryRights('token-ent_guest');
    expect(shared.isVip).toBe(false);
    expect(shared.rights.every((r) => r.enterprise)).toBe(true);
    // What the enterprise buys reaches it.
    await grant(ENT_ADMIN, 'projectCost.year', 'ENT-PC');
    expect(await provider.rightsOf(ENT_GUEST)).toEqual([...VIP_RIGHTS, MembershipRights.projectCostVip]);
    directory.sharing = false;
    expect(await provider.rightsOf(ENT_GUEST)).toEqual([]);
    expect((await queryRights('token-ent_guest')).rights).toEqual([]);
  });

  it('the enterprise\'s trial is its own: a sharing sub-account does not hold it', async () => {
    const main = await trialMember();
    const sub = member();
    const trialDirectory = new (class extends FakeDirectory {
      override async rightsSourceOf(globalId: string): Promise<string | null> {
        return globalId === sub.globalId ? main.globalId : null;
      }
    })();
    fakes.services.provide((await import('@plugins/account/shared/services')).AccountDirectory, trialDirectory);
    try {
      expect(await provider.rightsOf(main.globalId)).toEqual(VIP_RIGHTS);
      expect(await provider.rightsOf(sub.globalId)).toEqual([]);
      await grant(main.globalId, 'unitPrice.month', 'TRIAL-ENT');
      expect(await provider.rightsOf(sub.globalId)).toEqual([MembershipRights.unitPriceVip]);
    } finally {
      fakes.services.provide((await import('@plugins/account/shared/services')).AccountDirectory, directory);
    }
  });
});
