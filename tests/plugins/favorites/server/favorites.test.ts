/**
 * The favourites endpoints over a fresh database (SQLite, or PostgreSQL under `npm run test:pg`):
 * login, the snapshot and the change since, idempotent add and cancel, the per-user cap (also under
 * concurrent adds), bounded input, and unknown items refused (items: items.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { costDataServer, createRegionCatalogue } from '@plugins/cost-data/server';
import { createFavoritesServer, FAVORITE_COUNT_TABLE, FAVORITE_TABLE } from '@plugins/favorites/server';
import { FavoritesPaths, type FavoriteNode, type FavoritePage } from '@plugins/favorites/shared/contract';
import { BID_NODE_TABLE } from '@plugins/cost-data/shared/services';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import { insertFixture } from '../../bid-node/server/fixtures';

let now = Date.UTC(2026, 0, 5, 2, 0, 0);
const CAP = 5;

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [costDataServer, createFavoritesServer({ clock: () => now, maxPerUser: CAP })] });
  app = t.app;
  // The single projects of bid-node's fixture (ids 1–12: 1 is 某住宅小区1#楼, 江苏 南京市, 3000 元/m², 2024-03).
  await insertFixture(t.database.db, createRegionCatalogue());
  // `token-<name>` is the user <name>.
  app.auth.setResolver(async (token) =>
    token.startsWith('token-') ? { userId: token.slice(6), globalId: `g-${token.slice(6)}`, accountName: token.slice(6), rights: [] } : null,
  );
});
afterAll(() => t.close());

async function call(url: string, payload: unknown, user: string | null = 'alice') {
  const res = await app.inject({ method: 'POST', url, headers: user ? { token: `token-${user}` } : {}, payload: payload as object });
  return { http: res.statusCode, ...(res.json() as { statusCode: number; businessMsg: string; data: any }) };
}
const add = (targetId: number, user?: string, kind = 'node') => call(FavoritesPaths.add, { kind, targetId }, user);
const cancel = (targetIds: number[], user?: string, kind = 'node') => call(FavoritesPaths.cancel, { kind, targetIds }, user);
const status = (targetIds: number[], user?: string, kind = 'node') => call(FavoritesPaths.status, { kind, targetIds }, user);
const nodes = (body: object = {}, user?: string) => call(FavoritesPaths.nodeList, body, user);
const countOf = async (user: string) =>
  Number((await t.database.db.selectFrom(FAVORITE_COUNT_TABLE).select('n').where('global_id', '=', `g-${user}`).executeTakeFirst())?.n ?? 0);

describe('favorites: login', () => {
  it('refuses every call without a login (301) and with an unknown token (302)', async () => {
    for (const [url, body] of [
      [FavoritesPaths.add, { kind: 'node', targetId: 1 }],
      [FavoritesPaths.cancel, { kind: 'node', targetIds: [1] }],
      [FavoritesPaths.status, { kind: 'node', targetIds: [1] }],
      [FavoritesPaths.nodeList, {}],
      [FavoritesPaths.itemList, {}],
    ] as const) {
      expect(await call(url, body, null)).toMatchObject({ http: 200, statusCode: 301 });
      const res = await app.inject({ method: 'POST', url, headers: { token: 'nobody' }, payload: body });
      expect(res.json()).toMatchObject({ statusCode: 302 });
    }
  });
});

describe('favorites: single projects', () => {
  it('saves a single project with its snapshot, idempotently, and answers its status in one call', async () => {
    const first = await add(1);
    expect(first).toMatchObject({ statusCode: 200, businessMsg: '收藏成功', data: { kind: 'node', targetId: 1, savedAt: now, already: false } });
    now += 1000;
    const again = await add(1);
    expect(again).toMatchObject({ statusCode: 200, businessMsg: '已收藏', data: { targetId: 1, savedAt: now - 1000, already: true } });
    await add(3);
    expect((await status([1, 2, 3, 3, 99])).data).toEqual({ kind: 'node', saved: [1, 3] });
    expect((await status([1, 2, 3], 'bob')).data).toEqual({ kind: 'node', saved: [] });
    expect(await countOf('alice')).toBe(2);
    const row = await t.database.db.selectFrom(FAVORITE_TABLE).selectAll().where('target_id', '=', 1).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'node', name: '某住宅小区1#楼', building_use: '住宅', structure: '剪力墙', saved_month: 202403, code9: '' });
    expect(Number(row.saved_value)).toBe(3000);
  });

  it('lists them newest first with the snapshot, the current unit cost and the change since', async () => {
    // The single project's unit cost changes after it was saved (a re-import).
    await sql`update ${sql.table(BID_NODE_TABLE)} set unit_cost = 3150.5 where id = 1`.execute(t.database.db);
    const page = (await nodes()).data as FavoritePage<FavoriteNode>;
    expect(page).toMatchObject({ total: 2, pageNum: 1, pageSize: 10 });
    expect(page.list.map((n) => n.targetId)).toEqual([3, 1]);
    expect(page.list[1]).toEqual({
      targetId: 1,
      savedAt: Date.UTC(2026, 0, 5, 2, 0, 0),
      name: '某住宅小区1#楼',
      regionName: '江苏・南京市',
      buildingUse: '住宅',
      structure: '剪力墙',
      savedUnitCost: 3000,
      savedMonth: 202403,
      current: { unitCost: 3150.5, month: 202403 },
      change: 150.5,
    });
    expect(page.list[0]).toMatchObject({ targetId: 3, change: 0, current: { unitCost: 4200 } });
    // Bob sees none of Alice's.
    expect((await nodes({}, 'bob')).data).toMatchObject({ total: 0, list: [] });
  });

  it('keeps a favourite whose single project is gone, without a current value', async () => {
    await sql`delete from ${sql.table(BID_NODE_TABLE)} where id = 3`.execute(t.database.db);
    const page = (await nodes()).data as FavoritePage<FavoriteNode>;
    expect(page.list[0]).toMatchObject({ targetId: 3, name: '某科技园办公楼', savedUnitCost: 4200, current: null, change: null });
  });

  it('refuses a single project that does not exist, in Chinese', async () => {
    expect(await add(99_999)).toMatchObject({ http: 200, statusCode: 440, businessMsg: '该单项工程不存在，无法收藏' });
    expect(await add(3, 'bob')).toMatchObject({ statusCode: 440 }); // deleted above; Alice's favourite of it stays
  });

  it('cancels idempotently and keeps the count', async () => {
    expect(await cancel([1, 1, 42])).toMatchObject({ statusCode: 200, businessMsg: '已取消收藏', data: { kind: 'node', cancelled: 1 } });
    expect(await cancel([1])).toMatchObject({ statusCode: 200, data: { cancelled: 0 } });
    expect((await status([1, 3])).data.saved).toEqual([3]);
    expect(await countOf('alice')).toBe(1);
    expect(await cancel([3])).toMatchObject({ data: { cancelled: 1 } });
    expect(await countOf('alice')).toBe(0);
  });

  it('pages with the allowed sizes only', async () => {
    for (const id of [2, 4, 5]) await add(id, 'carol');
    const page = (await nodes({ pageNum: 2, pageSize: 10 }, 'carol')).data;
    expect(page).toMatchObject({ total: 3, pageNum: 2, list: [] });
    expect(await nodes({ pageSize: 7 }, 'carol')).toMatchObject({ statusCode: 400, businessMsg: '每页条数只能是10、20、50' });
    expect(await nodes({ pageNum: 101, pageSize: 10 }, 'carol')).toMatchObject({ statusCode: 400, businessMsg: '最多查看前1000条收藏' });
  });
});

describe('favorites: the per-user cap', () => {
  it('refuses the favourite beyond the cap in sequence, and again after a cancel makes room', async () => {
    for (const id of [1, 2, 4, 5, 6]) expect((await add(id, 'dave')).statusCode).toBe(200);
    expect(await add(7, 'dave')).toMatchObject({ http: 200, statusCode: 442, businessMsg: `收藏已达上限（${CAP}条），请先取消部分收藏` });
    expect((await status([7], 'dave')).data.saved).toEqual([]);
    // Saving one already saved is still fine at the cap.
    expect(await add(1, 'dave')).toMatchObject({ statusCode: 200, data: { already: true } });
    await cancel([6], 'dave');
    expect((await add(7, 'dave')).statusCode).toBe(200);
    expect(await countOf('dave')).toBe(CAP);
  });

  it('holds under concurrent adds: never more than the cap, and the count matches the rows', async () => {
    const ids = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const answers = await Promise.all([...ids, ...ids].map((id) => add(id, 'erin')));
    expect(answers.every((a) => a.http === 200)).toBe(true);
    const saved = answers.filter((a) => a.statusCode === 200 && a.data.already === false).length;
    expect(saved).toBe(CAP);
    expect(answers.filter((a) => a.statusCode === 442).length).toBeGreaterThan(0);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 442)).toBe(true);
    const rows = await t.database.db.selectFrom(FAVORITE_TABLE).select('target_id').where('global_id', '=', 'g-erin').execute();
    expect(rows).toHaveLength(CAP);
    expect(await countOf('erin')).toBe(CAP);
    // Concurrent cancels and adds keep the count equal to the rows.
    await Promise.all([cancel(rows.slice(0, 2).map((r) => Number(r.target_id)), 'erin'), add(12, 'erin'), add(11, 'erin'), add(10, 'erin')]);
    const after = await t.database.db.selectFrom(FAVORITE_TABLE).select('target_id').where('global_id', '=', 'g-erin').execute();
    expect(after.length).toBeLessThanOrEqual(CAP);
    expect(await countOf('erin')).toBe(after.length);
  });
});

describe('favorites: bill items and input bounds', () => {
  it('accepts the item kind, refuses an item that does not exist, and lists none', async () => {
    expect(await add(1, 'alice', 'item')).toMatchObject({ http: 200, statusCode: 440, businessMsg: '该综合单价清单项不存在，无法收藏' });
    expect((await status([1, 2], 'alice', 'item')).data).toEqual({ kind: 'item', saved: [] });
    expect(await cancel([1], 'alice', 'item')).toMatchObject({ statusCode: 200, data: { kind: 'item', cancelled: 0 } });
    expect((await call(FavoritesPaths.itemList, { pageNum: 1, pageSize: 10 })).data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
  });

  it('answers HTTP 400 with a Chinese message for input outside its schema, never 500', async () => {
    const bad: [string, unknown][] = [
      [FavoritesPaths.add, { kind: 'project', targetId: 1 }],
      [FavoritesPaths.add, { kind: 'node', targetId: 0 }],
      [FavoritesPaths.add, { kind: 'node', targetId: 1.5 }],
      [FavoritesPaths.add, { kind: 'node', targetId: 2 ** 40 }],
      [FavoritesPaths.add, { kind: 'node' }],
      [FavoritesPaths.status, { kind: 'node', targetIds: [] }],
      [FavoritesPaths.status, { kind: 'node', targetIds: Array.from({ length: 101 }, (_, i) => i + 1) }],
      [FavoritesPaths.cancel, { kind: 'node', targetIds: ['x'] }],
      [FavoritesPaths.nodeList, { pageNum: -1 }],
    ];
    for (const [url, body] of bad) {
      const res = await call(url, body);
      expect(res.http).toBe(400);
      expect(res.businessMsg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
