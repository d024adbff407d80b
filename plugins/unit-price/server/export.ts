/**
 * The item workbook, in the site's sheet shape (`@kernel/server/xlsx`: title row, stamp row with the
 * data source (示例数据) and the export time, bold header row with units, frozen panes, number formats
 * (元 to the cent, shares as 0.0 %), column widths, notes). Sheets: 基本信息, 综合单价组成, 定额组价,
 * 人材机汇总, 同类清单参考. The figures are the endpoints' (detail.ts), so the workbook, the page and
 * the PDF agree to the cent.
 */
import { exportTime, type DownloadName } from '@kernel/server/download';
import { factsSheet, XlsxFormat, XlsxWorkbook, type XlsxCell } from '@kernel/server/xlsx';
import type { BqItemInfo } from '../shared/contract';
import type { ItemDocument } from './detail';

const { money: MONEY, integer: INTEGER, ratio: RATIO, quantity: QUANTITY } = XlsxFormat;

type Cell = XlsxCell;

export function itemFileName(info: BqItemInfo, time = Date.now()): DownloadName {
  const day = exportTime(time).compact;
  return { name: `综合单价_${info.code}_${info.name}_${day}.xlsx`, ascii: `bq-item-${info.code}-${day}.xlsx` };
}

/** The workbook of one item. */
export async function itemWorkbook(d: ItemDocument): Promise<Buffer> {
  const book = new XlsxWorkbook({ time: d.generatedAt });
  const info = d.info;
  const unit = `元/${info.unit}`;
  const heading = `${info.code} ${info.name}（${info.unit}）`;
  const basis = `${info.basis.regionName} ${info.basis.month} ${info.basis.kindName}`;

  await book.addSheet(
    factsSheet({
      name: '基本信息',
      title: `${heading} 基本信息`,
      widths: [16, 64],
      facts: [
        ['项目编码', info.code],
        ['项目名称', info.name],
        ['项目特征', info.features],
        ['计量单位', info.unit],
        [`工程量（${info.unit}）`, info.quantity, QUANTITY],
        [`综合单价（${unit}）`, info.unitPrice, MONEY],
        ['合价（元）', info.amount, MONEY],
        ['清单类别', `${info.partName} · ${info.specialty.name} · ${info.chapter.name}${info.section.name ? ` / ${info.section.name}` : ''}`],
        ['清单规范', info.standard.name],
        ['所属工程', `${info.project.projectName} · ${info.project.name}`],
        ['建筑用途 / 结构', `${info.project.buildingUse} · ${info.project.structure}`],
        ['工程地区', [info.project.provinceName, info.project.cityName].filter(Boolean).join(' ')],
        ['计价阶段', info.project.pricingStage],
        ['价格日期', info.project.priceDate],
        ['价格依据', basis],
      ],
    }),
  );

  const comp = d.composition;
  await book.addSheet({
    name: '综合单价组成',
    title: `${heading} 综合单价组成`,
    columns: [
      { header: '费用项目', width: 14 },
      { header: '计算基础', width: 16 },
      { header: '费率', width: 10, numFmt: RATIO },
      { header: `单价（${unit}）`, width: 16, numFmt: MONEY },
      { header: '合价（元）', width: 18, numFmt: MONEY },
      { header: '占比', width: 10, numFmt: RATIO },
    ],
    rows: [...comp.rows.map((r) => [r.name, r.base ?? '', r.rate, r.value, r.amount, r.ratio] as Cell[]), ['综合单价', '', null, comp.unitPrice, info.amount, 1]],
    boldRows: [comp.rows.length],
    notes: [`价格依据：${basis}。合价 = 工程量 × 单价；各项单价之和等于综合单价。`],
  });

  await book.addSheet({
    name: '定额组价',
    title: `${heading} 定额组价`,
    columns: [
      { header: '序号', width: 6 },
      { header: '定额编号', width: 10 },
      { header: '定额名称', width: 30 },
      { header: '单位', width: 8 },
      { header: '含量', width: 10, numFmt: '0.000000' },
      { header: '工程量', width: 12, numFmt: '#,##0.000' },
      { header: '人工费（元）', width: 12, numFmt: MONEY },
      { header: '材料费（元）', width: 12, numFmt: MONEY },
      { header: '机械费（元）', width: 12, numFmt: MONEY },
      { header: '定额单价（元）', width: 14, numFmt: MONEY },
    ],
    rows: d.norms.lines.map((n) => [n.seq, n.normCode, n.name, n.unit, n.per, n.quantity, n.labour, n.material, n.machine, n.normPrice]),
    notes: [`含量：每 ${info.unit} 清单工程量的定额工程量；人工费、材料费、机械费为每定额单位在价格依据（${basis}）下的金额。`],
  });

  const res = d.resources;
  const resRows: Cell[][] = res.lines.map((l) => [l.code, l.name, l.spec, l.unit, l.kind, l.consumption, l.quantity, l.price, l.infoPrice, l.marketPrice, l.amount, l.share]);
  const totals: Cell[][] = [
    ['人工费合计', '', '', '', '', null, null, null, null, null, res.totals.labour, res.totals.direct > 0 ? res.totals.labour / res.totals.direct : 0],
    ['材料费合计（含主材、设备）', '', '', '', '', null, null, null, null, null, res.totals.material, res.totals.direct > 0 ? res.totals.material / res.totals.direct : 0],
    ['机械费合计', '', '', '', '', null, null, null, null, null, res.totals.machine, res.totals.direct > 0 ? res.totals.machine / res.totals.direct : 0],
    ['人材机合计', '', '', '', '', null, null, null, null, null, res.totals.direct, res.totals.direct > 0 ? 1 : 0],
  ];
  await book.addSheet({
    name: '人材机汇总',
    title: `${heading} 人材机汇总`,
    columns: [
      { header: '编码', width: 9 },
      { header: '名称', width: 18 },
      { header: '规格型号', width: 16 },
      { header: '单位', width: 7 },
      { header: '类别', width: 7 },
      { header: `消耗量（每${info.unit}）`, width: 12, numFmt: QUANTITY },
      { header: '总消耗量', width: 14, numFmt: QUANTITY },
      { header: '单价（元）', width: 11, numFmt: MONEY },
      { header: '信息价（元）', width: 11, numFmt: MONEY },
      { header: '市场价（元）', width: 11, numFmt: MONEY },
      { header: `合价（${unit}）`, width: 13, numFmt: MONEY },
      { header: '占比', width: 9, numFmt: RATIO },
    ],
    rows: [...resRows, ...totals],
    boldRows: [resRows.length, resRows.length + 1, resRows.length + 2, resRows.length + 3],
    notes: [`单价为价格依据（${basis}）；信息价与市场价为同地区同月份价格。各类合价之和等于综合单价组成中的人工费、材料费、机械费。`],
  });

  if (d.stats) {
    await book.addSheet({
      name: '同类清单参考',
      title: `${heading} 同类清单参考`,
      columns: [
        { header: '地区', width: 10 },
        { header: '样本数（条）', width: 12, numFmt: INTEGER },
        { header: `P10（${unit}）`, width: 14, numFmt: MONEY },
        { header: `中位数（${unit}）`, width: 14, numFmt: MONEY },
        { header: `P90（${unit}）`, width: 14, numFmt: MONEY },
        { header: `本项目（${unit}）`, width: 14, numFmt: MONEY },
      ],
      rows: [[d.stats.areaName, d.stats.count, d.stats.p10, d.stats.median, d.stats.p90, info.unitPrice]],
      notes: [`${info.standard.name} 同编码同单位清单在${d.stats.areaName}全部示例样本中的分布；百分位数按线性插值（同 Excel PERCENTILE.INC），四舍五入到分。`],
    });
  }
  return book.finish();
}
