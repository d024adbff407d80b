/** @jest-environment jsdom */
import 'reflect-metadata';
import { G22Messages, type G22ColumnDetail, type G22ColumnList, type G22Estimate, type G22EstimateQuery } from '@plugins/g22/shared/contract';
import { MobxG22Store, idOf } from '@plugins/g22/client/store';
import type { G22Api } from '@plugins/g22/client/tokens';

/** The column's store over a test double of the API: the address's id, loading once, only the newest answer. */

class FakeApi implements G22Api {
  calls: string[] = [];
  pending = new Map<number, (d: G22ColumnDetail) => void>();
  async list(): Promise<G22ColumnList> {
    this.calls.push('list');
    return { sections: [], calculator: null as never, benchmarkProjects: 0, sampleNote: '' };
  }
  byId(id: number): Promise<G22ColumnDetail> {
    this.calls.push(`byId:${id}`);
    return new Promise((resolve) => this.pending.set(id, resolve));
  }
  async estimate(query: G22EstimateQuery): Promise<G22Estimate> {
    this.calls.push(`estimate:${query.floors}`);
    if (query.floors > 100) throw new Error(G22Messages.floorsInvalid);
    return { query } as G22Estimate;
  }
}

const article = (id: number) => ({ id, kind: 'article', title: `t${id}`, summary: '', publishDate: '2024-01-01', tags: [], blocks: [], references: [] }) as G22ColumnDetail;

describe('idOf', () => {
  it('reads a positive integer id from the address, nothing else', () => {
    expect(idOf('?id=101')).toBe(101);
    expect(idOf('id=7&gid=x')).toBe(7);
    for (const s of ['', '?id=', '?id=0', '?id=-3', '?id=1.5', '?id=abc', '?id=1234567890']) expect(idOf(s)).toBeNull();
  });
});

describe('MobxG22Store', () => {
  it('loads the list once', async () => {
    const api = new FakeApi();
    const store = new MobxG22Store(api);
    await store.loadList();
    await store.loadList();
    expect(api.calls).toEqual(['list']);
    expect(store.list.status).toBe('ready');
  });

  it('an invalid id fails with the Chinese message without a request; the newest detail wins', async () => {
    const api = new FakeApi();
    const store = new MobxG22Store(api);
    await store.loadDetail('?id=abc');
    expect(store.detail.status).toBe('error');
    expect(store.detail.error).toBe(G22Messages.idInvalid);
    expect(api.calls).toEqual([]);
    const first = store.loadDetail('?id=301');
    const second = store.loadDetail('?id=302');
    api.pending.get(302)!(article(302));
    api.pending.get(301)!(article(301));
    await Promise.all([first, second]);
    expect(store.detail.data?.id).toBe(302);
    // The same address again does not ask again.
    await store.loadDetail('?id=302');
    expect(api.calls.filter((c) => c === 'byId:302')).toHaveLength(1);
  });

  it('an estimate that fails says why', async () => {
    const api = new FakeApi();
    const store = new MobxG22Store(api);
    await store.runEstimate({ areaId: 12, structure: '剪力墙', buildingUse: '住宅', floors: 18, area: 12_000, seismic: '7度', rebar: 55 });
    expect(store.estimate.data?.query.floors).toBe(18);
    await store.runEstimate({ areaId: 12, structure: '剪力墙', buildingUse: '住宅', floors: 180, area: 12_000, seismic: '7度', rebar: 55 });
    expect(store.estimate.status).toBe('error');
    expect(store.estimate.error).toBe(G22Messages.floorsInvalid);
  });
});
