import type { FastifyInstance } from 'fastify';
import { MaterialPricePaths } from '@plugins/material-price/shared/contract';
import { createMaterialPriceServer, MATERIAL_PRICE_TABLE } from '@plugins/material-price/server';
import { buildTestApp, type TestApp } from '../../../helpers/server';

let now = Date.UTC(2026, 0, 5, 2, 0, 0);
const plugin = createMaterialPriceServer({ clock: () => now });

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [plugin] });
  app = t.app;
});
afterAll(() => t.close());

const add = (payload: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: MaterialPricePaths.add,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(payload).toString(),
  });
const list = (query: Record<string, string> = {}) => app.inject({ method: 'GET', url: MaterialPricePaths.list, query });

describe('material-price: add and list', () => {
  it('adds an item (trimmed) and lists the newest first, with a keyword filter', async () => {
    const first = await add({ name: '  钢筋  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ statusCode: 200, businessMsg: '操作成功', data: { name: '钢筋', createdAt: now } });
    now += 1000;
    await add({ name: '商品混凝土' });
    const all = (await list()).json();
    expect(all.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.data.list.map((i: { name: string }) => i.name)).toEqual(['商品混凝土', '钢筋']);
    const found = (await list({ keyWord: '混凝' })).json();
    expect(found.data.list.map((i: { name: string }) => i.name)).toEqual(['商品混凝土']);
    const rows = await t.database.db.selectFrom(MATERIAL_PRICE_TABLE).selectAll().execute();
    expect(rows).toHaveLength(2);
  });

  it('refuses an empty, a too long or a duplicate name with its Chinese message', async () => {
    expect((await add({ name: '   ' })).json()).toMatchObject({ statusCode: 400, businessMsg: '请输入名称' });
    expect((await add({ name: '长'.repeat(51) })).json()).toMatchObject({ statusCode: 400, businessMsg: '名称不能超过50个字' });
    expect((await add({ name: '钢筋' })).json()).toMatchObject({ statusCode: 409, businessMsg: '该名称已存在' });
  });

  it('answers HTTP 400 for a query outside its schema', async () => {
    expect((await list({ pageSize: '1000' })).statusCode).toBe(400);
    expect((await list({ keyWord: 'x'.repeat(51) })).statusCode).toBe(400);
  });
});
