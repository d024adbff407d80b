import { useMemo } from 'react';
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

export interface SparklineProps {
  /** The values in time order (nulls are skipped). */
  readonly values: readonly (number | null)[];
  /** What the line shows, read by screen readers (e.g. 近8个季度价格走势：…). */
  readonly label: string;
  readonly width?: number;
  readonly height?: number;
  /** The line's colour (default: the site's brand blue). */
  readonly color?: string;
}

/**
 * A word-sized line of a price over its last quarters: no axes, the last point marked. The figures
 * beside it carry the numbers; the line only shows the direction, so its label says the first and
 * last value in words.
 */
export function Sparkline({ values, label, width = 96, height = 28, color = '#1456c8' }: SparklineProps) {
  const shape = useMemo(() => {
    const pts = values.map((v, i) => ({ i, v })).filter((p): p is { i: number; v: number } => p.v != null && Number.isFinite(p.v));
    if (pts.length < 2) return null;
    const lo = Math.min(...pts.map((p) => p.v));
    const hi = Math.max(...pts.map((p) => p.v));
    const pad = (hi - lo) * 0.12 || Math.abs(hi) * 0.02 || 1;
    const x = scaleLinear().domain([0, values.length - 1]).range([2, width - 4]);
    const y = scaleLinear().domain([lo - pad, hi + pad]).range([height - 3, 3]);
    const d = line<{ i: number; v: number }>()
      .x((p) => x(p.i))
      .y((p) => y(p.v))(pts);
    const last = pts[pts.length - 1];
    return { d, lx: x(last.i), ly: y(last.v) };
  }, [values, width, height]);
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} style={{ display: 'block', overflow: 'visible' }}>
      <title>{label}</title>
      {shape ? (
        <>
          <path d={shape.d ?? undefined} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
          <circle cx={shape.lx} cy={shape.ly} r={2.5} fill={color} />
        </>
      ) : (
        <line x1={2} x2={width - 4} y1={height / 2} y2={height / 2} stroke="#cfd6e2" strokeDasharray="3 3" />
      )}
    </svg>
  );
}
