import { useMemo } from 'react';
import { arc, pie, type PieArcDatum } from 'd3-shape';
import { sum } from 'd3-array';
import { ChartShell, clipLabel } from './ChartShell';
import { CHART_COLORS, paletteColor } from './palette';
import { ratioShares } from '@kernel/core/rounding';
import { formatAuto, formatPercent, withUnit } from './format';

export interface DonutDatum {
  label: string;
  value: number;
  color?: string;
}

export interface DonutChartProps {
  data: DonutDatum[];
  unit: string;
  /** Text in the hole (the total by default: two lines, value over caption). */
  centerLabel?: string;
  height?: number;
  ariaLabel: string;
  valueFormat?: (v: number) => string;
  /**
   * The total shown in the hole, as the page's table shows it (e.g. the single project's 元/m²).
   * Default: the sum of the values. Pass the same figure the table's 合计 line shows.
   */
  total?: number;
  /**
   * The shares (ratios 0..1) as the page's table shows them. Default: the values' shares by the
   * site's rounding rule (one decimal of a percent, largest remainder, adding up to 100.0 %).
   */
  shares?: readonly number[];
}

/** A donut with a legend (value and share) on its right. */
export function DonutChart({ data, unit, centerLabel, height = 260, ariaLabel, valueFormat, total: givenTotal, shares }: DonutChartProps) {
  const fmt = valueFormat ?? ((v: number) => formatAuto(v, 2));
  const positive = data.map((d) => ({ ...d, value: Math.max(0, d.value) }));
  const total = givenTotal ?? sum(positive, (d) => d.value);
  const colorOf = (i: number) => data[i].color ?? paletteColor(i);
  const arcs = useMemo(
    () => pie<DonutDatum>().sort(null).value((d) => d.value).padAngle(0.012)(positive),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data],
  );
  // One rule for every share on the page: given, or apportioned to add up to 100.0 %.
  const ratios = useMemo(
    () => (shares && shares.length === data.length ? [...shares] : ratioShares(positive.map((d) => d.value))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, shares],
  );
  const shareAt = (i: number) => ratios[i] ?? 0;
  const table = useMemo(
    () => ({ columns: ['项目', `数值（${unit}）`, '占比'], rows: data.map((d, i) => [d.label, fmt(d.value), formatPercent(shareAt(i))]) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, unit, ratios],
  );
  const geometry = (width: number) => {
    const legendW = Math.min(300, Math.max(180, width * 0.45));
    const r = Math.max(40, Math.min(height / 2 - 12, (width - legendW) / 2 - 16));
    const cx = Math.max(r + 12, (width - legendW) / 2);
    return { cx, cy: height / 2, r, inner: r * 0.62, legendX: cx + r + 28, legendW };
  };

  return (
    <ChartShell
      ariaLabel={ariaLabel}
      height={height}
      count={data.length}
      table={table}
      tooltip={(i) => ({
        title: data[i].label,
        lines: [
          { label: '数值', value: withUnit(fmt(data[i].value), unit), color: colorOf(i) },
          { label: '占比', value: formatPercent(shareAt(i)) },
        ],
      })}
      anchor={(i, width) => {
        const g = geometry(width);
        const a = arcs[i];
        const mid = (a.startAngle + a.endAngle) / 2;
        const rr = (g.r + g.inner) / 2;
        return { x: g.cx + Math.sin(mid) * rr, y: g.cy - Math.cos(mid) * rr };
      }}
    >
      {({ width, active, setActive }) => {
        const g = geometry(width);
        const gen = arc<PieArcDatum<DonutDatum>>().innerRadius(g.inner).outerRadius(g.r).cornerRadius(1.5);
        const genActive = arc<PieArcDatum<DonutDatum>>().innerRadius(g.inner).outerRadius(g.r + 6).cornerRadius(1.5);
        const rowH = Math.min(26, (height - 16) / Math.max(1, data.length));
        const legendTop = height / 2 - (rowH * data.length) / 2;
        const maxChars = Math.max(3, Math.floor((g.legendW - 130) / 12));
        const activeDatum = active != null ? data[active] : null;
        return (
          <>
            <g transform={`translate(${g.cx},${g.cy})`}>
              {arcs.map((a, i) => (
                <path
                  key={i}
                  className="chart-datum"
                  data-datum={i}
                  d={(active === i ? genActive(a) : gen(a)) ?? ''}
                  fill={colorOf(i)}
                  stroke="#fff"
                  strokeWidth={1}
                  opacity={active == null || active === i ? 1 : 0.6}
                  onMouseEnter={() => setActive(i)}
                />
              ))}
              <text textAnchor="middle" y={-4} style={{ fontSize: 18, fontWeight: 700, fill: CHART_COLORS.text, fontVariantNumeric: 'tabular-nums' }}>
                {activeDatum ? formatPercent(shareAt(active!)) : fmt(total)}
              </text>
              <text textAnchor="middle" y={16} style={{ fontSize: 12, fill: CHART_COLORS.axis }}>
                {activeDatum ? clipLabel(activeDatum.label, 8) : (centerLabel ?? `合计（${unit}）`)}
              </text>
            </g>
            <g transform={`translate(${g.legendX},${legendTop})`} aria-hidden="true">
              {data.map((d, i) => (
                <g key={i} transform={`translate(0,${i * rowH})`} onMouseEnter={() => setActive(i)} style={{ cursor: 'default' }}>
                  <rect x={-6} y={0} width={g.legendW} height={rowH} fill={active === i ? CHART_COLORS.brandSubtle : 'transparent'} rx={3} />
                  <rect x={0} y={rowH / 2 - 5} width={10} height={10} rx={2} fill={colorOf(i)} />
                  <text x={16} y={rowH / 2} dy="0.32em" style={{ fontSize: 12, fill: CHART_COLORS.text }}>
                    {clipLabel(d.label, maxChars)}
                  </text>
                  <text x={g.legendW - 62} y={rowH / 2} dy="0.32em" textAnchor="end" style={{ fontSize: 12, fill: CHART_COLORS.text, fontVariantNumeric: 'tabular-nums' }}>
                    {fmt(d.value)}
                  </text>
                  <text x={g.legendW - 12} y={rowH / 2} dy="0.32em" textAnchor="end" style={{ fontSize: 12, fill: CHART_COLORS.axis, fontVariantNumeric: 'tabular-nums' }}>
                    {formatPercent(shareAt(i))}
                  </text>
                </g>
              ))}
            </g>
          </>
        );
      }}
    </ChartShell>
  );
}
