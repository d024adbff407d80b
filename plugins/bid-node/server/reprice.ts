/**
 * 调价换算 with the site's price index (cost_data_price_index; PRICE_INDEX_BASE): a cost priced in
 * (province A, month M) is moved to (province B, month N) by the factor index(B, N) ÷ index(A, M).
 * Used by the detail page's 指标换算 and by compare's 统一到同一时间和地区.
 *
 * Rounding follows the site's rule (`@kernel/core/rounding`): the repriced total 元/m² and total
 * 元 are rounded once from the exact product, and the repriced parts are that total apportioned by
 * the largest remainder, so they add up to it to the cent.
 */
import { formatMonthKey, toMonthNumber } from '@kernel/core/months';
import { apportion, fromUnits, roundTo, toUnits } from '@kernel/core/rounding';
import { PRICE_INDEX_TABLE, type CostItemRow } from '@plugins/cost-data/shared/services';
import { NATIONAL_AREA_ID } from '@plugins/cost-data/shared/regions';
import { PRICE_INDEX_BASE, type SpecialtyCode } from '@plugins/cost-data/shared/vocabulary';
import { BusinessError } from '@kernel/server/errors';
import { BidNodeCodes, type IndexRow, type RepriceResult } from '../shared/contract';
import type { RegionIndex } from './regions';
import { compositionRows, type CostData, type SummaryRow } from './repository';


const invalid = (message: string) => new BusinessError(BidNodeCodes.invalid, message);

export interface RepriceTarget {
  /** The province of the index (1 = national). */
  province: number;
  areaName: string;
  /** YYYYMM. */
  month: number;
  value: number;
}

/** Checks a target region and month against the index and reads its value (400 / 441 otherwise). */
export async function repriceTarget(data: CostData, regions: RegionIndex, targetAreaId: number, targetMonth: string): Promise<RepriceTarget> {
  const province = targetAreaId === NATIONAL_AREA_ID ? NATIONAL_AREA_ID : regions.provinceOf(targetAreaId);
  if (province === null) throw invalid('目标地区不存在');
  const range = await data
    .selectFrom(PRICE_INDEX_TABLE)
    .select((eb) => [eb.fn.min<number>('month').as('first'), eb.fn.max<number>('month').as('last')])
    .where('province_id', '=', province)
    .executeTakeFirst();
  if (range?.first == null || range.last == null) throw new BusinessError(BidNodeCodes.noData, '暂无目标地区的造价指数');
  const month = toMonthNumber(targetMonth);
  if (month < Number(range.first) || month > Number(range.last)) {
    throw invalid(`目标月份须在 ${formatMonthKey(Number(range.first))} 至 ${formatMonthKey(Number(range.last))} 之间`);
  }
  const row = await data
    .selectFrom(PRICE_INDEX_TABLE)
    .select('value')
    .where('province_id', '=', province)
    .where('month', '=', month)
    .executeTakeFirst();
  if (!row) throw new BusinessError(BidNodeCodes.noData, '暂无目标地区该月份的造价指数');
  return { province, areaName: regions.name(province), month, value: Number(row.value) };
}

/** The index values of the (province, month) pairs of some single projects, keyed `p:m`. */
export async function sourceIndexValues(data: CostData, rows: readonly Pick<SummaryRow, 'province_id' | 'price_month'>[]): Promise<Map<string, number>> {
  const pairs = [...new Set(rows.map((r) => `${Number(r.province_id)}:${Number(r.price_month)}`))].map((k) => k.split(':').map(Number) as [number, number]);
  const out = new Map<string, number>();
  if (!pairs.length) return out;
  const values = await data
    .selectFrom(PRICE_INDEX_TABLE)
    .select(['province_id', 'month', 'value'])
    .where((eb) => eb.or(pairs.map(([p, m]) => eb.and([eb('province_id', '=', p), eb('month', '=', m)]))))
    .execute();
  for (const v of values) out.set(`${Number(v.province_id)}:${Number(v.month)}`, Number(v.value));
  return out;
}

/** Repriced composition rows: the repriced total 元/m² and 元 apportioned over the original rows. */
export function repriceRows(rows: readonly IndexRow[], total: { amount: number; value: number }, factor: number) {
  const amount = roundTo(total.amount * factor, 2);
  const value = roundTo(total.value * factor, 2);
  const weights = rows.map((r) => toUnits(r.amount ?? 0, 2));
  const amounts = apportion(weights, toUnits(amount, 2));
  const values = apportion(weights, toUnits(value, 2));
  return {
    rows: rows.map((r, i) => ({ ...r, amount: fromUnits(amounts[i]!, 2), value: fromUnits(values[i]!, 2) })),
    total: { amount, value },
  };
}

/** The answer of /core/idx/reprice for one single project. */
export function repriceAnswer(
  row: SummaryRow,
  items: readonly CostItemRow[],
  from: { areaName: string; value: number },
  to: RepriceTarget,
): RepriceResult {
  const factor = to.value / from.value;
  const unitCost = roundTo(Number(row.unit_cost), 2);
  const specialties = compositionRows(items, 'specialty', unitCost);
  const repriced = repriceRows(specialties.rows, specialties.total, factor);
  return {
    from: { areaId: Number(row.province_id), areaName: from.areaName, month: formatMonthKey(Number(row.price_month)), index: roundTo(from.value, 4) },
    to: { areaId: to.province, areaName: to.areaName, month: formatMonthKey(to.month), index: roundTo(to.value, 4) },
    factor: roundTo(factor, 6),
    indexBase: PRICE_INDEX_BASE,
    unitCost,
    repricedUnitCost: roundTo(unitCost * factor, 2),
    totalCost: roundTo(Number(row.total_cost), 2),
    repricedTotalCost: roundTo(Number(row.total_cost) * factor, 2),
    specialties: specialties.rows.map((r, i) => ({
      code: r.code as SpecialtyCode,
      name: r.name,
      value: r.value,
      repriced: repriced.rows[i]!.value,
    })),
  };
}
