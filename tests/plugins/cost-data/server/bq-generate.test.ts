/**
 * The bill generator on a small catalogue of its own (independent of the real catalogue modules)
 * and the real resource price model: every invariant of a priced bill and of its reconciliation
 * with the single project's compositions.
 */
import { generateAll, type GeneratedBatch } from '@plugins/cost-data/server/generator';
import { buildCatalogue, loadCatalogue, type Catalogue } from '@plugins/cost-data/server/bq/catalogue';
import {
  amountCents,
  attachBills,
  BILL_SHARE,
  generateBill,
  hasBill,
  priceKindOfStage,
  totalForPretax,
  type BqItemRow,
  type BqNormRow,
} from '@plugins/cost-data/server/bq/generate';
import { standardOfMonth, type CatalogueModule, type Resource } from '@plugins/cost-data/server/bq/model';
import { createResourcePriceModel } from '@plugins/cost-data/server/bq/prices';
import { composeUnitPrice, provinceFeeRules, ruleGroupOf } from '@plugins/cost-data/server/bq/rules';
import type { BidNodeRow, CostItemRow } from '@plugins/cost-data/shared/tables';
import { FEES, SPECIALTIES } from '@plugins/cost-data/shared/vocabulary';

const res = (code: string, kind: Resource['kind'], name: string, spec: string, unit: string, priceClass: Resource['priceClass'], basePrice: number): Resource => ({
  code,
  kind,
  name,
  spec,
  unit,
  priceClass,
  basePrice,
});

/** A small catalogue: one item per kind of quantity rule, in both standards. */
const MODULE: CatalogueModule = {
  chapters: (['2013', '2024'] as const).flatMap((standard) =>
    [
      ['0105', '混凝土及钢筋混凝土工程'],
      ['010505', '现浇混凝土板'],
      ['010515', '钢筋工程'],
      ['0112', '墙、柱面装饰与隔断、幕墙工程'],
      ['011201', '墙面抹灰'],
      ['0104', '砌筑工程'],
      ['010402', '砌块砌体'],
      ['0111', '楼地面装饰工程'],
      ['011102', '块料面层'],
      ['0304', '电气设备安装工程'],
      ['030411', '配管、配线'],
      ['0108', '门窗工程'],
      ['010807', '金属窗'],
      ['0117', '措施项目'],
      ['011701', '脚手架工程'],
      ['011702', '混凝土模板及支架(撑)'],
      ['0310', '给排水、采暖、燃气工程'],
      ['031001', '给排水、采暖、燃气管道'],
    ].map(([code, name]) => ({ standard, code, name })),
  ),
  codes: (['2013', '2024'] as const).flatMap((standard) => [
    { standard, code9: '010505001', name: '有梁板', unit: 'm³', specialty: 'building' as const, part: 'sub' as const },
    { standard, code9: '010515001', name: '现浇构件钢筋', unit: 't', specialty: 'building' as const, part: 'sub' as const },
    { standard, code9: '010402001', name: '砌块墙', unit: 'm³', specialty: 'building' as const, part: 'sub' as const },
    { standard, code9: '011102003', name: '块料楼地面', unit: 'm²', specialty: 'decoration' as const, part: 'sub' as const },
    { standard, code9: '030411001', name: '配管', unit: 'm', specialty: 'electrical' as const, part: 'sub' as const },
    { standard, code9: '010807001', name: '金属(塑钢、断桥)窗', unit: 'm²', specialty: 'building' as const, part: 'sub' as const },
    { standard, code9: '011201001', name: '墙面一般抹灰', unit: 'm²', specialty: 'decoration' as const, part: 'sub' as const },
    { standard, code9: '011701001', name: '综合脚手架', unit: 'm²', specialty: 'building' as const, part: 'measure' as const },
    { standard, code9: '011702014', name: '有梁板', unit: 'm²', specialty: 'building' as const, part: 'measure' as const },
    { standard, code9: '031001006', name: '塑料管', unit: 'm', specialty: 'plumbing' as const, part: 'sub' as const },
  ]),
  resources: [
    res('T001', '材料', '热轧带肋钢筋', 'HRB400E Φ12~18', 't', 'rebar', 3620),
    res('T002', '材料', '镀锌铁丝', '22#', 'kg', 'misc', 6.5),
    res('T003', '材料', '复合木模板', '18mm', 'm²', 'timber', 38),
    res('T004', '材料', '脚手架钢管', 'Φ48×3.5', 't·天', 'steel_section', 0.9),
    res('T005', '主材', 'PPR给水管', 'De25', 'm', 'pipe', 9.5),
    res('T007', '主材', '断桥铝合金窗', '中空玻璃 6+12A+6', 'm²', 'door_window', 560),
    res('T008', '材料', '蒸压加气混凝土砌块', 'B06 600×240×200', 'm³', 'masonry', 265),
    res('T009', '材料', '陶瓷地砖', '800×800', 'm²', 'tile_stone', 62),
    res('T010', '主材', '焊接钢管', 'SC20', 'm', 'pipe', 11.5),
    res('T006', '机械', '钢筋切断机', '40mm', '台班', 'machine', 45),
  ],
  norms: [
    { code: '5-32', name: '现浇混凝土 有梁板 C30', unit: '10m³', unitSize: 10, lines: [{ resource: 'R0005', consumption: 3.0 }, { resource: 'R0304', consumption: 10.1 }, { resource: 'R0101', consumption: 2.5 }, { resource: 'R0902', consumption: 0.6 }] },
    { code: '5-33', name: '现浇混凝土 有梁板 C35', unit: '10m³', unitSize: 10, lines: [{ resource: 'R0005', consumption: 3.0 }, { resource: 'R0305', consumption: 10.1 }, { resource: 'R0101', consumption: 2.5 }, { resource: 'R0902', consumption: 0.6 }] },
    { code: '5-90', name: '现浇构件钢筋 HRB400 Φ12~25', unit: 't', unitSize: 1, lines: [{ resource: 'R0003', consumption: 4.8 }, { resource: 'T001', consumption: 1.025 }, { resource: 'T002', consumption: 3.2 }, { resource: 'T006', consumption: 0.09 }, { resource: 'R0907', consumption: 0.3 }] },
    { code: '8-101', name: '断桥铝合金窗 安装', unit: '100m²', unitSize: 100, lines: [{ resource: 'R0010', consumption: 22 }, { resource: 'T007', consumption: 100 }, { resource: 'R0190', consumption: 800 }] },
    { code: '4-45', name: '蒸压加气混凝土砌块墙 200厚', unit: '10m³', unitSize: 10, lines: [{ resource: 'R0006', consumption: 12.5 }, { resource: 'T008', consumption: 9.8 }, { resource: 'R0227', consumption: 1.1 }, { resource: 'R0101', consumption: 1.0 }] },
    { code: '11-30', name: '地砖楼地面 800×800', unit: '100m²', unitSize: 100, lines: [{ resource: 'R0010', consumption: 24 }, { resource: 'T009', consumption: 102 }, { resource: 'R0225', consumption: 4.2 }, { resource: 'R0203', consumption: 0.01 }] },
    { code: 'C4-1140', name: '砖、混凝土结构暗配 焊接钢管 SC20', unit: '100m', unitSize: 100, lines: [{ resource: 'R0021', consumption: 6.5 }, { resource: 'T010', consumption: 103 }, { resource: 'R0190', consumption: 160 }] },
    { code: '12-1', name: '墙面抹灰 内墙 14+6mm', unit: '100m²', unitSize: 100, lines: [{ resource: 'R0007', consumption: 9.5 }, { resource: 'R0223', consumption: 3.6 }, { resource: 'R0101', consumption: 1.2 }, { resource: 'R0906', consumption: 0.3 }] },
    { code: '17-1', name: '综合脚手架 多层', unit: '100m²', unitSize: 100, lines: [{ resource: 'R0011', consumption: 6.5 }, { resource: 'T004', consumption: 900 }, { resource: 'R0904', consumption: 0.15 }] },
    { code: '17-80', name: '有梁板模板 复合模板', unit: '100m²', unitSize: 100, lines: [{ resource: 'R0004', consumption: 12 }, { resource: 'T003', consumption: 24 }, { resource: 'R0190', consumption: 350 }, { resource: 'R0904', consumption: 0.2 }] },
    { code: 'C10-1', name: '室内给水塑料管 热熔连接 De25', unit: '10m', unitSize: 10, lines: [{ resource: 'R0021', consumption: 0.9 }, { resource: 'T005', consumption: 10.16 }, { resource: 'R0190', consumption: 12 }] },
  ],
  recipes: [
    { id: '010505001-c30', code9: '010505001', standards: ['2013', '2024'], features: ['混凝土种类：商品混凝土', '混凝土强度等级：C30'], norms: [{ norm: '5-32', per: 0.1 }], weight: 3 },
    { id: '010505001-c35', code9: '010505001', standards: ['2013', '2024'], features: ['混凝土种类：商品混凝土', '混凝土强度等级：C35'], norms: [{ norm: '5-33', per: 0.1 }] },
    { id: '010515001-hrb400', code9: '010515001', standards: ['2013', '2024'], features: ['钢筋种类、规格：HRB400E Φ12~25'], norms: [{ norm: '5-90', per: 1 }] },
    { id: '010402001-aac200', code9: '010402001', standards: ['2013', '2024'], features: ['砌块品种、规格、强度等级：蒸压加气混凝土砌块 B06', '墙体类型：内墙 200厚', '砂浆强度等级：专用砌筑砂浆 Ma5.0'], norms: [{ norm: '4-45', per: 0.1 }] },
    { id: '011102003-800', code9: '011102003', standards: ['2013', '2024'], features: ['面层材料品种、规格：陶瓷地砖 800×800', '结合层：干混地面砂浆 DS M15'], norms: [{ norm: '11-30', per: 0.01 }] },
    { id: '030411001-sc20', code9: '030411001', standards: ['2013', '2024'], features: ['名称：电气配管', '材质：焊接钢管', '规格：SC20', '配置形式：暗配'], norms: [{ norm: 'C4-1140', per: 0.01 }] },
    { id: '010807001-alu', code9: '010807001', standards: ['2013', '2024'], features: ['窗代号及洞口尺寸：详见门窗表', '框、扇材质：断桥铝合金', '玻璃品种、厚度：中空玻璃 6+12A+6'], norms: [{ norm: '8-101', per: 0.01 }] },
    { id: '011201001-inner', code9: '011201001', standards: ['2013', '2024'], features: ['墙体类型：砌块墙', '底层厚度、砂浆配合比：14mm 干混抹灰砂浆 DP M10', '面层厚度、砂浆配合比：6mm 干混抹灰砂浆 DP M10'], norms: [{ norm: '12-1', per: 0.01 }] },
    { id: '011701001-frame', code9: '011701001', standards: ['2013', '2024'], features: ['建筑结构形式：框架', '檐口高度：按工程'], norms: [{ norm: '17-1', per: 0.01 }] },
    { id: '011702014-ply', code9: '011702014', standards: ['2013', '2024'], features: ['支撑高度：3.6m以内'], norms: [{ norm: '17-80', per: 0.01 }] },
    { id: '031001006-ppr25', code9: '031001006', standards: ['2013', '2024'], features: ['安装部位：室内', '介质：给水', '材质、规格：PPR De25', '连接形式：热熔连接'], norms: [{ norm: 'C10-1', per: 0.1 }] },
  ],
  usages: [
    { code9: '010505001', quantity: { kind: 'indicator', indicator: 'concrete', share: [1, 1] } },
    { code9: '010515001', quantity: { kind: 'indicator', indicator: 'rebar', share: [1, 1] } },
    { code9: '010402001', quantity: { kind: 'indicator', indicator: 'masonry', share: [1, 1] } },
    { code9: '011102003', quantity: { kind: 'area', basis: 'building', per: [0.7, 0.85] } },
    { code9: '030411001', quantity: { kind: 'area', basis: 'building', per: [2, 3.5] } },
    { code9: '010807001', quantity: { kind: 'area', basis: 'facade', per: [0.25, 0.35] } },
    { code9: '011201001', quantity: { kind: 'area', basis: 'building', per: [2.2, 3.2] } },
    { code9: '011701001', quantity: { kind: 'area', basis: 'building', per: [1, 1] } },
    { code9: '011702014', quantity: { kind: 'indicator', indicator: 'formwork', share: [1, 1] } },
    { code9: '031001006', quantity: { kind: 'area', basis: 'building', per: [0.3, 0.6] } },
  ],
};

const SEED = 2026;
let catalogue: Catalogue;
const prices = createResourcePriceModel();
let original: GeneratedBatch;
let batch: GeneratedBatch;
let items: BqItemRow[];
let norms: BqNormRow[];
const cents = (v: number) => Math.round(v * 100);

/** Collects violations (one expect at the end keeps thousands of checks fast). */
class Problems {
  readonly found: string[] = [];
  check(ok: boolean, what: () => string): void {
    if (!ok) this.found.push(what());
  }
  assertNone(): void {
    expect(this.found.slice(0, 10)).toEqual([]);
  }
}

const clone = (b: GeneratedBatch): GeneratedBatch => structuredClone(b);

beforeAll(() => {
  catalogue = buildCatalogue([MODULE]);
  original = generateAll({ scale: 0.25, seed: SEED, bills: false });
  batch = clone(original);
  const out = attachBills(batch, { catalogue, prices, seed: SEED }, { nextItemId: 1 });
  items = out.bqItems;
  norms = out.bqNorms;
});

const itemsByNode = () => {
  const map = new Map<number, BqItemRow[]>();
  for (const i of items) (map.get(i.bid_node_id) ?? map.set(i.bid_node_id, []).get(i.bid_node_id)!).push(i);
  return map;
};

describe('who has a bill', () => {
  it('about 13.5 % of the single projects, chosen by seed and id; the others are unchanged', () => {
    const billed = new Set(items.map((i) => i.bid_node_id));
    const share = billed.size / batch.bidNodes.length;
    expect(share).toBeGreaterThan(BILL_SHARE - 0.03);
    expect(share).toBeLessThan(BILL_SHARE + 0.03);
    for (const id of billed) expect(hasBill(SEED, id)).toBe(true);
    const changed = batch.bidNodes.filter((n, i) => JSON.stringify(n) !== JSON.stringify(original.bidNodes[i]));
    expect(changed.every((n) => billed.has(n.id))).toBe(true);
    const otherLines = (b: GeneratedBatch) => b.costItems.filter((c) => !billed.has(c.bid_node_id));
    expect(otherLines(batch)).toEqual(otherLines(original));
    expect(batch.indicators).toEqual(original.indicators);
    expect(batch.projects.map((p) => p.id)).toEqual(original.projects.map((p) => p.id));
  });

  it('the same seed gives the same rows and ids; item ids are consecutive from the first', () => {
    const again = clone(original);
    const out = attachBills(again, { catalogue, prices, seed: SEED }, { nextItemId: 1 });
    expect(out.bqItems).toEqual(items);
    expect(out.bqNorms).toEqual(norms);
    expect(again.costItems).toEqual(batch.costItems);
    expect(items.map((i) => i.id)).toEqual(items.map((_, k) => k + 1));
  });
});

describe('items', () => {
  it('parts add up to the 综合单价 to the cent; amount = round(quantity × price) once; fees follow the province rules', () => {
    const p = new Problems();
    const nodes = new Map(batch.bidNodes.map((n) => [n.id, n]));
    for (const i of items) {
      const parts = [i.labour, i.material, i.machine, i.management, i.profit, i.risk].map(cents);
      for (const v of [i.unit_price, i.amount, ...parts.map((c) => c / 100)]) p.check(cents(v) / 100 === v, () => `item ${i.id}: ${v} is not in whole cents`);
      p.check(cents(i.amount) === amountCents(i.quantity, cents(i.unit_price)), () => `item ${i.id}: amount ${i.amount} ≠ ${i.quantity} × ${i.unit_price}`);
      p.check(i.quantity > 0, () => `item ${i.id}: quantity ${i.quantity}`);
      if (i.part === 'lump') {
        p.check(parts.every((c) => c === 0) && i.quantity === 1 && i.unit === '项', () => `lump ${i.id}`);
        continue;
      }
      p.check(parts.reduce((a, b) => a + b, 0) === cents(i.unit_price), () => `item ${i.id}: parts ${parts.join('+')} ≠ ${i.unit_price}`);
      const rule = provinceFeeRules(nodes.get(i.bid_node_id)!.province_id).items[ruleGroupOf(i.specialty)];
      const again = composeUnitPrice(parts[0], parts[1], parts[2], rule);
      p.check(again.management === parts[3] && again.profit === parts[4] && again.risk === parts[5], () => `item ${i.id}: fees not by the rules`);
      p.check(i.code.length === 12 && i.code.startsWith(i.code9), () => `item ${i.id}: code ${i.code}`);
    }
    p.assertNone();
  });

  it('the unit price is composed from the norms at the resource prices of the region and month (信息价 for 招标控制价)', () => {
    const p = new Problems();
    const nodes = new Map(batch.bidNodes.map((n) => [n.id, n]));
    const normsOf = new Map<number, BqNormRow[]>();
    for (const n of norms) (normsOf.get(n.bq_item_id) ?? normsOf.set(n.bq_item_id, []).get(n.bq_item_id)!).push(n);
    for (const i of items.filter((x) => x.part !== 'lump').slice(0, 3000)) {
      const node = nodes.get(i.bid_node_id)!;
      const region = prices.priceRegionOf(node.city_id) ?? prices.priceRegionOf(node.province_id);
      p.check(i.price_region_id === region, () => `item ${i.id}: region ${i.price_region_id}`);
      p.check(i.price_kind === priceKindOfStage(node.pricing_stage), () => `item ${i.id}: price kind`);
      let labour = 0;
      let material = 0;
      let machine = 0;
      for (const line of normsOf.get(i.id) ?? []) {
        for (const r of catalogue.normByCode.get(line.norm_code)!.lines) {
          const resource = catalogue.resourceByCode.get(r.resource)!;
          const both = prices.price(resource, i.price_region_id, i.price_month);
          const v = line.per * r.consumption * (i.price_kind === 'info' ? both.info : both.market);
          if (resource.kind === '人工') labour += v;
          else if (resource.kind === '机械') machine += v;
          else material += v;
        }
        p.check(line.quantity === Math.round(i.quantity * line.per * 1000) / 1000, () => `norm of ${i.id}: quantity ${line.quantity}`);
      }
      p.check(cents(i.labour) === Math.round(labour * 100) && cents(i.material) === Math.round(material * 100) && cents(i.machine) === Math.round(machine * 100), () => `item ${i.id}: ${i.labour}/${i.material}/${i.machine} vs ${labour}/${material}/${machine}`);
    }
    p.assertNone();
  });

  it('quantities follow the indicators: Σ rebar t = 钢筋含量 × area ÷ 1000, Σ concrete m³ and formwork m² likewise', () => {
    const p = new Problems();
    const byNode = itemsByNode();
    for (const node of batch.bidNodes) {
      const own = byNode.get(node.id);
      if (!own) continue;
      const indicator = (code: string) => batch.indicators.find((x) => x.bid_node_id === node.id && x.code === code)?.value ?? 0;
      const sum = (code9: string) => own.filter((i) => i.code9 === code9).reduce((a, i) => a + i.quantity, 0);
      const rebar = (indicator('rebar') * node.building_area) / 1000;
      p.check(Math.abs(sum('010515001') - rebar) <= 0.002, () => `node ${node.id}: rebar ${sum('010515001')} t vs ${rebar}`);
      const concrete = indicator('concrete') * node.building_area;
      p.check(Math.abs(sum('010505001') - concrete) <= 0.011, () => `node ${node.id}: concrete ${sum('010505001')} vs ${concrete}`);
      const formwork = indicator('formwork') * node.building_area;
      p.check(Math.abs(sum('011702014') - formwork) <= 0.006, () => `node ${node.id}: formwork ${sum('011702014')} vs ${formwork}`);
      p.check(sum('011701001') > 0, () => `node ${node.id}: no scaffolding`);
    }
    p.assertNone();
  });

  it('one standard per bill, the one of its price month; 12-digit codes number the feature sets of a code 001, 002 …', () => {
    const p = new Problems();
    for (const [id, own] of itemsByNode()) {
      const standards = new Set(own.map((i) => i.standard));
      p.check(standards.size === 1 && [...standards][0] === standardOfMonth(own[0].price_month), () => `node ${id}: standards ${[...standards]}`);
      const byCode9 = new Map<string, BqItemRow[]>();
      for (const i of own) (byCode9.get(i.code9) ?? byCode9.set(i.code9, []).get(i.code9)!).push(i);
      for (const [code9, list] of byCode9) {
        p.check(list.map((i) => i.code).join() === list.map((_, k) => code9 + String(k + 1).padStart(3, '0')).join(), () => `node ${id}: codes ${list.map((i) => i.code)}`);
        if (list[0].part !== 'lump') p.check(new Set(list.map((i) => i.features)).size === list.length, () => `node ${id}: ${code9} repeats a feature set`);
      }
    }
    p.assertNone();
    const both = new Set(items.map((i) => i.standard));
    expect([...both].sort()).toEqual(['2013', '2024']);
  });

  it('marks the largest items excellent; carries the region names and the code in its search text', () => {
    for (const [, own] of itemsByNode()) {
      const excellent = own.filter((i) => i.excellent === 1);
      expect(excellent.length).toBeGreaterThan(0);
      const largestSub = own.filter((i) => i.part === 'sub').reduce((a, b) => (b.amount > a.amount ? b : a));
      expect(largestSub.excellent).toBe(1);
    }
    const sample = items[0];
    expect(sample.keywords).toContain(sample.code);
    expect(sample.keywords).toContain(sample.name);
  });
});

describe('reconciliation', () => {
  it('分部分项 = Σ sub items, 措施 = Σ measure + lump items; fees and specialties add up to the total; 税金 9/109', () => {
    const p = new Problems();
    const byNode = itemsByNode();
    const lines = new Map<number, CostItemRow[]>();
    for (const c of batch.costItems) (lines.get(c.bid_node_id) ?? lines.set(c.bid_node_id, []).get(c.bid_node_id)!).push(c);
    for (const node of batch.bidNodes) {
      const own = byNode.get(node.id);
      if (!own) continue;
      const fee = (code: string) => cents(lines.get(node.id)!.find((c) => c.kind === 'fee' && c.code === code)!.amount);
      const sum = (f: (i: BqItemRow) => boolean) => own.filter(f).reduce((a, i) => a + cents(i.amount), 0);
      p.check(fee('sub_items') === sum((i) => i.part === 'sub'), () => `node ${node.id}: 分部分项`);
      p.check(fee('measures') === sum((i) => i.part !== 'sub'), () => `node ${node.id}: 措施`);
      const total = cents(node.total_cost);
      for (const kind of ['fee', 'specialty']) {
        const own2 = lines.get(node.id)!.filter((c) => c.kind === kind);
        p.check(own2.reduce((a, c) => a + cents(c.amount), 0) === total, () => `node ${node.id}: ${kind} lines ≠ total`);
        p.check(Math.abs(own2.reduce((a, c) => a + c.ratio, 0) - 1) < 1e-9, () => `node ${node.id}: ${kind} ratios`);
      }
      p.check(fee('tax') === Math.round((total * 9) / 109), () => `node ${node.id}: tax`);
      p.check(node.unit_cost === Math.round((node.total_cost / node.building_area) * 100) / 100, () => `node ${node.id}: unit cost`);
      for (const s of SPECIALTIES) {
        const amount = cents(lines.get(node.id)!.find((c) => c.kind === 'specialty' && c.code === s.code)?.amount ?? 0);
        const direct = sum((i) => i.specialty === s.code);
        p.check(amount >= direct, () => `node ${node.id}: specialty ${s.code} ${amount} < its items ${direct}`);
      }
      const r = (code: string) => fee(code) / total;
      // This small catalogue cannot always fit its measures (formwork) into the usual window; where
      // 措施 / (分部分项 + 措施) is fitted, both shares are in theirs (the full catalogue: always).
      const fitted = fee('measures') / (fee('measures') + fee('sub_items'));
      if (fitted >= 0.113 && fitted <= 0.158) {
        p.check(r('sub_items') >= 0.6999 && r('sub_items') <= 0.7801, () => `node ${node.id}: sub ${r('sub_items')}`);
        p.check(r('measures') >= 0.0899 && r('measures') <= 0.1451, () => `node ${node.id}: measures ${r('measures')}`);
      }
      p.check(r('other') >= 0.0199 && r('other') <= 0.0501, () => `node ${node.id}: other ${r('other')}`);
      p.check(r('statutory') >= 0.0199 && r('statutory') <= 0.0351, () => `node ${node.id}: statutory ${r('statutory')}`);
      p.check(lines.get(node.id)!.length === FEES.length + SPECIALTIES.length, () => `node ${node.id}: lines`);
    }
    p.assertNone();
  });

  it('projects keep the sums of their single projects', () => {
    const byProject = new Map<number, BidNodeRow[]>();
    for (const n of batch.bidNodes) (byProject.get(n.project_id) ?? byProject.set(n.project_id, []).get(n.project_id)!).push(n);
    for (const pr of batch.projects) {
      const own = byProject.get(pr.id)!;
      expect(cents(pr.total_cost)).toBe(own.reduce((a, n) => a + cents(n.total_cost), 0));
      expect(pr.unit_cost).toBe(Math.round((pr.total_cost / pr.total_area) * 100) / 100);
    }
  });

  it('totalForPretax: the total whose 9/109 tax leaves the pre-tax sum exactly', () => {
    for (const pretax of [1, 99, 100, 12345, 987654321, 1234567891]) {
      const t = totalForPretax(pretax);
      expect(t - Math.round((t * 9) / 109)).toBe(pretax);
    }
  });
});

describe('prices follow the month', () => {
  it('a rebar item in 2021-05 is dearer than in 2024 for the same region', () => {
    const template = batch.bidNodes.find((n) => n.province_id === 12 && items.some((i) => i.bid_node_id === n.id))!;
    const inputs = (month: number) => {
      const node: BidNodeRow = { ...template, price_month: month, price_date: `${String(month).slice(0, 4)}-${String(month).slice(4)}-15` };
      return {
        node,
        indicators: batch.indicators.filter((i) => i.bid_node_id === template.id),
        costItems: original.costItems.filter((c) => c.bid_node_id === template.id),
      };
    };
    const rebar = (month: number) => generateBill({ catalogue, prices, seed: SEED }, inputs(month), 1).items.find((i) => i.code9 === '010515001')!;
    const peak = rebar(202105);
    const later = rebar(202406);
    expect(peak.unit_price).toBeGreaterThan(later.unit_price * 1.2);
    expect(peak.material).toBeGreaterThan(later.material);
    expect(peak.price_region_id).toBe(later.price_region_id);
  });

  it('with the site catalogue too: 现浇构件钢筋 of 2021-05 dearer than of 2024, same place, same features', () => {
    const site = loadCatalogue();
    const template = batch.bidNodes.find((n) => n.province_id === 12 && n.building_use === '住宅' && items.some((i) => i.bid_node_id === n.id))!;
    const bill = (month: number) =>
      generateBill(
        { catalogue: site, prices, seed: SEED },
        {
          node: { ...template, price_month: month, price_date: `${String(month).slice(0, 4)}-${String(month).slice(4)}-15` },
          indicators: batch.indicators.filter((i) => i.bid_node_id === template.id),
          costItems: original.costItems.filter((c) => c.bid_node_id === template.id),
        },
        1,
      ).items.filter((i) => i.code9 === '010515001');
    const peak = bill(202105);
    const later = bill(202406);
    expect(peak.length).toBeGreaterThan(0);
    for (const item of peak) {
      const same = later.find((i) => i.features === item.features);
      if (!same) continue;
      expect(item.unit_price).toBeGreaterThan(same.unit_price);
      expect(item.material).toBeGreaterThan(same.material * 1.2);
    }
    expect(peak.some((item) => later.some((i) => i.features === item.features))).toBe(true);
  });
});
