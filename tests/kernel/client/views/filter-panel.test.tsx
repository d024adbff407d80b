import { act, useState } from 'react';
import { FilterPanel, FilterRow, FilterTag, MonthRangeInputs, RegionFilterRow, TagRow, type RegionFilterList } from '@kernel/client/views/FilterPanel';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';

const dom = useDomRoot();
useLayoutShims();

const group = (name: string) => dom.host.querySelector<HTMLElement>(`[role="group"][aria-label="${name}"]`)!;
const buttons = (root: ParentNode) => [...root.querySelectorAll<HTMLButtonElement>('button')];
const pressed = (root: ParentNode) => buttons(root).filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent);
const click = (el: HTMLElement) => act(() => el.click());

/** Types into a field the way React sees it (its value setter, then an input event). */
function type(input: HTMLInputElement, text: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function Uses({ onChange }: { onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <FilterPanel>
      <TagRow
        label="工程用途"
        options={['住宅', '办公', { value: 'school', label: '学校' }]}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
    </FilterPanel>
  );
}

describe('TagRow', () => {
  it('is a group of chips: 不限 while nothing is chosen, then multi-select by value', () => {
    const changes: string[][] = [];
    dom.render(<Uses onChange={(v) => changes.push(v)} />);
    const row = group('工程用途');
    expect(buttons(row).map((b) => b.textContent)).toEqual(['不限', '住宅', '办公', '学校']);
    expect(pressed(row)).toEqual(['不限']);

    click(buttons(row)[1]);
    click(buttons(row)[3]);
    expect(pressed(row)).toEqual(['住宅', '学校']);
    click(buttons(row)[1]);
    expect(pressed(row)).toEqual(['学校']);
    click(buttons(row)[0]);
    expect(pressed(row)).toEqual(['不限']);
    expect(changes).toEqual([['住宅'], ['住宅', 'school'], ['school'], []]);
  });

  it('collapses to one line with 更多 / 收起 when collapsible and its chips wrap', () => {
    const tall = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 64 });
    try {
      dom.render(<TagRow collapsible label="结构形式" options={['框架', '剪力墙', '框架-剪力墙']} value={[]} onChange={() => undefined} />);
      const more = buttons(group('结构形式')).find((b) => b.textContent === '更多')!;
      expect(more.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById(more.getAttribute('aria-controls')!)?.textContent).toContain('剪力墙');
      click(more);
      expect(more.textContent).toBe('收起');
      expect(more.getAttribute('aria-expanded')).toBe('true');
    } finally {
      if (tall) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', tall);
      else delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    }
  });

  it('shows no toggle when not collapsible', () => {
    dom.render(<TagRow label="计价阶段" options={['招标控制价', '中标价', '结算价']} value={['中标价']} onChange={() => undefined} />);
    expect(buttons(group('计价阶段')).map((b) => b.textContent)).toEqual(['不限', '招标控制价', '中标价', '结算价']);
    expect(pressed(group('计价阶段'))).toEqual(['中标价']);
  });
});

describe('FilterRow and FilterTag', () => {
  it('names the row by its label, and a tag carries its pressed state and title', () => {
    const onClick = jest.fn();
    dom.render(
      <FilterPanel density="compact">
        <FilterRow label="清单规范">
          <FilterTag selected onClick={onClick} title="2025-09-01 起计价的工程">
            GB/T 50500-2024
          </FilterTag>
        </FilterRow>
        <FilterRow label="备注" group={false}>
          <span>说明</span>
        </FilterRow>
      </FilterPanel>,
    );
    const tag = buttons(group('清单规范'))[0];
    expect(tag.getAttribute('aria-pressed')).toBe('true');
    expect(tag.title).toBe('2025-09-01 起计价的工程');
    click(tag);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(dom.host.querySelector('[aria-label="备注"]')).toBeNull();
    expect(dom.host.textContent).toContain('备注说明');
  });
});

describe('RegionFilterRow', () => {
  const regions = [
    { areaid: 1, name: '全国' },
    { areaid: 12, name: '江苏', subList: [{ areaid: 1201, name: '南京' }] },
  ];

  it('shows the selected region and the keyword, and clears the keyword through the list', () => {
    const list: RegionFilterList & { patches: unknown[] } = {
      query: { areaId: 12, keyWord: '钢筋' },
      patches: [],
      update(patch) {
        this.patches.push(patch);
      },
    };
    dom.render(<RegionFilterRow regions={regions} list={list} />);
    expect(dom.host.textContent).toContain('工程地区');
    expect(buttons(dom.host).some((b) => /^地区：江苏/.test(b.getAttribute('aria-label') ?? ''))).toBe(true);
    expect(dom.host.textContent).toContain('关键词：钢筋');
    click(dom.host.querySelector<HTMLButtonElement>('button[aria-label="清除关键词"]')!);
    expect(list.patches).toEqual([{ keyWord: undefined }]);
  });

  it('shows 全国 and no keyword tag for an unfiltered list', () => {
    dom.render(<RegionFilterRow regions={regions} list={{ query: {}, update: () => undefined }} />);
    expect(buttons(dom.host).some((b) => /^地区：全国/.test(b.getAttribute('aria-label') ?? ''))).toBe(true);
    expect(dom.host.querySelector('button[aria-label="清除关键词"]')).toBeNull();
  });
});

describe('MonthRangeInputs', () => {
  it('names both fields after the label and passes on the months typed', () => {
    const from = jest.fn();
    const to = jest.fn();
    dom.render(<MonthRangeInputs label="价格日期" from="2024-01" to={undefined} onFrom={from} onTo={to} hint="格式 YYYY-MM" />);
    const start = dom.host.querySelector<HTMLInputElement>('input[aria-label="价格日期起（年-月）"]')!;
    const end = dom.host.querySelector<HTMLInputElement>('input[aria-label="价格日期止（年-月）"]')!;
    expect(start.value).toBe('2024-01');
    expect(end.placeholder).toBe('截止年月');
    expect(dom.host.textContent).toContain('至');
    expect(dom.host.textContent).toContain('格式 YYYY-MM');

    type(end, '2025年3月');
    act(() => end.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(to).toHaveBeenCalledWith('2025-03');
    type(start, '');
    act(() => start.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(from).toHaveBeenCalledWith(undefined);
  });
});
