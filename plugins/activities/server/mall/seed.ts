import { CostDataFigures } from '@plugins/cost-data/shared/services';
import { activitiesRoutes } from '../../shared/routes';
import { REPORT_DOWNLOAD_LIMIT } from '../../shared/mall';
import { PRODUCT_TABLE } from '../migrations/002_mall';
import type { ActivitiesRuntime } from '../runtime';
import { ACTIVITY_TABLE } from '../tables';
import { catalogue } from './catalogue';
import { STOCK_KIND } from './stock';

/** The mall's activity row (the hub lists it). */
export const MALL_ACTIVITY_ID = 'mall';

const DAY = 86_400_000;

/** The month before the one of `ms` (YYYYMM, China Standard Time). */
function previousMonth(ms: number): number {
  const d = new Date(ms + 8 * 3_600_000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  return m === 1 ? (y - 1) * 100 + 12 : y * 100 + m - 1;
}

/**
 * The mall's activity row and its catalogue (idempotent: a product is inserted when missing, its
 * first stock written once through the counters, key `seed:stock:<code>`). Reports are dated by
 * the latest month of the cost data (through CostDataFigures), else by the month before today.
 */
export async function seedMall(rt: ActivitiesRuntime): Promise<void> {
  const now = rt.clock();
  const figures = rt.services.find(CostDataFigures);
  const latest = (await figures?.latestMonth().catch(() => null)) ?? previousMonth(now);
  const startsAt = now - 30 * DAY;
  // Open until the end of the year after the seed's (Jan 1 of year + 2, 00:00 China time).
  const year = new Date(now + 8 * 3_600_000).getUTCFullYear();
  const endsAt = Date.UTC(year + 2, 0, 1) - 8 * 3_600_000;

  await rt.tx(async (trx) => {
    await trx
      .insertInto(ACTIVITY_TABLE)
      .values({
        id: MALL_ACTIVITY_ID,
        kind: 'mall',
        title: '积分商城',
        summary: '用积分兑换数据报告、会员权益和实物礼品',
        starts_at: startsAt,
        ends_at: endsAt,
        rules: JSON.stringify({ downloadLimit: REPORT_DOWNLOAD_LIMIT }),
        sort: 40,
        route: activitiesRoutes.mall(),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    for (const p of catalogue(latest)) {
      await trx
        .insertInto(PRODUCT_TABLE)
        .values({
          code: p.code,
          kind: p.kind,
          title: p.title,
          summary: p.summary,
          points: p.points,
          member_limit: p.memberLimit,
          starts_at: startsAt,
          ends_at: endsAt,
          on_sale: 1,
          sort: p.sort,
          tone: p.tone,
          spec: JSON.stringify(p.spec),
          created_at: now,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      await rt.counters.add(trx, {
        kind: STOCK_KIND,
        owner: p.code,
        change: p.stock,
        reason: 'restock',
        businessId: p.code,
        idemKey: `seed:stock:${p.code}`,
        at: now,
      });
    }
  });
}
