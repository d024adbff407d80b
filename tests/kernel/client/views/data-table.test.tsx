import { act, useState } from 'react';
import { DataTable, nextSort, sortRows, type DataColumn, type SortState } from '@kernel/client/views/DataTable';
import { useDomRoot } from '../../../helpers/dom-root';

interface Project {
  id: number;
  name: string;
  unitCost: number | null;
}

const rows: Project[] = [
  { id: 1, name: '住宅楼', unitCost: 3200 },
  { id: 2, name: '办公楼', unitCost: 4100 },
  { id: 3, name: '车库', unitCost: null },
  { id: 4, name: '学校', unitCost: 2900 },
];

const columns: DataColumn<Project>[] = [
  { key: 'name', header: '工程名称', cell: (r) => r.name },
  { key: 'unitCost', header: '单方造价', unit: '元/m²', align: 'right', sortValue: (r) => r.unitCost, cell: (r) => (r.unitCost === null ? '—' : String(r.unitCost)) },
];

const dom = useDomRoot();

function render(el: React.ReactElement): void {
  dom.render(el);
}

const table = () => dom.host.querySelector('table')!;
const bodyRows = () => [...dom.host.querySelectorAll('tbody tr')];
const names = () => bodyRows().map((tr) => tr.querySelector('td')!.textContent);
const sortButton = () => dom.host.querySelector<HTMLButtonElement>('th button')!;
const sortHeader = () => sortButton().closest('th')!;

describe('DataTable', () => {
  it('is a named table with column headers, the unit under its header, and one row per item', () => {
    render(<DataTable label="单项工程列表" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(table().getAttribute('aria-label')).toBe('单项工程列表');
    const headers = [...dom.host.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['工程名称', '单方造价元/m²']);
    expect(names()).toEqual(['住宅楼', '办公楼', '车库', '学校']);
    expect(bodyRows()[1]!.querySelectorAll('td')[1]!.textContent).toBe('4100');
  });

  it('sorts by itself: descending, ascending, then back to the rows’ own order; empty values last', () => {
    render(<DataTable label="列表" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(sortHeader().getAttribute('aria-sort')).toBe('none');
    expect(sortButton().getAttribute('aria-label')).toBe('单方造价（元/m²），点击按单方造价降序排列');
    act(() => sortButton().click());
    expect(sortHeader().getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['办公楼', '住宅楼', '学校', '车库']);
    act(() => sortButton().click());
    expect(sortHeader().getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['学校', '住宅楼', '办公楼', '车库']);
    act(() => sortButton().click());
    expect(sortHeader().getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['住宅楼', '办公楼', '车库', '学校']);
  });

  it('leaves a controlled sort to its owner (e.g. a store sorting on the server)', () => {
    const clicks: string[] = [];
    function Owner() {
      const [sort, setSort] = useState<SortState | null>(null);
      return (
        <DataTable
          label="列表"
          columns={columns.map((c) => (c.key === 'unitCost' ? { ...c, sortValue: undefined, sortable: true } : c))}
          rows={rows}
          rowKey={(r) => r.id}
          sort={sort}
          onSortChange={(key) => {
            clicks.push(key);
            setSort((s) => nextSort(s, key));
          }}
        />
      );
    }
    render(<Owner />);
    act(() => sortButton().click());
    expect(clicks).toEqual(['unitCost']);
    expect(sortHeader().getAttribute('aria-sort')).toBe('descending');
    // the owner sorts: the table shows the rows as given
    expect(names()).toEqual(['住宅楼', '办公楼', '车库', '学校']);
  });

  it('shows skeleton rows on the first load and dims the rows of a newer load', () => {
    render(<DataTable label="列表" columns={columns} rows={[]} rowKey={(r) => r.id} loading skeletonRows={3} />);
    expect(dom.host.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(bodyRows()).toHaveLength(3);
    expect(bodyRows().every((tr) => tr.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(dom.host.textContent).not.toContain('暂无数据');
    render(<DataTable label="列表" columns={columns} rows={rows} rowKey={(r) => r.id} loading />);
    expect(bodyRows()).toHaveLength(4);
    expect(names()).toEqual(['住宅楼', '办公楼', '车库', '学校']);
  });

  it('says so when a loaded table is empty (default text, a custom text or a node)', () => {
    render(<DataTable label="列表" columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(dom.host.querySelector('[aria-busy="true"]')).toBeNull();
    const cell = dom.host.querySelector('tbody td')!;
    expect(cell.getAttribute('colspan')).toBe('2');
    expect(cell.querySelector('[role="status"]')!.textContent).toBe('暂无数据');
    render(<DataTable label="列表" columns={columns} rows={[]} rowKey={(r) => r.id} empty="暂无符合条件的项目" />);
    expect(dom.host.querySelector('tbody [role="status"]')!.textContent).toBe('暂无符合条件的项目');
    render(<DataTable label="列表" columns={columns} rows={[]} rowKey={(r) => r.id} empty={<button type="button">重置筛选</button>} />);
    expect(dom.host.querySelector('tbody button')!.textContent).toBe('重置筛选');
  });
});

describe('DataTable footer', () => {
  it('adds a footer row (合计) under the rows, not on an empty table', () => {
    const footer = [{ content: '合计' }, { content: '10200', align: 'right' as const }];
    render(<DataTable label="列表" columns={columns} rows={rows} rowKey={(r) => r.id} footer={footer} />);
    const cells = [...dom.host.querySelectorAll('tfoot td')].map((td) => td.textContent);
    expect(cells).toEqual(['合计', '10200']);
    render(<DataTable label="列表" columns={columns} rows={[]} rowKey={(r) => r.id} footer={footer} />);
    expect(dom.host.querySelector('tfoot')).toBeNull();
  });
});

describe('sorting helpers', () => {
  it('cycles a header: new column descending, then ascending, then none', () => {
    expect(nextSort(null, 'a')).toEqual({ key: 'a', order: 'desc' });
    expect(nextSort({ key: 'a', order: 'desc' }, 'a')).toEqual({ key: 'a', order: 'asc' });
    expect(nextSort({ key: 'a', order: 'asc' }, 'a')).toBeNull();
    expect(nextSort({ key: 'a', order: 'asc' }, 'b')).toEqual({ key: 'b', order: 'desc' });
  });

  it('sorts stably, strings in Chinese order, empty values last', () => {
    const items = [{ v: '北京' }, { v: '' }, { v: '安徽' }, { v: '北京' }];
    expect(sortRows(items, (r) => r.v, 'asc').map((r) => r.v)).toEqual(['安徽', '北京', '北京', '']);
    const same = [{ v: 1, n: 'a' }, { v: 1, n: 'b' }, { v: 0, n: 'c' }];
    expect(sortRows(same, (r) => r.v, 'desc').map((r) => r.n)).toEqual(['a', 'b', 'c']);
  });
});

describe('DataTable sections and frame', () => {
  it('sections rows under row-group headers, sorts inside each section, and makes a column the row headers', () => {
    interface Line {
      id: number;
      group: string;
      name: string;
      value: number;
    }
    const lines: Line[] = [
      { id: 1, group: '专业造价', name: '建筑', value: 1200 },
      { id: 2, group: '专业造价', name: '装饰', value: 800 },
      { id: 3, group: '费用构成', name: '分部分项工程费', value: 1500 },
      { id: 4, group: '专业造价', name: '给排水', value: 150 },
      { id: 5, group: '费用构成', name: '税金', value: 210 },
    ];
    const lineColumns: DataColumn<Line>[] = [
      { key: 'name', header: '项目', rowHeader: true, cell: (r) => r.name },
      { key: 'value', header: '金额', unit: '元', align: 'right', sortValue: (r) => r.value, cell: (r) => String(r.value) },
    ];
    render(<DataTable label="造价构成" columns={lineColumns} rows={lines} rowKey={(r) => r.id} rowGroup={(r) => r.group} />);
    const bodies = () => [...dom.host.querySelectorAll('tbody')];
    const section = (b: Element) => ({
      header: b.querySelector('th[scope="rowgroup"]')?.textContent,
      rows: [...b.querySelectorAll('th[scope="row"]')].map((th) => th.textContent),
    });
    expect(bodies().map(section)).toEqual([
      { header: '专业造价', rows: ['建筑', '装饰', '给排水'] },
      { header: '费用构成', rows: ['分部分项工程费', '税金'] },
    ]);
    expect([...dom.host.querySelectorAll('thead th')].every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    act(() => sortButton().click()); // descending
    act(() => sortButton().click()); // ascending
    expect(bodies().map(section)).toEqual([
      { header: '专业造价', rows: ['给排水', '装饰', '建筑'] },
      { header: '费用构成', rows: ['税金', '分部分项工程费'] },
    ]);
  });

  it('draws the outline variant’s frame on its scroll wrapper, where it is not clipped', () => {
    render(<DataTable label="列表" columns={columns} rows={rows} rowKey={(r) => r.id} variant="outline" />);
    const wrapper = table().parentElement!;
    expect(getComputedStyle(wrapper).overflowX).toBe('auto');
    expect(getComputedStyle(wrapper).borderWidth).toBe('1px');
    expect(getComputedStyle(table()).boxShadow).toBe('none');
    dom.render(<DataTable label="列表" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(getComputedStyle(table().parentElement!).borderWidth).not.toBe('1px');
  });
});
