/** @jest-environment jsdom */
import 'reflect-metadata';
import type { CompareData, IndexRow } from '@plugins/bid-node/shared/contract';
import { CompareView } from '@plugins/bid-node/client/views/ComparePage';
import { FeatureTable } from '@plugins/bid-node/client/views/DetailPage';
import { useDomRoot } from '../../../helpers/dom-root';
import { summary } from './fakes';

const dom = useDomRoot();

function item(id: number, unitCost: number, specialties: IndexRow[]): CompareData['items'][number] {
  return {
    base: { ...summary(id, { unitCost, totalCost: unitCost * 10_000, floorsAbove: 18, priceDate: '2026-06-01' }), heightM: 54, aboveArea: 10000, belowArea: 2000, foundationType: '桩筏基础', seismicIntensity: '7度', decorationStandard: '简装' },
    specialties,
    fees: [],
    indicators: [{ code: 'rebar', name: '钢筋含量', unit: 'kg/m²', value: 50 + id }],
  };
}

const spec = (name: '建筑' | '电气', value: number): IndexRow => ({ code: name === '建筑' ? 'building' : 'electrical', name, unit: '元/m²', value });

function compareData(): CompareData {
  return {
    items: [item(1, 2348.67, [spec('建筑', 1713.32), spec('电气', 300)]), item(2, 2568.46, [spec('建筑', 1897.48)]), item(3, 2799.28, [spec('建筑', 2081.39), spec('电气', 250)])],
    stages: ['中标价'],
    mixedStages: false,
    months: ['2026-06'],
    provinces: ['江苏'],
  };
}

const table = (name: string) => dom.host.querySelector<HTMLTableElement>(`table[aria-label="${name}"]`)!;
const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';

describe('单项工程对比: the fields as rows, one column per single project', () => {
  it('is a table: the projects as column headers, the fields as row headers under section headers, the legend as caption', () => {
    dom.render(<CompareView data={compareData()} onRemove={() => undefined} />);
    const t = table('单项工程对比');
    expect(text(t.querySelector('caption'))).toBe('逐行对比，数值行中最高最低');
    const heads = [...t.querySelectorAll('thead th')];
    expect(heads.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col', 'col']);
    expect(text(heads[0])).toBe('对比项');
    expect(heads[1]!.querySelector('a')!.getAttribute('href')).toBe('/commonproj/detail/1');
    expect(text(heads[1])).toContain('编号 DX000001');
    // One <tbody> per section, headed by the section's name across the table.
    const sections = [...t.querySelectorAll('tbody')].map((tb) => tb.querySelector('th[scope="rowgroup"]')!);
    expect(sections.map(text)).toEqual(['基本信息', '专业造价（元/m²，按建筑面积，各自原价）', '技术经济指标（按建筑面积，实物量不换算）']);
    expect(sections.every((th) => th.getAttribute('colspan') === '4')).toBe(true);
    // Each field row: its name (and unit) as the row header, then one cell per project.
    const row = (name: string) => [...t.querySelectorAll('tbody tr')].find((tr) => text(tr.querySelector('th[scope="row"]')).startsWith(name))!;
    expect(text(row('所属项目').querySelector('th'))).toBe('所属项目');
    expect([...row('所属项目').querySelectorAll('td')].map(text)).toEqual(['测试项目1', '测试项目2', '测试项目3']);
    expect(text(row('单方造价').querySelector('th'))).toBe('单方造价元/m²');
    expect([...row('总造价').querySelectorAll('td')].map(text)).toEqual(['2,348.67（最低）', '2,568.46', '2,799.28（最高）']);
  });

  it('marks the highest and lowest of a numeric row, a missing value as —, and no mark for equal values', () => {
    dom.render(<CompareView data={compareData()} onRemove={() => undefined} />);
    const t = table('单项工程对比');
    const cells = (name: string) => [...[...t.querySelectorAll('tbody tr')].find((tr) => text(tr.querySelector('th[scope="row"]')).startsWith(name))!.querySelectorAll('td')];
    const unit = cells('单方造价');
    expect(unit.map((td) => td.getAttribute('data-extreme'))).toEqual(['min', null, 'max']);
    expect(cells('电气').map(text)).toEqual(['300.00（最高）', '—', '250.00（最低）']);
    expect(cells('地上层数').map((td) => td.getAttribute('data-extreme'))).toEqual([null, null, null]);
  });

  it('移出对比 in a column header removes that project', () => {
    const removed: number[] = [];
    dom.render(<CompareView data={compareData()} onRemove={(id) => removed.push(id)} />);
    dom.host.querySelector<HTMLButtonElement>('button[aria-label="移出对比 2#住宅楼"]')!.click();
    expect(removed).toEqual([2]);
  });
});

describe('工程特征: a key/value table', () => {
  const attributes = [
    { name: '基础形式', value: '桩筏基础' },
    { name: '外墙', value: '外墙涂料' },
    { name: '电梯', value: '客梯2.0m/s' },
  ];

  it('shows two name/value pairs a row, the names as row headers, without a header row', () => {
    dom.render(<FeatureTable attributes={attributes} />);
    const t = table('工程特征');
    expect(t.querySelector('thead')).toBeNull();
    const rows = [...t.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(2);
    expect([...rows[0]!.children].map((c) => [c.tagName, c.getAttribute('scope'), text(c)])).toEqual([
      ['TH', 'row', '基础形式'],
      ['TD', null, '桩筏基础'],
      ['TH', 'row', '外墙'],
      ['TD', null, '外墙涂料'],
    ]);
    // An odd count: the last row's free slot is empty, not a header.
    expect([...rows[1]!.children].map((c) => [c.tagName, text(c)])).toEqual([
      ['TH', '电梯'],
      ['TD', '客梯2.0m/s'],
      ['TD', ''],
      ['TD', ''],
    ]);
  });
});
