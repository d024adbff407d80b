import { addMonths, monthKeyOfDate as monthOf } from '@kernel/core/months';
import { presetRange } from '@plugins/project-cost/client/dates';
import { fmtArea, fmtFloors, fmtIndicator, fmtNumber, fmtPercent, fmtUnitCost, fmtUses, fmtWan } from '@plugins/project-cost/client/format';
import { toContactInput, validateContact, validateContactPhone } from '@plugins/project-cost/shared/contact-rules';

describe('project-cost: number formats', () => {
  it('groups thousands with fixed decimals and converts 元 to 万元', () => {
    expect(fmtNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(fmtUnitCost(2880)).toBe('2,880.00');
    expect(fmtArea(25000)).toBe('25,000.00');
    expect(fmtWan(72_000_000)).toBe('7,200.00');
    expect(fmtPercent(0.2778)).toBe('27.8%');
    expect(fmtPercent(0.2778, 2)).toBe('27.78%');
    expect(fmtNumber(null)).toBe('—');
    expect(fmtNumber(Number.NaN)).toBe('—');
    expect(fmtIndicator(56)).toBe('56');
    expect(fmtIndicator(0.5374)).toBe('0.5374');
    expect(fmtIndicator(3.2714)).toBe('3.271');
    expect(fmtFloors(18, 2)).toBe('地上18层 / 地下2层');
    expect(fmtFloors(0, 1)).toBe('地下1层');
    expect(fmtUses([{ name: '住宅', count: 2 }, { name: '地下车库', count: 1 }])).toBe('住宅×2、地下车库');
  });
});

describe('project-cost: date presets', () => {
  it('counts months inclusively, across years', () => {
    expect(monthOf(new Date(2026, 0, 5))).toBe('2026-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 13)).toBe('2027-01');
    expect(presetRange('1y', new Date(2026, 10, 21))).toEqual({ from: '2025-12', to: '2026-11' });
    expect(presetRange('5y', new Date(2026, 10, 21))).toEqual({ from: '2021-12', to: '2026-11' });
  });
});

describe('project-cost: the no-data feedback rules', () => {
  it('accepts a mobile, QQ number or e-mail', () => {
    expect(validateContactPhone('13812345678')).toBeNull();
    expect(validateContactPhone('123456789')).toBeNull();
    expect(validateContactPhone('a@b.cn')).toBeNull();
    expect(validateContactPhone('')).toBe('请输入联系方式');
    expect(validateContactPhone('0123')).toBe('请输入正确的手机号、QQ号或邮箱');
    expect(validateContactPhone(`${'1'.repeat(46)}@b.cn`)).toBe('联系方式不能超过50个字');
  });

  it('names every problem and the first one', () => {
    expect(validateContact({ description: '', phone: '' })).toEqual({
      first: '请描述您需要的数据',
      fields: { description: '请描述您需要的数据', phone: '请输入联系方式' },
    });
    expect(validateContact({ description: '需要', phone: '13812345678', name: '张工' })).toEqual({ first: null, fields: {} });
  });

  it('trims the body and leaves out 全国', () => {
    expect(toContactInput({ description: ' 需要 ', phone: ' 13812345678 ', keyword: ' 医院 ', areaId: 1, name: ' 张工 ' })).toEqual({
      description: '需要',
      phone: '13812345678',
      keyword: '医院',
      name: '张工',
    });
    expect(toContactInput({ description: '需要', phone: '123456', areaId: 6 }).areaId).toBe(6);
  });
});
