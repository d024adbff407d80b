/**
 * 邀请好友 with the real account plugin: the member's link carries account's invite code; a new
 * member registering through it credits the inviter once (inside the registration's transaction),
 * also when the same registration is sent several times at once or replayed; the campaign's cap;
 * the visits of a link; the summary.
 */
import { createAccountServer } from '@plugins/account/server';
import { RegistrationPaths } from '@plugins/account/shared/registration';
import { AccountDirectory, AccountLifecycle } from '@plugins/account/shared/services';
import { ActivitiesPaths } from '@plugins/activities/shared/contract';
import type { InviteSummary, InviteVisit, NewUserInfo, ShareUrl } from '@plugins/activities/shared/tasks';
import { auditPoints } from '@plugins/activities/server/ledger';
import { POINTS_LEDGER_TABLE } from '@plugins/activities/server/tables';
import { INVITE_TABLE } from '@plugins/activities/server/tasks/tables';
import { AccountPaths, Api, lastCode, solveCaptcha, type AccountTestServer, type Fields } from '../../account/server/support';
import { MINUTE, START, dataOf, get, post, startActivitiesApp, type ActivitiesTestApp } from './support';

jest.setTimeout(120_000);

let t: ActivitiesTestApp;
let api: Api;
let phoneSeq = 0;
const nextPhone = () => `1370000${String(1000 + (phoneSeq += 1)).padStart(4, '0')}`;

beforeAll(async () => {
  // Account runs on the activities test clock (registrations are dated by it).
  const account = createAccountServer({
    now: () => (t ? t.clock.now() : START),
    print: () => undefined,
    production: false,
    devTools: true,
    env: {},
    limits: { smsPerAddressHour: 10_000, smsGlobalPerMinute: 10_000 },
  });
  t = await startActivitiesApp({ extra: [account], listen: true });
  api = new Api(t.url!);
});
afterAll(() => t.close());

const tokenOf = (globalId: string) => `member-${globalId}`;

async function registerCode(mobile: string): Promise<string> {
  t.clock.advance(2 * MINUTE);
  const validateData = await solveCaptcha(api, { database: t.database } as AccountTestServer);
  const sent = await api.post(AccountPaths.smsVerificationCode, { mobile, type: 'register' }, { validateData });
  if (sent.body.statusCode !== 200) throw new Error(JSON.stringify(sent.body));
  return lastCode(api, mobile);
}

const form = (mobile: string, code: string, username: string, inviteCode?: string): Fields => ({ mobile, code, username, password: 'Abcd1234', consent: 'true', inviteCode });

/** Registers a fresh member (through `inviteCode` when given) and answers its globalId. */
async function register(username: string, inviteCode?: string): Promise<string> {
  const mobile = nextPhone();
  const code = await registerCode(mobile);
  const reply = await api.post(RegistrationPaths.register, form(mobile, code, username, inviteCode));
  if (reply.body.statusCode !== 200) throw new Error(JSON.stringify(reply.body));
  return reply.body.data.globalId as string;
}

const inviteRows = (inviterGid: string) =>
  t.database.db.selectFrom(POINTS_LEDGER_TABLE).select(['change', 'reason', 'business_id', 'remark']).where('global_id', '=', inviterGid).where('reason', '=', 'invite').orderBy('id').execute();

async function expectBooksBalanced(globalId: string): Promise<number> {
  const audit = await auditPoints(t.database.db, globalId, t.clock.now());
  expect(audit).toMatchObject({ negative: false, ledgerSum: audit.balance, lotSum: audit.balance });
  return audit.balance;
}

describe('the invite link', () => {
  it('carries the member\'s invite code from account; a visit names the inviter masked and is counted', async () => {
    const inviter = await register('linkowner1');
    const share = dataOf<ShareUrl>(await get(t.app, ActivitiesPaths.inviteShareUrl, tokenOf(inviter)));
    const code = await t.services.get(AccountDirectory).inviteCodeOf(inviter);
    expect(share).toMatchObject({ code, url: `/register?invite=${code}`, pointsPerInvite: 100 });
    expect(share.shareText).toContain(code!);
    const visit = dataOf<InviteVisit>(await get(t.app, ActivitiesPaths.inviteVisit, null, { code: code!.toLowerCase() }));
    expect(visit).toMatchObject({ valid: true, inviter: 'l***1' });
    await get(t.app, ActivitiesPaths.inviteVisit, null, { code: code! });
    const unknown = dataOf<InviteVisit>(await get(t.app, ActivitiesPaths.inviteVisit, null, { code: 'ZZZZZZZZ' }));
    expect(unknown).toEqual({ valid: false, code: 'ZZZZZZZZ', inviter: null, message: '邀请链接无效' });
    expect((await get(t.app, ActivitiesPaths.inviteVisit, null, { code: 'x'.repeat(40) })).statusCode).toBe(400);
    const summary = dataOf<InviteSummary>(await get(t.app, ActivitiesPaths.inviteSummary, tokenOf(inviter)));
    expect(summary).toMatchObject({ code, url: share.url, invited: 0, points: 0, visits: 2, members: [], pointsPerInvite: 100, maxCredited: 20 });
  });
});

describe('registering through an invite', () => {
  it('credits the inviter 100 points once, in the registration; a replayed registration credits nothing more', async () => {
    const inviter = await register('inviter01');
    const code = (await t.services.get(AccountDirectory).inviteCodeOf(inviter))!;
    const mobile = nextPhone();
    const sms = await registerCode(mobile);
    const first = await api.post(RegistrationPaths.register, form(mobile, sms, 'invitee01', code));
    expect(first.body.statusCode).toBe(200);
    const invitee = first.body.data.globalId as string;
    const replay = await api.post(RegistrationPaths.register, form(mobile, sms, 'invitee01b', code));
    expect(replay.body.statusCode).not.toBe(200);
    expect((await inviteRows(inviter)).map((r) => [Number(r.change), r.business_id, r.remark])).toEqual([[100, `invite:${invitee}`, '邀请好友注册奖励']]);
    const invites = await t.database.db.selectFrom(INVITE_TABLE).selectAll().where('inviter_gid', '=', inviter).execute();
    expect(invites).toEqual([expect.objectContaining({ invitee_gid: invitee, points: 100 })]);
    const summary = dataOf<InviteSummary>(await get(t.app, ActivitiesPaths.inviteSummary, tokenOf(inviter)));
    expect(summary).toMatchObject({ invited: 1, points: 100 });
    expect(summary.members).toEqual([{ name: 'i***1', at: expect.any(Number), points: 100 }]);
    // The inviter's new-user task 邀请一位好友注册 is rewarded when the list is read.
    const info = dataOf<NewUserInfo>(await get(t.app, ActivitiesPaths.newUserInfo, tokenOf(inviter)));
    expect(info.tasks.find((x) => x.code === 'invite')).toMatchObject({ done: true, points: 100, rewardedAt: expect.any(Number) });
    expect(await expectBooksBalanced(inviter)).toBe(200);
    // A registration without an invite credits nobody.
    const loner = await register('loner01');
    expect(await t.database.db.selectFrom(INVITE_TABLE).selectAll().where('invitee_gid', '=', loner).execute()).toEqual([]);
  });

  it('the same registration sent 3 times at once makes one credit; two new members at once make two', async () => {
    const inviter = await register('inviter02');
    const code = (await t.services.get(AccountDirectory).inviteCodeOf(inviter))!;
    const mobile = nextPhone();
    const sms = await registerCode(mobile);
    const same = await Promise.all([1, 2, 3].map(() => api.post(RegistrationPaths.register, form(mobile, sms, 'racer01', code))));
    expect(same.filter((r) => r.body.statusCode === 200)).toHaveLength(1);
    const [m1, m2] = [nextPhone(), nextPhone()];
    const [c1, c2] = [await registerCode(m1), await registerCode(m2)];
    const two = await Promise.all([
      api.post(RegistrationPaths.register, form(m1, c1, 'racer02', code)),
      api.post(RegistrationPaths.register, form(m2, c2, 'racer03', code)),
    ]);
    expect(two.map((r) => r.body.statusCode)).toEqual([200, 200]);
    const rows = await inviteRows(inviter);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.business_id)).size).toBe(3);
    expect(rows.every((r) => Number(r.change) === 100)).toBe(true);
    expect(dataOf<InviteSummary>(await get(t.app, ActivitiesPaths.inviteSummary, tokenOf(inviter)))).toMatchObject({ invited: 3, points: 300 });
    expect(await expectBooksBalanced(inviter)).toBe(300);
  });

  it('past the campaign\'s cap an invite is recorded with 0 points', async () => {
    const inviter = await register('inviter03');
    const code = (await t.services.get(AccountDirectory).inviteCodeOf(inviter))!;
    const activityId = (await t.database.db.selectFrom('activities_activity').select('id').where('kind', '=', 'invite').executeTakeFirstOrThrow()).id as string;
    // 19 invites credited before: one more is credited, the 21st is not.
    await t.rt.tx((trx) => t.rt.counters.add(trx, { kind: 'limit:invite', owner: `${activityId}:${inviter}`, change: 19, reason: 'test', businessId: 'test', idemKey: `test:cap:${inviter}`, at: t.clock.now() }));
    await register('capped01', code);
    await register('capped02', code);
    const invites = await t.database.db.selectFrom(INVITE_TABLE).select(['points']).where('inviter_gid', '=', inviter).orderBy('created_at').execute();
    expect(invites.map((r) => Number(r.points))).toEqual([100, 0]);
    expect((await inviteRows(inviter)).map((r) => Number(r.change))).toEqual([100]);
    expect(dataOf<InviteSummary>(await get(t.app, ActivitiesPaths.inviteSummary, tokenOf(inviter)))).toMatchObject({ invited: 2, points: 100 });
  });
});

describe('an account being deleted', () => {
  it('the plugin\'s one lifecycle contribution blanks the member\'s gift addresses in the deletion\'s transaction; the ledger stays', async () => {
    const member = await register('leaving01');
    await t.rt.tx((trx) =>
      t.rt.ledger.credit(trx, { globalId: member, points: 5000, reason: 'adjustment', businessId: 'test', idemKey: `test:leaving:${member}`, remark: '测试积分', at: t.clock.now() }),
    );
    const exchange = await post(t.app, ActivitiesPaths.exchangeProduct, { productCode: 'GIFT-HANDBOOK', requestId: 'leave-1', address: { name: '王工', phone: '13912345678', region: '浙江省杭州市西湖区', detail: '文三路100号' } }, tokenOf(member));
    expect(exchange.json().statusCode).toBe(200);
    const addressOf = async () => (await t.database.db.selectFrom('activities_exchange').select('address').where('global_id', '=', member).executeTakeFirstOrThrow()).address;
    expect(String(await addressOf())).toContain('文三路100号');
    const ledgerBefore = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).select('id').where('global_id', '=', member).execute();
    const hooks = t.services.contributed(AccountLifecycle).filter((h) => h.deleting);
    expect(hooks.length).toBeGreaterThanOrEqual(1);
    await t.database.db.transaction().execute(async (trx) => {
      for (const hook of hooks) await hook.deleting!(trx, { globalId: member, at: t.clock.now() });
    });
    expect(await addressOf()).toBeNull();
    expect(await t.database.db.selectFrom(POINTS_LEDGER_TABLE).select('id').where('global_id', '=', member).execute()).toEqual(ledgerBefore);
  });
});
