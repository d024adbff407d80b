/**
 * What every catalogue module of the bills must satisfy (plugins/cost-data/server/bq/catalogue/):
 * lookups over a module with the common resources, the composed price of a recipe at the national
 * 2024-01 prices, and the reference checks (resources, norms, recipes, usages) each module's test runs.
 */
import { BUILDING_USES, STRUCTURES } from '../../../../../plugins/cost-data/shared/vocabulary';
import {
  BQ_STANDARDS,
  RESOURCE_KINDS,
  type BqRecipe,
  type BqStandard,
  type CatalogueModule,
  type Norm,
  type Resource,
} from '../../../../../plugins/cost-data/server/bq/model';
import { COMMON_RESOURCES } from '../../../../../plugins/cost-data/server/bq/catalogue/resources-common';

export const STANDARDS = Object.keys(BQ_STANDARDS) as BqStandard[];

/** 管理费 and 利润 on labour + machine, the middle of the provinces' rules. */
const MANAGEMENT = 0.25;
const PROFIT = 0.12;
export const cents = (x: number) => Math.round(x * 100) / 100;

/** Lookups over one module (with the common resources) and its recipes' composed prices. */
export function moduleLookups(M: CatalogueModule) {
  const resources = new Map<string, Resource>([...COMMON_RESOURCES, ...M.resources].map((r) => [r.code, r]));
  const norms = new Map<string, Norm>(M.norms.map((n) => [n.code, n]));
  const codeKeys = new Set(M.codes.map((c) => `${c.standard}|${c.code9}`));
  const chapterKeys = new Set(M.chapters.map((c) => `${c.standard}|${c.code}`));

  /** A recipe's 综合单价 per measurement unit at the national 2024-01 prices. */
  function compose(recipe: BqRecipe) {
    let labour = 0;
    let material = 0;
    let machine = 0;
    for (const { norm, per } of recipe.norms) {
      for (const line of norms.get(norm)!.lines) {
        const r = resources.get(line.resource)!;
        const amount = per * line.consumption * r.basePrice;
        if (r.kind === '人工') labour += amount;
        else if (r.kind === '机械') machine += amount;
        else material += amount;
      }
    }
    [labour, material, machine] = [cents(labour), cents(material), cents(machine)];
    const management = cents((labour + machine) * MANAGEMENT);
    const profit = cents((labour + machine) * PROFIT);
    const price = cents(labour + material + machine + management + profit);
    return { labour, material, machine, management, profit, price, labourShare: labour / price, materialShare: material / price };
  }
  const recipe = (id: string) => {
    const r = M.recipes.find((x) => x.id === id);
    if (!r) throw new Error(`no recipe ${id}`);
    return r;
  };
  return { resources, norms, codeKeys, chapterKeys, compose, recipe };
}

export interface ReferenceRules {
  /** The module's resource code range, as said and as a pattern. */
  readonly resourceRange: string;
  readonly resourceCode: RegExp;
  readonly minResources: number;
  /** How its norms are numbered, as said and as a pattern. */
  readonly normNumbering: string;
  readonly normCode: RegExp;
}

/** The reference checks of a module: its resources, norms, recipes and usages hold together. */
export function itHoldsTogether(M: CatalogueModule, o: ReferenceRules): void {
  const { resources, norms, codeKeys } = moduleLookups(M);
  it(`defines its resources in ${o.resourceRange} once each, with a kind, a unit and a positive 2024-01 price in cents`, () => {
    const seen = new Set<string>();
    for (const r of M.resources) {
      expect(r.code).toMatch(o.resourceCode);
      expect(seen.has(r.code)).toBe(false);
      seen.add(r.code);
      expect(COMMON_RESOURCES.some((c) => c.code === r.code)).toBe(false);
      expect(RESOURCE_KINDS).toContain(r.kind);
      expect(r.name.length).toBeGreaterThan(0);
      expect(r.unit.length).toBeGreaterThan(0);
      expect(r.basePrice).toBeGreaterThan(0);
      expect(Math.round(r.basePrice * 100)).toBeCloseTo(r.basePrice * 100, 6);
    }
    expect(M.resources.length).toBeGreaterThanOrEqual(o.minResources);
  });

  it(`numbers its norms ${o.normNumbering}, once each, and every norm line names a resource of this module or the common list`, () => {
    const seen = new Set<string>();
    for (const n of M.norms) {
      expect(n.code).toMatch(o.normCode);
      expect(seen.has(n.code)).toBe(false);
      seen.add(n.code);
      expect(n.unit.length).toBeGreaterThan(0);
      expect(n.unitSize).toBeGreaterThan(0);
      expect(n.lines.length).toBeGreaterThan(0);
      expect(n.lines.some((l) => resources.get(l.resource)?.kind === '人工')).toBe(true);
      for (const line of n.lines) {
        expect(resources.has(line.resource)).toBe(true);
        expect(line.consumption).toBeGreaterThan(0);
      }
    }
  });

  it('uses every resource it defines', () => {
    const used = new Set(M.norms.flatMap((n) => n.lines.map((l) => l.resource)));
    expect(M.resources.filter((r) => !used.has(r.code)).map((r) => r.code)).toEqual([]);
  });

  it('gives every recipe an item of each of its standards, known norms and 项目特征 lines in the standard form', () => {
    const ids = new Set<string>();
    for (const r of M.recipes) {
      expect(ids.has(r.id)).toBe(false);
      ids.add(r.id);
      expect(r.standards.length).toBeGreaterThan(0);
      for (const s of r.standards) expect(codeKeys.has(`${s}|${r.code9}`)).toBe(true);
      expect(r.norms.length).toBeGreaterThan(0);
      for (const n of r.norms) {
        expect(norms.has(n.norm)).toBe(true);
        expect(n.per).toBeGreaterThan(0);
      }
      expect(r.features.length).toBeGreaterThan(0);
      for (const f of r.features) expect(f).toMatch(/^[^：]+：.+$/);
      for (const u of r.uses ?? []) expect(BUILDING_USES).toContain(u);
      for (const s of r.structures ?? []) expect(STRUCTURES).toContain(s);
      expect(r.weight ?? 1).toBeGreaterThan(0);
    }
  });

  it('prices every item in both standards with at least one recipe, and every norm is used by a recipe', () => {
    for (const c of M.codes) expect(M.recipes.some((r) => r.code9 === c.code9 && r.standards.includes(c.standard))).toBe(true);
    const used = new Set(M.recipes.flatMap((r) => r.norms.map((n) => n.norm)));
    expect(M.norms.filter((n) => !used.has(n.code)).map((n) => n.code)).toEqual([]);
  });

  it('has one usage per item, for a code with a recipe, with sound ranges and known uses', () => {
    const seen = new Set<string>();
    for (const u of M.usages) {
      expect(seen.has(u.code9)).toBe(false);
      seen.add(u.code9);
      expect(STANDARDS.some((s) => codeKeys.has(`${s}|${u.code9}`))).toBe(true);
      expect(M.recipes.some((r) => r.code9 === u.code9)).toBe(true);
      const q = u.quantity;
      const range = q.kind === 'indicator' ? q.share : q.kind === 'fixed' ? q.range : q.per;
      expect(range[0]).toBeGreaterThanOrEqual(0);
      expect(range[1]).toBeGreaterThanOrEqual(range[0]);
      expect(range[1]).toBeGreaterThan(0);
      if (u.chance !== undefined) expect(u.chance > 0 && u.chance <= 1).toBe(true);
      for (const use of u.uses ?? []) expect(BUILDING_USES).toContain(use);
      for (const s of u.structures ?? []) expect(STRUCTURES).toContain(s);
      // a usage limited to some uses has a recipe that suits at least one of them
      const suits = M.recipes.filter((r) => r.code9 === u.code9).some((r) => !r.uses || !u.uses || r.uses.some((x) => u.uses!.includes(x)));
      expect(suits).toBe(true);
    }
    // every item goes into some bills
    expect(M.codes.filter((c) => !seen.has(c.code9)).map((c) => c.code9)).toEqual([]);
  });

}

/** An anchor item: its recipe, the 元 range of its composed price and the range of its labour share. */
export type Anchor = readonly [id: string, price: readonly [number, number], labourShare: readonly [number, number]];

/** Each anchor's composed price and labour share land in their ranges. */
export function itLandsAnchors(M: CatalogueModule, anchors: readonly Anchor[]): void {
  const { compose, recipe } = moduleLookups(M);
  it.each(anchors)('%s lands in %j 元 with a labour share in %j', (id, [lo, hi], [sLo, sHi]) => {
    const c = compose(recipe(id));
    expect(c.price).toBeGreaterThanOrEqual(lo);
    expect(c.price).toBeLessThanOrEqual(hi);
    expect(c.labourShare).toBeGreaterThanOrEqual(sLo);
    expect(c.labourShare).toBeLessThanOrEqual(sHi);
  });
}
