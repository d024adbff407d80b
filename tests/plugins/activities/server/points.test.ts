/**
 * 我的积分 and 积分明细 over HTTP: the balance with earned, spent, expired and what expires when; the
 * ledger page with its filters (获得 / 消耗, reason, month range) and paging; expired points swept on
 * read and by the timer.
 */
import type { PointsRecordPage, UserPoints } from '@plugins/activities/shared/points';
import type { PointsMove } from '@plugins/activities/server/ledger-types';
import { ActivitiesPaths } from '@plugins/activities/shared/contract';
import { ActivityPoints } from '@plugins/activities/shared/services';
import { auditPoints } from '@plugins/activities/server/ledger';
import { POINTS_LEDGER_TABLE } from '@plugins/activities/server/tables';
import { yearEndAfter } from '@plugins/activities/server/calendar';
import { START, dataOf, newMember, post, refusalOf, startActivitiesApp, type ActivitiesTestApp } from './support';

let t: ActivitiesTestApp;
beforeAll(async () => {
  t = await startActivitiesApp();
});
afterAll(() => t.close());

let seq = 0;
const move = (globalId: string, points: number, at: number, extra: Partial<PointsMove> = {}): PointsMove => {
  const key = `pt:${globalId}:${++seq}`;
  return { globalId, points, reason: 'task', businessId: key, idemKey: key, remark: '任务奖励', at, ...extra };
};
const credit = (m: PointsMove) => t.rt.tx((trx) => t.rt.ledger.credit(trx, m));
const debit = (m: PointsMove) => t.rt.tx((trx) => t.rt.ledger.debit(trx, m));
const points = async (token: string) => dataOf<UserPoints>(await post(t.app, ActivitiesPaths.userPoints, {}, token));
const page = (token: string, body: object) => post(t.app, ActivitiesPaths.pointsRecords, body, token);

test('visitors are asked to log in', async () => {
  expect(refusalOf(await post(t.app, ActivitiesPaths.userPoints, {}, null)).code).toBe(301);
  expect(refusalOf(await post(t.app, ActivitiesPaths.pointsRecords, { pageNum: 1, pageSize: 10 }, null)).code).toBe(301);
});

test('我的积分: balance, earned, spent, expired, and the points expiring by date', async () => {
  const m = newMember();
  const y2025 = Date.UTC(2025, 5, 1, 4); // valid to 2026-12-31
  const y2024 = Date.UTC(2024, 8, 1, 4); // valid to 2025-12-31: expired at START
  await credit(move(m.globalId, 40, y2024));
  await credit(move(m.globalId, 100, y2025));
  await credit(move(m.globalId, 60, START));
  await debit(move(m.globalId, 30, START, { reason: 'exchange', remark: '积分兑换' }));
  const p = await points(m.token);
  expect(p).toEqual({
    totalPoints: 130,
    balance: 130,
    earnedTotal: 200,
    spentTotal: 30,
    expiredTotal: 40,
    expiring: [
      { points: 70, at: yearEndAfter(y2025), lastDay: '2026-12-31' },
      { points: 60, at: yearEndAfter(START), lastDay: '2027-12-31' },
    ],
  });
  // The 40 earned in 2024 expired with 2025: the first move after that date wrote the expiry row.
  const expiry = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).selectAll().where('global_id', '=', m.globalId).where('reason', '=', 'expiry').execute();
  expect(expiry.map((r) => [Number(r.change), r.remark])).toEqual([[-40, '积分过期（2025年12月31日到期）']]);
  expect(await auditPoints(t.database.db, m.globalId, START)).toEqual({ balance: 130, ledgerSum: 130, lotSum: 130, negative: false });
});

test('积分明细: newest first, paged, filtered by direction, reason and months', async () => {
  const m = newMember();
  const sep = Date.UTC(2026, 8, 10, 4);
  const oct = Date.UTC(2026, 9, 10, 4);
  const nov = Date.UTC(2026, 10, 10, 4);
  for (let i = 0; i < 12; i++) await credit(move(m.globalId, 5, sep + i * 60_000, { reason: 'signin', remark: `每日签到（9月${10 + i}日）` }));
  await credit(move(m.globalId, 50, oct, { reason: 'invite', remark: '邀请好友注册' }));
  await debit(move(m.globalId, 30, oct + 60_000, { reason: 'exchange', remark: '兑换 报告' }));
  await debit(move(m.globalId, 20, nov, { reason: 'draw', remark: '幸运抽奖' }));

  const first = dataOf<PointsRecordPage>(await page(m.token, { pageNum: 1, pageSize: 10 }));
  expect(first.total).toBe(15);
  expect(first.list).toHaveLength(10);
  expect(first.list[0]).toMatchObject({ change: -20, balanceAfter: 60, reason: 'draw', reasonText: '抽奖', remark: '幸运抽奖', createdAt: nov });
  expect(first.list[1]).toMatchObject({ change: -30, reason: 'exchange', reasonText: '积分兑换' });
  const second = dataOf<PointsRecordPage>(await page(m.token, { pageNum: 2, pageSize: 10 }));
  expect(second.list).toHaveLength(5);
  expect(second.list[4]).toMatchObject({ change: 5, balanceAfter: 5, remark: '每日签到（9月10日）' });

  const out = dataOf<PointsRecordPage>(await page(m.token, { pageNum: 1, pageSize: 10, direction: 'out' }));
  expect(out.list.map((r) => r.change)).toEqual([-20, -30]);
  const gained = dataOf<PointsRecordPage>(await page(m.token, { pageNum: 1, pageSize: 20, direction: 'in' }));
  expect(gained.total).toBe(13);
  expect(gained.list.every((r) => r.change > 0)).toBe(true);
  const invites = dataOf<PointsRecordPage>(await page(m.token, { pageNum: 1, pageSize: 10, reason: 'invite' }));
  expect(invites.list.map((r) => r.remark)).toEqual(['邀请好友注册']);
  const october = dataOf<PointsRecordPage>(await page(m.token, { pageNum: 1, pageSize: 10, from: '2026-10', to: '2026-10' }));
  expect(october.list.map((r) => r.change)).toEqual([-30, 50]);
  const sepToOct = dataOf<PointsRecordPage>(await page(m.token, { pageNum: 1, pageSize: 50, from: '2026-09', to: '2026-10' }));
  expect(sepToOct.total).toBe(14);
  const oneDay = dataOf<PointsRecordPage>(await page(m.token, { pageNum: 1, pageSize: 10, from: '2026-11-10', to: '2026-11-10' }));
  expect(oneDay.total).toBe(1);
  // The parts add up to the balance.
  const all = dataOf<PointsRecordPage>(await page(m.token, { pageNum: 1, pageSize: 50 }));
  expect(all.list.reduce((s, r) => s + r.change, 0)).toBe(all.list[0]!.balanceAfter);

  // Bad input: a range backwards, a malformed month, a page size beyond the limit, an unknown reason.
  expect(refusalOf(await page(m.token, { pageNum: 1, pageSize: 10, from: '2026-11', to: '2026-10' }))).toMatchObject({ code: 400, msg: '请选择正确的起止月份' });
  expect((await page(m.token, { pageNum: 1, pageSize: 10, from: '2026-13' })).statusCode).toBe(400);
  expect((await page(m.token, { pageNum: 1, pageSize: 500 })).statusCode).toBe(400);
  expect((await page(m.token, { pageNum: 0, pageSize: 10 })).statusCode).toBe(400);
  expect((await page(m.token, { pageNum: 1, pageSize: 10, reason: 'gift' })).statusCode).toBe(400);
  expect((await page(m.token, { pageNum: 1.5, pageSize: 10 })).statusCode).toBe(400);
});

test('the timer sweeps expired points of members nobody reads', async () => {
  const timed = await startActivitiesApp({ activities: { expireEveryMs: 50 }, seed: false });
  try {
    const m = newMember();
    const earned = Date.UTC(2024, 2, 1, 4);
    await timed.rt.tx((trx) => timed.rt.ledger.credit(trx, move(m.globalId, 25, earned)));
    await timed.app.ready();
    const expired = async () =>
      timed.database.db.selectFrom(POINTS_LEDGER_TABLE).select(['change']).where('global_id', '=', m.globalId).where('reason', '=', 'expiry').execute();
    for (let i = 0; i < 40 && (await expired()).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await expired()).map((r) => Number(r.change))).toEqual([-25]);
    expect(await auditPoints(timed.database.db, m.globalId, START)).toEqual({ balance: 0, ledgerSum: 0, lotSum: 0, negative: false });
  } finally {
    await timed.close();
  }
});

test('other plugins reward tasks through ActivityPoints: once per business id, within the day’s limit', async () => {
  const service = t.services.get(ActivityPoints);
  const m = newMember();
  const reward = (taskCode: string, businessId: string, at = START) => t.rt.tx((trx) => service.rewardTask(trx, { globalId: m.globalId, taskCode, businessId, at }));
  expect(await reward('guide.finish', 'new_user')).toEqual({ credited: 20, repeated: false });
  expect(await reward('guide.finish', 'new_user')).toEqual({ credited: 0, repeated: true });
  // Four lessons a day are rewarded; the fifth is not; the same lesson again is a repeat.
  const lessons = await Promise.all(['l1', 'l2', 'l3', 'l4', 'l5'].map((id) => reward('study.lesson', id)));
  expect(lessons.filter((r) => r.credited === 5)).toHaveLength(4);
  expect(lessons.filter((r) => r.credited === 0)).toHaveLength(1);
  expect(await reward('study.lesson', 'l1')).toMatchObject({ credited: 0 });
  // The next day counts again.
  expect(await reward('study.lesson', 'l6', START + 86_400_000)).toEqual({ credited: 5, repeated: false });
  expect(await reward('unknown.task', 'x')).toEqual({ credited: 0, repeated: false });
  expect(await reward('guide.finish', 'bad id with spaces')).toEqual({ credited: 0, repeated: false });
  expect(await service.balance(m.globalId)).toBe(45);
  const rows = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).select(['reason', 'remark']).where('global_id', '=', m.globalId).orderBy('id').execute();
  expect(rows[0]).toEqual({ reason: 'task', remark: '任务奖励：完成新手引导' });
  expect(await auditPoints(t.database.db, m.globalId, START + 86_400_000)).toEqual({ balance: 45, ledgerSum: 45, lotSum: 45, negative: false });
});
