/** Number formats of the column's pages (zh-CN grouping; money to the cent). */
const grouped = (digits: number) => new Intl.NumberFormat('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const fmt0 = grouped(0);
const fmt2 = grouped(2);
const fmt3 = grouped(3);

export const money = (v: number) => fmt2.format(v);
export const num = (v: number, digits = 2) => (digits === 0 ? fmt0 : digits === 3 ? fmt3 : digits === 2 ? fmt2 : grouped(digits)).format(v);
/** 万元 with 2 decimals. */
export const wan = (yuan: number) => fmt2.format(yuan / 10_000);
/** A ratio as a percent (−0.085 → −8.50%). */
export const percent = (ratio: number, digits = 2) => `${(ratio * 100).toFixed(digits)}%`;
/** YYYYMM → 2024年1月. */
export const monthText = (m: number) => `${Math.floor(m / 100)}年${m % 100}月`;
/** YYYYMM → 2024-01. */
export const monthIso = (m: number) => `${Math.floor(m / 100)}-${String(m % 100).padStart(2, '0')}`;
/** Signed money: +1,234.00 / −1,234.00. */
export const signedMoney = (v: number) => (v > 0 ? `+${money(v)}` : v < 0 ? `−${money(-v)}` : money(0));
