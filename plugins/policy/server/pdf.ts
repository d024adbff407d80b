/**
 * 下载原文: a document as a PDF (pdfkit), with Noto Sans SC embedded as subsets (the kernel's
 * cjkFonts), so its Chinese text is real text (searchable, copyable, with a ToUnicode map).
 *
 * A4 portrait, in the order of the detail page: the title, the 文号, a line of metadata (发文机关,
 * 发布日期, 实施日期, 状态, 类型), then every block of the full text in its order — the preamble and
 * paragraphs (first line indented), headings and articles, tables (the lead sentence, the caption,
 * the header and rows), the effective-date clause, the issuer's signature and the date (right-aligned),
 * attachments. Every page carries the sample-data line and 第 n 页 / 共 m 页. The text the PDF
 * writes is therefore the page's text (`documentTexts`), in the same order.
 */
import PDFDocument from 'pdfkit';
import { cjkFonts } from '@kernel/server/pdf-fonts';
import { POLICY_STATUS_NAMES, type PolicyBlock, type PolicyDetail } from '../shared/contract';

const MARGIN = 56;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_Y = PAGE.height - MARGIN + 18;
const BOTTOM = PAGE.height - MARGIN;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const HEAD_FILL = '#eef2f7';
const TITLE_RED = '#b91c1c';

/** The footer's sample-data line (on every page). */
export const PDF_FOOTER_NOTE = '示例数据：本文件为造价指标网生成的演示文本，不代表真实发文';

type Doc = PDFKit.PDFDocument;

/** The metadata line under the 文号. */
export function metaLine(d: Pick<PolicyDetail, 'issuer' | 'publishDate' | 'effectiveDate' | 'status' | 'typeName'>): string {
  return `发文机关：${d.issuer}　发布日期：${d.publishDate}　实施日期：${d.effectiveDate}　状态：${POLICY_STATUS_NAMES[d.status]}　类型：${d.typeName}`;
}

/** The texts of a block in the order the page and the PDF show them. */
export function blockTexts(block: PolicyBlock): string[] {
  if (block.kind === 'table') {
    return [block.text, block.caption ?? '', ...(block.header ?? []), ...(block.rows ?? []).flat()].filter((t) => t !== '');
  }
  return block.text ? [block.text] : [];
}

/** Every text of the document's body, in order: title, 文号, metadata, then the blocks. */
export function documentTexts(d: PolicyDetail): string[] {
  return [d.title, d.docNo, metaLine(d), ...d.blocks.flatMap(blockTexts)];
}

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

/** A table: shaded header (repeated on a new page), wrapped cells, rules between rows. */
function table(doc: Doc, block: PolicyBlock): void {
  const header = block.header ?? [];
  const rows = block.rows ?? [];
  const columns = Math.max(header.length, ...rows.map((r) => r.length), 1);
  // The first column (names) wider than the figures.
  const weights = Array.from({ length: columns }, (_, i) => (i === 0 && columns > 1 ? 1.6 : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / sum) * CONTENT_WIDTH);
  const padX = 4;
  const padY = 4;
  const fontSize = 9;
  const heightOf = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(fontSize);
    return Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i]! - 2 * padX })), fontSize) + 2 * padY;
  };
  const drawRow = (cells: readonly string[], header: boolean) => {
    const h = heightOf(cells, header);
    const y = doc.y;
    if (header) doc.rect(MARGIN, y, CONTENT_WIDTH, h).fill(HEAD_FILL);
    doc.font(header ? 'bold' : 'regular').fontSize(fontSize).fillColor(INK);
    let x = MARGIN;
    cells.forEach((text, i) => {
      if (text) doc.text(text, x + padX, y + padY, { width: widths[i]! - 2 * padX, align: header || i > 0 ? 'center' : 'left' });
      x += widths[i]!;
    });
    doc.moveTo(MARGIN, y + h).lineTo(MARGIN + CONTENT_WIDTH, y + h).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.y = y + h;
  };
  if (block.caption) {
    ensureRoom(doc, 60);
    doc.font('bold').fontSize(10).fillColor(INK).text(block.caption, MARGIN, doc.y, { width: CONTENT_WIDTH, align: 'center' });
    doc.moveDown(0.3);
  }
  if (header.length) {
    ensureRoom(doc, heightOf(header, true) + 20);
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + CONTENT_WIDTH, doc.y).lineWidth(0.8).strokeColor('#9ca3af').stroke();
    drawRow(header, true);
  }
  for (const row of rows) {
    if (doc.y + heightOf(row, false) > BOTTOM) {
      doc.addPage();
      if (header.length) drawRow(header, true);
    }
    drawRow(row, false);
  }
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

function block(doc: Doc, b: PolicyBlock): void {
  const body = { width: CONTENT_WIDTH, lineGap: 4 };
  doc.x = MARGIN;
  switch (b.kind) {
    case 'table':
      if (b.text) {
        doc.font('regular').fontSize(11).fillColor(INK).text(b.text, MARGIN, doc.y, { ...body, indent: 22 });
        doc.moveDown(0.4);
      }
      table(doc, b);
      return;
    case 'heading':
      ensureRoom(doc, 50);
      doc.moveDown(0.3);
      doc.font('bold').fontSize(11.5).fillColor(INK).text(b.text, MARGIN, doc.y, body);
      doc.moveDown(0.4);
      return;
    case 'signature':
    case 'date':
      ensureRoom(doc, 24);
      if (b.kind === 'signature') doc.moveDown(1);
      doc.font('regular').fontSize(11).fillColor(INK).text(b.text, MARGIN, doc.y, { width: CONTENT_WIDTH, align: 'right' });
      doc.moveDown(0.3);
      return;
    case 'attachment':
      doc.font('regular').fontSize(10.5).fillColor(INK).text(b.text, MARGIN, doc.y, body);
      doc.moveDown(0.4);
      return;
    default:
      // preamble, article, paragraph, clause: body text, first line indented by two characters.
      doc.font('regular').fontSize(11).fillColor(INK).text(b.text, MARGIN, doc.y, { ...body, indent: 22 });
      doc.moveDown(0.5);
  }
}

/** The PDF of one document. */
export async function policyPdf(d: PolicyDetail): Promise<Buffer> {
  const { regular, bold } = cjkFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${d.docNo} ${d.title}`, Author: d.issuer, Subject: '政策文件（示例数据）', Creator: '造价指标网' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  // ---- title, 文号, metadata ----
  doc.font('bold').fontSize(17).fillColor(TITLE_RED).text(d.title, MARGIN, MARGIN + 6, { width: CONTENT_WIDTH, align: 'center', lineGap: 4 });
  doc.moveDown(0.5);
  doc.font('regular').fontSize(11).fillColor(INK).text(d.docNo, { width: CONTENT_WIDTH, align: 'center' });
  doc.moveDown(0.4);
  const ruleY = doc.y + 2;
  doc.moveTo(MARGIN, ruleY).lineTo(MARGIN + CONTENT_WIDTH, ruleY).lineWidth(1.2).strokeColor(TITLE_RED).stroke();
  doc.y = ruleY + 8;
  doc.font('regular').fontSize(8.5).fillColor(MUTED).text(metaLine(d), MARGIN, doc.y, { width: CONTENT_WIDTH, align: 'center' });
  doc.moveDown(1.2);

  // ---- the full text ----
  for (const b of d.blocks) block(doc, b);

  // ---- footers: the sample-data line and page numbers on every page ----
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.moveTo(MARGIN, FOOTER_Y - 5).lineTo(PAGE.width - MARGIN, FOOTER_Y - 5).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(PDF_FOOTER_NOTE, MARGIN, FOOTER_Y, { width: CONTENT_WIDTH * 0.75, lineBreak: false });
    doc.text(`第 ${i - range.start + 1} 页 / 共 ${range.count} 页`, MARGIN + CONTENT_WIDTH * 0.75, FOOTER_Y, { width: CONTENT_WIDTH * 0.25, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
