import { EmptyCard } from '@kernel/client/views/EmptyCard';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { ToneBadge } from '@kernel/client/views/ToneBadge';
import { useDomRoot } from '../../../helpers/dom-root';

const dom = useDomRoot();

describe('EmptyCard', () => {
  it('states the empty page and links on', () => {
    dom.render(<EmptyCard title="尚未选择统计样本" description="请在列表中勾选单项工程。" link={{ href: '/commonproj/index', label: '前往单项工程指标', primary: true }} />);
    const status = dom.host.querySelector('[role="status"]')!;
    expect(status.textContent).toContain('尚未选择统计样本');
    expect(status.textContent).toContain('请在列表中勾选单项工程。');
    const link = status.querySelector('a')!;
    expect(link.textContent).toBe('前往单项工程指标');
    expect(link.getAttribute('href')).toBe('/commonproj/index');
  });

  it('takes any action instead of a link, or none', () => {
    dom.render(<EmptyCard title="暂无数据" action={<button type="button">刷新</button>} />);
    expect(dom.host.querySelector('button')?.textContent).toBe('刷新');
    dom.render(<EmptyCard title="暂无数据" />);
    expect(dom.host.querySelector('a, button')).toBeNull();
  });
});

describe('ToneBadge', () => {
  it('shows its word, in the tone asked for (grey by default)', () => {
    dom.render(
      <p>
        <ToneBadge tone="brand">招标控制价</ToneBadge>
        <ToneBadge>其他</ToneBadge>
      </p>,
    );
    const [brand, plain] = [...dom.host.querySelectorAll('span')];
    expect(brand.textContent).toBe('招标控制价');
    expect(plain.textContent).toBe('其他');
    // Different tones, different classes (Chakra turns the colours into classes).
    expect(brand.className).not.toBe(plain.className);
  });
});

describe('SampleDataNote', () => {
  it('says 示例数据 first, then the column’s own sentence; the icon is hidden from readers', () => {
    dom.render(<SampleDataNote mt="4">本栏目的价格为生成的示例数据，不作计价依据。</SampleDataNote>);
    const text = dom.host.textContent ?? '';
    expect(text.startsWith('示例数据：本栏目的价格为生成的示例数据')).toBe(true);
    expect(dom.host.querySelector('strong')?.textContent).toBe('示例数据：');
    expect(dom.host.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });
});
