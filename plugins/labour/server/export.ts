/**
 * The XLSX export of a price line (the kernel's workbook shape): sheet 季度价格 — every quarter of the
 * range with the price (元/m² of building area), the price in the trade's own unit, the day rate,
 * the index (2020Q1 = 100), 环比, 同比 and the sample count; sheet 区间分布 — the band of the same
 * trade and building type across the sub-regions (lowest, median, highest).
 */
import type { DownloadName } from '@kernel/server/download';
import { exportTime } from '@kernel/server/download';
import { XlsxFormat, XlsxWorkbook } from '@kernel/server/xlsx';
import { LABOUR_INDEX_BASE, LABOUR_SAMPLE_NOTE, type LabourBandPoint, type LabourLineInfo, type LabourQuarterFigures, type LabourScope } from '../shared/contract';

export interface LineWorkbookInput {
  line: LabourLineInfo;
  scope: LabourScope;
  points: LabourQuarterFigures[];
  band: { label: string; points: LabourBandPoint[] };
  time: number;
}

const regionLabel = (r: LabourLineInfo['region']) => (r.provinceName ? `${r.provinceName}・${r.name}` : r.name);

/** 劳务分包价格_钢筋工_江苏・苏州市_住宅_2024Q3-2026Q2.xlsx (and an ASCII fallback). */
export function exportFileName(line: LabourLineInfo, from: string, to: string, time: number): DownloadName {
  const safe = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '');
  return {
    name: `劳务分包价格_${safe(line.trade.name)}_${safe(regionLabel(line.region))}_${line.buildingType}_${from}-${to}.xlsx`,
    ascii: `labour-line-${line.id}-${from}-${to}-${exportTime(time).compact}.xlsx`,
  };
}

export async function lineWorkbook(input: LineWorkbookInput): Promise<Buffer> {
  const { line, points, band, time } = input;
  const t = line.trade;
  const region = regionLabel(line.region);
  const first = points[0]?.quarter ?? '';
  const last = points[points.length - 1]?.quarter ?? '';
  const book = new XlsxWorkbook({ time });
  await book.addSheet({
    name: '季度价格',
    title: `${t.name} ${region} ${line.buildingType} 劳务分包价格（${t.unit}，按${t.unitBasis}）${first}—${last}`,
    columns: [
      { header: '季度', width: 10 },
      { header: `价格（${t.unit}）`, width: 14, numFmt: XlsxFormat.money },
      { header: `工程量单价（${t.altUnit}，按${t.altUnitBasis}）`, width: 24, numFmt: XlsxFormat.money },
      { header: `日工资（元/工日，${t.dayRateResource.name}）`, width: 22, numFmt: XlsxFormat.money },
      { header: `指数（${LABOUR_INDEX_BASE.quarter}=100）`, width: 16, numFmt: '0.00' },
      { header: '环比', width: 10, numFmt: XlsxFormat.ratio },
      { header: '同比', width: 10, numFmt: XlsxFormat.ratio },
      { header: '样本数', width: 10, numFmt: XlsxFormat.integer },
    ],
    rows: points.map((p) => [p.quarter, p.price, p.altPrice, p.dayRate, p.index, p.mom, p.yoy, p.samples]),
    notes: [
      `工作内容：${t.scope}。`,
      `指数 = 当季价格 ÷ ${LABOUR_INDEX_BASE.quarter}价格 × 100；环比：与上一季度相比；同比：与上年同季度相比；空白表示无可比季度。`,
      `日工资为该地区${t.dayRateResource.name}市场价（季度内各月平均），与材料价格栏目的人工价格一致。`,
      LABOUR_SAMPLE_NOTE,
    ],
  });
  if (band.points.length) {
    const inRange = band.points.filter((p) => p.quarter >= first && p.quarter <= last);
    await book.addSheet({
      name: '区间分布',
      title: `${t.name} ${line.buildingType} ${band.label}劳务分包价格分布（${t.unit}）${first}—${last}`,
      columns: [
        { header: '季度', width: 10 },
        { header: `最低（${t.unit}）`, width: 14, numFmt: XlsxFormat.money },
        { header: `中位数（${t.unit}）`, width: 14, numFmt: XlsxFormat.money },
        { header: `最高（${t.unit}）`, width: 14, numFmt: XlsxFormat.money },
        { header: '地区数', width: 10, numFmt: XlsxFormat.integer },
      ],
      rows: inRange.map((p) => [p.quarter, p.min, p.median, p.max, p.regions]),
      notes: [`${band.label}同工种、同业态价格线的分布。`, LABOUR_SAMPLE_NOTE],
    });
  }
  return book.finish();
}
