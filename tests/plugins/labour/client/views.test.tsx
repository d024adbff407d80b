/** @jest-environment jsdom */
import 'reflect-metadata';
import { act, type ReactElement } from 'react';
import type { Kernel } from '@kernel/client/kernel';
import costDataPlugin from '@plugins/cost-data/client';
import favoritesPlugin from '@plugins/favorites/client';
import labourPlugin, { LabourApi, loadServices } from '@plugins/labour/client';
import IndexPage from '@plugins/labour/client/views/IndexPage';
import PriceLinePage from '@plugins/labour/client/views/PriceLinePage';
import SubcontractSection from '@plugins/labour/client/views/SubcontractSection';
import type {
  LabourAreaInfos,
  LabourLineDetail,
  LabourQuarterFigures,
  LabourScope,
  LabourSections,
  LabourTradeInfo,
  LabourTrend,
  LabourTrendQuery,
  SubcontractResult,
} from '@plugins/labour/shared/contract';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';
import { offlineKernel, renderInKernel, settle, textOf } from '../../../helpers/kernel-dom';

/**
 * The labour views over a test double of the API: the index (side menu, units, changes coloured,
 * the price-line links, full screen with Esc, the non-VIP notice), the price line (figures with
 * their unit, quarter, region and samples, the comparison checkboxes, the quarters with the index
 * base) and the single project's 劳务分包 section (parts adding up to the total).
 */
jest.setTimeout(30_000);

const dom = useDomRoot();
useLayoutShims();

const rebarInfo: LabourTradeInfo = {
  code: 'rebar',
  name: '钢筋工',
  scope: '钢筋制作、绑扎、安装及焊接、机械连接',
  unit: '元/m²',
  unitBasis: '建筑面积',
  altUnit: '元/t',
  altUnitBasis: '钢筋重量',
  buildingTypes: ['住宅', '公建'],
  dayRateResource: { code: 'R0003', name: '钢筋工' },
};
const formworkInfo: LabourTradeInfo = { ...rebarInfo, code: 'formwork', name: '木工', scope: '模板制作、安装、拆除', altUnit: '元/m²', altUnitBasis: '模板接触面积', dayRateResource: { code: 'R0004', name: '木工（模板）' } };

const info: LabourAreaInfos = {
  regions: [
    { areaid: 1, name: '全国', subList: [] },
    { areaid: 12, name: '江苏', subList: [{ areaid: 222, name: '苏州市', subList: [] }, { areaid: 220, name: '南京市', subList: [] }] },
    { areaid: 2, name: '上海', subList: [] },
    { areaid: 23, name: '四川', subList: [{ areaid: 300, name: '成都市', subList: [] }] },
  ],
  trades: [formworkInfo, rebarInfo],
  buildingTypes: ['住宅', '公建', '厂房'],
  firstQuarter: '2018Q1',
  latestQuarter: '2026Q3',
  visibleQuarter: '2026Q2',
  quarters: ['2018Q1'],
  defaultAreaId: 1,
};

function scope(areaid: number, locked: boolean): LabourScope {
  const region = areaid === 222 ? { areaid, name: '苏州市', provinceName: '江苏', level: 'city' as const } : { areaid, name: areaid === 1 ? '全国' : '江苏', provinceName: areaid === 1 ? '' : '江苏', level: areaid === 1 ? ('national' as const) : ('province' as const) };
  return { region, quarter: locked ? '2026Q2' : '2026Q3', visibleQuarter: locked ? '2026Q2' : '2026Q3', latestQuarter: '2026Q3', newestLocked: locked, note: '示例数据' };
}

const fig = (quarter: string, price: number, patch: Partial<LabourQuarterFigures> = {}): LabourQuarterFigures => ({
  quarter,
  price,
  altPrice: Math.round(price * 1200) / 100,
  dayRate: 268.5,
  index: 112.4,
  mom: 0.0123,
  yoy: -0.0051,
  samples: 36,
  ...patch,
});

const spark = (last: string, price: number) => ['2024Q3', '2024Q4', '2025Q1', '2025Q2', '2025Q3', '2025Q4', '2026Q1', last].map((quarter, i) => ({ quarter, price: price - 7 + i }));

function sections(areaId: number, locked: boolean): LabourSections {
  const q = locked ? '2026Q2' : '2026Q3';
  return {
    scope: scope(areaId, locked),
    sections: [
      { trade: formworkInfo, lines: [{ id: 11, tradeCode: 'formwork', buildingType: '住宅', latest: fig(q, 156.3), spark: spark(q, 156.3) }] },
      {
        trade: rebarInfo,
        lines: [
          { id: 21, tradeCode: 'rebar', buildingType: '住宅', latest: fig(q, 92.35, { mom: 0.0123, yoy: 0.0342 }), spark: spark(q, 92.35) },
          { id: 22, tradeCode: 'rebar', buildingType: '公建', latest: fig(q, 98.1, { mom: -0.0087, yoy: 0 }), spark: spark(q, 98.1) },
        ],
      },
    ],
  };
}

const quarters = ['2025Q4', '2026Q1', '2026Q2', '2026Q3'];

function detail(locked: boolean): LabourLineDetail {
  const s = scope(222, locked);
  return {
    line: { id: 21, trade: rebarInfo, buildingType: '住宅', region: s.region },
    scope: s,
    latest: fig(s.quarter, 95.2),
    twoYears: { from: '2024Q3', to: s.quarter, min: 88.1, minQuarter: '2024Q3', max: 95.2, maxQuarter: s.quarter, change: 0.0806, samples: 410 },
    national: { price: 84.6, ratio: 0.1253 },
  };
}

function trend(query: LabourTrendQuery): LabourTrend {
  const s = scope(222, false);
  const series = (areaid: number, name: string, base: number) => ({
    lineId: areaid,
    region: { areaid, name, provinceName: name, level: 'province' as const },
    points: quarters.map((q, i) => fig(q, base + i)),
  });
  return {
    line: { id: 21, trade: rebarInfo, buildingType: '住宅', region: s.region },
    scope: s,
    series: { lineId: 21, region: s.region, points: quarters.map((q, i) => fig(q, 92 + i)) },
    band: { label: '江苏各主要城市', points: quarters.map((q, i) => ({ quarter: q, min: 80 + i, median: 90 + i, max: 99 + i, regions: 13 })) },
    compare: (query.compareAreaIds ?? []).map((a) => series(a, { 1: '全国', 2: '上海', 12: '江苏', 23: '四川', 220: '南京市' }[a] ?? String(a), 70 + a / 10)),
  };
}

const subcontract: SubcontractResult = {
  bidNodeId: 1854,
  project: { name: '苏州某住宅1#楼', buildingArea: 12000, buildingUse: '住宅', structure: '剪力墙', regionName: '江苏・苏州市', areaId: 222, quarter: '2024Q2' },
  buildingType: '住宅',
  region: { areaid: 222, name: '苏州市', provinceName: '江苏', level: 'city' },
  rows: [
    { tradeCode: 'rebar', tradeName: '钢筋工', altQuantity: 600, altQuantityUnit: 't', altPrice: 1100, altUnit: '元/t', unitPrice: 55, amount: 660000.01, regionalPrice: 90.5, regionalAltPrice: 1135.5, regionalLineId: 21, vsRegional: -0.0312, share: 0.4 },
    { tradeCode: 'formwork', tradeName: '木工', altQuantity: 36000, altQuantityUnit: 'm²', altPrice: 27.5, altUnit: '元/m²', unitPrice: 82.5, amount: 990000.02, regionalPrice: 150, regionalAltPrice: 26.93, regionalLineId: 11, vsRegional: 0.021, share: 0.6 },
  ],
  total: 1650000.03,
  totalPerM2: 137.5,
  note: '示例数据。',
};

interface Calls {
  trend: LabourTrendQuery[];
  collect: Array<[number, boolean]>;
}

function fakeApi(locked: boolean, calls: Calls): LabourApi {
  const never = () => Promise.reject(new Error('not in this test'));
  let saved = false;
  return {
    areaInfos: async () => info,
    permission: async () => ({ hasPermission: !locked, latestQuarter: '2026Q3', visibleQuarter: locked ? '2026Q2' : '2026Q3', reason: locked ? '最新季度数据仅对VIP会员开放' : '' }),
    sections: async (q) => sections(q.areaId, locked),
    lineDetail: async () => detail(locked),
    quarters: async (q) => ({
      line: detail(locked).line,
      scope: detail(locked).scope,
      list: [fig('2026Q3', 95.2), fig('2020Q1', 80.1, { index: 100, mom: null, yoy: null })],
      total: 2,
      pageNum: q.pageNum ?? 1,
      pageSize: q.pageSize ?? 20,
    }),
    trend: async (q) => {
      calls.trend.push(q);
      return trend(q);
    },
    areaTable: async (q) => ({
      trade: rebarInfo,
      buildingType: q.buildingType ?? '住宅',
      scope: scope(q.areaId, locked),
      rows: [
        { ...fig('2026Q3', 92.35), id: 21, areaid: 12, name: '江苏', level: 'province', vsNational: 0.09 },
        { ...fig('2026Q3', 104.48), id: 31, areaid: 222, name: '苏州市', level: 'city', vsNational: 0.2345 },
        { ...fig('2026Q3', 84.6), id: 41, areaid: 1, name: '全国', level: 'national', vsNational: null },
      ],
    }),
    collectStatus: async () => ({ saved: saved ? [21] : [] }),
    collect: async (id, cancel) => {
      calls.collect.push([id, cancel]);
      saved = !cancel;
      return { id, collected: saved, already: false };
    },
    exportLine: never,
    subcontractResults: async () => subcontract,
  };
}

async function kernelWith(locked: boolean, calls: Calls = { trend: [], collect: [] }): Promise<Kernel> {
  const plugins = [costDataPlugin, favoritesPlugin, labourPlugin];
  const kernel = await offlineKernel(plugins);
  await loadServices();
  kernel.container.rebind<LabourApi>(LabourApi).toConstantValue(fakeApi(locked, calls));
  return kernel;
}

const render = (kernel: Kernel, element: ReactElement) => renderInKernel(dom, kernel, element);

const text = textOf;
const table = (name: string) => dom.host.querySelector<HTMLTableElement>(`table[aria-label="${name}"]`);
const click = async (el: Element | null) => {
  await act(async () => (el as HTMLElement).click());
  await settle();
};

describe('the index', () => {
  it('lists every trade in the side menu and each trade’s lines with units, coloured changes, sparkline, samples and the 价格走势 link', async () => {
    window.history.replaceState(null, '', '/laborSubcontracting/index?areaId=12');
    const kernel = await kernelWith(false);
    await render(kernel, <IndexPage />);
    expect(text(dom.host.querySelector('h1'))).toBe('劳务分包指数');
    expect(text(dom.host)).toContain('示例数据');
    const menu = dom.host.querySelector('nav[data-guide="labor-side-menu"]')!;
    expect(text(menu.querySelector('h2'))).toBe('工种');
    expect([...menu.querySelectorAll('button')].map((b) => b.getAttribute('data-trade'))).toEqual(['all', 'formwork', 'rebar']);
    expect(dom.host.querySelector('[data-quarter]')!.getAttribute('data-quarter')).toBe('2026Q3');
    expect(dom.host.querySelector('[aria-label="最新季度数据说明"]')).toBeNull();

    const rebar = table('钢筋工劳务分包价格（江苏，2026年第3季度）')!;
    const headers = [...rebar.querySelectorAll('thead th')].map(text);
    expect(headers).toEqual(['业态', '劳务单价元/m²（建筑面积）', '按钢筋重量计元/t', '环比较上季度', '同比较上年同季', '近两年走势8个季度', '样本数条报价', '走势']);
    const housing = rebar.querySelector('tbody tr')!;
    expect(text(housing)).toContain('92.35');
    expect(text(housing)).toContain('1,108.20');
    const mom = housing.querySelector('[aria-label^="环比"]') as HTMLElement;
    expect(text(mom)).toBe('▲ +1.23%');
    expect(mom.getAttribute('aria-label')).toBe('环比上涨 1.23%');
    const fall = rebar.querySelectorAll('tbody tr')[1].querySelector('[aria-label^="环比"]')!;
    expect(text(fall)).toBe('▼ −0.87%');
    expect(getComputedStyle(mom).color).not.toBe(getComputedStyle(fall as HTMLElement).color);
    expect(housing.querySelector('svg[role="img"]')!.getAttribute('aria-label')).toContain('钢筋工住宅近8个季度价格走势');
    const link = housing.querySelector('a[aria-label="价格走势"]')!;
    expect(link.getAttribute('href')).toBe('/laborSubcontracting/priceLine/21');
    expect(link.getAttribute('data-guide')).toBe('labor-trend');
    // The section says region, quarter, units and the samples.
    expect(text(dom.host.querySelector('[data-trade-section="rebar"]'))).toContain('地区：江苏 · 季度：2026年第3季度 · 单位：元/m²（建筑面积）、元/t（钢筋重量） · 样本 72 条');

    // The side menu shows one trade and writes it into the address.
    await click(menu.querySelector('button[data-trade="rebar"]'));
    expect(window.location.search).toBe('?areaId=12&trade=rebar');
    expect(dom.host.querySelectorAll('[data-trade-section]').length).toBe(1);
    expect(menu.querySelector('button[data-trade="rebar"]')!.getAttribute('aria-current')).toBe('true');
    // With one trade: that trade across the province's cities, 全国 for reference.
    const area = table('江苏各主要城市钢筋工劳务单价')!;
    expect([...area.querySelectorAll('tbody th')].map(text)).toEqual(['江苏', '苏州市', '全国（参考）']);
    expect(text(area.querySelectorAll('tbody tr')[1])).toContain('+23.45%');
    expect(area.querySelectorAll('tbody tr')[1].querySelector('a[aria-label="价格走势"]')!.getAttribute('href')).toBe('/laborSubcontracting/priceLine/31');
  });

  it('goes full screen and back with the button and with Esc, the focus staying on the toggle', async () => {
    window.history.replaceState(null, '', '/laborSubcontracting/index');
    const kernel = await kernelWith(false);
    await render(kernel, <IndexPage />);
    const region = () => dom.host.querySelector('[data-guide="labor-table"]')!;
    const toggle = () => dom.host.querySelector<HTMLButtonElement>('[data-guide="labor-fullscreen"]')!;
    expect(toggle().getAttribute('aria-label')).toBe('全屏');
    toggle().focus();
    await click(toggle());
    expect(region().getAttribute('data-fullscreen')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('退出全屏');
    expect(document.activeElement).toBe(toggle());
    expect(document.body.style.overflow).toBe('hidden');
    await act(async () => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    await settle();
    expect(region().getAttribute('data-fullscreen')).toBeNull();
    expect(toggle().getAttribute('aria-label')).toBe('全屏');
    expect(document.activeElement).toBe(toggle());
    expect(document.body.style.overflow).toBe('');
  });

  it('tells a member without VIP which quarter is shown and why, with the trial and VIP actions', async () => {
    window.history.replaceState(null, '', '/laborSubcontracting/index');
    const kernel = await kernelWith(true);
    await render(kernel, <IndexPage />);
    const note = dom.host.querySelector('[aria-label="最新季度数据说明"]')!;
    expect(text(note)).toContain('最新季度数据仅对VIP会员开放');
    expect(text(note)).toContain('当前显示2026年第2季度数据；2026年第3季度的劳务分包价格');
    expect([...note.querySelectorAll('button')].map(text)).toEqual(['申请试用VIP', '开通VIP']);
    expect(dom.host.querySelector('[data-quarter]')!.getAttribute('data-quarter')).toBe('2026Q2');
  });
});

describe('the price line', () => {
  it('shows the figures with unit, quarter, region and samples, compares regions by checkbox, lists quarters with the index base, and saves it', async () => {
    window.history.replaceState(null, '', '/laborSubcontracting/priceLine/21');
    const calls: Calls = { trend: [], collect: [] };
    const kernel = await kernelWith(false, calls);
    await render(kernel, <PriceLinePage params={{ id: '21' }} />);
    expect(text(dom.host.querySelector('h1'))).toBe('价格走势');
    expect(text(dom.host.querySelector('#labour-line-title'))).toBe('钢筋工住宅江苏 · 苏州市');
    expect(text(dom.host)).toContain('地区：江苏 · 苏州市 · 季度：2026年第3季度 · 单位：元/m²（建筑面积），元/t（钢筋重量） · 样本 36 条报价');
    expect(text(dom.host)).toContain('基期 2020年第1季度 = 100');
    const figure = dom.host.querySelector('figure')!;
    expect(text(figure.querySelector('h2'))).toBe('价格走势');
    expect(text(figure)).toContain('浅色区域为江苏各主要城市同工种同业态劳务单价的最低—最高区间');

    const box = (name: string) => [...dom.host.querySelectorAll('fieldset label')].find((l) => text(l) === name)!.querySelector('input')!;
    // Its own region is not offered.
    expect([...dom.host.querySelectorAll('fieldset label')].some((l) => text(l) === '苏州市')).toBe(false);
    await click(box('上海'));
    await click(box('四川'));
    expect(window.location.search).toBe('?compare=2,23');
    expect(calls.trend[calls.trend.length - 1].compareAreaIds).toEqual([2, 23]);
    expect(text(figure.querySelector('[data-part="caption"]'))).toContain('地区：江苏 · 苏州市、上海、四川');
    expect(box('上海').checked).toBe(true);
    // Four at most: the others are disabled once four are picked.
    await click(box('江苏（全省）'));
    await click(box('全国'));
    expect(box('南京市').disabled).toBe(true);

    const quartersTable = table('钢筋工劳务价格季度数据')!;
    expect([...quartersTable.querySelectorAll('thead th')].map(text)).toEqual([
      '季度',
      '劳务单价元/m²（建筑面积）',
      '按钢筋重量计元/t',
      '人工日单价元/工日',
      '指数2020年第1季度 = 100',
      '环比较上季度',
      '同比较上年同季',
      '样本数条报价',
    ]);
    const base = [...quartersTable.querySelectorAll('tbody tr')].find((tr) => text(tr.querySelector('th')) === '2020年第1季度')!;
    expect(text(base)).toContain('100.00');

    const save = [...dom.host.querySelectorAll('button')].find((b) => text(b) === '收藏')!;
    await click(save);
    expect(calls.collect).toEqual([[21, false]]);
    const saved = [...dom.host.querySelectorAll('button')].find((b) => text(b) === '已收藏')!;
    expect(saved.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the 劳务分包 section of the single-project detail', () => {
  it('lists the trades with quantities and prices, the parts adding up to the total to the cent', async () => {
    const kernel = await kernelWith(false);
    await render(kernel, <SubcontractSection nodeId={1854} name="苏州某住宅1#楼" />);
    const section = dom.host.querySelector('section#labour')!;
    expect(text(section.querySelector('h2'))).toBe('劳务分包');
    const t = table('苏州某住宅1#楼 的劳务分包费用')!;
    const amounts = [...t.querySelectorAll('tbody tr')].map((tr) => Number(text(tr.querySelectorAll('td')[5]).replace(/,/g, '')));
    expect(amounts.reduce((n, v) => n + Math.round(v * 100), 0)).toBe(165000003);
    expect(text(t.querySelector('tfoot'))).toContain('1,650,000.03');
    expect(t.querySelector('a')!.getAttribute('href')).toBe('/laborSubcontracting/priceLine/21');
    expect(text(section)).toContain('2024年第2季度');
    expect(text(t.querySelector('tbody tr'))).toContain('1,135.50 元/t');
  });
});
