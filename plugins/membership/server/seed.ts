import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEMO_ACCOUNTS } from '@plugins/account/shared/demo';
import { TRIAL_DAYS } from '../shared/contract';
import type { Clock } from './rights';
import { DAY_MS, RIGHTS_TABLE, TRIAL_TABLE, type RightsRow, type TrialRow } from './tables';

const VIP_DAYS = 365;

/**
 * The demo accounts' rights (glossary): `vip` accounts are real VIPs for a year from seeding;
 * demo_trial has a trial that starts now and runs TRIAL_DAYS days (its one trial); the
 * project-cost VIP and sourcing flags as listed. Idempotent: existing rows are kept.
 */
export async function seedMembership(db: Kysely<any>, clock: Clock): Promise<void> {
  const now = clock();
  for (const account of DEMO_ACCOUNTS) {
    const rights: RightsRow = {
      global_id: account.globalId,
      vip_until: account.rights === 'vip' ? now + VIP_DAYS * DAY_MS : null,
      project_cost_vip: account.projectCostVip ? 1 : 0,
      m2_can_use: account.m2CanUse ? 1 : 0,
      updated_at: now,
    };
    await db
      .insertInto(RIGHTS_TABLE)
      .values(rights)
      .onConflict((oc) => oc.column('global_id').doNothing())
      .execute();
    if (account.rights !== 'trial') continue;
    const trial: TrialRow = {
      id: randomUUID(),
      global_id: account.globalId,
      real_name: account.fullName.replace(/[^\u3400-\u4dbf\u4e00-\u9fff]+/g, '') || '演示用户',
      mobile: account.phone ?? '13800000009',
      company_name: '造价指标网演示单位',
      province: '浙江省',
      city: '杭州市',
      source: 0,
      applied_at: now,
      expires_at: now + TRIAL_DAYS * DAY_MS,
    };
    await db
      .insertInto(TRIAL_TABLE)
      .values(trial)
      .onConflict((oc) => oc.column('global_id').doNothing())
      .execute();
  }
}
