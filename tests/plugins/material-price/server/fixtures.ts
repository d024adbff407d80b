/**
 * The test app of 材料价格: cost-data (seeded for real: the resource catalogue and the monthly price
 * table — with the core resources of every region stored, which a first start leaves to the model —,
 * a small scale of single projects) and material-price, with a token resolver for one logged-in
 * member (`token-member`).
 */
import { seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { createMaterialPriceServer } from '@plugins/material-price/server';
import { seedResourcePrices } from '@plugins/cost-data/server/seed';
import { RESOURCE_PRICE_TABLE } from '@plugins/cost-data/shared/services';
import { buildTestApp, type TestApp } from '../../../helpers/server';

/** 2026-11-22 10:30 in China (02:30 UTC). */
export const NOW = Date.UTC(2026, 10, 22, 2, 30, 0);
export const MEMBER = { token: 'token-member' };

export interface MaterialPriceTestApp extends TestApp {
  services: ServiceRegistry;
}

export async function buildMaterialPriceApp(): Promise<MaterialPriceTestApp> {
  const services = new ServiceRegistry();
  const t = await buildTestApp({ plugins: [costDataServer, createMaterialPriceServer({ clock: () => NOW })], services });
  await seedPlugins(t.database, [costDataServer], { scale: 0.01, seed: 1, demo: false });
  await t.database.db.deleteFrom(RESOURCE_PRICE_TABLE).execute();
  await seedResourcePrices(t.database.db, t.database.dialect, 'core');
  t.app.auth.setResolver(async (token) =>
    token === MEMBER.token ? { userId: 'u-test', globalId: 'g-test', accountName: 'member', accountType: 'personal', rights: [] } : null,
  );
  return { ...t, services };
}
