/** @jest-environment jsdom */
import 'reflect-metadata';
import { act, type ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@app/client/shell/theme';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import { KernelProvider } from '@kernel/client/react';
import costDataPlugin from '@plugins/cost-data/client';
import unitPricePlugin, { loadServices, UnitPriceApi } from '@plugins/unit-price/client';
import BillSection from '@plugins/unit-price/client/views/BillSection';
import DetailPage from '@plugins/unit-price/client/views/DetailPage';
import { PriceRange } from '@plugins/unit-price/client/views/CodeTable';
import { VideoDialog } from '@plugins/unit-price/client/views/VideoDialog';
import type { BqBillPage, BqItemBrief, BqItemInfo, BqPriceBasis, BqPriceComposition, BqTemplate } from '@plugins/unit-price/shared/contract';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';

/**
 * The unit-price views over a test double of the API: the item detail's sections (the parts of
 * the 综合单价 and their 合计, the resource lines), the bill section on the single-project detail
 * (nothing for a project without a bill), and the list's price range cell.
 */
jest.setTimeout(30_000);

const dom = useDomRoot();
useLayoutShims();

const basis: BqPriceBasis = { regionId: 320500, regionName: '苏州市', month: '2024-03', kind: 'info', kindName: '信息价' };

const info: BqItemInfo = {
  id: 55680,
  projectId: 1854,
  rowKey: '2013:010515001:t',
  standard: { code: '2013', name: 'GB 50854-2013' },
  code: '010515001002',
  code9: '010515001',
  name: '现浇构件钢筋',
  features: '钢筋种类、规格：HRB400 Φ12~Φ18\n部位：梁、板',
  unit: 't',
  quantity: 390.219,
  unitPrice: 5087.9,
  amount: 1985395.28,
  part: 'sub',
  partName: '分部分项',
  specialty: { code: 'building', name: '建筑' },
  chapter: { code: '0105', name: '混凝土及钢筋混凝土工程' },
  section: { code: '010515', name: '钢筋工程' },
  excellent: true,
  basis,
  project: {
    bidNodeId: 1854,
    name: '苏州某商务酒店1#地下车库',
    projectName: '苏州某商务酒店',
    buildingUse: '地下车库',
    structure: '框架',
    pricingStage: '招标控制价',
    provinceId: 12,
    provinceName: '江苏',
    cityId: 320500,
    cityName: '苏州市',
    priceDate: '2024-03-01',
    buildingArea: 10735.42,
  },
};

const part = (code: BqPriceComposition['rows'][number]['code'], name: string, value: number, ratio: number, base: string | null = null, rate: number | null = null) => ({
  code,
  name,
  value,
  amount: Math.round(value * info.quantity * 100) / 100,
  ratio,
  base,
  rate,
});
const composition: BqPriceComposition = {
  unit: 't',
  unitPrice: 5087.9,
  basis,
  rows: [
    part('labour', '人工费', 900.12, 0.177),
    part('material', '材料费', 3700.45, 0.727),
    part('machine', '机械费', 40.33, 0.008),
    part('management', '管理费', 244.52, 0.048, '人工费+机械费', 0.26),
    part('profit', '利润', 202.48, 0.04, '人工费+机械费', 0.12),
    part('risk', '风险费用', 0, 0),
  ],
};

const peers: BqTemplate = {
  rowKey: info.rowKey,
  standard: '2013',
  code9: info.code9,
  name: info.name,
  unit: 't',
  features: info.features,
  scope: { standard: { code: '2013', name: 'GB 50854-2013' }, area: { id: 12, name: '江苏' }, monthFrom: '2023-01', monthTo: '2024-12', keyword: { kind: 'none', text: '', terms: [] } },
  stats: { count: 12, p10: 4700, median: 5100, p90: 5600, min: 4500, max: 5900, mean: 5120.5 },
  histogram: [
    { from: 4500, to: 5000, count: 4 },
    { from: 5000, to: 5500, count: 6 },
    { from: 5500, to: 5900, count: 2 },
  ],
  trend: [
    { month: '2024-01', median: 5000, count: 4 },
    { month: '2024-03', median: 5080, count: 8 },
  ],
  samples: { total: 0, pageNum: 1, pageSize: 10, list: [] },
};

const brief = (id: number, chapter: string, chapterName: string, patch: Partial<BqItemBrief> = {}): BqItemBrief => ({
  id,
  projectId: 1854,
  seq: id,
  code: `0105150010${String(id).padStart(2, '0')}`,
  code9: '010515001',
  name: '现浇构件钢筋',
  features: '钢筋种类、规格：HRB400',
  unit: 't',
  quantity: 12.5,
  unitPrice: 5000,
  amount: 62500,
  part: 'sub',
  excellent: false,
  chapter: { code: chapter, name: chapterName },
  ...patch,
});

const videoEvents: Array<[string, number | undefined]> = [];

function fakeApi(bill: BqBillPage): UnitPriceApi {
  const never = () => Promise.reject(new Error('未用到'));
  return {
    search: never,
    template: async () => peers,
    tradeTree: async () => [],
    info: async () => info,
    composition: async () => composition,
    norms: async () => ({ unit: 't', basis, lines: [] }),
    resources: async () => ({
      unit: 't',
      basis,
      source: 'derived',
      lines: [
        { code: 'R0003', name: '钢筋工', spec: '', unit: '工日', kind: '人工', consumption: 3.07, quantity: 1197.97, price: 293.2, infoPrice: 293.2, marketPrice: 342.39, amount: 900.12, share: 0.1956 },
        { code: 'R1004', name: '热轧带肋钢筋', spec: 'HRB400 Φ12~Φ18', unit: 't', kind: '材料', consumption: 1.025, quantity: 399.97, price: 3610.19, infoPrice: 3610.19, marketPrice: 3480, amount: 3700.45, share: 0.8041 },
        { code: 'R4031', name: '钢筋调直机', spec: 'Φ14', unit: '台班', kind: '机械', consumption: 0.785, quantity: 306.3, price: 51.38, infoPrice: 51.38, marketPrice: 49.55, amount: 40.33, share: 0.0088 },
      ],
      totals: { labour: 900.12, material: 3700.45, machine: 40.33, direct: 4640.9 },
    }),
    related: async () => ({ sameCode: [], sameSection: [] }),
    bill: async () => bill,
    excellent: async () => (bill.total ? [brief(1, '0105', '混凝土及钢筋混凝土工程', { excellent: true })] : []),
    right: async () => ({ allowed: true, loggedIn: true, reason: null }),
    pdf: never,
    exportItem: never,
    videoGuide: async () => ({ show: false, title: '', src: null, poster: null, durationSec: null }),
    videoEvent: async (event, seconds) => void videoEvents.push([event, seconds]),
  };
}

const emptyBill: BqBillPage = { resultId: 9, total: 0, pageNum: 1, pageSize: 20, chapter: '', chapters: [], pricesVisible: true, list: [] };
const someBill: BqBillPage = {
  resultId: 1854,
  total: 3,
  pageNum: 1,
  pageSize: 20,
  chapter: '',
  chapters: [
    { code: '0101', name: '土石方工程', count: 1, amount: 2000 },
    { code: '0105', name: '混凝土及钢筋混凝土工程', count: 2, amount: 125000 },
  ],
  pricesVisible: true,
  list: [brief(3, '0101', '土石方工程', { code: '010101001001', name: '平整场地', unit: 'm²', unitPrice: 2, amount: 2000, quantity: 1000 }), brief(1, '0105', '混凝土及钢筋混凝土工程'), brief(2, '0105', '混凝土及钢筋混凝土工程')],
};

async function kernelWith(bill: BqBillPage, plugins: ClientPlugin[] = [costDataPlugin, unitPricePlugin]): Promise<Kernel> {
  const kernel = await createKernel({
    plugins,
    config: { plugins: plugins.map((p) => p.manifest.id), version: '', gateways: { core: 'http://127.0.0.1:9', manage: '', common: '', cost: '', stream: '', storage: '/files' } },
    notifier: { notify: () => undefined },
    navigator: { navigate: () => undefined, current: () => '/comprehensiveUnitPrice/index', reload: () => undefined },
    logger: { error: () => undefined },
  });
  await loadServices();
  kernel.container.rebind<UnitPriceApi>(UnitPriceApi).toConstantValue(fakeApi(bill));
  return kernel;
}

async function render(kernel: Kernel, element: ReactElement) {
  await act(async () =>
    dom.root.render(
      <ChakraProvider value={system}>
        <KernelProvider kernel={kernel}>{element}</KernelProvider>
      </ChakraProvider>,
    ),
  );
  for (let i = 0; i < 6; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const table = (name: string) => dom.host.querySelector<HTMLTableElement>(`table[aria-label="${name}"]`);
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('the item detail', () => {
  it('has the glossary’s sections; the parts of the 综合单价 add up to it, 风险费用 left out where it is nothing', async () => {
    const kernel = await kernelWith(emptyBill);
    await render(kernel, <DetailPage params={{ id: '55680', projectId: '1854' }} />);
    expect(text(dom.host.querySelector('h1'))).toBe('现浇构件钢筋');
    const headings = [...dom.host.querySelectorAll('h2')].map(text);
    for (const h of ['综合单价组成', '定额组价', '人材机汇总', '价格走势', '同类清单分布', '相关清单', '所属工程']) expect(headings).toContain(h);
    expect(text(dom.host.querySelector('[data-testid="item-code"]'))).toBe('010515001002');
    expect(text(dom.host.querySelector('[data-testid="item-unit-price"]'))).toBe('5,087.90元/t');

    const parts = table('综合单价组成表')!;
    const names = [...parts.querySelectorAll('tbody tr th[scope="row"]')].map(text);
    expect(names).toEqual(['人工费', '材料费', '机械费', '管理费', '利润']);
    const values = [...parts.querySelectorAll('tbody tr td:nth-child(4)')].map((td) => Number(text(td).replace(/,/g, '')));
    expect(values.reduce((n, v) => n + Math.round(v * 100), 0)).toBe(508790);
    expect(text(parts.querySelector('tfoot'))).toContain('5,087.90');
    expect(text(parts.querySelector('tfoot'))).toContain('100.0%');

    // 人材机汇总: grouped by class, the price used with the 信息价 beside it; no 材料价格 link without that plugin.
    const res = table('人材机汇总表')!;
    expect([...res.querySelectorAll('th[scope="rowgroup"]')].map(text)).toEqual(['人工', '材料', '机械']);
    const rebar = [...res.querySelectorAll('tbody tr')].find((tr) => text(tr).includes('热轧带肋钢筋'))!;
    expect(text(rebar)).toContain('3,610.19');
    expect(text(rebar)).toContain('3,480.00');
    expect(rebar.querySelector('a')).toBeNull();

    // Every figure says its unit, period, region and sample.
    const distribution = dom.host.querySelector('#distribution')!;
    expect(text(distribution)).toMatch(/单位：元\/t.*期间：2023-01 至 2024-12.*地区：江苏.*样本 12 个/);
    expect(text(dom.host.querySelector('[data-testid="peer-stats"]'))).toContain('5,100.00');
    expect(text(dom.host.querySelector('#project'))).toContain('苏州某商务酒店1#地下车库');
    expect(text(dom.host)).toContain('示例数据');
  });
});

describe('the bill section on the single-project detail', () => {
  it('renders nothing for a single project without a bill', async () => {
    const kernel = await kernelWith(emptyBill);
    await render(kernel, <BillSection nodeId={9} name="某仓库" />);
    expect(dom.host.querySelector('section')).toBeNull();
  });

  it('shows the 优质清单 and the items grouped by chapter, each linking to its item detail', async () => {
    const kernel = await kernelWith(someBill);
    await render(kernel, <BillSection nodeId={1854} name="苏州某商务酒店1#地下车库" />);
    const section = dom.host.querySelector('section#bill')!;
    expect(text(section.querySelector('h2'))).toBe('工程量清单计价');
    expect(text(section.querySelector('ul[aria-label="优质清单"]'))).toContain('5,000.00');
    const t = table('苏州某商务酒店1#地下车库 的工程量清单')!;
    expect([...t.querySelectorAll('th[scope="rowgroup"]')].map(text)).toEqual(['0101 土石方工程（本章合价 2,000.00 元）', '0105 混凝土及钢筋混凝土工程（本章合价 125,000.00 元）']);
    const links = [...t.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/comprehensiveUnitPrice/detail/3/1854', '/comprehensiveUnitPrice/detail/1/1854', '/comprehensiveUnitPrice/detail/2/1854']);
    const chapters = [...section.querySelectorAll('[role="group"][aria-label="清单章节"] button')].map(text);
    expect(chapters).toEqual(['全部 3', '土石方工程 1', '混凝土及钢筋混凝土工程 2']);
  });
});

describe('the list’s 综合单价 cell', () => {
  it('shows the median prominent with its unit, P10 – P90 under it, and says all three', () => {
    dom.render(<PriceRange row={{ p10: 4586.53, median: 5046.46, p90: 5751.77, unit: 'm³' }} />);
    const cell = dom.host.querySelector('[aria-label^="P10"]')!;
    expect(cell.getAttribute('aria-label')).toBe('P10 4,586.53，中位数 5,046.46，P90 5,751.77，单位元/m³');
    expect(text(cell)).toBe('5,046.46元/m³4,586.53 – 5,751.77');
  });
});

describe('the video guide of the list', () => {
  it('logs its opening, and on closing stops the video and reports the seconds actually played (a seek does not count)', async () => {
    const kernel = await kernelWith(emptyBill);
    videoEvents.length = 0;
    let closed = 0;
    const guide = { show: true, title: '综合单价指标使用指南', src: '/files/guide.mp4', poster: null, durationSec: 180 };
    await render(kernel, <VideoDialog guide={guide} onClose={() => void closed++} />);
    expect(videoEvents).toEqual([['open', undefined]]);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-labelledby') && document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('综合单价指标使用指南');
    const video = dialog.querySelector('video')!;
    let now = 0;
    Object.defineProperty(video, 'currentTime', { get: () => now, set: (v: number) => void (now = v), configurable: true });
    video.pause = () => undefined;
    const play = async (t: number) => {
      now = t;
      await act(async () => void video.dispatchEvent(new Event('timeupdate')));
    };
    for (const t of [0, 1, 2, 3, 4]) await play(t);
    await act(async () => void video.dispatchEvent(new Event('seeking')));
    await play(60);
    await play(61.5);
    await act(async () => (dialog.querySelector('button[aria-label="关闭"]') as HTMLButtonElement).click());
    expect(closed).toBe(1);
    expect(now).toBe(0);
    expect(videoEvents).toEqual([
      ['open', undefined],
      ['close', 6],
    ]);
  });
});
