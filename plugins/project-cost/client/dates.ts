import { lastMonthsSpan, monthKeyOfDate } from '@kernel/core/months';

/** The presets of the date filter (the months come from kernel/core/months). */
export const DATE_PRESETS = [
  { id: '1y', label: '近一年', months: 12 },
  { id: '3y', label: '近三年', months: 36 },
  { id: '5y', label: '近五年', months: 60 },
] as const;
export type DatePresetId = (typeof DATE_PRESETS)[number]['id'];

/** The months ('YYYY-MM') of a preset ending with the month of `now`, both inclusive. */
export function presetRange(id: DatePresetId, now: Date): { from: string; to: string } {
  const preset = DATE_PRESETS.find((p) => p.id === id) ?? DATE_PRESETS[0];
  return lastMonthsSpan(monthKeyOfDate(now), preset.months);
}
