import type { Kysely } from 'kysely';
import { activitiesRoutes } from '../../shared/routes';
import type { DrawActivityKind, PrizeKind, PrizeView } from '../../shared/draws';
import { cstYear, dayKey, dayStart, DAY_MS, weekStart, yearEndAfter, yearStart } from '../calendar';
import type { ActivitiesRuntime } from '../runtime';
import { ACTIVITY_TABLE } from '../tables';
import { drawActivity, type DrawRules } from './activity';
import { restockPrize } from './engine';
import { festivalStart, nextFestival, WILD_FACE } from './festivals';
import { PRIZE_TABLE } from './tables';

/** The ids of the long-running draw activities (the gift box and the festival carry their dates). */
export const RAFFLE_ID = 'raffle-v2';
export const LUCKY_DRAW_ID = 'lucky-draw';

interface PrizeSeed {
  name: string;
  kind: PrizeKind;
  /** points: the points; vip: the plan id. */
  value?: string;
  description: string;
  /** Parts per million (谢谢参与: 0, it takes the rest). */
  ppm: number;
  stock?: number;
  tone: PrizeView['tone'];
}

const none: PrizeSeed = { name: '谢谢参与', kind: 'none', description: '感谢参与，下次好运', ppm: 0, tone: 'gray' };
const points = (n: number, ppm: number, stock?: number): PrizeSeed => ({ name: `${n}积分`, kind: 'points', value: String(n), description: '即时存入积分账户', ppm, stock, tone: n >= 100 ? 'accent' : 'brand' });

/**
 * Raffle v2 (幸运抽奖, a draw per task done or 50 points): 28.1 % win a prize, the VIP cards and
 * the book 0.3–0.5 % each with a limited stock.
 */
const RAFFLE_PRIZES: PrizeSeed[] = [
  points(8, 150_000),
  { name: '单项工程指标VIP月卡', kind: 'vip', value: 'singleProject.month', description: '30天单项工程指标VIP权益', ppm: 5_000, stock: 20, tone: 'accent' },
  points(20, 80_000),
  { name: '造价工具书《建设工程工程量清单计价规范宣贯辅导教材》', kind: 'gift', description: 'GB 50500-2013 配套教材，包邮寄送', ppm: 3_000, stock: 10, tone: 'green' },
  none,
  points(50, 30_000),
  { name: '综合单价指标VIP月卡', kind: 'vip', value: 'unitPrice.month', description: '30天综合单价指标VIP权益', ppm: 5_000, stock: 20, tone: 'accent' },
  points(200, 8_000, 50),
];

/** The older lucky draw (the home page's dialog): 35.6 % win, one free draw a day. */
const LUCKY_PRIZES: PrizeSeed[] = [
  points(5, 200_000),
  points(10, 100_000),
  none,
  { name: '项目造价指标VIP月卡', kind: 'vip', value: 'projectCost.month', description: '30天项目造价指标VIP权益', ppm: 3_000, stock: 10, tone: 'accent' },
  points(30, 40_000),
  { name: '《造价工程师手册》', kind: 'gift', description: '造价工程师常用数据手册，包邮寄送', ppm: 2_000, stock: 5, tone: 'green' },
  points(100, 10_000, 100),
  { name: '全站通VIP月卡', kind: 'vip', value: 'site.month', description: '30天全站通VIP权益', ppm: 1_000, stock: 5, tone: 'accent' },
];

/** The gift box (会员礼盒): 27.7 % win. */
const GIFT_BOX_PRIZES: PrizeSeed[] = [
  points(10, 200_000),
  points(30, 60_000),
  { name: '《建筑工程造价速查手册》', kind: 'gift', description: '常用定额与工程量速查，包邮寄送', ppm: 3_000, stock: 10, tone: 'green' },
  { name: '单项工程指标VIP月卡', kind: 'vip', value: 'singleProject.month', description: '30天单项工程指标VIP权益', ppm: 4_000, stock: 10, tone: 'accent' },
  points(100, 10_000, 50),
  none,
];

/** The festival gift (节日礼盒): 21.5 % win. */
const festivalPrizes = (name: string): PrizeSeed[] => [
  { ...points(20, 150_000), name: `${name}红包·20积分` },
  points(66, 50_000),
  { name: `${name}礼盒·定制台历`, kind: 'gift', description: '造价指标网定制台历，包邮寄送', ppm: 5_000, stock: 30, tone: 'green' },
  { name: '全站通VIP月卡', kind: 'vip', value: 'site.month', description: '30天全站通VIP权益', ppm: 2_000, stock: 5, tone: 'accent' },
  points(188, 8_000, 30),
  none,
];

interface ActivitySeed {
  id: string;
  kind: DrawActivityKind;
  title: string;
  summary: string;
  startsAt: number;
  endsAt: number;
  rules: Partial<DrawRules>;
  sort: number;
  route: string;
  prizes: PrizeSeed[];
}

/** The draw activities to seed at `now`: raffle v2 and the lucky draw for the running year, the gift box and the next festival. */
function drawSeeds(now: number): ActivitySeed[] {
  const year = cstYear(now);
  const boxStart = weekStart(now) - 7 * DAY_MS;
  const festival = nextFestival(now);
  const festivalDay = festivalStart(festival);
  return [
    {
      id: RAFFLE_ID,
      kind: 'raffle',
      title: '幸运抽奖',
      summary: '完成每日任务赢抽奖机会，积分、指标VIP月卡、造价工具书等你来抽',
      startsAt: yearStart(year),
      endsAt: yearEndAfter(now),
      rules: { dailyLimit: 10, pointsPerDraw: 50 },
      sort: 40,
      route: activitiesRoutes.luckyDraw(),
      prizes: RAFFLE_PRIZES,
    },
    {
      id: LUCKY_DRAW_ID,
      kind: 'luckyDraw',
      title: '每日幸运抽奖',
      summary: '每天免费抽一次，完成功能引导再得抽奖机会',
      startsAt: yearStart(year),
      endsAt: yearEndAfter(now),
      rules: { dailyLimit: 6, freePerDay: 1 },
      sort: 45,
      route: activitiesRoutes.luckyDraw(),
      prizes: LUCKY_PRIZES,
    },
    {
      id: `gift-box-${dayKey(boxStart).replaceAll('-', '')}`,
      kind: 'giftBox',
      title: '会员礼盒',
      summary: '每日打卡、学习造价课堂、分享好友助力，赢取抽奖机会开启会员礼盒',
      startsAt: boxStart,
      endsAt: boxStart + 56 * DAY_MS,
      rules: { dailyLimit: 5, shareDailyLimit: 3 },
      sort: 30,
      route: activitiesRoutes.vip(undefined, { tab: 'giftBox' }),
      prizes: GIFT_BOX_PRIZES,
    },
    {
      id: `festival-${festival.date.slice(0, 4)}-${festival.key}`,
      kind: 'festival',
      title: `${festival.name}节日礼盒`,
      summary: `${festival.name}翻牌集福：每天翻3张牌，配对成功或翻到${WILD_FACE}即得抽奖机会`,
      startsAt: Math.min(dayStart(now), festivalDay - 30 * DAY_MS),
      endsAt: festivalDay + 8 * DAY_MS,
      rules: { dailyLimit: 5, flipsPerDay: 3, festival: { name: festival.name, date: festival.date, faces: festival.faces, wild: WILD_FACE } },
      sort: 20,
      route: activitiesRoutes.vip(undefined, { tab: 'festival' }),
      prizes: festivalPrizes(festival.name),
    },
  ];
}

/** The seasonal kinds: a new season starts when the last one has ended. */
const SEASONAL: readonly DrawActivityKind[] = ['giftBox', 'festival'];

/**
 * The draws' activities, their prizes and the prizes' stock (idempotent: what exists is kept; a
 * gift box or festival is added only when none of its kind is running).
 */
export async function seedDraws(rt: ActivitiesRuntime): Promise<void> {
  const now = rt.clock();
  for (const seed of drawSeeds(now)) {
    if (SEASONAL.includes(seed.kind) && (await runningOf(rt, seed.kind, now))) continue;
    await rt.tx((trx) => seedActivity(trx, rt, seed, now));
  }
}

async function runningOf(rt: ActivitiesRuntime, kind: DrawActivityKind, at: number): Promise<boolean> {
  const activity = await drawActivity(rt.db, kind, at);
  return !!activity && activity.startsAt <= at && at < activity.endsAt;
}

/**
 * A long-running site: when the gift box's 8 weeks or the festival are over, the next season (the
 * next gift box, the next festival's gift) is set up on the first look at it.
 */
export async function ensureSeason(rt: ActivitiesRuntime, kind: DrawActivityKind): Promise<void> {
  if (!SEASONAL.includes(kind)) return;
  const now = rt.clock();
  if (await runningOf(rt, kind, now)) return;
  const seed = drawSeeds(now).find((s) => s.kind === kind);
  if (seed) await rt.tx((trx) => seedActivity(trx, rt, seed, now));
}

async function seedActivity(trx: Kysely<any>, rt: ActivitiesRuntime, seed: ActivitySeed, at: number): Promise<void> {
  await trx
    .insertInto(ACTIVITY_TABLE)
    .values({
      id: seed.id,
      kind: seed.kind,
      title: seed.title,
      summary: seed.summary,
      starts_at: seed.startsAt,
      ends_at: seed.endsAt,
      rules: JSON.stringify(seed.rules),
      sort: seed.sort,
      route: seed.route,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  for (const [i, prize] of seed.prizes.entries()) {
    const id = `${seed.id}-p${i}`;
    await trx
      .insertInto(PRIZE_TABLE)
      .values({
        id,
        activity_id: seed.id,
        sort: i,
        name: prize.name,
        kind: prize.kind,
        value: prize.value ?? '',
        description: prize.description,
        probability_ppm: prize.ppm,
        stock_total: prize.stock ?? null,
        tone: prize.tone,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    if (prize.stock) await restockPrize(trx, rt, id, prize.stock, `seed:stock:${id}`, at);
  }
}
