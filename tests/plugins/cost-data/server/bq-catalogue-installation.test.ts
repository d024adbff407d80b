/**
 * The installation part of the bill catalogue (plugins/cost-data/server/bq/catalogue/installation*.ts):
 * every reference resolves, the GB 50856-2013 items stand in both standards' catalogues, and the
 * composed prices of the anchor items land in their 2024 ranges.
 */
import { buildCatalogue } from '../../../../plugins/cost-data/server/bq/catalogue/index';
import { FINISHES_CATALOGUE } from '../../../../plugins/cost-data/server/bq/catalogue/finishes';
import { INSTALLATION_CATALOGUE, INSTALLATION_STANDARD } from '../../../../plugins/cost-data/server/bq/catalogue/installation';
import type { BqStandard } from '../../../../plugins/cost-data/server/bq/model';
import { cents, itHoldsTogether, itLandsAnchors, moduleLookups, STANDARDS } from './support/catalogue-module';

const M = INSTALLATION_CATALOGUE;
const { chapterKeys, compose, recipe } = moduleLookups(M);

describe('installation catalogue: references', () => {
  itHoldsTogether(M, { resourceRange: 'R8000–R8999', resourceCode: /^R8\d{3}$/, minResources: 120, normNumbering: 'by volume (C4-, C7-, C9-, C10-, and a few C1-, C5-, C12-)', normCode: /^C(1|4|5|7|9|10|12)-\d+-\d+$/ });

  it('passes the catalogue merger with the common resources, alone and together with the decoration module', () => {
    const alone = buildCatalogue([M]);
    expect(alone.recipesOf('2024', '031001006').length).toBeGreaterThanOrEqual(8);
    const both = buildCatalogue([FINISHES_CATALOGUE, M]);
    for (const s of STANDARDS) expect(both.codes.filter((c) => c.standard === s).length).toBeGreaterThanOrEqual(100);
  });
});

describe('installation catalogue: codes and chapters', () => {
  /** The specialty each appendix (or section) belongs to. */
  const SPECIALTY_OF: Record<string, string> = {
    '031001002': 'hvac', // 钢管: the air-conditioning water pipes
    '030107': 'elevator',
    '030108': 'hvac',
    '0305': 'intelligent',
    '0304': 'electrical',
    '0307': 'hvac',
    '0309': 'fire',
    '0310': 'plumbing',
    '0312': 'hvac',
  };
  const specialtyOf = (code9: string) => SPECIALTY_OF[code9] ?? SPECIALTY_OF[code9.slice(0, 6)] ?? SPECIALTY_OF[code9.slice(0, 4)];

  it('has 9-digit GB 50856 codes, unique per standard, with names, units and the specialty of their appendix', () => {
    expect(INSTALLATION_STANDARD).toBe('GB 50856-2013');
    for (const s of STANDARDS) {
      const list = M.codes.filter((c) => c.standard === s);
      expect(list.length).toBeGreaterThanOrEqual(55);
      expect(new Set(list.map((c) => c.code9)).size).toBe(list.length);
      for (const c of list) {
        expect(c.code9).toMatch(/^03(01|04|05|07|09|10|12)\d{5}$/);
        expect(c.name.length).toBeGreaterThan(0);
        expect(c.unit.length).toBeGreaterThan(0);
        expect(c.specialty).toBe(specialtyOf(c.code9));
        expect(c.part).toBe('sub');
      }
    }
    // every installation specialty has items (the bill generator puts each specialty's amount on them)
    for (const sp of ['electrical', 'plumbing', 'fire', 'hvac', 'intelligent', 'elevator']) expect(M.codes.some((c) => c.specialty === sp)).toBe(true);
  });

  it('places every item under a chapter and a section of its standard, and leaves no chapter empty', () => {
    for (const c of M.codes) {
      expect(chapterKeys.has(`${c.standard}|${c.code9.slice(0, 4)}`)).toBe(true);
      expect(chapterKeys.has(`${c.standard}|${c.code9.slice(0, 6)}`)).toBe(true);
    }
    for (const ch of M.chapters) {
      expect(ch.code).toMatch(/^03\d{2}(\d{2})?$/);
      expect(M.codes.some((c) => c.standard === ch.standard && c.code9.startsWith(ch.code))).toBe(true);
    }
    expect(new Set(M.chapters.map((c) => `${c.standard}|${c.code}`)).size).toBe(M.chapters.length);
  });

  it('stores the GB 50856-2013 items identically under both building standards, and writes every recipe for both', () => {
    const of = (s: BqStandard) => M.codes.filter((c) => c.standard === s).map((c) => `${c.code9} ${c.name} ${c.unit} ${c.specialty}`).sort();
    expect(of('2024')).toEqual(of('2013'));
    const chaptersOf = (s: BqStandard) => M.chapters.filter((c) => c.standard === s).map((c) => `${c.code} ${c.name}`).sort();
    expect(chaptersOf('2024')).toEqual(chaptersOf('2013'));
    for (const r of M.recipes) expect([...r.standards].sort()).toEqual(['2013', '2024']);
  });

  it('carries the common items with their units', () => {
    const find = (code9: string) => M.codes.find((c) => c.standard === '2024' && c.code9 === code9);
    expect(find('030411001')).toMatchObject({ name: '配管', unit: 'm' });
    expect(find('030411004')).toMatchObject({ name: '配线', unit: 'm' });
    expect(find('030408001')).toMatchObject({ name: '电力电缆', unit: 'm' });
    expect(find('030404017')).toMatchObject({ name: '配电箱', unit: '台' });
    expect(find('031001006')).toMatchObject({ name: '塑料管', unit: 'm' });
    expect(find('030901003')).toMatchObject({ name: '水喷淋(雾)喷头', unit: '个' });
    expect(find('030702001')).toMatchObject({ name: '碳钢通风管道', unit: 'm²' });
  });

  it('offers PP-R dn20–dn63 and PVC-U dn50–dn160 under 塑料管, and BV-2.5 / BV-4 / YJV cables', () => {
    const ids = M.recipes.map((r) => r.id);
    for (const dn of ['dn20', 'dn25', 'dn32', 'dn40', 'dn50', 'dn63']) expect(ids).toContain(`031001006-ppr-${dn}`);
    for (const dn of ['dn50', 'dn75', 'dn110', 'dn160']) expect(ids).toContain(`031001006-pvc-${dn}`);
    expect(ids).toEqual(expect.arrayContaining(['030411004-bv2.5', '030411004-bv4', '030408001-4x25', '030408001-5x10']));
  });
});

describe('installation catalogue: calibration at national 2024-01 prices', () => {
  // [recipe, price range 元 per unit, labour share range of the 综合单价]
  const ANCHORS: readonly (readonly [string, readonly [number, number], readonly [number, number]])[] = [
    ['030411001-jdg20', [15, 25], [0.35, 0.6]],
    ['030411001-pc20', [10, 16], [0.4, 0.65]],
    ['030411004-bv2.5', [4.5, 7], [0.25, 0.5]],
    ['030411004-bv4', [5, 8.5], [0.2, 0.45]],
    ['030408001-4x25', [110, 150], [0.05, 0.2]],
    ['030411003-200', [90, 140], [0.1, 0.3]],
    ['030404017-al', [2000, 3000], [0.1, 0.25]],
    ['030412001-ceiling', [80, 130], [0.1, 0.3]],
    ['030404034-1', [25, 40], [0.3, 0.55]],
    ['030404035-5', [30, 45], [0.3, 0.55]],
    ['031001006-ppr-dn25', [18, 32], [0.3, 0.55]],
    ['031001006-ppr-dn63', [60, 95], [0.15, 0.4]],
    ['031001006-pvc-dn110', [50, 80], [0.25, 0.5]],
    ['030901001-100', [125, 180], [0.2, 0.4]],
    ['030901003-pendent', [40, 70], [0.3, 0.55]],
    ['030901010-sg24', [1000, 1500], [0.15, 0.35]],
    ['030702001-0.75', [110, 170], [0.25, 0.5]],
    ['030701004-68', [1500, 2400], [0.1, 0.25]],
    ['031004006-wc', [1000, 1500], [0.05, 0.2]],
    ['030904001-smoke', [120, 200], [0.3, 0.55]],
    ['031001002-100', [100, 150], [0.25, 0.5]],
    ['031208002-rubber', [2500, 3800], [0.25, 0.5]],
    ['030107001-home', [220000, 320000], [0.03, 0.12]],
    ['030502005-cat6', [5, 9], [0.3, 0.55]],
    ['030502012-rj45', [40, 70], [0.25, 0.5]],
    ['030507008-ip', [800, 1500], [0.15, 0.35]],
  ];

  itLandsAnchors(M, ANCHORS);

  it('makes bigger sections dearer: pipes, cables and trays by size', () => {
    const prices = (ids: string[]) => ids.map((id) => compose(recipe(id)).price);
    const increasing = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]);
    expect(increasing(prices(['031001006-ppr-dn20', '031001006-ppr-dn25', '031001006-ppr-dn32', '031001006-ppr-dn40', '031001006-ppr-dn50', '031001006-ppr-dn63']))).toBe(true);
    expect(increasing(prices(['031001006-pvc-dn50', '031001006-pvc-dn75', '031001006-pvc-dn110', '031001006-pvc-dn160']))).toBe(true);
    expect(increasing(prices(['030408001-5x10', '030408001-5x16', '030408001-4x25', '030408001-4x70', '030408001-4x120']))).toBe(true);
    expect(increasing(prices(['030411003-200', '030411003-300', '030411003-400']))).toBe(true);
    expect(increasing(prices(['030901001-25', '030901001-32', '030901001-65', '030901001-100', '030901001-150']))).toBe(true);
    expect(increasing(prices(['031001002-50', '031001002-100', '031001002-150']))).toBe(true);
  });

  it('prices cables mostly as copper and the system tests mostly as labour', () => {
    for (const id of ['030408001-4x25', '030408001-4x70', '030408001-4x120']) expect(compose(recipe(id)).materialShare).toBeGreaterThan(0.75);
    for (const id of ['030414002-lv', '030905001-500', '030704001-system']) expect(compose(recipe(id)).labourShare).toBeGreaterThan(0.6);
  });

  it('composes every recipe to a positive price whose parts add up to it to the cent', () => {
    for (const r of M.recipes) {
      const c = compose(r);
      expect(c.price).toBeGreaterThan(0);
      expect(cents(c.labour + c.material + c.machine + c.management + c.profit)).toBe(c.price);
    }
  });
});
