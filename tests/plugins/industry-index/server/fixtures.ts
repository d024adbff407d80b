/**
 * The test app of 行业管理指数: cost-data (its services only: the region catalogue; no single
 * projects needed) and industry-index, its statistics seeded for real, with a token resolver for one
 * logged-in member (`token-member`).
 */
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { createIndustryIndexServer, seedIndustryIndex } from '@plugins/industry-index/server';
import type { IndustrySeedResult } from '@plugins/industry-index/server/seed';
import { buildTestApp, type TestApp } from '../../../helpers/server';

/** 2026-11-22 10:30 in China (02:30 UTC). */
export const NOW = Date.UTC(2026, 10, 22, 2, 30, 0);
export const MEMBER = { token: 'token-member' };

export interface IndustryTestApp extends TestApp {
  seed: IndustrySeedResult;
  services: ServiceRegistry;
}

export async function buildIndustryApp(): Promise<IndustryTestApp> {
  const services = new ServiceRegistry();
  const t = await buildTestApp({ plugins: [costDataServer, createIndustryIndexServer({ clock: () => NOW })], services });
  const seed = await seedIndustryIndex({ db: t.database.db, dialect: t.database.dialect, services });
  t.app.auth.setResolver(async (token) =>
    token === MEMBER.token ? { userId: 'u-test', globalId: 'g-test', accountName: 'member', accountType: 'personal', rights: [] } : null,
  );
  return { ...t, seed, services };
}
