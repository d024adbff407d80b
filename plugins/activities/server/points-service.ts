import type { ActivityPoints } from '../shared/services';
import type { ActivitiesRuntime } from './runtime';

/** The ActivityPoints service other plugins reward tasks through (see shared/services.ts). */
export function activityPointsService(rt: ActivitiesRuntime): ActivityPoints {
  return {
    async rewardTask() {
      return { credited: 0, repeated: false };
    },
    balance: (globalId) => rt.ledger.balance(globalId),
  };
}
