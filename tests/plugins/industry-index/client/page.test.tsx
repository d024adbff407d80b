/** @jest-environment jsdom */
import 'reflect-metadata';
import { act } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@app/client/shell/theme';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { KernelProvider } from '@kernel/client/react';
import costDataPlugin from '@plugins/cost-data/client';
import industryIndexPlugin, { IndustryIndexApi, loadServices } from '@plugins/industry-index/client';
import IndustryIndexPage, { prepare } from '@plugins/industry-index/client/views/IndustryIndexPage';
import { classBreaks, loadBoundaries } from '@plugins/industry-index/client/views/ChinaMap';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';
import { areaIdOf, FakeApi, FakeNavigator } from './fakes';

/**
 * The 行业管理指数 page as a member sees it, over the real store and a test double of the API that
 * answers with the server's own figures: the sample-data notice and source, the indicator cards with
 * 同比增长, the map (focusable provinces, tooltip, legend with unit), the ranking, the trend and the
 * table, and the choices calling the API.
 */
jest.setTimeout(60_000);

const dom = useDomRoot();
useLayoutShims();

async function kernelWith(api: FakeApi, nav: FakeNavigator): Promise<Kernel> {
  const kernel = await createKernel({
    plugins: [costDataPlugin, industryIndexPlugin],
    config: { plugins: ['cost-data', 'industry-index'], version: '', gateways: { core: 'http://127.0.0.1:9', manage: '', common: '', cost: '', stream: '', storage: '/files' } },
    notifier: { notify: () => undefined },
    navigator: nav,
    logger: { error: () => undefined },
  });
  kernel.container.unbind(IndustryIndexApi);
  kernel.container.bind<IndustryIndexApi>(IndustryIndexApi).toConstantValue(api);
  await loadServices();
  return kernel;
}

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

async function renderPage(search = '?period=2023', api = new FakeApi(), nav = new FakeNavigator()) {
  const kernel = await kernelWith(api, nav);
  const context: PagePrepareContext = { get: (id) => kernel.container.get(id), params: {}, search };
  prepare(context);
  nav.path = `/industry-index/index${search}`;
  await loadBoundaries();
  await act(async () =>
    dom.root.render(
      <ChakraProvider value={system}>
        <KernelProvider kernel={kernel}>
          <IndustryIndexPage />
        </KernelProvider>
      </ChakraProvider>,
    ),
  );
  await settle();
  return { api, nav };
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('行业管理指数 page', () => {
  it('says the data is sample data shaped on the bureau’s statistics, with the source', async () => {
    await renderPage();
    expect(text(dom.host.querySelector('h1'))).toBe('行业管理指数');
    expect(text(dom.host)).toContain('示例数据：');
    expect(text(dom.host)).toContain('国家统计局');
  });

  it('shows the eight indicators with their units and 同比增长; a card chooses the map’s indicator', async () => {
    const { api } = await renderPage();
    const cards = [...dom.host.querySelectorAll('button[data-indicator]')];
    expect(cards.map((c) => c.getAttribute('data-indicator'))).toEqual(['output', 'contracts', 'floorArea', 'completedArea', 'enterprises', 'employees', 'productivity', 'profit']);
    const output = text(cards[0]);
    expect(output).toContain('建筑业总产值');
    expect(output).toContain('31.59万亿元');
    expect(output).toContain('同比增长');
    expect(output).toMatch(/\+1\.3%/);
    expect(cards[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(text(cards[4])).toContain('157,929个');
    expect(text(cards[6])).toContain('元/人');
    await act(async () => (cards[1] as HTMLButtonElement).click());
    await settle();
    expect(api.calls[api.calls.length - 1]).toMatchObject({ indicator: 'contracts', period: '2023' });
    expect(text(dom.host)).toContain('新签合同额排名');
  });

  it('draws the map with a legend in the unit, focusable provinces named by value and rank, and a tooltip', async () => {
    const { api } = await renderPage();
    const map = dom.host.querySelector('svg[aria-label^="2023年各省建筑业总产值分布图"]')!;
    expect(map).not.toBeNull();
    const regions = [...map.querySelectorAll('path[role="button"]')];
    expect(regions).toHaveLength(31);
    const jiangsu = map.querySelector('path[data-code="32"]')!;
    expect(jiangsu.getAttribute('tabindex')).toBe('0');
    expect(jiangsu.getAttribute('aria-label')).toMatch(/^江苏：43,[0-9]{3}\.[0-9]{2} 亿元，第 1 名，同比 [+−]\d+\.\d%$/);
    const legend = dom.host.querySelector('ul[aria-label="图例（亿元）"]')!;
    expect(text(legend)).toContain('单位：亿元');
    expect(text(legend)).toContain('暂无数据');
    await act(async () => (jiangsu as SVGPathElement).dispatchEvent(new FocusEvent('focus', { bubbles: false })));
    await act(async () => {
      jiangsu.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    const tip = dom.host.querySelector('[role="tooltip"]');
    expect(text(tip)).toContain('江苏');
    expect(text(tip)).toContain('第 1 名');
    // Enter on a province picks it for the trend.
    const sichuan = map.querySelector('path[data-code="51"]')!;
    await act(async () => sichuan.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await settle();
    expect(api.calls[api.calls.length - 1]).toMatchObject({ trendAreaId: areaIdOf('四川') });
    expect(text(dom.host)).toContain('四川建筑业总产值走势（对比全国）');
  });

  it('ranks the provinces (江苏 first) and tabulates 全国 and the 31 provinces with 同比', async () => {
    await renderPage();
    const ranking = dom.host.querySelector('svg[aria-label="2023年各省建筑业总产值排名（亿元）"]')!;
    expect(ranking).not.toBeNull();
    const table = dom.host.querySelector('table[aria-label="2023年全国及各省建筑业主要指标"]')!;
    const headers = [...table.querySelectorAll('thead th')].map(text);
    expect(headers[0]).toBe('地区');
    expect(headers[1]).toBe('建筑业总产值亿元');
    expect(headers[7]).toBe('劳动生产率元/人');
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(32);
    expect(text(rows[0]!.querySelector('th'))).toBe('全国');
    expect(text(rows[0]!.querySelector('td'))).toMatch(/^315,911\.85\+1\.3%$/);
    expect(text(rows[1]!.querySelector('th'))).toBe('北京');
  });

  it('switches to the quarters (year to date), newest first', async () => {
    const { api } = await renderPage();
    const quarterly = [...dom.host.querySelectorAll('button')].find((b) => text(b) === '季度（累计）')!;
    await act(async () => quarterly.click());
    await settle();
    expect(api.calls[api.calls.length - 1]).toMatchObject({ period: '2026Q3' });
    expect(text(dom.host)).toContain('全国 · 2026年1—3季度主要指标');
    const select = dom.host.querySelector('#industry-period') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value).slice(0, 2)).toEqual(['2026Q3', '2026Q2']);
  });
});

describe('map classes', () => {
  it('six classes from the sextiles, rounded to two significant figures, rising', () => {
    const breaks = classBreaks([430, 660, 1200, 1700, 3000, 5900, 6900, 10000, 12000, 14800, 17000, 22600, 25300, 43200]);
    expect(breaks.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < breaks.length; i++) expect(breaks[i]!).toBeGreaterThan(breaks[i - 1]!);
    for (const b of breaks) expect(String(b).replace(/0+$/, '').length).toBeLessThanOrEqual(2);
  });
});
