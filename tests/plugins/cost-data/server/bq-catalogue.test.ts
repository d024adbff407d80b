/**
 * The merged bill catalogue: the site's modules load and hold together; a broken module (a
 * dangling reference, a duplicate) is refused with every problem named.
 */
import { buildCatalogue, CatalogueError, CATALOGUE_MODULES, loadCatalogue } from '@plugins/cost-data/server/bq/catalogue';
import { COMMON_RESOURCES } from '@plugins/cost-data/server/bq/catalogue/resources-common';
import type { CatalogueModule } from '@plugins/cost-data/server/bq/model';

const MODULE: CatalogueModule = {
  chapters: [
    { standard: '2013', code: '0105', name: '混凝土及钢筋混凝土工程' },
    { standard: '2013', code: '010505', name: '现浇混凝土板' },
  ],
  codes: [{ standard: '2013', code9: '010505001', name: '有梁板', unit: 'm³', specialty: 'building', part: 'sub' }],
  resources: [],
  norms: [{ code: '5-32', name: '有梁板 C30', unit: '10m³', unitSize: 10, lines: [{ resource: 'R0304', consumption: 10.1 }, { resource: 'R0005', consumption: 3 }] }],
  recipes: [{ id: '010505001-c30', code9: '010505001', standards: ['2013'], features: ['混凝土强度等级：C30'], norms: [{ norm: '5-32', per: 0.1 }] }],
  usages: [{ code9: '010505001', quantity: { kind: 'indicator', indicator: 'concrete', share: [1, 1] } }],
};

const problemsOf = (modules: CatalogueModule[]): readonly string[] => {
  try {
    buildCatalogue(modules);
  } catch (e) {
    expect(e).toBeInstanceOf(CatalogueError);
    return (e as CatalogueError).problems;
  }
  return [];
};

describe('the site catalogue', () => {
  it('loads every module with the shared resources, and every lookup answers', () => {
    const c = loadCatalogue();
    expect(c).toBe(loadCatalogue());
    expect(c.resources.length).toBe(COMMON_RESOURCES.length + CATALOGUE_MODULES.reduce((n, m) => n + m.resources.length, 0));
    for (const r of c.resources) expect(c.resourceByCode.get(r.code)).toBe(r);
    for (const n of c.norms) for (const line of n.lines) expect(c.resourceByCode.has(line.resource)).toBe(true);
    for (const r of c.recipes) {
      for (const s of r.standards) {
        expect(c.code(s, r.code9)?.code9).toBe(r.code9);
        expect(c.recipesOf(s, r.code9)).toContain(r);
      }
    }
    for (const code of c.codes) {
      expect(c.chapter(code.standard, code.code9.slice(0, 4))).toBeDefined();
      expect(c.chapter(code.standard, code.code9.slice(0, 6))).toBeDefined();
    }
    expect(new Set(c.codes.map((x) => x.standard))).toEqual(new Set(['2013', '2024']));
  });
});

describe('a broken catalogue is refused', () => {
  it('accepts a consistent module', () => {
    const c = buildCatalogue([MODULE]);
    expect(c.recipesOf('2013', '010505001').map((r) => r.id)).toEqual(['010505001-c30']);
    expect(c.recipesOf('2024', '010505001')).toEqual([]);
    expect(c.code('2024', '010505001')).toBeUndefined();
  });

  it('names every dangling reference', () => {
    const broken: CatalogueModule = {
      ...MODULE,
      norms: [{ ...MODULE.norms[0], lines: [...MODULE.norms[0].lines, { resource: 'R9999', consumption: 1 }] }],
      recipes: [
        ...MODULE.recipes,
        { id: 'x-2024', code9: '010505001', standards: ['2024'], features: ['混凝土强度等级：C35'], norms: [{ norm: '5-99', per: 0.1 }] },
      ],
      usages: [...MODULE.usages, { code9: '010101001', quantity: { kind: 'area', basis: 'footprint', per: [1, 1] } }],
      codes: [...MODULE.codes, { standard: '2013', code9: '010801001', name: '木质门', unit: 'm²', specialty: 'building', part: 'sub' }],
    };
    const problems = problemsOf([broken]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'norm 5-32: unknown resource R9999',
        'recipe x-2024: code 010505001 does not exist in 2024',
        'recipe x-2024: unknown norm 5-99',
        'usage: unknown code 010101001',
        'code 010801001 (2013): no chapter 0108',
        'code 010801001 (2013): no section 010801',
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('names duplicates, shared resources redefined included', () => {
    const problems = problemsOf([MODULE, { ...MODULE, resources: [COMMON_RESOURCES[0]] }]);
    expect(problems).toEqual(
      expect.arrayContaining([
        `resource ${COMMON_RESOURCES[0].code} is defined twice`,
        'norm 5-32 is defined twice',
        'recipe 010505001-c30 is defined twice',
        'code 010505001 (2013) is defined twice',
        'chapter 0105 (2013) is defined twice',
        'usage of 010505001 is defined twice with the same filters',
      ]),
    );
  });

  it('the bill unit of an item with alternative units is one of them', () => {
    const door = { standard: '2013', code9: '010801001', name: '木质门', unit: '樘/m²', specialty: 'building', part: 'sub' } as const;
    const doors = (billUnit?: string): CatalogueModule => ({
      ...MODULE,
      chapters: [...MODULE.chapters, { standard: '2013', code: '0108', name: '门窗工程' }, { standard: '2013', code: '010801', name: '木门' }],
      codes: [...MODULE.codes, billUnit ? { ...door, billUnit } : door],
    });
    const c = buildCatalogue([doors('m²')]);
    expect(c.billUnit(c.code('2013', '010801001')!)).toBe('m²');
    const plain = buildCatalogue([doors()]);
    expect(plain.billUnit(plain.code('2013', '010801001')!)).toBe('樘');
    expect(c.billUnit(c.code('2013', '010505001')!)).toBe('m³');
    expect(() => buildCatalogue([doors('m')])).toThrow('code 010801001: bill unit m is not one of 樘/m²');
  });

  it('a code may have several usages whose filters differ', () => {
    const two: CatalogueModule = {
      ...MODULE,
      usages: [
        { ...MODULE.usages[0], structures: ['剪力墙'] },
        { ...MODULE.usages[0], structures: ['框架'], quantity: { kind: 'indicator', indicator: 'concrete', share: [0.3, 0.4] } },
      ],
    };
    expect(buildCatalogue([two]).usages).toHaveLength(2);
  });

  it('a usage needs a recipe; a recipe needs norms and features', () => {
    const problems = problemsOf([{ ...MODULE, recipes: [{ ...MODULE.recipes[0], norms: [], features: [] }] }]);
    expect(problems).toEqual(expect.arrayContaining(['recipe 010505001-c30: no norms', 'recipe 010505001-c30: no features']));
    expect(problemsOf([{ ...MODULE, recipes: [] }])).toEqual(['usage: code 010505001 has no recipe']);
  });
});
