import { useMemo, type ReactNode } from 'react';
import { scaleLinear } from 'd3-scale';
import { ChartShell } from './ChartShell';
import { ValueAxisBottom } from './axes';
import { CHART_COLORS } from './palette';
import { formatAuto, withUnit } from './format';

export interface BoxStats {
  min: number;
  p10: number;
  q1: number;
  median: number;
  q3: number;
  p90: number;
  max: number;
}

export interface BoxPlotProps {
  stats: BoxStats;
  unit: string;
  height?: number;
  ariaLabel: string;
  valueFormat?: (v: number) => string;
}

const KEYS: Array<{ key: keyof BoxStats; label: string }> = [
  { key: 'min', label: '最小值' },
  { key: 'p10', label: 'P10' },
  { key: 'q1', label: '下四分位 Q1' },
  { key: 'median', label: '中位数' },
  { key: 'q3', label: '上四分位 Q3' },
  { key: 'p90', label: 'P90' },
  { key: 'max', label: '最大值' },
];

/** A horizontal box plot: min–max whisker, P10–P90 band, Q1–Q3 box and the median. */
export function BoxPlot({ stats, unit, height = 170, ariaLabel, valueFormat }: BoxPlotProps) {
  const fmt = valueFormat ?? ((v: number) => formatAuto(v, 2));
  const table = useMemo(
    () => ({ columns: ['统计量', `数值（${unit}）`], rows: KEYS.map((k) => [k.label, fmt(stats[k.key])]) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stats, unit],
  );
  const m = { top: 30, right: 28, bottom: 44, left: 28 };
  const scaleFor = (width: number) => {
    const lo = stats.min;
    const hi = stats.max === stats.min ? stats.min + 1 : stats.max;
    return scaleLinear().domain([lo, hi]).nice().range([m.left, Math.max(m.left + 10, width - m.right)]);
  };
  const cy = m.top + (height - m.top - m.bottom) / 2;
  const boxH = Math.min(44, (height - m.top - m.bottom) * 0.7);

  return (
    <ChartShell
      ariaLabel={ariaLabel}
      height={height}
      count={KEYS.length}
      table={table}
      tooltip={(i) => ({ title: KEYS[i].label, lines: [{ label: '数值', value: withUnit(fmt(stats[KEYS[i].key]), unit), color: CHART_COLORS.brand }] })}
      anchor={(i, width) => ({ x: scaleFor(width)(stats[KEYS[i].key]), y: cy - boxH / 2 - 2 })}
    >
      {({ width, active, setActive }) => {
        const x = scaleFor(width);
        const hot = (i: number) => active === i;
        const mark = (i: number, node: ReactNode) => (
          <g key={KEYS[i].key} className="chart-datum" data-datum={KEYS[i].key} onMouseEnter={() => setActive(i)}>
            {node}
          </g>
        );
        const tick = (i: number, h: number, color: string, w = 2) => {
          const v = x(stats[KEYS[i].key]);
          return (
            <>
              <rect x={v - 6} y={cy - h / 2 - 4} width={12} height={h + 8} fill="transparent" />
              <line x1={v} x2={v} y1={cy - h / 2} y2={cy + h / 2} stroke={hot(i) ? CHART_COLORS.accentDark : color} strokeWidth={hot(i) ? w + 1 : w} />
            </>
          );
        };
        return (
          <>
            <ValueAxisBottom scale={x} y0={m.top - 8} y1={height - m.bottom} unit={unit} />
            <line x1={x(stats.min)} x2={x(stats.max)} y1={cy} y2={cy} stroke={CHART_COLORS.axis} strokeWidth={1} />
            <rect x={x(stats.p10)} y={cy - 3} width={Math.max(1, x(stats.p90) - x(stats.p10))} height={6} fill={CHART_COLORS.brandLight} rx={2} pointerEvents="none" />
            {mark(
              2,
              <rect
                x={x(stats.q1)}
                y={cy - boxH / 2}
                width={Math.max(1, x(stats.q3) - x(stats.q1))}
                height={boxH}
                fill={hot(2) || hot(4) ? CHART_COLORS.brandPale : CHART_COLORS.brandSubtle}
                stroke={CHART_COLORS.brand}
                strokeWidth={1.5}
                rx={3}
              />,
            )}
            {mark(4, tick(4, boxH, CHART_COLORS.brand, 1.5))}
            {mark(0, tick(0, boxH * 0.5, CHART_COLORS.axis))}
            {mark(6, tick(6, boxH * 0.5, CHART_COLORS.axis))}
            {mark(1, tick(1, boxH * 0.7, CHART_COLORS.navy))}
            {mark(5, tick(5, boxH * 0.7, CHART_COLORS.navy))}
            {mark(3, tick(3, boxH, CHART_COLORS.accentDark, 3))}
            <g aria-hidden="true" style={{ fontSize: 11 }}>
              <text x={x(stats.median)} y={cy - boxH / 2 - 8} textAnchor="middle" style={{ fill: CHART_COLORS.accentDark, fontWeight: 600 }}>
                中位数 {fmt(stats.median)}
              </text>
              <text x={x(stats.p10)} y={cy + boxH / 2 + 14} textAnchor="middle" style={{ fill: CHART_COLORS.navy }}>
                P10
              </text>
              <text x={x(stats.p90)} y={cy + boxH / 2 + 14} textAnchor="middle" style={{ fill: CHART_COLORS.navy }}>
                P90
              </text>
            </g>
          </>
        );
      }}
    </ChartShell>
  );
}
