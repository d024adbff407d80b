/**
 * Favourite bill items over a fresh database (SQLite, or PostgreSQL under `npm run test:pg`) holding
 * one imported bill (tests/fixtures/bq-import-example.xlsx: 南京, 招标控制价 2024-06): the snapshot
 * at save, the regional price at the month of saving and now (BqPricing's reprice), the change
 * since, 总价措施 that do not move, items gone, and unknown items refused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { costDataServer } from '@plugins/cost-data/server';
import { importBqWorkbook, readBqWorkbook } from '@plugins/cost-data/server/import-bq';
import { ServiceRegistry } from '@kernel/server/services';
import { BqPricing, BQ_ITEM_TABLE } from '@plugins/cost-data/shared/services';
import { createFavoritesServer, FAVORITE_TABLE } from '@plugins/favorites/server';
import { monthOf } from '@plugins/favorites/server/routes';
import { FavoritesPaths, type FavoriteItem, type FavoritePage } from '@plugins/favorites/shared/contract';
import { buildTestApp, type TestApp } from '../../../helpers/server';

jest.setTimeout(60_000);

const FIXTURE = path.join(__dirname, '../../../fixtures/bq-import-example.xlsx');
/** 2024-06-20 10:00 in 北京时间. */
let now = Date.UTC(2024, 5, 20, 2, 0, 0);

let t: TestApp;
let app: FastifyInstance;
let ids: Record<string, number> = {};
let projectId = 0;
const registry = new ServiceRegistry();

beforeAll(async () => {
  t = await buildTestApp({ plugins: [costDataServer, createFavoritesServer({ clock: () => now })], services: registry });
  app = t.app;
  const summary = await importBqWorkbook({ db: t.database.db, dialect: t.database.dialect }, await readBqWorkbook(readFileSync(FIXTURE)));
  expect(summary.errors).toEqual([]);
  projectId = summary.bidNodeId!;
  const rows = await t.database.db.selectFrom(BQ_ITEM_TABLE).select(['id', 'code']).execute();
  ids = Object.fromEntries(rows.map((r) => [r.code, Number(r.id)]));
  app.auth.setResolver(async (token) =>
    token.startsWith('token-') ? { userId: token.slice(6), globalId: `g-${token.slice(6)}`, accountName: token.slice(6), rights: [] } : null,
  );
});
afterAll(() => t.close());

async function call(url: string, payload: unknown, user = 'alice') {
  const res = await app.inject({ method: 'POST', url, headers: { token: `token-${user}` }, payload: payload as object });
  return { http: res.statusCode, ...(res.json() as { statusCode: number; businessMsg: string; data: any }) };
}
const add = (targetId: number, user?: string) => call(FavoritesPaths.add, { kind: 'item', targetId }, user);
const items = async (user?: string) => (await call(FavoritesPaths.itemList, { pageNum: 1, pageSize: 10 }, user)).data as FavoritePage<FavoriteItem>;

describe('favorites: bill items', () => {
  it('keeps the snapshot of a saved item: code, name, unit, single project, its own price, region and month', async () => {
    const rebar = ids['010515001001']!;
    const saved = await add(rebar);
    expect(saved).toMatchObject({ statusCode: 200, businessMsg: '收藏成功', data: { kind: 'item', targetId: rebar, already: false } });
    const row = await t.database.db.selectFrom(FAVORITE_TABLE).selectAll().where('target_id', '=', rebar).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'item',
      code: '010515001001',
      code9: '010515001',
      name: '现浇构件钢筋',
      unit: 't',
      project_id: projectId,
      project_name: '某产业园配套用房综合楼',
      item_month: 202406,
      saved_month: 202406,
    });
    // Saved in the item's own month: its regional price then is its own 综合单价, to the cent.
    expect(Number(row.item_price)).toBe(5131.94);
    expect(Number(row.saved_value)).toBe(5131.94);
    expect((await call(FavoritesPaths.status, { kind: 'item', targetIds: [rebar, ids['010505001001']!] })).data).toEqual({ kind: 'item', saved: [rebar] });
  });

  it('lists the items with their regional price now and the change since they were saved', async () => {
    const slab = ids['010505001001']!;
    const safety = ids['011707001001']!;
    now = Date.UTC(2025, 0, 10, 2, 0, 0); // saved in 2025-01
    await add(slab);
    await add(safety);
    now = Date.UTC(2026, 2, 15, 2, 0, 0); // listed in 2026-03
    const page = await items();
    expect(page.total).toBe(3);
    expect(page.list.map((i) => i.code)).toEqual(['011707001001', '010505001001', '010515001001']);
    const pricing = registry.get(BqPricing);
    const [rebarItem, slabItem, safetyItem] = [page.list[2]!, page.list[1]!, page.list[0]!];
    expect(slabItem).toMatchObject({
      code9: '010505001',
      name: '有梁板',
      unit: 'm³',
      projectId,
      projectName: '某产业园配套用房综合楼',
      regionName: '江苏・南京市',
      unitPrice: 580.64,
      priceMonth: 202406,
      savedMonth: 202501,
      current: { month: 202603 },
    });
    expect(slabItem.regionId).toBeGreaterThan(0);
    // The figures are BqPricing's reprice of the item at those months, and the change their difference.
    const at = async (id: number, month: number) => (await pricing.reprice(id, month))!.repriced.unitPrice;
    expect(slabItem.savedUnitPrice).toBe(await at(slab, 202501));
    expect(slabItem.current!.unitPrice).toBe(await at(slab, 202603));
    expect(rebarItem.current!.unitPrice).toBe(await at(ids['010515001001']!, 202603));
    for (const item of page.list) expect(item.change).toBe(Math.round((item.current!.unitPrice - item.savedUnitPrice) * 100) / 100);
    // Rebar priced in 2024-06 moved by 2026-03; the 总价措施 does not move.
    expect(rebarItem.change).not.toBe(0);
    expect(safetyItem).toMatchObject({ unit: '项', change: 0, savedUnitPrice: safetyItem.current!.unitPrice });
  });

  it('takes the latest priced month when now is past the prices', async () => {
    now = Date.UTC(2031, 0, 1, 2, 0, 0);
    const page = await items();
    const latest = Math.max(...page.list.map((i) => i.current!.month));
    expect(latest).toBeLessThan(monthOf(now));
    expect(page.list.every((i) => i.current!.month === latest)).toBe(true);
    now = Date.UTC(2026, 2, 15, 2, 0, 0);
  });

  it('keeps the snapshot of an item that is gone, without a current price', async () => {
    const wall = ids['010402001001']!;
    await add(wall, 'bob');
    await sql`delete from ${sql.table(BQ_ITEM_TABLE)} where id = ${wall}`.execute(t.database.db);
    const page = await items('bob');
    expect(page.list).toEqual([expect.objectContaining({ targetId: wall, name: '砌块墙', unit: 'm³', current: null, change: null })]);
    expect(await add(wall, 'carol')).toMatchObject({ http: 200, statusCode: 440, businessMsg: '该综合单价清单项不存在，无法收藏' });
  });

  it('refuses an unknown item and cancels idempotently', async () => {
    expect(await add(999_999)).toMatchObject({ statusCode: 440, businessMsg: '该综合单价清单项不存在，无法收藏' });
    const rebar = ids['010515001001']!;
    expect(await call(FavoritesPaths.cancel, { kind: 'item', targetIds: [rebar, 999_999] })).toMatchObject({ statusCode: 200, data: { kind: 'item', cancelled: 1 } });
    expect(await call(FavoritesPaths.cancel, { kind: 'item', targetIds: [rebar] })).toMatchObject({ statusCode: 200, data: { kind: 'item', cancelled: 0 } });
    expect((await items()).list.map((i) => i.code)).toEqual(['011707001001', '010505001001']);
  });
});
