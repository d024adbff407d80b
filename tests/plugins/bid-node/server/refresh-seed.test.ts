import type { FastifyInstance } from 'fastify';
import { seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { BidNodePaths, type ListPage } from '@plugins/bid-node/shared/contract';
import { BID_NODE_TABLE } from '@plugins/cost-data/shared/tables';
import { ALL_SPECS, buildBidNodeApp, MEMBER, type BidNodeTestApp } from './fixtures';

let t: BidNodeTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  // The real clock and a table check on every request.
  t = await buildBidNodeApp({ bidNode: { searchIndex: { warm: false, refreshMs: 0 } } });
  app = t.app;
});
afterAll(() => t.close());

async function total(keyWord: string): Promise<number> {
  const res = await app.inject({ method: 'POST', url: BidNodePaths.list, headers: { token: MEMBER.token }, payload: { keyWord, pageNum: 1, pageSize: 10 } });
  return (res.json().data as ListPage).total;
}

describe('bid-node search index refresh and seed', () => {
  it('picks up single projects written after the index was built', async () => {
    expect(await total('住宅')).toBe(5);
    const row = await t.database.db.selectFrom(BID_NODE_TABLE).selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    await t.database.db
      .insertInto(BID_NODE_TABLE)
      .values({ ...row, id: 5000, code: 'DX2024-0005000', name: '新入库住宅楼', keywords: '新入库住宅楼 住宅 剪力墙 18层 江苏 南京市' })
      .execute();
    // The current index answers while the table is re-read in the background.
    let seen = 0;
    for (let i = 0; i < 50 && seen !== 6; i++) {
      seen = await total('住宅');
      if (seen !== 6) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(6);
    expect(await total('新入库')).toBe(1);
  });

  it('seeds sample likes once, on the most recent single projects', async () => {
    const db = t.database.db;
    // The services the kernel's seed phase offers: cost-data's reader (the single projects).
    const services = new ServiceRegistry();
    costDataServer.services!({ db, dialect: t.database.dialect, services });
    await seedPlugins(t.database, [t.bidNode], { scale: 1, seed: 1, services });
    const count = async () => Number((await db.selectFrom('bid_node_like').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const first = await count();
    expect(first).toBeGreaterThan(0);
    await seedPlugins(t.database, [t.bidNode], { scale: 1, seed: 1, services });
    expect(await count()).toBe(first);
    const liked = await db.selectFrom('bid_node_like').select('bid_node_id').distinct().execute();
    const ids = new Set(ALL_SPECS.map((s) => s.id).concat(5000));
    expect(liked.every((r) => ids.has(Number(r.bid_node_id)))).toBe(true);
  });
});
