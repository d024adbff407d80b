/**
 * The building-structure catalogue module: every reference resolves, the codes follow the
 * measurement standard's shape, and the composed prices of the anchor items land in their
 * 2024–25 East-China ranges with the usual cost shares.
 */
import { BUILDING_BILL_UNITS, BUILDING_CATALOGUE, BUILDING_SHARES, LUMP_SUM_MEASURES } from '../../../../plugins/cost-data/server/bq/catalogue/building';
import { COMMON_RESOURCES } from '../../../../plugins/cost-data/server/bq/catalogue/resources-common';
import type { BqRecipe, BqStandard, Resource } from '../../../../plugins/cost-data/server/bq/model';
import { BUILDING_USES, STRUCTURES } from '../../../../plugins/cost-data/shared/vocabulary';

const m = BUILDING_CATALOGUE;
const STANDARDS: BqStandard[] = ['2013', '2024'];
const resources = new Map<string, Resource>([...COMMON_RESOURCES, ...m.resources].map((r) => [r.code, r]));
const norms = new Map(m.norms.map((n) => [n.code, n]));
const codeKey = (standard: string, code9: string) => `${standard}|${code9}`;
const codes = new Map(m.codes.map((c) => [codeKey(c.standard, c.code9), c]));
const recipes = new Map(m.recipes.map((r) => [r.id, r]));

/** East China against the national basePrice (the price model puts it 5–10 % above). */
const EAST_CHINA = 1.07;
const MANAGEMENT = 0.25;
const PROFIT = 0.12;

interface Composed {
  labour: number;
  material: number;
  machine: number;
  management: number;
  profit: number;
  total: number;
}

/** Σ over the recipe's norms of per × consumption × price, split by kind, plus 管理费 and 利润. */
function compose(recipe: BqRecipe, level = EAST_CHINA): Composed {
  let labour = 0;
  let material = 0;
  let machine = 0;
  for (const { norm: code, per } of recipe.norms) {
    const norm = norms.get(code)!;
    for (const line of norm.lines) {
      const r = resources.get(line.resource)!;
      const amount = per * line.consumption * r.basePrice * level;
      if (r.kind === '人工') labour += amount;
      else if (r.kind === '机械') machine += amount;
      else material += amount;
    }
  }
  const cents = (x: number) => Math.round(x * 100) / 100;
  const management = cents((labour + machine) * MANAGEMENT);
  const profit = cents((labour + machine) * PROFIT);
  [labour, material, machine] = [cents(labour), cents(material), cents(machine)];
  return { labour, material, machine, management, profit, total: cents(labour + material + machine + management + profit) };
}

const recipe = (id: string) => {
  const r = recipes.get(id);
  if (!r) throw new Error(`no recipe ${id}`);
  return r;
};

describe('building catalogue: shape and references', () => {
  it('has at least 160 national codes in each standard, 9 digits, unique per standard, with a unit and a name', () => {
    for (const standard of STANDARDS) {
      const list = m.codes.filter((c) => c.standard === standard);
      expect(list.length).toBeGreaterThanOrEqual(160);
      expect(new Set(list.map((c) => c.code9)).size).toBe(list.length);
      for (const c of list) {
        expect(c.code9).toMatch(/^\d{9}$/);
        expect(['0101', '0102', '0103', '0104', '0105', '0106', '0108', '0109', '0110', '0117']).toContain(c.code9.slice(0, 4));
        expect(c.unit.trim()).not.toBe('');
        expect(c.name.trim()).not.toBe('');
        expect(c.specialty).toBe('building');
        expect(c.part).toBe(c.code9.startsWith('0117') ? 'measure' : 'sub');
      }
    }
  });

  it('lists the issue examples with their units in both standards', () => {
    const examples: [string, string, string][] = [
      ['010101001', '平整场地', 'm²'],
      ['010101004', '挖基坑土方', 'm³'],
      ['010402001', '砌块墙', 'm³'],
      ['010502001', '矩形柱', 'm³'],
      ['010505001', '有梁板', 'm³'],
      ['010515001', '现浇构件钢筋', 't'],
      ['010802003', '钢质防火门', '樘/m²'],
      ['010902001', '屋面卷材防水', 'm²'],
      ['011701001', '综合脚手架', 'm²'],
      ['011702014', '有梁板', 'm²'],
    ];
    for (const standard of STANDARDS) {
      for (const [code9, name, unit] of examples) {
        expect(codes.get(codeKey(standard, code9))).toMatchObject({ name, unit });
      }
    }
    expect(BUILDING_BILL_UNITS['010802003']).toBe('m²');
  });

  it('names one bill unit, among the standard’s alternatives, for every item with alternative units', () => {
    for (const c of m.codes) {
      if (c.unit.includes('/')) expect(c.unit.split('/')).toContain(BUILDING_BILL_UNITS[c.code9]);
      else expect(BUILDING_BILL_UNITS[c.code9]).toBeUndefined();
    }
    expect(BUILDING_BILL_UNITS['010302001']).toBe('m³');
    expect(BUILDING_BILL_UNITS['010301002']).toBe('m');
  });

  it('has a chapter and a section for every item, and no chapter without items', () => {
    const chapterKeys = new Set(m.chapters.map((c) => codeKey(c.standard, c.code)));
    expect(chapterKeys.size).toBe(m.chapters.length);
    for (const c of m.codes) {
      expect(chapterKeys.has(codeKey(c.standard, c.code9.slice(0, 4)))).toBe(true);
      expect(chapterKeys.has(codeKey(c.standard, c.code9.slice(0, 6)))).toBe(true);
    }
    for (const ch of m.chapters) {
      expect(ch.name.trim()).not.toBe('');
      expect(m.codes.some((c) => c.standard === ch.standard && c.code9.startsWith(ch.code))).toBe(true);
    }
  });

  it('defines its resources in R1000–R4999, once, priced, never redefining a common one', () => {
    const own = m.resources.map((r) => r.code);
    expect(new Set(own).size).toBe(own.length);
    for (const r of m.resources) {
      expect(r.code).toMatch(/^R\d{4}$/);
      const n = Number(r.code.slice(1));
      expect(n >= 1000 && n <= 4999).toBe(true);
      expect(r.basePrice).toBeGreaterThan(0);
      expect(Math.round(r.basePrice * 100)).toBeCloseTo(r.basePrice * 100, 6);
      expect(r.name.trim() && r.unit.trim()).toBeTruthy();
    }
    const common = new Set(COMMON_RESOURCES.map((r) => r.code));
    expect(own.filter((c) => common.has(c))).toEqual([]);
  });

  it('resolves every norm line to a resource of this module or the common ones', () => {
    expect(new Set(m.norms.map((n) => n.code)).size).toBe(m.norms.length);
    for (const n of m.norms) {
      expect(n.code).toMatch(/^(1|2|3|4|5|6|8|9|10|17)-\d+/);
      expect(n.unitSize).toBeGreaterThan(0);
      expect(n.lines.length).toBeGreaterThan(0);
      expect(new Set(n.lines.map((l) => l.resource)).size).toBe(n.lines.length);
      for (const line of n.lines) {
        expect(resources.has(line.resource)).toBe(true);
        expect(line.consumption).toBeGreaterThan(0);
      }
    }
  });

  it('resolves every recipe to norms of the library and to its code in each standard it names', () => {
    expect(recipes.size).toBe(m.recipes.length);
    const uses = new Set<string>(BUILDING_USES);
    const structures = new Set<string>(STRUCTURES);
    for (const r of m.recipes) {
      expect(r.id.startsWith(r.code9)).toBe(true);
      expect(r.features.length).toBeGreaterThan(0);
      for (const f of r.features) expect(f).toMatch(/^[^：]+：.+$/);
      for (const s of r.standards) expect(codes.has(codeKey(s, r.code9))).toBe(true);
      expect(r.norms.length).toBeGreaterThan(0);
      for (const { norm, per } of r.norms) {
        expect(norms.has(norm)).toBe(true);
        expect(per).toBeGreaterThan(0);
      }
      for (const u of r.uses ?? []) expect(uses.has(u)).toBe(true);
      for (const s of r.structures ?? []) expect(structures.has(s)).toBe(true);
    }
  });

  it('reaches every norm from a recipe, and consumes all but a few price-list resources', () => {
    const usedNorms = new Set(m.recipes.flatMap((r) => r.norms.map((n) => n.norm)));
    expect(m.norms.filter((n) => !usedNorms.has(n.code)).map((n) => n.code)).toEqual([]);
    const usedResources = new Set(m.norms.flatMap((n) => n.lines.map((l) => l.resource)));
    const idle = m.resources.filter((r) => !usedResources.has(r.code));
    expect(idle.length).toBeLessThanOrEqual(5);
    for (const r of idle) expect(r.priceClass).toBe('steel_section');
  });

  it('prices every item except the 总价措施 (项) through at least one recipe in each standard', () => {
    for (const c of m.codes) {
      const has = m.recipes.some((r) => r.code9 === c.code9 && r.standards.includes(c.standard));
      if (LUMP_SUM_MEASURES.includes(c.code9)) {
        expect(c.unit).toBe('项');
        expect(has).toBe(false);
      } else {
        expect(has).toBe(true);
      }
    }
    expect(LUMP_SUM_MEASURES).toContain('011707001');
  });

  it('gives each usage a known code with a recipe, once, with sane ranges and filters', () => {
    const seen = new Set<string>();
    for (const u of m.usages) {
      expect(seen.has(u.code9)).toBe(false);
      seen.add(u.code9);
      expect(m.recipes.some((r) => r.code9 === u.code9)).toBe(true);
      const q = u.quantity;
      const range = q.kind === 'indicator' ? q.share : q.kind === 'fixed' ? q.range : q.per;
      expect(range[0]).toBeGreaterThanOrEqual(0);
      expect(range[1]).toBeGreaterThanOrEqual(range[0]);
      expect(range[1]).toBeGreaterThan(0);
      if (u.chance !== undefined) expect(u.chance > 0 && u.chance <= 1).toBe(true);
      for (const s of u.structures ?? []) expect(STRUCTURES as readonly string[]).toContain(s);
      for (const use of u.uses ?? []) expect(BUILDING_USES as readonly string[]).toContain(use);
    }
    // every indicator drives at least the main items
    for (const code9 of ['010515001', '010505001', '011702014', '010402001', '010604001']) {
      expect(m.usages.find((u) => u.code9 === code9)?.quantity.kind).toBe('indicator');
    }
    for (const code9 of ['010101001', '010902001', '011001003', '011701001', '011703001']) {
      expect(m.usages.find((u) => u.code9 === code9)?.quantity.kind).toBe('area');
    }
  });

  it('has a suitable recipe for every use and structure a usage admits (besides a basement-only one)', () => {
    const missing: string[] = [];
    for (const u of m.usages) {
      for (const structure of u.structures ?? STRUCTURES) {
        for (const use of u.uses ?? BUILDING_USES) {
          const ok = m.recipes.some(
            (r) => r.code9 === u.code9 && (use === '地下车库' || !r.id.endsWith('-basement')) && (!r.uses || r.uses.includes(use)) && (!r.structures || r.structures.includes(structure)),
          );
          if (!ok) missing.push(`${u.code9} ${use} ${structure}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('splits each indicator over its items so that the expected shares add up to about 1 per structure', () => {
    for (const [indicator, rows] of Object.entries(BUILDING_SHARES)) {
      for (const structure of STRUCTURES) {
        const applicable = rows.filter((row) => row.shares[structure]);
        if (applicable.length === 0) continue;
        const expected = applicable.reduce((sum, row) => {
          const [lo, hi] = row.shares[structure]!;
          return sum + ((lo + hi) / 2) * (row.chance ?? 1);
        }, 0);
        if (indicator === 'steel' && structure !== '钢结构' && structure !== '框架-核心筒') continue;
        expect({ indicator, structure, ok: expected >= 0.85 && expected <= 1.1 }).toEqual({ indicator, structure, ok: true });
      }
    }
  });
});

describe('building catalogue: calibrated composed prices (East China ≈ 1.07 × national)', () => {
  const within = (id: string, [lo, hi]: [number, number]) => {
    const c = compose(recipe(id));
    expect({ id, total: c.total, ok: c.total >= lo && c.total <= hi }).toEqual({ id, total: c.total, ok: true });
    return c;
  };
  const share = (c: Composed, part: 'labour' | 'material' | 'machine') => c[part] / c.total;

  it('C30 columns, beams, walls and slabs: 560–720 元/m³, 70–80 % material', () => {
    for (const id of ['010502001-c30', '010503002-c30', '010504001-c30', '010505001-c30']) {
      const c = within(id, [560, 720]);
      expect(share(c, 'material')).toBeGreaterThanOrEqual(0.7);
      expect(share(c, 'material')).toBeLessThanOrEqual(0.8);
    }
    // a higher grade costs more, and stays a plausible price
    expect(compose(recipe('010502001-c40')).total).toBeGreaterThan(compose(recipe('010502001-c30')).total);
    within('010502001-c50', [600, 780]);
  });

  it('现浇构件钢筋 HRB400 Φ12–25: 4,600–5,600 元/t, 70–78 % material, 15–20 % labour', () => {
    for (const id of ['010515001-hrb400-d12-18', '010515001-hrb400-d20-25']) {
      const c = within(id, [4600, 5600]);
      expect(share(c, 'material')).toBeGreaterThanOrEqual(0.7);
      expect(share(c, 'material')).toBeLessThanOrEqual(0.78);
      expect(share(c, 'labour')).toBeGreaterThanOrEqual(0.15);
      expect(share(c, 'labour')).toBeLessThanOrEqual(0.2);
    }
    // small bars cost more per tonne (more labour), but not absurdly
    within('010515001-hrb400-d10', [5200, 6600]);
  });

  it('formwork 55–90 元/m², mostly labour', () => {
    for (const id of ['011702014-h36', '011702002-h36', '011702006-h36', '011702011-h36', '011702016-h36']) {
      const c = within(id, [55, 90]);
      expect(share(c, 'labour')).toBeGreaterThan(0.45);
    }
  });

  it('综合脚手架 25–45 元/m²', () => {
    for (const id of ['011701001-h20', '011701001-h50', '011701001-h100']) within(id, [25, 45]);
  });

  it('aerated-block walls 450–600 元/m³', () => {
    for (const id of ['010402001-aac200', '010402001-aac100']) within(id, [450, 600]);
  });

  it('SBS 3+3 roof waterproofing 80–130 元/m²', () => {
    const c = within('010902001-sbs-3+3', [80, 130]);
    expect(share(c, 'material')).toBeGreaterThan(0.6);
  });

  it('keeps the anchors inside their ranges anywhere between 5 % and 10 % above the national level', () => {
    const anchors: [string, [number, number]][] = [
      ['010505001-c30', [560, 720]],
      ['010515001-hrb400-d20-25', [4600, 5600]],
      ['011702014-h36', [55, 90]],
      ['011701001-h20', [25, 45]],
      ['010402001-aac200', [450, 600]],
      ['010902001-sbs-3+3', [80, 130]],
    ];
    for (const level of [1.05, 1.1]) {
      for (const [id, [lo, hi]] of anchors) {
        const { total } = compose(recipe(id), level);
        expect({ id, level, ok: total >= lo && total <= hi }).toEqual({ id, level, ok: true });
      }
    }
  });

  it('composes every recipe to a positive price whose parts add up to the cent', () => {
    for (const r of m.recipes) {
      const c = compose(r);
      expect(c.total).toBeGreaterThan(0);
      expect(Math.round((c.labour + c.material + c.machine + c.management + c.profit) * 100)).toBe(Math.round(c.total * 100));
    }
  });
});
