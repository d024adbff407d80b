/** Month helpers of the date filter ('YYYY-MM' strings). */

export const DATE_PRESETS = [
  { id: '1y', label: '近一年', months: 12 },
  { id: '3y', label: '近三年', months: 36 },
  { id: '5y', label: '近五年', months: 60 },
] as const;
export type DatePresetId = (typeof DATE_PRESETS)[number]['id'];

export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months of a preset ending with the month of `now`, both inclusive. */
export function presetRange(id: DatePresetId, now: Date): { from: string; to: string } {
  const preset = DATE_PRESETS.find((p) => p.id === id) ?? DATE_PRESETS[0];
  const to = monthOf(now);
  return { from: addMonths(to, -(preset.months - 1)), to };
}
