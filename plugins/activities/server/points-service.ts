import type { Kysely } from 'kysely';
import type { ActivityPoints } from '../shared/services';
import { dayKey } from './calendar';
import { CounterRefused } from './ledger-types';
import type { ActivitiesRuntime } from './runtime';

/**
 * The tasks other plugins reward through ActivityPoints.rewardTask (study, guides, feedback): the
 * points of one reward and, for the repeatable ones, how many are rewarded a day. A code not listed
 * here credits nothing. (The hub's own tasks, clock-in, experience, new-user, live in the tasks
 * area's activities_task rows.)
 */
export interface TaskReward {
  readonly points: number;
  /** The line of 积分明细 after 任务奖励：. */
  readonly title: string;
  /** Rewards a day (counter `daily:task:<code>`, owner `<gid>:<day>`); none: once per business id only. */
  readonly perDay?: number;
}

export const TASK_REWARDS: Readonly<Record<string, TaskReward>> = {
  /** A lesson of 学习专区 watched to the end (business id: the lesson). */
  'study.lesson': { points: 5, title: '学完一节课程', perDay: 4 },
  /** A guided tour of a column finished (business id: the guide type, e.g. new_user, bid_node). */
  'guide.finish': { points: 20, title: '完成新手引导' },
  /** A feedback accepted by the editors (business id: the feedback id). */
  'feedback.accepted': { points: 50, title: '意见反馈被采纳' },
};

const BUSINESS_ID = /^[A-Za-z0-9_.:-]{1,60}$/;

/** The ActivityPoints service other plugins reward tasks through (see shared/services.ts). */
export function activityPointsService(rt: ActivitiesRuntime): ActivityPoints {
  return {
    async rewardTask(trx: Kysely<any>, reward) {
      const task = TASK_REWARDS[reward.taskCode];
      if (!task || !BUSINESS_ID.test(reward.businessId) || !reward.globalId || reward.globalId.length > 64) return { credited: 0, repeated: false };
      const idemKey = `task:${reward.globalId}:${reward.taskCode}:${reward.businessId}`;
      if (task.perDay) {
        try {
          // A repeated reward is counted once (same key); the credit below then answers the first entry.
          await rt.counters.add(trx, {
            kind: `daily:task:${reward.taskCode}`,
            owner: `${reward.globalId}:${dayKey(reward.at)}`,
            change: 1,
            max: task.perDay,
            reason: 'task',
            businessId: reward.businessId,
            idemKey,
            at: reward.at,
          });
        } catch (error) {
          if (error instanceof CounterRefused) return { credited: 0, repeated: false };
          throw error;
        }
      }
      const { entry, repeated } = await rt.ledger.credit(trx, {
        globalId: reward.globalId,
        points: task.points,
        reason: 'task',
        activityId: null,
        businessId: `${reward.taskCode}:${reward.businessId}`.slice(0, 80),
        idemKey,
        remark: `任务奖励：${task.title}`,
        at: reward.at,
      });
      return { credited: repeated ? 0 : entry.change, repeated };
    },
    balance: (globalId) => rt.ledger.balance(globalId),
  };
}
