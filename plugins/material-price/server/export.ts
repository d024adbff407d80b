/**
 * The XLSX export of 材料价格 (exceljs): one workbook, two sheets — 月度价格 (the monthly 信息价 and
 * 市场价 of the resource in the region over the period) and 地区价格 (the table by city or province for
 * the month, with 环比 and 同比). Every sheet has a title row naming the resource, unit, region and
 * period, a stamp row with the data source and the export time, a bold header with units, frozen
 * panes under it and number formats (prices 0.00, changes 0.0 %).
 */
import ExcelJS from 'exceljs';
import { MATERIAL_PRICE_SOURCE, monthLabel, monthText, priceUnit, regionText, resourceTitle, type PriceSeries, type RegionPriceTable } from '../shared/contract';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MONEY = '#,##0.00';
const RATIO = '0.0%';

function chinaTime(time: number) {
  const d = new Date(time + 8 * 3600 * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}`,
    compact: `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}`,
    minute: `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`,
  };
}

/** The Content-Disposition of a download: an ASCII fallback name and the UTF-8 name. */
export function contentDisposition(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** 材料价格_热轧带肋钢筋_江苏_202201-202410.xlsx */
export function exportFileName(series: PriceSeries, time: number): { name: string; ascii: string } {
  const day = chinaTime(time).compact;
  const span = `${series.from}-${series.to}`;
  const safe = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '');
  return {
    name: `材料价格_${safe(series.resource.name)}_${safe(series.region.name)}_${span}.xlsx`,
    ascii: `material-price-${series.resource.code}-${series.region.areaid}-${span}-${day}.xlsx`,
  };
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
const THIN: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FFBFC7D5' } };

interface Column {
  header: string;
  width: number;
  numFmt?: string;
}

function addSheet(workbook: ExcelJS.Workbook, name: string, title: string, stamp: string, columns: Column[], rows: Array<Array<string | number | null>>, notes: string[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.columns = columns.map((c) => ({ width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} })) as Partial<ExcelJS.Column>[];
  const n = columns.length;
  const titleRow = sheet.addRow([title]);
  titleRow.font = { bold: true, size: 14 };
  titleRow.height = 24;
  sheet.mergeCells(1, 1, 1, n);
  const stampRow = sheet.addRow([stamp]);
  stampRow.font = { size: 9, color: { argb: 'FF666666' } };
  sheet.mergeCells(2, 1, 2, n);
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
  header.height = 30;
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { top: THIN, left: THIN, bottom: THIN, right: THIN };
  });
  for (const r of rows) sheet.addRow(r);
  for (const note of notes) {
    const row = sheet.addRow([note]);
    row.font = { size: 9, color: { argb: 'FF666666' } };
  }
}

/** The workbook (a Buffer): 月度价格 and 地区价格. */
export async function priceWorkbook(series: PriceSeries, table: RegionPriceTable, time: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '造价指标网';
  workbook.created = new Date(time);
  const t = chinaTime(time);
  const stamp = `数据来源：${MATERIAL_PRICE_SOURCE} 导出时间：${t.date} ${t.minute}`;
  const unit = priceUnit(series.resource);
  const title = resourceTitle(series.resource);

  const seriesRows = series.points.map((p, i) => {
    const prev = series.points[i - 1];
    return [
      monthText(p.month),
      p.info,
      p.market,
      Math.round((p.info - p.market) * 100) / 100,
      prev ? Math.round(((p.info - prev.info) / prev.info) * 10_000) / 10_000 : null,
      prev ? Math.round(((p.market - prev.market) / prev.market) * 10_000) / 10_000 : null,
    ];
  });
  addSheet(
    workbook,
    '月度价格',
    `${title}（${unit}）${regionText(series.region)} ${monthLabel(series.from)}—${monthLabel(series.to)} 信息价与市场价`,
    stamp,
    [
      { header: '月份', width: 11 },
      { header: `信息价（${unit}）`, width: 16, numFmt: MONEY },
      { header: `市场价（${unit}）`, width: 16, numFmt: MONEY },
      { header: `价差（信息价−市场价，${unit}）`, width: 22, numFmt: MONEY },
      { header: '信息价环比', width: 12, numFmt: RATIO },
      { header: '市场价环比', width: 12, numFmt: RATIO },
    ],
    seriesRows,
    [
      `材料编码：${series.resource.code}；类别：${series.resource.kind}；价格不含税。`,
      series.fellBack ? `所选地区暂无单独价格，按${series.region.name}价格列示。` : '',
      '信息价为各地造价管理机构发布的价格（按月或按季发布），市场价为当月市场成交价格。示例数据，仅供演示。',
    ].filter(Boolean),
  );

  const scopeName = table.scope.name;
  addSheet(
    workbook,
    '地区价格',
    `${title}（${unit}）${scopeName === '全国' ? '全国各省' : `${scopeName}各主要城市`} ${monthLabel(table.month)} 价格`,
    stamp,
    [
      { header: '地区', width: 14 },
      { header: `信息价（${unit}）`, width: 16, numFmt: MONEY },
      { header: '信息价环比', width: 12, numFmt: RATIO },
      { header: '信息价同比', width: 12, numFmt: RATIO },
      { header: `市场价（${unit}）`, width: 16, numFmt: MONEY },
      { header: '市场价环比', width: 12, numFmt: RATIO },
      { header: '市场价同比', width: 12, numFmt: RATIO },
      { header: '市场价较全国', width: 13, numFmt: RATIO },
    ],
    table.rows.map((r) => [
      r.level === 'city' ? `  ${r.name}` : r.level === 'national' && scopeName !== '全国' ? '全国（参考）' : r.name,
      r.info,
      r.infoMom,
      r.infoYoy,
      r.market,
      r.marketMom,
      r.marketYoy,
      r.marketVsNational,
    ]),
    [`环比：与上月相比；同比：与上年同月相比；较全国：市场价与同月全国市场价相比。空白表示该月无可比价格。示例数据，仅供演示。`],
  );

  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
