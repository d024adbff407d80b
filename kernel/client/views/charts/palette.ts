/**
 * Chart colours, taken from the site theme (app/client/shell/theme.ts): brand blue, accent amber,
 * navy, then lighter steps of the same families and two muted complements for long series.
 */
export const CHART_COLORS = {
  brand: '#1456c8',
  brandLight: '#709fec',
  brandPale: '#d0e0fa',
  brandSubtle: '#eaf1fd',
  accent: '#f5a623',
  accentDark: '#dd8b0c',
  accentPale: '#feeac4',
  navy: '#1b2b4a',
  text: '#1f2937',
  axis: '#6b7280',
  axisLine: '#cfd6e2',
  grid: '#edf0f5',
  positive: '#d14343',
  negative: '#2f9e6f',
} as const;

/** Categorical series palette: distinct at a glance, in the site's colours first. */
export const CHART_PALETTE: readonly string[] = [
  '#1456c8', // brand 600
  '#f5a623', // accent 500
  '#1b2b4a', // navy 700
  '#3fa39a', // teal complement
  '#709fec', // brand 300
  '#b56d0a', // accent 700
  '#8d6bd1', // violet complement
  '#a4c3f4', // brand 200
  '#e0684b', // coral complement
  '#7c8aa5', // slate
];

/** The colour of the i-th series or slice (cycles through the palette). */
export function paletteColor(i: number): string {
  return CHART_PALETTE[((i % CHART_PALETTE.length) + CHART_PALETTE.length) % CHART_PALETTE.length];
}
