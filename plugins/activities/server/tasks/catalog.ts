import { bidNodeRoutes } from '@plugins/bid-node/shared/routes';
import { g22Routes } from '@plugins/g22/shared/routes';
import { homeRoutes } from '@plugins/home/shared/routes';
import { industryIndexRoutes } from '@plugins/industry-index/shared/routes';
import { labourRoutes } from '@plugins/labour/shared/routes';
import { policyRoutes } from '@plugins/policy/shared/routes';
import { projectCostRoutes } from '@plugins/project-cost/shared/routes';
import { unitPriceRoutes } from '@plugins/unit-price/shared/routes';
import { activitiesRoutes } from '../../shared/routes';
import type { CardRarity, NewUserTaskCode } from '../../shared/tasks';

/**
 * What the tasks area seeds: the rules of its activities (activities_activity.rules, JSON), the
 * season's cards and the task rows (activities_task). Changing a row changes the rule; the code
 * reads them at each call.
 */

export interface CardRules {
  /** Free draws a day (counter `daily:<activityId>`, owner `<gid>:<day>`). */
  freePerDay: number;
  /** What a complete album wins: points (reason 任务奖励) and optionally a VIP plan (RightsGrants). */
  prize: { points: number; planId: string | null };
}

export interface QuizRules {
  /** Questions a week, taken from the bank in turn. */
  perWeek: number;
  pointsPerRight: number;
}

export interface InviteRules {
  pointsPerInvite: number;
  /** Invites credited per member in the campaign (later ones are recorded with 0 points). */
  maxCredited: number;
}

export const CARD_RULES: CardRules = { freePerDay: 1, prize: { points: 500, planId: 'singleProject.month' } };
export const QUIZ_RULES: QuizRules = { perWeek: 5, pointsPerRight: 10 };
export const INVITE_RULES: InviteRules = { pointsPerInvite: 100, maxCredited: 20 };

/** The id prefixes of the quiz and the new-user tasks (ids end with the start month / year, as the card seasons and invite campaigns). */
export const QUIZ_ACTIVITY_ID = 'quiz-weekly';
export const NEW_USER_ACTIVITY_ID = 'new-user';

export interface SeedCard {
  cardId: string;
  name: string;
  description: string;
  rarity: CardRarity;
  /** Parts per million; the season's cards add up to 1,000,000. */
  weightPpm: number;
}

/** The season's eight cards: the site's columns, the rarer the deeper. */
export const SEASON_CARDS: readonly SeedCard[] = [
  { cardId: 'single-project', name: '单项工程', description: '按用途、结构与地区汇总的单项工程单方造价指标（元/m²）', rarity: 'common', weightPpm: 180_000 },
  { cardId: 'unit-price', name: '综合单价', description: '清单项目综合单价及人工、材料、机械组成', rarity: 'common', weightPpm: 180_000 },
  { cardId: 'labour', name: '劳务分包', description: '各工种劳务分包单价（元/工日、元/m²）', rarity: 'common', weightPpm: 170_000 },
  { cardId: 'policy', name: '政策文件', description: '各地造价管理部门发布的计价依据与调价文件', rarity: 'common', weightPpm: 160_000 },
  { cardId: 'regional-price', name: '区域价格', description: '分省市的主要材料与综合价格水平对比', rarity: 'rare', weightPpm: 120_000 },
  { cardId: 'industry-index', name: '行业指数', description: '按季度发布的建筑工程造价指数（定基与环比）', rarity: 'rare', weightPpm: 100_000 },
  { cardId: 'project-cost', name: '项目造价', description: '完整项目的造价构成与专业工程分解', rarity: 'epic', weightPpm: 60_000 },
  { cardId: 'g22', name: '22G优化', description: '22G平法图集下的结构优化案例与钢筋含量测算', rarity: 'epic', weightPpm: 30_000 },
];

export interface SeedTask {
  code: string;
  kind: 'clock' | 'experience' | 'newUser';
  title: string;
  description: string;
  route: string;
  points: number;
  raffleChances: number;
  cardChances: number;
}

/** The daily clock-in: the header search records it (once a day). */
export const CLOCK_TASK: SeedTask = {
  code: 'clock',
  kind: 'clock',
  title: '每日搜索打卡',
  description: '登录后使用顶部搜索查询任意指标，每天记一次打卡',
  route: homeRoutes.home(),
  points: 3,
  raffleChances: 1,
  cardChances: 1,
};

/** The experience tasks: a first look at each column, once per member. */
export const EXPERIENCE_TASKS: readonly SeedTask[] = [
  ['exp-single-project', '浏览单项工程指标详情', '打开任意一个单项工程的指标详情', bidNodeRoutes.list()],
  ['exp-unit-price', '查看综合单价明细', '打开任意一条综合单价的人材机组成', unitPriceRoutes.list()],
  ['exp-project-cost', '查看项目造价构成', '打开任意一个项目的造价构成明细', projectCostRoutes.list()],
  ['exp-policy', '阅读一篇政策文件', '阅读任意一篇计价依据或调价文件', policyRoutes.index()],
  ['exp-industry-index', '查看行业造价指数', '查看建筑工程造价指数的季度走势', industryIndexRoutes.index()],
  ['exp-labour', '查询劳务分包价格', '查询任意工种的劳务分包单价', labourRoutes.index()],
  ['exp-22g', '浏览22G优化案例', '浏览任意一个22G结构优化案例', g22Routes.index()],
].map(([code, title, description, route]) => ({ code: code!, kind: 'experience' as const, title: title!, description: description!, route: route!, points: 10, raffleChances: 0, cardChances: 1 }));

/** The new-user tasks (新人专享), each rewarded once when done; the state is read from the records. */
export const NEW_USER_TASKS: readonly (SeedTask & { newUserCode: NewUserTaskCode })[] = (
  [
  { newUserCode: 'signin', title: '完成首次签到', description: '在每日签到页签到一次', route: activitiesRoutes.attendance(), points: 20 },
  { newUserCode: 'clock', title: '完成首次搜索', description: '使用顶部搜索查询一次指标', route: homeRoutes.home(), points: 20 },
  { newUserCode: 'experience', title: '首次浏览指标详情', description: '打开任意一个指标详情页', route: bidNodeRoutes.list(), points: 20 },
  { newUserCode: 'quiz', title: '完成一次答题', description: '在答题活动中回答一道本周题目', route: activitiesRoutes.vip(), points: 20 },
  { newUserCode: 'card', title: '翻开第一张卡', description: '在集卡活动中翻一次卡', route: activitiesRoutes.vip(), points: 20 },
  { newUserCode: 'exchange', title: '完成首次积分兑换', description: '在积分商城兑换任意一件商品', route: activitiesRoutes.mall(), points: 50 },
  { newUserCode: 'invite', title: '邀请一位好友注册', description: '好友通过你的邀请链接完成注册', route: activitiesRoutes.invite(), points: 100 },
  ] satisfies { newUserCode: NewUserTaskCode; title: string; description: string; route: string; points: number }[]
).map((t) => ({ ...t, code: `new-${t.newUserCode}`, kind: 'newUser' as const, raffleChances: 0, cardChances: 0 }));

/** 00:00 CST of the first day of the month `months` after the month of `ms`. */
export function monthStartCst(ms: number, months = 0): number {
  const cst = new Date(ms + 8 * 3_600_000);
  return Date.UTC(cst.getUTCFullYear(), cst.getUTCMonth() + months, 1) - 8 * 3_600_000;
}

/** 'YYYY-MM' of a CST month start. */
export function monthKey(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 7);
}
