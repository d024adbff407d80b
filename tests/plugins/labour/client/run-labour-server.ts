/**
 * Starts the real server with cost-data (seeded at scale 1), membership, favorites and labour (its
 * series generated from cost-data's price model) in its own process, with tokens
 * `token-<username>` for the demo accounts, and prints its URL as one JSON line; the jsdom client
 * tests cannot host Fastify (tests/helpers/serve-test-app.ts).
 */
import { seedPlugins } from '@kernel/server/migrations';
import { RightsProvider, ServiceRegistry } from '@kernel/server/services';
import type { SessionInfo } from '@kernel/core/session';
import { DEMO_ACCOUNTS } from '@plugins/account/shared/demo';
import { costDataServer } from '@plugins/cost-data/server';
import { createFavoritesServer } from '@plugins/favorites/server';
import { createLabourServer } from '@plugins/labour/server';
import { createMembershipServer } from '@plugins/membership/server';
import { serveTestApp } from '../../../helpers/serve-test-app';
import { buildTestApp } from '../../../helpers/server';

/** 2026-11-22 10:30 in China (02:30 UTC). */
const NOW = Date.UTC(2026, 10, 22, 2, 30, 0);

serveTestApp(async () => {
  const services = new ServiceRegistry();
  const membership = createMembershipServer({ clock: () => NOW });
  const favorites = createFavoritesServer({ clock: () => NOW });
  const labour = createLabourServer({ clock: () => NOW });
  const t = await buildTestApp({ plugins: [costDataServer, membership, favorites, labour], services });
  await seedPlugins(t.database, [costDataServer, membership, favorites, labour], { scale: 1, seed: 2026, demo: true, services });
  t.app.auth.setResolver(async (token: string): Promise<SessionInfo | null> => {
    const account = DEMO_ACCOUNTS.find((a) => `token-${a.username}` === token);
    if (!account) return null;
    return {
      userId: `u-${account.globalId}`,
      globalId: account.globalId,
      accountName: account.username,
      accountType: account.kind,
      rights: await services.get(RightsProvider).rightsOf(account.globalId),
    };
  });
  return t;
});
