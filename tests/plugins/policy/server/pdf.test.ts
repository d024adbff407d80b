/**
 * queryPolicyPdf: the original as a PDF with Noto Sans SC embedded; its text is the detail page's
 * text (title, 文号, metadata line, then every block's text in order); every page carries the
 * sample-data line and 第 n 页 / 共 m 页; refusals answer the envelope.
 */
import { documentTexts, PDF_FOOTER_NOTE } from '@plugins/policy/server/pdf';
import { PolicyMessages, PolicyPaths } from '@plugins/policy/shared/contract';
import { readPdf } from '../../../helpers/pdf-text';
import { buildPolicyApp, JIANGSU, MEMBER, VIP, type PolicyTestApp } from './search-support';

let t: PolicyTestApp;

beforeAll(async () => {
  t = await buildPolicyApp();
}, 240_000);

afterAll(async () => {
  await t?.close();
});

const PAGE_NUMBER = /^第 (\d+) 页 \/ 共 (\d+) 页$/;
const squeeze = (s: string) => s.replace(/\s+/g, '');

async function pdfOf(policyId: number) {
  const res = await t.get(`${PolicyPaths.pdf}?policyId=${policyId}`, VIP.token);
  expect(res.http).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, pdf: readPdf(res.raw) };
}

describe('queryPolicyPdf', () => {
  it('writes the page text of a notice with a rate table, in order, with the CJK font embedded', async () => {
    const hit = (await t.search({ keyWord: '人工工资指导价', areaId: JIANGSU })).list[0];
    const detail = await t.detail(hit.policyId);
    expect(detail.blocks.some((b: any) => b.kind === 'table')).toBe(true);
    const { res, pdf } = await pdfOf(hit.policyId);
    expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(detail.pdfName)}`);
    expect(pdf.fonts.some((f) => /NotoSansSC/.test(f))).toBe(true);
    expect(pdf.hasToUnicode).toBe(true);
    expect(pdf.hasFontFile).toBe(true);
    const body = pdf.texts.filter((s) => s !== PDF_FOOTER_NOTE && !PAGE_NUMBER.test(s));
    expect(squeeze(body.join(''))).toBe(squeeze(documentTexts(detail).join('')));
    // The table's figures are in the PDF as on the page.
    const table = detail.blocks.find((b: any) => b.kind === 'table');
    for (const cell of table.rows.flat()) expect(squeeze(body.join(''))).toContain(squeeze(cell));
  });

  it('numbers every page and carries the sample-data line on each', async () => {
    // The longest document of a search (most blocks) spans pages.
    const hits = (await t.search({ keyWord: '计价依据', pageSize: 20 })).list;
    let longest = { id: 0, blocks: 0 };
    for (const h of hits) {
      const d = await t.detail(h.policyId);
      const size = d.blocks.reduce((s: number, b: any) => s + b.text.length + (b.rows?.flat().join('').length ?? 0), 0);
      if (size > longest.blocks) longest = { id: h.policyId, blocks: size };
    }
    const detail = await t.detail(longest.id);
    const { pdf } = await pdfOf(longest.id);
    expect(pdf.pages).toBeGreaterThan(1);
    const numbers = pdf.texts.filter((s) => PAGE_NUMBER.test(s));
    expect(numbers).toHaveLength(pdf.pages);
    numbers.forEach((s, i) => expect(s).toBe(`第 ${i + 1} 页 / 共 ${pdf.pages} 页`));
    expect(pdf.texts.filter((s) => s === PDF_FOOTER_NOTE)).toHaveLength(pdf.pages);
    const body = pdf.texts.filter((s) => s !== PDF_FOOTER_NOTE && !PAGE_NUMBER.test(s));
    expect(squeeze(body.join(''))).toBe(squeeze(documentTexts(detail).join('')));
  });

  it('answers the envelope when refused or unknown', async () => {
    const member = await t.get(`${PolicyPaths.pdf}?policyId=1`, MEMBER.token);
    expect(member.body).toMatchObject({ statusCode: 820 });
    const unknown = await t.get(`${PolicyPaths.pdf}?policyId=9999999`, VIP.token);
    expect(unknown.body).toMatchObject({ statusCode: 440, businessMsg: PolicyMessages.notFound });
    const bad = await t.get(`${PolicyPaths.pdf}?policyId=abc`, VIP.token);
    expect(bad.http).toBe(400);
    expect(bad.body.statusCode).toBe(400);
  });
});
