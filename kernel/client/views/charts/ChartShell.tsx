import { useCallback, useId, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { CHART_COLORS } from './palette';
import { useChartWidth } from './use-chart-width';

/** What the tooltip of one datum shows. */
export interface TooltipContent {
  title: string;
  lines: Array<{ label: string; value: string; color?: string }>;
}

/** The data of a chart as a table, for screen readers (visually hidden). */
export interface ChartTable {
  columns: string[];
  rows: Array<Array<string | number>>;
}

export interface ChartRenderContext {
  width: number;
  height: number;
  /** The datum under the pointer or keyboard focus (index), or null. */
  active: number | null;
  setActive: (i: number | null) => void;
}

export interface ChartShellProps {
  ariaLabel: string;
  height: number;
  /** How many datums keyboard navigation walks through. */
  count: number;
  tooltip: (i: number) => TooltipContent | null;
  /** Where the tooltip of datum i points, in SVG pixels. */
  anchor: (i: number, width: number) => { x: number; y: number };
  table: ChartTable;
  children: (ctx: ChartRenderContext) => ReactNode;
  /** Rendered under the SVG (legend). */
  footer?: (ctx: ChartRenderContext) => ReactNode;
  fallbackWidth?: number;
  /** Optional class for the root. */
  className?: string;
}

export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const tooltipStyle: CSSProperties = {
  position: 'absolute',
  pointerEvents: 'none',
  zIndex: 5,
  background: 'rgba(20, 35, 64, 0.94)',
  color: '#fff',
  borderRadius: 6,
  padding: '8px 10px',
  fontSize: 12,
  lineHeight: 1.6,
  boxShadow: '0 6px 18px rgba(14, 26, 49, 0.22)',
  whiteSpace: 'nowrap',
  transform: 'translate(-50%, calc(-100% - 10px))',
};

/**
 * The frame every chart shares: measures its width, renders the SVG (role="img", aria-label and a
 * <title>), a tooltip on hover and keyboard focus (arrow keys walk the datums, Escape hides) with a
 * polite live region, and the data as a visually hidden table.
 */
export function ChartShell({ ariaLabel, height, count, tooltip, anchor, table, children, footer, fallbackWidth, className }: ChartShellProps) {
  const [ref, width] = useChartWidth<HTMLDivElement>(fallbackWidth);
  const [active, setActiveState] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const tableId = useId();
  const setActive = useCallback((i: number | null) => setActiveState(i), []);
  const ctx: ChartRenderContext = { width, height, active, setActive };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (count === 0) return;
    const cur = active ?? -1;
    let next: number | null = cur;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = Math.min(count - 1, cur + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = Math.max(0, cur - 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = count - 1;
    else if (e.key === 'Escape') next = null;
    else return;
    e.preventDefault();
    setActiveState(next);
  };

  const tip = active != null && active < count ? tooltip(active) : null;
  const pos = active != null && tip ? anchor(active, width) : null;
  const left = pos ? Math.max(70, Math.min(width - 70, pos.x)) : 0;

  return (
    <div ref={ref} className={className} style={{ position: 'relative', width: '100%', minWidth: 0 }} data-chart="">
      <div
        tabIndex={count > 0 ? 0 : -1}
        role="group"
        aria-label={`${ariaLabel}${count > 0 ? '（方向键逐项查看数值）' : ''}`}
        aria-describedby={tableId}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          if (active == null && count > 0) setActiveState(0);
        }}
        onBlur={() => {
          setFocused(false);
          setActiveState(null);
        }}
        onMouseLeave={() => {
          if (!focused) setActiveState(null);
        }}
        style={{ outline: 'none', borderRadius: 4, boxShadow: focused ? `0 0 0 2px ${CHART_COLORS.brandLight}` : undefined }}
      >
        <svg width={width} height={height} role="img" aria-label={ariaLabel} style={{ display: 'block', overflow: 'visible' }}>
          <title>{ariaLabel}</title>
          {children(ctx)}
        </svg>
      </div>
      {footer ? footer(ctx) : null}
      {tip && pos ? (
        <div style={{ ...tooltipStyle, left, top: Math.max(0, pos.y) }} aria-hidden="true" data-chart-tooltip="">
          <div style={{ fontWeight: 600, marginBottom: 2 }}>{tip.title}</div>
          {tip.lines.map((l, i) => (
            <div key={i} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              {l.color ? <span style={{ width: 8, height: 8, borderRadius: 2, background: l.color, display: 'inline-block' }} /> : null}
              <span style={{ opacity: 0.8 }}>{l.label}</span>
              <span style={{ marginLeft: 'auto', paddingLeft: 12, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{l.value}</span>
            </div>
          ))}
        </div>
      ) : null}
      <div aria-live="polite" style={visuallyHidden}>
        {tip && focused ? `${tip.title}：${tip.lines.map((l) => `${l.label} ${l.value}`).join('，')}` : ''}
      </div>
      {/* A table ignores height and overflow, so the hidden box is a div around it. */}
      <div style={visuallyHidden}>
        <table id={tableId}>
          <caption>{ariaLabel}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r, i) => (
              <tr key={i}>
                {r.map((cell, j) => (j === 0 ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A row of coloured swatches under a chart. */
export function ChartLegend({ items }: { items: Array<{ label: string; color: string; dashed?: boolean; area?: boolean }> }) {
  return (
    <ul
      aria-hidden="true"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', justifyContent: 'center', listStyle: 'none', margin: '6px 0 0', padding: 0, fontSize: 12, color: CHART_COLORS.axis }}
    >
      {items.map((it) => (
        <li key={it.label} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span
            style={{
              display: 'inline-block',
              width: it.area ? 14 : 12,
              height: it.area ? 10 : it.dashed ? 0 : 10,
              borderRadius: 2,
              background: it.dashed ? 'transparent' : it.color,
              borderTop: it.dashed ? `2px dashed ${it.color}` : undefined,
            }}
          />
          {it.label}
        </li>
      ))}
    </ul>
  );
}

/** Truncates a label to `max` characters with an ellipsis. */
export function clipLabel(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, Math.max(1, max - 1))}…` : label;
}
