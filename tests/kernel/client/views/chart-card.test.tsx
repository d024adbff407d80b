import { ChartCard, chartCaption } from '@kernel/client/views/ChartCard';
import { BarChart } from '@kernel/client/views/charts';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';

const dom = useDomRoot();

useLayoutShims();

function render(el: React.ReactElement): void {
  dom.render(el);
}

const data = [
  { label: '建筑', value: 1440 },
  { label: '安装', value: 620 },
];

describe('ChartCard', () => {
  it('is a figure named by its title, with the caption, the chart and the base note', () => {
    render(
      <ChartCard title="各专业单方造价" unit="元/m²" period="2024-01 至 2024-12" region="江苏 · 南京" sample={1280} note="比较基准：同类工程中位数">
        <BarChart data={data} unit="元/m²" ariaLabel="各专业单方造价条形图" />
      </ChartCard>,
    );
    const figure = dom.host.querySelector('figure')!;
    const title = document.getElementById(figure.getAttribute('aria-labelledby')!)!;
    expect(title.tagName).toBe('H3');
    expect(title.textContent).toBe('各专业单方造价');
    expect(figure.querySelector('[data-part="caption"]')!.textContent).toBe('单位：元/m² · 期间：2024-01 至 2024-12 · 地区：江苏 · 南京 · 样本 1,280 个');
    expect(figure.querySelector('svg[role="img"]')!.getAttribute('aria-label')).toBe('各专业单方造价条形图');
    expect(figure.querySelector('figcaption')!.textContent).toBe('比较基准：同类工程中位数');
    expect(figure.getAttribute('aria-busy')).toBeNull();
  });

  it('shows a skeleton instead of the chart while loading, and no note', () => {
    render(
      <ChartCard title="价格走势" unit="元/m²" loading note="说明" placeholderHeight={320}>
        <BarChart data={data} unit="元/m²" ariaLabel="不应出现" />
      </ChartCard>,
    );
    const figure = dom.host.querySelector('figure')!;
    expect(figure.getAttribute('aria-busy')).toBe('true');
    expect(figure.querySelector('[data-part="loading"]')).not.toBeNull();
    expect(figure.querySelector('svg')).toBeNull();
    expect(figure.querySelector('figcaption')).toBeNull();
  });

  it('shows the empty state instead of the chart when there is no data', () => {
    render(
      <ChartCard title="价格走势" empty="同类工程样本不足，无法形成走势">
        <BarChart data={data} unit="元/m²" ariaLabel="不应出现" />
      </ChartCard>,
    );
    expect(dom.host.querySelector('svg[role="img"]')).toBeNull();
    expect(dom.host.querySelector('[role="status"]')!.textContent).toBe('同类工程样本不足，无法形成走势');
    render(<ChartCard title="价格走势" empty />);
    expect(dom.host.querySelector('[role="status"]')!.textContent).toBe('暂无数据');
  });

  it('builds the caption from what is known only', () => {
    expect(chartCaption({})).toEqual([]);
    expect(chartCaption({ unit: '%', sample: 0 })).toEqual(['单位：%', '样本 0 个']);
    expect(chartCaption({ region: '全国', sample: '12' })).toEqual(['地区：全国', '样本 12 个']);
  });
});
