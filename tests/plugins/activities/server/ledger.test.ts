/**
 * The points ledger: append-only rows with the balance after each, debits that never go below zero
 * (also 100 at once), idempotency keys that credit once (also 100 at once), lots consumed soonest
 * expiry first and expired at the end of the year after they were earned.
 */
import { PointsRefused, type PointsMove } from '@plugins/activities/server/ledger-types';
import { auditPoints } from '@plugins/activities/server/ledger';
import { POINTS_LEDGER_TABLE, POINTS_LOT_TABLE } from '@plugins/activities/server/tables';
import { yearEndAfter } from '@plugins/activities/server/calendar';
import { DAY, newMember, startActivitiesApp, type ActivitiesTestApp } from './support';

let t: ActivitiesTestApp;
beforeAll(async () => {
  t = await startActivitiesApp({ seed: false });
});
afterAll(() => t.close());

let seq = 0;
const move = (globalId: string, points: number, extra: Partial<PointsMove> = {}): PointsMove => {
  const key = `test:${globalId}:${++seq}`;
  return { globalId, points, reason: 'adjustment', businessId: key, idemKey: key, remark: '积分调整', at: t.clock.now(), ...extra };
};
const credit = (m: PointsMove) => t.rt.tx((trx) => t.rt.ledger.credit(trx, m));
const debit = (m: PointsMove) => t.rt.tx((trx) => t.rt.ledger.debit(trx, m));

async function expectInvariant(globalId: string, balance: number): Promise<void> {
  const audit = await auditPoints(t.database.db, globalId, t.clock.now());
  expect(audit).toEqual({ balance, ledgerSum: balance, lotSum: balance, negative: false });
  expect(await t.rt.ledger.balance(globalId)).toBe(balance);
}

test('credits and debits write one row each with the balance after it; a debit beyond the balance is refused', async () => {
  const { globalId } = newMember();
  const a = await credit(move(globalId, 30, { reason: 'signin', remark: '每日签到' }));
  expect(a.repeated).toBe(false);
  expect(a.entry).toMatchObject({ globalId, change: 30, balanceAfter: 30, reason: 'signin', remark: '每日签到' });
  const b = await debit(move(globalId, 20, { reason: 'exchange', remark: '兑换 报告' }));
  expect(b.entry).toMatchObject({ change: -20, balanceAfter: 10, reason: 'exchange' });
  await expect(debit(move(globalId, 11))).rejects.toBeInstanceOf(PointsRefused);
  await expect(debit(move(globalId, 11))).rejects.toMatchObject({ statusCode: 510, message: '积分不足' });
  const rows = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).select(['change', 'balance_after']).where('global_id', '=', globalId).orderBy('id').execute();
  expect(rows.map((r) => [Number(r.change), Number(r.balance_after)])).toEqual([
    [30, 30],
    [-20, 10],
  ]);
  expect(await t.rt.ledger.account(globalId)).toEqual({ balance: 10, earned: 30, spent: 20 });
  expect(await t.rt.ledger.account('G80000000')).toEqual({ balance: 0, earned: 0, spent: 0 });
  await expectInvariant(globalId, 10);
});

test('the same key again writes nothing and answers the first entry', async () => {
  const { globalId } = newMember();
  const m = move(globalId, 15);
  const first = await credit(m);
  const again = await credit({ ...m, points: 99 });
  expect(again).toEqual({ entry: first.entry, repeated: true });
  await expectInvariant(globalId, 15);
});

test('100 concurrent identical credits credit once', async () => {
  const { globalId } = newMember();
  const m = move(globalId, 5, { reason: 'signin', remark: '每日签到' });
  const results = await Promise.all(Array.from({ length: 100 }, () => credit(m)));
  expect(results.filter((r) => !r.repeated)).toHaveLength(1);
  expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
  await expectInvariant(globalId, 5);
});

test('100 concurrent debits of 7 from 100 points: 14 pass, the balance never goes below zero', async () => {
  const { globalId } = newMember();
  await credit(move(globalId, 60));
  await credit(move(globalId, 40));
  const results = await Promise.allSettled(Array.from({ length: 100 }, () => debit(move(globalId, 7, { reason: 'exchange', remark: '积分兑换' }))));
  const passed = results.filter((r) => r.status === 'fulfilled');
  expect(passed).toHaveLength(14);
  expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof PointsRefused)).toBe(true);
  const afters = passed.map((r) => (r as PromiseFulfilledResult<{ entry: { balanceAfter: number } }>).value.entry.balanceAfter).sort((x, y) => y - x);
  expect(afters).toEqual(Array.from({ length: 14 }, (_, i) => 100 - 7 * (i + 1)));
  await expectInvariant(globalId, 2);
});

test('concurrent credits and debits of many members keep every invariant', async () => {
  const members = Array.from({ length: 10 }, () => newMember().globalId);
  for (const g of members) await credit(move(g, 50));
  const ops = members.flatMap((g) => [
    ...Array.from({ length: 10 }, () => () => debit(move(g, 9))),
    ...Array.from({ length: 5 }, () => () => credit(move(g, 3))),
  ]);
  await Promise.allSettled(ops.map((op) => op()));
  for (const g of members) {
    const audit = await auditPoints(t.database.db, g, t.clock.now());
    expect(audit.negative).toBe(false);
    expect(audit.balance).toBe(audit.ledgerSum);
    expect(audit.balance).toBe(audit.lotSum);
    expect(audit.balance).toBeGreaterThanOrEqual(0);
    // 65 credited in all, debits of 9: the balance is 65 - 9k for the k debits that passed.
    expect((65 - audit.balance) % 9).toBe(0);
  }
});

test('points expire at the end of the year after they were earned, consumed soonest expiry first', async () => {
  const { globalId } = newMember();
  // Earned 2026-03-05 (valid to 2027-12-31) and 2027-06-01 (valid to 2028-12-31).
  const early = Date.UTC(2026, 2, 5, 4);
  const later = Date.UTC(2027, 5, 1, 4);
  expect(yearEndAfter(early)).toBe(Date.UTC(2027, 11, 31, 16)); // 2028-01-01 00:00 CST
  await credit(move(globalId, 100, { at: early }));
  await credit(move(globalId, 50, { at: later }));
  // Spending 70 takes from the 2027 lot first.
  await debit(move(globalId, 70, { at: later + DAY }));
  const lots = await t.database.db.selectFrom(POINTS_LOT_TABLE).select(['remaining', 'expires_at']).where('global_id', '=', globalId).orderBy('id').execute();
  expect(lots.map((l) => Number(l.remaining))).toEqual([30, 50]);

  // Shown in advance.
  const dec2027 = Date.UTC(2027, 11, 20, 4);
  expect(await t.rt.ledger.upcomingExpiry(globalId, dec2027)).toEqual([
    { points: 30, at: yearEndAfter(early) },
    { points: 50, at: yearEndAfter(later) },
  ]);

  // One minute before the end of 2027 (CST) nothing has expired; one minute after, the 30 have.
  const end = yearEndAfter(early);
  expect(await t.rt.tx((trx) => t.rt.ledger.expire(trx, { globalId, at: end - 60_000 }))).toBe(0);
  expect(await t.rt.tx((trx) => t.rt.ledger.expire(trx, { at: end + 60_000 }))).toBeGreaterThanOrEqual(30);
  // Sweeping again writes nothing.
  expect(await t.rt.tx((trx) => t.rt.ledger.expire(trx, { globalId, at: end + 120_000 }))).toBe(0);
  const expiry = await t.database.db
    .selectFrom(POINTS_LEDGER_TABLE)
    .selectAll()
    .where('global_id', '=', globalId)
    .where('reason', '=', 'expiry')
    .execute();
  expect(expiry).toHaveLength(1);
  expect(Number(expiry[0]!.change)).toBe(-30);
  expect(Number(expiry[0]!.balance_after)).toBe(50);
  expect(expiry[0]!.idem_key).toBe(`expiry:${globalId}:${end}`);
  expect(expiry[0]!.remark).toBe('积分过期（2027年12月31日到期）');
  const audit = await auditPoints(t.database.db, globalId, end + 60_000);
  expect(audit).toEqual({ balance: 50, ledgerSum: 50, lotSum: 50, negative: false });
  expect(await t.rt.ledger.upcomingExpiry(globalId, end + 60_000)).toEqual([{ points: 50, at: yearEndAfter(later) }]);
});

test('a debit never spends expired points: it expires them first', async () => {
  const { globalId } = newMember();
  const earned = Date.UTC(2026, 0, 10, 4);
  await credit(move(globalId, 40, { at: earned }));
  const after = yearEndAfter(earned) + DAY;
  await expect(debit(move(globalId, 10, { at: after }))).rejects.toBeInstanceOf(PointsRefused);
  // A credit after the date writes the expiry row first, then its own row.
  const c = await credit(move(globalId, 10, { at: after }));
  expect(c.entry.balanceAfter).toBe(10);
  const rows = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).select(['reason', 'change', 'balance_after']).where('global_id', '=', globalId).orderBy('id').execute();
  expect(rows.map((r) => [r.reason, Number(r.change), Number(r.balance_after)])).toEqual([
    ['adjustment', 40, 40],
    ['expiry', -40, 0],
    ['adjustment', 10, 10],
  ]);
  expect(await auditPoints(t.database.db, globalId, after)).toEqual({ balance: 10, ledgerSum: 10, lotSum: 10, negative: false });
});

test('reading the balance sweeps the member’s expired points first', async () => {
  const { globalId } = newMember();
  const earned = t.clock.now() - 3 * 365 * DAY;
  await credit(move(globalId, 25, { at: earned }));
  expect(await t.rt.ledger.balance(globalId)).toBe(0);
  expect(await t.rt.ledger.account(globalId)).toEqual({ balance: 0, earned: 25, spent: 0 });
});
