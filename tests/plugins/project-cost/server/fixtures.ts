/**
 * Fixture rows for the cost-data tables (the project-cost index is derived from them), a small
 * region catalogue and a token → session resolver for the project-cost tests.
 */
import { MembershipRights } from '@plugins/membership/shared/rights';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionInfo } from '@kernel/core/session';
import type { ServerPlugin } from '@kernel/server/plugin';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import type { Region } from '@plugins/cost-data/shared/regions';
import { findRegion, priceRegions, projectCostRegions, projectRegions, sortRegions } from '@plugins/cost-data/shared/region-rules';
import { CostDataReader, costDataReaderOver, RegionCatalogue } from '@plugins/cost-data/shared/services';
import {
  BID_NODE_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  PROJECT_TABLE,
  type BidNodeRow,
  type ProjectRow,
} from '@plugins/cost-data/shared/tables';

/**
 * The cost-data tables only (its migrations, none of its endpoints or seed), and the reader over
 * them that the cost-data plugin offers (CostDataReader), through which project-cost reads them.
 */
export const costDataTables: ServerPlugin = {
  manifest: costDataServer.manifest,
  migrations: costDataServer.migrations,
  routes: (_app, ctx) => ctx.services.provide(CostDataReader, costDataReaderOver(ctx.db)),
};

const region = (areaid: number, name: string, pid: number, subList: Region[] = []): Region => ({ areaid, name, pid, subList });

export const REGIONS: Region[] = [
  region(1, '全国', 0),
  region(2, '北京', 1, [region(36, '北京', 2)]),
  region(6, '广东', 1, [region(76, '广州', 6), region(77, '深圳', 6)]),
  region(11, '上海', 1, [region(110, '上海', 11)]),
  region(12, '江苏', 1, [region(120, '南京', 12), region(121, '苏州', 12)]),
  region(28, '台湾', 1),
  region(32, '重庆', 1),
];

export const fakeCatalogue: RegionCatalogue = {
  all: () => sortRegions(REGIONS),
  projectRegions: () => projectRegions(REGIONS),
  priceRegions: () => priceRegions(REGIONS),
  projectCostRegions: (allowed) => projectCostRegions(REGIONS, allowed),
  find: (areaid) => findRegion(REGIONS, areaid),
  provinceOf: (areaid) => {
    const r = findRegion(REGIONS, areaid);
    if (!r) return null;
    return r.pid === 1 ? r.areaid : r.pid;
  },
};

export function servicesWithCatalogue(withCatalogue = true): ServiceRegistry {
  const services = new ServiceRegistry();
  if (withCatalogue) services.provide(RegionCatalogue, fakeCatalogue);
  return services;
}

export function session(globalId: string, projectCostVipStatus: boolean, isVip = projectCostVipStatus): SessionInfo {
  return {
    userId: `u-${globalId}`,
    globalId,
    accountName: globalId.toLowerCase(),
    accountType: 'personal',
    rights: [...(isVip ? [MembershipRights.vip] : []), ...(projectCostVipStatus ? [MembershipRights.projectCostVip] : [])],
  };
}

/** token-vip: project-cost VIP; token-vip-plain: VIP without the project-cost right; token-user: no rights. */
export const SESSIONS: Record<string, SessionInfo> = {
  'token-vip': session('G-PC-VIP', true),
  'token-vip-plain': session('G-PC-VIP2', false, true),
  'token-user': session('G-PC-USER', false, false),
};

export function installSessions(app: FastifyInstance, extra: Record<string, SessionInfo> = {}): void {
  const all = new Map(Object.entries({ ...SESSIONS, ...extra }));
  app.auth.setResolver((token) => all.get(token) ?? null);
}

export interface NodeSpec {
  use: string;
  structure?: string;
  area: number;
  unitCost: number;
  floors?: number;
  below?: number;
  /** Indicator values (per m²). */
  indicators?: Record<string, number>;
}

export interface ProjectSpec {
  id: number;
  name: string;
  province: number;
  city: number;
  category: string;
  stage?: string;
  date: string;
  nodes: NodeSpec[];
}

/** Specialty shares (sum 1) and fee shares (sum 1) used for every fixture single project. */
export const SPECIALTY_SHARES: Record<string, number> = { building: 0.5, decoration: 0.2, plumbing: 0.08, electrical: 0.12, hvac: 0.05, fire: 0.05 };
export const FEE_SHARES: Record<string, number> = { sub_items: 0.7, measures: 0.15, other: 0.03, statutory: 0.03, tax: 0.09 };

let nodeSeq = 50_000;

/** Inserts one project with its single projects, cost items and indicators. */
export async function insertProject(db: Kysely<any>, spec: ProjectSpec): Promise<void> {
  const month = Number(spec.date.slice(0, 4)) * 100 + Number(spec.date.slice(5, 7));
  const totalArea = spec.nodes.reduce((s, n) => s + n.area, 0);
  const totalCost = spec.nodes.reduce((s, n) => s + n.area * n.unitCost, 0);
  const project: ProjectRow = {
    id: spec.id,
    code: `XM-T-${spec.id}`,
    name: spec.name,
    province_id: spec.province,
    city_id: spec.city,
    category: spec.category,
    pricing_stage: spec.stage ?? '招标控制价',
    price_date: `${spec.date}-15`,
    price_month: month,
    total_area: totalArea,
    total_cost: totalCost,
    unit_cost: totalArea > 0 ? Math.round((totalCost / totalArea) * 100) / 100 : 0,
    bid_node_count: spec.nodes.length,
    source: 'sample',
    created_at: 1,
  };
  await db.insertInto(PROJECT_TABLE).values(project).execute();
  let i = 0;
  for (const n of spec.nodes) {
    i += 1;
    const id = ++nodeSeq;
    const cost = n.area * n.unitCost;
    const node: BidNodeRow = {
      id,
      project_id: spec.id,
      code: `DX-T-${id}`,
      name: `${spec.name}${i}#楼`,
      province_id: spec.province,
      city_id: spec.city,
      building_use: n.use,
      structure: n.structure ?? '剪力墙',
      floors_above: n.floors ?? 18,
      floors_below: n.below ?? 1,
      height_m: (n.floors ?? 18) * 3,
      building_area: n.area,
      above_area: n.use === '地下车库' ? 0 : n.area * 0.9,
      below_area: n.use === '地下车库' ? n.area : n.area * 0.1,
      foundation_type: '桩基础',
      seismic_intensity: '7度',
      decoration_standard: '简装',
      pricing_stage: project.pricing_stage,
      price_date: project.price_date,
      price_month: month,
      total_cost: cost,
      unit_cost: n.unitCost,
      scope: '土建、安装',
      attributes: '[]',
      keywords: `${n.use} ${n.structure ?? '剪力墙'}`,
      source: 'sample',
      created_at: 1,
    };
    await db.insertInto(BID_NODE_TABLE).values(node).execute();
    const items = [
      ...Object.entries(SPECIALTY_SHARES).map(([code, share]) => ({ kind: 'specialty', code, share })),
      ...Object.entries(FEE_SHARES).map(([code, share]) => ({ kind: 'fee', code, share })),
    ].map(({ kind, code, share }) => ({
      bid_node_id: id,
      kind,
      code,
      amount: cost * share,
      unit_cost: n.unitCost * share,
      ratio: share,
    }));
    await db.insertInto(COST_ITEM_TABLE).values(items).execute();
    const indicators = Object.entries(n.indicators ?? { rebar: 50, concrete: 0.4 }).map(([code, value]) => ({ bid_node_id: id, code, value }));
    if (indicators.length) await db.insertInto(INDICATOR_TABLE).values(indicators).execute();
  }
}

/** The main fixture: four named projects in 广东, 江苏 and 上海, plus 25 schools in 北京. */
export const MAIN_PROJECTS: ProjectSpec[] = [
  {
    id: 1001,
    name: '某住宅小区',
    province: 6,
    city: 77,
    category: '住宅',
    date: '2024-03',
    nodes: [
      { use: '住宅', area: 10000, unitCost: 2500, indicators: { rebar: 40, concrete: 0.4 } },
      { use: '住宅', area: 10000, unitCost: 2700, indicators: { rebar: 50, concrete: 0.5 } },
      { use: '地下车库', structure: '框架', area: 5000, unitCost: 4000, floors: 0, below: 2, indicators: { rebar: 100, concrete: 1.0 } },
    ],
  },
  {
    id: 1002,
    name: '某办公楼项目',
    province: 12,
    city: 120,
    category: '办公',
    stage: '中标价',
    date: '2023-06',
    nodes: [
      { use: '办公', structure: '框架-核心筒', area: 30000, unitCost: 4200, floors: 28 },
      { use: '商业', structure: '框架', area: 6000, unitCost: 3800, floors: 4 },
    ],
  },
  {
    id: 1003,
    name: '某商业综合体',
    province: 11,
    city: 110,
    category: '商业',
    stage: '结算价',
    date: '2025-01',
    nodes: [{ use: '商业', structure: '框架', area: 50000, unitCost: 5200, floors: 6 }],
  },
  {
    id: 1004,
    name: '某安置房项目',
    province: 6,
    city: 76,
    category: '住宅',
    stage: '结算价',
    date: '2022-11',
    nodes: [
      { use: '住宅', area: 8000, unitCost: 2100 },
      { use: '住宅', area: 8000, unitCost: 2200 },
    ],
  },
];

export const SCHOOL_COUNT = 25;

export function schoolProjects(): ProjectSpec[] {
  return Array.from({ length: SCHOOL_COUNT }, (_, k) => ({
    id: 2001 + k,
    name: `某学校${k + 1}期`,
    province: 2,
    city: 36,
    category: '学校',
    date: `2021-${String((k % 12) + 1).padStart(2, '0')}`,
    nodes: [{ use: '学校', structure: '框架', area: 5000 + k * 100, unitCost: 3000 + k * 10, floors: 5 }],
  }));
}

export async function insertFixtures(db: Kysely<any>): Promise<void> {
  for (const p of [...MAIN_PROJECTS, ...schoolProjects()]) await insertProject(db, p);
}
