/**
 * The older lucky draw (one free draw a day, a draw per guided tour through the multipart
 * updateRaffleTimes), the gift box (clock and study tasks, share help, canRaffle, raffle, records,
 * exchange) and the festival gift (the next festival, flips, pairs giving draws).
 */
import type { FastifyInstance } from 'fastify';
import { ActivitiesPaths } from '@plugins/activities/shared/contract';
import type {
  CanRaffle,
  DrawRecordPage,
  DrawResult,
  FestivalInfo,
  FlipResult,
  GiftBoxInfo,
  GiftBoxShare,
  GiftBoxTaskResult,
  GiftBoxVisit,
  LuckyDrawInfo,
  RaffleTimes,
} from '@plugins/activities/shared/draws';
import { nextFestival } from '@plugins/activities/server/draws/festivals';
import { FESTIVAL_BOARD_TABLE } from '@plugins/activities/server/draws/tables';
import { dataOf, DAY, get, newMember, post, refusalOf, START, startActivitiesApp, type ActivitiesTestApp } from './support';

let t: ActivitiesTestApp;
beforeAll(async () => {
  t = await startActivitiesApp();
});
afterAll(() => t.close());

const boundary = '----activitiesDrawBoundary';
const multipart = (app: FastifyInstance, url: string, fields: Record<string, string>, token: string | null) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? { token } : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`,
  });

describe('the older lucky draw', () => {
  test('a visitor sees the prizes with remaining null; a member has one free draw a day', async () => {
    const visitor = dataOf<LuckyDrawInfo>(await get(t.app, ActivitiesPaths.luckyInfo, null));
    expect(visitor).toMatchObject({ remaining: null, freeToday: null, loggedIn: false });
    expect(visitor.prizes).toHaveLength(8);
    expect(visitor.tasks.map((task) => task.id)).toContain('guide_new_user');

    const m = newMember();
    expect(dataOf<LuckyDrawInfo>(await get(t.app, ActivitiesPaths.luckyInfo, m.token))).toMatchObject({ remaining: 1, chances: 0, freeToday: true, dailyUsed: 0 });
    const free = dataOf<DrawResult>(await post(t.app, ActivitiesPaths.luckyResult, { requestId: 'free-1' }, m.token));
    expect(free.paidWith).toBe('free');
    expect(dataOf<LuckyDrawInfo>(await get(t.app, ActivitiesPaths.luckyInfo, m.token))).toMatchObject({ remaining: 0, freeToday: false, dailyUsed: 1 });
    expect(refusalOf(await post(t.app, ActivitiesPaths.luckyResult, {}, m.token)).msg).toBe('抽奖次数已用完');
    // A POST without a body is a draw without a requestId.
    expect(refusalOf(await t.app.inject({ method: 'POST', url: ActivitiesPaths.luckyResult, headers: { token: m.token } })).msg).toBe('抽奖次数已用完');
    const history = dataOf<DrawRecordPage>(await get(t.app, ActivitiesPaths.luckyHistory, m.token));
    expect(history).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect(history.list[0]!.drawId).toBe(free.drawId);

    // The next day brings a new free draw.
    t.clock.advance(DAY);
    try {
      expect(dataOf<LuckyDrawInfo>(await get(t.app, ActivitiesPaths.luckyInfo, m.token)).remaining).toBe(1);
    } finally {
      t.clock.advance(-DAY);
    }
  });

  test('updateRaffleTimes (multipart code and globalId) gives one draw per tour code per member', async () => {
    const m = newMember();
    const times = (code: string, globalId = m.globalId) => multipart(t.app, ActivitiesPaths.luckyTimes, { code, globalId }, m.token);
    expect(dataOf<RaffleTimes>(await times('guide_new_user'))).toEqual({ times: 2, repeated: false });
    expect(dataOf<RaffleTimes>(await times('guide_new_user'))).toEqual({ times: 2, repeated: true });
    // The guide type alone is the same code.
    expect(dataOf<RaffleTimes>(await times('new_user'))).toEqual({ times: 2, repeated: true });
    expect(dataOf<RaffleTimes>(await times('bid_node'))).toEqual({ times: 3, repeated: false });
    expect(refusalOf(await times('guide_unknown'))).toMatchObject({ code: 510, msg: '抽奖任务不存在' });
    expect(refusalOf(await times('guide_labor', 'G99999999'))).toMatchObject({ code: 510, msg: '只能为本人增加抽奖次数' });
    expect(refusalOf(await multipart(t.app, ActivitiesPaths.luckyTimes, { code: 'guide_labor', globalId: m.globalId }, null)).code).toBe(301);
    expect((await multipart(t.app, ActivitiesPaths.luckyTimes, { globalId: m.globalId }, m.token)).statusCode).toBe(400);

    const info = dataOf<LuckyDrawInfo>(await get(t.app, ActivitiesPaths.luckyInfo, m.token));
    expect(info.tasks.filter((task) => task.done).map((task) => task.id)).toEqual(['guide_new_user', 'guide_bid_node']);
    // Free first, then the chances.
    const paid = [];
    for (let i = 0; i < 3; i++) paid.push(dataOf<DrawResult>(await post(t.app, ActivitiesPaths.luckyResult, {}, m.token)).paidWith);
    expect(paid).toEqual(['free', 'chance', 'chance']);
    expect(dataOf<LuckyDrawInfo>(await get(t.app, ActivitiesPaths.luckyInfo, m.token)).remaining).toBe(0);
  });
});

describe('the gift box', () => {
  test('clock tasks give a draw once a day, study courses once; canRaffle, raffle and records follow', async () => {
    const m = newMember();
    expect(dataOf<CanRaffle>(await get(t.app, ActivitiesPaths.giftBoxCanRaffle, m.token))).toEqual({ canRaffle: false, chances: 0, dailyLeft: 5, reason: '抽奖次数已用完' });
    expect(dataOf<GiftBoxTaskResult>(await get(t.app, ActivitiesPaths.giftBoxTaskClock, m.token, { taskId: '1' }))).toMatchObject({ taskId: 'clock-1', gained: 1, chances: 1 });
    expect(dataOf<GiftBoxTaskResult>(await get(t.app, ActivitiesPaths.giftBoxTaskClock, m.token, { taskId: '1' }))).toMatchObject({ gained: 0, repeated: true, chances: 1 });
    expect(dataOf<GiftBoxTaskResult>(await get(t.app, ActivitiesPaths.giftBoxStudyClock, m.token, { ord: '2' }))).toMatchObject({ taskId: 'study-2', gained: 1, chances: 2 });
    expect(refusalOf(await get(t.app, ActivitiesPaths.giftBoxTaskClock, m.token, { taskId: '9' })).msg).toBe('任务不存在');
    expect((await get(t.app, ActivitiesPaths.giftBoxStudyClock, m.token, { ord: 'x' })).statusCode).toBe(400);

    const info = dataOf<GiftBoxInfo>(await get(t.app, ActivitiesPaths.giftBoxInfo, m.token));
    expect(info.allowance.chances).toBe(2);
    expect(info.tasks.find((task) => task.id === 'clock-1')?.done).toBe(true);
    expect(info.tasks.find((task) => task.id === 'clock-2')?.done).toBe(false);
    expect(info.tasks.find((task) => task.id === 'study-2')?.done).toBe(true);
    expect(info.prizes).toHaveLength(6);

    expect(dataOf<CanRaffle>(await get(t.app, ActivitiesPaths.giftBoxCanRaffle, m.token))).toMatchObject({ canRaffle: true, chances: 2 });
    const r = dataOf<DrawResult>(await get(t.app, ActivitiesPaths.giftBoxRaffle, m.token, { requestId: 'gb-1' }));
    expect(r.chancesLeft).toBe(1);
    expect(dataOf<DrawResult>(await get(t.app, ActivitiesPaths.giftBoxRaffle, m.token, { requestId: 'gb-1' }))).toEqual(r);
    const records = dataOf<DrawRecordPage>(await get(t.app, ActivitiesPaths.giftBoxRecords, m.token, { pageSize: '20' }));
    expect(records).toMatchObject({ total: 1, pageSize: 20 });
    if (r.status === 'lost') expect(refusalOf(await post(t.app, ActivitiesPaths.giftBoxExchange, { drawId: r.drawId }, m.token)).msg).toBe('该记录未中奖，无需领取');
    // A raffle v2 draw id is not the gift box's.
    expect(refusalOf(await post(t.app, ActivitiesPaths.giftBoxExchange, { drawId: 999_999 }, m.token)).msg).toBe('抽奖记录不存在');

    // The next day the clock task is open again.
    t.clock.advance(DAY);
    try {
      expect(dataOf<GiftBoxTaskResult>(await get(t.app, ActivitiesPaths.giftBoxTaskClock, m.token, { taskId: '1' }))).toMatchObject({ gained: 1, chances: 2 });
    } finally {
      t.clock.advance(-DAY);
    }
  });

  test('a shared link: each logged-in friend helps once, at most 3 a day; the sharer and visitors give nothing', async () => {
    const sharer = newMember();
    const share = dataOf<GiftBoxShare>(await get(t.app, ActivitiesPaths.giftBoxShareUrl, sharer.token));
    expect(share.url).toContain(`code=${share.code}`);
    expect(share.url.startsWith('/vipActivities/index?')).toBe(true);
    const visit = (token: string | null) => get(t.app, ActivitiesPaths.giftBoxVisitUrl, token, { code: share.code });
    expect(dataOf<GiftBoxVisit>(await visit(null))).toMatchObject({ helped: false });
    expect(dataOf<GiftBoxVisit>(await visit(sharer.token)).helped).toBe(false);
    const friends = Array.from({ length: 4 }, () => newMember());
    const helped = [];
    for (const f of friends) helped.push(dataOf<GiftBoxVisit>(await visit(f.token)).helped);
    expect(helped).toEqual([true, true, true, false]);
    expect(dataOf<GiftBoxVisit>(await visit(friends[0]!.token)).helped).toBe(false);
    const info = dataOf<GiftBoxInfo>(await get(t.app, ActivitiesPaths.giftBoxInfo, sharer.token));
    expect(info.allowance.chances).toBe(3);
    expect(info.tasks.find((task) => task.id === 'share')).toMatchObject({ times: 3, limit: 3, done: true });
    expect(refusalOf(await get(t.app, ActivitiesPaths.giftBoxVisitUrl, null, { code: 'nobody' })).msg).toBe('分享链接无效');
  });
});

describe('the festival gift', () => {
  test('the festival is the next one from the clock: 元旦 2027 on 2026-11-24', async () => {
    expect(nextFestival(START)).toMatchObject({ name: '元旦', date: '2027-01-01' });
    expect(nextFestival(Date.UTC(2027, 0, 2))).toMatchObject({ name: '春节', date: '2027-02-06' });
    expect(nextFestival(Date.UTC(2027, 9, 1, 6))).toMatchObject({ name: '元旦', date: '2028-01-01' });
    const info = dataOf<FestivalInfo>(await get(t.app, ActivitiesPaths.festivalFlipResult, null));
    expect(info.festival).toEqual({ name: '元旦', date: '2027-01-01' });
    expect(info.activity).toMatchObject({ title: '元旦节日礼盒', state: 'running' });
    expect(info.cards).toHaveLength(9);
    expect(info.cards.every((c) => !c.flipped && c.face === null)).toBe(true);
    expect(info.flipsLeft).toBeNull();
  });

  test('three flips a day on a board of four pairs and the wild card; a pair or the wild card gives a draw', async () => {
    const m = newMember();
    const flip = (index: number, requestId?: string) => get(t.app, ActivitiesPaths.festivalFlip, m.token, { index: String(index), ...(requestId ? { requestId } : {}) });
    const first = dataOf<FlipResult>(await flip(0, 'f0'));
    expect(first.flipsLeft).toBe(2);
    expect(first.card).toMatchObject({ index: 0, flipped: true });
    // A replay answers the first flip; flipping the same card again is refused.
    expect(dataOf<FlipResult>(await flip(0, 'f0'))).toEqual(first);
    expect(refusalOf(await flip(0)).msg).toBe('这张卡片已翻开');
    // Flip a card with the same face as the first one, reading the dealt board.
    const board = await t.database.db.selectFrom(FESTIVAL_BOARD_TABLE).select('faces').where('global_id', '=', m.globalId).executeTakeFirstOrThrow();
    const faces = JSON.parse(String(board.faces)) as string[];
    expect([...faces].sort()).toEqual(['元宝', '元宝', '台历', '台历', '烟花', '烟花', '灯笼', '灯笼', '福袋'].sort());
    const pairIndex = faces.findIndex((f, i) => i > 0 && f === faces[0]);
    const second = dataOf<FlipResult>(await flip(pairIndex === -1 ? faces.indexOf('元宝') : pairIndex));
    const expected = (first.card.face === '福袋' ? 1 : 0) + (pairIndex !== -1 ? 1 : 0) + (second.card.face === '福袋' ? 1 : 0);
    expect(second.chances).toBe(expected);
    if (pairIndex !== -1) expect(second.cards[0]!.matched && second.cards[pairIndex]!.matched).toBe(true);
    const flipped = new Set(second.cards.filter((c) => c.flipped).map((c) => c.index));
    const wildAt = faces.indexOf('福袋');
    const third = dataOf<FlipResult>(await flip(flipped.has(wildAt) ? faces.findIndex((_, i) => !flipped.has(i)) : wildAt));
    expect(third.flipsLeft).toBe(0);
    // Every draw came from a wild card or a completed pair.
    const matched = third.cards.filter((c) => c.matched);
    expect(third.chances).toBe(matched.filter((c) => c.face === '福袋').length + matched.filter((c) => c.face !== '福袋').length / 2);
    expect(refusalOf(await flip(faces.findIndex((_, i) => !third.cards[i]!.flipped))).msg).toBe('今日翻牌次数已用完，明天再来');

    const info = dataOf<FestivalInfo>(await get(t.app, ActivitiesPaths.festivalFlipResult, m.token));
    expect(info.cards.filter((c) => c.flipped)).toHaveLength(3);
    expect(info.flipsLeft).toBe(0);
    expect(info.allowance.chances).toBe(third.chances);
    expect(third.chances).toBeGreaterThanOrEqual(1);

    const r = dataOf<DrawResult>(await get(t.app, ActivitiesPaths.festivalRaffle, m.token, { requestId: 'fr-1' }));
    expect(r.chancesLeft).toBe(third.chances - 1);
    const records = dataOf<DrawRecordPage>(await get(t.app, ActivitiesPaths.festivalRecords, m.token));
    expect(records.list.map((x) => x.drawId)).toEqual([r.drawId]);
    if (r.record.needsAddress) {
      const claimed = dataOf<{ status: string }>(
        await post(t.app, ActivitiesPaths.festivalExchange, { drawId: r.drawId, requestId: 'claim-1', address: { name: '李工', phone: '13900001111', region: '上海市浦东新区', detail: '世纪大道100号' } }, m.token),
      );
      expect(claimed.status).toBe('delivered');
    }
    expect((await get(t.app, ActivitiesPaths.festivalFlip, m.token, { index: '9' })).statusCode).toBe(400);
  });
});

describe('the festival under concurrency', () => {
  test('10 concurrent flips of one card: one flips it, the others are refused, one flip counted', async () => {
    const m = newMember();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => get(t.app, ActivitiesPaths.festivalFlip, m.token, { index: '4', requestId: `same-${i}` })));
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.statusCode === 200)).toHaveLength(1);
    expect(bodies.filter((b) => b.statusCode !== 200).every((b) => b.statusCode === 510 && b.businessMsg === '这张卡片已翻开')).toBe(true);
    expect(dataOf<FestivalInfo>(await get(t.app, ActivitiesPaths.festivalFlipResult, m.token)).flipsLeft).toBe(2);
  });

  test('9 concurrent flips of different cards: exactly the 3 flips of the day', async () => {
    const m = newMember();
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => get(t.app, ActivitiesPaths.festivalFlip, m.token, { index: String(i) })));
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.statusCode === 200)).toHaveLength(3);
    expect(bodies.filter((b) => b.statusCode !== 200).every((b) => b.businessMsg === '今日翻牌次数已用完，明天再来')).toBe(true);
    const info = dataOf<FestivalInfo>(await get(t.app, ActivitiesPaths.festivalFlipResult, m.token));
    expect(info.cards.filter((c) => c.flipped)).toHaveLength(3);
    expect(info.flipsLeft).toBe(0);
  });
});

describe('seasons', () => {
  test('after the gift box and the festival end, the next season is set up on the first look', async () => {
    const before = dataOf<GiftBoxInfo>(await get(t.app, ActivitiesPaths.giftBoxInfo, null)).activity;
    t.clock.advance(60 * DAY);
    try {
      const box = dataOf<GiftBoxInfo>(await get(t.app, ActivitiesPaths.giftBoxInfo, null));
      expect(box.activity.id).not.toBe(before.id);
      expect(box.activity.state).toBe('running');
      expect(box.prizes).toHaveLength(6);
      const festival = dataOf<FestivalInfo>(await get(t.app, ActivitiesPaths.festivalFlipResult, null));
      expect(festival.festival).toEqual({ name: '春节', date: '2027-02-06' });
      expect(festival.activity).toMatchObject({ title: '春节节日礼盒', state: 'running' });
      const m = newMember();
      expect(dataOf<GiftBoxTaskResult>(await get(t.app, ActivitiesPaths.giftBoxTaskClock, m.token, { taskId: '1' })).chances).toBe(1);
    } finally {
      t.clock.advance(-60 * DAY);
    }
    // Back at the start, the first season is the one shown.
    expect(dataOf<GiftBoxInfo>(await get(t.app, ActivitiesPaths.giftBoxInfo, null)).activity.id).toBe(before.id);
  });
});
