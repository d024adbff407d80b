/**
 * The detail figures of one item, shared by the endpoints, the PDF and the workbook so that they show
 * the same numbers: 综合单价组成, 定额组价 and 人材机汇总 from cost-data's BqPricing service.
 */
import { formatMonthKey } from '@kernel/core/months';
import type { BqItemPricing, RegionCatalogue } from '@plugins/cost-data/shared/services';
import {
  BQ_PRICE_KIND_NAMES,
  type BqItemInfo,
  type BqPriceStats,
  type BqCompositionCode,
  type BqNormGroup,
  type BqPriceBasis,
  type BqPriceComposition,
  type BqResourceKind,
  type BqResSummary,
} from '../shared/contract';
import type { ItemRow } from './repository';
import { regionName } from './repository';

export function basisOf(item: ItemRow, regions: RegionCatalogue): BqPriceBasis {
  const kind = item.price_kind === 'info' ? 'info' : 'market';
  return {
    regionId: item.price_region_id,
    regionName: regionName(regions, item.price_region_id) || '全国',
    month: formatMonthKey(item.price_month),
    kind,
    kindName: BQ_PRICE_KIND_NAMES[kind],
  };
}

const COMPOSITION: ReadonlyArray<{ code: BqCompositionCode; name: string }> = [
  { code: 'labour', name: '人工费' },
  { code: 'material', name: '材料费' },
  { code: 'machine', name: '机械费' },
  { code: 'management', name: '管理费' },
  { code: 'profit', name: '利润' },
  { code: 'risk', name: '风险费用' },
];

const cents = (v: number) => Math.round(v * 100);

/** 综合单价组成: the six stored parts per unit (they add up to the unit price to the cent). */
export function composition(item: ItemRow, pricing: BqItemPricing | null, basis: BqPriceBasis): BqPriceComposition {
  const price = cents(item.unit_price);
  const rule = pricing?.source === 'derived' && item.part !== 'lump' ? pricing.feeRule : null;
  const rows = COMPOSITION.map(({ code, name }) => {
    const value = Number(item[code]);
    let base: string | null = null;
    let rate: number | null = null;
    if (rule && code === 'management') [base, rate] = [rule.managementBase, rule.management];
    if (rule && code === 'profit') [base, rate] = [rule.profitBase, rule.profit];
    if (rule && code === 'risk' && rule.risk) [base, rate] = [rule.risk.base, rule.risk.rate];
    return {
      code,
      name,
      value,
      amount: Math.round(cents(value) * item.quantity) / 100,
      ratio: price > 0 ? cents(value) / price : 0,
      base,
      rate,
    };
  });
  return { unit: item.unit, unitPrice: item.unit_price, rows, basis };
}

export function normGroup(item: ItemRow, pricing: BqItemPricing | null, basis: BqPriceBasis): BqNormGroup {
  return {
    unit: item.unit,
    basis,
    lines: (pricing?.norms ?? []).map((n) => ({
      seq: n.seq,
      normCode: n.normCode,
      name: n.name,
      unit: n.unit,
      per: n.per,
      quantity: n.quantity,
      labour: n.labour,
      material: n.material,
      machine: n.machine,
      normPrice: n.normPrice,
      resources: n.resources.map((r) => ({ code: r.code, name: r.name, spec: r.spec, unit: r.unit, kind: r.kind, consumption: r.consumption, price: r.price })),
    })),
  };
}

const KIND_ORDER: readonly string[] = ['人工', '材料', '主材', '设备', '机械'];

export function resSummary(item: ItemRow, pricing: BqItemPricing | null, basis: BqPriceBasis): BqResSummary {
  const lines = [...(pricing?.resources ?? [])]
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
    .map((r) => ({ ...r, kind: r.kind as BqResourceKind }));
  const sum = (pred: (k: string) => boolean) => lines.reduce((s, l) => s + (pred(l.kind) ? cents(l.amount) : 0), 0);
  const labour = sum((k) => k === '人工');
  const machine = sum((k) => k === '机械');
  const material = sum((k) => k !== '人工' && k !== '机械');
  return {
    unit: item.unit,
    basis,
    source: pricing?.source ?? 'derived',
    lines,
    totals: { labour: labour / 100, material: material / 100, machine: machine / 100, direct: (labour + material + machine) / 100 },
  };
}

/** Everything a document (the PDF, the workbook) shows of one item. */
export interface ItemDocument {
  info: BqItemInfo;
  composition: BqPriceComposition;
  norms: BqNormGroup;
  resources: BqResSummary;
  /** The row's statistics in the item's province (all months, every stage), or null. */
  stats: (BqPriceStats & { areaName: string }) | null;
  /** ms since epoch. */
  generatedAt: number;
}
