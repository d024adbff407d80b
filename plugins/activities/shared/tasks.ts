/**
 * The tasks of 会员活动 (shared by the server and the client): 集卡活动 (the season's cards and the
 * album), 答题活动 (the weekly quiz), the clock-in and experience tasks, 邀请好友 and 新人专享.
 * Times are epoch milliseconds; days are China Standard Time keys ('YYYY-MM-DD').
 */
import { bidNodeRoutes } from '@plugins/bid-node/shared/routes';
import { g22Routes } from '@plugins/g22/shared/routes';
import { industryIndexRoutes } from '@plugins/industry-index/shared/routes';
import { labourRoutes } from '@plugins/labour/shared/routes';
import { policyRoutes } from '@plugins/policy/shared/routes';
import { projectCostRoutes } from '@plugins/project-cost/shared/routes';
import { unitPriceRoutes } from '@plugins/unit-price/shared/routes';

// ── 集卡活动 ──

/** A card's rarity: 普通卡, 稀有卡, 珍稀卡. */
export type CardRarity = 'common' | 'rare' | 'epic';
export const CARD_RARITY_TEXT: Readonly<Record<CardRarity, string>> = { common: '普通卡', rare: '稀有卡', epic: '珍稀卡' };

export interface CardView {
  cardId: string;
  /** e.g. 单项工程 */
  name: string;
  /** One line on what the column is (shown on the card's back). */
  description: string;
  rarity: CardRarity;
  rarityText: string;
  /** The chance of drawing this card, in percent (e.g. 18). */
  percent: number;
  sort: number;
  /** How many of this card the member holds (0 for a visitor). */
  count: number;
}

/** What a complete album wins. */
export interface CardPrize {
  points: number;
  /** A VIP plan granted with the points (membership plan id), or null. */
  planId: string | null;
  /** e.g. 888积分 + 单项工程指标VIP月卡 */
  text: string;
}

export interface CollectCardInfo {
  activityId: string;
  title: string;
  summary: string;
  startsAt: number;
  endsAt: number;
  /** running, or 未开始 / 已结束 as state. */
  state: 'running' | 'notStarted' | 'ended';
  cards: CardView[];
  /** Distinct cards held / all cards. */
  collected: number;
  total: number;
  /** Free draws left today (null for a visitor). */
  freeLeft: number | null;
  freePerDay: number;
  /** Draw chances earned from tasks (null for a visitor). */
  chances: number | null;
  prize: CardPrize;
  /** When the album's prize was claimed (null: not yet). */
  claimedAt: number | null;
  rules: string[];
  loggedIn: boolean;
}

export interface CardProduct {
  activityId: string;
  prize: CardPrize;
  collected: number;
  total: number;
  complete: boolean;
  claimed: boolean;
  claimedAt: number | null;
}

export interface ClickCardResult {
  card: CardView;
  /** The member did not hold this card before. */
  isNew: boolean;
  /** Which chance the draw used: 今日免费 or a task chance. */
  used: 'free' | 'chance';
  collected: number;
  total: number;
  freeLeft: number;
  chances: number;
  /** The album became complete with this draw and its prize was credited now. */
  prizeClaimed: boolean;
  prize: CardPrize;
}

// ── 答题活动 ──

export interface QuizOption {
  key: string;
  text: string;
}

export interface QuizQuestionView {
  questionId: string;
  /** 1-based number within the week. */
  no: number;
  /** e.g. 计价规范 / 税费 / 工程量计算 */
  category: string;
  question: string;
  options: QuizOption[];
  points: number;
  /** The member's answer (null: not answered; always null for a visitor). */
  answered: QuizAnswerView | null;
}

export interface QuizAnswerView {
  answer: string;
  correct: boolean;
  rightAnswer: string;
  explanation: string;
  /** Where the rule comes from, e.g. GB 50500-2013《建设工程工程量清单计价规范》. */
  source: string;
  points: number;
  answeredAt: number;
}

export interface QuizPastAnswer extends QuizAnswerView {
  questionId: string;
  question: string;
  options: QuizOption[];
  /** The Monday of the week it was asked. */
  week: string;
}

export interface QuizHistory {
  activityId: string;
  title: string;
  state: 'running' | 'notStarted' | 'ended';
  /** This week (Monday … Sunday keys) and its label, e.g. 11月23日—11月29日. */
  weekStart: string;
  weekEnd: string;
  weekLabel: string;
  questions: QuizQuestionView[];
  pointsPerRight: number;
  answeredCount: number;
  rightCount: number;
  pointsEarned: number;
  /** The member's answers of the earlier weeks, newest first (at most 20). */
  past: QuizPastAnswer[];
  rules: string[];
  loggedIn: boolean;
}

export interface AnswerResult extends QuizAnswerView {
  questionId: string;
  /** The question was answered before: this is the first answer, nothing credited now. */
  repeated: boolean;
}

// ── 打卡与体验任务 ──

export interface ExperienceTaskView {
  code: string;
  /** e.g. 浏览单项工程指标详情 */
  title: string;
  description: string;
  /** Where the task is done (a site route). */
  route: string;
  points: number;
  /** Card draws the task gives. */
  cardChances: number;
  done: boolean;
  doneAt: number | null;
}

export interface UserActivityInfo {
  today: string;
  clock: {
    done: boolean;
    doneAt: number | null;
    points: number;
    /** Lucky-draw chances (raffle v2) and card draws a clock-in gives. */
    raffleChances: number;
    cardChances: number;
    /** Days clocked in, all time. */
    totalDays: number;
  };
  experiences: ExperienceTaskView[];
  rules: string[];
}

export interface TaskResult {
  code: string;
  title: string;
  /** Points credited by this call (0 when repeated). */
  points: number;
  raffleChances: number;
  cardChances: number;
  /** Done before (today for the clock-in): the first result, nothing credited now. */
  repeated: boolean;
  /** The member's balance after. */
  balance: number;
}

/**
 * The pages that complete each experience task (router patterns): when a logged-in member opens
 * one, the client posts doExperienceActivity { code } (the server credits it once per member and
 * answers a repeat with `repeated: true`).
 */
export const EXPERIENCE_PAGES: Readonly<Record<string, readonly string[]>> = {
  'exp-single-project': [bidNodeRoutes.detail.pattern],
  'exp-unit-price': [unitPriceRoutes.detail.pattern],
  'exp-project-cost': [projectCostRoutes.detail.pattern],
  'exp-policy': [policyRoutes.detail.pattern],
  'exp-industry-index': [industryIndexRoutes.index.pattern],
  'exp-labour': [labourRoutes.index.pattern, labourRoutes.priceLine.pattern],
  'exp-22g': [g22Routes.detail.pattern],
};

// ── 邀请好友 ──

export interface ShareUrl {
  code: string;
  /** The site path of the invite link, e.g. /register?invite=ABCD2345 (the client adds the origin). */
  url: string;
  /** The text shared with the link. */
  shareText: string;
  /** Points the inviter gets per new member. */
  pointsPerInvite: number;
}

export interface InviteVisit {
  valid: boolean;
  code: string;
  /** The inviter's name, masked (e.g. z***g), or null for an unknown code. */
  inviter: string | null;
  /** What registering through the link brings. */
  message: string;
}

export interface InvitedMember {
  /** The new member's name, masked. */
  name: string;
  at: number;
  points: number;
}

export interface InviteSummary {
  code: string | null;
  /** The invite link's site path (as ShareUrl.url). */
  url: string | null;
  invited: number;
  /** Points earned from invites (all time). */
  points: number;
  pointsPerInvite: number;
  /** The invites credited per member in this campaign. */
  maxCredited: number;
  /** Visits of the member's link (all time). */
  visits: number;
  members: InvitedMember[];
  rules: string[];
}

// ── 新人专享 ──

export type NewUserTaskCode = 'signin' | 'clock' | 'experience' | 'quiz' | 'card' | 'exchange' | 'invite';

export interface NewUserTask {
  code: NewUserTaskCode;
  title: string;
  description: string;
  /** Where the task is done. */
  route: string;
  points: number;
  done: boolean;
  /** When the reward was credited (null: not yet). */
  rewardedAt: number | null;
}

export interface NewUserInfo {
  activityId: string;
  title: string;
  state: 'running' | 'notStarted' | 'ended';
  tasks: NewUserTask[];
  doneCount: number;
  /** Points credited so far / all tasks' points. */
  pointsEarned: number;
  pointsTotal: number;
  rules: string[];
  loggedIn: boolean;
}

/** The refusals and answers of the tasks (businessMsg). */
export const TaskMessages = {
  noCardChance: '今日免费翻卡次数已用完，完成任务可获得更多翻卡机会',
  notThisWeek: '该题不在本周题目中',
  badOption: '请选择有效的选项',
  alreadyAnswered: '本题已作答',
  answeredRight: '回答正确',
  answeredWrong: '回答错误',
  unknownTask: '任务不存在',
  clockDone: '打卡成功',
  clockRepeated: '今日已打卡',
  experienceDone: '任务完成',
  experienceRepeated: '该任务已完成',
  serviceUnavailable: '服务暂不可用，请稍后再试',
  inviteInvalid: '邀请链接无效',
} as const;

/** A member name shown to others: the first and last characters, the middle masked (张*, z***g). */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '会员';
  if (chars.length === 1) return `${chars[0]}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars[chars.length - 1]}`;
}
