/**
 * Favourites of the `labour` kind (price lines of 劳务分包指数, owned by the labour plugin): saved through
 * the generic endpoints and through the labour endpoints into the same storage, the snapshot (trade,
 * region, building type, unit, price and quarter), 我的收藏's list with the price now in the newest
 * quarter the member sees and the change, and what happens without the labour plugin.
 */
import { FAVORITE_TABLE } from '@plugins/favorites/server';
import { FavoritesPaths, type FavoriteLabour, type FavoritePage } from '@plugins/favorites/shared/contract';
import { LINE_TABLE, PRICE_TABLE } from '@plugins/labour/server/tables';
import { LabourPaths } from '@plugins/labour/shared/contract';
import { seedPlugins } from '@kernel/server/migrations';
import { costDataServer } from '@plugins/cost-data/server';
import { createFavoritesServer } from '@plugins/favorites/server';
import { buildTestApp } from '../../../helpers/server';
import { buildLabourApp, MEMBER, OTHER, type LabourTestApp } from '../../labour/server/fixtures';

jest.setTimeout(180_000);

let t: LabourTestApp;
beforeAll(async () => {
  t = await buildLabourApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, token = MEMBER.token) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { token } });

async function line(trade: string, areaId: number, type: string) {
  const row = await t.database.db.selectFrom(LINE_TABLE).select('id').where('trade_code', '=', trade).where('area_id', '=', areaId).where('building_type', '=', type).executeTakeFirstOrThrow();
  const id = Number(row.id);
  const prices = await t.database.db.selectFrom(PRICE_TABLE).select(['quarter', 'price']).where('line_id', '=', id).execute();
  const price = (q: number) => Number(prices.find((p) => Number(p.quarter) === q)!.price);
  return { id, price };
}

describe('favorites: labour price lines', () => {
  it('keeps the snapshot and shows the price now in the quarter the member sees, with the change', async () => {
    const suzhou = await line('rebar', 222, '住宅');
    const beijing = await line('formwork', 2, '公建');
    // A member (not VIP) saves through the generic endpoint and through the labour endpoint.
    const saved = await post(FavoritesPaths.add, { kind: 'labour', targetId: suzhou.id });
    expect(saved.json()).toMatchObject({ statusCode: 200, businessMsg: '收藏成功', data: { kind: 'labour', targetId: suzhou.id, already: false } });
    const viaLabour = await t.app.inject({ method: 'GET', url: LabourPaths.collect, query: { id: String(beijing.id) }, headers: { token: MEMBER.token } });
    expect(viaLabour.json()).toMatchObject({ statusCode: 200, data: { collected: true } });
    const row = await t.database.db.selectFrom(FAVORITE_TABLE).selectAll().where('global_id', '=', MEMBER.globalId).where('target_id', '=', suzhou.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'labour', name: '钢筋工', code9: 'rebar', building_use: '住宅', unit: '元/m²', quarter: '2026Q2', saved_month: 202606, province_id: 12, city_id: 222 });
    expect(Number(row.saved_value)).toBe(suzhou.price(20262));

    const list = async () => (await post(FavoritesPaths.labourList, { pageNum: 1, pageSize: 10 })).json().data as FavoritePage<FavoriteLabour>;
    const before = await list();
    expect(before.total).toBe(2);
    const first = before.list.find((f) => f.targetId === suzhou.id)!;
    expect(first).toMatchObject({
      tradeName: '钢筋工',
      tradeCode: 'rebar',
      regionId: 222,
      buildingType: '住宅',
      unit: '元/m²',
      savedPrice: suzhou.price(20262),
      savedQuarter: '2026Q2',
      current: { price: suzhou.price(20262), quarter: '2026Q2' },
      change: 0,
    });
    expect(first.regionName).toMatch(/江苏・苏州/);
    expect(before.list.find((f) => f.targetId === beijing.id)).toMatchObject({ regionId: 2, buildingType: '公建', tradeName: '木工' });

    // Once a VIP, the member sees the newest quarter: the price now and the change since saving.
    t.setRights(MEMBER.token, ['vip']);
    try {
      const after = (await list()).list.find((f) => f.targetId === suzhou.id)!;
      expect(after.current).toEqual({ price: suzhou.price(20263), quarter: '2026Q3' });
      expect(after.change).toBe(Math.round((suzhou.price(20263) - suzhou.price(20262)) * 100) / 100);
      expect(after.savedQuarter).toBe('2026Q2');
    } finally {
      t.setRights(MEMBER.token, []);
    }

    // Status through both doors, another member sees nothing, cancel removes it everywhere.
    expect((await post(FavoritesPaths.status, { kind: 'labour', targetIds: [suzhou.id, beijing.id] })).json().data).toEqual({ kind: 'labour', saved: [suzhou.id, beijing.id].sort((a, b) => a - b) });
    expect((await post(FavoritesPaths.labourList, {}, OTHER.token)).json().data.total).toBe(0);
    expect((await post(FavoritesPaths.cancel, { kind: 'labour', targetIds: [suzhou.id, beijing.id] })).json().data).toEqual({ kind: 'labour', cancelled: 2 });
    expect((await post(LabourPaths.collectStatus, { ids: [suzhou.id, beijing.id] })).json().data).toEqual({ saved: [] });
  });

  it('refuses an unknown price line', async () => {
    const res = await post(FavoritesPaths.add, { kind: 'labour', targetId: 999_999 });
    expect(res.json()).toMatchObject({ statusCode: 440, businessMsg: '该劳务价格线不存在，无法收藏' });
  });
});

describe('favorites: the labour kind without the labour plugin', () => {
  it('refuses to save a price line and lists nothing (no provider contributed)', async () => {
    const app = await buildTestApp({ plugins: [costDataServer, createFavoritesServer()] });
    try {
      await seedPlugins(app.database, [costDataServer], { scale: 0.005, seed: 1, demo: false });
      app.app.auth.setResolver(async () => ({ userId: 'u', globalId: 'g-alone', accountName: 'a', accountType: 'personal', rights: [] }));
      const res = await app.app.inject({ method: 'POST', url: FavoritesPaths.add, payload: { kind: 'labour', targetId: 4 }, headers: { token: 'x' } });
      expect(res.json()).toMatchObject({ statusCode: 440, businessMsg: '该劳务价格线不存在，无法收藏' });
      const list = await app.app.inject({ method: 'POST', url: FavoritesPaths.labourList, payload: {}, headers: { token: 'x' } });
      expect(list.json()).toMatchObject({ statusCode: 200, data: { total: 0, list: [] } });
    } finally {
      await app.close();
    }
  });
});
