import { act } from 'react';
import { Text } from '@chakra-ui/react';
import { DetailFrame, DetailHeaderCard, DetailNotFound, HeaderFacts, InfoGrid, SectionNav } from '@kernel/client/views/DetailFrame';
import { SectionCard } from '@kernel/client/views/Section';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';

const dom = useDomRoot();
useLayoutShims();

const SECTIONS = [
  { id: 'base', label: '基本信息' },
  { id: 'cost', label: '造价构成' },
  { id: 'trend', label: '价格走势' },
];

const nav = () => dom.host.querySelector<HTMLElement>('nav[aria-label="页内导航"]')!;
const navLinks = () => [...nav().querySelectorAll<HTMLAnchorElement>('a')];

/** Places each section's top at `tops[id]` px from the viewport's top (jsdom lays nothing out). */
function placeSections(tops: Record<string, number>): void {
  for (const [id, top] of Object.entries(tops)) {
    const el = document.getElementById(id)!;
    el.getBoundingClientRect = () => ({ top, bottom: top + 300, left: 0, right: 1200, width: 1200, height: 300, x: 0, y: top, toJSON: () => ({}) });
  }
}

function frame(props: Partial<Parameters<typeof DetailFrame>[0]> = {}) {
  return (
    <DetailFrame breadcrumb={[{ label: '单项工程指标', href: '/commonproj/index' }, { label: '某住宅楼' }]} header={<h1>某住宅楼</h1>} sections={SECTIONS} overlay={<aside>对比栏</aside>} {...props}>
      {SECTIONS.map((s) => (
        <SectionCard key={s.id} id={s.id} title={s.label}>
          {s.label}内容
        </SectionCard>
      ))}
    </DetailFrame>
  );
}

describe('DetailFrame', () => {
  it('renders the breadcrumb, the header, the navigation of the sections, the sections and the overlay in that order', () => {
    dom.render(frame());
    const crumbs = dom.host.querySelector('nav[aria-label="面包屑导航"]')!;
    expect(crumbs.textContent).toContain('首页');
    expect(crumbs.querySelector('a[href="/commonproj/index"]')?.textContent).toBe('单项工程指标');
    expect(navLinks().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['基本信息', '#base'],
      ['造价构成', '#cost'],
      ['价格走势', '#trend'],
    ]);
    const order = ['h1', 'nav[aria-label="页内导航"]', '#base', '#cost', '#trend', 'aside'].map((q) => dom.host.querySelector(q)!);
    for (let i = 1; i < order.length; i++) expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No section is marked unless asked for.
    expect(navLinks().some((a) => a.hasAttribute('aria-current'))).toBe(false);
  });

  it('scrolls smoothly to a section on click instead of jumping to the anchor', () => {
    dom.render(frame());
    const target = document.getElementById('cost')!;
    const scroll = jest.fn();
    target.scrollIntoView = scroll;
    const link = navLinks()[1];
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('marks the section in view when highlightActive is set, following the scroll', async () => {
    dom.render(frame({ highlightActive: true }));
    placeSections({ base: 200, cost: 700, trend: 1300 });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(navLinks().map((a) => a.getAttribute('aria-current'))).toEqual(['location', null, null]);

    placeSections({ base: -900, cost: 80, trend: 600 });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(navLinks().map((a) => a.getAttribute('aria-current'))).toEqual([null, 'location', null]);
  });

  it('names the navigation as asked', () => {
    dom.render(<SectionNav sections={SECTIONS} label="报告目录" density="compact" />);
    expect(dom.host.querySelector('nav')?.getAttribute('aria-label')).toBe('报告目录');
    expect(dom.host.querySelectorAll('nav a')).toHaveLength(3);
  });
});

describe('DetailNotFound', () => {
  it('says what is missing and links back', () => {
    dom.render(<DetailNotFound breadcrumb={[{ label: '综合单价指标', href: '/comprehensiveUnitPrice/index' }, { label: '详情' }]} title="未找到该清单项目" description="请返回列表重新选择。" back={{ href: '/comprehensiveUnitPrice/index', label: '返回列表' }} />);
    const status = dom.host.querySelector('[role="status"]')!;
    expect(status.textContent).toContain('未找到该清单项目');
    expect(status.textContent).toContain('请返回列表重新选择。');
    const back = [...status.querySelectorAll('a')].find((a) => a.textContent === '返回列表');
    expect(back?.getAttribute('href')).toBe('/comprehensiveUnitPrice/index');
  });
});

describe('DetailHeaderCard', () => {
  it('stands in a skeleton while loading', () => {
    dom.render(
      <DetailHeaderCard loading skeletonLines={5} aside={<span>单方造价</span>}>
        <Text>名称</Text>
      </DetailHeaderCard>,
    );
    const busy = dom.host.querySelector('[aria-busy="true"]')!;
    expect(busy.getAttribute('aria-label')).toBe('加载中');
    expect(busy.children).toHaveLength(5);
    expect(dom.host.textContent).not.toContain('名称');
  });

  it('shows the record on the left and its figures on the right', () => {
    dom.render(
      <DetailHeaderCard asideWidth={290} aside={<span data-testid="figure">30.00 元/m²</span>}>
        <h1>某住宅楼</h1>
        <HeaderFacts
          items={[
            { label: '工程地区', value: '江苏 · 苏州' },
            { label: '建筑面积', value: '12,000.00 m²' },
          ]}
        />
      </DetailHeaderCard>,
    );
    const h1 = dom.host.querySelector('h1')!;
    const figure = dom.host.querySelector('[data-testid="figure"]')!;
    expect(h1.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const dl = dom.host.querySelector('dl')!;
    expect([...dl.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['工程地区', '建筑面积']);
    expect([...dl.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['江苏 · 苏州', '12,000.00 m²']);
  });
});

describe('InfoGrid', () => {
  it('lists label/value pairs and shows — for a missing value', () => {
    dom.render(
      <InfoGrid
        items={[
          { label: '基础类型', value: '筏板基础' },
          { label: '装修标准', value: null },
        ]}
        columns={2}
        labelWidth={72}
      />,
    );
    const pairs = [...dom.host.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(pairs).toEqual([
      ['基础类型', '筏板基础'],
      ['装修标准', '—'],
    ]);
  });
});
