import { CHART_COLORS } from '@kernel/client/views/charts/palette';
import { fmtIndicator } from '../format';

/**
 * A compact range bar: the P10–P90 band of comparable projects, the median tick and this project's
 * value as a dot (outside the band in amber). Text equivalent in the aria-label.
 */
export function RangeBar({ p10, median, p90, value, unit, width = 220 }: { p10: number; median: number; p90: number; value: number; unit: string; width?: number }) {
  const lo = Math.min(p10, value);
  const hi = Math.max(p90, value);
  const span = hi - lo || Math.abs(hi) || 1;
  const pad = span * 0.08;
  const x = (v: number) => 6 + ((v - (lo - pad)) / (span + 2 * pad)) * (width - 12);
  const inside = value >= p10 && value <= p90;
  const position = value < p10 ? '低于P10' : value > p90 ? '高于P90' : value >= median ? '介于中位数与P90之间' : '介于P10与中位数之间';
  return (
    <svg width={width} height={30} role="img" aria-label={`同类工程P10 ${fmtIndicator(p10, unit)}，中位数 ${fmtIndicator(median, unit)}，P90 ${fmtIndicator(p90, unit)} ${unit}；本工程 ${fmtIndicator(value, unit)}，${position}`}>
      <line x1={6} x2={width - 6} y1={13} y2={13} stroke={CHART_COLORS.grid} strokeWidth={2} />
      <rect x={x(p10)} y={8} width={Math.max(2, x(p90) - x(p10))} height={10} rx={3} fill={CHART_COLORS.brandPale} />
      <line x1={x(median)} x2={x(median)} y1={5} y2={21} stroke={CHART_COLORS.brand} strokeWidth={2} />
      <circle cx={x(value)} cy={13} r={5} fill={inside ? CHART_COLORS.navy : CHART_COLORS.accent} stroke="#fff" strokeWidth={1.5} />
      <text x={x(p10)} y={29} textAnchor="middle" style={{ fontSize: 9, fill: CHART_COLORS.axis }}>
        {fmtIndicator(p10, unit)}
      </text>
      <text x={x(p90)} y={29} textAnchor="middle" style={{ fontSize: 9, fill: CHART_COLORS.axis }}>
        {fmtIndicator(p90, unit)}
      </text>
    </svg>
  );
}
