/**
 * The site's charts: d3 computes scales, shapes and ticks, React renders the SVG. Every chart is
 * responsive (ResizeObserver), accessible (role="img", aria-label, <title>, a visually hidden data
 * table, keyboard tooltips) and uses the site palette. Import from '@kernel/client/views/charts'
 * only in lazily loaded pages.
 */
export { BarChart, type BarChartProps, type BarDatum } from './BarChart';
export { GroupedBarChart, type GroupedBarChartProps, type GroupedBarSeries } from './GroupedBarChart';
export { LineChart, type LineChartProps, type LineSeries, type LinePoint } from './LineChart';
export { DonutChart, type DonutChartProps, type DonutDatum } from './DonutChart';
export { Histogram, type HistogramProps, type HistogramBin } from './Histogram';
export { BoxPlot, type BoxPlotProps, type BoxStats } from './BoxPlot';
export { ChartShell, ChartLegend, clipLabel, visuallyHidden, type ChartShellProps, type TooltipContent, type ChartTable } from './ChartShell';
export { CHART_COLORS, CHART_PALETTE, paletteColor } from './palette';
export { formatNumber, formatAuto, formatCompact, formatPercent, withUnit, zhLocale } from './format';
export { useChartWidth } from './use-chart-width';
