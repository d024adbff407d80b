import { defineRoutes } from '@kernel/core/route-refs';

/**
 * The pages of 会员活动. Every link to them, from this plugin or another (client or server), is
 * built from here: `activitiesRoutes.hub()` → `/memberActivity/activityHome`.
 */
export const activitiesRoutes = defineRoutes({
  /** Redirects to the hub. */
  index: '/memberActivity/index',
  /** 会员活动 (public): the running activities. */
  hub: '/memberActivity/activityHome',
  /** 我的积分 and 积分明细 (login). */
  points: '/memberActivity/memberPoints',
  /** 每日签到 (login). */
  attendance: '/memberActivity/dailyAttendance',
  /** 积分商城 (login). */
  mall: '/memberActivity/pointMall',
  /** 新人专享 (login). */
  newUser: '/memberActivity/newUserActivity',
  /** 邀请好友 (login). */
  invite: '/memberActivity/introduceNewUser',
  /** 会员专享活动 (public; acting needs login): 集卡活动, 节日礼盒, 礼盒任务, 答题活动. */
  vip: '/vipActivities/index',
  /** 幸运抽奖 (public; drawing needs login). */
  luckyDraw: '/vipActivities/luckyDraw',
});
