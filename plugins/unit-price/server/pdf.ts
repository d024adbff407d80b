/**
 * 下载组价方案: the pricing scheme of one bill item as a PDF (pdfkit), with Noto Sans SC
 * (@expo-google-fonts/noto-sans-sc, regular and bold) embedded as subsets, so the Chinese text is
 * real text (with its ToUnicode map: it can be searched and copied).
 *
 * A4 portrait: the title and the item, a 示例数据 notice, 基本信息, 综合单价组成, 定额组价, 人材机汇总
 * (with class subtotals) and the same code's statistics in the province; every page carries the
 * source line and 第 n 页 / 共 m 页. Every figure is the endpoint's (detail.ts), formatted to the cent;
 * totals are the stored values, so the document agrees with the page to the cent.
 */
import PDFDocument from 'pdfkit';
import { exportTime, type DownloadName } from '@kernel/server/download';
import { cjkFonts } from '@kernel/server/pdf-fonts';
import type { BqItemInfo } from '../shared/contract';
import type { ItemDocument } from './detail';

const MARGIN = 48;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_Y = PAGE.height - MARGIN + 14;
const BOTTOM = PAGE.height - MARGIN - 12;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const HEAD_FILL = '#eef2f7';
const ACCENT = '#1d4ed8';

/** 1234.5 → '1,234.50' (元, to the cent). */
export function money(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
const qty = (value: number, digits = 4) => value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: digits });
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** China Standard Time text of an instant: 'YYYY-MM-DD HH:mm'. */
function chinaTime(time: number): string {
  const t = exportTime(time);
  return `${t.date} ${t.minute}`;
}

export function pdfFileName(info: BqItemInfo): DownloadName {
  return { name: `组价方案_${info.code}_${info.name}.pdf`, ascii: `bq-scheme-${info.code}.pdf` };
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

type Doc = PDFKit.PDFDocument;

interface Row {
  cells: string[];
  bold?: boolean;
  fill?: string;
  /** The first cell spans this many columns (the row has that many cells fewer, plus one). */
  span?: number;
}

/** A table with a shaded header repeated on every page, wrapped cells, bold rows where asked. */
function table(doc: Doc, columns: Column[], rows: Row[], fontSize = 8.5): void {
  const padX = 4;
  const padY = 3.5;
  const total = columns.reduce((s, c) => s + c.width, 0);
  const scale = CONTENT_WIDTH / total;
  const widths = columns.map((c) => c.width * scale);
  const x0 = MARGIN;
  /** Cell widths and alignments of a row (its first cell may span several columns). */
  const layout = (span = 1) => {
    const w = [widths.slice(0, span).reduce((a, b) => a + b, 0), ...widths.slice(span)];
    const a = [span > 1 ? 'left' : (columns[0]!.align ?? 'left'), ...columns.slice(span).map((c) => c.align ?? 'left')];
    return { w, a };
  };
  const heightOf = (cells: string[], bold: boolean, span = 1) => {
    const { w } = layout(span);
    doc.font(bold ? 'bold' : 'regular').fontSize(fontSize);
    return Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: w[i]! - 2 * padX }))) + 2 * padY;
  };
  const drawRow = (cells: string[], y: number, h: number, options: { bold?: boolean; fill?: string; header?: boolean; span?: number }) => {
    const { w, a } = layout(options.span);
    if (options.fill) doc.rect(x0, y, CONTENT_WIDTH, h).fill(options.fill);
    doc.font(options.bold || options.header ? 'bold' : 'regular').fontSize(fontSize).fillColor(INK);
    let x = x0;
    cells.forEach((text, i) => {
      doc.text(text, x + padX, y + padY, { width: w[i]! - 2 * padX, align: options.header ? 'center' : (a[i] as 'left' | 'right' | 'center') });
      x += w[i]!;
    });
    doc.moveTo(x0, y + h).lineTo(x0 + CONTENT_WIDTH, y + h).lineWidth(0.5).strokeColor(RULE).stroke();
  };
  const header = () => {
    const h = heightOf(
      columns.map((c) => c.header),
      true,
    );
    const y = doc.y;
    doc.moveTo(x0, y).lineTo(x0 + CONTENT_WIDTH, y).lineWidth(0.8).strokeColor('#9ca3af').stroke();
    drawRow(
      columns.map((c) => c.header),
      y,
      h,
      { header: true, fill: HEAD_FILL },
    );
    doc.y = y + h;
  };
  header();
  for (const row of rows) {
    const h = heightOf(row.cells, !!row.bold, row.span);
    if (doc.y + h > BOTTOM) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    drawRow(row.cells, y, h, { bold: row.bold, fill: row.fill, span: row.span });
    doc.y = y + h;
  }
  doc.x = MARGIN;
  doc.moveDown(0.6);
}

function heading(doc: Doc, text: string, note?: string): void {
  if (doc.y > BOTTOM - 80) doc.addPage();
  doc.moveDown(0.4);
  const y = doc.y;
  doc.rect(MARGIN, y + 2, 3, 13).fill(ACCENT);
  doc.font('bold').fontSize(12).fillColor(INK).text(text, MARGIN + 9, y, { width: CONTENT_WIDTH - 9 });
  if (note) doc.font('regular').fontSize(8).fillColor(MUTED).text(note, MARGIN, doc.y + 1, { width: CONTENT_WIDTH });
  doc.x = MARGIN;
  doc.moveDown(0.35);
}

/** The PDF of one item's pricing scheme. */
export async function schemePdf(d: ItemDocument): Promise<Buffer> {
  const { regular, bold } = cjkFonts();
  const info = d.info;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `综合单价组价方案 ${info.code} ${info.name}`, Author: '造价指标网', Subject: '组价方案（示例数据）', Creator: '造价指标网' },
    lang: 'zh-CN',
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const unitLabel = `元/${info.unit}`;
  const basis = info.basis;
  // ---- title ----
  doc.font('bold').fontSize(18).fillColor(INK).text('综合单价组价方案', MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'center' });
  doc.moveDown(0.2);
  doc.font('regular').fontSize(11).fillColor(INK).text(`${info.code}  ${info.name}（${info.unit}）`, { width: CONTENT_WIDTH, align: 'center' });
  doc.moveDown(0.5);
  // The sample-data notice.
  const noticeY = doc.y;
  const notice = '示例数据：本方案由平台的示例数据生成，项目、价格与定额均为演示用途，不作为计价或结算依据。';
  doc.font('regular').fontSize(8.5);
  const noticeH = doc.heightOfString(notice, { width: CONTENT_WIDTH - 16 }) + 10;
  doc.rect(MARGIN, noticeY, CONTENT_WIDTH, noticeH).fill('#fff7ed');
  doc.fillColor('#9a3412').text(notice, MARGIN + 8, noticeY + 5, { width: CONTENT_WIDTH - 16 });
  doc.x = MARGIN;
  doc.y = noticeY + noticeH + 6;

  // ---- 基本信息 ----
  heading(doc, '一、基本信息');
  const region = [info.project.provinceName, info.project.cityName].filter(Boolean).join(' ');
  table(
    doc,
    [
      { header: '项目', width: 22 },
      { header: '内容', width: 78 },
    ],
    [
      ['项目编码', info.code],
      ['项目名称', info.name],
      ['项目特征', info.features || '—'],
      ['计量单位', info.unit],
      ['工程量', `${qty(info.quantity)} ${info.unit}`],
      ['综合单价', `${money(info.unitPrice)} ${unitLabel}`],
      ['合价', `${money(info.amount)} 元`],
      ['清单类别', `${info.partName} · ${info.specialty.name} · ${info.chapter.name}${info.section.name ? ` / ${info.section.name}` : ''}`],
      ['清单规范', info.standard.name],
      ['所属工程', `${info.project.projectName} · ${info.project.name}（${info.project.buildingUse} · ${info.project.structure}）`],
      ['工程地区', region],
      ['计价阶段', info.project.pricingStage],
      ['价格日期', info.project.priceDate],
      ['价格依据', `${basis.regionName} ${basis.month} ${basis.kindName}（${info.project.pricingStage === '招标控制价' ? '招标控制价按信息价计' : '中标价、结算价按市场价计'}）`],
    ].map(([k, v]) => ({ cells: [k!, v!] })),
    9,
  );

  // ---- 综合单价组成 ----
  heading(doc, '二、综合单价组成', `单位：${unitLabel}；合价 = 工程量 × 单价；各项之和等于综合单价。`);
  const comp = d.composition;
  table(
    doc,
    [
      { header: '费用项目', width: 16 },
      { header: '计算基础', width: 22 },
      { header: '费率', width: 10, align: 'right' },
      { header: `单价（${unitLabel}）`, width: 18, align: 'right' },
      { header: '合价（元）', width: 20, align: 'right' },
      { header: '占比', width: 12, align: 'right' },
    ],
    [
      ...comp.rows.map((r) => ({
        cells: [r.name, r.base ?? (r.code === 'risk' && r.value === 0 ? '不计' : '—'), r.rate !== null ? pct(r.rate) : '—', money(r.value), money(r.amount), pct(r.ratio)],
      })),
      { cells: ['综合单价', money(comp.unitPrice), money(info.amount), '100.0%'], span: 3, bold: true, fill: '#f8fafc' },
    ],
  );

  // ---- 定额组价 ----
  heading(doc, '三、定额组价', `含量 = 每 ${info.unit} 清单工程量的定额工程量；人工费、材料费、机械费为每定额单位在价格依据下的金额（元）。`);
  if (d.norms.lines.length) {
    table(
      doc,
      [
        { header: '序号', width: 6, align: 'center' },
        { header: '定额编号', width: 11 },
        { header: '定额名称', width: 24 },
        { header: '单位', width: 7, align: 'center' },
        { header: '含量', width: 9, align: 'right' },
        { header: '工程量', width: 14, align: 'right' },
        { header: '人工费', width: 10, align: 'right' },
        { header: '材料费', width: 11, align: 'right' },
        { header: '机械费', width: 9, align: 'right' },
        { header: '定额单价', width: 11, align: 'right' },
      ],
      d.norms.lines.map((n) => ({
        cells: [String(n.seq), n.normCode, n.name, n.unit, qty(n.per, 6), qty(n.quantity, 3), money(n.labour), money(n.material), money(n.machine), money(n.normPrice)],
      })),
    );
  } else {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(info.part === 'lump' ? '总价措施项目按计算基础 × 费率计取，不套用定额。' : '该清单项目的组价行由导入文件给出。', { width: CONTENT_WIDTH });
    doc.moveDown(0.6);
  }

  // ---- 人材机汇总 ----
  const res = d.resources;
  heading(doc, '四、人材机汇总', `每 ${info.unit} 清单工程量；单价为价格依据（${basis.regionName} ${basis.month} ${basis.kindName}），信息价与市场价为同地区同月份价格；合价单位 ${unitLabel}。`);
  if (res.lines.length) {
    const classes: Array<{ name: string; kinds: string[]; total: number }> = [
      { name: '人工费小计', kinds: ['人工'], total: res.totals.labour },
      { name: '材料费小计（含主材、设备）', kinds: ['材料', '主材', '设备'], total: res.totals.material },
      { name: '机械费小计', kinds: ['机械'], total: res.totals.machine },
    ];
    const rows: Row[] = [];
    for (const c of classes) {
      const lines = res.lines.filter((l) => c.kinds.includes(l.kind));
      if (!lines.length) continue;
      for (const l of lines) {
        rows.push({
          cells: [
            l.code,
            l.name,
            l.spec || '—',
            l.unit,
            l.kind,
            qty(l.consumption, 4),
            money(l.price),
            l.infoPrice === null ? '—' : money(l.infoPrice),
            l.marketPrice === null ? '—' : money(l.marketPrice),
            money(l.amount),
            pct(l.share),
          ],
        });
      }
      rows.push({ cells: [c.name, money(c.total), pct(res.totals.direct > 0 ? c.total / res.totals.direct : 0)], span: 9, bold: true, fill: '#f8fafc' });
    }
    rows.push({ cells: ['人材机合计（直接费）', money(res.totals.direct), '100.0%'], span: 9, bold: true, fill: '#eef2f7' });
    table(
      doc,
      [
        { header: '编码', width: 8 },
        { header: '名称', width: 14 },
        { header: '规格型号', width: 12 },
        { header: '单位', width: 7, align: 'center' },
        { header: '类别', width: 6, align: 'center' },
        { header: '消耗量', width: 9, align: 'right' },
        { header: '单价', width: 9, align: 'right' },
        { header: '信息价', width: 9, align: 'right' },
        { header: '市场价', width: 9, align: 'right' },
        { header: '合价', width: 10, align: 'right' },
        { header: '占比', width: 8, align: 'right' },
      ],
      rows,
      7.5,
    );
  } else {
    doc.font('regular').fontSize(9).fillColor(MUTED).text('总价措施项目不含人材机明细。', { width: CONTENT_WIDTH });
    doc.moveDown(0.6);
  }

  // ---- 同类清单参考 ----
  if (d.stats) {
    heading(doc, '五、同类清单参考', `${info.standard.name} ${info.code9} ${info.name}（${info.unit}）在${d.stats.areaName}全部示例样本中的综合单价分布。`);
    table(
      doc,
      [
        { header: '地区', width: 14 },
        { header: '样本数（条）', width: 14, align: 'right' },
        { header: `P10（${unitLabel}）`, width: 18, align: 'right' },
        { header: `中位数（${unitLabel}）`, width: 18, align: 'right' },
        { header: `P90（${unitLabel}）`, width: 18, align: 'right' },
        { header: `本项目（${unitLabel}）`, width: 18, align: 'right' },
      ],
      [{ cells: [d.stats.areaName, String(d.stats.count), money(d.stats.p10), money(d.stats.median), money(d.stats.p90), money(info.unitPrice)] }],
    );
    doc.font('regular').fontSize(7.5).fillColor(MUTED).text('百分位数按线性插值（同 Excel PERCENTILE.INC）由各样本的综合单价计算，四舍五入到分。', { width: CONTENT_WIDTH });
  }

  // ---- footers: source and page numbers on every page ----
  const range = doc.bufferedPageRange();
  const stamp = `数据来源：造价指标网（示例数据）  生成时间：${chinaTime(d.generatedAt)}`;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.moveTo(MARGIN, FOOTER_Y - 4).lineTo(PAGE.width - MARGIN, FOOTER_Y - 4).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(stamp, MARGIN, FOOTER_Y, { width: CONTENT_WIDTH * 0.75, lineBreak: false });
    doc.text(`第 ${i - range.start + 1} 页 / 共 ${range.count} 页`, MARGIN + CONTENT_WIDTH * 0.75, FOOTER_Y, { width: CONTENT_WIDTH * 0.25, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
