import 'reflect-metadata';
import { act } from 'react';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import { KernelProvider } from '@kernel/client/react';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { BarChart } from '@kernel/client/views/charts';
import type { Gateways } from '@kernel/core/gateways';
import type { CostOverview } from '@plugins/home/shared/contract';
import costDataPlugin from '@plugins/cost-data/client';
import homePlugin from '@plugins/home/client';
import { HomeStore, type MobxHomeStore } from '@plugins/home/client/store';
import OverviewSection from '@plugins/home/client/views/sections/OverviewSection';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';

jest.setTimeout(30_000);

const dom = useDomRoot();

useLayoutShims();

const bars = [
  { label: '住宅', value: 3100 },
  { label: '办公', value: 5200 },
];

/** The figure's title element (what names it). */
const titleOf = (figure: Element) => document.getElementById(figure.getAttribute('aria-labelledby')!)!;

describe('ChartCard: title size and summary', () => {
  it('by default: a 14px h3 and no summary, as before', () => {
    dom.render(
      <ChartCard title="价格走势" unit="元/m²">
        <BarChart data={bars} unit="元/m²" ariaLabel="价格走势条形图" />
      </ChartCard>,
    );
    const figure = dom.host.querySelector('figure')!;
    expect(titleOf(figure).tagName).toBe('H3');
    expect(getComputedStyle(titleOf(figure)).fontSize).toBe('14px');
    expect(figure.querySelector('[data-part="summary"]')).toBeNull();
    expect(figure.getAttribute('aria-describedby')).toBeNull();
  });

  it('titleSize md makes a 17px title at the level asked; the summary sits above the chart and describes the figure', () => {
    dom.render(
      <ChartCard title="各类工程单方造价中位数" titleSize="md" headingLevel="h2" period="2025-07 至 2026-06" region="全国" summary="办公单方造价中位数最高。" note="比较基准：全国中位数">
        <BarChart data={bars} unit="元/m²" ariaLabel="各类工程单方造价条形图" />
      </ChartCard>,
    );
    const figure = dom.host.querySelector('figure')!;
    const title = titleOf(figure);
    expect(title.tagName).toBe('H2');
    expect(getComputedStyle(title).fontSize).toBe('17px');
    const summary = figure.querySelector('[data-part="summary"]')!;
    expect(summary.textContent).toBe('办公单方造价中位数最高。');
    expect(figure.getAttribute('aria-describedby')).toBe(summary.id);
    // Caption, summary, chart, note: in that order.
    const chart = figure.querySelector('svg[role="img"]')!;
    const caption = figure.querySelector('[data-part="caption"]')!;
    expect(caption.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(figure.querySelector('figcaption')!.textContent).toBe('比较基准：全国中位数');
  });

  it('no summary while loading or without data', () => {
    dom.render(<ChartCard title="价格走势" loading summary="不应出现" />);
    expect(dom.host.querySelector('[data-part="summary"]')).toBeNull();
    expect(dom.host.querySelector('figure')!.getAttribute('aria-describedby')).toBeNull();
    dom.render(<ChartCard title="价格走势" empty summary="不应出现" />);
    expect(dom.host.querySelector('[data-part="summary"]')).toBeNull();
  });
});

describe('全国造价概览 on ChartCard, against the home plugin', () => {
  let server: SpawnedServer;
  beforeAll(async () => {
    server = await spawnServerScript('tests/plugins/home/client/run-home-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  });
  afterAll(() => server?.stop());

  async function kernel(): Promise<Kernel> {
    const url = server.url;
    const gateways: Gateways = { core: url, manage: url, common: url, cost: url, stream: url, storage: `${url}/static-files` };
    return createKernel({
      plugins: [costDataPlugin, homePlugin],
      config: { plugins: ['cost-data', 'home'], version: '', gateways },
      notifier: { notify: () => undefined },
      navigator: { navigate: () => undefined, current: () => '/home', reload: () => undefined },
      logger: { error: () => undefined },
    });
  }

  async function settle(check: () => boolean): Promise<void> {
    for (let i = 0; i < 300 && !check(); i++) {
      await act(async () => {
        await new Promise((r) => setTimeout(r, 10));
      });
    }
    expect(check()).toBe(true);
  }

  function mount(k: Kernel): Promise<void> {
    return dom.renderAsync(
      <KernelProvider kernel={k}>
        <OverviewSection />
      </KernelProvider>,
    );
  }

  const section = () => dom.host.querySelector('section[aria-labelledby="home-overview-title"]');

  it('asks for the overview, shows the placeholder meanwhile, and no section when the data has no figures', async () => {
    const k = await kernel();
    const store = k.get<MobxHomeStore>(HomeStore);
    await mount(k);
    // The fixture is too small for any figure (each needs 3 samples): the section goes away.
    expect(section()!.getAttribute('aria-busy')).toBe('true');
    await settle(() => store.overview.isReady && section() === null);
    expect(store.overview.data).toMatchObject({ byUse: [], byProvince: [], indexTrend: [], from: '2025-07', to: '2026-06' });
  });

  it('shows each chart as a ChartCard: its title, the caption of period, region and samples, the summary', async () => {
    const k = await kernel();
    const store = k.get<MobxHomeStore>(HomeStore);
    // An overview as the server answers one with data (the fixture above has too few samples).
    const overview: CostOverview = {
      byUse: [
        { label: '办公', value: 5200, samples: 12 },
        { label: '住宅', value: 3100, samples: 40 },
        { label: '学校', value: 2800, samples: 6 },
      ],
      byProvince: [
        { label: '上海', value: 4300, samples: 9 },
        { label: '江苏', value: 3300, samples: 21 },
        { label: '浙江', value: 3200, samples: 10 },
      ],
      indexTrend: [
        { x: '2025-Q1', y: 101.2 },
        { x: '2025-Q2', y: 102.0 },
        { x: '2025-Q3', y: 102.9 },
        { x: '2025-Q4', y: 103.1 },
        { x: '2026-Q1', y: 104.0 },
      ],
      from: '2025-07',
      to: '2026-06',
      indexTo: '2026-03',
      indexBase: '2018-01 全国 = 100',
      samples: 1234,
      residentialSamples: 40,
    };
    await store.overview.load(async () => overview);
    await mount(k);
    expect(section()!.getAttribute('aria-busy')).toBeNull();
    const figures = [...dom.host.querySelectorAll('figure')];
    expect(figures.map((f) => titleOf(f).textContent)).toEqual(['各类工程单方造价中位数（元/m²）', '住宅单方造价中位数（元/m²）', '全国造价指数走势（季度平均）']);
    for (const figure of figures) {
      const title = titleOf(figure);
      expect(title.tagName).toBe('H3');
      expect(getComputedStyle(title).fontSize).toBe('17px');
      expect(figure.querySelector('svg[role="img"]')).not.toBeNull();
      expect(figure.getAttribute('aria-describedby')).toBe(figure.querySelector('[data-part="summary"]')!.id);
    }
    const caption = (i: number) => figures[i]!.querySelector('[data-part="caption"]')!.textContent;
    const summary = (i: number) => figures[i]!.querySelector('[data-part="summary"]')!.textContent;
    expect(caption(0)).toBe('期间：2025-07 至 2026-06 · 地区：全国 · 样本 1,234 个');
    expect(summary(0)).toBe('办公单方造价中位数最高，约 5,200 元/m²（12 个样本）；学校最低，约 2,800 元/m²（6 个样本）。每类工程至少 3 个样本。');
    expect(caption(1)).toBe('期间：2025-07 至 2026-06 · 前 3 / 3 个省份 · 3 省共 40 个样本');
    expect(summary(1)).toBe('上海住宅单方造价中位数最高，约 4,300 元/m²，其次是江苏、浙江；共 3 个省份样本充足。');
    expect(caption(2)).toBe('期间：2025-Q1 至 2026-Q1（截至 2026-03） · 基准：2018-01 全国 = 100');
    expect(summary(2)).toBe('2026 年第 1 季度全国造价指数为 104.0，较上年同期上涨 2.8%。');
  });
});
