import { act } from 'react';
import type { LoadStatus } from '@kernel/client/load-state';
import { ListResults, type PagedListView } from '@kernel/client/views/ListResults';
import { useDomRoot } from '../../../helpers/dom-root';

const dom = useDomRoot();

/** A list store double that records what the result area asks of it. */
function list(state: LoadStatus, total: number, page: unknown = total > 0 ? { total } : null) {
  const calls: string[] = [];
  const view: PagedListView & { calls: string[] } = {
    state,
    page,
    total,
    query: { pageNum: 2, pageSize: 20 },
    calls,
    load: () => calls.push('load'),
    setPage: (p) => calls.push(`page ${p}`),
    setPageSize: (s) => calls.push(`size ${s}`),
  };
  return view;
}

const table = <table aria-label="结果" />;
const button = (name: string) => [...dom.host.querySelectorAll<HTMLButtonElement>('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);

describe('ListResults', () => {
  it('offers 重新加载 when the first load failed', () => {
    const l = list('error', 0);
    dom.render(
      <ListResults list={l} errorText="单项工程列表加载失败" emptyTitle="暂无符合条件的单项工程">
        {table}
      </ListResults>,
    );
    expect(dom.host.querySelector('[role="alert"]')?.textContent).toContain('单项工程列表加载失败');
    expect(dom.host.querySelector('table')).toBeNull();
    act(() => button('重新加载')!.click());
    expect(l.calls).toEqual(['load']);
  });

  it('keeps the page on screen when a later load fails', () => {
    dom.render(
      <ListResults list={list('error', 45, { total: 45 })} errorText="加载失败" emptyTitle="暂无">
        {table}
      </ListResults>,
    );
    expect(dom.host.querySelector('table[aria-label="结果"]')).not.toBeNull();
    expect(dom.host.querySelector('[role="alert"]')).toBeNull();
  });

  it('says the result is empty, with 清空筛选条件 only while filtered', () => {
    const clear = jest.fn();
    dom.render(
      <ListResults list={list('ready', 0)} errorText="加载失败" emptyTitle="暂无符合条件的清单项目" emptyDescription="请减少筛选条件后重试。" onClearFilters={clear}>
        {table}
      </ListResults>,
    );
    const status = dom.host.querySelector('[role="status"]')!;
    expect(status.textContent).toContain('暂无符合条件的清单项目');
    expect(status.textContent).toContain('请减少筛选条件后重试。');
    act(() => button('清空筛选条件')!.click());
    expect(clear).toHaveBeenCalledTimes(1);

    dom.render(
      <ListResults list={list('ready', 0)} errorText="加载失败" emptyTitle="暂无符合条件的清单项目">
        {table}
      </ListResults>,
    );
    expect(button('清空筛选条件')).toBeUndefined();
  });

  it('shows the table, the paging row with the page sizes, then the footer', () => {
    const l = list('ready', 45);
    dom.render(
      <ListResults list={l} sizes={[20, 50]} errorText="加载失败" emptyTitle="暂无" footer={<p>示例数据</p>}>
        {table}
      </ListResults>,
    );
    const pager = dom.host.querySelector('nav[aria-label="分页"]')!;
    expect(pager.textContent).toContain('共 45 条');
    const order = [dom.host.querySelector('table')!, pager, dom.host.querySelector('p')!];
    expect(order[0].compareDocumentPosition(order[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1].compareDocumentPosition(order[2]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const sizes = [...pager.querySelectorAll('option')].map((o) => o.textContent);
    expect(sizes.join(' ')).toMatch(/20.*50/);
    act(() => [...pager.querySelectorAll('button')].find((b) => b.textContent === '3')!.click());
    expect(l.calls).toEqual(['page 3']);
  });

  it('shows the table without a paging row while the first page loads', () => {
    dom.render(
      <ListResults list={list('loading', 0)} errorText="加载失败" emptyTitle="暂无">
        {table}
      </ListResults>,
    );
    expect(dom.host.querySelector('table')).not.toBeNull();
    expect(dom.host.querySelector('nav')).toBeNull();
    expect(dom.host.querySelector('[role="status"]')).toBeNull();
  });
});
