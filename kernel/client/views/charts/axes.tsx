import type { ScaleLinear } from 'd3-scale';
import { CHART_COLORS } from './palette';
import { formatCompact } from './format';

const tickText = { fontSize: 11, fill: CHART_COLORS.axis } as const;

/** Horizontal grid lines and left tick labels of a vertical value axis. */
export function ValueAxisLeft({ scale, x0, x1, ticks = 5, format = formatCompact, unit }: {
  scale: ScaleLinear<number, number>;
  x0: number;
  x1: number;
  ticks?: number;
  format?: (v: number) => string;
  unit?: string;
}) {
  const values = scale.ticks(ticks);
  const [top] = scale.range().slice().sort((a, b) => a - b);
  return (
    <g aria-hidden="true">
      {values.map((v) => (
        <g key={v} transform={`translate(0,${scale(v)})`}>
          <line x1={x0} x2={x1} stroke={v === 0 ? CHART_COLORS.axisLine : CHART_COLORS.grid} />
          <text x={x0 - 8} dy="0.32em" textAnchor="end" style={tickText}>
            {format(v)}
          </text>
        </g>
      ))}
      {unit ? (
        <text x={x0 - 8} y={top - 12} textAnchor="end" style={{ ...tickText, fontSize: 11 }}>
          {unit}
        </text>
      ) : null}
    </g>
  );
}

/** Vertical grid lines and bottom tick labels of a horizontal value axis. */
export function ValueAxisBottom({ scale, y0, y1, ticks = 5, format = formatCompact, unit }: {
  scale: ScaleLinear<number, number>;
  y0: number;
  y1: number;
  ticks?: number;
  format?: (v: number) => string;
  unit?: string;
}) {
  const values = scale.ticks(ticks);
  const right = Math.max(...scale.range());
  return (
    <g aria-hidden="true">
      {values.map((v) => (
        <g key={v} transform={`translate(${scale(v)},0)`}>
          <line y1={y0} y2={y1} stroke={CHART_COLORS.grid} />
          <text y={y1 + 16} textAnchor="middle" style={tickText}>
            {format(v)}
          </text>
        </g>
      ))}
      {unit ? (
        <text x={right} y={y1 + 32} textAnchor="end" style={tickText}>
          {unit}
        </text>
      ) : null}
    </g>
  );
}
