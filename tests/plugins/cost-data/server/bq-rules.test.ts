/**
 * The provincial fee rules of the sample bills: every province with data has rules in the usual
 * ranges, and a 综合单价 is composed from them in whole cents, its parts adding up exactly.
 */
import { composeUnitPrice, provinceFeeRules, RULE_GROUPS, ruleGroupOf } from '@plugins/cost-data/server/bq/rules';
import { provinceRegions } from '@plugins/cost-data/server/regions';

const provinces = provinceRegions()
  .map((r) => r.areaid)
  .filter((id) => ![28, 34, 35].includes(id));

describe('fee rules', () => {
  it('every province has rules for 建筑, 装饰 and 安装 in the usual ranges', () => {
    expect(provinces).toHaveLength(31);
    for (const id of provinces) {
      const rules = provinceFeeRules(id);
      expect(rules.basis).toMatch(/样例/);
      for (const group of RULE_GROUPS) {
        const r = rules.items[group];
        const labourOnly = r.managementBase === 'labour';
        expect(r.management).toBeGreaterThanOrEqual(0.14);
        expect(r.management).toBeLessThanOrEqual(labourOnly ? 0.45 : 0.35);
        expect(r.profit).toBeGreaterThanOrEqual(0.07);
        expect(r.profit).toBeLessThanOrEqual(0.2);
        if (r.risk) expect(r.risk.rate).toBeLessThanOrEqual(0.02);
        expect(rules.safety[group]).toBeGreaterThan(0.01);
        expect(rules.safety[group]).toBeLessThan(0.04);
        expect(rules.otherLump[group]).toBeLessThan(0.015);
      }
    }
  });

  it('风险费用 only where the province puts it in the unit price (重庆, 湖南, 贵州)', () => {
    const withRisk = provinces.filter((id) => RULE_GROUPS.some((g) => provinceFeeRules(id).items[g].risk));
    expect(withRisk.sort((a, b) => a - b)).toEqual([20, 24, 32]);
  });

  it('groups: 建筑, 装饰, and every installation specialty under 安装', () => {
    expect(ruleGroupOf('building')).toBe('building');
    expect(ruleGroupOf('decoration')).toBe('decoration');
    for (const s of ['plumbing', 'electrical', 'hvac', 'fire', 'intelligent', 'elevator']) expect(ruleGroupOf(s)).toBe('installation');
  });
});

describe('composeUnitPrice', () => {
  it('管理费 and 利润 on 人工 + 机械 (江苏 建筑), each rounded once; the parts add up exactly', () => {
    const p = composeUnitPrice(10_000, 40_000, 2_345, provinceFeeRules(12).items.building);
    expect(p.management).toBe(Math.round(12_345 * 0.26));
    expect(p.profit).toBe(Math.round(12_345 * 0.12));
    expect(p.risk).toBe(0);
    expect(p.total).toBe(p.labour + p.material + p.machine + p.management + p.profit + p.risk);
  });

  it('on 人工 only (上海), 利润 on 人工 while 管理费 on 人工 + 机械 (广东), 风险 on 材料 (湖南) or 人工 + 机械 (重庆)', () => {
    const shanghai = composeUnitPrice(10_001, 50_000, 3_000, provinceFeeRules(11).items.building);
    expect(shanghai.management).toBe(Math.round(10_001 * 0.3));
    const guangdong = composeUnitPrice(10_000, 50_000, 3_000, provinceFeeRules(6).items.building);
    expect(guangdong.management).toBe(Math.round(13_000 * 0.2));
    expect(guangdong.profit).toBe(Math.round(10_000 * 0.2));
    const hunan = composeUnitPrice(10_000, 50_001, 3_000, provinceFeeRules(20).items.building);
    expect(hunan.risk).toBe(Math.round(50_001 * 0.01));
    const chongqing = composeUnitPrice(10_000, 50_000, 3_000, provinceFeeRules(32).items.building);
    expect(chongqing.risk).toBe(Math.round(13_000 * 0.015));
    for (const p of [shanghai, guangdong, hunan, chongqing]) expect(p.total).toBe(p.labour + p.material + p.machine + p.management + p.profit + p.risk);
  });
});
