import type { ActivitiesRuntime } from '../runtime';

/** The draws area's activities and rule rows (idempotent). */
export async function seedDraws(rt: ActivitiesRuntime): Promise<void> {
  void rt;
}
