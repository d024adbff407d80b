/**
 * A single project's labour subcontract (劳务分包) per trade, derived deterministically from its
 * stored data (read through cost-data's CostDataReader) and priced against the regional price lines
 * of its quarter:
 *
 * - the building type from its use (住宅, 公寓 → 住宅; 厂房, 仓库 → 厂房; the rest 公建; a trade without
 *   lines of that type takes 公建's), the region from its city when the city is priced, else its province;
 * - the quarter of its price month (within the series);
 * - quantities in each trade's unit of work: from its technical-economic indicators (模板 m²/m², 钢筋
 *   kg/m², 混凝土 and 砌体 m³/m²; the line's quantity per m² when the project has none), the line's
 *   quantity per m² for 抹灰, 外架, 涂刷 and 防水 areas, and for the trades quoted by the day (水电安装,
 *   装饰装修) the 工日 the regional price per m² buys at the regional day rate; 装饰装修 only for a 精装
 *   project; 主体大清包 is not a trade of its own here (it bundles the others);
 * - the project's price: the regional price of the quarter times a project factor (0.92–1.08, by the
 *   project and trade), in the trade's own unit (元/m² of formwork, 元/t, 元/m³, 元/工日 …); it is compared
 *   with the regional price in that same unit (the project's 元/m² of building area also follows its
 *   own quantities, so it is not the comparison).
 *
 * Amounts are rounded once to the cent (quantity × price) and the total is their sum, so the parts add
 * up to the total to the cent.
 */
import { BID_NODE_TABLE, INDICATOR_TABLE, type CostDataReader } from '@plugins/cost-data/shared/services';
import { LABOUR_SAMPLE_NOTE, type LabourBuildingType, type SubcontractResult, type SubcontractResultRow } from '../shared/contract';
import { unit } from './generate';
import { quarterOfMonth, quarterText } from './quarters';
import type { LabourSeries } from './series';

const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export function buildingTypeOfUse(use: string): LabourBuildingType {
  if (use === '住宅' || use === '公寓') return '住宅';
  if (use === '厂房' || use === '仓库') return '厂房';
  return '公建';
}

/** The measured trades: their indicator, how it converts to the trade's unit, and that unit. */
const MEASURED: Record<string, { indicator: string; perUnit: number; unit: string }> = {
  formwork: { indicator: 'formwork', perUnit: 1, unit: 'm²' },
  rebar: { indicator: 'rebar', perUnit: 1000, unit: 't' },
  concrete: { indicator: 'concrete', perUnit: 1, unit: 'm³' },
  masonry: { indicator: 'masonry', perUnit: 1, unit: 'm³' },
};

export async function subcontractResult(reader: CostDataReader, s: LabourSeries, bidNodeId: number): Promise<SubcontractResult | null> {
  const node = await reader
    .selectFrom(BID_NODE_TABLE)
    .select(['id', 'name', 'building_area', 'building_use', 'structure', 'province_id', 'city_id', 'price_month', 'decoration_standard'])
    .where('id', '=', bidNodeId)
    .executeTakeFirst();
  if (!node) return null;
  const indicators = await reader.selectFrom(INDICATOR_TABLE).select(['code', 'value']).where('bid_node_id', '=', bidNodeId).execute();
  const perM2 = new Map(indicators.map((i) => [i.code, Number(i.value)]));
  const area = Number(node.building_area);
  const cityId = Number(node.city_id);
  const provinceId = Number(node.province_id);
  const areaId = s.linesOf(cityId).length ? cityId : s.linesOf(provinceId).length ? provinceId : 1;
  const quarter = Math.min(Math.max(quarterOfMonth(Number(node.price_month)), s.quarters[0]!), s.latest);
  const pos = s.pos(quarter)!;
  const type = buildingTypeOfUse(node.building_use);
  const regionNames = [s.regions.get(provinceId)?.name, cityId && cityId !== provinceId ? s.regions.get(cityId)?.name : undefined].filter(Boolean);

  const rows: SubcontractResultRow[] = [];
  const cents: number[] = [];
  for (const trade of s.trades) {
    if (trade.code === 'mainFrame') continue;
    if (trade.code === 'decoration' && node.decoration_standard !== '精装') continue;
    const lineType = trade.buildingTypes.includes(type) ? type : '公建';
    const line = s.lineOf(trade.code, areaId, lineType);
    const f = line ? s.figures(line, pos) : null;
    if (!line || !f || !(area > 0)) continue;
    const factor = 0.92 + 0.16 * unit(bidNodeId, s.trades.indexOf(trade), 11);
    const measured = MEASURED[trade.code];
    let altQuantity: number;
    let regionalAlt: number;
    let quantityUnit: string;
    if (line.altRatio > 0) {
      // Quoted per unit of work: the project's quantity (its indicator for 模板, 钢筋, 混凝土, 砌体; the
      // line's quantity per m² for 抹灰, 外架, 涂刷, 防水 areas) at the regional price of that unit.
      const content = measured ? perM2.get(measured.indicator) : undefined;
      const perArea = measured && content !== undefined && content > 0 ? content / measured.perUnit : line.altRatio;
      altQuantity = round2(perArea * area);
      regionalAlt = f.altPrice;
      quantityUnit = measured?.unit ?? 'm²';
    } else {
      // Quoted by the day (水电安装, 装饰装修): the 工日 the regional price buys at the regional day rate.
      altQuantity = f.dayRate > 0 ? round2((f.price * area) / f.dayRate) : 0;
      regionalAlt = f.dayRate;
      quantityUnit = '工日';
    }
    const altPrice = round2(regionalAlt * factor);
    const amountCents = Math.round(altQuantity * altPrice * 100);
    const unitPrice = round2(amountCents / 100 / area);
    cents.push(amountCents);
    rows.push({
      tradeCode: trade.code,
      tradeName: trade.name,
      altQuantity,
      altQuantityUnit: quantityUnit,
      altPrice,
      altUnit: trade.altUnit,
      unitPrice,
      amount: amountCents / 100,
      regionalPrice: f.price,
      regionalAltPrice: regionalAlt,
      regionalLineId: line.id,
      vsRegional: regionalAlt > 0 ? round4((altPrice - regionalAlt) / regionalAlt) : null,
      share: 0,
    });
  }
  const totalCents = cents.reduce((a, b) => a + b, 0);
  rows.forEach((r, i) => (r.share = totalCents > 0 ? round4(cents[i]! / totalCents) : 0));
  return {
    bidNodeId,
    project: {
      name: node.name,
      buildingArea: area,
      buildingUse: node.building_use,
      structure: node.structure,
      regionName: regionNames.join('・') || (s.regions.get(areaId)?.name ?? ''),
      areaId: cityId || provinceId,
      quarter: quarterText(quarter),
    },
    buildingType: type,
    region: s.regionRef(areaId),
    rows,
    total: totalCents / 100,
    totalPerM2: area > 0 ? round2(totalCents / 100 / area) : 0,
    note: LABOUR_SAMPLE_NOTE,
  };
}
