/**
 * The draw engine and raffle v2: the pick over the prizes' parts per million (exact over every
 * roll, and within a tolerance with the real cryptographic source), chances from tasks, points per
 * draw, the day's limit under 100 concurrent draws, prize stock that never goes below zero, records
 * and ledgers that add up, replayed requestIds answering the first result.
 */
import { RightsProvider } from '@kernel/server/services';
import { ActivitiesPaths } from '@plugins/activities/shared/contract';
import { PPM, type DeliveryAddress, type DrawRecord, type DrawResult, type RaffleResultList, type RaffleTask } from '@plugins/activities/shared/draws';
import type { DrawActivity } from '@plugins/activities/server/draws/activity';
import { grantChance } from '@plugins/activities/server/draws/chances';
import { drawsDeleting } from '@plugins/activities/server/draws/deleting';
import { drawOnce, pickIndex, restockPrize, rollPpm } from '@plugins/activities/server/draws/engine';
import { RAFFLE_ID } from '@plugins/activities/server/draws/seed';
import { DRAW_TABLE, PRIZE_TABLE } from '@plugins/activities/server/draws/tables';
import { ACTIVITY_TABLE, COUNTER_LEDGER_TABLE, POINTS_LEDGER_TABLE } from '@plugins/activities/server/tables';
import { dataOf, DAY, get, newMember, post, refusalOf, START, startActivitiesApp, type ActivitiesTestApp } from './support';

let t: ActivitiesTestApp;
beforeAll(async () => {
  t = await startActivitiesApp();
});
afterAll(() => t.close());

const give = (activityId: string, globalId: string, count: number, key: string) =>
  t.rt.tx((trx) => grantChance(trx, t.rt, { activityId, globalId, idemKey: key, reason: 'test', at: t.clock.now(), count }));

const credit = (globalId: string, points: number, key: string) =>
  t.rt.tx((trx) => t.rt.ledger.credit(trx, { globalId, points, reason: 'adjustment', businessId: key, idemKey: key, remark: '测试', at: t.clock.now() }));

async function ledgerSum(globalId: string, reason?: string): Promise<number> {
  let q = t.database.db.selectFrom(POINTS_LEDGER_TABLE).select((eb) => eb.fn.sum<number>('change').as('s')).where('global_id', '=', globalId);
  if (reason) q = q.where('reason', '=', reason);
  return Number((await q.executeTakeFirstOrThrow()).s ?? 0);
}

describe('the pick', () => {
  const ppms = [150_000, 5_000, 80_000, 3_000, 30_000, 5_000, 8_000];

  test('over every roll of [0, PPM) each prize takes exactly its parts per million, the rest is 谢谢参与', () => {
    const counts = new Map<number, number>();
    for (let roll = 0; roll < PPM; roll++) {
      const i = pickIndex(ppms, roll);
      counts.set(i, (counts.get(i) ?? 0) + 1);
    }
    ppms.forEach((ppm, i) => expect(counts.get(i)).toBe(ppm));
    expect(counts.get(-1)).toBe(PPM - ppms.reduce((a, b) => a + b, 0));
  });

  test('20,000 rolls of the cryptographic source land within 4 standard deviations of each probability', () => {
    const n = 20_000;
    const counts = new Map<number, number>();
    for (let k = 0; k < n; k++) {
      const roll = rollPpm();
      if (!(roll >= 0 && roll < PPM && Number.isInteger(roll))) throw new Error(`roll out of range: ${roll}`);
      const i = pickIndex(ppms, roll);
      counts.set(i, (counts.get(i) ?? 0) + 1);
    }
    const rest = PPM - ppms.reduce((a, b) => a + b, 0);
    for (const [i, ppm] of [...ppms.entries(), [-1, rest] as const]) {
      const p = ppm / PPM;
      const sd = Math.sqrt(n * p * (1 - p));
      expect(Math.abs((counts.get(i) ?? 0) - n * p)).toBeLessThanOrEqual(4 * sd + 1);
    }
  });
});

describe('raffle v2', () => {
  test('visitors see the prizes (8, for the grid) with their chances and the rules, member fields null', async () => {
    const data = dataOf<RaffleTask>(await get(t.app, ActivitiesPaths.raffleTask, null));
    expect(data.activity.id).toBe(RAFFLE_ID);
    expect(data.activity.state).toBe('running');
    expect(data.prizes).toHaveLength(8);
    expect(data.prizes.map((p) => p.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const total = data.prizes.reduce((s, p) => s + p.chancePercent, 0);
    expect(total).toBeCloseTo(100, 1);
    const won = data.prizes.filter((p) => p.kind !== 'none').reduce((s, p) => s + p.chancePercent, 0);
    expect(won).toBeGreaterThanOrEqual(20);
    expect(won).toBeLessThanOrEqual(40);
    expect(data.prizes.find((p) => p.name === '单项工程指标VIP月卡')).toMatchObject({ kind: 'vip', amount: 30, stockLeft: 20, stockTotal: 20 });
    expect(data.allowance).toMatchObject({ chances: null, dailyUsed: null, balance: null, dailyLimit: 10, pointsPerDraw: 50 });
    expect(data.tasks.every((task) => task.done === null)).toBe(true);
    expect(data.activity.rules.join('')).toContain('每次抽奖消耗50积分');
    expect(data.loggedIn).toBe(false);
  });

  test('drawing needs login; without a chance or points it is refused and nothing is written', async () => {
    expect(refusalOf(await post(t.app, ActivitiesPaths.doRaffle, {}, null)).code).toBe(301);
    const m = newMember();
    expect(refusalOf(await post(t.app, ActivitiesPaths.doRaffle, { requestId: 'r1' }, m.token))).toMatchObject({ http: 200, code: 510, msg: '抽奖次数已用完，积分不足' });
    const rows = await t.database.db.selectFrom(DRAW_TABLE).selectAll().where('global_id', '=', m.globalId).execute();
    expect(rows).toHaveLength(0);
    expect(await t.rt.counters.value(`daily:${RAFFLE_ID}`, `${m.globalId}:2026-11-24`)).toBe(0);
    expect((await post(t.app, ActivitiesPaths.doRaffle, { requestId: 'bad id!' }, m.token)).statusCode).toBe(400);
  });

  test("today's sign-in gives a chance once; a draw spends it and is recorded; the requestId replays the first result", async () => {
    const m = newMember();
    dataOf(await post(t.app, ActivitiesPaths.signIn, {}, m.token));
    const signInPoints = await t.rt.ledger.balance(m.globalId);
    expect(signInPoints).toBeGreaterThan(0);
    const before = dataOf<RaffleTask>(await get(t.app, ActivitiesPaths.raffleTask, m.token));
    expect(before.tasks.find((task) => task.id === 'signin')?.done).toBe(true);
    expect(before.tasks.find((task) => task.id === 'search')?.done).toBe(false);
    expect(before.allowance.chances).toBe(1);
    // Looking again grants nothing more.
    expect(dataOf<RaffleTask>(await get(t.app, ActivitiesPaths.raffleTask, m.token)).allowance.chances).toBe(1);

    const first = dataOf<DrawResult>(await post(t.app, ActivitiesPaths.doRaffle, { requestId: 'draw-1' }, m.token));
    expect(first).toMatchObject({ paidWith: 'chance', pointsSpent: 0, chancesLeft: 0, dailyLeft: 9 });
    expect(first.prize.index).toBe(first.prizeIndex);
    expect(['lost', 'won', 'delivered']).toContain(first.status);
    const again = dataOf<DrawResult>(await post(t.app, ActivitiesPaths.doRaffle, { requestId: 'draw-1' }, m.token));
    expect(again).toEqual(first);
    expect(await t.database.db.selectFrom(DRAW_TABLE).selectAll().where('global_id', '=', m.globalId).execute()).toHaveLength(1);

    const mine = dataOf<RaffleResultList>(await get(t.app, ActivitiesPaths.raffleResults, m.token, { mine: '1' }));
    expect(mine.mine?.total).toBe(1);
    expect(mine.mine?.list[0]).toMatchObject({ drawId: first.drawId, prizeName: first.prize.name, status: first.status });
    expect(refusalOf(await get(t.app, ActivitiesPaths.raffleResults, null, { mine: '1' })).code).toBe(301);

    // Its points (the sign-in's plus a points prize, if won) are exactly what the ledger holds.
    const prizePoints = first.prize.kind === 'points' ? first.prize.amount! : 0;
    expect(await t.rt.ledger.balance(m.globalId)).toBe(signInPoints + prizePoints);
    expect(await ledgerSum(m.globalId)).toBe(signInPoints + prizePoints);
  });

  test('with no chance left a draw costs 50 points, refused below 50', async () => {
    const m = newMember();
    await credit(m.globalId, 120, `adj:${m.globalId}`);
    const r1 = dataOf<DrawResult>(await post(t.app, ActivitiesPaths.doRaffle, {}, m.token));
    expect(r1).toMatchObject({ paidWith: 'points', pointsSpent: 50 });
    const r2 = dataOf<DrawResult>(await post(t.app, ActivitiesPaths.doRaffle, {}, m.token));
    expect(r2.paidWith).toBe('points');
    const won = [r1, r2].reduce((s, r) => s + (r.prize.kind === 'points' ? r.prize.amount! : 0), 0);
    const balance = 120 - 100 + won;
    expect(await t.rt.ledger.balance(m.globalId)).toBe(balance);
    if (balance < 50) expect(refusalOf(await post(t.app, ActivitiesPaths.doRaffle, {}, m.token)).msg).toBe('抽奖次数已用完，积分不足');
    expect(await ledgerSum(m.globalId, 'draw')).toBe(won - 100);
  });

  test('100 concurrent draws with 200 chances: exactly the day limit of 10 is drawn, and the next day 10 more', async () => {
    const m = newMember();
    await give(RAFFLE_ID, m.globalId, 200, `bulk:${m.globalId}`);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => post(t.app, ActivitiesPaths.doRaffle, { requestId: `c-${i}` }, m.token)));
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.statusCode === 200)).toHaveLength(10);
    expect(bodies.filter((b) => b.statusCode !== 200).every((b) => b.statusCode === 510 && b.businessMsg === '今日次数已用完')).toBe(true);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await t.rt.counters.value(`chance:${RAFFLE_ID}`, m.globalId)).toBe(190);
    const draws = await t.database.db.selectFrom(DRAW_TABLE).selectAll().where('global_id', '=', m.globalId).execute();
    expect(draws).toHaveLength(10);
    // The chance counter's ledger adds up to its value.
    const sum = await t.database.db
      .selectFrom(COUNTER_LEDGER_TABLE)
      .select((eb) => eb.fn.sum<number>('change').as('s'))
      .where('kind', '=', `chance:${RAFFLE_ID}`)
      .where('owner', '=', m.globalId)
      .executeTakeFirstOrThrow();
    expect(Number(sum.s)).toBe(190);
    // Points won are all in the ledger, one credit per points prize.
    const pointsDraws = draws.filter((d) => d.status === 'delivered');
    const credits = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).selectAll().where('global_id', '=', m.globalId).where('reason', '=', 'draw').execute();
    expect(credits.length).toBeLessThanOrEqual(pointsDraws.length);
    expect(await t.rt.ledger.balance(m.globalId)).toBe(await ledgerSum(m.globalId));

    t.clock.advance(DAY);
    try {
      const next = dataOf<DrawResult>(await post(t.app, ActivitiesPaths.doRaffle, {}, m.token));
      expect(next.dailyLeft).toBe(9);
    } finally {
      t.clock.advance(-DAY);
    }
  });
});

describe('raffle v2 with the other areas', () => {
  test("the header search's clock-in (tasks) gives the search task's chance once a day", async () => {
    const m = newMember();
    dataOf(await post(t.app, ActivitiesPaths.doClock, {}, m.token));
    dataOf(await post(t.app, ActivitiesPaths.doClock, {}, m.token));
    const data = dataOf<RaffleTask>(await get(t.app, ActivitiesPaths.raffleTask, m.token));
    expect(data.tasks.find((task) => task.id === 'search')?.done).toBe(true);
    expect(data.allowance.chances).toBe(1);
  });

  test("the winners' ticker lists the latest prizes won, names masked, 谢谢参与 left out", async () => {
    const m = newMember();
    await give(RAFFLE_ID, m.globalId, 10, `ticker:${m.globalId}`);
    for (let i = 0; i < 10; i++) await post(t.app, ActivitiesPaths.doRaffle, {}, m.token);
    const { winners, mine } = dataOf<RaffleResultList>(await get(t.app, ActivitiesPaths.raffleResults, null));
    expect(mine).toBeNull();
    const won = await t.database.db.selectFrom(DRAW_TABLE).select('id').where('activity_id', '=', RAFFLE_ID).where('status', '!=', 'lost').execute();
    expect(winners).toHaveLength(Math.min(20, won.length));
    expect(winners.every((w) => w.name.includes('*') && w.prizeName !== '谢谢参与')).toBe(true);
  });
});

describe('the engine over a test activity', () => {
  const activity = (id: string, rules: Partial<DrawActivity['rules']> = {}): DrawActivity => ({
    id,
    kind: 'raffle',
    title: '测试抽奖',
    summary: '测试',
    // Started long before the seeded raffle, so that the raffle stays the one its endpoints show.
    startsAt: START - 400 * DAY,
    endsAt: START + 10 * DAY,
    route: null,
    rules: { dailyLimit: 1000, pointsPerDraw: 0, freePerDay: 0, flipsPerDay: 0, shareDailyLimit: 0, festival: null, ...rules },
  });

  async function prizes(activityId: string, won: { kind: string; value: string; name: string; stock: number | null }): Promise<void> {
    const a = activity(activityId);
    await t.database.db
      .insertInto(ACTIVITY_TABLE)
      .values({ id: a.id, kind: a.kind, title: a.title, summary: a.summary, starts_at: a.startsAt, ends_at: a.endsAt, rules: '{}', sort: 99, route: null })
      .execute();
    await t.database.db
      .insertInto(PRIZE_TABLE)
      .values([
        { id: `${activityId}-p0`, activity_id: activityId, sort: 0, name: won.name, kind: won.kind, value: won.value, description: '测试', probability_ppm: PPM, stock_total: won.stock, tone: 'brand' },
        { id: `${activityId}-p1`, activity_id: activityId, sort: 1, name: '谢谢参与', kind: 'none', value: '', description: '测试', probability_ppm: 0, stock_total: null, tone: 'gray' },
      ])
      .execute();
    if (won.stock) await t.rt.tx((trx) => restockPrize(trx, t.rt, `${activityId}-p0`, won.stock!, `test:stock:${activityId}`, START));
  }

  const draw = (a: DrawActivity, globalId: string, requestId: string) =>
    t.rt.idempotency.run(`test:${globalId}:${requestId}`, globalId, (trx) => drawOnce(trx, t.rt, { activity: a, globalId, key: `test:${globalId}:${requestId}`, at: t.clock.now() }));

  test('a prize certain to be won with 3 in stock, 30 concurrent draws: 3 win, 27 turn into 谢谢参与, the stock stops at 0', async () => {
    const a = activity('t-stock');
    await prizes(a.id, { kind: 'points', value: '30', name: '30积分', stock: 3 });
    const members = Array.from({ length: 6 }, () => newMember());
    for (const m of members) await give(a.id, m.globalId, 5, `stock:${m.globalId}`);
    const results = await Promise.all(members.flatMap((m) => Array.from({ length: 5 }, (_, i) => draw(a, m.globalId, `s${i}`))));
    expect(results.filter((r) => r.prize.kind === 'points')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'lost' && r.prizeIndex === 1)).toHaveLength(27);
    expect(await t.rt.counters.value('stock:prize', `${a.id}-p0`)).toBe(0);
    const credited = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).select((eb) => eb.fn.sum<number>('change').as('s')).where('activity_id', '=', a.id).executeTakeFirstOrThrow();
    expect(Number(credited.s)).toBe(90);
    for (const m of members) expect(await t.rt.ledger.balance(m.globalId)).toBe(await ledgerSum(m.globalId));
  });

  test('a VIP prize grants the plan through membership (source activity) once, delivered at once', async () => {
    const a = activity('t-vip');
    await prizes(a.id, { kind: 'vip', value: 'singleProject.month', name: '单项工程指标VIP月卡', stock: null });
    const m = newMember();
    await give(a.id, m.globalId, 1, `vip:${m.globalId}`);
    const r = await draw(a, m.globalId, 'v1');
    expect(r).toMatchObject({ status: 'delivered', statusText: '已发放', prize: { kind: 'vip', amount: 30 } });
    expect(r.record.deliveryNote).toBe('已开通30天会员权益');
    expect(await t.services.get(RightsProvider).rightsOf(m.globalId)).toContain('singleProjectVip');
  });

  test('a gift stays 已中奖 until claimed with an address, then 已发放; 未中奖 cannot be claimed', async () => {
    const a = activity('t-gift');
    await prizes(a.id, { kind: 'gift', value: '', name: '《造价工程师手册》', stock: 1 });
    const m = newMember();
    await give(a.id, m.globalId, 2, `gift:${m.globalId}`);
    const won = await draw(a, m.globalId, 'g1');
    expect(won.record).toMatchObject({ status: 'won', statusText: '已中奖', needsAddress: true });
    const lost = await draw(a, m.globalId, 'g2');
    expect(lost.status).toBe('lost');
    const { claimPrize } = await import('@plugins/activities/server/draws/records');
    const claim = (drawId: number, address?: DeliveryAddress) => t.rt.tx((trx) => claimPrize(trx, t.rt, { kinds: ['raffle'], globalId: m.globalId, drawId, address, at: t.clock.now() }));
    await expect(claim(won.drawId)).rejects.toMatchObject({ message: '请填写收货地址' });
    await expect(claim(won.drawId, { name: '张工', phone: '12345', region: '北京市海淀区', detail: '中关村大街1号' })).rejects.toMatchObject({ message: '请填写正确的11位手机号' });
    const record: DrawRecord = await claim(won.drawId, { name: '张工', phone: '13812345678', region: '北京市海淀区', detail: '中关村大街1号' });
    expect(record).toMatchObject({ status: 'delivered', needsAddress: false, deliveryNote: '已登记收货信息（张*，138****5678），将于7个工作日内寄出' });
    expect(await claim(won.drawId)).toEqual(record);
    await expect(claim(lost.drawId)).rejects.toMatchObject({ message: '该记录未中奖，无需领取' });
    await expect(claim(999_999)).rejects.toMatchObject({ message: '抽奖记录不存在' });
    // Through the endpoint: the member's own record, another member's draw is not found.
    expect(dataOf<DrawRecord>(await post(t.app, ActivitiesPaths.exchangeRafflePrize, { drawId: won.drawId, requestId: 'cl-1' }, m.token))).toEqual(record);
    expect(refusalOf(await post(t.app, ActivitiesPaths.exchangeRafflePrize, { drawId: won.drawId }, newMember().token))).toMatchObject({ code: 510, msg: '抽奖记录不存在' });
    expect((await post(t.app, ActivitiesPaths.exchangeRafflePrize, { drawId: 'x' }, m.token)).statusCode).toBe(400);
    // The account deleted: the address is blanked, the record stays delivered.
    expect(await t.rt.tx((trx) => drawsDeleting(trx, { globalId: m.globalId, at: t.clock.now() }))).toBe(1);
    const row = await t.database.db.selectFrom(DRAW_TABLE).selectAll().where('id', '=', won.drawId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'delivered', delivery: null });
  });
});
