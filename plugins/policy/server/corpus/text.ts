/** Dates, months and numerals as the documents write them. */

/** 'YYYY-MM-DD' of a year, month and day. */
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** '2024年3月1日' of 'YYYY-MM-DD'. */
export function chineseDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** YYYYMM of 'YYYY-MM-DD'. */
export function monthOf(iso: string): number {
  return Number(iso.slice(0, 4)) * 100 + Number(iso.slice(5, 7));
}

/** The number of days of a month. */
export function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' plus `days` days. */
export function addDays(iso: string, days: number): string {
  const t = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** YYYYMM plus `n` months (n may be negative). */
export function addMonths(month: number, n: number): number {
  const index = Math.floor(month / 100) * 12 + (month % 100) - 1 + n;
  return Math.floor(index / 12) * 100 + (index % 12) + 1;
}

/** Months from `a` to `b` (b − a). */
export function monthsBetween(a: number, b: number): number {
  return Math.floor(b / 100) * 12 + (b % 100) - (Math.floor(a / 100) * 12 + (a % 100));
}

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** Chinese numerals 1–99 (一, 十, 十二, 二十三). */
export function chineseNumber(n: number): string {
  if (n < 10) return DIGITS[n]!;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
}

/** A number as a document states it: no grouping, at most 2 decimals, trailing zeros dropped. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A price with exactly 2 decimals (177.70). */
export function money(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** A percentage figure with up to 2 decimals (3.1, 0.25). */
export function pct(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A title in 《》, the 《》 inside it written 〈〉 (《关于印发〈…〉的通知》). */
export function quoted(title: string): string {
  return `《${title.replace(/《/g, '〈').replace(/》/g, '〉')}》`;
}
