import 'reflect-metadata';
import { autorun } from 'mobx';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { Gateways } from '@kernel/core/gateways';
import costDataPlugin from '@plugins/cost-data/client';
import { RegionDirectoryStore } from '@plugins/cost-data/client/region-directory-store';
import { RegionDirectory } from '@plugins/cost-data/shared/region-directory';
import { BUILDING_USES } from '@plugins/cost-data/shared/vocabulary';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';

jest.setTimeout(30_000);

let server: SpawnedServer;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/cost-data/client/run-cost-data-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await server?.stop();
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

function gateways(url: string): Gateways {
  return { core: url, manage: url, common: url, cost: url, stream: url, storage: `${url}/static-files` };
}

async function kernel(url = server.url): Promise<{ kernel: Kernel; toasts: string[] }> {
  const toasts: string[] = [];
  const k = await createKernel({
    plugins: [costDataPlugin],
    config: { plugins: ['cost-data'], version: 'test', gateways: gateways(url) },
    notifier: { notify: (m) => void toasts.push(m) },
    navigator: { navigate: () => undefined, current: () => '/', reload: () => undefined },
  });
  return { kernel: k, toasts };
}

describe('RegionDirectory (client) against the real server', () => {
  it('is bound by the plugin as one shared store', async () => {
    const { kernel: k } = await kernel();
    const a = k.get<RegionDirectory>(RegionDirectory);
    expect(a).toBeInstanceOf(RegionDirectoryStore);
    expect(k.get(RegionDirectory)).toBe(a);
    expect(a.loaded).toBe(false);
    expect(a.regions).toEqual([]);
  });

  it('loads GET /home/index once and applies the region rules', async () => {
    const { kernel: k, toasts } = await kernel();
    const calls: string[] = [];
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(String(input));
      return realFetch(input, init);
    }) as typeof fetch;
    const dir = k.get<RegionDirectory>(RegionDirectory);
    await Promise.all([dir.ensureLoaded(), dir.ensureLoaded()]);
    await dir.ensureLoaded();
    expect(calls.filter((u) => u.includes('/home/index'))).toHaveLength(1);
    expect(dir.loaded).toBe(true);
    expect(toasts).toEqual([]);

    expect(dir.regions).toHaveLength(35);
    expect(dir.regions[0]).toMatchObject({ areaid: 1, name: '全国' });
    expect(dir.regions.slice(1, 5).map((r) => r.name)).toEqual(['安徽', '澳门', '北京', '重庆']);
    expect(dir.categories).toEqual([...BUILDING_USES]);

    expect(dir.projectRegions().map((r) => r.areaid)).not.toContain(28);
    const price = dir.priceRegions();
    expect(price.map((r) => r.areaid)).not.toContain(28);
    expect(price.find((r) => r.areaid === 6)!.subList).toEqual([{ areaid: 77, name: '深圳市', pid: 6, subList: [] }]);
    expect(price.filter((r) => r.areaid !== 6).every((r) => r.subList.length === 0)).toBe(true);
    expect(dir.projectCostRegions([13, 12]).map((r) => r.name)).toEqual(['全国', '江苏', '浙江']);

    expect(dir.nameOf(77)).toBe('深圳市');
    expect(dir.nameOf(32)).toBe('重庆');
    expect(dir.nameOf(1)).toBe('全国');
    expect(dir.nameOf(987654)).toBe('');
  });

  it('leaves empty lists after a failed load, silently, and retries on the next call', async () => {
    const { kernel: k, toasts } = await kernel('http://127.0.0.1:9');
    const dir = k.get<RegionDirectory>(RegionDirectory);
    await expect(dir.ensureLoaded()).resolves.toBeUndefined();
    expect(dir.loaded).toBe(true);
    expect(dir.regions).toEqual([]);
    expect(dir.categories).toEqual([]);
    expect(dir.projectRegions()).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('leaves empty lists when the server answers a failure code', async () => {
    const { kernel: k, toasts } = await kernel();
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/home/index')) {
        return new Response(JSON.stringify({ statusCode: 500, data: null, businessMsg: '服务异常' }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return realFetch(input, init);
    }) as typeof fetch;
    const dir = k.get<RegionDirectory>(RegionDirectory);
    await dir.ensureLoaded();
    expect(dir.regions).toEqual([]);
    expect(toasts).toEqual([]);
    globalThis.fetch = realFetch;
    await dir.ensureLoaded();
    expect(dir.regions).toHaveLength(35);
  });

  it('a view that asked for the lists before the load sees them once loaded (the lists are observable)', async () => {
    const { kernel: k } = await kernel();
    const dir = k.get<RegionDirectory>(RegionDirectory);
    const seen: number[][] = [];
    const stop = autorun(() => {
      seen.push([dir.projectRegions().length, dir.priceRegions().length, dir.projectCostRegions([2]).length, dir.nameOf(2) ? 1 : 0]);
    });
    expect(seen).toEqual([[0, 0, 0, 0]]);
    await dir.ensureLoaded();
    stop();
    const last = seen[seen.length - 1]!;
    expect(last[0]).toBeGreaterThan(30);
    expect(last[1]).toBeGreaterThan(30);
    expect(last[2]).toBe(2);
    expect(last[3]).toBe(1);
  });
});
