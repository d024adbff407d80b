/**
 * The test app of 劳务分包指数: cost-data (seeded for real at a small scale: the resource catalogue
 * whose day rates the labour lines carry, and single projects), favorites and labour (seeded), with
 * a token resolver for a member, a VIP and a second member.
 */
import { seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { createFavoritesServer } from '@plugins/favorites/server';
import { createLabourServer } from '@plugins/labour/server';
import { buildTestApp, type TestApp } from '../../../helpers/server';

/** 2026-11-22 10:30 in China (02:30 UTC). */
export const NOW = Date.UTC(2026, 10, 22, 2, 30, 0);
export const MEMBER = { token: 'token-member', globalId: 'g-member' };
export const VIP = { token: 'token-vip', globalId: 'g-vip' };
export const OTHER = { token: 'token-other', globalId: 'g-other' };

export interface LabourTestApp extends TestApp {
  services: ServiceRegistry;
  /** Changes the rights a token's session holds (a member becoming VIP). */
  setRights(token: string, rights: string[]): void;
}

/** `favorites: false`: the site with the favorites plugin off (labour works without it). */
export async function buildLabourApp(options: { favorites?: boolean } = {}): Promise<LabourTestApp> {
  const services = new ServiceRegistry();
  const labour = createLabourServer({ clock: () => NOW });
  const plugins = options.favorites === false ? [costDataServer, labour] : [costDataServer, createFavoritesServer({ clock: () => NOW }), labour];
  const t = await buildTestApp({ plugins, services });
  await seedPlugins(t.database, [costDataServer], { scale: 0.01, seed: 1, demo: false });
  await seedPlugins(t.database, plugins, { scale: 0.01, seed: 1, demo: false });
  const sessions: Record<string, { globalId: string; rights: string[] }> = {
    [MEMBER.token]: { globalId: MEMBER.globalId, rights: [] },
    [VIP.token]: { globalId: VIP.globalId, rights: ['vip'] },
    [OTHER.token]: { globalId: OTHER.globalId, rights: [] },
  };
  t.app.auth.setResolver(async (token) => {
    const s = sessions[token];
    return s ? { userId: `u-${s.globalId}`, globalId: s.globalId, accountName: s.globalId, accountType: 'personal', rights: s.rights } : null;
  });
  return { ...t, services, setRights: (token, rights) => void (sessions[token]!.rights = rights) };
}
