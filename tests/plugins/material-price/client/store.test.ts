import 'reflect-metadata';
import type { MaterialPriceInput, MaterialPriceItem, MaterialPricePage, MaterialPriceQuery } from '@plugins/material-price/shared/contract';
import { MobxMaterialPriceStore } from '@plugins/material-price/client/store';
import type { MaterialPriceApi } from '@plugins/material-price/client/tokens';

/** A test double of the API: the token is an interface, so a plain class satisfies it. */
class FakeApi implements MaterialPriceApi {
  items: MaterialPriceItem[] = [{ id: 'a1', name: '钢筋', createdAt: 1 }];
  /** Calls not yet answered, answered by the test in any order. */
  pending: { query: MaterialPriceQuery; resolve: () => void }[] = [];
  holdAnswers = false;

  list(query: MaterialPriceQuery): Promise<MaterialPricePage> {
    const answer = (): MaterialPricePage => {
      const list = this.items.filter((i) => !query.keyWord || i.name.includes(query.keyWord));
      return { list, total: list.length, page: 1, pageSize: 20 };
    };
    if (!this.holdAnswers) return Promise.resolve(answer());
    return new Promise((resolve) => this.pending.push({ query, resolve: () => resolve(answer()) }));
  }

  async add(input: MaterialPriceInput): Promise<MaterialPriceItem> {
    const item = { id: `a${this.items.length + 1}`, name: input.name, createdAt: 2 };
    this.items.push(item);
    return item;
  }
}

describe('material-price store', () => {
  it('loads the list: idle → loading → ready', async () => {
    const store = new MobxMaterialPriceStore(new FakeApi());
    expect(store.page.status).toBe('idle');
    const loading = store.load();
    expect(store.page.status).toBe('loading');
    await loading;
    expect(store.page.status).toBe('ready');
    expect(store.page.data?.list.map((i) => i.name)).toEqual(['钢筋']);
  });

  it('keeps the answer of the newest search when an older one answers last', async () => {
    const api = new FakeApi();
    api.items.push({ id: 'a2', name: '水泥', createdAt: 2 });
    api.holdAnswers = true;
    const store = new MobxMaterialPriceStore(api);
    const older = store.search('钢');
    const newer = store.search('水');
    api.pending[1].resolve();
    await newer;
    api.pending[0].resolve();
    await older;
    expect(store.keyword).toBe('水');
    expect(store.page.data?.list.map((i) => i.name)).toEqual(['水泥']);
  });

  it('checks a name before sending it, and reloads the list after adding', async () => {
    const store = new MobxMaterialPriceStore(new FakeApi());
    expect(await store.add('  ')).toBe('请输入名称');
    expect(await store.add('商品混凝土')).toBeNull();
    expect(store.page.data?.list.map((i) => i.name)).toEqual(['钢筋', '商品混凝土']);
  });
});
