/**
 * The activities server for the hub's jsdom tests (membership, cost-data at a small scale for the
 * reports, activities seeded; its clock at 2026-11-24 10:00 China time, a Tuesday; the development
 * clock on): tokens `member-G8xxxxxxx` are members, and the members of HUB_FUNDED start with 2,000
 * points (an adjustment), enough for 补签 and a report. Prints `{ url }`; stops on SIGTERM.
 */
import { seedPlugins } from '@kernel/server/migrations';
import { costDataServer } from '@plugins/cost-data/server';
import { seedCore } from '@plugins/activities/server/seed';
import { seedMall } from '@plugins/activities/server/mall/seed';
import { seedDraws } from '@plugins/activities/server/draws/seed';
import { seedTasks } from '@plugins/activities/server/tasks/seed';
import { serveTestApp } from '../../../helpers/serve-test-app';
import { startActivitiesApp } from '../server/support';
import { HUB_FUNDED, HUB_FUNDS } from './hub-members';

serveTestApp(async () => {
  const t = await startActivitiesApp({ listen: true, extra: [costDataServer], seed: false });
  await seedPlugins(t.database, [costDataServer], { scale: 0.1, seed: 1, demo: false });
  await seedCore(t.rt);
  await seedMall(t.rt);
  await seedDraws(t.rt);
  await seedTasks(t.rt);
  for (const globalId of HUB_FUNDED) {
    const key = `test:funds:${globalId}`;
    await t.rt.tx((trx) => t.rt.ledger.credit(trx, { globalId, points: HUB_FUNDS, reason: 'adjustment', businessId: key, idemKey: key, remark: '测试积分', at: t.clock.now() }));
  }
  return { app: t.app, url: t.url ?? undefined, close: () => t.close() };
});
