import { act } from 'react';
import { SearchBanner, type SearchBannerProps } from '@kernel/client/views/SearchBanner';
import { useDomRoot } from '../../../helpers/dom-root';

const dom = useDomRoot();

function banner(keyword: string | undefined, searched: string[], extra: Partial<SearchBannerProps> = {}) {
  return (
    <SearchBanner
      label="政策文件检索"
      inputLabel="政策文件关键词"
      placeholder="请输入关键词"
      keyword={keyword}
      maxLength={50}
      hotLabel="热门检索"
      hotKeywords={['安全文明施工费', '增值税']}
      onSearch={(k) => searched.push(k)}
      {...extra}
    />
  );
}

const input = () => dom.host.querySelector<HTMLInputElement>('input[aria-label="政策文件关键词"]')!;
const type = (text: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
const button = (name: string) => [...dom.host.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name)!;

describe('SearchBanner', () => {
  it('is a named search landmark whose box shows the list keyword and submits what was typed', () => {
    const searched: string[] = [];
    dom.render(banner('人工费', searched));
    const form = dom.host.querySelector('form[role="search"]')!;
    expect(form.getAttribute('aria-label')).toBe('政策文件检索');
    expect(input().value).toBe('人工费');
    expect(input().maxLength).toBe(50);
    type('江苏 人工费 2024');
    act(() => button('搜索').click());
    expect(searched).toEqual(['江苏 人工费 2024']);
  });

  it('searches an offered word at once and shows it in the box', () => {
    const searched: string[] = [];
    dom.render(banner(undefined, searched));
    expect(dom.host.textContent).toContain('热门检索：');
    act(() => button('增值税').click());
    expect(searched).toEqual(['增值税']);
    expect(input().value).toBe('增值税');
  });

  it('follows the list keyword when it changes (back, a link), dropping an unsent edit', () => {
    const searched: string[] = [];
    dom.render(banner('增值税', searched));
    type('未提交的编辑');
    dom.render(banner('安全文明施工费', searched));
    expect(input().value).toBe('安全文明施工费');
    expect(searched).toEqual([]);
  });

  it('leaves out the offered row when there are no words to offer', () => {
    dom.render(banner(undefined, [], { hotKeywords: [] }));
    expect(dom.host.textContent).not.toContain('热门检索');
  });
});
