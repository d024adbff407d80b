import type { Kysely } from 'kysely';
import { serviceKey } from '@kernel/server/services';

/**
 * What the activities plugin offers other server plugins (provided in its `services` hook): the
 * tasks that reward study, search and guides credit points through it, in their own transaction,
 * once per member and business id.
 */
export interface ActivityPoints {
  /**
   * Credits a task's points (reason 任务奖励) once per `(globalId, taskCode, businessId)`; a repeated
   * call credits nothing and answers `repeated`. Runs on the caller's transaction. Unknown or ended
   * tasks credit nothing (`credited: 0`).
   */
  rewardTask(trx: Kysely<any>, reward: { globalId: string; taskCode: string; businessId: string; at: number }): Promise<{ credited: number; repeated: boolean }>;
  /** The member's current balance. */
  balance(globalId: string): Promise<number>;
}
export const ActivityPoints = serviceKey<ActivityPoints>('activities.points');
