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
  /**
   * The x values are months (`YYYY-MM`) placed in proportion to time, so a gap of missing months
   * shows as a gap; axis labels then mark years (or months on a short span). Default: evenly spaced
   * categories.
   */
  monthAxis?: boolean;
}

/** `YYYY-MM` → a month count (or NaN). */
function monthIndex(v: string): number {
  const m = /^(\d{4})-?(\d{2})$/.exec(v);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : Number.NaN;
}

/** The axis labels of a month axis: years on a long span, months on a short one, at least `gap` px apart. */
function monthTicks(lo: number, hi: number, px: (i: number) => number, gap: number): Array<{ at: number; label: string }> {
  const label = (i: number, yearOnly: boolean) => (yearOnly ? `${Math.floor(i / 12)}` : `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  const years = hi - lo > 24;
  const candidates: number[] = [];
  for (let i = lo; i <= hi; i++) if (!years || i % 12 === 0 || i === lo) candidates.push(i);
  const out: Array<{ at: number; label: string }> = [];
  let last = -Infinity;
  for (const i of candidates) {
    if (px(i) - last < gap) continue;
    out.push({ at: px(i), label: label(i, years && i % 12 === 0) });
    last = px(i);
  }
  return out;
}

/** Lines over ordered categories (periods), with an optional shaded band and a highlighted point. */
export function LineChart({ series, unit, height = 300, highlight, ariaLabel, bandLabel = '四分位区间（P25–P75）', valueFormat, monthAxis = false }: LineChartProps) {
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
    const range: [number, number] = [m.left, Math.max(m.left + 10, width - m.right)];
    // An all-positive series keeps 0 as its floor; a series with negatives (a change in %) goes below it.
    const y = scaleLinear()
      .domain([lo >= 0 ? Math.max(0, lo - pad) : lo - pad, hi + pad])
      .nice()
      .range([height - m.bottom, m.top]);
    const months = monthAxis ? xs.map(monthIndex) : [];
    if (monthAxis && xs.length > 0 && months.every(Number.isFinite)) {
      const first = months[0];
      const last = months[months.length - 1];
      const edge = Math.max(1, (last - first) * 0.04);
      const t = scaleLinear().domain([first - edge, last + edge]).range(range);
      const at = new Map(xs.map((v, i) => [v, t(months[i])]));
      const x = (v: string): number | undefined => at.get(v);
      const ticks = monthTicks(first, last, (i) => t(i), 64);
      return { x, y, ticks };
    }
    const point = scalePoint<string>().domain(xs).range(range).padding(0.4);
    const x = (v: string): number | undefined => point(v);
    return { x, y, ticks: null };
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
        const { x, y, ticks } = layout(width);
        const pos = xs.map((xv) => x(xv) ?? 0);
        // Each point's hover area reaches halfway to its neighbours.
        const half = (xi: number) => (xs.length > 1 ? (xi === 0 ? pos[1] - pos[0] : pos[xi] - pos[xi - 1]) / 2 : (width - m.left - m.right) / 2);
        const halfAfter = (xi: number) => (xs.length > 1 ? (xi === xs.length - 1 ? pos[xi] - pos[xi - 1] : pos[xi + 1] - pos[xi]) / 2 : (width - m.left - m.right) / 2);
        const every = Math.max(1, Math.ceil((xs.length * 56) / Math.max(1, width - m.left - m.right)));
        return (
          <>
            <ValueAxisLeft scale={y} x0={m.left} x1={width - m.right} unit={unit} />
            {y.domain()[0] < 0 && y.domain()[1] > 0 ? (
              <line data-zero-line="" x1={m.left} x2={width - m.right} y1={y(0)} y2={y(0)} stroke={CHART_COLORS.axis} strokeWidth={1} />
            ) : null}
            {ticks
              ? ticks.map((tick) => (
                  <text key={tick.label} x={tick.at} y={height - m.bottom + 18} textAnchor="middle" aria-hidden="true" style={{ fontSize: 11, fill: CHART_COLORS.axis }}>
                    {tick.label}
                  </text>
                ))
              : xs.map((xv, xi) =>
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
                x={pos[xi] - half(xi)}
                y={m.top}
                width={Math.max(1, half(xi) + halfAfter(xi))}
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
