/**
 * An exchanged report as a PDF (pdfkit, Noto Sans SC embedded as subsets through the kernel's
 * cjkFonts(), so the Chinese text is real, searchable text).
 *
 * A4 portrait: the site's name and the report's title, the 示例数据 notice, 一、报告说明 (unit,
 * period, region, sample, base, source), 二、图示 (a horizontal bar chart of the medians, or the
 * index's line chart), 三、数据明细 (the table), 四、解读与使用说明; every page carries the exchange
 * number, the generation time and 第 n 页 / 共 m 页. Every number is the one report.ts rounded.
 */
import PDFDocument from 'pdfkit';
import { exportTime, type DownloadName } from '@kernel/server/download';
import { cjkFonts } from '@kernel/server/pdf-fonts';
import { moneyText, pctText, type ReportFigures } from './report';

const SITE = '造价指标网';
const A4 = { width: 595.28, height: 841.89 };
const SIDE = 50;
const WIDTH = A4.width - 2 * SIDE;
const LAST_LINE = A4.height - 70;
const COLORS = { ink: '#1e293b', soft: '#64748b', line: '#cbd5e1', band: '#0f4c81', bar: '#2f6fb3', head: '#e8eef6', zebra: '#f7f9fc', warn: '#fff4e5', warnInk: '#8a4b08' };

type Doc = PDFKit.PDFDocument;

export interface ReportPdfInput {
  title: string;
  productCode: string;
  exchangeId: number;
  /** The member's account as shown on the cover (masked). */
  member: string;
  generatedAt: number;
  figures: ReportFigures;
}

/** The download's names: 《title》.pdf and report-<code>-<exchange>.pdf. */
export function reportFileName(title: string, productCode: string, exchangeId: number): DownloadName {
  return { name: `${title}.pdf`, ascii: `report-${productCode}-${exchangeId}.pdf` };
}

function sectionTitle(doc: Doc, text: string): void {
  if (doc.y > LAST_LINE - 90) doc.addPage();
  doc.moveDown(0.6);
  const y = doc.y;
  doc.rect(SIDE, y + 1, WIDTH, 20).fill(COLORS.head);
  doc.rect(SIDE, y + 1, 4, 20).fill(COLORS.band);
  doc.font('cjk-bold').fontSize(11.5).fillColor(COLORS.ink).text(text, SIDE + 12, y + 4, { width: WIDTH - 16 });
  doc.x = SIDE;
  doc.y = y + 28;
}

/** Label–value rows (报告说明). */
function facts(doc: Doc, rows: Array<[string, string]>): void {
  const labelW = 78;
  for (const [label, value] of rows) {
    doc.font('cjk').fontSize(9.5);
    const h = Math.max(doc.heightOfString(value, { width: WIDTH - labelW - 12 }), 12) + 8;
    if (doc.y + h > LAST_LINE) doc.addPage();
    const y = doc.y;
    doc.font('cjk-bold').fontSize(9.5).fillColor(COLORS.soft).text(label, SIDE + 4, y + 4, { width: labelW - 8 });
    doc.font('cjk').fontSize(9.5).fillColor(COLORS.ink).text(value, SIDE + labelW, y + 4, { width: WIDTH - labelW - 12 });
    doc.moveTo(SIDE, y + h).lineTo(SIDE + WIDTH, y + h).lineWidth(0.4).strokeColor(COLORS.line).stroke();
    doc.y = y + h;
  }
  doc.x = SIDE;
}

interface Col {
  title: string;
  share: number;
  right?: boolean;
}

/** A striped table whose header repeats after a page break. */
function grid(doc: Doc, cols: Col[], rows: string[][]): void {
  const total = cols.reduce((s, c) => s + c.share, 0);
  const widths = cols.map((c) => (c.share / total) * WIDTH);
  const rowH = 17;
  const drawHead = () => {
    const y = doc.y;
    doc.rect(SIDE, y, WIDTH, rowH + 2).fill(COLORS.band);
    let x = SIDE;
    cols.forEach((c, i) => {
      doc.font('cjk-bold').fontSize(9).fillColor('#ffffff').text(c.title, x + 5, y + 4.5, { width: widths[i]! - 10, align: c.right ? 'right' : 'left', lineBreak: false });
      x += widths[i]!;
    });
    doc.y = y + rowH + 2;
  };
  drawHead();
  rows.forEach((cells, r) => {
    if (doc.y + rowH > LAST_LINE) {
      doc.addPage();
      drawHead();
    }
    const y = doc.y;
    if (r % 2 === 1) doc.rect(SIDE, y, WIDTH, rowH).fill(COLORS.zebra);
    let x = SIDE;
    cells.forEach((text, i) => {
      doc.font('cjk').fontSize(9).fillColor(COLORS.ink).text(text, x + 5, y + 4, { width: widths[i]! - 10, align: cols[i]!.right ? 'right' : 'left', lineBreak: false });
      x += widths[i]!;
    });
    doc.y = y + rowH;
  });
  doc.moveTo(SIDE, doc.y).lineTo(SIDE + WIDTH, doc.y).lineWidth(0.6).strokeColor(COLORS.line).stroke();
  doc.x = SIDE;
  doc.moveDown(0.4);
}

/** A round step for an axis over [0, max]: 1, 2 or 5 × 10^n giving about `ticks` steps. */
function niceStep(max: number, ticks: number): number {
  const raw = max / ticks;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / pow;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * pow;
}

/** Horizontal bars (one per row), values printed at their ends, a scale with round ticks. */
function barChart(doc: Doc, rows: Array<{ label: string; value: number }>, unit: string): void {
  const labelW = 74;
  const valueW = 64;
  const barH = 9;
  const gap = 4.5;
  const plotW = WIDTH - labelW - valueW;
  const height = rows.length * (barH + gap) + 30;
  if (doc.y + height > LAST_LINE) doc.addPage();
  const top = doc.y + 4;
  const max = Math.max(...rows.map((r) => r.value), 1);
  const step = niceStep(max, 5);
  const axisMax = Math.ceil(max / step) * step;
  const x0 = SIDE + labelW;
  const bottom = top + rows.length * (barH + gap);
  for (let v = 0; v <= axisMax + 1e-9; v += step) {
    const x = x0 + (v / axisMax) * plotW;
    doc.moveTo(x, top - 2).lineTo(x, bottom).lineWidth(0.3).strokeColor(COLORS.line).stroke();
    doc.font('cjk').fontSize(7).fillColor(COLORS.soft).text(v.toLocaleString('en-US'), x - 25, bottom + 3, { width: 50, align: 'center', lineBreak: false });
  }
  rows.forEach((r, i) => {
    const y = top + i * (barH + gap);
    doc.font('cjk').fontSize(8).fillColor(COLORS.ink).text(r.label, SIDE, y + 0.5, { width: labelW - 6, align: 'right', lineBreak: false });
    doc.rect(x0, y, Math.max(1, (r.value / axisMax) * plotW), barH).fill(i === 0 ? COLORS.band : COLORS.bar);
    doc.font('cjk').fontSize(7.5).fillColor(COLORS.ink).text(moneyText(r.value), x0 + (r.value / axisMax) * plotW + 4, y + 0.5, { width: valueW, lineBreak: false });
  });
  doc.font('cjk').fontSize(7.5).fillColor(COLORS.soft).text(`单位：${unit}`, SIDE, bottom + 14, { width: WIDTH, align: 'right' });
  doc.x = SIDE;
  doc.y = bottom + 28;
}

/** The index by quarter as a line with its points labelled. */
function lineChart(doc: Doc, points: Array<{ label: string; value: number }>): void {
  const height = 190;
  if (doc.y + height + 30 > LAST_LINE) doc.addPage();
  const top = doc.y + 8;
  const left = SIDE + 36;
  const plotW = WIDTH - 46;
  const bottom = top + height;
  const values = points.map((p) => p.value);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const step = niceStep(Math.max(hi - lo, 1), 4);
  const axisLo = Math.floor(lo / step) * step - step;
  const axisHi = Math.ceil(hi / step) * step + step;
  const yOf = (v: number) => bottom - ((v - axisLo) / (axisHi - axisLo)) * height;
  for (let v = axisLo; v <= axisHi + 1e-9; v += step) {
    const y = yOf(v);
    doc.moveTo(left, y).lineTo(left + plotW, y).lineWidth(0.3).strokeColor(COLORS.line).stroke();
    doc.font('cjk').fontSize(7).fillColor(COLORS.soft).text(v.toFixed(0), SIDE, y - 4, { width: 30, align: 'right', lineBreak: false });
  }
  const dx = points.length > 1 ? plotW / (points.length - 1) : 0;
  const xOf = (i: number) => left + (points.length > 1 ? i * dx : plotW / 2);
  points.forEach((p, i) => {
    if (i === 0) doc.moveTo(xOf(i), yOf(p.value));
    else doc.lineTo(xOf(i), yOf(p.value));
  });
  doc.lineWidth(1.6).strokeColor(COLORS.bar).stroke();
  points.forEach((p, i) => {
    doc.circle(xOf(i), yOf(p.value), 2.4).fill(COLORS.band);
    doc.font('cjk').fontSize(6.5).fillColor(COLORS.ink).text(p.value.toFixed(2), xOf(i) - 20, yOf(p.value) - 12, { width: 40, align: 'center', lineBreak: false });
    doc.font('cjk').fontSize(7).fillColor(COLORS.soft).text(p.label, xOf(i) - 20, bottom + 4, { width: 40, align: 'center', lineBreak: false });
  });
  doc.font('cjk').fontSize(7.5).fillColor(COLORS.soft).text('单位：指数（点），2018-01 全国 = 100', SIDE, bottom + 18, { width: WIDTH, align: 'right' });
  doc.x = SIDE;
  doc.y = bottom + 32;
}

/** The report's PDF. */
export async function reportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { regular, bold } = cjkFonts();
  const f = input.figures;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: SIDE, right: SIDE },
    bufferPages: true,
    lang: 'zh-CN',
    info: { Title: input.title, Author: SITE, Subject: `${input.title}（示例数据）`, Creator: `${SITE} 积分商城` },
  });
  doc.registerFont('cjk', regular);
  doc.registerFont('cjk-bold', bold);
  const parts: Buffer[] = [];
  doc.on('data', (b: Buffer) => parts.push(b));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  const time = exportTime(input.generatedAt);

  // Cover band: the site, the title, the exchange.
  doc.rect(0, 0, A4.width, 118).fill(COLORS.band);
  doc.font('cjk-bold').fontSize(10).fillColor('#cfe0f3').text(`${SITE} · 积分商城数据报告`, SIDE, 28, { width: WIDTH });
  doc.font('cjk-bold').fontSize(19).fillColor('#ffffff').text(input.title, SIDE, 46, { width: WIDTH });
  doc.font('cjk').fontSize(8.5).fillColor('#cfe0f3').text(`报告编号 ${input.productCode}　兑换编号 ${input.exchangeId}　兑换会员 ${input.member}　生成于 ${time.date} ${time.minute}`, SIDE, 92, { width: WIDTH });
  doc.y = 134;

  const notice = '示例数据：本报告由平台的示例造价数据自动生成，工程、价格与指数均为演示用途，不作为计价、结算或投资决策的依据。';
  doc.font('cjk').fontSize(9);
  const nh = doc.heightOfString(notice, { width: WIDTH - 20 }) + 12;
  const ny = doc.y;
  doc.rect(SIDE, ny, WIDTH, nh).fill(COLORS.warn);
  doc.fillColor(COLORS.warnInk).text(notice, SIDE + 10, ny + 6, { width: WIDTH - 20 });
  doc.x = SIDE;
  doc.y = ny + nh + 4;

  sectionTitle(doc, '一、报告说明');
  facts(doc, [
    ['单位', f.scope.unit],
    ['统计期', f.scope.period],
    ['地区', f.scope.region],
    ['样本', f.medians ? `${f.scope.sample}（统计期内共${f.samples}个单项工程）` : `${f.scope.sample}（共${f.samples}个季度）`],
    ['基期', f.scope.base ?? '不适用（按当期价格水平统计）'],
    ['数据来源', `${SITE}示例数据（单项工程指标库、造价指数）`],
  ]);

  if (f.medians) {
    sectionTitle(doc, '二、单方造价中位数对比');
    if (f.medians.length) barChart(doc, f.medians.map((m) => ({ label: m.label, value: m.median })), f.scope.unit);
    sectionTitle(doc, '三、数据明细');
    grid(
      doc,
      [
        { title: '排序', share: 8, right: true },
        { title: f.groupLabel ?? '分组', share: 36 },
        { title: '单方造价中位数（元/m²）', share: 32, right: true },
        { title: '样本量（个）', share: 24, right: true },
      ],
      f.medians.map((m) => [String(m.rank), m.label, moneyText(m.median), String(m.samples)]),
    );
  } else if (f.quarters) {
    sectionTitle(doc, '二、季度指数走势');
    if (f.quarters.length) lineChart(doc, f.quarters.map((q) => ({ label: q.short, value: q.value })));
    sectionTitle(doc, '三、数据明细');
    grid(
      doc,
      [
        { title: '季度', share: 34 },
        { title: '指数（点）', share: 22, right: true },
        { title: '环比', share: 22, right: true },
        { title: '同比', share: 22, right: true },
      ],
      f.quarters.map((q) => [q.label, q.value.toFixed(2), pctText(q.qoq), pctText(q.yoy)]),
    );
  }

  sectionTitle(doc, '四、解读与使用说明');
  for (const line of f.findings) {
    if (doc.y > LAST_LINE - 20) doc.addPage();
    const y = doc.y;
    doc.circle(SIDE + 4, y + 6, 1.6).fill(COLORS.band);
    doc.font('cjk').fontSize(9.5).fillColor(COLORS.ink).text(line, SIDE + 12, y, { width: WIDTH - 12, lineGap: 2 });
    doc.moveDown(0.3);
  }

  // Footers on every page.
  const pages = doc.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const y = A4.height - 40;
    doc.moveTo(SIDE, y - 6).lineTo(SIDE + WIDTH, y - 6).lineWidth(0.4).strokeColor(COLORS.line).stroke();
    doc.font('cjk').fontSize(7.5).fillColor(COLORS.soft);
    doc.text(`${SITE}（示例数据）· ${input.title} · 兑换编号 ${input.exchangeId}`, SIDE, y, { width: WIDTH * 0.78, lineBreak: false });
    doc.text(`第 ${i - pages.start + 1} 页 / 共 ${pages.count} 页`, SIDE + WIDTH * 0.78, y, { width: WIDTH * 0.22, align: 'right', lineBreak: false });
  }
  doc.end();
  return finished;
}
