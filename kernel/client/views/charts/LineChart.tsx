import { useMemo } from 'react';
import { scaleLinear, scalePoint } from 'd3-scale';
import { area, line } from 'd3-shape';
import { max, min } from 'd3-array';
import { ChartLegend, ChartShell } from './ChartShell';
import { ValueAxisLeft } from './axes';
import { CHART_COLORS, paletteColor } from './palette';
import { formatAuto, withUnit } from './format';

export interface LinePoint {
  x: string;
  y: number;
  /** Optional shaded band around the point, e.g. [p25, p75]. */
  band?: [number, number];
}

export interface LineSeries {
  name: string;
  points: LinePoint[];
  color?: string;
}

export interface LineChartProps {
  series: LineSeries[];
  unit: string;
  height?: number;
  /** One emphasised point, e.g. this project. */
  highlight?: { x: string; y: number; label: string };
  ariaLabel: string;
  /** Legend text of the shaded band (default 四分位区间 P25–P75). */
  bandLabel?: string;
  valueFormat?: (v: number) => string;
}

/** Lines over ordered categories (periods), with an optional shaded band and a highlighted point. */
export function LineChart({ series, unit, height = 300, highlight, ariaLabel, bandLabel = '四分位区间（P25–P75）', valueFormat }: LineChartProps) {
  const fmt = valueFormat ?? ((v: number) => formatAuto(v, 0));
  const colorOf = (si: number) => series[si].color ?? paletteColor(si);
  const xs = useMemo(() => {
    const set = new Set<string>();
    for (const s of series) for (const p of s.points) set.add(p.x);
    if (highlight) set.add(highlight.x);
    return [...set].sort();
  }, [series, highlight]);
  const hasBand = series.some((s) => s.points.some((p) => p.band));
  const table = useMemo(
    () => ({
      columns: ['时间', ...series.flatMap((s) => (s.points.some((p) => p.band) ? [`${s.name}（${unit}）`, '区间'] : [`${s.name}（${unit}）`]))],
      rows: xs.map((x) => [
        x,
        ...series.flatMap((s) => {
          const p = s.points.find((q) => q.x === x);
          const cells = [p ? fmt(p.y) : '—'];
          if (s.points.some((q) => q.band)) cells.push(p?.band ? `${fmt(p.band[0])} – ${fmt(p.band[1])}` : '—');
          return cells;
        }),
      ]),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [xs, series, unit],
  );
  const m = { top: 28, right: 20, bottom: 44, left: 60 };
  const layout = (width: number) => {
    const values = series.flatMap((s) => s.points.flatMap((p) => (p.band ? [p.y, p.band[0], p.band[1]] : [p.y])));
    if (highlight) values.push(highlight.y);
    const lo = min(values) ?? 0;
    const hi = max(values) ?? 1;
    const pad = (hi - lo) * 0.08 || Math.abs(hi) * 0.1 || 1;
    const x = scalePoint<string>().domain(xs).range([m.left, Math.max(m.left + 10, width - m.right)]).padding(0.4);
    const y = scaleLinear().domain([Math.max(0, lo - pad), hi + pad]).nice().range([height - m.bottom, m.top]);
    return { x, y };
  };
  const tipLines = (xi: number) => {
    const x = xs[xi];
    const lines: Array<{ label: string; value: string; color?: string }> = [];
    series.forEach((s, si) => {
      const p = s.points.find((q) => q.x === x);
      if (!p) return;
      lines.push({ label: s.name, value: withUnit(fmt(p.y), unit), color: colorOf(si) });
      if (p.band) lines.push({ label: '区间', value: `${fmt(p.band[0])} – ${fmt(p.band[1])}` });
    });
    if (highlight && highlight.x === x) lines.push({ label: highlight.label, value: withUnit(fmt(highlight.y), unit), color: CHART_COLORS.accent });
    return lines;
  };

  return (
    <ChartShell
      ariaLabel={ariaLabel}
      height={height}
      count={xs.length}
      table={table}
      tooltip={(xi) => ({ title: xs[xi], lines: tipLines(xi) })}
      anchor={(xi, width) => {
        const { x, y } = layout(width);
        const ys = series.map((s) => s.points.find((p) => p.x === xs[xi])).filter((p): p is LinePoint => !!p).map((p) => p.band?.[1] ?? p.y);
        if (highlight && highlight.x === xs[xi]) ys.push(highlight.y);
        return { x: x(xs[xi]) ?? 0, y: y(max(ys) ?? 0) - 4 };
      }}
      footer={() => (
        <ChartLegend
          items={[
            ...series.map((s, si) => ({ label: s.name, color: colorOf(si) })),
            ...(hasBand ? [{ label: bandLabel, color: CHART_COLORS.brandPale, area: true }] : []),
            ...(highlight ? [{ label: highlight.label, color: CHART_COLORS.accent }] : []),
          ]}
        />
      )}
    >
      {({ width, active, setActive }) => {
        const { x, y } = layout(width);
        const step = xs.length > 1 ? (x(xs[1]) ?? 0) - (x(xs[0]) ?? 0) : width - m.left - m.right;
        const every = Math.max(1, Math.ceil((xs.length * 56) / Math.max(1, width - m.left - m.right)));
        return (
          <>
            <ValueAxisLeft scale={y} x0={m.left} x1={width - m.right} unit={unit} />
            {xs.map((xv, xi) =>
              xi % every === 0 ? (
                <text key={xv} x={x(xv)} y={height - m.bottom + 18} textAnchor="middle" aria-hidden="true" style={{ fontSize: 11, fill: CHART_COLORS.axis }}>
                  {xv}
                </text>
              ) : null,
            )}
            {active != null ? <line x1={x(xs[active])} x2={x(xs[active])} y1={m.top} y2={height - m.bottom} stroke={CHART_COLORS.axisLine} strokeDasharray="3 3" /> : null}
            {series.map((s, si) => {
              const pts = s.points.filter((p) => Number.isFinite(p.y)).sort((a, b) => (a.x < b.x ? -1 : a.x > b.x ? 1 : 0));
              const banded = pts.filter((p) => p.band);
              const bandPath = area<LinePoint>()
                .x((p) => x(p.x) ?? 0)
                .y0((p) => y(p.band![0]))
                .y1((p) => y(p.band![1]))(banded);
              const linePath = line<LinePoint>()
                .x((p) => x(p.x) ?? 0)
                .y((p) => y(p.y))(pts);
              const color = colorOf(si);
              return (
                <g key={s.name}>
                  {bandPath ? <path d={bandPath} fill={si === 0 ? CHART_COLORS.brandPale : color} opacity={si === 0 ? 0.7 : 0.15} /> : null}
                  {linePath ? <path d={linePath} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" /> : null}
                  {pts.map((p) => (
                    <circle
                      key={p.x}
                      className="chart-datum"
                      data-datum={`${si}-${p.x}`}
                      cx={x(p.x)}
                      cy={y(p.y)}
                      r={active != null && xs[active] === p.x ? 5 : 3.5}
                      fill="#fff"
                      stroke={color}
                      strokeWidth={2}
                    />
                  ))}
                </g>
              );
            })}
            {highlight ? (
              <g data-highlight="">
                <circle cx={x(highlight.x)} cy={y(highlight.y)} r={7} fill={CHART_COLORS.accent} stroke="#fff" strokeWidth={2} />
                <text
                  x={(x(highlight.x) ?? 0) > width - 120 ? (x(highlight.x) ?? 0) - 10 : (x(highlight.x) ?? 0) + 10}
                  y={y(highlight.y) - 10}
                  textAnchor={(x(highlight.x) ?? 0) > width - 120 ? 'end' : 'start'}
                  style={{ fontSize: 12, fontWeight: 600, fill: CHART_COLORS.accentDark }}
                >
                  {highlight.label} {fmt(highlight.y)}
                </text>
              </g>
            ) : null}
            {xs.map((xv, xi) => (
              <rect
                key={`hit-${xv}`}
                x={(x(xv) ?? 0) - step / 2}
                y={m.top}
                width={Math.max(1, step)}
                height={height - m.bottom - m.top}
                fill="transparent"
                onMouseEnter={() => setActive(xi)}
              />
            ))}
          </>
        );
      }}
    </ChartShell>
  );
}
