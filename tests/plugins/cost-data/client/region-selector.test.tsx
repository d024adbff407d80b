import { act, useState } from 'react';
import { pinyinInitial, RegionSelector, type RegionLike } from '@kernel/client/views/RegionSelector';
import { regionTree } from '@plugins/cost-data/server/regions';
import { priceRegions, projectRegions } from '@plugins/cost-data/shared/region-rules';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';

const dom = useDomRoot();

// Chakra's popover renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

let changes: number[];

useLayoutShims();

beforeEach(() => {
  changes = [];
});

function Harness({ regions, allowCities, initial = 1 }: { regions: readonly RegionLike[]; allowCities?: boolean; initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <RegionSelector
      regions={regions}
      value={value}
      allowCities={allowCities}
      onChange={(id) => {
        changes.push(id);
        setValue(id);
      }}
    />
  );
}

async function render(el: React.ReactElement): Promise<void> {
  await dom.renderAsync(el);
}

function buttons(): HTMLButtonElement[] {
  return Array.from(document.querySelectorAll('button'));
}

function button(name: string): HTMLButtonElement {
  const b = buttons().find((x) => x.textContent?.trim() === name);
  if (!b) throw new Error(`no button ${name}: ${buttons().map((x) => x.textContent).join('|')}`);
  return b;
}

function trigger(): HTMLButtonElement {
  return dom.host.querySelector('button[aria-label^="地区"]')!;
}

async function click(el: HTMLElement): Promise<void> {
  await act(async () => {
    el.click();
  });
}

describe('RegionSelector', () => {
  it('knows the pinyin initials, 重庆 as C', () => {
    expect(['安徽', '北京', '重庆', '福建', '广东', '黑龙江', '吉林', '辽宁', '青海', '西藏', '浙江'].map(pinyinInitial).join('')).toBe('ABCFGHJLQXZ');
    expect(pinyinInitial('')).toBe('#');
  });

  it('shows 全国 by default and opens a dialog with the provinces grouped by initial', async () => {
    await render(<Harness regions={projectRegions(regionTree())} />);
    expect(trigger().getAttribute('aria-label')).toBe('地区：全国，点击选择地区');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    await click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog).not.toBeNull();
    const groups = Array.from(dialog.querySelectorAll('[role="group"]')).map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual(['省份 A - G', '省份 H - K', '省份 L - S', '省份 T - Z']);
    const first = dialog.querySelector('[role="group"]')!;
    expect(Array.from(first.querySelectorAll('button')).slice(0, 4).map((b) => b.textContent)).toEqual(['安徽', '澳门', '北京', '重庆']);
    expect(buttons().some((b) => b.textContent === '台湾')).toBe(false);
    expect(button('全国').getAttribute('aria-pressed')).toBe('true');
  });

  it('selects a province directly without allowCities', async () => {
    await render(<Harness regions={projectRegions(regionTree())} />);
    await click(trigger());
    await click(button('浙江'));
    expect(changes).toEqual([13]);
    expect(trigger().getAttribute('aria-label')).toBe('地区：浙江，点击选择地区');
  });

  it('offers the cities and 全省 after choosing a province with allowCities', async () => {
    await render(<Harness regions={priceRegions(regionTree())} allowCities />);
    await click(trigger());
    await click(button('广东'));
    expect(changes).toEqual([]);
    expect(document.querySelector('[role="group"][aria-label="广东的城市"]')).not.toBeNull();
    expect(buttons().filter((b) => b.hasAttribute('data-region-option')).map((b) => b.textContent)).toEqual(['全省', '深圳市']);
    await click(button('深圳市'));
    expect(changes).toEqual([77]);
    expect(trigger().getAttribute('aria-label')).toBe('地区：广东 · 深圳市，点击选择地区');
    // Reopening shows the selected province's cities; 返回省份列表 goes back; 全省 selects the province.
    await click(trigger());
    expect(button('深圳市').getAttribute('aria-pressed')).toBe('true');
    await click(button('返回省份列表'));
    await click(button('北京'));
    expect(changes).toEqual([77, 2]);
  });

  it('moves the focus with the arrow keys', async () => {
    await render(<Harness regions={projectRegions(regionTree())} />);
    await click(trigger());
    const anhui = button('安徽');
    anhui.focus();
    await act(async () => {
      anhui.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(document.activeElement?.textContent).toBe('澳门');
    await act(async () => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    });
    expect(document.activeElement?.textContent).toBe('全国');
  });

  it('shows a loading hint while the regions are empty', async () => {
    await render(<Harness regions={[]} />);
    expect(trigger().getAttribute('aria-label')).toBe('地区：全国，点击选择地区');
    await click(trigger());
    expect(document.body.textContent).toContain('地区数据加载中');
  });
});

describe('RegionSelector without a 全国 entry', () => {
  it('offers only the provinces and reads 请选择 for an unknown value', async () => {
    const provinces = projectRegions(regionTree()).filter((r) => r.areaid !== 1);
    await render(<Harness regions={provinces} initial={0} />);
    expect(trigger().getAttribute('aria-label')).toBe('地区：请选择，点击选择地区');
    await click(trigger());
    expect(buttons().some((b) => b.textContent === '全国')).toBe(false);
    await click(button('上海'));
    expect(changes).toEqual([11]);
    expect(trigger().getAttribute('aria-label')).toBe('地区：上海，点击选择地区');
  });
});
