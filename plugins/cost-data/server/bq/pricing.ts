/**
 * The BqPricing service (plugins/cost-data/shared/services.ts): the resource lines (人材机汇总) and
 * the norm lines (定额组价) of a bill item, and the item repriced at another month.
 *
 * A generated item stores only its norm lines (cost_data_bq_norm: `per` norm units per unit of the
 * item). Its resources are derived exactly the way `generate.ts` composed it: for each norm line in
 * order and each line of the library's norm (cost_data_norm_line, in order), consumption per item
 * unit = per × the line's consumption, priced at the resource price of the item's basis
 * (price_region_id, price_month, 信息价 for price_kind 'info', else 市场价) from the price model
 * that wrote cost_data_resource_price and priced the bills (the ResourcePrices service). The class
 * sums (人工; 材料 + 主材 + 设备; 机械) are accumulated in that same order and rounded once to the
 * cent, which gives the stored labour, material and machine exactly (`consistent`); each resource
 * line's amount is rounded to the cent and the residue of its class goes to the class's largest line,
 * so the lines add up to the stored class totals to the cent.
 *
 * An imported item stores its own resource lines (cost_data_bq_resource); those are read instead,
 * and its norm lines (cost_data_bq_norm) are shown with the library's consumption and prices where
 * the library has the norm (else with 0 and no resources).
 */
import type {
  BqItemPricing,
  BqItemRepriced,
  BqPricing,
  BqPricingBasis,
  BqPricingNorm,
  BqPricingResource,
  CostDataReader,
  PricedResource,
  ResourcePrices,
} from '../../shared/services';
import { BQ_ITEM_TABLE, BQ_NORM_TABLE, BQ_RESOURCE_TABLE, NORM_LINE_TABLE, NORM_TABLE, RESOURCE_TABLE, type BqItemRow, type ResourceRow } from '../../shared/tables';
import { composeUnitPrice, FEE_BASE_TEXT, provinceFeeRules, ruleGroupOf, type ItemFeeRule } from './rules';

/** How long the norm library and the resource catalogue stay cached (they change only with a reseed). */
const LIBRARY_TTL_MS = 60_000;

interface Library {
  resources: Map<string, ResourceRow>;
  /** norm code → its lines in order (resource code, consumption per norm unit). */
  normLines: Map<string, Array<{ resource: string; consumption: number }>>;
  norms: Map<string, { name: string; unit: string; unitSize: number }>;
  loadedAt: number;
}

/** 0 人工, 1 材料 (材料, 主材, 设备), 2 机械: the class a resource's amount adds to. */
export function classOfKind(kind: string): 0 | 1 | 2 {
  return kind === '人工' ? 0 : kind === '机械' ? 2 : 1;
}


type ItemBasisRow = Pick<
  BqItemRow,
  | 'id'
  | 'bid_node_id'
  | 'unit'
  | 'quantity'
  | 'unit_price'
  | 'labour'
  | 'material'
  | 'machine'
  | 'management'
  | 'profit'
  | 'risk'
  | 'part'
  | 'specialty'
  | 'price_region_id'
  | 'price_month'
  | 'price_kind'
  | 'province_id'
>;

const ITEM_COLUMNS = [
  'id',
  'bid_node_id',
  'unit',
  'quantity',
  'unit_price',
  'labour',
  'material',
  'machine',
  'management',
  'profit',
  'risk',
  'part',
  'specialty',
  'price_region_id',
  'price_month',
  'price_kind',
  'province_id',
] as const;

const cents = (yuan: number) => Math.round(Number(yuan) * 100);
/** Consumption as shown: 6 decimals (the sums use the exact values). */
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * Splits rounded line amounts so that they add up to `totalCents`: each line rounded to the cent, the
 * residue to the line with the largest amount (the first of equals).
 */
export function settleCents(raw: readonly number[], totalCents: number): number[] {
  const out = raw.map((v) => Math.round(v * 100));
  if (!out.length) return out;
  let sum = 0;
  let largest = 0;
  for (let i = 0; i < out.length; i++) {
    sum += out[i]!;
    if (Math.abs(raw[i]!) > Math.abs(raw[largest]!)) largest = i;
  }
  out[largest]! += totalCents - sum;
  return out;
}

/** The fee rule of an item: its province's rule for the specialty's group. */
export function feeRuleOf(provinceId: number, specialty: string): ItemFeeRule {
  return provinceFeeRules(provinceId).items[ruleGroupOf(specialty)];
}

/** The BqPricing service over a cost-data reader and the resource price model. */
export function createBqPricing(reader: CostDataReader, prices: ResourcePrices, clock: () => number = Date.now): BqPricing {
  let library: Library | null = null;
  let loading: Promise<Library> | null = null;

  const loadLibrary = async (): Promise<Library> => {
    const [resources, norms, lines] = await Promise.all([
      reader.selectFrom(RESOURCE_TABLE).selectAll().execute(),
      reader.selectFrom(NORM_TABLE).selectAll().execute(),
      reader.selectFrom(NORM_LINE_TABLE).select(['norm_code', 'seq', 'resource_code', 'consumption']).orderBy('norm_code').orderBy('seq').execute(),
    ]);
    const normLines = new Map<string, Array<{ resource: string; consumption: number }>>();
    for (const l of lines) {
      let list = normLines.get(l.norm_code);
      if (!list) normLines.set(l.norm_code, (list = []));
      list.push({ resource: l.resource_code, consumption: Number(l.consumption) });
    }
    return {
      resources: new Map(resources.map((r) => [r.code, { ...r, base_price: Number(r.base_price) }])),
      normLines,
      norms: new Map(norms.map((n) => [n.code, { name: n.name, unit: n.unit, unitSize: Number(n.unit_size) }])),
      loadedAt: clock(),
    };
  };

  const getLibrary = async (): Promise<Library> => {
    if (library && clock() - library.loadedAt < LIBRARY_TTL_MS) return library;
    if (!loading) {
      loading = loadLibrary()
        .then((l) => (library = l))
        .finally(() => (loading = null));
    }
    return loading;
  };

  /** Both prices of a resource in a region and month; a resource the model cannot price reads its stored row, else its base price. */
  const pricesOf = async (resource: PricedResource, regionId: number, month: number): Promise<{ info: number; market: number }> => {
    const p = prices.price(resource, regionId, month);
    if (p) return p;
    return { info: Number(resource.base_price), market: Number(resource.base_price) };
  };

  const loadItem = async (itemId: number): Promise<ItemBasisRow | null> => {
    if (!Number.isSafeInteger(itemId) || itemId < 1) return null;
    const row = await reader.selectFrom(BQ_ITEM_TABLE).select(ITEM_COLUMNS).where('id', '=', itemId).executeTakeFirst();
    return (row as ItemBasisRow | undefined) ?? null;
  };

  const basisOf = (item: ItemBasisRow, month = Number(item.price_month), regionId = Number(item.price_region_id)): BqPricingBasis => ({
    regionId,
    month,
    kind: item.price_kind === 'info' ? 'info' : 'market',
  });

  /** Derived lines of a generated item at a basis: the resources in first-use order, the norms, the class sums in generate order. */
  const derive = async (item: ItemBasisRow, basis: BqPricingBasis) => {
    const lib = await getLibrary();
    const normRows = await reader
      .selectFrom(BQ_NORM_TABLE)
      .select(['seq', 'norm_code', 'name', 'unit', 'per', 'quantity'])
      .where('bq_item_id', '=', item.id)
      .orderBy('seq')
      .execute();
    const parts = [0, 0, 0];
    const byCode = new Map<string, { resource: ResourceRow; consumption: number; raw: number; price: number; info: number | null; market: number | null }>();
    const norms: BqPricingNorm[] = [];
    const priceCache = new Map<string, { info: number; market: number }>();
    for (const n of normRows) {
      const per = Number(n.per);
      const normParts = [0, 0, 0];
      const resources: BqPricingNorm['resources'] = [];
      for (const line of lib.normLines.get(n.norm_code) ?? []) {
        const resource = lib.resources.get(line.resource);
        if (!resource) continue;
        let p = priceCache.get(resource.code);
        if (!p) priceCache.set(resource.code, (p = await pricesOf(resource, basis.regionId, basis.month)));
        const price = basis.kind === 'info' ? p.info : p.market;
        const k = classOfKind(resource.kind);
        const consumption = per * line.consumption;
        // The same expression, in the same order, as the generator's priceRecipe.
        parts[k] += consumption * price;
        normParts[k] += line.consumption * price;
        resources.push({ code: resource.code, name: resource.name, spec: resource.spec, unit: resource.unit, kind: resource.kind, consumption: round6(line.consumption), price });
        const money = resource.unit === '元';
        const entry = byCode.get(resource.code);
        if (entry) {
          entry.consumption += consumption;
          entry.raw += consumption * price;
        } else {
          byCode.set(resource.code, { resource, consumption, raw: consumption * price, price, info: money ? null : p.info, market: money ? null : p.market });
        }
      }
      const labour = Math.round(normParts[0] * 100) / 100;
      const material = Math.round(normParts[1] * 100) / 100;
      const machine = Math.round(normParts[2] * 100) / 100;
      norms.push({
        seq: Number(n.seq),
        normCode: n.norm_code,
        name: n.name,
        unit: n.unit,
        per,
        quantity: Number(n.quantity),
        labour,
        material,
        machine,
        normPrice: Math.round((labour + material + machine) * 100) / 100,
        resources,
      });
    }
    return { parts: parts.map((v) => Math.round(v * 100)) as [number, number, number], byCode: [...byCode.values()], norms };
  };

  /** Resource lines with amounts settled to the class totals (cents). */
  const settle = (
    entries: Array<{ code: string; name: string; spec: string; unit: string; kind: string; consumption: number; raw: number; price: number; info: number | null; market: number | null }>,
    classCents: readonly [number, number, number],
    quantity: number,
  ): BqPricingResource[] => {
    const amounts = new Array<number>(entries.length).fill(0);
    for (const k of [0, 1, 2] as const) {
      const idx = entries.map((e, i) => (classOfKind(e.kind) === k ? i : -1)).filter((i) => i >= 0);
      const settled = settleCents(
        idx.map((i) => entries[i]!.raw),
        classCents[k],
      );
      idx.forEach((i, j) => (amounts[i] = settled[j]!));
    }
    const direct = classCents[0] + classCents[1] + classCents[2];
    return entries.map((e, i) => ({
      code: e.code,
      name: e.name,
      spec: e.spec,
      unit: e.unit,
      kind: e.kind,
      consumption: round6(e.consumption),
      quantity: Math.round(e.consumption * quantity * 10_000) / 10_000,
      price: e.price,
      infoPrice: e.info,
      marketPrice: e.market,
      amount: amounts[i]! / 100,
      share: direct > 0 ? amounts[i]! / direct : 0,
    }));
  };

  const pricing = async (itemId: number): Promise<BqItemPricing | null> => {
    const item = await loadItem(itemId);
    if (!item) return null;
    const basis = basisOf(item);
    const stored = [cents(item.labour), cents(item.material), cents(item.machine)] as const;
    const quantity = Number(item.quantity);
    const storedLines = await reader
      .selectFrom(BQ_RESOURCE_TABLE)
      .select(['seq', 'resource_code', 'kind', 'name', 'spec', 'unit', 'per', 'price', 'unit_amount'])
      .where('bq_item_id', '=', item.id)
      .orderBy('seq')
      .execute();
    const feeRule = feeRuleOf(Number(item.province_id), item.specialty);
    const base = {
      itemId: item.id,
      basis,
      unit: item.unit,
      quantity,
      unitPrice: Number(item.unit_price),
      parts: {
        labour: Number(item.labour),
        material: Number(item.material),
        machine: Number(item.machine),
        management: Number(item.management),
        profit: Number(item.profit),
        risk: Number(item.risk),
      },
      feeRule: {
        managementBase: FEE_BASE_TEXT[feeRule.managementBase],
        management: feeRule.management,
        profitBase: FEE_BASE_TEXT[feeRule.profitBase],
        profit: feeRule.profit,
        risk: feeRule.risk ? { base: feeRule.risk.base === 'material' ? '材料费' : FEE_BASE_TEXT.labour_machine, rate: feeRule.risk.rate } : null,
      },
    };
    if (storedLines.length) {
      const lib = await getLibrary();
      const entries = [];
      for (const l of storedLines) {
        const known = lib.resources.get(l.resource_code);
        const p = known && known.unit !== '元' ? prices.price(known, basis.regionId, basis.month) : null;
        entries.push({
          code: l.resource_code,
          name: l.name,
          spec: l.spec,
          unit: l.unit,
          kind: l.kind,
          consumption: Number(l.per),
          raw: Number(l.unit_amount),
          price: Number(l.price),
          info: p ? p.info : null,
          market: p ? p.market : null,
        });
      }
      const sums: [number, number, number] = [0, 0, 0];
      for (const e of entries) sums[classOfKind(e.kind)] += cents(e.raw);
      // Its norm lines (cost_data_bq_norm) as the file gives them, priced from the library where it knows the norm.
      const { norms } = await derive(item, basis);
      return { ...base, source: 'stored', consistent: sums.every((s, k) => s === stored[k]), resources: settle(entries, stored, quantity), norms };
    }
    const derived = await derive(item, basis);
    const entries = derived.byCode.map((e) => ({
      code: e.resource.code,
      name: e.resource.name,
      spec: e.resource.spec,
      unit: e.resource.unit,
      kind: e.resource.kind,
      consumption: e.consumption,
      raw: e.raw,
      price: e.price,
      info: e.info,
      market: e.market,
    }));
    return {
      ...base,
      source: 'derived',
      consistent: derived.parts.every((c, k) => c === stored[k]),
      resources: settle(entries, stored, quantity),
      norms: derived.norms,
    };
  };

  const reprice = async (itemId: number, month: number, regionId?: number): Promise<BqItemRepriced | null> => {
    const item = await loadItem(itemId);
    if (!item) return null;
    if (!Number.isInteger(month) || !prices.months().includes(month)) return null;
    const region = regionId === undefined ? Number(item.price_region_id) : prices.priceRegionOf(regionId);
    if (region === null) return null;
    const from = basisOf(item);
    const to = basisOf(item, month, region);
    const storedParts = {
      labour: cents(item.labour),
      material: cents(item.material),
      machine: cents(item.machine),
      management: cents(item.management),
      profit: cents(item.profit),
      risk: cents(item.risk),
    };
    let parts: typeof storedParts;
    const storedLines = await reader
      .selectFrom(BQ_RESOURCE_TABLE)
      .select(['resource_code', 'kind', 'unit', 'per', 'price', 'unit_amount'])
      .where('bq_item_id', '=', item.id)
      .orderBy('seq')
      .execute();
    if (item.part === 'lump') {
      // 总价措施 are a rate of other items, not priced from resources: unchanged.
      parts = storedParts;
    } else if (storedLines.length) {
      // An imported item: each line the library knows moves with its price; fees in proportion to their base.
      const lib = await getLibrary();
      const direct = [0, 0, 0];
      for (const l of storedLines) {
        const known = lib.resources.get(l.resource_code);
        let amount = Number(l.unit_amount);
        if (known && known.unit !== '元') {
          const a = prices.price(known, from.regionId, from.month);
          const b = prices.price(known, to.regionId, to.month);
          if (a && b) {
            const pa = from.kind === 'info' ? a.info : a.market;
            const pb = to.kind === 'info' ? b.info : b.market;
            if (pa > 0) amount = Number(l.per) * Number(l.price) * (pb / pa);
          }
        }
        direct[classOfKind(l.kind)] += amount;
      }
      const [labour, material, machine] = direct.map((v) => Math.round(v * 100)) as [number, number, number];
      const scale = (value: number, before: number, after: number) => (before > 0 ? Math.round((value * after) / before) : value);
      const lmBefore = storedParts.labour + storedParts.machine;
      const lmAfter = labour + machine;
      parts = {
        labour,
        material,
        machine,
        management: scale(storedParts.management, lmBefore, lmAfter),
        profit: scale(storedParts.profit, lmBefore, lmAfter),
        risk: scale(storedParts.risk, lmBefore, lmAfter),
      };
    } else {
      const derived = await derive(item, to);
      const composed = composeUnitPrice(derived.parts[0], derived.parts[1], derived.parts[2], feeRuleOf(Number(item.province_id), item.specialty));
      parts = { labour: composed.labour, material: composed.material, machine: composed.machine, management: composed.management, profit: composed.profit, risk: composed.risk };
    }
    // 总价措施 carry their amount as the unit price, without parts.
    const total = item.part === 'lump' ? cents(item.unit_price) : parts.labour + parts.material + parts.machine + parts.management + parts.profit + parts.risk;
    const before = cents(item.unit_price);
    const yuan = (c: number) => c / 100;
    return {
      itemId: item.id,
      from,
      to,
      unitPrice: yuan(before),
      repriced: {
        labour: yuan(parts.labour),
        material: yuan(parts.material),
        machine: yuan(parts.machine),
        management: yuan(parts.management),
        profit: yuan(parts.profit),
        risk: yuan(parts.risk),
        unitPrice: yuan(total),
      },
      change: yuan(total - before),
      ratio: before > 0 ? total / before - 1 : 0,
    };
  };

  return { pricing, reprice };
}
