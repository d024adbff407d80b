import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { BidNodePaths } from '@plugins/bid-node/shared/contract';
import { buildBidNodeApp, MEMBER, VIP, type BidNodeTestApp } from './fixtures';

let t: BidNodeTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildBidNodeApp();
  app = t.app;
});
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** NOW (fixtures) is 2026-11-22 10:30 in China. */
const STAMP = '数据来源：造价指标网（示例数据） 导出时间：2026-11-22 10:30';

async function workbook(payload: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  return wb;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('bid-node exports', () => {
  it('exports the filtered list as an XLSX workbook with a UTF-8 file name', async () => {
    const res = await app.inject({
      method: 'POST',
      url: BidNodePaths.exportList,
      headers: { token: VIP.token },
      payload: { areaId: 12, sortField: 'unitCost', sortOrder: 'asc', pageNum: 3, pageSize: 10 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('单项工程指标_20261122.xlsx')}`);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.xlsx"/);

    const wb = await workbook(res.rawPayload);
    const sheet = wb.getWorksheet('单项工程指标')!;
    expect(sheet).toBeDefined();
    expect(sheet.getCell('A1').value).toBe('单项工程指标（共 5 条）');
    expect(sheet.getCell('A2').value).toBe(STAMP);
    expect(rowValues(sheet, 3)).toEqual([
      '序号',
      '单项工程编号',
      '单项工程名称',
      '所属项目',
      '省份',
      '城市',
      '建筑用途',
      '结构类型',
      '地上层数（层）',
      '地下层数（层）',
      '建筑面积（m²）',
      '计价阶段',
      '价格日期',
      '单方造价（元/m²）',
      '总造价（元）',
      // The specialty breakdown and the technical-economic indicators of every row.
      '建筑（元/m²）',
      '装饰（元/m²）',
      '给排水（元/m²）',
      '电气（元/m²）',
      '暖通（元/m²）',
      '消防（元/m²）',
      '智能化（元/m²）',
      '电梯（元/m²）',
      '钢筋含量（kg/m²）',
      '混凝土含量（m³/m²）',
      '模板含量（m²/m²）',
      '砌体含量（m³/m²）',
      '钢结构用钢量（kg/m²）',
      '综合用工（工日/m²）',
    ]);
    // Paging is ignored: all five 江苏 rows, cheapest first, then one note row.
    expect(sheet.rowCount).toBe(3 + 5 + 1);
    expect(String(sheet.getCell('A9').value)).toContain('之和等于单方造价');
    expect(rowValues(sheet, 4).slice(0, 15)).toEqual([1, 'DX2023-0000011', '滨江花园3#楼', '某示例项目1', '江苏', '南京市', '住宅', '剪力墙', 11, 1, 9000, '中标价', '2023-03-15', 2900, 26100000]);
    expect([4, 5, 6, 7, 8].map((r) => sheet.getRow(r).getCell(2).value)).toEqual([
      'DX2023-0000011',
      'DX2024-0000001',
      'DX2024-0000002',
      'DX2023-0000003',
      'DX2025-0000004',
    ]);
    expect(sheet.getRow(4).getCell(14).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(4).getCell(15).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(3).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect(sheet.getColumn(3).width).toBeGreaterThan(20);
  });

  it('checks the list export query like the list', async () => {
    const res = await app.inject({ method: 'POST', url: BidNodePaths.exportList, headers: { token: VIP.token }, payload: { structure: ['木结构'] } });
    expect(res.json()).toMatchObject({ statusCode: 400, businessMsg: '结构类型不在可选范围内：木结构' });
    const denied = await app.inject({ method: 'POST', url: BidNodePaths.exportList, headers: { token: MEMBER.token }, payload: {} });
    expect(denied.json()).toMatchObject({ statusCode: 820 });
  });

  it('exports one single project with its five sheets', async () => {
    const res = await app.inject({
      method: 'POST',
      url: BidNodePaths.exportDetail,
      headers: { token: VIP.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'bidNodeId=1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(String(res.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('单项工程指标_DX2024-0000001_20261122.xlsx')}`,
    );
    const wb = await workbook(res.rawPayload);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['基本信息', '造价构成', '费用构成', '技术经济指标', '工程特征']);
    for (const sheet of wb.worksheets) {
      expect(sheet.getCell('A1').value).toEqual(expect.stringContaining('某住宅小区1#楼（DX2024-0000001）'));
      expect(sheet.getCell('A2').value).toBe(STAMP);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    }

    const basics = wb.getWorksheet('基本信息')!;
    expect(rowValues(basics, 3)).toEqual(['项目', '内容']);
    const facts = new Map<string, unknown>();
    basics.eachRow((row, n) => {
      if (n > 3) facts.set(String(row.getCell(1).value), row.getCell(2).value);
    });
    expect(facts.get('单项工程编号')).toBe('DX2024-0000001');
    expect(facts.get('地区')).toBe('江苏 南京市');
    expect(facts.get('建筑面积（m²）')).toBe(12000);
    expect(facts.get('单方造价（元/m²）')).toBe(3000);
    expect(facts.get('总造价（元）')).toBe(36000000);

    const specialties = wb.getWorksheet('造价构成')!;
    expect(rowValues(specialties, 3)).toEqual(['专业', '单方造价（元/m²）', '金额（元）', '占比（%）']);
    expect(rowValues(specialties, 4)).toEqual(['建筑', 1500, 18000000, 0.5]);
    expect(specialties.getRow(4).getCell(4).numFmt).toBe('0.0%');
    expect(rowValues(specialties, 12)).toEqual(['合计', 3000, 36000000, 1]);
    expect(specialties.getRow(4).getCell(3).numFmt).toBe('#,##0.00');

    const fees = wb.getWorksheet('费用构成')!;
    expect(rowValues(fees, 3)[0]).toBe('费用项目');
    expect(rowValues(fees, 8)).toEqual(['税金', 270, 3240000, 0.09]);

    const indicators = wb.getWorksheet('技术经济指标')!;
    expect(rowValues(indicators, 3)).toEqual(['指标', '单位', '本工程', '同类工程P10', '同类工程中位数', '同类工程P90', '样本数（个）']);
    expect(rowValues(indicators, 4)).toEqual(['钢筋含量', 'kg/m²', 41, 41.8, 45, 49.8, 3]);

    const attributes = wb.getWorksheet('工程特征')!;
    expect(rowValues(attributes, 4)).toEqual(['外墙', '真石漆']);
  });

  it('answers the envelope for an unknown single project', async () => {
    const res = await app.inject({
      method: 'POST',
      url: BidNodePaths.exportDetail,
      headers: { token: VIP.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'bidNodeId=424242',
    });
    expect(res.json()).toMatchObject({ statusCode: 440, businessMsg: '该单项工程不存在' });
  });
});
