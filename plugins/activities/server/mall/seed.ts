import type { ActivitiesRuntime } from '../runtime';

/** The mall area's activities and rule rows (idempotent). */
export async function seedMall(rt: ActivitiesRuntime): Promise<void> {
  void rt;
}
