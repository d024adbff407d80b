/**
 * The test app of 22G造价优化: cost-data (seeded for real at a small scale: single projects with their
 * indicators and compositions, the resource catalogue) and g22 (seeded), with a token resolver for a
 * member and a VIP.
 */
import { seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { createG22Server } from '@plugins/g22/server';
import { buildTestApp, type TestApp } from '../../../helpers/server';

export const MEMBER = { token: 'token-member', globalId: 'g-member' };
export const VIP = { token: 'token-vip', globalId: 'g-vip' };

export interface G22TestApp extends TestApp {
  services: ServiceRegistry;
}

/** Scale 0.1: 400 single projects, enough for every case template and a benchmark sample. */
export async function buildG22App(): Promise<G22TestApp> {
  const services = new ServiceRegistry();
  const plugins = [costDataServer, createG22Server()];
  const t = await buildTestApp({ plugins, services });
  await seedPlugins(t.database, plugins, { scale: 0.1, seed: 1, demo: false });
  const sessions: Record<string, { globalId: string; rights: string[] }> = {
    [MEMBER.token]: { globalId: MEMBER.globalId, rights: [] },
    [VIP.token]: { globalId: VIP.globalId, rights: ['vip'] },
  };
  t.app.auth.setResolver(async (token) => {
    const s = sessions[token];
    return s ? { userId: `u-${s.globalId}`, globalId: s.globalId, accountName: s.globalId, accountType: 'personal', rights: s.rights } : null;
  });
  return { ...t, services };
}
