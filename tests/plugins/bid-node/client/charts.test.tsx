/** @jest-environment jsdom */
import { act } from 'react';
import type { ReactElement } from 'react';
import { BarChart, BoxPlot, DonutChart, GroupedBarChart, Histogram, LineChart, formatCompact, formatNumber, formatPercent } from '@kernel/client/views/charts';
import { useDomRoot } from '../../../helpers/dom-root';

const dom = useDomRoot();

function render(el: ReactElement): HTMLDivElement {
  dom.render(el);
  return dom.host;
}

function svgOf(el: HTMLElement): SVGSVGElement {
  const svg = el.querySelector('svg');
  if (!svg) throw new Error('no svg');
  return svg;
}

describe('chart number formatting', () => {
  it('groups thousands and keeps decimals', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(-3500)).toBe('-3,500');
    expect(formatNumber(NaN)).toBe('—');
  });
  it('abbreviates with 万 and 亿', () => {
    expect(formatCompact(8000)).toBe('8,000');
    expect(formatCompact(125000)).toBe('12.5万');
    expect(formatCompact(350000000)).toBe('3.5亿');
    expect(formatPercent(0.1234)).toBe('12.3%');
  });
});

describe('charts render accessible SVG with one element per datum', () => {
  it('BarChart (vertical and horizontal)', () => {
    const data = [
      { label: '建筑工程', value: 1800 },
      { label: '装饰工程', value: 620 },
      { label: '安装工程', value: 410 },
    ];
    const el = render(<BarChart data={data} unit="元/m²" ariaLabel="专业造价构成" />);
    const svg = svgOf(el);
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('专业造价构成');
    expect(svg.querySelector('title')?.textContent).toBe('专业造价构成');
    expect(svg.querySelectorAll('.chart-datum')).toHaveLength(3);
    // the data table for screen readers
    expect(el.querySelectorAll('table tbody tr')).toHaveLength(3);
    expect(el.querySelector('table')?.textContent).toContain('1,800');

    const el2 = render(<BarChart data={data} unit="元/m²" horizontal ariaLabel="横向" />);
    expect(svgOf(el2).querySelectorAll('.chart-datum')).toHaveLength(3);
  });

  it('BarChart shows a tooltip on keyboard focus and arrow keys', () => {
    const data = [
      { label: '甲', value: 10 },
      { label: '乙', value: 20 },
    ];
    const el = render(<BarChart data={data} unit="元" ariaLabel="键盘" />);
    const group = el.querySelector('[role="group"]') as HTMLElement;
    expect(group.tabIndex).toBe(0);
    act(() => group.focus());
    expect(el.querySelector('[data-chart-tooltip]')?.textContent).toContain('甲');
    act(() => {
      group.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(el.querySelector('[data-chart-tooltip]')?.textContent).toContain('乙');
    expect(el.querySelector('[aria-live="polite"]')?.textContent).toContain('20 元');
    act(() => {
      group.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(el.querySelector('[data-chart-tooltip]')).toBeNull();
  });

  it('BarChart shows a tooltip on hover', () => {
    const el = render(<BarChart data={[{ label: '甲', value: 10 }]} unit="元" ariaLabel="悬停" />);
    const bar = el.querySelector('.chart-datum') as SVGElement;
    act(() => {
      bar.parentElement!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(el.querySelector('[data-chart-tooltip]')?.textContent).toContain('10 元');
  });

  it('GroupedBarChart', () => {
    const el = render(
      <GroupedBarChart
        categories={['建筑', '装饰', '安装']}
        series={[
          { name: '工程A', values: [1, 2, 3] },
          { name: '工程B', values: [2, 3, 4] },
        ]}
        unit="元/m²"
        ariaLabel="对比"
      />,
    );
    const svg = svgOf(el);
    expect(svg.getAttribute('aria-label')).toBe('对比');
    expect(svg.querySelectorAll('.chart-datum')).toHaveLength(6);
  });

  it('LineChart with band and highlight', () => {
    const el = render(
      <LineChart
        series={[
          {
            name: '中位数',
            points: [
              { x: '2024Q1', y: 3000, band: [2800, 3300] },
              { x: '2024Q2', y: 3100, band: [2900, 3400] },
              { x: '2024Q3', y: 3150, band: [2950, 3420] },
            ],
          },
        ]}
        highlight={{ x: '2024Q2', y: 3500, label: '本工程' }}
        unit="元/m²"
        ariaLabel="价格走势"
      />,
    );
    const svg = svgOf(el);
    expect(svg.getAttribute('aria-label')).toBe('价格走势');
    expect(svg.querySelectorAll('.chart-datum')).toHaveLength(3);
    expect(svg.querySelectorAll('path').length).toBeGreaterThanOrEqual(2); // band + line
    expect(svg.querySelector('[data-highlight]')?.textContent).toContain('本工程');
  });

  it('LineChart on a month axis places months in proportion to time and labels years', () => {
    const el = render(
      <LineChart
        monthAxis
        series={[
          {
            name: '月度中位数',
            points: [
              { x: '2019-01', y: 530 },
              { x: '2019-02', y: 532 },
              { x: '2023-02', y: 528 },
              { x: '2024-02', y: 515 },
            ],
          },
        ]}
        unit="元/m³"
        ariaLabel="综合单价走势"
      />,
    );
    const svg = svgOf(el);
    const cx = [...svg.querySelectorAll('.chart-datum')].map((c) => Number(c.getAttribute('cx')));
    expect(cx).toHaveLength(4);
    // One month apart, then 48 months, then 12: the gaps keep those proportions.
    const gap = (i: number) => cx[i + 1] - cx[i];
    expect(gap(1) / gap(0)).toBeCloseTo(48, 0);
    expect(gap(1) / gap(2)).toBeCloseTo(4, 1);
    const labels = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['2020', '2022', '2024']));
  });

  it('LineChart draws negative values inside the plot, with a zero line, and keeps 0 as the floor of a positive series', () => {
    const changes = render(
      <LineChart
        series={[{ name: '同比增长', points: [{ x: '2022', y: 6.5 }, { x: '2023', y: 1.2 }, { x: '2024', y: -2.5 }] }]}
        unit="%"
        height={240}
        ariaLabel="同比增长"
      />,
    );
    const svg = svgOf(changes);
    const cy = [...svg.querySelectorAll('.chart-datum')].map((c) => Number(c.getAttribute('cy')));
    expect(cy).toHaveLength(3);
    // Inside the plot (top margin 28, bottom margin 44 of 240), the negative value lowest.
    for (const v of cy) expect(v).toBeGreaterThanOrEqual(28);
    for (const v of cy) expect(v).toBeLessThanOrEqual(240 - 44);
    expect(cy[2]).toBeGreaterThan(cy[1]);
    const zero = svg.querySelector('[data-zero-line]');
    expect(zero).not.toBeNull();
    expect(Number(zero!.getAttribute('y1'))).toBeGreaterThan(cy[1]);
    expect(Number(zero!.getAttribute('y1'))).toBeLessThan(cy[2]);

    const prices = svgOf(render(<LineChart series={[{ name: '价格', points: [{ x: '2023', y: 100 }, { x: '2024', y: 104 }] }]} unit="元/m²" ariaLabel="价格" />));
    expect(prices.querySelector('[data-zero-line]')).toBeNull();
  });

  it('DonutChart with legend and percentages', () => {
    const el = render(
      <DonutChart
        data={[
          { label: '人工费', value: 25 },
          { label: '材料费', value: 75 },
        ]}
        unit="元/m²"
        ariaLabel="费用构成"
      />,
    );
    const svg = svgOf(el);
    expect(svg.querySelectorAll('.chart-datum')).toHaveLength(2);
    expect(svg.textContent).toContain('75.0%');
    expect(svg.textContent).toContain('25.0%');
  });

  it('DonutChart: shares by the one rounding rule (adding up to 100.0 %), and the total it is given', () => {
    const el = render(<DonutChart data={[1, 1, 1].map((value, i) => ({ label: `项${i}`, value }))} unit="元/m²" ariaLabel="三等分" />);
    const legend = [...svgOf(el).querySelectorAll('g[aria-hidden="true"] text')].map((t) => t.textContent);
    // 33.3 % three times would add up to 99.9 %: the largest remainder gives the first 33.4 %.
    expect(legend.filter((t) => t?.endsWith('%'))).toEqual(['33.4%', '33.3%', '33.3%']);
    dom.remount();
    // The page's own figures win: the table's 合计 in the hole and its shares in the legend.
    const page = render(
      <DonutChart
        data={[
          { label: '建筑', value: 1464.16 },
          { label: '电气', value: 1464.15 },
        ]}
        total={2928.3}
        shares={[0.5, 0.5]}
        unit="元/m²"
        ariaLabel="专业造价构成"
        valueFormat={(v) => formatNumber(v, 2)}
      />,
    );
    const text = svgOf(page).textContent ?? '';
    expect(text).toContain('2,928.30');
    expect(text).not.toContain('2,928.31');
    expect(text.match(/50\.0%/g)).toHaveLength(2);
  });

  it('Histogram with markers', () => {
    const el = render(
      <Histogram
        bins={[
          { from: 0, to: 10, count: 2 },
          { from: 10, to: 20, count: 5 },
          { from: 20, to: 30, count: 1 },
          { from: 30, to: 40, count: 0 },
        ]}
        markers={[
          { label: 'P10', value: 6 },
          { label: '中位数', value: 15 },
          { label: 'P90', value: 28 },
        ]}
        unit="元/m²"
        ariaLabel="分布"
      />,
    );
    const svg = svgOf(el);
    expect(svg.querySelectorAll('.chart-datum')).toHaveLength(4);
    expect(svg.querySelectorAll('[data-marker]')).toHaveLength(3);
  });

  it('BoxPlot', () => {
    const el = render(<BoxPlot stats={{ min: 1, p10: 2, q1: 3, median: 4, q3: 5, p90: 6, max: 7 }} unit="kg/m²" ariaLabel="箱线图" />);
    const svg = svgOf(el);
    expect(svg.getAttribute('aria-label')).toBe('箱线图');
    expect(svg.querySelectorAll('.chart-datum')).toHaveLength(7);
    expect(el.querySelectorAll('table tbody tr')).toHaveLength(7);
  });
});
