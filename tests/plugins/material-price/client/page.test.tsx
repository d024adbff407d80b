/** @jest-environment jsdom */
import 'reflect-metadata';
import { act } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@app/client/shell/theme';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import { KernelProvider } from '@kernel/client/react';
import costDataPlugin from '@plugins/cost-data/client';
import materialPricePlugin, { MaterialPriceApi, loadServices } from '@plugins/material-price/client';
import MaterialPricePage from '@plugins/material-price/client/views/MaterialPricePage';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';
import { FakeApi, FakeNavigator } from './fakes';

/**
 * The 材料价格 page as a member sees it, over the real store and a test double of the API: the
 * sample-data notice, the resource with its unit, the line with unit, period, region and source, the
 * table by region with 环比 and 同比, and the choices calling the API.
 */
jest.setTimeout(30_000);

const dom = useDomRoot();
useLayoutShims();

async function kernelWith(api: FakeApi, nav: FakeNavigator): Promise<Kernel> {
  const kernel = await createKernel({
    plugins: [costDataPlugin, materialPricePlugin],
    config: { plugins: ['cost-data', 'material-price'], version: '', gateways: { core: 'http://127.0.0.1:9', manage: '', common: '', cost: '', stream: '', storage: '/files' } },
    notifier: { notify: () => undefined },
    navigator: nav,
    logger: { error: () => undefined },
  });
  kernel.container.unbind(MaterialPriceApi);
  kernel.container.bind<MaterialPriceApi>(MaterialPriceApi).toConstantValue(api);
  await loadServices();
  return kernel;
}

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

async function renderPage(api = new FakeApi(), nav = new FakeNavigator()) {
  const kernel = await kernelWith(api, nav);
  await act(async () =>
    dom.root.render(
      <ChakraProvider value={system}>
        <KernelProvider kernel={kernel}>
          <MaterialPricePage />
        </KernelProvider>
      </ChakraProvider>,
    ),
  );
  await settle();
  return { api, nav };
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const button = (name: string) => [...dom.host.querySelectorAll('button')].find((b) => text(b).includes(name))!;

describe('材料价格 page', () => {
  it('shows the resource, the sample-data notice, the line and the table by region, each stating unit, period, region and source', async () => {
    await renderPage();
    expect(text(dom.host.querySelector('h1'))).toBe('材料价格');
    expect(text(dom.host)).toContain('示例数据：');
    expect(text(dom.host.querySelector('#mp-resource-title'))).toBe('热轧带肋钢筋HRB400E Φ20~25');
    expect(text(dom.host)).toContain('编码 R1004 · 类别 材料 · 计量单位 t · 价格单位 元/t（不含税）');
    const figure = dom.host.querySelector('figure')!;
    expect(text(figure)).toContain('价格走势');
    expect(text(figure)).toContain('单位：元/t');
    expect(text(figure)).toContain('期间：2023年11月—2026年10月');
    expect(text(figure)).toContain('地区：全国');
    expect(text(figure)).toContain('来源：造价指标网材料价格库（示例数据）');
    expect(figure.querySelector('svg[role="img"]')).not.toBeNull();
    const table = dom.host.querySelector('table[aria-label="全国各省价格"]')!;
    const headers = [...table.querySelectorAll('thead th')].map(text);
    expect(headers).toEqual(['地区', '信息价元/t', '信息价环比', '信息价同比', '市场价元/t', '市场价环比', '市场价同比', '市场价较全国']);
    const first = [...table.querySelectorAll('tbody tr')][0]!;
    expect(text(first.querySelector('th'))).toBe('全国');
    expect([...first.querySelectorAll('td')].map(text)).toEqual(['4,252.50', '▲ +0.3%', '▼ −1.3%', '4,050.00', '0.0%', '—', '—']);
    expect(first.getAttribute('aria-current')).toBe('true');
  });

  it('picks a resource, a region from the table and a table month, and downloads the workbook', async () => {
    const { api, nav } = await renderPage();
    const seriesCalls = () => api.calls.filter((c) => c.kind === 'series').map((c) => c.query as { code: string; areaId: number });
    await act(async () => button('预拌混凝土C30').click());
    await settle();
    expect(seriesCalls().at(-1)).toMatchObject({ code: 'R0304', areaId: 1 });
    expect(nav.address).toContain('code=R0304');
    expect(text(dom.host.querySelector('#mp-resource-title'))).toBe('预拌混凝土C30');

    await act(async () => button('江苏').click());
    await settle();
    expect(seriesCalls().at(-1)).toMatchObject({ code: 'R0304', areaId: 12 });
    const provinceTable = dom.host.querySelector('table[aria-label="江苏各主要城市价格"]')!;
    const rows = [...provinceTable.querySelectorAll('tbody tr')];
    expect(rows.map((tr) => text(tr.querySelector('th')))).toEqual(['江苏', '苏州市', '全国（参考）']);
    expect(text(rows[1]!.querySelectorAll('td')[6])).toBe('+4.0%');

    const select = dom.host.querySelector<HTMLSelectElement>('#mp-table-month')!;
    await act(async () => {
      select.value = '202501';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(api.calls.filter((c) => c.kind === 'table').at(-1)!.query).toEqual({ code: 'R0304', areaId: 12, month: '2025-01' });

    (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:x';
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await act(async () => button('导出Excel').click());
    await settle();
    expect(api.calls.filter((c) => c.kind === 'export')).toHaveLength(1);
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('searches by type: the 人工 chip lists the labour resources', async () => {
    const { api } = await renderPage();
    await act(async () => [...dom.host.querySelectorAll('button[aria-pressed]')].find((b) => text(b) === '人工')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await settle();
    expect(api.calls.filter((c) => c.kind === 'search').at(-1)!.query).toMatchObject({ kind: '人工' });
    const list = dom.host.querySelector('ul[aria-label="材料列表"]')!;
    expect([...list.querySelectorAll('li')].map(text)).toEqual(['综合工日(土建)R0002 · 人工 · 元/工日']);
  });
});
