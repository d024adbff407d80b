/**
 * Fixture single projects written straight into the cost_data_* tables, with known values for
 * exact assertions, and the test app: cost-data (regions), membership (rights) and bid-node, with
 * tokens `token-<username>` for the demo accounts whose rights come from the membership plugin.
 */
import type { Kysely } from 'kysely';
import type { ServerPlugin } from '@kernel/server/plugin';
import { seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { createBidNodeServer, type BidNodeServerOptions } from '@plugins/bid-node/server';
import { costDataServer } from '@plugins/cost-data/server';
import type { Region } from '@plugins/cost-data/shared/regions';
import { RegionCatalogue } from '@plugins/cost-data/shared/services';
import {
  BID_NODE_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  PRICE_INDEX_TABLE,
  PROJECT_TABLE,
  type BidNodeRow,
  type CostItemRow,
  type IndicatorRow,
  type PriceIndexRow,
  type ProjectRow,
} from '@plugins/cost-data/shared/tables';
import { createMembershipServer } from '@plugins/membership/server';
import { demoTokenResolver } from '../../../helpers/demo-tokens';
import { buildTestApp, type TestApp } from '../../../helpers/server';

export const SPECIALTY_SHARES: Record<string, number> = {
  building: 0.5,
  decoration: 0.15,
  plumbing: 0.05,
  electrical: 0.1,
  hvac: 0.08,
  fire: 0.04,
  intelligent: 0.03,
  elevator: 0.05,
};
export const FEE_SHARES: Record<string, number> = { sub_items: 0.7, measures: 0.12, other: 0.05, statutory: 0.04, tax: 0.09 };

/** A fixture single project (regions by name, resolved through the catalogue). */
export interface NodeSpec {
  id: number;
  project: number;
  name: string;
  province: string;
  city: string;
  use: string;
  structure: string;
  floors: number;
  below?: number;
  area: number;
  stage: string;
  month: string;
  unitCost: number;
  /** Indicators (default: derived from the id). */
  indicators?: Record<string, number>;
}

export const NODES: NodeSpec[] = [
  { id: 1, project: 1, name: '某住宅小区1#楼', province: '江苏', city: '南京市', use: '住宅', structure: '剪力墙', floors: 18, area: 12000, stage: '招标控制价', month: '2024-03', unitCost: 3000 },
  { id: 2, project: 1, name: '某住宅小区2#楼', province: '江苏', city: '南京市', use: '住宅', structure: '框架-剪力墙', floors: 26, area: 18000, stage: '中标价', month: '2024-06', unitCost: 3300 },
  { id: 3, project: 2, name: '某科技园办公楼', province: '江苏', city: '苏州市', use: '办公', structure: '框架', floors: 5, area: 8000, stage: '结算价', month: '2023-11', unitCost: 4200 },
  { id: 4, project: 2, name: '某商业综合体', province: '江苏', city: '苏州市', use: '商业', structure: '框架-核心筒', floors: 34, area: 60000, stage: '中标价', month: '2025-01', unitCost: 5600 },
  { id: 5, project: 3, name: '某人才公寓住宅楼', province: '广东', city: '深圳市', use: '住宅', structure: '剪力墙', floors: 33, area: 25000, stage: '招标控制价', month: '2024-09', unitCost: 3800 },
  { id: 6, project: 3, name: '某金融中心塔楼', province: '广东', city: '深圳市', use: '办公', structure: '框架-核心筒', floors: 45, area: 80000, stage: '结算价', month: '2022-05', unitCost: 6200 },
  { id: 7, project: 4, name: '某实验小学教学楼', province: '广东', city: '广州市', use: '学校', structure: '框架', floors: 4, area: 9000, stage: '招标控制价', month: '2021-08', unitCost: 3500 },
  { id: 8, project: 5, name: '某医院门诊楼', province: '北京', city: '东城区', use: '医院', structure: '框架-剪力墙', floors: 12, area: 30000, stage: '中标价', month: '2020-02', unitCost: 7000 },
  { id: 9, project: 5, name: '某医院地下车库', province: '北京', city: '东城区', use: '地下车库', structure: '框架', floors: 0, below: 2, area: 15000, stage: '中标价', month: '2019-04', unitCost: 2800 },
  { id: 10, project: 6, name: '某产业园1#厂房', province: '广东', city: '深圳市', use: '厂房', structure: '钢结构', floors: 2, area: 20000, stage: '结算价', month: '2018-07', unitCost: 2100 },
  { id: 11, project: 1, name: '滨江花园3#楼', province: '江苏', city: '南京市', use: '住宅', structure: '剪力墙', floors: 11, area: 9000, stage: '中标价', month: '2023-03', unitCost: 2900 },
  { id: 12, project: 4, name: '某安置房6#楼', province: '广东', city: '广州市', use: '住宅', structure: '砖混', floors: 6, area: 5000, stage: '结算价', month: '2019-12', unitCost: 1900 },
];

/** The 40 hotels of 浙江 / 杭州 (ids 1001–1040): a province basis with enough samples. */
export const BULK_FIRST_ID = 1001;
export const BULK_COUNT = 40;
export function bulkSpec(k: number): NodeSpec {
  return {
    id: BULK_FIRST_ID + k,
    project: 100 + Math.floor(k / 10),
    name: `某度假酒店${k + 1}#楼`,
    province: '浙江',
    city: '杭州市',
    use: '酒店',
    structure: '钢结构',
    floors: 10,
    area: 10000 + k * 100,
    stage: '中标价',
    month: `2022-${String((k % 12) + 1).padStart(2, '0')}`,
    unitCost: 4000 + 10 * k,
  };
}

export const ALL_SPECS: NodeSpec[] = [...NODES, ...Array.from({ length: BULK_COUNT }, (_, k) => bulkSpec(k))];

/** The indicators of a fixture node. */
export function indicatorsOf(spec: NodeSpec): Record<string, number> {
  if (spec.indicators) return spec.indicators;
  const out: Record<string, number> = {
    rebar: 40 + spec.id,
    concrete: 0.3 + spec.id / 100,
    formwork: 2 + spec.id / 10,
    masonry: 0.1 + spec.id / 1000,
    labour: 3 + spec.id / 10,
  };
  if (spec.structure === '钢结构') out.steel = 80 + spec.id / 10;
  return out;
}

/** The site's price index of the fixture: provinces 1 (全国), 江苏 (12), 广东 (6), 北京 (2). */
export const INDEX_PROVINCES = [1, 12, 6, 2];
export function indexValue(province: number, month: number): number {
  const step = (Math.floor(month / 100) - 2018) * 12 + (month % 100) - 1;
  return 100 + province * 0.5 + step * 0.2;
}

export interface Fixture {
  regions: RegionCatalogue;
  /** areaid by name (provinces short names, cities full names). */
  area: (name: string) => number;
  specs: NodeSpec[];
}

function regionByName(catalogue: RegionCatalogue): (name: string) => number {
  const all = catalogue.all();
  const flat: Region[] = all.flatMap((p) => [p, ...p.subList]);
  return (name) => {
    const hit = flat.find((r) => r.name === name);
    if (!hit) throw new Error(`no region named ${name}`);
    return hit.areaid;
  };
}

const monthNumber = (m: string) => Number(m.slice(0, 4)) * 100 + Number(m.slice(5, 7));

export async function insertFixture(db: Kysely<any>, catalogue: RegionCatalogue): Promise<Fixture> {
  const area = regionByName(catalogue);
  const cityOf = (spec: NodeSpec) => {
    const province = area(spec.province);
    const city = catalogue.find(province)?.subList.find((c) => c.name === spec.city);
    if (!city) throw new Error(`no city ${spec.city} in ${spec.province}`);
    return { province, city: city.areaid };
  };
  const nodes: BidNodeRow[] = ALL_SPECS.map((s) => {
    const { province, city } = cityOf(s);
    const below = s.below ?? 1;
    const month = monthNumber(s.month);
    return {
      id: s.id,
      project_id: s.project,
      code: `DX${s.month.slice(0, 4)}-${String(s.id).padStart(7, '0')}`,
      name: s.name,
      province_id: province,
      city_id: city,
      building_use: s.use,
      structure: s.structure,
      floors_above: s.floors,
      floors_below: below,
      height_m: s.floors * 3 + 1.5,
      building_area: s.area,
      above_area: s.area * 0.85,
      below_area: s.area * 0.15,
      foundation_type: '桩基础',
      seismic_intensity: '7度',
      decoration_standard: s.use === '住宅' ? '精装' : '简装',
      pricing_stage: s.stage,
      price_date: `${s.month}-15`,
      price_month: month,
      total_cost: s.unitCost * s.area,
      unit_cost: s.unitCost,
      scope: `${s.name}的土建、安装及装饰工程`,
      attributes: JSON.stringify([
        { name: '外墙', value: '真石漆' },
        { name: '门窗', value: '断桥铝合金中空玻璃窗' },
      ]),
      keywords: [s.name, s.use, s.structure, `${s.floors}层`, s.province, s.city].join(' '),
      source: 'sample',
      created_at: 1700000000000,
    };
  });
  const projectIds = [...new Set(ALL_SPECS.map((s) => s.project))];
  const projects: ProjectRow[] = projectIds.map((pid) => {
    const members = nodes.filter((n) => n.project_id === pid);
    const first = members[0]!;
    const totalArea = members.reduce((a, n) => a + n.building_area, 0);
    const totalCost = members.reduce((a, n) => a + n.total_cost, 0);
    return {
      id: pid,
      code: `XM2024-${String(pid).padStart(6, '0')}`,
      name: `某示例项目${pid}`,
      province_id: first.province_id,
      city_id: first.city_id,
      category: first.building_use,
      pricing_stage: first.pricing_stage,
      price_date: first.price_date,
      price_month: first.price_month,
      total_area: totalArea,
      total_cost: totalCost,
      unit_cost: totalCost / totalArea,
      bid_node_count: members.length,
      source: 'sample',
      created_at: 1700000000000,
    };
  });
  const items: CostItemRow[] = [];
  const indicators: IndicatorRow[] = [];
  for (const n of nodes) {
    for (const [kind, shares] of [
      ['specialty', SPECIALTY_SHARES],
      ['fee', FEE_SHARES],
    ] as const) {
      for (const [code, share] of Object.entries(shares)) {
        const amount = n.total_cost * share;
        items.push({ bid_node_id: n.id, kind, code, amount, unit_cost: amount / n.building_area, ratio: share });
      }
    }
    const spec = ALL_SPECS.find((s) => s.id === n.id)!;
    for (const [code, value] of Object.entries(indicatorsOf(spec))) indicators.push({ bid_node_id: n.id, code, value });
  }
  const index: PriceIndexRow[] = [];
  for (const p of INDEX_PROVINCES) {
    for (let y = 2018; y <= 2026; y++) {
      for (let m = 1; m <= 12; m++) index.push({ province_id: p, month: y * 100 + m, value: indexValue(p, y * 100 + m) });
    }
  }
  const chunks = <T>(rows: T[], size = 200): T[][] => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
  await db.insertInto(PROJECT_TABLE).values(projects).execute();
  for (const c of chunks(nodes, 50)) await db.insertInto(BID_NODE_TABLE).values(c).execute();
  for (const c of chunks(items)) await db.insertInto(COST_ITEM_TABLE).values(c).execute();
  for (const c of chunks(indicators)) await db.insertInto(INDICATOR_TABLE).values(c).execute();
  for (const c of chunks(index)) await db.insertInto(PRICE_INDEX_TABLE).values(c).execute();
  return { regions: catalogue, area, specs: ALL_SPECS };
}

export interface BidNodeTestApp extends TestApp {
  fixture: Fixture;
  services: ServiceRegistry;
  /** The bid-node server plugin the app runs. */
  bidNode: ServerPlugin;
}

/** 2026-11-22 10:30 in China (02:30 UTC). */
export const NOW = Date.UTC(2026, 10, 22, 2, 30, 0);

/**
 * The app with the three plugins, the membership seed, the fixture and demo-account tokens.
 * `search`: the in-memory search index (default) or plain SQL.
 */
export async function buildBidNodeApp(
  options: { search?: 'index' | 'sql'; bidNode?: BidNodeServerOptions } = {},
): Promise<BidNodeTestApp> {
  const services = new ServiceRegistry();
  const membership = createMembershipServer({ clock: () => NOW });
  const bidNode = createBidNodeServer(
    options.bidNode ?? {
      clock: () => NOW,
      // Not built before the fixture is written; with the fixed clock it is then never re-checked.
      searchIndex: options.search === 'sql' ? { maxRows: 0 } : { warm: false },
    },
  );
  const t = await buildTestApp({ plugins: [costDataServer, membership, bidNode], services });
  await seedPlugins(t.database, [membership], { scale: 1, seed: 1, demo: true });
  t.app.auth.setResolver(demoTokenResolver(services));
  const fixture = await insertFixture(t.database.db, services.get(RegionCatalogue));
  return { ...t, fixture, services, bidNode };
}

export { demoTokenResolver, MEMBER, TRIAL, VIP } from '../../../helpers/demo-tokens';

