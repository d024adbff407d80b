/**
 * The exchanged reports as PDF, over the real cost data (cost-data seeded for real at a small
 * scale): each report downloaded after an exchange is a PDF with the embedded CJK font whose text
 * says what the data says (medians recomputed here from the single projects, the index quarters),
 * with unit, period, region, sample, base and the 示例数据 note; downloads are limited per exchange.
 */
import { seedPlugins } from '@kernel/server/migrations';
import { costDataServer } from '@plugins/cost-data/server';
import { BID_NODE_TABLE } from '@plugins/cost-data/shared/tables';
import { ActivitiesPaths } from '@plugins/activities/shared/contract';
import type { DownloadTimes, ExchangeResult, ProductDetail, ProductList } from '@plugins/activities/shared/mall';
import { seedMall } from '@plugins/activities/server/mall/seed';
import { readReport } from '@plugins/activities/server/mall/report';
import type { ReportSpec } from '@plugins/activities/server/mall/catalogue';
import { productByCode } from '@plugins/activities/server/mall/service';
import { readPdf } from '../../../helpers/pdf-text';
import { dataOf, get, newMember, post, refusalOf, startActivitiesApp, type ActivitiesTestApp } from './support';

let t: ActivitiesTestApp;
beforeAll(async () => {
  t = await startActivitiesApp({ extra: [costDataServer], seed: false });
  await seedPlugins(t.database, [costDataServer], { scale: 0.1, seed: 1, demo: false });
  await seedMall(t.rt);
}, 120_000);
afterAll(() => t.close());

const money = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function exchanged(code: string): Promise<{ token: string; exchangeId: number }> {
  const m = newMember();
  const key = `test:pdf:${m.globalId}`;
  await t.rt.tx((trx) => t.rt.ledger.credit(trx, { globalId: m.globalId, points: 2000, reason: 'adjustment', businessId: key, idemKey: key, remark: '测试加分', at: t.clock.t }));
  const res = dataOf<ExchangeResult>(await post(t.app, ActivitiesPaths.exchangeProduct, { productCode: code }, m.token));
  return { token: m.token, exchangeId: res.exchange.exchangeId };
}

async function download(path: string, token: string, exchangeId: number): Promise<{ text: string; pdf: Buffer; disposition: string }> {
  const res = await post(t.app, path, { exchangeId }, token);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = res.rawPayload;
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const facts = readPdf(pdf);
  expect(facts.hasFontFile && facts.hasToUnicode).toBe(true);
  expect(facts.fonts.some((f) => f.includes('NotoSansSC'))).toBe(true);
  return { text: facts.texts.join(''), pdf, disposition: String(res.headers['content-disposition']) };
}

/** Medians per building use recomputed from the single projects of the window. */
async function mediansByUse(from: number, to: number): Promise<Map<string, { median: number; samples: number }>> {
  const rows = await t.database.db.selectFrom(BID_NODE_TABLE).select(['building_use', 'unit_cost']).where('price_month', '>=', from).where('price_month', '<=', to).execute();
  const groups = new Map<string, number[]>();
  for (const r of rows) groups.set(String(r.building_use), [...(groups.get(String(r.building_use)) ?? []), Number(r.unit_cost)]);
  const out = new Map<string, { median: number; samples: number }>();
  for (const [use, values] of groups) {
    values.sort((a, b) => a - b);
    const n = values.length;
    const median = n % 2 ? values[(n - 1) / 2]! : (values[n / 2 - 1]! + values[n / 2]!) / 2;
    out.set(use, { median: Math.round(median * 100) / 100, samples: n });
  }
  return out;
}

test('every report downloads as a PDF stating its unit, period, region, sample, base and the 示例数据 note', async () => {
  const list = dataOf<ProductList>(await post(t.app, ActivitiesPaths.products, { category: 'report' }, null));
  expect(list.products.length).toBeGreaterThanOrEqual(3);
  for (const p of list.products) {
    const detail = dataOf<ProductDetail>(await get(t.app, ActivitiesPaths.productCodeInfo, null, { productCode: p.code }));
    const { token, exchangeId } = await exchanged(p.code);
    const { text, disposition } = await download(ActivitiesPaths.downloadPdf, token, exchangeId);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`${p.title}.pdf`)}`);
    expect(disposition).toContain(`report-${p.code}-${exchangeId}.pdf`);
    expect(text).toContain('造价指标网');
    expect(text).toContain(p.title);
    expect(text).toContain('示例数据：本报告由平台的示例造价数据自动生成');
    expect(text).toContain(`兑换编号 ${exchangeId}`);
    const scope = detail.report!;
    for (const part of [scope.unit, scope.period, scope.region]) expect(text).toContain(part);
    if (scope.base) expect(text).toContain(scope.base);
    expect(text).toMatch(/第 1 页 \/ 共 \d 页/);
    // Every row of the figures is printed as read.
    const product = (await productByCode(t.database.db, p.code))!;
    const spec = (product.spec as { report: ReportSpec }).report;
    const figures = await readReport(t.services, spec);
    for (const row of figures.medians ?? []) expect(text).toContain(`${row.rank}${row.label}${money(row.median)}${row.samples}`);
    for (const q of figures.quarters ?? []) expect(text).toContain(`${q.label}${q.value.toFixed(2)}`);
    for (const line of figures.findings) expect(text).toContain(line);
  }
});

test('the 各类建筑 report prints the medians of the single projects, recomputed here', async () => {
  const list = dataOf<ProductList>(await post(t.app, ActivitiesPaths.products, { category: 'report' }, null));
  const p = list.products.find((x) => x.title.includes('各类建筑'))!;
  const spec = ((await productByCode(t.database.db, p.code))!.spec as { report: Extract<ReportSpec, { report: 'byUse' }> }).report;
  const expected = await mediansByUse(spec.from, spec.to);
  expect(expected.size).toBeGreaterThan(3);
  const { token, exchangeId } = await exchanged(p.code);
  const { text } = await download(ActivitiesPaths.downloadPdf, token, exchangeId);
  const total = [...expected.values()].reduce((n, g) => n + g.samples, 0);
  expect(text).toContain(`统计期内共${total}个单项工程`);
  for (const [use, g] of expected) {
    if (g.samples >= 3) expect(text).toContain(`${use}${money(g.median)}${g.samples}`);
    else expect(text).toContain(`${use}（${g.samples}个）`);
  }
});

test('a report exchange downloads 5 times (downloadPDF, then downloadPDFAgain), then 下载次数已用完', async () => {
  const list = dataOf<ProductList>(await post(t.app, ActivitiesPaths.products, { category: 'report' }, null));
  const { token, exchangeId } = await exchanged(list.products[0]!.code);
  expect(dataOf(await post(t.app, ActivitiesPaths.checkDownloaded, { exchangeId }, token))).toEqual({ exchangeId, downloaded: false });
  await download(ActivitiesPaths.downloadPdf, token, exchangeId);
  expect(dataOf(await post(t.app, ActivitiesPaths.checkDownloaded, { exchangeId }, token))).toEqual({ exchangeId, downloaded: true });
  for (let i = 0; i < 4; i++) await download(ActivitiesPaths.downloadPdfAgain, token, exchangeId);
  expect(dataOf<DownloadTimes>(await post(t.app, ActivitiesPaths.checkDownloadTimes, { exchangeId }, token))).toEqual({ exchangeId, remaining: 0, limit: 5, used: 5 });
  const refused = await post(t.app, ActivitiesPaths.downloadPdfAgain, { exchangeId }, token);
  expect(refused.headers['content-type']).toContain('application/json');
  expect(refusalOf(refused)).toEqual({ http: 200, code: 510, msg: '下载次数已用完' });
  expect(refusalOf(await post(t.app, ActivitiesPaths.downloadPdf, { exchangeId }, token)).msg).toBe('下载次数已用完');
});
