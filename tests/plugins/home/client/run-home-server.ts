/**
 * The real server with the home plugin over a database holding the cost-data tables and a small
 * fixture, in its own process (client tests run in jsdom). Tokens: token-vip (demo_vip, VIP),
 * token-user (demo_user). Prints its URL as one JSON line; stops on SIGTERM.
 */
import type { SessionInfo } from '@kernel/core/session';
import { migratePlugins, seedPlugins } from '@kernel/server/migrations';
import { costDataServer } from '@plugins/cost-data/server';
import { createHomeServer } from '@plugins/home/server';
import { createTestDatabase } from '../../../helpers/database';
import { startTestServer } from '../../../helpers/server';
import { costDataServices, insertRows, node, project } from '../server/fixtures';

const session = (globalId: string, accountName: string, isVip: boolean): SessionInfo => ({
  userId: `u-${globalId}`,
  globalId,
  accountName,
  rights: isVip ? ['vip'] : [],
});
const SESSIONS: Record<string, SessionInfo> = {
  'token-vip': session('G10000001', 'demo_vip', true),
  'token-user': session('G10000002', 'demo_user', false),
};

async function main(): Promise<void> {
  const tdb = await createTestDatabase();
  await migratePlugins(tdb.database, [costDataServer]);
  await insertRows(
    tdb.database.db,
    [project({ id: 1 })],
    [
      node({ project_id: 1, unit_cost: 3100, price_month: 202605 }),
      node({ project_id: 1, unit_cost: 5200, building_use: '办公', structure: '框架', province_id: 12, city_id: 91, price_month: 202606 }),
    ],
  );
  // The cost data as the cost-data plugin's services offer it (regions, figures).
  const services = costDataServices(tdb.database.db);
  const home = createHomeServer({ cacheMs: 0 });
  const server = await startTestServer({ database: tdb.database, plugins: [home], services });
  await seedPlugins(tdb.database, [home], { scale: 1, seed: 1 });
  server.app.auth.setResolver((token) => SESSIONS[token] ?? null);
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  const stop = () => void server.close().then(() => tdb.cleanup()).then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
