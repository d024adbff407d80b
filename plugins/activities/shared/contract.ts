export { activitiesRoutes } from './routes';

/**
 * The HTTP contract of 会员活动. Every answer is the site's envelope (`statusCode`, `businessMsg`,
 * `data`) except the PDF downloads (a blob; a refusal is the envelope). "login": the kernel's
 * requireLogin (302 when logged out); "public": visitors get the same answer with the member's
 * fields null. Refusals are BusinessError 510 (ACTIVITY_REFUSAL_CODE) with a Chinese businessMsg (积分不足, 库存不足 …); bad
 * input is HTTP 400. Operations that spend or win take an optional client `requestId` (1–64 chars):
 * the same requestId again answers the first result (see README, 幂等).
 *
 * The DTOs live beside the area's rules: shared/points.ts (sign-in, points, hub), shared/mall.ts,
 * shared/draws.ts (raffle v2, gift box, festival gift, older lucky draw), shared/tasks.ts (cards,
 * quiz, clock and experience tasks, invites, new-user tasks).
 */
export const ActivitiesPaths = {
  // ── Hub and sign-in (shared/points.ts) ──
  /** GET (public) → HubInfo: the running activities, the member's points and today's sign-in. */
  hub: '/pb/activity/hub/activities',
  /** GET (login) → RegisterRecord: this week's sign-ins (weekInfoList), seriesTime, totalTime. */
  registerRecord: '/pb/activity/register/getRegisterRecord',
  /** POST JSON {} (login) → SignInResult (signing in twice a day answers the first result). */
  signIn: '/pb/activity/register/signIn',
  /** POST JSON { date: 'YYYY-MM-DD' } (login) → SignInResult (补签: a missed day of this week, points debited). */
  makeUp: '/pb/activity/register/makeUp',
  /** GET (public) → TopImage: the sign-in activity's banner. */
  topImage: '/pb/activity/register/getTopImage',
  /** POST JSON {} (login) → UserPoints (balance, earned, spent, expiring). */
  userPoints: '/pb/activity/points/queryUserPoints',
  /** POST JSON PointsRecordQuery (login) → PointsRecordPage (newest first). */
  pointsRecords: '/pb/activity/points/queryUserPointsRecordsPage',

  // ── Points mall (shared/mall.ts) ──
  /** POST JSON { category? } (public) → ProductList (stock, points, the member's state per product). */
  products: '/pb/activity/product/getProducts',
  /** GET ?productCode= (public) → ProductDetail. */
  productCodeInfo: '/pb/activity/product/getProductCodeInfo',
  /** GET ?pageNum=&pageSize= (login) → ExchangePage: the member's exchanges, newest first. */
  exchangeInfo: '/pb/activity/product/getExchangeInfo',
  /** POST JSON { productCode } (login) → ExchangeCheck (can exchange, or why not: 积分不足 / 库存不足 / 已达兑换上限). */
  exchangeCheck: '/pb/activity/product/exchangeCheck',
  /** POST JSON { productCode, requestId? } (login) → ExchangeResult. */
  exchangeProduct: '/pb/activity/product/exchangeProduct',
  /** POST JSON { exchangeId } (login) → { downloaded: boolean }. */
  checkDownloaded: '/pb/activity/product/checkDownloaded',
  /** POST JSON { exchangeId } (login) → { remaining, limit }. */
  checkDownloadTimes: '/pb/activity/product/checkIfHasDownloadedTimes',
  /** POST JSON { exchangeId } (login) → application/pdf (the first download). */
  downloadPdf: '/pb/activity/product/downloadPDF',
  /** POST JSON { exchangeId } (login) → application/pdf (a later download, counted against the limit). */
  downloadPdfAgain: '/pb/activity/product/downloadPDFAgain',

  // ── Tasks (shared/tasks.ts) ──
  /** POST JSON {} (public) → QuizHistory: this week's quiz and the member's answers. */
  quizHistory: '/pb/activity/question/history',
  /** POST JSON { questionId, answer, requestId? } (login) → AnswerResult. */
  quizAnswer: '/pb/activity/question/doAnswer',
  /** GET ?globalId= (public) → CollectCardInfo: the season's cards and the member's album. */
  cardInfo: '/pb/activity/collectCard/getCollectCardInfo',
  /** GET ?globalId= (public) → CardProduct: what a complete album wins, and whether it was claimed. */
  cardProduct: '/pb/activity/collectCard/getCardCollectProduct',
  /** POST JSON { requestId? } (login) → ClickCardResult: draws a card (one chance a day plus task chances). */
  clickCard: '/pb/activity/collectCard/clickCard',
  /** GET ?globalId= (login) → UserActivityInfo: the clock-in and experience tasks with their states. */
  userActivityInfo: '/pb/activity/clockExperience/getUserActivityInfo',
  /** POST JSON { code } (login) → TaskResult: an experience task done (e.g. viewed a detail page). */
  doExperience: '/pb/activity/clockExperience/doExperienceActivity',
  /** POST JSON { keyword? } (login) → TaskResult: the day's clock-in (the header search records it). */
  doClock: '/pb/activity/clockExperience/doClockActivity',
  /** GET (login) → ShareUrl: the member's invite link. */
  inviteShareUrl: '/pb/activity/userInvite/getShareUrl',
  /** GET ?code= (public) → InviteVisit: a visit of an invite link (the inviter's name masked). */
  inviteVisit: '/pb/activity/userInvite/visitUrl',
  /** GET (login) → InviteSummary: invited members (masked), points earned. */
  inviteSummary: '/pb/activity/userInvite/summary',
  /** GET (public) → NewUserInfo: the new-user task list, each task's state for a member. */
  newUserInfo: '/pb/activity/newUser/info',

  // ── Draws (shared/draws.ts) ──
  /** GET (public) → RaffleTask: raffle v2's prizes, chances, tasks that give chances. */
  raffleTask: '/pb/activity/raffle/getRaffleTask',
  /** GET ?mine=1&pageNum=&pageSize= (public; mine needs login) → RaffleResultList (the winners' ticker, masked, or my records). */
  raffleResults: '/pb/activity/raffle/getRaffleResultList',
  /** POST JSON { requestId? } (login) → DrawResult. */
  doRaffle: '/pb/activity/raffle/doRaffle',
  /** POST JSON { drawId, requestId?, address? } (login) → DrawRecord (已中奖 → 已发放). */
  exchangeRafflePrize: '/pb/activity/raffle/exchangeRafflePrize',
  /** GET ?taskId= (login) → GiftBoxTaskResult. */
  giftBoxTaskClock: '/pb/activity/giftBoxV55/doTaskClock',
  /** GET (public) → GiftBoxInfo. */
  giftBoxInfo: '/pb/activity/giftBoxV55/getActivityInfo',
  /** GET (login) → { canRaffle, chances, reason? }. */
  giftBoxCanRaffle: '/pb/activity/giftBoxV55/canRaffle',
  /** GET ?requestId= (login) → DrawResult. */
  giftBoxRaffle: '/pb/activity/giftBoxV55/raffle',
  /** GET ?ord= (login) → GiftBoxTaskResult: a study task (the ord-th course) done. */
  giftBoxStudyClock: '/pb/activity/giftBoxV55/doStudyClock',
  /** GET ?code= (public) → InviteVisit (the gift box's share link). */
  giftBoxVisitUrl: '/pb/activity/giftBoxV55/visitUrl',
  /** GET ?pageNum=&pageSize= (login) → DrawRecordPage. */
  giftBoxRecords: '/pb/activity/giftBoxV55/raffleRecords',
  /** GET (login) → ShareUrl. */
  giftBoxShareUrl: '/pb/activity/giftBoxV55/getShareUrl',
  /** POST JSON { drawId, requestId?, address? } (login) → DrawRecord. */
  giftBoxExchange: '/pb/activity/giftBoxV55/exchange',
  /** GET (public) → FestivalInfo: the festival's cards (flipped ones for a member) and prizes. */
  festivalFlipResult: '/pb/activity/qixiGift/getFlipCardResult',
  /** GET ?index=&requestId= (login) → FlipResult. */
  festivalFlip: '/pb/activity/qixiGift/flipCard',
  /** GET ?requestId= (login) → DrawResult. */
  festivalRaffle: '/pb/activity/qixiGift/raffle',
  /** GET ?pageNum=&pageSize= (login) → DrawRecordPage. */
  festivalRecords: '/pb/activity/qixiGift/raffleRecords',
  /** POST JSON { drawId, requestId?, address? } (login) → DrawRecord. */
  festivalExchange: '/pb/activity/qixiGift/exchange',
  /** GET (public) → LuckyDrawInfo: the older lucky draw's prizes and the member's remaining draws. */
  luckyInfo: '/pb/raffle/getRaffleInfo',
  /** POST JSON { requestId? } (login) → DrawResult. */
  luckyResult: '/pb/raffle/getRaffleResult',
  /** GET ?pageNum=&pageSize= (login) → DrawRecordPage. */
  luckyHistory: '/pb/raffle/getRaffleHistory',
  /** POST multipart { code, globalId } (login) → { times }: a draw earned (e.g. a guided tour completed). */
  luckyTimes: '/pb/raffle/updateRaffleTimes',

  // ── Development (DEV_TOOLS=1, loopback only) ──
  /** POST JSON { days?: number, reset?: boolean } → { now }: moves the plugin's clock. */
  devClock: '/api/dev/activities/clock',
} as const;

/** Why a member's points changed (a ledger row's reason). */
export type PointsReason = 'signin' | 'streak' | 'makeUp' | 'task' | 'invite' | 'exchange' | 'draw' | 'expiry' | 'adjustment';

/** The words of the reasons, as 积分明细 shows them. */
export const POINTS_REASON_TEXT: Readonly<Record<PointsReason, string>> = {
  signin: '每日签到',
  streak: '连续签到奖励',
  makeUp: '补签',
  task: '任务奖励',
  invite: '邀请好友',
  exchange: '积分兑换',
  draw: '抽奖',
  expiry: '积分过期',
  adjustment: '积分调整',
};

/** A draw's state: 未中奖, 已中奖 (a prize to be delivered), 已发放. */
export type DrawStatus = 'lost' | 'won' | 'delivered';
export const DRAW_STATUS_TEXT: Readonly<Record<DrawStatus, string>> = { lost: '未中奖', won: '已中奖', delivered: '已发放' };

/** What an activity is (activities_activity.kind). */
export type ActivityKind = 'signin' | 'cards' | 'giftBox' | 'festival' | 'newUser' | 'invite' | 'quiz' | 'raffle' | 'luckyDraw' | 'mall';

/** A client requestId: 1–64 of [A-Za-z0-9_-]. */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

/** Paging of every list here. */
export const ACTIVITY_PAGE_SIZES = [10, 20, 50] as const;
export const ACTIVITY_PAGE_SIZE_MAX = 50;

/**
 * The statusCode of every business refusal of this plugin (积分不足, 库存不足, 今日次数已用完 …): one of the
 * codes whose businessMsg the client shows; 500 stays the kernel's unexpected-error code.
 */
export const ACTIVITY_REFUSAL_CODE = 510;

/** Refusals shared by every area (each area adds its own in its shared file). */
export const ActivityMessages = {
  notEnoughPoints: '积分不足',
  outOfStock: '库存不足',
  ended: '活动已结束',
  notStarted: '活动未开始',
  noChance: '抽奖次数已用完',
  dailyLimit: '今日次数已用完',
  unknownActivity: '活动不存在',
  busy: '操作过于频繁，请稍后再试',
} as const;
