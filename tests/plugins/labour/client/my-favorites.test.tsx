import 'reflect-metadata';
import { act } from 'react';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import { KernelProvider } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import type { Gateways } from '@kernel/core/gateways';
import costDataPlugin from '@plugins/cost-data/client';
import favoritesPlugin, { loadServices } from '@plugins/favorites/client';
import MyFavorites from '@plugins/favorites/client/views/MyFavorites';
import labourPlugin from '@plugins/labour/client';
import { LabourPaths, type LabourSections } from '@plugins/labour/shared/contract';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';

/**
 * 我的收藏's 劳务分包 tab against the labour test app (run-labour-server.ts): a price line the member
 * saved, with its trade, building type, region, the price and quarter when saved, the price now and
 * the change, linking to its price line; cancelled from the list. Without the labour column the
 * tab is not there.
 */
jest.setTimeout(120_000);

const dom = useDomRoot();
useLayoutShims();

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/labour/client/run-labour-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
});
afterAll(() => server?.stop());

const TOKEN = 'token-member';

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
  session.setLogin({ token: TOKEN, casId: '', expireIn: 3600, keepLogin: false });
  session.setUser({ globalId: 'g-member', fullName: '', accountName: 'member', avatarPath: [], isNewUser: false });
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

async function call<T>(path: string, init: { method: 'GET' | 'POST'; query?: string; body?: object }): Promise<T> {
  const res = await fetch(`${server.url}${path}${init.query ?? ''}`, {
    method: init.method,
    headers: { token: TOKEN, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const body = (await res.json()) as { statusCode: number; data: T; businessMsg: string };
  if (body.statusCode !== 200) throw new Error(`${path}: ${body.statusCode} ${body.businessMsg}`);
  return body.data;
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const rowsOf = () => [...dom.host.querySelectorAll<HTMLTableRowElement>('table[aria-label="收藏的劳务分包价格"] tbody tr')];
const tabs = () => [...dom.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];

describe('我的收藏: 劳务分包', () => {
  it('lists a saved price line with the price when saved and now, links to it, and cancels it', async () => {
    // The member saves 钢筋工 · 住宅 of 全国 (the price line's 收藏).
    const { sections, scope } = await call<LabourSections>(LabourPaths.sectionsV2, { method: 'POST', body: { areaId: 1, tradeCodes: ['rebar'] } });
    const line = sections[0].lines.find((l) => l.buildingType === '住宅')!;
    await call(LabourPaths.collect, { method: 'GET', query: `?id=${line.id}` });

    const kernel = await memberKernel([costDataPlugin, favoritesPlugin, labourPlugin]);
    await dom.renderAsync(
      <KernelProvider kernel={kernel}>
        <MyFavorites />
      </KernelProvider>,
    );
    const tab = await settle(() => tabs().find((b) => b.textContent?.includes('劳务分包')));
    await act(async () => tab.click());
    await settle(() => rowsOf().length === 1);
    const row = rowsOf()[0];
    const link = row.querySelector('a')!;
    expect(text(link)).toBe('钢筋工 · 住宅');
    expect(link.getAttribute('href')).toBe(`/laborSubcontracting/priceLine/${line.id}`);
    expect(text(row)).toContain('全国');
    // Saved and now: the member's newest quarter (the one before the newest of the data), so no change yet.
    const price = line.latest.price.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const quarter = scope.quarter.replace(/^(\d{4})Q(\d)$/, '$1年第$2季度');
    const cells = [...row.querySelectorAll('td')].map(text);
    expect(cells[1]).toBe(`${price}元/m² · ${quarter}`);
    expect(cells[2]).toBe(`${price}元/m² · ${quarter}`);
    expect(cells[3]).toBe('持平');
    expect(text(tabs().find((b) => b.textContent?.includes('劳务分包')))).toBe('劳务分包1');

    // Cancelled from the list.
    await act(async () => row.querySelector<HTMLButtonElement>('button[aria-label^="取消收藏"]')!.click());
    await settle(() => rowsOf().length === 0 || dom.host.textContent?.includes('还没有收藏的劳务分包价格'));
    const status = await call<{ saved: number[] }>(LabourPaths.collectStatus, { method: 'POST', body: { ids: [line.id] } });
    expect(status.saved).toEqual([]);
  });

  it('has no 劳务分包 tab without the labour column', async () => {
    const kernel = await memberKernel([costDataPlugin, favoritesPlugin]);
    await dom.renderAsync(
      <KernelProvider kernel={kernel}>
        <MyFavorites />
      </KernelProvider>,
    );
    await settle(() => tabs().length >= 2);
    expect(tabs().map(text).some((t) => t.includes('劳务分包'))).toBe(false);
  });
});
