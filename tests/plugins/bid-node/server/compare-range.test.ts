/**
 * Compare and 指标区间 say what they mix: pricing stages, dates and regions; compare reprices every
 * column to one region and month (统一到同一时间和地区) and exports to XLSX; the range can keep one
 * stage. And the multipart parser is scoped to getZbInterval alone.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { BidNodePaths, type CompareData, type IntervalStats } from '@plugins/bid-node/shared/contract';
import { buildBidNodeApp, indexValue, TRIAL, VIP, type BidNodeTestApp } from './fixtures';

let t: BidNodeTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildBidNodeApp();
  app = t.app;
});
afterAll(() => t.close());

const json = (url: string, payload: unknown, token = VIP.token) => app.inject({ method: 'POST', url, headers: { token }, payload: payload as object });
const form = (url: string, body: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { token: VIP.token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

async function workbook(payload: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  return wb;
}

describe('compare: what it mixes, and 统一到同一时间和地区', () => {
  it('lists the stages, months and provinces, and flags mixed stages', async () => {
    // 1: 招标控制价 江苏 2024-03; 2: 中标价 江苏 2024-06; 5: 招标控制价 广东 2024-09.
    const data = (await json(BidNodePaths.compare, { ids: [1, 2, 5] })).json().data as CompareData;
    expect(data.stages).toEqual(['招标控制价', '中标价']);
    expect(data.mixedStages).toBe(true);
    expect(data.months).toEqual(['2024-03', '2024-06', '2024-09']);
    expect(data.provinces).toEqual(['江苏', '广东']);
    expect(data.unifiedTo).toBeUndefined();
    expect(data.items.every((it) => it.unified === undefined)).toBe(true);
    const same = (await json(BidNodePaths.compare, { ids: [1, 5] })).json().data as CompareData;
    expect(same.mixedStages).toBe(false);
  });

  it('reprices every column with index(target) / index(own province, own month)', async () => {
    const data = (await json(BidNodePaths.compare, { ids: [1, 5], targetAreaId: 2, targetMonth: '2025-06' })).json().data as CompareData;
    expect(data.unifiedTo).toEqual({ areaId: 2, areaName: '北京', month: '2025-06', index: indexValue(2, 202506), indexBase: '2018-01 全国 = 100' });
    const [a, b] = data.items;
    // Node 1: 江苏 (12) 2024-03, 3000 元/m² × 12000 m².
    const fa = indexValue(2, 202506) / indexValue(12, 202403);
    expect(a!.unified!.from).toEqual({ areaName: '江苏', month: '2024-03', index: indexValue(12, 202403) });
    expect(a!.unified!.factor).toBeCloseTo(fa, 6);
    expect(a!.unified!.unitCost).toBe(Math.round(3000 * fa * 100) / 100);
    // Node 5: 广东 (6) 2024-09, 3800 元/m².
    const fb = indexValue(2, 202506) / indexValue(6, 202409);
    expect(b!.unified!.unitCost).toBe(Math.round(3800 * fb * 100) / 100);
    // The parts still add up to the repriced total, to the cent.
    for (const it of data.items) {
      const sum = it.unified!.specialties.reduce((s, r) => s + Math.round(r.value * 100), 0);
      expect(sum).toBe(Math.round(it.unified!.unitCost * 100));
    }
    // The as-priced figures are still there.
    expect(a!.base.unitCost).toBe(3000);
  });

  it('needs both target fields, a known region and a month of the index', async () => {
    expect((await json(BidNodePaths.compare, { ids: [1, 5], targetAreaId: 2 })).json()).toMatchObject({ statusCode: 400, businessMsg: '统一换算须同时选择目标地区和目标月份' });
    expect((await json(BidNodePaths.compare, { ids: [1, 5], targetAreaId: 2, targetMonth: '2030-01' })).json()).toMatchObject({ statusCode: 400 });
    expect((await json(BidNodePaths.compare, { ids: [1, 5], targetAreaId: 999999, targetMonth: '2025-01' })).json()).toMatchObject({ statusCode: 400, businessMsg: '目标地区不存在' });
  });

  it('exports the comparison with stages, dates, a warning and the repriced sheet', async () => {
    const res = await json(BidNodePaths.exportCompare, { ids: [1, 2, 5], targetAreaId: 2, targetMonth: '2025-06' }, TRIAL.token);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('单项工程对比_20261122.xlsx'));
    const wb = await workbook(res.rawPayload);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['对比', '统一换算']);
    const sheet = wb.getWorksheet('对比')!;
    const rows = new Map<string, unknown[]>();
    sheet.eachRow((row, n) => {
      if (n > 3) rows.set(String(row.getCell(1).value), (row.values as unknown[]).slice(2));
    });
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['项目', '某住宅小区1#楼（DX2024-0000001）', '某住宅小区2#楼（DX2024-0000002）', '某人才公寓住宅楼（DX2024-0000005）']);
    expect(rows.get('计价阶段')).toEqual(['招标控制价', '中标价', '招标控制价']);
    expect(rows.get('价格日期')).toEqual(['2024-03-15', '2024-06-15', '2024-09-15']);
    expect(rows.get('单方造价（元/m²）')).toEqual([3000, 3300, 3800]);
    expect(rows.get('建筑（元/m²）')).toEqual([1500, 1650, 1900]);
    expect(rows.get('建筑占比')).toEqual([0.5, 0.5, 0.5]);
    expect(rows.get('钢筋含量（kg/m²）')).toEqual([41, 42, 45]);
    expect([...rows.keys()].some((k) => k.startsWith('注意：所比较的单项工程计价阶段不同（招标控制价、中标价）'))).toBe(true);

    const unified = wb.getWorksheet('统一换算')!;
    expect(String(unified.getCell('A1').value)).toBe(`单项工程对比：统一到 北京 2025-06（价格指数 ${indexValue(2, 202506)}，2018-01 全国 = 100）`);
    const data = (await json(BidNodePaths.compare, { ids: [1, 2, 5], targetAreaId: 2, targetMonth: '2025-06' })).json().data as CompareData;
    let unitRow: unknown[] = [];
    unified.eachRow((row) => {
      if (row.getCell(1).value === '单方造价（元/m²）') unitRow = (row.values as unknown[]).slice(2);
    });
    expect(unitRow).toEqual(data.items.map((it) => it.unified!.unitCost));
  });
});

describe('指标区间: the pricing stages of the sample', () => {
  it('says which stages and months the sample holds, and keeps one stage on request', async () => {
    const all = (await form(BidNodePaths.interval, { indexType: 'unitCost', ids: '1,2,3,4,5' })).json().data as IntervalStats;
    expect(all.count).toBe(5);
    expect(all.sample.pricingStage).toBeNull();
    // 1, 5: 招标控制价 (3000, 3800); 2, 4: 中标价 (3300, 5600); 3: 结算价 (4200).
    const bid = (await form(BidNodePaths.interval, { indexType: 'unitCost', ids: '1,2,3,4,5', pricingStage: '中标价' })).json().data as IntervalStats;
    expect(bid.count).toBe(2);
    expect([bid.min, bid.max, bid.median]).toEqual([3300, 5600, 4450]);
    expect(bid.sample).toEqual({
      pricingStage: '中标价',
      stages: [
        { stage: '招标控制价', count: 2 },
        { stage: '中标价', count: 2 },
        { stage: '结算价', count: 1 },
      ],
      monthFrom: '2024-06',
      monthTo: '2025-01',
    });
  });

  it('refuses an unknown stage, and answers 441 when the stage has no sample', async () => {
    expect((await form(BidNodePaths.interval, { indexType: 'unitCost', ids: '1,2', pricingStage: '概算价' })).json()).toMatchObject({
      statusCode: 400,
      businessMsg: '计价阶段不在可选范围内：概算价',
    });
    expect((await form(BidNodePaths.interval, { indexType: 'unitCost', ids: '1,2', pricingStage: '结算价' })).json()).toMatchObject({
      statusCode: 441,
      businessMsg: '所选单项工程中没有「结算价」阶段的该指标数据',
    });
  });
});

describe('the multipart parser is scoped to getZbInterval', () => {
  const boundary = '----zjzbBoundaryScope';
  const body = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  const multipart = (url: string, fields: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers: { token: VIP.token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body(fields) });

  it('getZbInterval reads a multipart body', async () => {
    const res = await multipart(BidNodePaths.interval, { indexType: 'unitCost', ids: '1,2' });
    expect(res.json()).toMatchObject({ statusCode: 200, data: { count: 2 } });
  });

  it('no other bid-node POST route accepts multipart', async () => {
    for (const url of [BidNodePaths.base, BidNodePaths.reprice, BidNodePaths.exportDetail, BidNodePaths.like]) {
      const res = await multipart(url, { bidNodeId: '1' });
      // Refused as an unsupported body (415, or 400 once the kernel maps parser errors), never read.
      expect([400, 415]).toContain(res.statusCode);
      expect(res.headers['content-type'] ?? '').not.toContain('spreadsheetml');
    }
  });
});
