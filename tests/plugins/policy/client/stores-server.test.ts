/**
 * The policy stores over the real API: the kernel's HTTP client against the policy test site
 * (run-policy-server.ts: cost-data and the policy corpus seeded, a member and a VIP by token)
 * running in a child process.
 */
import 'reflect-metadata';
import { reaction } from 'mobx';
import { RxEventBus } from '@kernel/client/event-bus';
import { FetchHttpClient } from '@kernel/client/http-client';
import { MobxSessionStore } from '@kernel/client/session-store';
import { MobxUiStore } from '@kernel/client/ui-store';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { Messages } from '@kernel/core/status-codes';
import { MobxPolicyAiStore } from '@plugins/policy/client/ai-store';
import { HttpPolicyApi } from '@plugins/policy/client/api';
import { MobxPolicyCatalog } from '@plugins/policy/client/catalog';
import { MobxPolicyDetailStore } from '@plugins/policy/client/detail-store';
import { MobxPolicyListStore } from '@plugins/policy/client/list-store';
import { POLICY_TYPES, PolicyMessages, type PolicyHit } from '@plugins/policy/shared/contract';
import { FakeNavigator, FakeNotifier } from '../../../helpers/client-fakes';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';

jest.setTimeout(240_000);

let server: SpawnedServer;

beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/policy/client/run-policy-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

/** The client as a page builds it: the HTTP client with a login, the API and the stores. */
function rig(who: 'vip' | 'member' = 'vip') {
  const session = new MobxSessionStore();
  const notifier = new FakeNotifier();
  const navigator = new FakeNavigator('/policy/index');
  const http = new FetchHttpClient({ plugins: [], version: 'v1', gateways: DEFAULT_GATEWAYS }, session, new RxEventBus(), notifier, navigator, new MobxUiStore());
  http.origin = server.url;
  session.setLogin({ token: `token-policy-${who}`, casId: 'cas-1', expireIn: 3600, keepLogin: false });
  const api = new HttpPolicyApi(http);
  const catalog = new MobxPolicyCatalog(api);
  return {
    api,
    notifier,
    navigator,
    catalog,
    list: new MobxPolicyListStore(api, catalog, navigator),
    ai: new MobxPolicyAiStore(api),
    detail: new MobxPolicyDetailStore(api, notifier),
  };
}

const marked = (text: string, marks: ReadonlyArray<readonly [number, number]>) => marks.map(([s, e]) => text.slice(s, e));

async function jiangsu(catalog: MobxPolicyCatalog): Promise<number> {
  const params = (await catalog.ensure())!;
  return params.regions.find((r) => r.name === '江苏')!.areaid;
}

describe('the list store against the server', () => {
  it('loads the choices once: the eight types, the years newest first, 全国 then the provinces', async () => {
    const { catalog } = rig('member');
    const params = (await catalog.ensure())!;
    expect(params.types.map((t) => t.code)).toEqual(POLICY_TYPES.map((t) => t.code));
    expect(params.years[0]).toBeGreaterThanOrEqual(2025);
    expect([...params.years].sort((a, b) => b - a)).toEqual(params.years);
    expect(params.years.at(-1)).toBe(2013);
    expect(params.regions[0].name).toBe('全国');
    expect(params.total).toBeGreaterThan(100);
    expect(params.latestDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await catalog.ensure()).toBe(params);
  });

  it('searches 安全文明施工费 in 江苏 from the address: highlighted hits of 江苏 and the nation; sort, type, year and page into the address', async () => {
    const { list, catalog, navigator } = rig('member');
    const js = await jiangsu(catalog);
    await list.applyUrl(`?keyWord=${encodeURIComponent('安全文明施工费')}&areaId=${js}`);
    const page = list.page!;
    expect(page.total).toBeGreaterThan(0);
    expect(page.terms).toContain('安全文明施工费');
    expect(list.sort).toBe('relevance');
    const hits: PolicyHit[] = page.list;
    for (const h of hits) expect(h.areaName === '全国' || h.areaName === '江苏' || h.areaName.endsWith('市')).toBe(true);
    // The best hit names the fee in its title, and its marks cover the words matched.
    expect(hits[0].title).toContain('安全文明施工');
    expect(marked(hits[0].title, hits[0].titleMarks).join('')).toMatch(/安全|文明|施工/);
    for (const h of hits) for (const [s, e] of [...h.titleMarks, ...h.snippetMarks]) expect(e).toBeGreaterThan(s);

    await list.setSort('date');
    expect(navigator.address).toBe(`/policy/index?keyWord=${encodeURIComponent('安全文明施工费')}&areaId=${js}&sort=date.desc`);
    const dates = list.page!.list.map((h) => h.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    await list.update({ types: ['anquan'] });
    expect(list.page!.list.every((h) => h.type === 'anquan' && h.typeName === '安全文明施工')).toBe(true);
    const year = Number(list.page!.list[0].publishDate.slice(0, 4));
    await list.update({ year });
    expect(list.page!.list.length).toBeGreaterThan(0);
    expect(list.page!.list.every((h) => h.publishDate.startsWith(String(year)))).toBe(true);
    expect(new URLSearchParams(navigator.address.split('?')[1]).get('year')).toBe(String(year));

    await list.reset();
    expect(navigator.address).toBe('/policy/index');
    expect(list.sort).toBe('date');
    await list.setPage(2);
    expect(list.page!.pageNum).toBe(2);
    expect(navigator.address).toBe('/policy/index?page=2');
  });

  it('ranks a 2024 江苏 labour notice first for 江苏 人工费 2024', async () => {
    const { list } = rig('member');
    await list.search('江苏 人工费 2024');
    const first = list.page!.list[0];
    expect(list.page!.recognised.areaName).toBe('江苏');
    expect(list.page!.recognised.year).toBe(2024);
    expect(first.type).toBe('rengong');
    expect(first.publishDate.startsWith('2024')).toBe(true);
    expect(first.issuer).toContain('江苏');
  });
});

describe('the detail store against the server', () => {
  it('a VIP reads a notice: blocks with its tables, what it replaces, related and recommended documents; the PDF', async () => {
    const { list, detail, api, catalog } = rig('vip');
    const js = await jiangsu(catalog);
    await list.applyUrl(`?keyWord=${encodeURIComponent('安全文明施工费')}&areaId=${js}&types=anquan`);
    const replacing = list.page!.list.find((h) => h.issuer.includes('江苏')) ?? list.page!.list[0];
    await detail.load(replacing.policyId);
    const d = detail.detail.data!;
    expect(d.policyId).toBe(replacing.policyId);
    expect(d.title).toBe(replacing.title);
    expect(d.blocks.length).toBeGreaterThan(3);
    const table = d.blocks.find((b) => b.kind === 'table');
    expect(table?.rows?.length).toBeGreaterThan(0);
    expect(d.pdfName).toMatch(/\.pdf$/);
    for (const r of d.related) expect(r.type).toBe(d.type);
    if (d.replaces) expect(d.replaces.status).toBe('replaced');
    expect(detail.recommended.status).toBe('ready');
    expect(detail.recommended.data!.every((b) => b.policyId !== d.policyId)).toBe(true);

    const pdf = await api.pdf(d.policyId);
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('a member without VIP is refused the detail and the PDF (您暂无访问权限！)', async () => {
    const { list, detail, api } = rig('member');
    await list.applyUrl('');
    const id = list.page!.list[0].policyId;
    await detail.load(id);
    expect(detail.detail.status).toBe('error');
    expect(detail.detail.error).toBe(Messages.noPermission);
    await expect(api.pdf(id)).rejects.toMatchObject({ message: Messages.noPermission });
  });

  it('an unknown document answers 该政策文件不存在或已下架', async () => {
    const { detail } = rig('vip');
    await detail.load(99_999_999);
    expect(detail.detail.status).toBe('error');
    expect(detail.detail.error).toBe(PolicyMessages.notFound);
  });
});

describe('the AI store against the server', () => {
  it('streams the answer to 江苏现在的人工工资指导价是多少 chunk by chunk, then its cited sources; the question joins the history', async () => {
    const { ai } = rig('member');
    const seen: Array<{ length: number; phase: string }> = [];
    const stop = reaction(
      () => ai.answer.length,
      (length) => seen.push({ length, phase: ai.phase }),
    );
    await ai.ask('江苏现在的人工工资指导价是多少');
    stop();
    expect(ai.error).toBe('');
    expect(ai.phase).toBe('done');
    expect(ai.outcome).toBe('answered');
    expect(ai.meta?.provider).toBe('extractive');
    expect(ai.chunks).toBeGreaterThan(1);
    // The text grew in steps while the answer was still streaming.
    expect(seen.filter((s) => s.phase === 'streaming').length).toBeGreaterThan(1);
    expect(ai.answer).toMatch(/元\/工日/);
    expect(ai.sources.length).toBeGreaterThan(0);
    const cited = [...ai.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(cited.length).toBeGreaterThan(0);
    for (const n of cited) expect(ai.sources.some((s) => s.n === n)).toBe(true);
    for (const s of ai.sources) {
      expect(s.policyId).toBeGreaterThan(0);
      expect(s.quote.length).toBeGreaterThan(0);
      expect(s.docNo).toMatch(/〔\d{4}〕/);
    }
    await ai.loadHistory(1);
    const latest = ai.history.data!.list[0];
    expect(latest.question).toBe('江苏现在的人工工资指导价是多少');
    expect(latest.status).toBe('answered');
    expect(latest.sources.map((s) => s.policyId)).toEqual(ai.sources.map((s) => s.policyId));
  });

  it('停止生成 aborts the answer; the text so far stays and the question is kept as stopped', async () => {
    const { ai } = rig('vip');
    const asking = ai.ask('安全文明施工费费率是多少');
    await new Promise<void>((resolve) => {
      // The first chunk (or the end, should the answer fail: the assertions below then say why).
      const dispose = reaction(
        () => ai.chunks >= 1 || ai.phase !== 'streaming',
        (reached) => {
          if (reached) {
            dispose();
            resolve();
          }
        },
      );
    });
    expect(ai.error).toBe('');
    ai.stop();
    const kept = ai.answer;
    await asking;
    expect(ai.phase).toBe('stopped');
    expect(ai.answer).toBe(kept);
    expect(kept.length).toBeGreaterThan(0);
    // The server logs it once it sees the request go.
    let status = '';
    for (let i = 0; i < 40 && status !== 'stopped'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      await ai.loadHistory(1);
      status = ai.history.data?.list.find((q) => q.question === '安全文明施工费费率是多少')?.status ?? '';
    }
    expect(status).toBe('stopped');
  });

  it('a question no document is about answers 未找到相关政策文件', async () => {
    const { ai } = rig('member');
    await ai.ask('月球基地的氦三开采补贴标准');
    expect(ai.phase).toBe('done');
    expect(ai.outcome).toBe('none');
    expect(ai.answer).toContain(PolicyMessages.noAnswer);
    expect(ai.sources).toEqual([]);
  });
});
