/**
 * Cost-data fixtures for the home tests: a fake region catalogue with a few named regions (the
 * cost-data plugin offers the real one), the cost-data plugin's real figures service over a
 * database, and row builders for the cost_data_* tables.
 */
import type { Kysely } from 'kysely';
import { ServiceRegistry } from '@kernel/server/services';
import { createCostDataFigures } from '@plugins/cost-data/server';
import type { Region } from '@plugins/cost-data/shared/regions';
import { CostDataFigures, RegionCatalogue } from '@plugins/cost-data/shared/services';
import {
  BID_NODE_TABLE,
  PRICE_INDEX_TABLE,
  PROJECT_TABLE,
  type BidNodeRow,
  type CostDataTables,
  type PriceIndexRow,
  type ProjectRow,
} from '@plugins/cost-data/shared/tables';

const city = (areaid: number, name: string, pid: number): Region => ({ areaid, name, pid, subList: [] });

export const REGIONS: Region[] = [
  { areaid: 2, name: '北京市', pid: 1, subList: [city(40, '北京市', 2)] },
  { areaid: 6, name: '广东省', pid: 1, subList: [city(77, '深圳市', 6), city(76, '广州市', 6)] },
  { areaid: 11, name: '上海市', pid: 1, subList: [city(60, '上海市', 11)] },
  { areaid: 12, name: '江苏省', pid: 1, subList: [city(90, '南京市', 12), city(91, '苏州市', 12)] },
  { areaid: 20, name: '广西壮族自治区', pid: 1, subList: [city(150, '南宁市', 20)] },
];

export class FakeRegionCatalogue implements RegionCatalogue {
  all(): Region[] {
    return [{ areaid: 1, name: '全国', pid: 0, subList: [] }, ...REGIONS];
  }
  projectRegions(): Region[] {
    return this.all();
  }
  priceRegions(): Region[] {
    return this.all();
  }
  projectCostRegions(): Region[] {
    return this.all();
  }
  find(areaid: number): Region | null {
    for (const p of REGIONS) {
      if (p.areaid === areaid) return p;
      const c = p.subList.find((s) => s.areaid === areaid);
      if (c) return c;
    }
    return null;
  }
  provinceOf(areaid: number): number | null {
    for (const p of REGIONS) if (p.areaid === areaid || p.subList.some((s) => s.areaid === areaid)) return p.areaid;
    return null;
  }
}

/** The services home reads the cost data through: the fake catalogue and the real figures over `db`. */
export function costDataServices(db: Kysely<any>): ServiceRegistry {
  const services = new ServiceRegistry();
  services.provide(RegionCatalogue, new FakeRegionCatalogue());
  services.provide(CostDataFigures, createCostDataFigures(db));
  return services;
}

let nextProject = 1;
let nextNode = 1;

export function project(overrides: Partial<ProjectRow> = {}): ProjectRow {
  const id = overrides.id ?? nextProject++;
  return {
    id,
    code: `XM-T-${id}`,
    name: `某测试项目${id}`,
    province_id: 6,
    city_id: 77,
    category: '住宅',
    pricing_stage: '招标控制价',
    price_date: '2026-01-15',
    price_month: 202601,
    total_area: 10000,
    total_cost: 30000000,
    unit_cost: 3000,
    bid_node_count: 1,
    source: 'sample',
    created_at: 0,
    ...overrides,
  };
}

export function node(overrides: Partial<BidNodeRow> & { project_id: number }): BidNodeRow {
  const id = overrides.id ?? nextNode++;
  const month = overrides.price_month ?? 202601;
  return {
    id,
    code: `DX-T-${id}`,
    name: `某测试小区${id}#楼`,
    province_id: 6,
    city_id: 77,
    building_use: '住宅',
    structure: '剪力墙',
    floors_above: 18,
    floors_below: 1,
    height_m: 54,
    building_area: 12000,
    above_area: 10000,
    below_area: 2000,
    foundation_type: '桩基础',
    seismic_intensity: '7度',
    decoration_standard: '毛坯',
    pricing_stage: '招标控制价',
    price_date: `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}-15`,
    price_month: month,
    total_cost: 36000000,
    unit_cost: 3000,
    scope: '土建、安装',
    attributes: '[]',
    keywords: '住宅 剪力墙 18层',
    source: 'sample',
    created_at: 0,
    ...overrides,
  };
}

export async function insertRows(db: Kysely<any>, projects: ProjectRow[], nodes: BidNodeRow[], index: PriceIndexRow[] = []): Promise<void> {
  const cdb = db as Kysely<CostDataTables>;
  const chunk = <T>(rows: T[], n: number) => Array.from({ length: Math.ceil(rows.length / n) }, (_, i) => rows.slice(i * n, i * n + n));
  await cdb.transaction().execute(async (trx) => {
    for (const part of chunk(projects, 500)) await trx.insertInto(PROJECT_TABLE).values(part).execute();
    for (const part of chunk(nodes, 400)) await trx.insertInto(BID_NODE_TABLE).values(part).execute();
    for (const part of chunk(index, 500)) await trx.insertInto(PRICE_INDEX_TABLE).values(part).execute();
  });
}

export async function clearCostData(db: Kysely<any>): Promise<void> {
  const cdb = db as Kysely<CostDataTables>;
  await cdb.deleteFrom(PRICE_INDEX_TABLE).execute();
  await cdb.deleteFrom(BID_NODE_TABLE).execute();
  await cdb.deleteFrom(PROJECT_TABLE).execute();
}
