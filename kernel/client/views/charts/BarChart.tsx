import { useMemo } from 'react';
import { scaleBand, scaleLinear, type ScaleBand, type ScaleLinear } from 'd3-scale';
import { max, min } from 'd3-array';
import { ChartShell, clipLabel } from './ChartShell';
import { ValueAxisBottom, ValueAxisLeft } from './axes';
import { CHART_COLORS } from './palette';
import { formatAuto, withUnit } from './format';

interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface BarDatum {
  label: string;
  value: number;
  color?: string;
}

export interface BarChartProps {
  data: BarDatum[];
  unit: string;
  /** Total height in px; horizontal charts default to 34 px per bar. */
  height?: number;
  horizontal?: boolean;
  valueFormat?: (v: number) => string;
  ariaLabel: string;
  /** Print the value at the end of each bar (default true). */
  showValues?: boolean;
}

/** A bar chart, vertical by default; `horizontal` for long Chinese labels. */
export function BarChart({ data, unit, height, horizontal = false, valueFormat, ariaLabel, showValues = true }: BarChartProps) {
  const fmt = valueFormat ?? ((v: number) => formatAuto(v, 2));
  const h = height ?? (horizontal ? Math.max(120, data.length * 34 + 40) : 280);
  const maxLabel = max(data, (d) => d.label.length) ?? 0;
  const table = useMemo(
    () => ({ columns: ['项目', `数值（${unit}）`], rows: data.map((d) => [d.label, fmt(d.value)]) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, unit],
  );

  const domain = (): [number, number] => {
    const lo = Math.min(0, min(data, (d) => d.value) ?? 0);
    const hi = Math.max(0, max(data, (d) => d.value) ?? 0) || 1;
    return [lo, hi];
  };
  /** Horizontal: bands down the side, values across. */
  const hLayout = (width: number): { m: Margin; x: ScaleLinear<number, number>; y: ScaleBand<number>; maxChars: number } => {
    const left = Math.min(150, Math.max(48, maxLabel * 12 + 16));
    const m = { top: 8, right: 72, bottom: 38, left };
    const y = scaleBand<number>().domain(data.map((_, i) => i)).range([m.top, h - m.bottom]).padding(0.3);
    const x = scaleLinear().domain(domain()).nice().range([m.left, Math.max(m.left + 10, width - m.right)]);
    return { m, x, y, maxChars: Math.floor((left - 12) / 12) };
  };
  /** Vertical: bands across, values up. */
  const vLayout = (width: number): { m: Margin; x: ScaleBand<number>; y: ScaleLinear<number, number>; maxChars: number } => {
    const m = { top: 28, right: 16, bottom: 44, left: 56 };
    const x = scaleBand<number>().domain(data.map((_, i) => i)).range([m.left, Math.max(m.left + 10, width - m.right)]).padding(0.32);
    const y = scaleLinear().domain(domain()).nice().range([h - m.bottom, m.top]);
    return { m, x, y, maxChars: Math.max(2, Math.floor(x.step() / 12)) };
  };

  return (
    <ChartShell
      ariaLabel={ariaLabel}
      height={h}
      count={data.length}
      table={table}
      tooltip={(i) => ({ title: data[i].label, lines: [{ label: '数值', value: withUnit(fmt(data[i].value), unit), color: data[i].color ?? CHART_COLORS.brand }] })}
      anchor={(i, width) => {
        if (horizontal) {
          const { x, y } = hLayout(width);
          return { x: x(Math.max(0, data[i].value)), y: (y(i) ?? 0) + 4 };
        }
        const { x, y } = vLayout(width);
        return { x: (x(i) ?? 0) + x.bandwidth() / 2, y: y(Math.max(0, data[i].value)) };
      }}
    >
      {({ width, active, setActive }) => {
        if (horizontal) {
          const l = hLayout(width);
          const { x, y } = l;
          return (
            <>
              <ValueAxisBottom scale={x} y0={l.m.top} y1={h - l.m.bottom} unit={unit} />
              {data.map((d, i) => {
                const x0 = x(Math.min(0, d.value));
                const w = Math.max(1, Math.abs(x(d.value) - x(0)));
                const by = y(i) ?? 0;
                return (
                  <g key={i} onMouseEnter={() => setActive(i)}>
                    <rect x={l.m.left - 4} y={by - (y.step() - y.bandwidth()) / 2} width={width - l.m.left} height={y.step()} fill={active === i ? CHART_COLORS.brandSubtle : 'transparent'} />
                    <text x={l.m.left - 8} y={by + y.bandwidth() / 2} dy="0.32em" textAnchor="end" style={{ fontSize: 12, fill: CHART_COLORS.text }}>
                      {clipLabel(d.label, l.maxChars)}
                    </text>
                    <rect
                      className="chart-datum"
                      data-datum={i}
                      x={x0}
                      y={by}
                      width={w}
                      height={y.bandwidth()}
                      rx={2}
                      fill={d.color ?? CHART_COLORS.brand}
                      opacity={active == null || active === i ? 1 : 0.55}
                    />
                    {showValues ? (
                      <text x={x0 + w + 6} y={by + y.bandwidth() / 2} dy="0.32em" style={{ fontSize: 11, fill: CHART_COLORS.text, fontVariantNumeric: 'tabular-nums' }}>
                        {fmt(d.value)}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </>
          );
        }
        const l = vLayout(width);
        const { x, y } = l;
        const rotate = data.some((d) => d.label.length > l.maxChars) && data.length > 6;
        return (
          <>
            <ValueAxisLeft scale={y} x0={l.m.left} x1={width - l.m.right} unit={unit} />
            {data.map((d, i) => {
              const bx = x(i) ?? 0;
              const y0 = y(Math.max(0, d.value));
              const hh = Math.max(1, Math.abs(y(d.value) - y(0)));
              return (
                <g key={i} onMouseEnter={() => setActive(i)}>
                  <rect x={bx - (x.step() - x.bandwidth()) / 2} y={l.m.top} width={x.step()} height={h - l.m.bottom - l.m.top} fill={active === i ? CHART_COLORS.brandSubtle : 'transparent'} />
                  <rect
                    className="chart-datum"
                    data-datum={i}
                    x={bx}
                    y={y0}
                    width={x.bandwidth()}
                    height={hh}
                    rx={2}
                    fill={d.color ?? CHART_COLORS.brand}
                    opacity={active == null || active === i ? 1 : 0.55}
                  />
                  {showValues && x.bandwidth() >= 22 ? (
                    <text x={bx + x.bandwidth() / 2} y={y0 - 6} textAnchor="middle" style={{ fontSize: 11, fill: CHART_COLORS.text, fontVariantNumeric: 'tabular-nums' }}>
                      {fmt(d.value)}
                    </text>
                  ) : null}
                  {rotate ? (
                    <text transform={`translate(${bx + x.bandwidth() / 2},${h - l.m.bottom + 12}) rotate(-30)`} textAnchor="end" style={{ fontSize: 11, fill: CHART_COLORS.axis }}>
                      {clipLabel(d.label, 6)}
                    </text>
                  ) : (
                    <text x={bx + x.bandwidth() / 2} y={h - l.m.bottom + 18} textAnchor="middle" style={{ fontSize: 12, fill: CHART_COLORS.axis }}>
                      {clipLabel(d.label, l.maxChars)}
                    </text>
                  )}
                </g>
              );
            })}
          </>
        );
      }}
    </ChartShell>
  );
}
