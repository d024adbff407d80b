import type { DrawStatus } from './contract';
import type { ShippingAddress } from './mall';

/**
 * The draws of 会员活动: raffle v2 (幸运抽奖 with tasks that give draws), the older lucky draw (the
 * home page's dialog, draws earned by guided tours plus one free a day), the gift box (礼盒任务)
 * and the festival gift (节日礼盒: flip cards, matching pairs give draws). Every draw is decided by
 * the server (a cryptographic random source over the prizes' probabilities in parts per million);
 * `prizeIndex` is the index of the won prize in the activity's `prizes`, where the client's grid or
 * wheel stops.
 */

/** What a prize is: points (credited at once), VIP days (granted at once), a gift (shipped after 领取), nothing. */
export type PrizeKind = 'points' | 'vip' | 'gift' | 'none';
export const PRIZE_KIND_TEXT: Readonly<Record<PrizeKind, string>> = { points: '积分', vip: '会员权益', gift: '实物奖品', none: '谢谢参与' };

/** The activities of this area (activities_activity.kind). */
export type DrawActivityKind = 'raffle' | 'luckyDraw' | 'giftBox' | 'festival';

/** Parts per million: the probabilities of a draw's prizes add up to at most this; 谢谢参与 takes the rest. */
export const PPM = 1_000_000;

export interface PrizeView {
  /** The prize's id (e.g. `raffle-v2-p1`). */
  readonly id: string;
  /** Its place in the grid or wheel (0-based, the order of `prizes`). */
  readonly index: number;
  /** e.g. 20积分, 单项工程指标VIP月卡, 造价工具书《…》, 谢谢参与. */
  readonly name: string;
  readonly kind: PrizeKind;
  /** points: the points; vip: the days; gift and none: null. */
  readonly amount: number | null;
  /** One line under the name, e.g. 30天单项工程指标VIP权益, 包邮寄送. */
  readonly description: string;
  /** The chance of this prize per draw, in percent (two decimals, e.g. 0.5); the rest for 谢谢参与. */
  readonly chancePercent: number;
  /** What is left of a limited prize; null when unlimited. */
  readonly stockLeft: number | null;
  /** A limited prize's total; null when unlimited. */
  readonly stockTotal: number | null;
  /** A colour hint for the cell: brand | accent | green | gray. */
  readonly tone: 'brand' | 'accent' | 'green' | 'gray';
}

/** The activity a draw belongs to (a card's head). */
export interface DrawActivityBrief {
  readonly id: string;
  readonly kind: DrawActivityKind;
  readonly title: string;
  readonly summary: string;
  readonly startsAt: number;
  readonly endsAt: number;
  /** 进行中 | 未开始 | 已结束 at the server's time. */
  readonly state: 'running' | 'notStarted' | 'ended';
  /** The rules, one sentence a line (shown under 活动规则). */
  readonly rules: readonly string[];
}

/** A member's draw budget in an activity; every field null for a visitor. */
export interface DrawAllowance {
  /** Draws left from tasks (and guided tours, card pairs …). */
  readonly chances: number | null;
  /** Draws allowed a day (all ways together). */
  readonly dailyLimit: number;
  /** Draws made today; null for a visitor. */
  readonly dailyUsed: number | null;
  /** Points one draw costs when no chance is left (0: not offered). */
  readonly pointsPerDraw: number;
  /** The member's points balance; null for a visitor. */
  readonly balance: number | null;
}

/** A draw made (doRaffle, giftBoxV55/raffle, qixiGift/raffle, /pb/raffle/getRaffleResult). */
export interface DrawResult {
  readonly drawId: number;
  readonly activityId: string;
  /** The index of `prize` in the activity's prizes (where the grid or wheel stops). */
  readonly prizeIndex: number;
  readonly prize: PrizeView;
  readonly status: DrawStatus;
  /** 未中奖 / 已中奖 / 已发放. */
  readonly statusText: string;
  /** The sentence to show: 恭喜获得20积分，已存入您的账户 / 很遗憾，未中奖 / 恭喜获得…，请填写收货地址领取. */
  readonly message: string;
  /** How this draw was paid: a chance, the day's free draw, or points. */
  readonly paidWith: 'chance' | 'free' | 'points';
  /** Points spent on it (0 unless paid with points). */
  readonly pointsSpent: number;
  /** Chances left after it. */
  readonly chancesLeft: number;
  /** Draws left today after it (the day's limit less the draws made). */
  readonly dailyLeft: number;
  /** The whole record (as the records list shows it). */
  readonly record: DrawRecord;
}

/** Where a gift is shipped (the mall's shape: 收货人, 手机号, 所在地区, 详细地址; one address form for both). */
export type DeliveryAddress = ShippingAddress;

/** One draw, as 我的抽奖记录 lists it. */
export interface DrawRecord {
  readonly drawId: number;
  readonly activityId: string;
  readonly activityTitle: string;
  readonly prizeId: string;
  readonly prizeIndex: number;
  readonly prizeName: string;
  readonly prizeKind: PrizeKind;
  readonly status: DrawStatus;
  readonly statusText: string;
  /** chance | free | points. */
  readonly paidWith: 'chance' | 'free' | 'points';
  readonly pointsSpent: number;
  readonly createdAt: number;
  readonly deliveredAt: number | null;
  /** True for a gift won and not yet claimed (领取: exchange with an address). */
  readonly needsAddress: boolean;
  /** For a delivered gift: 已登记收货信息，将于7个工作日内寄出 (receiver masked); for points/VIP what was given. */
  readonly deliveryNote: string | null;
}

export interface DrawRecordPage {
  readonly list: readonly DrawRecord[];
  readonly total: number;
  readonly pageNum: number;
  readonly pageSize: number;
}

/** One line of the winners' ticker (name masked). */
export interface WinnerTick {
  readonly name: string;
  readonly prizeName: string;
  readonly createdAt: number;
}

/** raffle/getRaffleResultList. */
export interface RaffleResultList {
  /** The latest prizes won (not 谢谢参与), newest first, names masked. */
  readonly winners: readonly WinnerTick[];
  /** The member's own draws (with `mine=1`), else null. */
  readonly mine: DrawRecordPage | null;
}

/** A task that gives draws (raffle v2, gift box). */
export interface DrawTask {
  /** e.g. signin, search, exchange; the gift box's clock-1, study-2, share. */
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Draws it gives when done. */
  readonly chances: number;
  /** daily: once a day; once: once per member; repeat: up to `limit` a day. */
  readonly cadence: 'daily' | 'once' | 'repeat';
  /** Done (today for daily tasks); null for a visitor. */
  readonly done: boolean | null;
  /** For a repeatable task, how many times today (null for a visitor / other tasks). */
  readonly times: number | null;
  readonly limit: number | null;
  /** Where 去完成 leads (a site path), or null when it is done here (a button). */
  readonly route: string | null;
  /** The button's word: 去签到, 去搜索, 去打卡, 去学习, 去分享 … */
  readonly action: string;
}

/** raffle/getRaffleTask. */
export interface RaffleTask {
  readonly activity: DrawActivityBrief;
  readonly prizes: readonly PrizeView[];
  readonly allowance: DrawAllowance;
  readonly tasks: readonly DrawTask[];
  readonly loggedIn: boolean;
}

/** giftBoxV55/getActivityInfo. */
export interface GiftBoxInfo {
  readonly activity: DrawActivityBrief;
  readonly prizes: readonly PrizeView[];
  readonly allowance: DrawAllowance;
  /** 每日打卡 tasks (doTaskClock), the study courses (doStudyClock), sharing (getShareUrl / visitUrl). */
  readonly tasks: readonly DrawTask[];
  readonly loggedIn: boolean;
}

/** giftBoxV55/canRaffle. */
export interface CanRaffle {
  readonly canRaffle: boolean;
  readonly chances: number;
  readonly dailyLeft: number;
  /** Why not (抽奖次数已用完 / 今日次数已用完 / 活动已结束), null when it can. */
  readonly reason: string | null;
}

/** giftBoxV55/doTaskClock and doStudyClock. */
export interface GiftBoxTaskResult {
  readonly taskId: string;
  /** Chances this call gave (0 when the task was already done). */
  readonly gained: number;
  readonly repeated: boolean;
  readonly chances: number;
  readonly message: string;
}

/** giftBoxV55/getShareUrl. */
export interface GiftBoxShare {
  /** The path to share (the site's gift box tab with the member's code). */
  readonly url: string;
  readonly code: string;
  /** Draws a day sharing can give, and how many it gave today. */
  readonly dailyLimit: number;
  readonly gainedToday: number;
}

/** giftBoxV55/visitUrl: a visit of a shared link. */
export interface GiftBoxVisit {
  /** The sharer's masked name, null for an unknown code. */
  readonly inviter: string | null;
  /** True when this visit gave the sharer a draw (a logged-in visitor other than the sharer, once). */
  readonly helped: boolean;
  readonly message: string;
}

/** One card of the festival board (3×3). */
export interface FestivalCard {
  readonly index: number;
  /** The face once flipped (灯笼, 烟花 …, or the wild 福袋), else null. */
  readonly face: string | null;
  readonly flipped: boolean;
  /** Part of a matched pair (or the wild card): it gave a draw. */
  readonly matched: boolean;
}

/** qixiGift/getFlipCardResult. */
export interface FestivalInfo {
  readonly activity: DrawActivityBrief;
  /** The festival: 元旦 / 春节 / 端午节 / 中秋节 / 国庆节, and its day 'YYYY-MM-DD'. */
  readonly festival: { readonly name: string; readonly date: string };
  /** The faces a board holds (4 pairs and the wild card). */
  readonly faces: readonly string[];
  readonly wildFace: string;
  /** Today's board (faces hidden until flipped); visitors see nine hidden cards. */
  readonly cards: readonly FestivalCard[];
  readonly flipsPerDay: number;
  /** Flips left today; null for a visitor. */
  readonly flipsLeft: number | null;
  readonly prizes: readonly PrizeView[];
  readonly allowance: DrawAllowance;
  readonly loggedIn: boolean;
}

/** qixiGift/flipCard. */
export interface FlipResult {
  readonly card: FestivalCard;
  /** Draws this flip gave (a pair matched, or the wild card). */
  readonly gained: number;
  readonly message: string;
  readonly flipsLeft: number;
  readonly chances: number;
  readonly cards: readonly FestivalCard[];
}

/** /pb/raffle/getRaffleInfo (the older lucky draw and the home page's dialog). */
export interface LuckyDrawInfo {
  readonly activity: DrawActivityBrief;
  readonly prizes: readonly PrizeView[];
  /** Draws left now (chances plus today's free one); null for a visitor. */
  readonly remaining: number | null;
  readonly chances: number | null;
  /** Today's free draw not used yet; null for a visitor. */
  readonly freeToday: boolean | null;
  readonly dailyLimit: number;
  readonly dailyUsed: number | null;
  /** The guided tours that give a draw each (updateRaffleTimes codes), done or not. */
  readonly tasks: readonly DrawTask[];
  readonly loggedIn: boolean;
}

/** /pb/raffle/updateRaffleTimes: the member's remaining draws after it. */
export interface RaffleTimes {
  readonly times: number;
  /** True when this code had already given its draw. */
  readonly repeated: boolean;
}

/** The codes updateRaffleTimes accepts: a completed guided tour of the site (one draw each per member). */
export const LUCKY_DRAW_CODES = {
  guide_new_user: '完成新手引导',
  guide_bid_node: '完成单项工程指标引导',
  guide_bq_item: '完成综合单价指标引导',
  guide_labor: '完成劳务分包引导',
  guide_policy: '完成政策文件引导',
} as const;
export type LuckyDrawCode = keyof typeof LUCKY_DRAW_CODES;

/** The refusals of the draws (plus ActivityMessages of contract.ts). */
export const DrawMessages = {
  noChanceNoPoints: '抽奖次数已用完，积分不足',
  unknownDraw: '抽奖记录不存在',
  notWon: '该记录未中奖，无需领取',
  unknownTask: '任务不存在',
  unknownCode: '抽奖任务不存在',
  notYours: '只能为本人增加抽奖次数',
  unknownCard: '卡片不存在',
  noFlips: '今日翻牌次数已用完，明天再来',
  cardFlipped: '这张卡片已翻开',
  unknownShare: '分享链接无效',
} as const;
