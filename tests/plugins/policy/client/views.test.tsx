/** @jest-environment jsdom */
import 'reflect-metadata';
import { act, type ReactElement } from 'react';
import type { Kernel } from '@kernel/client/kernel';
import costDataPlugin from '@plugins/cost-data/client';
import policyPlugin, { loadServices, PolicyApi } from '@plugins/policy/client';
import type { PolicyAiEvent } from '@plugins/policy/client/tokens';
import DetailPage from '@plugins/policy/client/views/DetailPage';
import ListPage from '@plugins/policy/client/views/ListPage';
import type { PolicyAiQuery, PolicyDetail, PolicyHit, PolicyParams, PolicySearchQuery, PolicySearchResult } from '@plugins/policy/shared/contract';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';
import { offlineKernel, renderInKernel, settle, textOf } from '../../../helpers/kernel-dom';

/**
 * The policy views over a test double of the API: the list (highlighted titles and snippets, the
 * facts of each hit, filters and sort into the address), the AI panel (the answer growing chunk by
 * chunk with its caret, citations linked to 参考文件, 停止生成 aborting the request) and the detail
 * (the full text's blocks with real tables, 下载原文, 替代关系, 相关文件).
 */
jest.setTimeout(30_000);

const dom = useDomRoot();
useLayoutShims();

const params: PolicyParams = {
  types: [
    { code: 'jijia', name: '计价依据' },
    { code: 'rengong', name: '人工费调整' },
    { code: 'anquan', name: '安全文明施工' },
  ],
  years: [2026, 2025, 2024],
  regions: [
    { areaid: 1, name: '全国', pid: 0, subList: [] },
    { areaid: 12, name: '江苏', pid: 1, subList: [{ areaid: 220, name: '南京市', pid: 12, subList: [] }] },
  ],
  total: 3215,
  latestDate: '2026-10-28',
  note: '示例数据',
};

const title = '江苏省住房和城乡建设厅关于调整建设工程安全文明施工费计取标准的通知';
const snippet = '建筑工程安全文明施工费基本费率为3.1%，按分部分项工程费与单价措施项目费之和计取。';
const hit: PolicyHit = {
  policyId: 901,
  title,
  docNo: '苏建价〔2024〕118号',
  issuer: '江苏省住房和城乡建设厅',
  level: 'province',
  areaId: 12,
  areaName: '江苏',
  type: 'anquan',
  typeName: '安全文明施工',
  publishDate: '2024-02-18',
  effectiveDate: '2024-03-01',
  status: 'current',
  summary: '调整全省建设工程安全文明施工费计取标准。',
  titleMarks: [[title.indexOf('安全文明施工费'), title.indexOf('安全文明施工费') + 7]],
  snippet,
  snippetMarks: [[snippet.indexOf('安全文明施工费'), snippet.indexOf('安全文明施工费') + 7]],
};

function result(q: PolicySearchQuery): PolicySearchResult {
  return {
    list: [hit, { ...hit, policyId: 902, docNo: '苏建价〔2021〕66号', status: 'replaced', publishDate: '2021-05-10', titleMarks: [], snippet: '', snippetMarks: [] }],
    total: 2,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    terms: q.keyWord ? ['安全文明施工费'] : [],
    recognised: { areaId: null, areaName: null, year: null },
    sort: q.sort ?? 'date',
  };
}

const detail: PolicyDetail = {
  ...hit,
  blocks: [
    { kind: 'preamble', text: '各设区市住房城乡建设局：' },
    { kind: 'paragraph', text: '为规范建设工程安全文明施工费计取，现将有关事项通知如下：' },
    { kind: 'heading', text: '一、费率标准' },
    {
      kind: 'table',
      text: '',
      caption: '附表1 江苏省建设工程安全文明施工费费率（%）',
      header: ['专业', '计费基础', '基本费率（%）'],
      rows: [
        ['建筑工程', '分部分项工程费+单价措施项目费', '3.1'],
        ['安装工程', '分部分项工程费+单价措施项目费', '1.5'],
      ],
    },
    { kind: 'clause', text: '本通知自2024年3月1日起执行，原《关于调整安全文明施工费的通知》（苏建价〔2021〕66号）同时废止。' },
    { kind: 'signature', text: '江苏省住房和城乡建设厅' },
    { kind: 'date', text: '2024年2月18日' },
  ],
  replaces: { ...hit, policyId: 902, docNo: '苏建价〔2021〕66号', status: 'replaced', title: '关于调整安全文明施工费的通知' },
  replacedBy: null,
  related: [{ ...hit, policyId: 903, docNo: '苏建价〔2023〕12号', title: '关于发布2023年下半年建设工程人工工资指导价的通知' }],
  pdfName: '苏建价〔2024〕118号 关于调整建设工程安全文明施工费计取标准的通知.pdf',
  note: '示例数据',
};

/** The AI answer under the test's control: `emit` sends events, `end` closes the stream. */
interface Stream {
  query: PolicyAiQuery | null;
  signal: AbortSignal | null;
  emit(e: PolicyAiEvent): Promise<void>;
  end(): Promise<void>;
}

function fakeApi(stream: Stream, searches: PolicySearchQuery[]): PolicyApi {
  const never = () => Promise.reject(new Error('not in this test'));
  return {
    params: async () => params,
    search: async (q) => {
      searches.push(q);
      return result(q);
    },
    detail: async () => detail,
    random: async () => [{ ...hit, policyId: 950, title: '关于加强建设工程主要材料价格风险管控的指导意见', docNo: '苏建价〔2024〕30号' }],
    pdf: never,
    history: async () => ({ list: [], total: 0 }),
    ask: (query, onEvent, signal) =>
      new Promise<void>((resolve, reject) => {
        stream.query = query;
        stream.signal = signal ?? null;
        stream.emit = async (e) => {
          await act(async () => onEvent(e));
        };
        stream.end = async () => {
          await act(async () => resolve());
          await settle();
        };
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  };
}

async function kernelWith(stream: Stream, searches: PolicySearchQuery[] = []): Promise<Kernel> {
  const kernel = await offlineKernel([costDataPlugin, policyPlugin]);
  await loadServices();
  kernel.container.rebind<PolicyApi>(PolicyApi).toConstantValue(fakeApi(stream, searches));
  return kernel;
}

const render = (kernel: Kernel, element: ReactElement) => renderInKernel(dom, kernel, element);

const text = textOf;
const click = async (el: Element | null | undefined) => {
  if (!el) throw new Error('no element to click');
  await act(async () => (el as HTMLElement).click());
  await settle();
};
const button = (label: string) => [...dom.host.querySelectorAll('button')].find((b) => text(b) === label);
const newStream = (): Stream => ({ query: null, signal: null, emit: async () => undefined, end: async () => undefined });

describe('the list', () => {
  it('shows each hit with its highlighted title and snippet, 文号, 发文机关, dates, type and status; filters and sort go into the address', async () => {
    window.history.replaceState(null, '', '/policy/index?keyWord=安全文明施工费');
    const searches: PolicySearchQuery[] = [];
    const kernel = await kernelWith(newStream(), searches);
    await render(kernel, <ListPage />);
    expect(text(dom.host.querySelector('h1'))).toBe('政策文件');
    expect(searches[0]).toMatchObject({ keyWord: '安全文明施工费', sort: 'relevance', pageNum: 1, pageSize: 10 });
    const rows = dom.host.querySelectorAll('li[data-policy-id]');
    expect(rows).toHaveLength(2);
    const first = rows[0];
    const link = first.querySelector('h3 a')!;
    expect(link.getAttribute('href')).toBe('/policy/detail/901');
    expect([...link.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['安全文明施工费']);
    expect(text(link)).toBe(title);
    expect([...first.querySelectorAll('[data-testid="policy-snippet"] mark')].map((m) => m.textContent)).toEqual(['安全文明施工费']);
    const facts = [...first.querySelectorAll('dl dt')].map((dt) => `${text(dt)} ${text(dt.nextElementSibling)}`);
    expect(facts).toEqual(['文号 苏建价〔2024〕118号', '发文机关 江苏省住房和城乡建设厅', '发布日期 2024-02-18', '实施日期 2024-03-01', '地区 江苏']);
    expect(text(first)).toContain('安全文明施工');
    expect(first.querySelector('[data-status="current"]')?.textContent).toBe('现行有效');
    expect(rows[1].querySelector('[data-status="replaced"]')?.textContent).toBe('已被替代');
    // Without a snippet the summary serves, unmarked.
    expect(text(rows[1].querySelector('[data-testid="policy-snippet"]'))).toBe(hit.summary);
    expect(text(dom.host.querySelector('[data-testid="policy-total"]'))).toBe('2');
    expect(text(dom.host.querySelector('[data-testid="policy-corpus"]'))).toBe('收录 3,215 件 · 更新至 2026-10-28');
    expect(text(dom.host)).toContain('示例数据');

    // 文件类型 and 发布年份 go into the address; the list asks again from page 1.
    await click(dom.host.querySelector('[role="group"][aria-label="文件类型"] button[aria-pressed="false"]'));
    expect(window.location.search).toBe(`?keyWord=${encodeURIComponent('安全文明施工费')}&types=jijia`);
    await click(button('2024'));
    expect(new URLSearchParams(window.location.search).get('year')).toBe('2024');
    expect(searches.at(-1)).toMatchObject({ types: ['jijia'], year: 2024, pageNum: 1 });
    // 发布日期 sorts by date; 相关度 back.
    await click(button('发布日期'));
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('date.desc');
    expect(searches.at(-1)?.sort).toBe('date');
    expect(button('发布日期')?.getAttribute('aria-pressed')).toBe('true');
    await click(button('相关度'));
    expect(new URLSearchParams(window.location.search).get('sort')).toBeNull();
    expect(searches.at(-1)?.sort).toBe('relevance');
  });
});

describe('AI智能检索', () => {
  it('streams the answer chunk by chunk with a caret, then lists the 参考文件 linked, the [n] markers pointing at them', async () => {
    window.history.replaceState(null, '', '/policy/index?areaId=12');
    const stream = newStream();
    const kernel = await kernelWith(stream);
    await render(kernel, <ListPage />);
    const panel = dom.host.querySelector('section[aria-labelledby="policy-ai-title"]')!;
    expect(text(panel.querySelector('h2'))).toBe('AI智能检索');
    expect(text(panel)).toContain('检索范围：江苏及全国文件');
    await click(button('江苏现在的人工工资指导价是多少'));
    // The question is sent with the list's region.
    expect(stream.query).toEqual({ keyWord: '江苏现在的人工工资指导价是多少', areaId: 12 });
    const answer = () => panel.querySelector('[data-testid="policy-ai-answer"]')!;
    expect(answer().getAttribute('aria-live')).toBe('polite');
    expect(text(panel)).toContain('智能解读');
    expect(button('停止生成')).toBeDefined();

    await stream.emit({ event: 'meta', data: { questionId: 5, terms: ['人工', '工资', '指导价'], areaName: '江苏', provider: 'extractive' } });
    await stream.emit({ event: 'chunk', data: { text: '根据《关于发布2026年上半年建设工程人工工资指导价的通知》（苏建函价〔2026〕12号），' } });
    const first = text(answer());
    expect(first).toContain('苏建函价〔2026〕12号');
    expect(answer().querySelector('[data-testid="policy-ai-caret"]')).not.toBeNull();
    await stream.emit({ event: 'chunk', data: { text: '普工：132元/工日；一般技工：176元/工日[1]。' } });
    const second = text(answer());
    expect(second.length).toBeGreaterThan(first.length);
    expect(second.startsWith(first)).toBe(true);
    const citation = answer().querySelector('a[data-citation="1"]')!;
    expect(citation.getAttribute('href')).toBe('#policy-ai-source-1');
    expect(citation.getAttribute('aria-label')).toBe('参考文件1');

    await stream.emit({
      event: 'source',
      data: { n: 1, policyId: 777, title: '关于发布2026年上半年建设工程人工工资指导价的通知', docNo: '苏建函价〔2026〕12号', issuer: '江苏省住房和城乡建设厅', publishDate: '2026-02-20', passageId: 4411, quote: '普工：132元/工日；一般技工：176元/工日；高级技工：228元/工日' },
    });
    await stream.emit({ event: 'done', data: { status: 'answered', elapsedMs: 640 } });
    await stream.end();
    expect(answer().querySelector('[data-testid="policy-ai-caret"]')).toBeNull();
    expect(button('停止生成')).toBeUndefined();
    expect(text(panel.querySelector('[data-testid="policy-ai-status"]'))).toBe('用时 0.6 秒');
    const sources = panel.querySelectorAll('[data-testid="policy-ai-sources"] li');
    expect(sources).toHaveLength(1);
    expect(sources[0].querySelector('[data-source="1"]')!.id).toBe('policy-ai-source-1');
    expect(sources[0].querySelector('a')!.getAttribute('href')).toBe('/policy/detail/777');
    expect(text(sources[0])).toContain('苏建函价〔2026〕12号 · 江苏省住房和城乡建设厅 · 2026-02-20');
    expect(text(sources[0].querySelector('blockquote'))).toBe('普工：132元/工日；一般技工：176元/工日；高级技工：228元/工日');
    // Every number of the answer is in the quoted passage.
    for (const n of text(answer()).replace(/〔\d+〕|\d+号|\d+年上半年/g, '').match(/\d+/g) ?? []) expect(text(sources[0])).toContain(n);
  });

  it('停止生成 aborts the request, keeps the text so far and ignores later events', async () => {
    window.history.replaceState(null, '', '/policy/index');
    const stream = newStream();
    const kernel = await kernelWith(stream);
    await render(kernel, <ListPage />);
    const input = dom.host.querySelector<HTMLInputElement>('input[aria-label="输入问题"]')!;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, '安全文明施工费费率是多少');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(button('提问'));
    expect(stream.query).toEqual({ keyWord: '安全文明施工费费率是多少' });
    await stream.emit({ event: 'chunk', data: { text: '根据《关于调整建设工程安全文明施工费计取标准的通知》，' } });
    await click(button('停止生成'));
    expect(stream.signal?.aborted).toBe(true);
    const answer = dom.host.querySelector('[data-testid="policy-ai-answer"]')!;
    expect(text(answer)).toBe('根据《关于调整建设工程安全文明施工费计取标准的通知》，');
    expect(answer.querySelector('[data-testid="policy-ai-caret"]')).toBeNull();
    expect(text(dom.host.querySelector('[data-testid="policy-ai-status"]'))).toBe('已停止生成');
    expect(button('停止生成')).toBeUndefined();
    await stream.emit({ event: 'chunk', data: { text: '不应出现' } });
    expect(text(answer)).not.toContain('不应出现');
  });

  it('an empty question is refused in the panel without a request', async () => {
    window.history.replaceState(null, '', '/policy/index');
    const stream = newStream();
    const kernel = await kernelWith(stream);
    await render(kernel, <ListPage />);
    await click(button('提问'));
    expect(stream.query).toBeNull();
    expect(text(dom.host.querySelector('[data-testid="policy-ai-answer"] [role="alert"]'))).toBe('请输入问题');
  });
});

describe('the detail', () => {
  it('renders the header facts, the full text with real tables, 下载原文, 替代关系 and 相关文件', async () => {
    window.history.replaceState(null, '', '/policy/detail/901');
    const kernel = await kernelWith(newStream());
    await render(kernel, <DetailPage params={{ policyId: '901' }} />);
    expect(text(dom.host.querySelector('h1'))).toBe(title);
    const facts = text(dom.host.querySelector('dl'));
    for (const part of ['文号苏建价〔2024〕118号', '发文机关江苏省住房和城乡建设厅', '发布日期2024-02-18', '实施日期2024-03-01', '状态现行有效']) expect(facts.replace(/\s/g, '')).toContain(part);
    expect(button('下载原文')).toBeDefined();
    const article = dom.host.querySelector('article')!;
    expect(text(article)).toContain('各设区市住房城乡建设局：');
    const table = article.querySelector('table')!;
    expect(text(table.querySelector('caption'))).toBe('附表1 江苏省建设工程安全文明施工费费率（%）');
    expect([...table.querySelectorAll('thead th')].map((th) => [th.getAttribute('scope'), text(th)])).toEqual([
      ['col', '专业'],
      ['col', '计费基础'],
      ['col', '基本费率（%）'],
    ]);
    expect([...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => `${c.tagName}:${text(c)}`))).toEqual([
      ['TH:建筑工程', 'TD:分部分项工程费+单价措施项目费', 'TD:3.1'],
      ['TH:安装工程', 'TD:分部分项工程费+单价措施项目费', 'TD:1.5'],
    ]);
    // The blocks in order, the text of each once.
    expect([...article.querySelectorAll('[data-block]')].map((b) => b.getAttribute('data-block'))).toEqual(['preamble', 'paragraph', 'heading', 'table', 'clause', 'signature', 'date']);
    const replacement = dom.host.querySelector('#replacement')!;
    expect(replacement.querySelector('a')!.getAttribute('href')).toBe('/policy/detail/902');
    expect(text(replacement)).toContain('苏建价〔2021〕66号');
    expect(text(replacement)).toContain('本文件目前未被替代');
    const related = dom.host.querySelector('#related')!;
    expect([...related.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/policy/detail/903', '/policy/detail/950']);
    expect(text(dom.host)).toContain('示例数据');
    // A document in force says nothing of replacement at the top.
    expect(dom.host.querySelector('[data-testid="policy-not-current"]')).toBeNull();
  });

  it('a replaced document says so at the top, linking to the one in force', async () => {
    window.history.replaceState(null, '', '/policy/detail/902');
    const stream = newStream();
    const kernel = await kernelWith(stream);
    const replaced: PolicyDetail = { ...detail, policyId: 902, status: 'replaced', replaces: null, replacedBy: { ...hit, policyId: 901 } };
    kernel.container.rebind<PolicyApi>(PolicyApi).toConstantValue({ ...fakeApi(stream, []), detail: async () => replaced });
    await render(kernel, <DetailPage params={{ policyId: '902' }} />);
    const notice = dom.host.querySelector('[data-testid="policy-not-current"]')!;
    expect(text(notice)).toBe(`本文件已被《${title}》（苏建价〔2024〕118号）替代，自 2024-03-01 起执行新文件，本文件仅供查阅。`);
    expect(notice.querySelector('a')!.getAttribute('href')).toBe('/policy/detail/901');
    expect(text(dom.host.querySelector('[data-testid="policy-status"]'))).toBe('已被替代');
  });
});
