/**
 * 每日签到 over HTTP: the week view (weekInfoList with weekDay, seriesTime, totalTime), a day signed
 * once (also 100 requests at once), the streak bonuses of day 3 and day 7, 补签 at a points cost
 * (this week, before today, at most twice a week), the hub and the banner, the development clock.
 */
import type { RegisterRecord, SignInResult, HubInfo, TopImage } from '@plugins/activities/shared/points';
import { ActivitiesPaths } from '@plugins/activities/shared/contract';
import { auditPoints } from '@plugins/activities/server/ledger';
import { POINTS_LEDGER_TABLE, SIGNIN_TABLE } from '@plugins/activities/server/tables';
import { DAY, START, dataOf, get, newMember, post, refusalOf, startActivitiesApp, type ActivitiesTestApp } from './support';

let t: ActivitiesTestApp;
beforeAll(async () => {
  t = await startActivitiesApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.t = START; // Tuesday 2026-11-24 10:00 CST
});

const record = async (token: string) => dataOf<RegisterRecord>(await get(t.app, ActivitiesPaths.registerRecord, token));
const signIn = async (token: string) => dataOf<SignInResult>(await post(t.app, ActivitiesPaths.signIn, {}, token));
const makeUp = (token: string, date: string) => post(t.app, ActivitiesPaths.makeUp, { date }, token);
const grant = (globalId: string, points: number, key: string) =>
  t.rt.tx((trx) => t.rt.ledger.credit(trx, { globalId, points, reason: 'adjustment', businessId: key, idemKey: key, remark: '积分调整', at: t.clock.now() }));

async function expectBalanced(globalId: string, balance: number): Promise<void> {
  expect(await auditPoints(t.database.db, globalId, t.clock.now())).toEqual({ balance, ledgerSum: balance, lotSum: balance, negative: false });
}

test('visitors are asked to log in; the hub and the banner answer them without member fields', async () => {
  expect(refusalOf(await get(t.app, ActivitiesPaths.registerRecord, null)).code).toBe(301);
  expect(refusalOf(await post(t.app, ActivitiesPaths.signIn, {}, null)).code).toBe(301);
  const hub = dataOf<HubInfo>(await get(t.app, ActivitiesPaths.hub, null));
  expect(hub.member).toBeNull();
  const signin = hub.activities.find((a) => a.kind === 'signin')!;
  expect(signin).toMatchObject({ id: 'signin-2026', title: '每日签到', route: '/memberActivity/dailyAttendance', period: '2026年1月1日—2026年12月31日' });
  expect(hub.earnRules[0]).toMatchObject({ title: '每日签到', detail: '每天签到得5积分，连续签到第3天再得5积分、第7天再得20积分' });
  const top = dataOf<TopImage>(await get(t.app, ActivitiesPaths.topImage, null));
  expect(top).toMatchObject({ activityId: 'signin-2026', todaySigned: null, route: '/memberActivity/dailyAttendance' });
  expect(top.subtitle).toContain('每天签到得5积分');
});

test('the week view before and after signing in; signing in again answers the first result', async () => {
  const m = newMember();
  const before = await record(m.token);
  expect(before.weekInfoList.map((d) => [d.weekDay, d.weekDayText, d.date])).toEqual([
    [1, '星期一', '2026-11-23'],
    [2, '星期二', '2026-11-24'],
    [3, '星期三', '2026-11-25'],
    [4, '星期四', '2026-11-26'],
    [5, '星期五', '2026-11-27'],
    [6, '星期六', '2026-11-28'],
    [7, '星期日', '2026-11-29'],
  ]);
  expect(before).toMatchObject({ today: '2026-11-24', seriesTime: 0, totalTime: 0, todaySigned: false, points: 0, makeUpLeft: 2 });
  expect(before.weekInfoList[1]).toMatchObject({ isToday: true, signed: false, points: 5 });
  // Monday was missed; 补签 is offered (the points are checked when it is asked for).
  expect(before.weekInfoList[0]).toMatchObject({ signed: false, canMakeUp: true, points: 0, isFuture: false });
  // The ladder ahead: day 3 (Thursday) +5 bonus, day 7 (next Monday) is beyond this week.
  expect(before.weekInfoList.slice(2).map((d) => d.points)).toEqual([5, 10, 5, 5, 5]);
  expect(before.nextBonus).toEqual({ day: 3, points: 5, inDays: 3 });
  expect(before.ruleTexts.length).toBeGreaterThanOrEqual(3);

  const first = await signIn(m.token);
  expect(first).toMatchObject({ date: '2026-11-24', madeUp: false, points: 5, bonus: 0, seriesTime: 1, totalTime: 1, balance: 5, repeated: false, message: '签到成功，获得5积分' });
  const again = await signIn(m.token);
  expect(again).toMatchObject({ date: '2026-11-24', points: 5, seriesTime: 1, totalTime: 1, balance: 5, repeated: true, message: '今日已签到' });

  const after = await record(m.token);
  expect(after).toMatchObject({ seriesTime: 1, totalTime: 1, todaySigned: true, points: 5 });
  expect(after.weekInfoList[1]).toMatchObject({ isToday: true, signed: true, madeUp: false, points: 5 });
  const hub = dataOf<HubInfo>(await get(t.app, ActivitiesPaths.hub, m.token));
  expect(hub.member).toEqual({ points: 5, todaySigned: true, seriesTime: 1 });
  await expectBalanced(m.globalId, 5);
});

test('the same sign-in sent 100 times at once credits once', async () => {
  const m = newMember();
  const answers = await Promise.all(Array.from({ length: 100 }, () => post(t.app, ActivitiesPaths.signIn, {}, m.token)));
  const results = answers.map((r) => dataOf<SignInResult>(r));
  expect(results.filter((r) => !r.repeated)).toHaveLength(1);
  expect(results.every((r) => r.date === '2026-11-24' && r.points === 5)).toBe(true);
  const rows = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).selectAll().where('global_id', '=', m.globalId).execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ reason: 'signin', idem_key: `signin:${m.globalId}:2026-11-24`, remark: '每日签到（11月24日）' });
  await expectBalanced(m.globalId, 5);
});

test('a week of sign-ins: day 3 gives 5 more, day 7 gives 20 more; a missed day starts the series again', async () => {
  const m = newMember();
  const got: Array<[number, number, number]> = [];
  for (let day = 0; day < 8; day++) {
    const r = await signIn(m.token);
    got.push([r.seriesTime, r.points, r.bonus]);
    t.clock.advance(DAY);
  }
  expect(got).toEqual([
    [1, 5, 0],
    [2, 5, 0],
    [3, 10, 5],
    [4, 5, 0],
    [5, 5, 0],
    [6, 5, 0],
    [7, 25, 20],
    [8, 5, 0],
  ]);
  // 8 days × 5 + 5 + 20.
  await expectBalanced(m.globalId, 65);
  const streak = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).select(['remark', 'change']).where('global_id', '=', m.globalId).where('reason', '=', 'streak').orderBy('id').execute();
  expect(streak.map((r) => [r.remark, Number(r.change)])).toEqual([
    ['连续签到第3天奖励', 5],
    ['连续签到第7天奖励', 20],
  ]);
  // Skip a day (now 2026-12-02 is skipped, sign on 12-03): the series is 1 again.
  t.clock.advance(DAY);
  const r = await signIn(m.token);
  expect(r).toMatchObject({ date: '2026-12-03', seriesTime: 1, totalTime: 9 });
});

test('补签 of a missed day this week costs 20 points, mends the series, at most twice a week', async () => {
  const m = newMember();
  await signIn(m.token); // Tue 24
  t.clock.advance(2 * DAY); // Thu 26 (Wed 25 missed)
  await signIn(m.token);
  expect((await record(m.token)).seriesTime).toBe(1);

  // 10 points: not enough for a 补签.
  expect(refusalOf(await makeUp(m.token, '2026-11-25'))).toEqual({ http: 200, code: 510, msg: '积分不足，无法补签' });
  expect(await t.database.db.selectFrom(SIGNIN_TABLE).selectAll().where('global_id', '=', m.globalId).where('day', '=', '2026-11-25').execute()).toHaveLength(0);

  await grant(m.globalId, 100, `grant:${m.globalId}`);
  const made = dataOf<SignInResult>(await makeUp(m.token, '2026-11-25'));
  expect(made).toMatchObject({ date: '2026-11-25', madeUp: true, points: 0, cost: 20, seriesTime: 3, totalTime: 3, balance: 90, repeated: false, message: '补签成功，消耗20积分' });
  // The same 补签 again is answered, not charged again.
  expect(dataOf<SignInResult>(await makeUp(m.token, '2026-11-25'))).toMatchObject({ repeated: true, balance: 90 });

  // Refusals: a signed day, today, a future day, last week, a malformed date.
  expect(refusalOf(await makeUp(m.token, '2026-11-24')).msg).toBe('该日期已签到，无需补签');
  expect(refusalOf(await makeUp(m.token, '2026-11-26')).msg).toBe('请选择本周内今天之前的日期');
  expect(refusalOf(await makeUp(m.token, '2026-11-27')).msg).toBe('请选择本周内今天之前的日期');
  expect(refusalOf(await makeUp(m.token, '2026-11-22')).msg).toBe('请选择本周内今天之前的日期');
  expect(refusalOf(await makeUp(m.token, '2026-02-30')).msg).toBe('请选择本周内今天之前的日期');
  expect((await makeUp(m.token, '25 Nov')).statusCode).toBe(400);

  const week = await record(m.token);
  expect(week.weekInfoList.slice(0, 4).map((d) => [d.signed, d.madeUp, d.canMakeUp])).toEqual([
    [false, false, true],
    [true, false, false],
    [true, true, false],
    [true, false, false],
  ]);
  expect(week).toMatchObject({ makeUpUsed: 1, makeUpLeft: 1, seriesTime: 3 });

  // The second 补签 of the week (Monday), then no more this week.
  expect(dataOf<SignInResult>(await makeUp(m.token, '2026-11-23'))).toMatchObject({ seriesTime: 4, balance: 70 });
  t.clock.advance(2 * DAY); // Sat 28, Fri 27 missed
  expect(refusalOf(await makeUp(m.token, '2026-11-27')).msg).toBe('本周补签次数已用完');
  expect((await record(m.token)).weekInfoList.every((d) => !d.canMakeUp)).toBe(true);
  // Next week the count starts again.
  t.clock.advance(3 * DAY); // Tue 12-01, Mon 11-30 missed
  expect(dataOf<SignInResult>(await makeUp(m.token, '2026-11-30'))).toMatchObject({ madeUp: true, balance: 50 });

  const rows = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).select(['reason', 'change', 'remark']).where('global_id', '=', m.globalId).where('reason', '=', 'makeUp').orderBy('id').execute();
  expect(rows.map((r) => [Number(r.change), r.remark])).toEqual([
    [-20, '补签（11月25日）'],
    [-20, '补签（11月23日）'],
    [-20, '补签（11月30日）'],
  ]);
  await expectBalanced(m.globalId, 50);
});

test('concurrent 补签 of three days with two allowed: two pass, charged twice', async () => {
  const m = newMember();
  t.clock.advance(5 * DAY); // Sun 29: Mon..Sat missed
  await grant(m.globalId, 200, `grant2:${m.globalId}`);
  const answers = await Promise.all(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-24'].map((d) => makeUp(m.token, d)));
  const passed = answers.filter((r) => r.json().statusCode === 200);
  const days = new Set(passed.map((r) => (r.json().data as SignInResult).date));
  expect(days.size).toBe(2);
  await expectBalanced(m.globalId, 160);
});

test('the development clock moves the plugin’s time from the loopback only', async () => {
  const moved = await t.app.inject({ method: 'POST', url: ActivitiesPaths.devClock, payload: { days: 2 } });
  expect(dataOf<{ today: string }>(moved).today).toBe('2026-11-26');
  const far = await t.app.inject({ method: 'POST', url: ActivitiesPaths.devClock, payload: { days: 1 }, remoteAddress: '10.1.2.3' });
  expect(far.statusCode).toBe(404);
  const reset = await t.app.inject({ method: 'POST', url: ActivitiesPaths.devClock, payload: { reset: true } });
  expect(dataOf<{ today: string }>(reset).today).toBe('2026-11-24');
  const bad = await t.app.inject({ method: 'POST', url: ActivitiesPaths.devClock, payload: { days: 1e9 } });
  expect(bad.statusCode).toBe(400);
});

test('without the development tools there is no clock endpoint', async () => {
  const plain = await startActivitiesApp({ activities: { devTools: false }, seed: false });
  try {
    const res = await plain.app.inject({ method: 'POST', url: ActivitiesPaths.devClock, payload: { days: 1 } });
    expect(res.statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});
