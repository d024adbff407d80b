import 'reflect-metadata';
import { act } from 'react';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import { KernelProvider } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import type { Gateways } from '@kernel/core/gateways';
import bidNodePlugin from '@plugins/bid-node/client';
import costDataPlugin from '@plugins/cost-data/client';
import favoritesPlugin, { loadServices } from '@plugins/favorites/client';
import MyFavorites from '@plugins/favorites/client/views/MyFavorites';
import unitPricePlugin from '@plugins/unit-price/client';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';

/**
 * 我的收藏's 综合单价 tab against the real server (cost-data and favorites, one imported bill; the
 * member saved three of its items in 2025-01 and the server's clock reads 2026-03-15): each item
 * with its single project, region, own price, the regional price saved and now, the change, a link
 * to the item detail; cancelling one from the list.
 */
jest.setTimeout(60_000);

const dom = useDomRoot();
useLayoutShims();

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/favorites/client/run-favorites-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
});
afterAll(() => server?.stop());

function gateways(url: string): Gateways {
  return { core: url, manage: url, common: url, cost: url, stream: url, storage: `${url}/static-files` };
}

async function memberKernel(plugins: ClientPlugin[]): Promise<Kernel> {
  const kernel = await createKernel({
    plugins,
    config: { plugins: plugins.map((p) => p.manifest.id), version: 'test', gateways: gateways(server.url) },
    notifier: { notify: () => undefined },
    navigator: { navigate: () => undefined, current: () => '/usercenter/index', reload: () => undefined },
    logger: { error: () => undefined },
  });
  await loadServices();
  const session = kernel.get<SessionStore>(SessionStore);
  session.setLogin({ token: 'token-alice', casId: '', expireIn: 3600, keepLogin: false });
  session.setUser({ globalId: 'g-alice', fullName: '', accountName: 'alice', avatarPath: [], isNewUser: false });
  return kernel;
}

async function settle<T>(check: () => T | null | undefined | false): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = check();
    if (value) return value;
    await act(async () => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`never true: ${check.toString()}`);
}

const rowsOf = () => [...dom.host.querySelectorAll<HTMLTableRowElement>('table[aria-label="收藏的综合单价"] tbody tr')];

async function openItemsTab(kernel: Kernel) {
  await dom.renderAsync(
    <KernelProvider kernel={kernel}>
      <MyFavorites />
    </KernelProvider>,
  );
  const tab = await settle(() => [...dom.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((b) => b.textContent?.includes('综合单价')));
  await act(async () => tab.click());
  await settle(() => rowsOf().length === 3 && dom.host.textContent?.includes('现浇构件钢筋'));
}

describe('我的收藏: 综合单价', () => {
  it('lists each saved item with its project, region, own price, the regional price saved and now, and the change', async () => {
    const kernel = await memberKernel([costDataPlugin, bidNodePlugin, unitPricePlugin, favoritesPlugin]);
    await openItemsTab(kernel);
    const rows = rowsOf();
    // Newest first: 安全文明施工, 有梁板, 现浇构件钢筋 (saved in that reverse order).
    const [safety, slab, rebar] = rows;
    expect(rebar!.textContent).toContain('现浇构件钢筋');
    expect(rebar!.textContent).toContain('010515001001 · t');
    expect(rebar!.textContent).toContain('某产业园配套用房综合楼');
    expect(rebar!.textContent).toContain('价格地区：江苏・南京市');
    // Its own price (元/t, 2024-06), then the regional price saved (2025-01) and now (2026-03).
    expect(rebar!.textContent).toContain('5,131.94元/t · 2024-06');
    expect(rebar!.textContent).toMatch(/元\/t · 2025-01/);
    expect(rebar!.textContent).toMatch(/元\/t · 2026-03/);
    // The item links to its detail, the project to the single project's.
    const link = rebar!.querySelector<HTMLAnchorElement>('a[href^="/comprehensiveUnitPrice/detail/"]')!;
    expect(link.getAttribute('href')).toBe('/comprehensiveUnitPrice/detail/5/1');
    expect(rebar!.querySelector('a[href="/commonproj/detail/1"], a[href^="/commonproj/"]')).not.toBeNull();
    // The change says which way and by how much, per unit.
    const change = rebar!.querySelector('[aria-label^="上涨"], [aria-label^="下降"]');
    expect(change?.getAttribute('aria-label')).toMatch(/^(上涨|下降) [\d,]+\.\d{2} 元\/t \([+-]?\d+\.\d%\)$/);
    expect(slab!.textContent).toContain('580.64元/m³ · 2024-06');
    // A 总价措施 does not move with the prices.
    expect(safety!.textContent).toContain('安全文明施工');
    expect(safety!.textContent).toContain('持平');
    expect(dom.host.textContent).toContain('样例数据');
  });

  it('cancels an item from the list', async () => {
    const kernel = await memberKernel([costDataPlugin, favoritesPlugin]);
    await openItemsTab(kernel);
    // Without unit-price, no link to a detail it would not serve.
    expect(dom.host.querySelector('a[href^="/comprehensiveUnitPrice/"]')).toBeNull();
    const cancel = rowsOf()[0]!.querySelector<HTMLButtonElement>('button[aria-label="取消收藏 安全文明施工"]')!;
    await act(async () => cancel.click());
    await settle(() => rowsOf().length === 2);
    expect(rowsOf().map((r) => r.querySelector('th, td')!.textContent)).toEqual([expect.stringContaining('有梁板'), expect.stringContaining('现浇构件钢筋')]);
  });
});
