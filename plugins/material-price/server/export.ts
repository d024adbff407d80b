/**
 * The XLSX export of 材料价格: one workbook, two sheets — 月度价格 (the monthly 信息价 and 市场价 of the
 * resource in the region over the period) and 地区价格 (the table by city or province for the month,
 * with 环比 and 同比). The sheet shape is the site's (`@kernel/server/xlsx`: a title row naming the
 * resource, unit, region and period, a stamp row with the data source and the export time, a bold
 * header with units, frozen panes under it, number formats: prices 0.00, changes 0.0 %, notes).
 */
import { exportTime, type DownloadName } from '@kernel/server/download';
import { XlsxFormat, XlsxWorkbook } from '@kernel/server/xlsx';
import { MATERIAL_PRICE_SOURCE, monthLabel, monthText, priceUnit, regionText, resourceTitle, type PriceSeries, type RegionPriceTable } from '../shared/contract';

const { money: MONEY, ratio: RATIO } = XlsxFormat;

/** 材料价格_热轧带肋钢筋_江苏_202201-202410.xlsx */
export function exportFileName(series: PriceSeries, time: number): DownloadName {
  const day = exportTime(time).compact;
  const span = `${series.from}-${series.to}`;
  const safe = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '');
  return {
    name: `材料价格_${safe(series.resource.name)}_${safe(series.region.name)}_${span}.xlsx`,
    ascii: `material-price-${series.resource.code}-${series.region.areaid}-${span}-${day}.xlsx`,
  };
}

/** The workbook (a Buffer): 月度价格 and 地区价格. */
export async function priceWorkbook(series: PriceSeries, table: RegionPriceTable, time: number): Promise<Buffer> {
  const book = new XlsxWorkbook({ time, source: MATERIAL_PRICE_SOURCE });
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
  await book.addSheet({
    name: '月度价格',
    title: `${title}（${unit}）${regionText(series.region)} ${monthLabel(series.from)}—${monthLabel(series.to)} 信息价与市场价`,
    columns: [
      { header: '月份', width: 11 },
      { header: `信息价（${unit}）`, width: 16, numFmt: MONEY },
      { header: `市场价（${unit}）`, width: 16, numFmt: MONEY },
      { header: `价差（信息价−市场价，${unit}）`, width: 22, numFmt: MONEY },
      { header: '信息价环比', width: 12, numFmt: RATIO },
      { header: '市场价环比', width: 12, numFmt: RATIO },
    ],
    rows: seriesRows,
    notes: [
      `材料编码：${series.resource.code}；类别：${series.resource.kind}；价格不含税。`,
      series.fellBack ? `所选地区暂无单独价格，按${series.region.name}价格列示。` : '',
      '信息价为各地造价管理机构发布的价格（按月或按季发布），市场价为当月市场成交价格。示例数据，仅供演示。',
    ].filter(Boolean),
  });

  const scopeName = table.scope.name;
  await book.addSheet({
    name: '地区价格',
    title: `${title}（${unit}）${scopeName === '全国' ? '全国各省' : `${scopeName}各主要城市`} ${monthLabel(table.month)} 价格`,
    columns: [
      { header: '地区', width: 14 },
      { header: `信息价（${unit}）`, width: 16, numFmt: MONEY },
      { header: '信息价环比', width: 12, numFmt: RATIO },
      { header: '信息价同比', width: 12, numFmt: RATIO },
      { header: `市场价（${unit}）`, width: 16, numFmt: MONEY },
      { header: '市场价环比', width: 12, numFmt: RATIO },
      { header: '市场价同比', width: 12, numFmt: RATIO },
      { header: '市场价较全国', width: 13, numFmt: RATIO },
    ],
    rows: table.rows.map((r) => [
      r.level === 'city' ? `  ${r.name}` : r.level === 'national' && scopeName !== '全国' ? '全国（参考）' : r.name,
      r.info,
      r.infoMom,
      r.infoYoy,
      r.market,
      r.marketMom,
      r.marketYoy,
      r.marketVsNational,
    ]),
    notes: [`环比：与上月相比；同比：与上年同月相比；较全国：市场价与同月全国市场价相比。空白表示该月无可比价格。示例数据，仅供演示。`],
  });

  return book.finish();
}
