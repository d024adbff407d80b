/**
 * The counters and idempotent operations every area writes through: bounds that hold under
 * concurrent transactions, replays answering the first result, one ledger row per change.
 */
import { COUNTER_LEDGER_TABLE, IDEMPOTENCY_TABLE } from '@plugins/activities/server/tables';
import { CounterRefused } from '@plugins/activities/server/ledger-types';
import { START, startActivitiesApp, type ActivitiesTestApp } from './support';

let t: ActivitiesTestApp;
beforeAll(async () => {
  t = await startActivitiesApp({ seed: false });
});
afterAll(() => t.close());

const add = (owner: string, change: number, idemKey: string, bounds: { min?: number; max?: number } = {}) =>
  t.rt.tx((trx) => t.rt.counters.add(trx, { kind: 'stock:test', owner, change, reason: 'test', businessId: idemKey, idemKey, at: START, ...bounds }));

test('a counter starts at zero, moves within its bounds and refuses beyond them', async () => {
  expect(await t.rt.counters.value('stock:test', 'a')).toBe(0);
  expect(await add('a', 3, 'a-1')).toEqual({ value: 3, repeated: false });
  await expect(add('a', -4, 'a-2')).rejects.toBeInstanceOf(CounterRefused);
  await expect(add('a', 1, 'a-3', { max: 3 })).rejects.toMatchObject({ bound: 'max' });
  expect(await add('a', -3, 'a-4')).toEqual({ value: 0, repeated: false });
  // A replayed key changes nothing and answers the value after the first change.
  expect(await add('a', 3, 'a-1')).toEqual({ value: 3, repeated: true });
  expect(await t.rt.counters.value('stock:test', 'a')).toBe(0);
  const rows = await t.database.db.selectFrom(COUNTER_LEDGER_TABLE).select(['change', 'value_after']).where('owner', '=', 'a').orderBy('id').execute();
  expect(rows.map((r) => [Number(r.change), Number(r.value_after)])).toEqual([
    [3, 3],
    [-3, 0],
  ]);
});

test('100 concurrent takes of 10 in stock: exactly 10 succeed, the value never goes below zero', async () => {
  await add('b', 10, 'b-restock');
  const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => add('b', -1, `b-take-${i}`)));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof CounterRefused)).toBe(true);
  expect(await t.rt.counters.value('stock:test', 'b')).toBe(0);
  const sum = await t.database.db.selectFrom(COUNTER_LEDGER_TABLE).select((eb) => eb.fn.sum<number>('change').as('s')).where('owner', '=', 'b').executeTakeFirstOrThrow();
  expect(Number(sum.s)).toBe(0);
});

test('an idempotent operation runs once, also when sent 50 times at once, and replays its first result', async () => {
  let runs = 0;
  const op = () =>
    t.rt.idempotency.run('test:G1:req-1', 'G1', async (trx) => {
      runs++;
      const { value } = await t.rt.counters.add(trx, { kind: 'stock:test', owner: 'c', change: 1, reason: 'test', businessId: 'c', idemKey: `c-${runs}-${Math.random()}`, at: START });
      return { value };
    });
  const answers = await Promise.all(Array.from({ length: 50 }, op));
  expect(new Set(answers.map((a) => a.value))).toEqual(new Set([1]));
  expect(await t.rt.counters.value('stock:test', 'c')).toBe(1);
  const stored = await t.database.db.selectFrom(IDEMPOTENCY_TABLE).selectAll().where('key', '=', 'test:G1:req-1').execute();
  expect(stored).toHaveLength(1);
});
