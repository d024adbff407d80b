/**
 * The streamed AI search on the real server over the seeded corpus, with the embedded extractive
 * answer: the 江苏 labour-rate question answered from the newest current notice (its day rates as
 * the cited passage states them, its 文号 and effective date, cited), the VAT and safety-fee
 * questions, 未找到相关政策文件 for an unrelated question, the events' order and their arrival one by
 * one, cancellation logged 'stopped', the question log and the member's own history, the rate
 * limit, input refusals and access.
 */
import { RegionCatalogue } from '@plugins/cost-data/shared/services';
import { checkSentence } from '@plugins/policy/server/ai/number-check';
import { DOCUMENT_TABLE, QUESTION_TABLE } from '@plugins/policy/server/tables';
import { POLICY_AI_RATE_LIMIT, PolicyMessages, PolicyPaths } from '@plugins/policy/shared/contract';
import { ask, eventually, members, startAiSite, type AiTestSite, type AskResult } from './ai-support';

let site: AiTestSite;
beforeAll(async () => {
  site = await startAiSite();
  // The process's first question loads the segmenter's dictionaries and the corpus statistics (once per server).
  await ask(site, members.warm.token, { keyWord: '浙江增值税税率' });
}, 120_000);
afterAll(() => site?.close());

const names = (r: AskResult) => r.events.map((e) => e.event);
const sources = (r: AskResult) => r.events.filter((e) => e.event === 'source').map((e) => e.data);
const done = (r: AskResult) => r.events.find((e) => e.event === 'done')?.data;

/** Every sentence of the answer passes the number check against the sources sent. */
function expectNumbersCited(r: AskResult) {
  const evidence = new Map<number, string>(sources(r).map((s: any) => [s.n, `《${s.title}》（${s.docNo}）${s.quote}`]));
  const sentences = r.answer.match(/[^。]+。/g) ?? [];
  expect(sentences.length).toBeGreaterThan(0);
  for (const sentence of sentences) {
    // The heading of a passage may hold figures too (evidence here is narrower than the server's): compare numbers only.
    const result = checkSentence(sentence, evidence);
    if (!result.ok) expect({ sentence, missing: result.missing, quotes: [...evidence.values()] }).toBeNull();
  }
}

async function questionRow(id: number) {
  return site.database.db.selectFrom(QUESTION_TABLE).selectAll().where('id', '=', id).executeTakeFirst();
}

describe('AI search: the answer', () => {
  it('answers 江苏现在的人工工资指导价是多少 from the newest current 江苏 notice, with its day rates, 文号 and effective date, cited', async () => {
    const regions = site.services.get(RegionCatalogue);
    const jiangsu = regions.all().find((r) => r.name.startsWith('江苏'))!;
    const latest = await site.database.db
      .selectFrom(DOCUMENT_TABLE)
      .selectAll()
      .where('province_id', '=', jiangsu.areaid)
      .where('type', '=', 'rengong')
      .where('status', '=', 'current')
      .where('title', 'like', '%人工工资指导价%')
      .orderBy('publish_date', 'desc')
      .executeTakeFirstOrThrow();

    const r = await ask(site, members.a.token, { keyWord: '江苏现在的人工工资指导价是多少' });
    expect(r.status).toBe(200);
    expect(done(r)).toMatchObject({ status: 'answered' });
    expect(done(r).elapsedMs).toBeLessThan(2000);
    const meta = r.events[0]!;
    expect(meta.event).toBe('meta');
    expect(meta.data).toMatchObject({ provider: 'extractive', areaName: expect.stringMatching(/^江苏/) });
    expect(meta.data.terms).toContain('人工工资指导价');

    // The first source is the notice, and the answer opens with it.
    const cited = sources(r);
    expect(cited[0]).toMatchObject({ n: 1, policyId: Number(latest.id), docNo: latest.doc_no, title: latest.title });
    expect(r.answer.startsWith(`根据《${latest.title}》（${latest.doc_no}），`)).toBe(true);
    // Day rates, as the notice's table states them.
    const rates = cited[0].quote as string;
    expect(rates).toMatch(/普工：人工工资指导价\d+(?:\.\d+)?元\/工日/);
    const dayRates = [...rates.matchAll(/人工工资指导价(\d+(?:\.\d+)?)元\/工日/g)].map((m) => m[1]!);
    expect(dayRates.length).toBeGreaterThan(1);
    for (const rate of dayRates) expect(r.answer).toContain(`${rate}元/工日`);
    // The whole rate table: every trade of the notice's table is stated with its guidance rate.
    const table = (JSON.parse(String(latest.body)) as Array<{ kind: string; header?: string[]; rows?: string[][] }>).find((b) => b.kind === 'table')!;
    const rateColumn = table.header!.findIndex((h) => h.startsWith('人工工资指导价'));
    expect(table.rows!.length).toBeGreaterThan(4);
    for (const tableRow of table.rows!) expect(r.answer).toContain(`${tableRow[1]}：人工工资指导价${tableRow[rateColumn]}元/工日`);
    // The effective date of the notice.
    const [y, m, d] = String(latest.effective_date).split('-').map(Number);
    expect(r.answer).toContain(`${y}年${m}月${d}日`);
    expect(r.answer).toContain('现行有效');
    // Every sentence ends with its citation, and every number is in the cited passage.
    for (const sentence of r.answer.match(/[^。]+。/g)!) expect(sentence).toMatch(/\[\d+\]。$/);
    expectNumbersCited(r);
    // Sources come after the text and are the ones cited.
    const markers = new Set([...r.answer.matchAll(/\[(\d+)\]/g)].map((x) => Number(x[1])));
    expect(cited.map((s: any) => s.n)).toEqual([...markers].sort((a, b) => a - b));

    const row = await questionRow(meta.data.questionId);
    expect(row).toMatchObject({ global_id: members.a.globalId, question: '江苏现在的人工工资指导价是多少', status: 'answered', provider: 'extractive' });
    expect(row!.answer).toBe(r.answer);
  });

  it('answers 建筑业增值税税率是多少 with 9 % from 2019-04-01', async () => {
    const r = await ask(site, members.a.token, { keyWord: '建筑业增值税税率是多少' });
    expect(done(r)).toMatchObject({ status: 'answered' });
    expect(r.answer).toMatch(/9%/);
    expect(r.answer).toContain('2019年4月1日');
    expect(sources(r)[0].docNo).toBe('建办标函〔2019〕193号');
    expectNumbersCited(r);
  });

  it("answers a region's VAT question from the province's relay, with the national notice beside it", async () => {
    const r = await ask(site, members.a.token, { keyWord: '江苏增值税税率是多少' });
    expect(done(r)).toMatchObject({ status: 'answered' });
    const cited = sources(r);
    expect(cited[0].issuer).toContain('江苏');
    expect(cited.map((s: any) => s.docNo)).toContain('建办标函〔2019〕193号');
    expect(r.answer).toContain('另据《住房和城乡建设部办公厅关于重新调整建设工程计价依据增值税税率的通知》（建办标函〔2019〕193号）');
    expect(r.answer).toMatch(/9%/);
    expectNumbersCited(r);
  });

  it('answers 安全文明施工费费率是多少 from a current rate table, and says that regions differ', async () => {
    const r = await ask(site, members.a.token, { keyWord: '安全文明施工费费率是多少' });
    expect(done(r)).toMatchObject({ status: 'answered' });
    expect(sources(r)[0].title).toContain('安全文明施工');
    expect(r.answer).toMatch(/\d+(?:\.\d+)?%/);
    expect(r.answer).toContain('各地规定不尽相同');
    expectNumbersCited(r);
  });

  it('answers 未找到相关政策文件 to a question no document is about', async () => {
    for (const keyWord of ['火星基地的建设标准', '今天午饭吃什么']) {
      const r = await ask(site, members.a.token, { keyWord });
      expect(names(r)).toEqual(['meta', 'chunk', 'done']);
      expect(r.answer).toBe(PolicyMessages.noAnswer);
      expect(done(r)).toMatchObject({ status: 'none' });
      const row = await questionRow(r.events[0]!.data.questionId);
      expect(row).toMatchObject({ status: 'none', answer: PolicyMessages.noAnswer, sources: '[]' });
    }
  });
});

describe('AI search: the stream', () => {
  it('sends meta first, then the chunks as they are made, the sources, and done last', async () => {
    const r = await ask(site, members.b.token, { keyWord: '江苏2024年人工费怎么调整' });
    const order = names(r);
    expect(order[0]).toBe('meta');
    expect(order[order.length - 1]).toBe('done');
    const firstSource = order.indexOf('source');
    expect(order.slice(1, firstSource).every((n) => n === 'chunk')).toBe(true);
    expect(order.slice(firstSource, -1).every((n) => n === 'source')).toBe(true);
    expect(order.filter((n) => n === 'chunk').length).toBeGreaterThan(3);
    // Incremental: the first chunk arrived in an earlier read, and earlier, than the end.
    const firstChunk = r.events.find((e) => e.event === 'chunk')!;
    const end = r.events[r.events.length - 1]!;
    expect(firstChunk.read).toBeLessThan(end.read);
    expect(end.at - firstChunk.at).toBeGreaterThan(10);
    expect(firstChunk.at).toBeLessThan(1000);
  });

  it('stops when the member aborts, and logs the question as stopped', async () => {
    let questionId = 0;
    let chunks = 0;
    const r = await ask(site, members.cancel.token, { keyWord: '江苏现在的人工工资指导价是多少' }, (e) => {
      if (e.event === 'meta') questionId = e.data.questionId;
      if (e.event === 'chunk' && ++chunks === 1) return 'abort';
    });
    expect(names(r)).not.toContain('done');
    const row = await eventually(async () => {
      const found = await questionRow(questionId);
      return found && found.status !== 'failed' ? found : undefined;
    });
    expect(row.status).toBe('stopped');
    // What was written before the abort is kept, never the whole answer.
    expect(row.answer.length).toBeLessThan(200);
  });
});

describe('AI search: history, limits and access', () => {
  it("lists the member's own questions, newest first, with their sources", async () => {
    const get = async (token: string, query = '') =>
      (await fetch(`${site.url}${PolicyPaths.aiHistory}${query}`, { headers: { token } })).json();
    const a = await get(members.a.token, '?pageNum=1&pageSize=10');
    expect(a.statusCode).toBe(200);
    expect(a.data.total).toBeGreaterThanOrEqual(6);
    expect(a.data.list.every((q: any) => ['江苏现在的人工工资指导价是多少', '建筑业增值税税率是多少', '江苏增值税税率是多少', '安全文明施工费费率是多少', '火星基地的建设标准', '今天午饭吃什么'].includes(q.question))).toBe(true);
    const ids = a.data.list.map((q: any) => q.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
    const labour = a.data.list.find((q: any) => q.question === '江苏现在的人工工资指导价是多少');
    expect(labour.status).toBe('answered');
    expect(labour.sources[0]).toEqual({ n: 1, policyId: expect.any(Number), title: expect.stringContaining('人工工资指导价'), docNo: expect.any(String) });
    const b = await get(members.b.token);
    expect(b.data.list.map((q: any) => q.question)).toEqual(['江苏2024年人工费怎么调整']);
    const bad = await get(members.a.token, '?pageSize=7');
    expect(bad).toMatchObject({ statusCode: 400, businessMsg: expect.stringContaining('每页条数') });
  });

  it('limits each member to POLICY_AI_RATE_LIMIT questions a minute', async () => {
    for (let i = 0; i < POLICY_AI_RATE_LIMIT.max; i++) {
      const r = await ask(site, members.limit.token, { keyWord: '火星基地的建设标准' });
      expect(r.status).toBe(200);
    }
    const refused = await ask(site, members.limit.token, { keyWord: '火星基地的建设标准' });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ statusCode: 429, data: null, businessMsg: PolicyMessages.rateLimited });
    // Another member still asks.
    expect((await ask(site, members.b.token, { keyWord: '火星基地的建设标准' })).status).toBe(200);
  });

  it('refuses an empty, too long or badly placed question with the envelope, before any stream', async () => {
    expect((await ask(site, members.b.token, { keyWord: '   ' })).json).toMatchObject({ statusCode: 400, businessMsg: PolicyMessages.questionEmpty });
    expect((await ask(site, members.b.token, { keyWord: '问'.repeat(101) })).json).toMatchObject({ statusCode: 400, businessMsg: PolicyMessages.questionTooLong });
    expect((await ask(site, members.b.token, { keyWord: '增值税', areaId: 999_999 })).json).toMatchObject({ statusCode: 400, businessMsg: PolicyMessages.region });
    expect((await ask(site, members.b.token, { keyWord: { text: '增值税' } })).json).toMatchObject({ statusCode: 400 });
  });

  it('needs a login: 301 without a token, 302 for an unknown one', async () => {
    const none = await ask(site, null, { keyWord: '增值税税率' });
    expect(none.json).toMatchObject({ statusCode: 301 });
    const expired = await ask(site, 'token-expired', { keyWord: '增值税税率' });
    expect(expired.json).toMatchObject({ statusCode: 302 });
    const history = await (await fetch(`${site.url}${PolicyPaths.aiHistory}`)).json();
    expect(history).toMatchObject({ statusCode: 301 });
  });
});
