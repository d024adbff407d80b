import type { Kysely } from 'kysely';
import { CONTROL_CASES, COOPERATES, COST_SHARES, ENTERPRISES, VIDEOS } from './content';
import { ENTERPRISE_CASES, ENTERPRISE_PROFILES } from './enterprise-content';
import {
  CONTROL_CASE_TABLE,
  COOPERATE_TABLE,
  COST_SHARE_TABLE,
  ENTERPRISE_CASE_TABLE,
  ENTERPRISE_PROFILE_TABLE,
  ENTERPRISE_TABLE,
  VIDEO_TABLE,
  type HomeTables,
} from './tables';

/** Writes the home page's content into each of its tables that is still empty (idempotent). */
export async function seedHome(db: Kysely<HomeTables>): Promise<void> {
  const fill = async <T extends keyof HomeTables>(table: T, rows: readonly HomeTables[T][]) => {
    const row = await db
      .selectFrom(table as keyof HomeTables)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    if (Number(row?.n ?? 0) > 0 || rows.length === 0) return;
    await db
      .insertInto(table as keyof HomeTables)
      .values(rows as never)
      .execute();
  };
  await fill(ENTERPRISE_TABLE, ENTERPRISES);
  await fill(VIDEO_TABLE, VIDEOS);
  await fill(COOPERATE_TABLE, COOPERATES);
  await fill(CONTROL_CASE_TABLE, CONTROL_CASES);
  await fill(COST_SHARE_TABLE, COST_SHARES);
  await fill(ENTERPRISE_PROFILE_TABLE, ENTERPRISE_PROFILES);
  await fill(ENTERPRISE_CASE_TABLE, ENTERPRISE_CASES);
}
