/**
 * The site's workbook shape, read back with exceljs: title, stamp (China Standard Time, the data
 * source), header with fill and frozen panes, column and single-cell number formats, wrapped
 * columns, bold rows, notes after the data, several sheets in order, thousands of rows; the
 * download headers of a real Fastify reply; the China Standard Time parts of file names.
 */
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { contentDisposition, exportTime } from '@kernel/server/download';
import { exportStamp, factsSheet, sendXlsx, XLSX_TYPE, XlsxFormat, XlsxWorkbook, xlsxWorkbook, type XlsxSheet } from '@kernel/server/xlsx';

// 2024-12-31 16:05 UTC = 2025-01-01 00:05 in China.
const TIME = Date.UTC(2024, 11, 31, 16, 5);

async function read(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb;
}

const prices: XlsxSheet = {
  name: '价格',
  title: '钢筋工 苏州 住宅 劳务分包价格（元/m²）',
  columns: [
    { header: '季度', width: 10 },
    { header: '价格（元/m²）', width: 14, numFmt: XlsxFormat.money },
    { header: '环比', width: 10, numFmt: XlsxFormat.ratio },
    { header: '样本数（个）', width: 10, numFmt: XlsxFormat.integer },
  ],
  rows: [
    ['2026Q2', 52.3, 0.012, 18],
    ['2026Q3', 53.06, null, 21],
    ['合计', 105.36, null, 39],
  ],
  notes: ['说明：示例数据，仅供演示。', '环比：与上一季度相比。'],
  cellFormats: [[1, 4, '0']],
  boldRows: [2],
};

describe('exportTime and exportStamp', () => {
  it('are in China Standard Time', () => {
    expect(exportTime(TIME)).toEqual({ date: '2025-01-01', minute: '00:05', compact: '20250101' });
    expect(exportStamp(TIME)).toBe('数据来源：造价指标网（示例数据） 导出时间：2025-01-01 00:05');
    expect(exportStamp(TIME, '造价指标网材料价格库（示例数据）')).toBe('数据来源：造价指标网材料价格库（示例数据） 导出时间：2025-01-01 00:05');
  });
});

describe('XlsxWorkbook', () => {
  it('writes title, stamp, header, rows and notes with the formats', async () => {
    const wb = await read(await xlsxWorkbook({ time: TIME }, [prices]));
    expect(wb.creator).toBe('造价指标网');
    const sheet = wb.getWorksheet('价格')!;
    expect(sheet.getCell('A1').value).toBe('钢筋工 苏州 住宅 劳务分包价格（元/m²）');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell('D1').isMerged).toBe(true);
    expect(sheet.getCell('A2').value).toBe('数据来源：造价指标网（示例数据） 导出时间：2025-01-01 00:05');
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['季度', '价格（元/m²）', '环比', '样本数（个）']);
    expect(sheet.getRow(3).font?.bold).toBe(true);
    expect(sheet.getCell('B3').fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual(['2026Q2', 52.3, 0.012, 18]);
    expect(sheet.getCell('B4').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('C4').numFmt).toBe('0.0%');
    expect(sheet.getCell('D4').numFmt).toBe('#,##0');
    // A single cell's own format.
    expect(sheet.getCell('D5').numFmt).toBe('0');
    expect(sheet.getCell('C5').value).toBeNull();
    expect(sheet.getRow(6).font?.bold).toBe(true);
    expect(sheet.getRow(5).font?.bold).toBeFalsy();
    expect(sheet.getCell('A7').value).toBe('说明：示例数据，仅供演示。');
    expect(sheet.getCell('A8').value).toBe('环比：与上一季度相比。');
    expect(sheet.getRow(7).font?.size).toBe(9);
    expect(sheet.rowCount).toBe(8);
    expect(sheet.getColumn(2).width).toBe(14);
  });

  it('keeps the sheets in order, wraps the named columns, uses the given source and carries thousands of rows', async () => {
    const book = new XlsxWorkbook({ time: TIME, source: '造价指标网材料价格库（示例数据）' });
    await book.addSheet({
      name: '基本信息',
      title: '基本信息',
      columns: [
        { header: '项目', width: 16 },
        { header: '内容', width: 60 },
      ],
      rows: [
        ['项目特征', '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C30'],
        ['工程量（m³）', 12.5],
      ],
      wrapColumns: [2],
      cellFormats: [[1, 2, XlsxFormat.quantity]],
    });
    const many = Array.from({ length: 2500 }, (_, i) => [i + 1, i * 1.25] as const);
    await book.addSheet({ name: '明细', title: '明细', columns: [{ header: '序号', width: 8, numFmt: XlsxFormat.integer }, { header: '金额（元）', width: 12, numFmt: XlsxFormat.money }], rows: many });
    const wb = await read(await book.finish());
    expect(wb.worksheets.map((w) => w.name)).toEqual(['基本信息', '明细']);
    const basics = wb.getWorksheet('基本信息')!;
    expect(basics.getCell('A2').value).toBe('数据来源：造价指标网材料价格库（示例数据） 导出时间：2025-01-01 00:05');
    expect(basics.getCell('B4').alignment).toMatchObject({ wrapText: true, vertical: 'top' });
    expect(basics.getCell('B5').value).toBe(12.5);
    expect(basics.getCell('B5').numFmt).toBe('#,##0.0000');
    const detail = wb.getWorksheet('明细')!;
    expect(detail.rowCount).toBe(3 + 2500);
    expect(detail.getCell('B2503').value).toBe(2499 * 1.25);
    expect(detail.getCell('B2503').numFmt).toBe('#,##0.00');
  });

  it('with one column does not merge the title (and writes an empty sheet without a filter)', async () => {
    const wb = await read(await xlsxWorkbook({ time: TIME }, [{ name: '空', title: '无数据', columns: [{ header: '地区', width: 10 }], rows: [], notes: ['暂无数据。'] }]));
    const sheet = wb.getWorksheet('空')!;
    expect(sheet.getCell('A1').isMerged).toBe(false);
    expect(sheet.autoFilter).toBeUndefined();
    expect(sheet.getCell('A4').value).toBe('暂无数据。');
  });
});

describe('factsSheet', () => {
  it('writes one row per fact under 项目 | 内容, each number with its own format, the values wrapped', async () => {
    const facts = factsSheet({
      name: '基本信息',
      title: '010515001001 现浇构件钢筋（t） 基本信息',
      widths: [16, 64],
      facts: [
        ['项目编码', '010515001001'],
        ['工程量（t）', 12.3456, XlsxFormat.quantity],
        ['综合单价（元/t）', 5230.5, XlsxFormat.money],
        ['价格依据', '江苏 2024-06 信息价'],
      ],
      notes: ['示例数据。'],
    });
    const features = factsSheet({ name: '工程特征', title: '工程特征', facts: [['基础类型', '筏板基础']], headers: ['特征项', '特征描述'] });
    expect(facts.columns.map((c) => c.header)).toEqual(['项目', '内容']);
    const wb = await read(await xlsxWorkbook({ time: TIME }, [facts, features]));
    const sheet = wb.getWorksheet('基本信息')!;
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['项目', '内容']);
    expect(sheet.getColumn(1).width).toBe(16);
    expect(sheet.getColumn(2).width).toBe(64);
    expect(sheet.getCell('B4').value).toBe('010515001001');
    expect(sheet.getCell('B5').value).toBe(12.3456);
    expect(sheet.getCell('B5').numFmt).toBe('#,##0.0000');
    expect(sheet.getCell('B6').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('B7').alignment).toMatchObject({ wrapText: true });
    expect(sheet.getCell('A8').value).toBe('示例数据。');
    expect((wb.getWorksheet('工程特征')!.getRow(4).values as unknown[]).slice(1)).toEqual(['基础类型', '筏板基础']);
    expect(features.columns).toEqual([
      { header: '特征项', width: 18 },
      { header: '特征描述', width: 60 },
    ]);
    expect(features.cellFormats).toEqual([]);
  });
});

describe('sendXlsx', () => {
  it('answers the workbook with its type, UTF-8 and ASCII names, never cached', async () => {
    const app = Fastify();
    app.get('/x', async (_request, reply) => sendXlsx(reply, await xlsxWorkbook({ time: TIME }, [prices]), { name: '劳务分包价格_钢筋工_苏州.xlsx', ascii: 'labour-r0003.xlsx' }));
    try {
      const res = await app.inject({ method: 'GET', url: '/x' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_TYPE);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe(contentDisposition('劳务分包价格_钢筋工_苏州.xlsx', 'labour-r0003.xlsx'));
      expect(res.headers['content-disposition']).toBe(`attachment; filename="labour-r0003.xlsx"; filename*=UTF-8''${encodeURIComponent('劳务分包价格_钢筋工_苏州.xlsx')}`);
      const wb = await read(res.rawPayload);
      expect(wb.getWorksheet('价格')!.getCell('B5').value).toBe(53.06);
    } finally {
      await app.close();
    }
  });
});
