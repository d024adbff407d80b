/**
 * 下载组价方案 (PDF) and the item workbook (XLSX): the PDF opens (%PDF header, Noto Sans SC embedded
 * as subsets with their ToUnicode maps, so the Chinese text is extractable), says 示例数据, numbers its
 * pages, and shows the endpoints' figures to the cent; the workbook holds the same figures. And the
 * item index picks up items written after it was built.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { BQ_ITEM_TABLE } from '@plugins/cost-data/shared/tables';
import { UnitPricePaths, type BqItemInfo, type BqNormGroup, type BqPriceComposition, type BqResSummary, type BqSearchPage } from '@plugins/unit-price/shared/contract';
import { money } from '@plugins/unit-price/server/pdf';
import { buildUnitPriceApp, dataOf, get, MEMBER, post, type UnitPriceTestApp } from './fixtures';
import { readPdf } from '../../../helpers/pdf-text';

jest.setTimeout(120_000);

let t: UnitPriceTestApp;
let app: FastifyInstance;
let ref: { id: number; projectId: number };

beforeAll(async () => {
  t = await buildUnitPriceApp({ refreshMs: 0 });
  app = t.app;
  const row = await t.database.db
    .selectFrom(BQ_ITEM_TABLE)
    .select(['id', 'bid_node_id'])
    .where('code9', '=', '010505001')
    .where('province_id', '=', 12)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  ref = { id: Number(row.id), projectId: Number(row.bid_node_id) };
});
afterAll(() => t.close());

describe('下载组价方案 (PDF)', () => {
  it('is a real PDF with embedded Chinese fonts, the sample-data notice, page numbers and the API figures', async () => {
    const res = await get(app, UnitPricePaths.pdf, ref);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('组价方案_'));
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const facts = readPdf(pdf);
    expect(facts.hasFontFile).toBe(true);
    expect(facts.hasToUnicode).toBe(true);
    // Subsets: a six-letter tag before the font name.
    expect(facts.fonts.some((f) => /^[A-Z]{6}\+NotoSansSC-Regular$/.test(f))).toBe(true);
    expect(facts.fonts.some((f) => /^[A-Z]{6}\+NotoSansSC-Bold$/.test(f))).toBe(true);
    // Small: only the glyphs used are embedded (the font files are 10 MB each).
    expect(pdf.length).toBeLessThan(400_000);

    const text = facts.texts.join('\n');
    const info = dataOf<BqItemInfo>(await get(app, UnitPricePaths.info, ref));
    const comp = dataOf<BqPriceComposition>(await get(app, UnitPricePaths.priceCompositions, ref));
    const norms = dataOf<BqNormGroup>(await get(app, UnitPricePaths.norms, ref));
    const resources = dataOf<BqResSummary>(await get(app, UnitPricePaths.resSummaries, ref));
    expect(text).toContain('综合单价组价方案');
    expect(text).toContain('示例数据');
    expect(facts.texts).toContain(`${info.code}  ${info.name}（${info.unit}）`);
    for (const heading of ['一、基本信息', '二、综合单价组成', '三、定额组价', '四、人材机汇总', '五、同类清单参考']) expect(facts.texts).toContain(heading);
    expect(facts.texts).toContain(`${money(info.unitPrice)} 元/${info.unit}`);
    expect(facts.texts).toContain(`${money(info.amount)} 元`);
    expect(facts.texts).toContain(info.standard.name);
    expect(facts.texts).toContain(info.project.pricingStage);
    expect(text).toContain(`${info.basis.regionName} ${info.basis.month} ${info.basis.kindName}`);
    for (const r of comp.rows) expect(facts.texts).toContain(money(r.value));
    for (const n of norms.lines) {
      expect(facts.texts).toContain(n.normCode);
      expect(facts.texts).toContain(money(n.normPrice));
    }
    for (const l of resources.lines) {
      expect(facts.texts).toContain(l.code);
      expect(facts.texts).toContain(money(l.amount));
    }
    for (const v of [resources.totals.labour, resources.totals.material, resources.totals.machine, resources.totals.direct]) expect(facts.texts).toContain(money(v));
    expect(facts.pages).toBeGreaterThanOrEqual(1);
    expect(facts.texts).toContain(`第 1 页 / 共 ${facts.pages} 页`);
  });

  it('needs VIP, and an item of that single project', async () => {
    expect((await get(app, UnitPricePaths.pdf, ref, MEMBER.token)).json()).toMatchObject({ statusCode: 820 });
    expect((await get(app, UnitPricePaths.pdf, { ...ref, projectId: ref.projectId + 1 })).json()).toMatchObject({ statusCode: 440 });
  });
});

describe('the item workbook', () => {
  it('holds the same figures as the detail endpoints', async () => {
    const res = await get(app, UnitPricePaths.exportItem, ref);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['基本信息', '综合单价组成', '定额组价', '人材机汇总', '同类清单参考']);
    const info = dataOf<BqItemInfo>(await get(app, UnitPricePaths.info, ref));
    const basics = wb.getWorksheet('基本信息')!;
    expect(String(basics.getCell('A2').value)).toContain('示例数据');
    expect(basics.getCell('B4').value).toBe(info.code);
    expect(basics.getCell('B9').value).toBe(info.unitPrice);
    expect(basics.getCell('B10').value).toBe(info.amount);
    const comp = dataOf<BqPriceComposition>(await get(app, UnitPricePaths.priceCompositions, ref));
    const cs = wb.getWorksheet('综合单价组成')!;
    comp.rows.forEach((r, i) => {
      expect(cs.getRow(4 + i).getCell(1).value).toBe(r.name);
      expect(cs.getRow(4 + i).getCell(4).value).toBe(r.value);
    });
    expect(cs.getRow(4 + comp.rows.length).getCell(4).value).toBe(info.unitPrice);
    const resources = dataOf<BqResSummary>(await get(app, UnitPricePaths.resSummaries, ref));
    const rs = wb.getWorksheet('人材机汇总')!;
    resources.lines.forEach((l, i) => {
      expect(rs.getRow(4 + i).getCell(1).value).toBe(l.code);
      expect(rs.getRow(4 + i).getCell(11).value).toBe(l.amount);
    });
    expect(rs.getRow(4 + resources.lines.length + 3).getCell(11).value).toBe(resources.totals.direct);
    expect((await get(app, UnitPricePaths.exportItem, ref, MEMBER.token)).json()).toMatchObject({ statusCode: 820 });
  });
});

describe('the item index refresh', () => {
  it('picks up items written after the index was built', async () => {
    const total = async () => dataOf<BqSearchPage>(await post(app, UnitPricePaths.search, { keyWord: '010505001', pageNum: 1, pageSize: 10 }, MEMBER.token)).sampleTotal;
    const before = await total();
    const row = await t.database.db.selectFrom(BQ_ITEM_TABLE).selectAll().where('id', '=', ref.id).executeTakeFirstOrThrow();
    const last = await t.database.db.selectFrom(BQ_ITEM_TABLE).select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    await t.database.db.insertInto(BQ_ITEM_TABLE).values({ ...row, id: Number(last.id) + 1, seq: 9999 }).execute();
    // The current index answers while the table is re-read in the background.
    let seen = before;
    for (let i = 0; i < 100 && seen !== before + 1; i++) {
      seen = await total();
      if (seen !== before + 1) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe(before + 1);
  });
});
