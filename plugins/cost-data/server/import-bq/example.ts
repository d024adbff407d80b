/**
 * The example workbook of a priced bill (tests/fixtures/bq-import-example.xlsx, or
 * `npm run import -- --bq-template <file>`): a two-storey office building in 南京 priced for a
 * 招标控制价 in 2024-06, with its single project (sheet 单项工程, so it imports in one run), nine
 * items, their norm lines and resource lines. The items are composed the way the site composes a
 * bill (the catalogue's norms at the 信息价 of 南京 and the month, 江苏's sample fee rules), so
 * every part, sum and amount of the file holds together to the cent.
 */
import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { loadCatalogue, type Catalogue } from '../bq/catalogue';
import { createResourcePriceModel } from '../bq/prices';
import { composeUnitPrice, provinceFeeRules, ruleGroupOf } from '../bq/rules';
import { TEMPLATE_HEADERS } from '../import/columns';
import { findCityByName, findProvinceByName } from '../regions';
import { InfoKey, ITEM_HEADERS, NORM_HEADERS, RESOURCE_HEADERS, Sheets } from './layout';

const MONTH = 202406;
const STANDARD = '2013';

/** code9, recipe id suffix, quantity (the items of a small two-storey office, 640 m²). */
const ITEMS: ReadonlyArray<readonly [string, string, number]> = [
  ['010101001', 'machine', 320],
  ['010402001', 'aac200', 148.6],
  ['010502001', 'c30', 31.85],
  ['010505001', 'c30', 118.4],
  ['010515001', 'hrb400-d12-18', 28.8],
  ['011201001', '', 1825.6],
  ['011701001', 'h20', 640],
  ['011702014', '', 962.3],
];
/** 安全文明施工: 3.10 % of 分部分项 + 单价措施 (江苏's sample rate). */
const SAFETY_RATE = 0.031;

interface ExampleItem {
  code: string;
  name: string;
  features: string[];
  unit: string;
  quantity: number;
  parts: number[];
  unitPrice: number;
  amount: number;
  /** 定额编号, 定额名称, 定额单位, 数量. */
  norms: Array<[string, string, string, number]>;
  /** 类别, 编码, 名称, 规格型号, 单位, 数量, 单价, 合价. */
  resources: Array<[string, string, string, string, string, number, number, number]>;
}

const r6 = (n: number) => Math.round(n * 1e6) / 1e6;

function exampleItems(catalogue: Catalogue): ExampleItem[] {
  const prices = createResourcePriceModel();
  const province = findProvinceByName('江苏')!.areaid;
  const city = findCityByName(province, '南京')!.areaid;
  const region = prices.priceRegionOf(city) ?? province;
  const rules = provinceFeeRules(province);
  const out: ExampleItem[] = [];
  for (const [code9, suffix, quantity] of ITEMS) {
    const code = catalogue.code(STANDARD, code9)!;
    const recipes = catalogue.recipesOf(STANDARD, code9);
    const recipe = recipes.find((r) => r.id === `${code9}-${suffix}`) ?? recipes[0]!;
    const lines = new Map<string, { per: number }>();
    for (const { norm, per } of recipe.norms) {
      for (const line of catalogue.normByCode.get(norm)!.lines) {
        const entry = lines.get(line.resource) ?? { per: 0 };
        entry.per += per * line.consumption;
        lines.set(line.resource, entry);
      }
    }
    const cents = [0, 0, 0];
    const resources: ExampleItem['resources'] = [];
    for (const [resourceCode, { per }] of lines) {
      const resource = catalogue.resourceByCode.get(resourceCode)!;
      const price = prices.info(resource, region, MONTH);
      const perShown = r6(per);
      const amount = Math.round(perShown * price * 100);
      cents[resource.kind === '人工' ? 0 : resource.kind === '机械' ? 2 : 1] += amount;
      resources.push([resource.kind, resource.code, resource.name, resource.spec, resource.unit, perShown, price, amount / 100]);
    }
    const priced = composeUnitPrice(cents[0]!, cents[1]!, cents[2]!, rules.items[ruleGroupOf(code.specialty)]);
    const amount = Math.round((Math.round(quantity * 10000) * priced.total) / 10000);
    out.push({
      code: `${code9}001`,
      name: code.name,
      features: [...recipe.features],
      unit: catalogue.billUnit(code),
      quantity,
      parts: [priced.labour, priced.material, priced.machine, priced.management, priced.profit, priced.risk].map((c) => c / 100),
      unitPrice: priced.total / 100,
      amount: amount / 100,
      norms: recipe.norms.map(({ norm, per }) => {
        const n = catalogue.normByCode.get(norm)!;
        return [n.code, n.name, n.unit, per] as [string, string, string, number];
      }),
      resources,
    });
  }
  const base = out.reduce((s, i) => s + Math.round(i.amount * 100), 0);
  const safety = Math.round(base * SAFETY_RATE);
  out.push({
    code: '011707001001',
    name: '安全文明施工',
    features: ['计算基础：分部分项工程费+单价措施项目费', '费率(%)：3.10'],
    unit: '项',
    quantity: 1,
    parts: [],
    unitPrice: safety / 100,
    amount: safety / 100,
    norms: [],
    resources: [],
  });
  return out;
}

/** The single project's row (the single-project template's columns), its fees reconciling with the bill. */
function nodeRow(items: readonly ExampleItem[]): Array<string | number | null> {
  const sub = items.filter((i) => !i.code.startsWith('0117')).reduce((s, i) => s + Math.round(i.amount * 100), 0);
  const measures = items.filter((i) => i.code.startsWith('0117')).reduce((s, i) => s + Math.round(i.amount * 100), 0);
  const other = Math.round((sub + measures) * 0.04);
  const statutory = Math.round((sub + measures + other) * 0.032);
  const pretax = sub + measures + other + statutory;
  const tax = Math.round(pretax * 0.09);
  const total = pretax + tax;
  const decoration = Math.round(total * 0.12);
  const byHeader: Record<string, string | number | null> = {
    项目名称: '某产业园配套用房',
    单项工程名称: '综合楼',
    省份: '江苏',
    城市: '南京市',
    建筑用途: '办公',
    结构形式: '框架',
    地上层数: 2,
    地下层数: 0,
    '建筑高度(m)': 8.4,
    '建筑面积(m²)': 640,
    '地上面积(m²)': 640,
    '地下面积(m²)': 0,
    基础形式: '独立基础',
    抗震设防烈度: '7度',
    装修标准: '简装',
    计价阶段: '招标控制价',
    '计价日期(YYYY-MM-DD)': '2024-06-15',
    '建筑(元)': (total - decoration) / 100,
    '装饰(元)': decoration / 100,
    '分部分项工程费(元)': sub / 100,
    '措施项目费(元)': measures / 100,
    '其他项目费(元)': other / 100,
    '规费(元)': statutory / 100,
    '税金(元)': tax / 100,
    工程范围: '土建及装饰工程（清单导入示例）',
    工程特征: '外墙:涂料;门窗:断桥铝合金',
  };
  return TEMPLATE_HEADERS.map((h) => byHeader[h] ?? null);
}

const HELP: ReadonlyArray<readonly [string, string]> = [
  [Sheets.info, `两列（项目 | 内容）。${InfoKey.node}：清单所属的已有单项工程编号（如 DX2024-0000123）；有“${Sheets.node}”工作表时留空。${InfoKey.standard}：GB 50854-2013 或 GB/T 50854-2024，留空按计价月份（2025-09 起为 2024 版）。`],
  [Sheets.node, '可选：按单项工程导入模板填写一行，清单与该单项工程在同一事务中导入。'],
  [Sheets.items, '每行一个清单项目。项目编码 12 位，前 9 位须在所选清单规范中；计量单位与规范一致；人工费+材料费+机械费+管理费+利润+风险费用=综合单价（精确到分）；合价=工程量×综合单价。总价措施（011707）可不填组成。'],
  [Sheets.norms, '每行一条定额子目：所属项目编码（留空表示同上一行）、定额编号、定额名称、定额单位、数量（每 1 计量单位清单项目的定额含量）。每个清单项目（总价措施除外）至少一条。'],
  [Sheets.resources, '可选：每行一条人材机：所属项目编码（留空同上）、类别（人工/材料/机械/主材/设备）、编码、名称、规格型号、单位、数量（每 1 计量单位清单项目的消耗量）、单价、合价。各类合价之和须等于该项目的人工费、材料费（含主材、设备）、机械费。'],
  ['费用', '单项工程的分部分项工程费须等于分部分项项目合价之和，措施项目费须等于单价措施与总价措施项目合价之和（精确到分）。'],
];

/** Writes the example workbook. */
export async function writeBqExample(file: string): Promise<void> {
  const catalogue = loadCatalogue();
  const items = exampleItems(catalogue);
  const wb = new ExcelJS.Workbook();
  wb.creator = '造价指标平台';
  const info = wb.addWorksheet(Sheets.info);
  info.addRow(['项目', '内容']);
  info.addRow([InfoKey.node, null]);
  info.addRow([InfoKey.standard, 'GB 50854-2013']);
  info.getColumn(1).width = 16;
  info.getColumn(2).width = 24;

  const node = wb.addWorksheet(Sheets.node);
  node.addRow([...TEMPLATE_HEADERS]);
  node.addRow(nodeRow(items));

  const sheet = wb.addWorksheet(Sheets.items);
  sheet.addRow(['分部分项工程和单价措施项目清单与计价表（含综合单价组成，示例数据）']);
  sheet.addRow([...ITEM_HEADERS]);
  items.forEach((item, i) => {
    sheet.addRow([i + 1, item.code, item.name, item.features.map((f, k) => `${k + 1}.${f}`).join('\n'), item.unit, item.quantity, item.unitPrice, item.amount, ...(item.parts.length ? item.parts : [null, null, null, null, null, null])]);
  });
  sheet.getColumn(2).numFmt = '@';
  sheet.getColumn(3).width = 18;
  sheet.getColumn(4).width = 40;

  const norms = wb.addWorksheet(Sheets.norms);
  norms.addRow([...NORM_HEADERS]);
  for (const item of items) item.norms.forEach((n, k) => norms.addRow([k === 0 ? item.code : null, ...n]));

  const res = wb.addWorksheet(Sheets.resources);
  res.addRow([...RESOURCE_HEADERS]);
  for (const item of items) item.resources.forEach((r, k) => res.addRow([k === 0 ? item.code : null, ...r]));

  const help = wb.addWorksheet('填写说明');
  help.addRow(['工作表', '说明']);
  for (const row of HELP) help.addRow([...row]);
  help.getColumn(2).width = 100;
  for (const ws of [sheet, norms, res]) ws.getColumn(1).numFmt = '@';
  await writeFile(file, Buffer.from(await wb.xlsx.writeBuffer()));
}
