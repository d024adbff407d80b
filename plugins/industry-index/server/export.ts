/**
 * The XLSX export of 行业管理指数 (the kernel's workbook shape, @kernel/server/xlsx): sheet 分地区 (全国
 * and the 31 provinces with every indicator of the period and its 同比增长) and sheet 全国走势 (the
 * nation's figures over the years, or over the quarters for a quarter), each with its title, units,
 * the source and the sample-data note.
 */
import { XlsxFormat, xlsxWorkbook, type XlsxCell, type XlsxColumn } from '@kernel/server/xlsx';
import { exportTime } from '@kernel/server/download';
import { INDICATORS, INDUSTRY_SAMPLE_NOTE, INDUSTRY_SOURCE, NATIONAL_AREA_ID, periodLabel, type IndicatorCode } from '../shared/contract';
import type { IndustryStatistics } from './statistics';

const formatOf = (decimals: number) => (decimals === 0 ? XlsxFormat.integer : XlsxFormat.money);

/** The workbook of a period, the chosen indicator's trend first among the notes. */
export async function industryWorkbook(stats: IndustryStatistics, period: string, indicator: IndicatorCode, time: number): Promise<Buffer> {
  const label = periodLabel(period);
  const quarter = period.includes('Q');
  const byRegion: XlsxColumn[] = [{ header: '地区', width: 10 }];
  for (const d of INDICATORS) {
    byRegion.push({ header: `${d.name}（${d.unit}）`, width: 16, numFmt: formatOf(d.decimals) });
    byRegion.push({ header: `${d.name}同比增长`, width: 12, numFmt: XlsxFormat.ratio });
  }
  const rows: XlsxCell[][] = stats.table(period).map((r) => [r.name, ...INDICATORS.flatMap((d) => [r.values[d.code], r.yoy[d.code]])]);
  const national = stats.indicators(NATIONAL_AREA_ID, period);
  const partsNote = national
    .filter((v) => v.parts.length)
    .map((v) => `全国${v.name}其中：${v.parts.map((p) => `${p.name} ${p.value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${v.unit}（占 ${(p.share * 100).toFixed(1)}%）`).join('，')}。`);
  const notes = [
    `数据来源：${INDUSTRY_SOURCE}。${INDUSTRY_SAMPLE_NOTE}`,
    quarter ? '季度数据为年初至本季度末累计数；企业个数、从业人数为期末数。' : '年度数据；企业个数、从业人数为年末数。',
    '各省数据合计等于全国数据；同比增长为与上年同期相比。劳动生产率按建筑业总产值 ÷ 平均从业人数计算。',
    ...partsNote,
  ];
  const trend = stats.trend(NATIONAL_AREA_ID, indicator, quarter ? 'quarter' : 'year');
  const periods = trend.points.map((p) => p.period);
  const trendColumns: XlsxColumn[] = [{ header: quarter ? '统计期（年初累计）' : '年份', width: 14 }];
  for (const d of INDICATORS) {
    trendColumns.push({ header: `${d.name}（${d.unit}）`, width: 16, numFmt: formatOf(d.decimals) });
  }
  const trendRows: XlsxCell[][] = periods.map((p) => {
    const values = stats.indicators(NATIONAL_AREA_ID, p);
    return [periodLabel(p), ...values.map((v) => v.value)];
  });
  return xlsxWorkbook({ time, source: `${INDUSTRY_SOURCE}（示例数据）` }, [
    { name: '分地区', title: `建筑业主要指标 分地区 ${label}`, columns: byRegion, rows, notes, boldRows: [0] },
    { name: '全国走势', title: `建筑业主要指标 全国 ${quarter ? '各季度（年初累计）' : '历年'}`, columns: trendColumns, rows: trendRows, notes: notes.slice(0, 2) },
  ]);
}

/** 行业管理指数_2023年.xlsx / industry-index-2023-20261122.xlsx */
export function industryFileName(period: string, time: number): { name: string; ascii: string } {
  return { name: `行业管理指数_${periodLabel(period).replace(/—/g, '-')}.xlsx`, ascii: `industry-index-${period}-${exportTime(time).compact}.xlsx` };
}
