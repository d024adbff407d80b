import type { ActivitiesRuntime } from '../runtime';

/** The tasks area's activities and rule rows (idempotent). */
export async function seedTasks(rt: ActivitiesRuntime): Promise<void> {
  void rt;
}
