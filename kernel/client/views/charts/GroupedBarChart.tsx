import { useMemo } from 'react';
import { scaleBand, scaleLinear } from 'd3-scale';
import { max, min } from 'd3-array';
import { ChartLegend, ChartShell, clipLabel } from './ChartShell';
import { ValueAxisLeft } from './axes';
import { CHART_COLORS, paletteColor } from './palette';
import { formatAuto, withUnit } from './format';

export interface GroupedBarSeries {
  name: string;
  /** One value per category (same order). */
  values: number[];
  color?: string;
}

export interface GroupedBarChartProps {
  categories: string[];
  series: GroupedBarSeries[];
  unit: string;
  height?: number;
  ariaLabel: string;
  valueFormat?: (v: number) => string;
}

/** Bars grouped by category, one bar per series, with a legend. */
export function GroupedBarChart({ categories, series, unit, height = 300, ariaLabel, valueFormat }: GroupedBarChartProps) {
  const fmt = valueFormat ?? ((v: number) => formatAuto(v, 2));
  const colorOf = (si: number) => series[si].color ?? paletteColor(si);
  const table = useMemo(
    () => ({
      columns: ['类别', ...series.map((s) => `${s.name}（${unit}）`)],
      rows: categories.map((c, ci) => [c, ...series.map((s) => fmt(s.values[ci] ?? NaN))]),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [categories, series, unit],
  );
  const m = { top: 28, right: 16, bottom: 44, left: 60 };
  const layout = (width: number) => {
    const all = series.flatMap((s) => s.values.filter((v) => Number.isFinite(v)));
    const lo = Math.min(0, min(all) ?? 0);
    const hi = Math.max(0, max(all) ?? 0) || 1;
    const x0 = scaleBand<number>().domain(categories.map((_, i) => i)).range([m.left, Math.max(m.left + 10, width - m.right)]).paddingInner(0.24).paddingOuter(0.12);
    const x1 = scaleBand<number>().domain(series.map((_, i) => i)).range([0, x0.bandwidth()]).padding(0.08);
    const y = scaleLinear().domain([lo, hi]).nice().range([height - m.bottom, m.top]);
    return { x0, x1, y };
  };

  return (
    <ChartShell
      ariaLabel={ariaLabel}
      height={height}
      count={categories.length}
      table={table}
      tooltip={(ci) => ({
        title: categories[ci],
        lines: series.map((s, si) => ({ label: s.name, value: withUnit(fmt(s.values[ci] ?? NaN), unit), color: colorOf(si) })),
      })}
      anchor={(ci, width) => {
        const { x0, y } = layout(width);
        const top = max(series, (s) => s.values[ci] ?? 0) ?? 0;
        return { x: (x0(ci) ?? 0) + x0.bandwidth() / 2, y: y(Math.max(0, top)) };
      }}
      footer={() => <ChartLegend items={series.map((s, si) => ({ label: s.name, color: colorOf(si) }))} />}
    >
      {({ width, active, setActive }) => {
        const { x0, x1, y } = layout(width);
        const maxChars = Math.max(2, Math.floor(x0.step() / 12));
        return (
          <>
            <ValueAxisLeft scale={y} x0={m.left} x1={width - m.right} unit={unit} />
            {categories.map((c, ci) => {
              const gx = x0(ci) ?? 0;
              return (
                <g key={ci} onMouseEnter={() => setActive(ci)}>
                  <rect x={gx - (x0.step() - x0.bandwidth()) / 2} y={m.top} width={x0.step()} height={height - m.bottom - m.top} fill={active === ci ? CHART_COLORS.brandSubtle : 'transparent'} />
                  {series.map((s, si) => {
                    const v = s.values[ci];
                    if (v == null || !Number.isFinite(v)) return null;
                    return (
                      <rect
                        key={si}
                        className="chart-datum"
                        data-datum={`${ci}-${si}`}
                        x={gx + (x1(si) ?? 0)}
                        y={y(Math.max(0, v))}
                        width={x1.bandwidth()}
                        height={Math.max(1, Math.abs(y(v) - y(0)))}
                        rx={2}
                        fill={colorOf(si)}
                        opacity={active == null || active === ci ? 1 : 0.55}
                      />
                    );
                  })}
                  <text x={gx + x0.bandwidth() / 2} y={height - m.bottom + 18} textAnchor="middle" style={{ fontSize: 12, fill: CHART_COLORS.axis }}>
                    {clipLabel(c, maxChars)}
                  </text>
                </g>
              );
            })}
          </>
        );
      }}
    </ChartShell>
  );
}
