/**
 * The decoration part of the bill catalogue (plugins/cost-data/server/bq/catalogue/finishes*.ts):
 * every reference resolves, codes and chapters hold together in both standards, and the composed
 * prices of the anchor items land in their 2024 ranges with the stated labour shares.
 */
import { buildCatalogue } from '../../../../plugins/cost-data/server/bq/catalogue/index';
import { FINISHES_CATALOGUE } from '../../../../plugins/cost-data/server/bq/catalogue/finishes';
import type { BqStandard } from '../../../../plugins/cost-data/server/bq/model';
import { cents, itHoldsTogether, itLandsAnchors, moduleLookups, STANDARDS } from './support/catalogue-module';

const M = FINISHES_CATALOGUE;
const { chapterKeys, compose, recipe } = moduleLookups(M);

describe('finishes catalogue: references', () => {
  itHoldsTogether(M, { resourceRange: 'R5000–R6999', resourceCode: /^R[56]\d{3}$/, minResources: 80, normNumbering: '11- to 15-', normCode: /^1[1-5]-\d+$/ });

  it('passes the catalogue merger with the common resources', () => {
    const catalogue = buildCatalogue([M]);
    expect(catalogue.recipesOf('2024', '011102003').length).toBeGreaterThanOrEqual(3);
    expect(catalogue.code('2013', '011201001')?.unit).toBe('m²');
  });
});

describe('finishes catalogue: codes and chapters', () => {
  it('has 9-digit codes, unique per standard, in appendices 0111–0115, with names, units and the decoration specialty', () => {
    for (const s of STANDARDS) {
      const list = M.codes.filter((c) => c.standard === s);
      expect(list.length).toBeGreaterThanOrEqual(40);
      expect(new Set(list.map((c) => c.code9)).size).toBe(list.length);
      for (const c of list) {
        expect(c.code9).toMatch(/^011[1-5]\d{5}$/);
        expect(c.name.length).toBeGreaterThan(0);
        expect(c.unit.length).toBeGreaterThan(0);
        expect(c.specialty).toBe('decoration');
        expect(c.part).toBe('sub');
      }
    }
  });

  it('places every item under a chapter and a section of its standard, and leaves no chapter empty', () => {
    for (const c of M.codes) {
      expect(chapterKeys.has(`${c.standard}|${c.code9.slice(0, 4)}`)).toBe(true);
      expect(chapterKeys.has(`${c.standard}|${c.code9.slice(0, 6)}`)).toBe(true);
    }
    for (const ch of M.chapters) {
      expect(ch.code).toMatch(/^011[1-5](\d{2})?$/);
      expect(M.codes.some((c) => c.standard === ch.standard && c.code9.startsWith(ch.code))).toBe(true);
    }
    expect(new Set(M.chapters.map((c) => `${c.standard}|${c.code}`)).size).toBe(M.chapters.length);
  });

  it('models the 2024 changes it knows and keeps every other item as in 2013', () => {
    const item = (s: BqStandard, code9: string) => M.codes.find((c) => c.standard === s && c.code9 === code9);
    // same 9 digits, another name
    expect(item('2013', '011302001')?.name).toBe('吊顶天棚');
    expect(item('2024', '011302001')?.name).toBe('平面吊顶');
    // 2024's 喷刷涂料 section and 成品装饰线条, 2013's 抹灰面油漆 and 石膏装饰线
    expect(item('2024', '011404002')).toMatchObject({ name: '天棚喷刷涂料', unit: 'm²' });
    expect(item('2013', '011404002')).toBeUndefined();
    expect(item('2013', '011407002')?.name).toBe('天棚喷刷涂料');
    expect(item('2024', '011407002')).toBeUndefined();
    expect(item('2024', '011406001')).toBeUndefined();
    expect(item('2024', '011502001')?.name).toBe('成品装饰线条');
    expect(item('2013', '011502004')?.name).toBe('石膏装饰线');
    // everything else is identical in both
    const changed = new Set(['011302001', '011302002', '011502001', '011502004']);
    const rest = (s: BqStandard) =>
      M.codes.filter((c) => c.standard === s && !changed.has(c.code9) && !c.code9.startsWith('0114')).map((c) => `${c.code9} ${c.name} ${c.unit}`).sort();
    expect(rest('2024')).toEqual(rest('2013'));
  });

  it('writes the 2024 recipes of 块料楼地面 and 平面吊顶 in the 2024 words and never mixes them with the 2013 ones', () => {
    for (const code9 of ['011102003', '011302001']) {
      const of = (s: BqStandard) => M.recipes.filter((r) => r.code9 === code9 && r.standards.includes(s));
      expect(of('2013').length).toBeGreaterThan(0);
      expect(of('2024').length).toBe(of('2013').length);
      for (const r of of('2024')) expect(r.standards).toEqual(['2024']);
      // the same norms as the 2013 recipe they restate, so the same price
      for (const r of of('2024')) {
        const twin = recipe(r.id.replace(/-2024$/, ''));
        expect(twin.standards).toEqual(['2013']);
        expect(r.norms).toEqual(twin.norms);
      }
    }
    const lines = (s: BqStandard) => M.recipes.filter((r) => r.code9 === '011102003' && r.standards.includes(s)).flatMap((r) => r.features);
    expect(lines('2013').some((f) => f.startsWith('结合层厚度、砂浆配合比：'))).toBe(true);
    expect(lines('2024').every((f) => !f.includes('砂浆配合比') && !f.includes('、颜色：') && !f.startsWith('嵌缝'))).toBe(true);
    expect(lines('2024').some((f) => f.startsWith('结合层厚度、材料种类及强度等级：'))).toBe(true);
    expect(lines('2024').some((f) => f.startsWith('勾缝材料种类：'))).toBe(true);
    expect(M.recipes.filter((r) => r.code9 === '011302001' && r.standards.includes('2024')).every((r) => r.features.some((f) => f.startsWith('面板材料品种、规格：')))).toBe(true);
  });

  it('carries the anchor items with their units', () => {
    const find = (code9: string) => M.codes.find((c) => c.standard === '2013' && c.code9 === code9);
    expect(find('011102003')).toMatchObject({ name: '块料楼地面', unit: 'm²' });
    expect(find('011201001')).toMatchObject({ name: '墙面一般抹灰', unit: 'm²' });
    expect(find('011406001')).toMatchObject({ name: '抹灰面油漆', unit: 'm²' });
    expect(find('011302001')).toMatchObject({ name: '吊顶天棚', unit: 'm²' });
  });
});

describe('finishes catalogue: calibration at national 2024-01 prices', () => {
  // [recipe, price range 元 per unit, labour share range of the 综合单价]
  const ANCHORS: readonly (readonly [string, readonly [number, number], readonly [number, number]])[] = [
    ['011201001-inner', [28, 42], [0.4, 0.6]],
    ['011201001-inner-agent', [28, 45], [0.4, 0.6]],
    ['011201001-outer', [28, 45], [0.4, 0.6]],
    ['011406001-2', [25, 45], [0.4, 0.6]],
    ['011406001-3', [25, 48], [0.4, 0.6]],
    ['011406001-1', [22, 40], [0.4, 0.6]],
    ['011404001-2', [25, 45], [0.4, 0.6]],
    ['011404002-latex', [25, 45], [0.4, 0.6]],
    ['011102003-800-2024', [120, 200], [0.12, 0.35]],
    ['011407002-latex', [25, 45], [0.4, 0.6]],
    ['011301001-10', [25, 40], [0.4, 0.65]],
    ['011102003-800', [120, 200], [0.12, 0.35]],
    ['011102003-600', [85, 140], [0.15, 0.4]],
    ['011102001-granite', [200, 320], [0.08, 0.3]],
    ['011302001-gypsum', [100, 160], [0.3, 0.55]],
    ['011407001-elastic', [40, 70], [0.3, 0.55]],
    ['011407001-stone', [70, 110], [0.2, 0.45]],
    ['011204003-inner', [90, 150], [0.25, 0.45]],
    ['011204001-dry', [330, 480], [0.15, 0.35]],
    ['011209001-hidden', [700, 1100], [0.1, 0.3]],
  ];

  itLandsAnchors(M, ANCHORS);

  it('leaves room for East China (5–10 % above the national level) inside 28–45 元/m² for wall plaster', () => {
    const plaster = compose(recipe('011201001-inner')).price;
    expect(plaster * 1.05).toBeGreaterThanOrEqual(28);
    expect(plaster * 1.1).toBeLessThanOrEqual(45);
  });

  it('prices better finishes higher: 800×800 over 600×600, three coats over two, marble over granite', () => {
    expect(compose(recipe('011102003-800')).price).toBeGreaterThan(compose(recipe('011102003-600')).price);
    expect(compose(recipe('011406001-3')).price).toBeGreaterThan(compose(recipe('011406001-2')).price);
    expect(compose(recipe('011406001-2')).price).toBeGreaterThan(compose(recipe('011406001-1')).price);
    expect(compose(recipe('011102001-marble')).price).toBeGreaterThan(compose(recipe('011102001-granite')).price);
  });

  it('keeps the premium recipes for premium buildings and the plain paint for factories, warehouses and garages', () => {
    expect(recipe('011102001-marble').uses).not.toContain('住宅');
    expect(recipe('011406001-3').uses).toEqual(expect.arrayContaining(['酒店', '医院']));
    expect(recipe('011406001-3').uses).not.toContain('厂房');
    expect(recipe('011406001-1').uses).toEqual(expect.arrayContaining(['厂房', '仓库']));
    expect(recipe('011406001-2').uses).not.toContain('厂房');
    expect(recipe('011404001-3').uses).toEqual(recipe('011406001-3').uses);
  });

  it('composes every recipe to a positive price whose parts add up to it to the cent', () => {
    for (const r of M.recipes) {
      const c = compose(r);
      expect(c.price).toBeGreaterThan(0);
      expect(cents(c.labour + c.material + c.machine + c.management + c.profit)).toBe(c.price);
    }
  });
});
