/**
 * The XLSX exports of 单项工程指标: the list, a single project's detail and the comparison. The
 * sheet shape (title row, stamp row with the data source and the export time, bold header row with
 * units, frozen panes, number formats, notes; streaming writer) is the kernel's
 * (`@kernel/server/xlsx`); the columns, rows and texts are here. Shares are written as ratios with
 * three decimals and shown as 0.0 %, the site's one rounding rule.
 */
import { exportTime, type DownloadName } from '@kernel/server/download';
import { exportStamp, factsSheet, XlsxFormat, XlsxWorkbook, type XlsxCell, type XlsxColumn, type XlsxFact } from '@kernel/server/xlsx';
import { FEES, INDICATORS, SPECIALTIES, structureLabel } from '@plugins/cost-data/shared/vocabulary';
import { EXPORT_LIMIT, type BaseInfo, type BidNodeSummary, type CompareData, type IndexRow } from '../shared/contract';

const { money: MONEY, integer: INTEGER, ratio: RATIO, quantity: QUANTITY } = XlsxFormat;

type Column = XlsxColumn;
type Cell = XlsxCell;

/** The stamp row text of these workbooks: 数据来源：造价指标网（示例数据） 导出时间：YYYY-MM-DD HH:mm. */
export const stampText = (time: number): string => exportStamp(time);
export { contentDisposition } from '@kernel/server/download';

export function listFileName(time: number): DownloadName {
  const day = exportTime(time).compact;
  return { name: `单项工程指标_${day}.xlsx`, ascii: `bid-node-list-${day}.xlsx` };
}

export function detailFileName(code: string, time: number): DownloadName {
  const day = exportTime(time).compact;
  const safe = code.replace(/[^A-Za-z0-9_-]/g, '');
  return { name: `单项工程指标_${safe}_${day}.xlsx`, ascii: `bid-node-${safe}-${day}.xlsx` };
}

const LIST_COLUMNS: Column[] = [
  { header: '序号', width: 7, numFmt: INTEGER },
  { header: '单项工程编号', width: 17 },
  { header: '单项工程名称', width: 28 },
  { header: '所属项目', width: 24 },
  { header: '省份', width: 10 },
  { header: '城市', width: 10 },
  { header: '建筑用途', width: 11 },
  { header: '结构类型', width: 13 },
  { header: '地上层数（层）', width: 10, numFmt: INTEGER },
  { header: '地下层数（层）', width: 10, numFmt: INTEGER },
  { header: '建筑面积（m²）', width: 14, numFmt: MONEY },
  { header: '计价阶段', width: 12 },
  { header: '价格日期', width: 12 },
  { header: '单方造价（元/m²）', width: 15, numFmt: MONEY },
  { header: '总造价（元）', width: 18, numFmt: MONEY },
];

/** The specialty and indicator figures of one list row (元/m² by specialty; indicator values). */
export interface ListRowExtras {
  specialties: ReadonlyMap<string, number>;
  indicators: ReadonlyMap<string, number>;
}

const EXTRA_COLUMNS: Column[] = [
  ...SPECIALTIES.map((sp) => ({ header: `${sp.name}（元/m²）`, width: 12, numFmt: MONEY })),
  ...INDICATORS.map((ind) => ({ header: `${ind.name}（${ind.unit}）`, width: 13, numFmt: QUANTITY })),
];

/** The title of the list workbook: the count, and the cap when the result has more rows. */
export function listTitle(total: number, written: number): string {
  if (total > written) {
    return `单项工程指标（共 ${total.toLocaleString('en-US')} 条，超过单次导出上限 ${EXPORT_LIMIT.toLocaleString('en-US')} 条，仅导出按当前排序的前 ${written.toLocaleString('en-US')} 条）`;
  }
  return `单项工程指标（共 ${written} 条）`;
}

/**
 * The list workbook (one sheet 单项工程指标): the list columns, then the 元/m² of every specialty
 * (they add up to 单方造价) and the technical-economic indicators (blank when not measured).
 */
export async function listWorkbook(
  rows: readonly BidNodeSummary[],
  info: { total: number; time: number; extras?: ReadonlyMap<number, ListRowExtras> },
): Promise<Buffer> {
  const book = new XlsxWorkbook({ time: info.time });
  const extrasOf = (id: number): Cell[] => {
    const e = info.extras?.get(id);
    return [...SPECIALTIES.map((sp) => e?.specialties.get(sp.code) ?? null), ...INDICATORS.map((ind) => e?.indicators.get(ind.code) ?? null)];
  };
  const notes = ['说明：各专业单方造价按建筑面积计，之和等于单方造价；技术经济指标按建筑面积计，空白表示该工程未测该指标。本站数据为按造价规律生成的示例数据。'];
  if (info.total > rows.length) notes.unshift(`注意：筛选结果共 ${info.total} 条，超过单次导出上限 ${EXPORT_LIMIT} 条，本表仅含按当前排序的前 ${rows.length} 条；请缩小筛选范围后分批导出。`);
  await book.addSheet({
    name: '单项工程指标',
    title: listTitle(info.total, rows.length),
    columns: [...LIST_COLUMNS, ...EXTRA_COLUMNS],
    rows: rows.map((r, i) => [
      i + 1,
      r.code,
      r.name,
      r.projectName,
      r.provinceName,
      r.cityName,
      r.buildingUse,
      r.structure,
      r.floorsAbove,
      r.floorsBelow,
      r.buildingArea,
      r.pricingStage,
      r.priceDate,
      r.unitCost,
      r.totalCost,
      ...extrasOf(r.id),
    ]),
    notes,
  });
  return book.finish();
}

export interface DetailData {
  base: BaseInfo;
  scope: string;
  specialties: { rows: IndexRow[]; total: { amount: number; value: number } };
  fees: { rows: IndexRow[]; total: { amount: number; value: number } };
  indicators: IndexRow[];
  attributes: Array<{ name: string; value: string }>;
}

/** A composition's rows and its 合计 line. */
function compositionTable(data: DetailData['specialties']): Cell[][] {
  const rows: Cell[][] = data.rows.map((r) => [r.name, r.value, r.amount ?? null, r.ratio ?? null]);
  if (data.rows.length) rows.push(['合计', data.total.value, data.total.amount, 1]);
  return rows;
}

/** The detail workbook: 基本信息, 造价构成, 费用构成, 技术经济指标, 工程特征. */
export async function detailWorkbook(data: DetailData, time: number): Promise<Buffer> {
  const book = new XlsxWorkbook({ time });
  const b = data.base;
  const heading = `${b.name}（${b.code}）`;

  const basics: XlsxFact[] = [
    ['单项工程编号', b.code],
    ['单项工程名称', b.name],
    ['所属项目', b.projectName],
    ['地区', [b.provinceName, b.cityName].filter(Boolean).join(' ')],
    ['建筑用途', b.buildingUse],
    ['结构类型', b.structure],
    ['地上层数（层）', b.floorsAbove, INTEGER],
    ['地下层数（层）', b.floorsBelow, INTEGER],
    ['建筑高度（m）', b.heightM, MONEY],
    ['建筑面积（m²）', b.buildingArea, MONEY],
    ['地上建筑面积（m²）', b.aboveArea, MONEY],
    ['地下建筑面积（m²）', b.belowArea, MONEY],
    ['基础类型', b.foundationType],
    ['抗震设防烈度', b.seismicIntensity],
    ['装修标准', b.decorationStandard],
    ['计价阶段', b.pricingStage],
    ['价格日期', b.priceDate],
    ['单方造价（元/m²）', b.unitCost, MONEY],
    ['总造价（元）', b.totalCost, MONEY],
    ['工程范围', data.scope],
  ];
  await book.addSheet(factsSheet({ name: '基本信息', title: `${heading} 基本信息`, facts: basics, widths: [22, 48] }));

  const compositionColumns = (nameHeader: string): Column[] => [
    { header: nameHeader, width: 18 },
    { header: '单方造价（元/m²）', width: 17, numFmt: MONEY },
    { header: '金额（元）', width: 18, numFmt: MONEY },
    { header: '占比（%）', width: 11, numFmt: RATIO },
  ];
  const compositionNote = ['说明：单方造价按建筑面积计；各项金额与单方造价之和等于合计，占比合计 100.0%。'];
  await book.addSheet({ name: '造价构成', title: `${heading} 专业造价构成`, columns: compositionColumns('专业'), rows: compositionTable(data.specialties), notes: compositionNote });
  await book.addSheet({ name: '费用构成', title: `${heading} 费用构成`, columns: compositionColumns('费用项目'), rows: compositionTable(data.fees), notes: compositionNote });

  await book.addSheet({
    name: '技术经济指标',
    title: `${heading} 技术经济指标`,
    columns: [
      { header: '指标', width: 16 },
      { header: '单位', width: 10 },
      { header: '本工程', width: 12, numFmt: QUANTITY },
      { header: '同类工程P10', width: 13, numFmt: QUANTITY },
      { header: '同类工程中位数', width: 15, numFmt: QUANTITY },
      { header: '同类工程P90', width: 13, numFmt: QUANTITY },
      { header: '样本数（个）', width: 12, numFmt: INTEGER },
    ],
    rows: data.indicators.map((r) => [r.name, r.unit, r.value, r.range?.p10 ?? null, r.range?.median ?? null, r.range?.p90 ?? null, r.range?.count ?? null]),
    notes: [`说明：同类工程为全国${b.buildingUse} · ${structureLabel(b.structure)}的单项工程；指标按建筑面积计。`],
  });

  await book.addSheet(factsSheet({ name: '工程特征', title: `${heading} 工程特征`, facts: data.attributes.map((a) => [a.name, a.value]), headers: ['特征项', '特征描述'] }));

  return book.finish();
}

export function compareFileName(time: number): DownloadName {
  const day = exportTime(time).compact;
  return { name: `单项工程对比_${day}.xlsx`, ascii: `bid-node-compare-${day}.xlsx` };
}

/**
 * The comparison workbook: one column per single project. Sheet 对比 holds the base facts (with
 * the pricing stage and price date of each), the unit cost and total, the specialties, the fees and
 * the indicators; with a common region and month, sheet 统一换算 holds the repriced figures.
 */
export async function compareWorkbook(data: CompareData, time: number): Promise<Buffer> {
  const book = new XlsxWorkbook({ time });
  const items = data.items;
  const columns: Column[] = [{ header: '项目', width: 24 }, ...items.map((it) => ({ header: `${it.base.name}（${it.base.code}）`, width: 24 }))];
  const warnings: string[] = [];
  if (data.mixedStages) warnings.push(`注意：所比较的单项工程计价阶段不同（${data.stages.join('、')}），造价口径不一致。`);
  if (data.months.length > 1 || data.provinces.length > 1) {
    warnings.push(`注意：所比较的单项工程价格日期（${data.months.join('、')}）或地区（${data.provinces.join('、')}）不同${data.unifiedTo ? '，见「统一换算」表' : ''}。`);
  }
  const line = (label: string, values: Cell[], fmt?: string): { row: Cell[]; fmt?: string } => ({ row: [label, ...values], fmt });
  const byCode = (rows: readonly IndexRow[], code: string, field: 'value' | 'ratio' | 'amount') => {
    const r = rows.find((x) => x.code === code);
    return r ? (r[field] ?? null) : null;
  };
  const body = (pick: (it: CompareData['items'][number]) => { specialties: IndexRow[]; fees: IndexRow[]; unitCost: number; totalCost: number }) => {
    const lines: Array<{ row: Cell[]; fmt?: string }> = [
      line('地区', items.map((it) => [it.base.provinceName, it.base.cityName].filter(Boolean).join(' '))),
      line('建筑用途', items.map((it) => it.base.buildingUse)),
      line('结构类型', items.map((it) => it.base.structure)),
      line('计价阶段', items.map((it) => it.base.pricingStage)),
      line('价格日期', items.map((it) => it.base.priceDate)),
      line('建筑面积（m²）', items.map((it) => it.base.buildingArea), MONEY),
      line('地上 / 地下层数（层）', items.map((it) => `${it.base.floorsAbove} / ${it.base.floorsBelow}`)),
      line('单方造价（元/m²）', items.map((it) => pick(it).unitCost), MONEY),
      line('总造价（元）', items.map((it) => pick(it).totalCost), MONEY),
    ];
    for (const sp of SPECIALTIES) {
      if (items.some((it) => pick(it).specialties.some((r) => r.code === sp.code))) {
        lines.push(line(`${sp.name}（元/m²）`, items.map((it) => byCode(pick(it).specialties, sp.code, 'value')), MONEY));
        lines.push(line(`${sp.name}占比`, items.map((it) => byCode(pick(it).specialties, sp.code, 'ratio')), RATIO));
      }
    }
    for (const fee of FEES) {
      if (items.some((it) => pick(it).fees.some((r) => r.code === fee.code))) {
        lines.push(line(`${fee.name}（元/m²）`, items.map((it) => byCode(pick(it).fees, fee.code, 'value')), MONEY));
      }
    }
    return lines;
  };
  const original = body((it) => ({ specialties: it.specialties, fees: it.fees, unitCost: it.base.unitCost, totalCost: it.base.totalCost }));
  for (const ind of INDICATORS) {
    if (items.some((it) => it.indicators.some((r) => r.code === ind.code))) {
      original.push(line(`${ind.name}（${ind.unit}）`, items.map((it) => byCode(it.indicators, ind.code, 'value')), QUANTITY));
    }
  }
  const formatsOf = (lines: Array<{ row: Cell[]; fmt?: string }>) =>
    lines.flatMap((l, i) => (l.fmt ? items.map((_, k) => [i, k + 2, l.fmt!] as [number, number, string]) : []));
  await book.addSheet({
    name: '对比',
    title: `单项工程对比（${items.length} 个，按各自计价阶段与价格日期）`,
    columns,
    rows: original.map((l) => l.row),
    cellFormats: formatsOf(original),
    notes: [...warnings, '说明：单方造价按建筑面积计，各专业之和等于单方造价，占比合计 100.0%。本站数据为示例数据。'],
  });
  const target = data.unifiedTo;
  if (target) {
    const unified = body((it) => ({ specialties: it.unified!.specialties, fees: it.unified!.fees, unitCost: it.unified!.unitCost, totalCost: it.unified!.totalCost }));
    unified.push(line('原价格指数', items.map((it) => it.unified!.from.index), '0.00'));
    unified.push(line('换算系数', items.map((it) => it.unified!.factor), '0.0000'));
    await book.addSheet({
      name: '统一换算',
      title: `单项工程对比：统一到 ${target.areaName} ${target.month}（价格指数 ${target.index}，${target.indexBase}）`,
      columns,
      rows: unified.map((l) => l.row),
      cellFormats: formatsOf(unified),
      notes: ['说明：换算后造价 = 原造价 × 换算系数，换算系数 = 目标地区与月份的价格指数 ÷ 原地区与价格日期的价格指数（本站造价指数）。计价阶段不因换算而改变。'],
    });
  }
  return book.finish();
}
