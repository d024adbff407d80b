/**
 * The 政策文件 corpus as seeded into a real database (SQLite, or PostgreSQL under `npm run test:pg`):
 * counts, types, levels, 文号, dates, replacement chains, the labour-rate notices against cost-data's
 * prices and the labour column's own day rates, the VAT anchors, the passages and the full-text rows.
 */
import { sql, type Kysely } from 'kysely';
import { seedPlugins } from '@kernel/server/migrations';
import type { ServerPlugin } from '@kernel/server/plugin';
import { indexTokens } from '@kernel/server/segmenter';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { ResourcePrices, RESOURCE_TABLE, type ResourceRow } from '@plugins/cost-data/shared/services';
import { createLabourServer } from '@plugins/labour/server';
import { manifest } from '@plugins/policy/manifest';
import { LABOUR_CODES, MATERIAL_CODES, planCorpus } from '@plugins/policy/server/corpus';
import { policyMigrations } from '@plugins/policy/server/migrations';
import { seedPolicy, type PolicySeedReport } from '@plugins/policy/server/seed';
import { DOCUMENT_TABLE, PASSAGE_TABLE, type DocumentRow, type PassageRow } from '@plugins/policy/server/tables';
import { POLICY_LEVELS, POLICY_TYPES, type PolicyBlock } from '@plugins/policy/shared/contract';
import { buildTestApp, type TestApp } from '../../../helpers/server';

jest.setTimeout(180_000);

let report: PolicySeedReport | null = null;
const policyPlugin: ServerPlugin = {
  manifest,
  migrations: policyMigrations,
  seed: async (ctx, options) => {
    report = await seedPolicy(ctx, options);
  },
};

let t: TestApp;
let db: Kysely<any>;
let services: ServiceRegistry;
let docs: DocumentRow[];
let byId: Map<number, DocumentRow>;
let latestMonth: number;

beforeAll(async () => {
  services = new ServiceRegistry();
  const labour = createLabourServer({ clock: () => Date.UTC(2026, 10, 22) });
  const plugins = [costDataServer, labour, policyPlugin];
  t = await buildTestApp({ plugins, services });
  db = t.database.db;
  await seedPlugins(t.database, plugins, { scale: 0.01, seed: 1, demo: false });
  docs = (await db.selectFrom(DOCUMENT_TABLE).selectAll().orderBy('id').execute()) as DocumentRow[];
  byId = new Map(docs.map((d) => [d.id, d]));
  latestMonth = services.get(ResourcePrices).latestMonth();
});

afterAll(async () => {
  await t?.close();
});

const blocksOf = (d: DocumentRow): PolicyBlock[] => JSON.parse(d.body) as PolicyBlock[];
const monthOf = (iso: string) => Number(iso.slice(0, 4)) * 100 + Number(iso.slice(5, 7));

describe('the 政策文件 corpus', () => {
  it('holds at least 3,000 documents of every type and level, 2013-01 to the latest month', () => {
    expect(report).not.toBeNull();
    expect(docs.length).toBeGreaterThanOrEqual(3_000);
    expect(report!.documents).toBe(docs.length);
    for (const type of POLICY_TYPES) expect(docs.filter((d) => d.type === type.code).length).toBeGreaterThan(5);
    for (const level of POLICY_LEVELS) expect(docs.filter((d) => d.level === level).length).toBeGreaterThan(5);
    const publish = docs.map((d) => d.publish_date).sort();
    expect(publish[0]! >= '2013-01-01').toBe(true);
    expect(publish[0]!.slice(0, 4)).toBe('2013');
    expect(monthOf(publish[publish.length - 1]!)).toBe(latestMonth);
    for (const d of docs) {
      expect(d.publish_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.effective_date >= d.publish_date).toBe(true);
      expect(monthOf(d.effective_date)).toBeLessThanOrEqual(latestMonth);
      expect(d.year).toBe(Number(d.publish_date.slice(0, 4)));
      expect(d.title.length).toBeLessThanOrEqual(200);
      expect(d.summary.length).toBeGreaterThan(10);
      expect(d.source).toBe('sample');
    }
    // ids follow the publish dates
    for (let i = 1; i < docs.length; i++) expect(docs[i]!.publish_date >= docs[i - 1]!.publish_date).toBe(true);
  });

  it('numbers the documents in the issuers’ patterns, each 文号 once', () => {
    expect(new Set(docs.map((d) => d.doc_no)).size).toBe(docs.length);
    const province = /^(京建发|京建函|津住建|津住建函|冀建|冀建函|晋建|晋建函|粤建市|粤建市函|蒙建|蒙建函|辽住建|辽住建函|吉建|吉建函|黑建|黑建函|沪建标定|苏建价|苏建函价|浙建建|浙建建函|皖建|皖建函|闽建|闽建函|赣建|赣建函|鲁建标|鲁建标函|豫建|豫建函|鄂建|鄂建函|湘建价|湘建价函|桂建|桂建函|琼建|琼建函|川建|川建函|黔建|黔建函|云建|云建函|藏建|藏建函|陕建|陕建函|甘建|甘建函|青建|青建函|宁建|宁建函|渝建|渝建函|新建|新建函|[京津冀晋粤蒙辽吉黑沪苏浙皖闽赣鲁豫鄂湘桂琼川黔云藏陕甘青宁渝新]建价站)〔(\d{4})〕(\d+)号$/;
    for (const d of docs) {
      if (d.level === 'province') {
        const m = province.exec(d.doc_no);
        expect(m).not.toBeNull();
        expect(Number(m![2])).toBe(d.year);
        expect(d.issuer).toMatch(/住房和城乡建设(厅|委员会|管理委员会)$|建设工程造价管理总站$/);
        expect(d.doc_no.includes('建价站')).toBe(d.issuer.endsWith('造价管理总站'));
      } else if (d.level === 'city') {
        expect(d.doc_no).toMatch(new RegExp(`^\\S+建价信?〔${d.year}〕\\d+号$`));
        expect(d.issuer).toMatch(/建设工程造价管理站$/);
      } else {
        expect(d.doc_no).toMatch(/^(建标|建办标|建办标函|建市|建质|财税|财建|财资)〔\d{4}〕\d+号$|令第\d+号$|公告\d{4}年第\d+号$/);
        expect(d.area_id).toBe(1);
        expect(d.province_id).toBe(1);
      }
    }
    const jiangsu = docs.filter((d) => d.province_id === 12 && d.type === 'rengong');
    expect(jiangsu.every((d) => /^苏建函价〔\d{4}〕\d+号$/.test(d.doc_no))).toBe(true);
    expect(docs.find((d) => d.doc_no === '苏建价〔2016〕154号')?.type).toBe('shuifei');
    expect(docs.some((d) => d.issuer === '江苏省建设工程造价管理总站' || d.issuer === '浙江省建设工程造价管理总站')).toBe(true);
    const material = docs.find((d) => d.level === 'city' && d.type === 'cailiao')!;
    expect(material.title).toMatch(/^\S+市\d{4}年第\d+期建设工程材料价格信息$/);
  });

  it('links every replacement chain both ways, each replaced document older, of the same type and region', () => {
    const replacedBy = new Map<number, number[]>();
    for (const d of docs) if (d.replaces_id !== null) replacedBy.set(d.replaces_id, [...(replacedBy.get(d.replaces_id) ?? []), d.id]);
    expect(replacedBy.size).toBeGreaterThan(500);
    for (const [oldId, newer] of replacedBy) {
      expect(newer).toHaveLength(1);
      const old = byId.get(oldId)!;
      const next = byId.get(newer[0]!)!;
      expect(old.status).toBe('replaced');
      expect(old.publish_date <= next.publish_date).toBe(true);
      expect(old.type).toBe(next.type);
      expect(old.area_id).toBe(next.area_id);
      const clause = blocksOf(next).find((b) => b.kind === 'clause')!.text;
      if (next.level !== 'national' || next.doc_no !== '财政部 税务总局 海关总署公告2019年第39号') expect(clause).toContain(`（${old.doc_no}）`);
    }
    for (const d of docs) if (d.status === 'replaced') expect(replacedBy.has(d.id)).toBe(true);
    // the newest labour notice of every province is in force
    for (const province of new Set(docs.filter((d) => d.type === 'rengong').map((d) => d.province_id))) {
      const chain = docs.filter((d) => d.type === 'rengong' && d.province_id === province);
      expect(chain.filter((d) => d.status === 'current')).toEqual([chain[chain.length - 1]]);
    }
    expect(docs.some((d) => d.status === 'expired')).toBe(true);
  });

  it('states in the 江苏 labour notices the 信息价 of cost-data and the labour column’s day rates', async () => {
    const prices = services.get(ResourcePrices);
    const resources = (await db.selectFrom(RESOURCE_TABLE).selectAll().where('code', 'in', [...LABOUR_CODES]).execute()) as ResourceRow[];
    const byName = new Map(resources.map((r) => [r.name, r]));
    const notices = docs.filter((d) => d.province_id === 12 && d.type === 'rengong');
    const latest = notices[notices.length - 1]!;
    const checked = [...notices.filter((d) => d.year === 2024), latest];
    expect(checked.length).toBe(3);
    expect(latest.status).toBe('current');
    expect(monthOf(latest.effective_date)).toBeGreaterThanOrEqual(monthOf(latest.publish_date));
    for (const notice of checked) {
      const table = blocksOf(notice).find((b) => b.kind === 'table')!;
      expect(table.header).toEqual(['序号', '工种', '人工工资指导价（元/工日）', '劳务市场参考价（元/工日）']);
      expect(table.rows).toHaveLength(LABOUR_CODES.length);
      const month = monthOf(notice.effective_date);
      const publish = monthOf(notice.publish_date);
      // the newest complete quarter before the notice (YYYYQ): February → the year before's Q4, August → Q2
      const y = Math.floor(publish / 100);
      const q = publish % 100 <= 3 ? (y - 1) * 10 + 4 : y * 10 + Math.floor((publish % 100 - 1) / 3);
      let compared = 0;
      for (const row of table.rows!) {
        const r = byName.get(row[1]!)!;
        expect(r).toBeDefined();
        expect(Number(row[2])).toBe(prices.price(r, 12, month)!.info);
        // the labour column's stored day rate of 江苏 and that quarter (every trade whose day rate is this resource)
        const rates = await db
          .selectFrom('labour_price as p')
          .innerJoin('labour_line as l', 'l.id', 'p.line_id')
          .innerJoin('labour_trade as t', 't.code', 'l.trade_code')
          .select('p.day_rate')
          .where('t.day_rate_code', '=', r.code)
          .where('l.area_id', '=', 12)
          .where('p.quarter', '=', q)
          .execute();
        for (const rate of rates) expect(Number(rate.day_rate)).toBe(Number(row[3]));
        if (rates.length) compared++;
      }
      expect(compared).toBeGreaterThanOrEqual(10);
      const passages = (await db.selectFrom(PASSAGE_TABLE).select(['text']).where('policy_id', '=', notice.id).execute()) as PassageRow[];
      const text = passages.map((p) => p.text).join('\n');
      for (const row of table.rows!) expect(text).toContain(`${row[1]}：人工工资指导价${row[2]}元/工日，劳务市场参考价${row[3]}元/工日`);
    }
  });

  it('quotes in a city’s material-price bulletin the 信息价 of cost-data for that city and month', async () => {
    const prices = services.get(ResourcePrices);
    const resources = (await db.selectFrom(RESOURCE_TABLE).selectAll().where('code', 'in', [...MATERIAL_CODES.building]).execute()) as ResourceRow[];
    const nanjing = docs.filter((d) => d.area_id === 218 && d.type === 'cailiao' && d.level === 'city');
    expect(nanjing.length).toBeGreaterThan(20);
    const latest = nanjing[nanjing.length - 1]!;
    expect(monthOf(latest.publish_date)).toBe(latestMonth);
    expect(latest.status).toBe('current');
    expect(nanjing.slice(0, -1).every((d) => d.status === 'expired')).toBe(true);
    for (const bulletin of [nanjing[0]!, latest]) {
      const month = monthOf(bulletin.publish_date);
      const vat = month < 201805 ? 17 : month < 201904 ? 16 : 13;
      const table = blocksOf(bulletin).find((b) => b.kind === 'table')!;
      expect(table.header).toEqual(['序号', '材料名称', '规格型号', '单位', '除税信息价（元）', '含税信息价（元）']);
      expect(table.rows!.length).toBe(MATERIAL_CODES.building.length);
      for (const row of table.rows!) {
        const r = resources.find((x) => x.name === row[1] && (x.spec || '—') === row[2])!;
        expect(r).toBeDefined();
        const info = prices.price(r, 218, month)!.info;
        expect(Number(row[4])).toBe(info);
        expect(Number(row[5])).toBeCloseTo(info * (1 + vat / 100), 2);
      }
    }
  });

  it('holds the VAT anchors: 11 % from 2016-05-01, 10 % from 2018-05-01, 9 % from 2019-04-01', () => {
    const get = (docNo: string) => docs.find((d) => d.doc_no === docNo)!;
    const text = (d: DocumentRow) => blocksOf(d).map((b) => [b.text, ...(b.rows ?? []).flat()].join(' ')).join('\n');
    const v2016 = get('建办标〔2016〕4号');
    const v2018 = get('建办标〔2018〕20号');
    const v2019 = get('建办标函〔2019〕193号');
    expect(get('财税〔2016〕36号').effective_date).toBe('2016-05-01');
    expect(text(get('财税〔2016〕36号'))).toContain('税率为11%');
    expect([v2016.effective_date, v2018.effective_date, v2019.effective_date]).toEqual(['2016-05-01', '2018-05-01', '2019-04-01']);
    expect(text(v2016)).toContain('（1＋11%）');
    expect(text(v2018)).toContain('由11%调整为10%');
    expect(text(v2019)).toContain('由10%调整为9%');
    expect(text(v2019)).toContain('9/109');
    expect(v2018.replaces_id).toBe(v2016.id);
    expect(v2019.replaces_id).toBe(v2018.id);
    expect([v2016.status, v2018.status, v2019.status]).toEqual(['replaced', 'replaced', 'current']);
    expect(v2019.type).toBe('shuifei');
    // every province relays the three rates
    const relays = docs.filter((d) => d.level === 'province' && d.type === 'shuifei' && /增值税税率|营改增/.test(d.title));
    expect(relays.length).toBe(31 * 3);
    expect(relays.filter((d) => d.status === 'current').every((d) => d.effective_date === '2019-04-01' && text(d).includes('调整为9%'))).toBe(true);
  });

  it('revises the 安全文明施工费 rates over time, each revision replacing the one before', () => {
    const jiangsu = docs.filter((d) => d.province_id === 12 && d.type === 'anquan' && d.level === 'province');
    expect(jiangsu.length).toBeGreaterThanOrEqual(4);
    const rates = jiangsu.map((d) => Number(blocksOf(d).find((b) => b.kind === 'table')!.rows![0]![3]));
    for (let i = 1; i < rates.length; i++) expect(rates[i]).toBeGreaterThan(rates[i - 1]!);
    expect(jiangsu.slice(1).every((d, i) => d.replaces_id === jiangsu[i]!.id)).toBe(true);
  });

  it('cuts every document into passages: the header line first, every table figure in a passage', async () => {
    const passages = (await db.selectFrom(PASSAGE_TABLE).selectAll().orderBy('policy_id').orderBy('ord').execute()) as PassageRow[];
    expect(passages.length).toBe(report!.passages);
    const of = new Map<number, PassageRow[]>();
    for (const p of passages) of.set(p.policy_id, [...(of.get(p.policy_id) ?? []), p]);
    expect(of.size).toBe(docs.length);
    const problems: string[] = [];
    for (const d of docs) {
      const own = of.get(d.id)!;
      const header = `《${d.title.replace(/《/g, '〈').replace(/》/g, '〉')}》（${d.doc_no}），${d.issuer}于`;
      if (own[0]!.ord !== 0 || !own[0]!.text.startsWith(header) || !/发布，自\d{4}年\d{1,2}月\d{1,2}日起施行。$/.test(own[0]!.text)) problems.push(`${d.id} header ${own[0]!.text}`);
      if (own.length <= 2) problems.push(`${d.id} has ${own.length} passages`);
      const all = own.map((p) => p.text).join('\n');
      for (const b of blocksOf(d)) for (const row of b.rows ?? []) for (const cell of row.slice(1)) if (/\d/.test(cell) && !all.includes(cell)) problems.push(`${d.id} misses ${cell}`);
      for (const p of own) {
        if (p.tokens !== indexTokens(p.text).join(' ')) problems.push(`passage ${p.id} tokens`);
        if (p.token_count !== (p.tokens ? p.tokens.split(' ').length : 0)) problems.push(`passage ${p.id} token_count`);
      }
      if (d.token_count !== d.title_tokens.split(' ').length + d.tokens.split(' ').length) problems.push(`${d.id} token_count`);
      if (d.title_tokens !== indexTokens(`${d.title} ${d.doc_no}`).join(' ')) problems.push(`${d.id} title_tokens`);
    }
    expect(problems).toEqual([]);
  });

  it('indexes every document and passage in the database’s full-text index', async () => {
    const passageCount = Number((await db.selectFrom(PASSAGE_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    if (t.database.dialect === 'sqlite') {
      const docIds = (await sql<{ rowid: number }>`select rowid from policy_document_fts`.execute(db)).rows.map((r) => Number(r.rowid));
      expect(docIds.sort((a, b) => a - b)).toEqual(docs.map((d) => d.id));
      const passageIds = (await sql<{ n: number }>`select count(*) as n from policy_passage_fts`.execute(db)).rows[0]!.n;
      expect(Number(passageIds)).toBe(passageCount);
      const hits = (await sql<{ rowid: number }>`select rowid from policy_document_fts where policy_document_fts match ${'人工工资指导价 AND 江苏'}`.execute(db)).rows;
      expect(hits.map((h) => Number(h.rowid))).toEqual(expect.arrayContaining(docs.filter((d) => d.type === 'rengong' && d.province_id === 12).map((d) => d.id)));
      const civil = (await sql<{ n: number }>`select count(*) as n from policy_passage_fts where policy_passage_fts match ${'文明'}`.execute(db)).rows[0]!.n;
      expect(Number(civil)).toBeGreaterThan(100);
    } else {
      const docTsv = (await sql<{ n: number }>`select count(*) as n from policy_document where tsv is not null and length(tsv) > 0`.execute(db)).rows[0]!.n;
      expect(Number(docTsv)).toBe(docs.length);
      const passageTsv = (await sql<{ n: number }>`select count(*) as n from policy_passage where tsv is not null`.execute(db)).rows[0]!.n;
      expect(Number(passageTsv)).toBe(passageCount);
      const hits = (await sql<{ id: number }>`select id from policy_document where tsv @@ to_tsquery('simple', '人工工资指导价 & 江苏')`.execute(db)).rows;
      expect(hits.map((h) => Number(h.id))).toEqual(expect.arrayContaining(docs.filter((d) => d.type === 'rengong' && d.province_id === 12).map((d) => d.id)));
      const weighted = (await sql<{ n: number }>`select count(*) as n from policy_document where tsv @@ to_tsquery('simple', '人工工资指导价:A')`.execute(db)).rows[0]!.n;
      expect(Number(weighted)).toBeGreaterThanOrEqual(31 * 20);
    }
  });

  it('seeds once: a second run writes nothing', async () => {
    expect(await seedPolicy({ db, dialect: t.database.dialect, services }, { seed: 1 })).toBeNull();
    expect(Number((await db.selectFrom(DOCUMENT_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(docs.length);
  });

  it('plans the same corpus for the same seed, and a larger one when asked', () => {
    const input = { prices: services.get(ResourcePrices), resources: new Map(), cities: new Map([[12, [{ areaid: 224, name: '连云港市' }, { areaid: 225, name: '淮安市' }]]]), seed: 1 };
    const a = planCorpus(input);
    const b = planCorpus(input);
    expect(a.map((p) => `${p.id} ${p.docNo} ${p.publish} ${p.status}`)).toEqual(b.map((p) => `${p.id} ${p.docNo} ${p.publish} ${p.status}`));
    expect(a.length).toBe(docs.length);
    const bigger = planCorpus({ ...input, documents: a.length + 2_000 });
    expect(bigger).toHaveLength(a.length + 2_000);
    expect(new Set(bigger.map((p) => p.docNo)).size).toBe(bigger.length);
    const cities = planCorpus({ ...input, documents: a.length + 30_000 });
    expect(cities.some((p) => p.areaId === 224)).toBe(true);
  });
});
