import type { ActivitiesRuntime } from './runtime';

/** The running sign-in activity and its rules (idempotent). */
export async function seedCore(rt: ActivitiesRuntime): Promise<void> {
  void rt;
}
