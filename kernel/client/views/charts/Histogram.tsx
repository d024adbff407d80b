import { useMemo } from 'react';
import { scaleLinear } from 'd3-scale';
import { max } from 'd3-array';
import { ChartShell } from './ChartShell';
import { ValueAxisLeft } from './axes';
import { CHART_COLORS } from './palette';
import { percentShares } from '@kernel/core/rounding';
import { formatAuto, formatCompact, formatNumber, withUnit } from './format';

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

export interface HistogramProps {
  bins: HistogramBin[];
  /** Unit of the measured value (x axis). */
  unit: string;
  /** Vertical reference lines, e.g. P10 / 中位数 / P90. */
  markers?: Array<{ label: string; value: number; color?: string }>;
  height?: number;
  ariaLabel: string;
  valueFormat?: (v: number) => string;
}

/** Counts per value bin, with labelled reference lines. */
export function Histogram({ bins, unit, markers = [], height = 280, ariaLabel, valueFormat }: HistogramProps) {
  const fmt = valueFormat ?? ((v: number) => formatAuto(v, 2));
  const total = bins.reduce((s, b) => s + b.count, 0);
  // Shares by the site's rounding rule: one decimal, adding up to 100.0 %.
  const shares = useMemo(() => percentShares(bins.map((b) => b.count)), [bins]);
  const table = useMemo(
    () => ({ columns: [`区间（${unit}）`, '样本数'], rows: bins.map((b) => [`${fmt(b.from)} – ${fmt(b.to)}`, b.count]) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bins, unit],
  );
  const m = { top: 48, right: 20, bottom: 46, left: 52 };
  const layout = (width: number) => {
    const lo = Math.min(bins[0]?.from ?? 0, ...markers.map((k) => k.value));
    const hi = Math.max(bins[bins.length - 1]?.to ?? 1, ...markers.map((k) => k.value));
    const x = scaleLinear().domain([lo, hi === lo ? lo + 1 : hi]).range([m.left, Math.max(m.left + 10, width - m.right)]);
    const y = scaleLinear().domain([0, max(bins, (b) => b.count) || 1]).nice().range([height - m.bottom, m.top]);
    return { x, y };
  };

  return (
    <ChartShell
      ariaLabel={ariaLabel}
      height={height}
      count={bins.length}
      table={table}
      tooltip={(i) => ({
        title: withUnit(`${fmt(bins[i].from)} – ${fmt(bins[i].to)}`, unit),
        lines: [
          { label: '样本数', value: `${bins[i].count} 个`, color: CHART_COLORS.brand },
          { label: '占比', value: total ? `${formatNumber(shares[i] ?? 0, 1)}%` : '—' },
        ],
      })}
      anchor={(i, width) => {
        const { x, y } = layout(width);
        return { x: (x(bins[i].from) + x(bins[i].to)) / 2, y: y(bins[i].count) };
      }}
    >
      {({ width, active, setActive }) => {
        const { x, y } = layout(width);
        const ticks = x.ticks(Math.max(2, Math.floor((width - m.left - m.right) / 90)));
        const sorted = markers.map((k, i) => ({ ...k, i })).sort((a, b) => a.value - b.value);
        return (
          <>
            <ValueAxisLeft scale={y} x0={m.left} x1={width - m.right} format={(v) => (Number.isInteger(v) ? String(v) : '')} />
            <text transform={`translate(14,${(m.top + height - m.bottom) / 2}) rotate(-90)`} textAnchor="middle" aria-hidden="true" style={{ fontSize: 11, fill: CHART_COLORS.axis }}>
              样本数（个）
            </text>
            <g aria-hidden="true">
              {ticks.map((t) => (
                <text key={t} x={x(t)} y={height - m.bottom + 18} textAnchor="middle" style={{ fontSize: 11, fill: CHART_COLORS.axis }}>
                  {formatCompact(t)}
                </text>
              ))}
              <text x={width - m.right} y={height - m.bottom + 36} textAnchor="end" style={{ fontSize: 11, fill: CHART_COLORS.axis }}>
                {unit}
              </text>
            </g>
            {bins.map((b, i) => {
              const x0 = x(b.from);
              const w = Math.max(1, x(b.to) - x0 - 1);
              return (
                <g key={i} onMouseEnter={() => setActive(i)}>
                  <rect x={x0} y={m.top} width={w + 1} height={height - m.bottom - m.top} fill={active === i ? CHART_COLORS.brandSubtle : 'transparent'} />
                  <rect
                    className="chart-datum"
                    data-datum={i}
                    x={x0 + 0.5}
                    y={y(b.count)}
                    width={w}
                    height={Math.max(b.count > 0 ? 1 : 0, y(0) - y(b.count))}
                    fill={active === i ? CHART_COLORS.brand : CHART_COLORS.brandLight}
                  />
                </g>
              );
            })}
            {sorted.map((k, si) => {
              const mx = x(k.value);
              const color = k.color ?? (si === Math.floor(sorted.length / 2) ? CHART_COLORS.accentDark : CHART_COLORS.navy);
              const row = si % 2;
              const text = `${k.label} ${fmt(k.value)}`;
              const half = text.length * 3.4 + 4;
              const tx = Math.max(m.left + half - 20, Math.min(width - m.right - half, mx));
              return (
                <g key={`${k.label}-${k.i}`} data-marker={k.label} pointerEvents="none">
                  <line x1={mx} x2={mx} y1={m.top - 14 + row * 14} y2={height - m.bottom} stroke={color} strokeWidth={1.5} strokeDasharray="4 3" />
                  <text x={tx} y={m.top - 34 + row * 14} textAnchor="middle" style={{ fontSize: 11, fontWeight: 600, fill: color }}>
                    {text}
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
