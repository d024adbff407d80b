/**
 * Starts the policy test site in its own process and prints its URL as one JSON line (the jsdom
 * client tests cannot host Fastify, tests/helpers/serve-test-app.ts): cost-data seeded at a small
 * scale, the policy corpus seeded for real, and two members by token — `token-policy-member`
 * (no VIP) and `token-policy-vip`.
 */
import { seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { createPolicyServer } from '@plugins/policy/server';
import { seedPolicy } from '@plugins/policy/server/seed';
import { serveTestApp } from '../../../helpers/serve-test-app';
import { startTestServer } from '../../../helpers/server';

/** 2026-11-22 10:30 in China. */
const NOW = Date.UTC(2026, 10, 22, 2, 30, 0);

serveTestApp(async () => {
  const services = new ServiceRegistry();
  const plugins = [costDataServer, createPolicyServer({ clock: () => NOW })];
  const t = await startTestServer({ plugins, services });
  await seedPlugins(t.database, plugins, { scale: 0.01, seed: 1, demo: false });
  // The corpus (idempotent: nothing more when the plugin's own seed wrote it).
  await seedPolicy({ db: t.database.db, dialect: t.database.dialect, services }, { scale: 0.01, seed: 1 });
  const sessions: Record<string, { globalId: string; rights: string[] }> = {
    'token-policy-member': { globalId: 'g-policy-member', rights: [] },
    'token-policy-vip': { globalId: 'g-policy-vip', rights: ['vip'] },
  };
  t.app.auth.setResolver(async (token) => {
    const s = sessions[token];
    return s ? { userId: `u-${s.globalId}`, globalId: s.globalId, accountName: s.globalId, accountType: 'personal', rights: s.rights } : null;
  });
  return t;
});
