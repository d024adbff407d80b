/**
 * How much of each building-structure item a single project has (BqUsage per code).
 *
 * Quantities tied to an indicator (rebar, concrete, formwork, masonry, structural steel) are
 * shares of the project's indicator quantity (indicator per m² × building area). The shares
 * differ by structure (a shear-wall tower puts ~40 % of its concrete in walls, a frame ~5 %), so
 * they are kept per structure in `BUILDING_SHARES`; the usage carries their envelope over the
 * structures listed. Per structure, the expected shares of an indicator (mid × chance) add up
 * to about 1 (checked by the building catalogue test).
 *
 * Everything else follows an area of the building: earthwork the footprint or the basement
 * area, roofing and roof insulation the roof, windows and wall insulation the facade,
 * scaffolding and vertical transport the building area.
 */
import type { BqUsage, QuantityRule } from '../model';
import { BUILDING_USES, STRUCTURES, type Structure } from '../../../shared/vocabulary';

export type ShareIndicator = 'rebar' | 'concrete' | 'formwork' | 'masonry' | 'steel';
type Range = readonly [number, number];
type ByStructure = Partial<Record<Structure, Range>>;

interface ShareRow {
  readonly code9: string;
  readonly chance?: number;
  readonly basement?: boolean;
  readonly uses?: readonly string[];
  readonly shares: ByStructure;
}

/** The same range for every structure in a list. */
const all = (range: Range, structures: readonly Structure[] = STRUCTURES): ByStructure =>
  Object.fromEntries(structures.map((s) => [s, range]));

const CONCRETE_STRUCTURES: readonly Structure[] = ['剪力墙', '框架', '框架-剪力墙', '框架-核心筒'];
const NOT_STEEL: readonly Structure[] = ['剪力墙', '框架', '框架-剪力墙', '框架-核心筒', '砖混'];
const ABOVE_USES = BUILDING_USES.filter((u) => u !== '地下车库');

/** Shares of an indicator per code and structure. */
export const BUILDING_SHARES: Readonly<Record<ShareIndicator, readonly ShareRow[]>> = {
  concrete: [
    { code9: '010501001', shares: all([0.02, 0.04]) },
    { code9: '010501002', chance: 0.5, shares: { 砖混: [0.08, 0.14], 框架: [0.03, 0.06], 钢结构: [0.04, 0.08] } },
    { code9: '010501003', chance: 0.5, shares: { 框架: [0.06, 0.1], 钢结构: [0.12, 0.2], '框架-剪力墙': [0.03, 0.06] } },
    { code9: '010501004', chance: 0.7, shares: { 剪力墙: [0.1, 0.16], '框架-剪力墙': [0.1, 0.16], '框架-核心筒': [0.12, 0.18], 框架: [0.08, 0.14] } },
    { code9: '010501005', chance: 0.35, shares: { 框架: [0.04, 0.08], '框架-剪力墙': [0.04, 0.08], 剪力墙: [0.03, 0.06], 钢结构: [0.08, 0.16] } },
    { code9: '010501006', chance: 0.15, shares: all([0.003, 0.01], ['框架', '钢结构', '框架-核心筒']) },
    { code9: '010502001', shares: { 框架: [0.12, 0.16], '框架-剪力墙': [0.07, 0.1], '框架-核心筒': [0.08, 0.12], 钢结构: [0.02, 0.05], 剪力墙: [0.005, 0.015] } },
    { code9: '010502002', shares: { 剪力墙: [0.01, 0.02], 框架: [0.02, 0.04], '框架-剪力墙': [0.015, 0.03], '框架-核心筒': [0.01, 0.02], 砖混: [0.08, 0.12], 钢结构: [0.01, 0.03] } },
    { code9: '010502003', chance: 0.3, shares: { 框架: [0.02, 0.05], '框架-剪力墙': [0.02, 0.04] } },
    { code9: '010503001', chance: 0.5, shares: { 框架: [0.03, 0.05], 钢结构: [0.05, 0.1], 砖混: [0.02, 0.04] } },
    { code9: '010503002', shares: { 剪力墙: [0.03, 0.06], 框架: [0.1, 0.14], '框架-剪力墙': [0.08, 0.12], '框架-核心筒': [0.06, 0.1], 砖混: [0.02, 0.04] } },
    { code9: '010503003', chance: 0.2, shares: all([0.005, 0.015], CONCRETE_STRUCTURES) },
    { code9: '010503004', shares: { 砖混: [0.1, 0.15], 框架: [0.005, 0.015], 剪力墙: [0.003, 0.008], '框架-剪力墙': [0.005, 0.012], 钢结构: [0.01, 0.03] } },
    { code9: '010503005', shares: { 砖混: [0.03, 0.05], 框架: [0.008, 0.015], 剪力墙: [0.004, 0.01], '框架-剪力墙': [0.006, 0.012], '框架-核心筒': [0.004, 0.008], 钢结构: [0.005, 0.01] } },
    { code9: '010503006', chance: 0.08, shares: all([0.005, 0.02], ['框架', '框架-剪力墙']) },
    { code9: '010504001', shares: { 剪力墙: [0.36, 0.44], '框架-剪力墙': [0.18, 0.26], '框架-核心筒': [0.22, 0.3], 框架: [0.03, 0.06] } },
    { code9: '010504002', chance: 0.08, shares: all([0.005, 0.02], ['剪力墙', '框架-剪力墙', '框架-核心筒']) },
    { code9: '010504003', chance: 0.4, shares: { 剪力墙: [0.04, 0.08], '框架-剪力墙': [0.02, 0.04] } },
    { code9: '010504004', basement: true, shares: { 剪力墙: [0.03, 0.06], 框架: [0.04, 0.08], '框架-剪力墙': [0.04, 0.07], '框架-核心筒': [0.04, 0.07] } },
    { code9: '010505001', shares: { 剪力墙: [0.26, 0.32], 框架: [0.34, 0.42], '框架-剪力墙': [0.3, 0.36], '框架-核心筒': [0.26, 0.32], 砖混: [0.4, 0.5], 钢结构: [0.5, 0.65] } },
    { code9: '010505002', chance: 0.15, shares: { 框架: [0.05, 0.1], '框架-核心筒': [0.03, 0.06] } },
    { code9: '010505003', chance: 0.4, shares: { 剪力墙: [0.02, 0.05], 砖混: [0.08, 0.14], 框架: [0.01, 0.03], '框架-剪力墙': [0.01, 0.03] } },
    { code9: '010505006', chance: 0.5, shares: all([0.004, 0.01], NOT_STEEL) },
    { code9: '010505007', chance: 0.4, shares: all([0.003, 0.008], NOT_STEEL) },
    { code9: '010505008', shares: { 剪力墙: [0.01, 0.02], 框架: [0.005, 0.012], '框架-剪力墙': [0.008, 0.015], 砖混: [0.02, 0.035], '框架-核心筒': [0.002, 0.006], 钢结构: [0.002, 0.006] } },
    { code9: '010505009', chance: 0.05, shares: all([0.05, 0.12], ['框架', '框架-核心筒']) },
    { code9: '010507005', chance: 0.5, shares: all([0.002, 0.006], NOT_STEEL) },
    { code9: '010507007', shares: all([0.003, 0.01]) },
    { code9: '010508001', chance: 0.6, shares: all([0.004, 0.01], CONCRETE_STRUCTURES) },
  ],
  rebar: [
    { code9: '010515001', shares: all([0.92, 0.97]) },
    { code9: '010515003', chance: 0.4, shares: all([0.01, 0.03]) },
    { code9: '010515004', chance: 0.25, shares: all([0.02, 0.06], CONCRETE_STRUCTURES) },
    { code9: '010515008', chance: 0.05, uses: ['商业', '办公', '地下车库', '厂房', '文体场馆'], shares: all([0.01, 0.03], ['框架', '框架-剪力墙', '框架-核心筒']) },
    { code9: '010515009', chance: 0.6, shares: all([0.005, 0.015]) },
  ],
  formwork: [
    { code9: '011702001', shares: all([0.02, 0.05]) },
    { code9: '011702002', shares: { 框架: [0.14, 0.2], '框架-剪力墙': [0.08, 0.12], '框架-核心筒': [0.08, 0.12], 钢结构: [0.02, 0.06], 剪力墙: [0.005, 0.015] } },
    { code9: '011702003', shares: { 剪力墙: [0.02, 0.04], 框架: [0.03, 0.05], '框架-剪力墙': [0.02, 0.04], '框架-核心筒': [0.01, 0.03], 砖混: [0.12, 0.18], 钢结构: [0.02, 0.05] } },
    { code9: '011702004', chance: 0.3, shares: { 框架: [0.02, 0.05], '框架-剪力墙': [0.02, 0.04] } },
    { code9: '011702005', chance: 0.5, shares: { 框架: [0.02, 0.04], 钢结构: [0.05, 0.1], 砖混: [0.02, 0.04] } },
    { code9: '011702006', shares: { 剪力墙: [0.02, 0.05], 框架: [0.06, 0.1], '框架-剪力墙': [0.05, 0.08], '框架-核心筒': [0.04, 0.07], 砖混: [0.02, 0.04] } },
    { code9: '011702007', chance: 0.2, shares: all([0.005, 0.015], CONCRETE_STRUCTURES) },
    { code9: '011702008', shares: { 砖混: [0.12, 0.18], 框架: [0.01, 0.02], 剪力墙: [0.005, 0.01], '框架-剪力墙': [0.005, 0.012], 钢结构: [0.02, 0.04] } },
    { code9: '011702009', shares: { 砖混: [0.04, 0.06], 框架: [0.01, 0.02], 剪力墙: [0.005, 0.01], '框架-剪力墙': [0.008, 0.015], '框架-核心筒': [0.005, 0.01], 钢结构: [0.005, 0.01] } },
    { code9: '011702010', chance: 0.08, shares: all([0.005, 0.02], ['框架', '框架-剪力墙']) },
    { code9: '011702011', shares: { 剪力墙: [0.46, 0.54], '框架-剪力墙': [0.26, 0.34], '框架-核心筒': [0.28, 0.36], 框架: [0.04, 0.08] } },
    { code9: '011702012', chance: 0.08, shares: all([0.005, 0.02], ['剪力墙', '框架-剪力墙', '框架-核心筒']) },
    { code9: '011702013', chance: 0.4, shares: { 剪力墙: [0.05, 0.1], '框架-剪力墙': [0.03, 0.06], 框架: [0.02, 0.04] } },
    { code9: '011702014', shares: { 剪力墙: [0.28, 0.34], 框架: [0.5, 0.6], '框架-剪力墙': [0.4, 0.48], '框架-核心筒': [0.36, 0.44], 砖混: [0.4, 0.5], 钢结构: [0.64, 0.76] } },
    { code9: '011702015', chance: 0.15, shares: { 框架: [0.06, 0.12], '框架-核心筒': [0.04, 0.08] } },
    { code9: '011702016', chance: 0.4, shares: { 剪力墙: [0.02, 0.05], 砖混: [0.1, 0.16], 框架: [0.01, 0.03], '框架-剪力墙': [0.01, 0.03] } },
    { code9: '011702019', chance: 0.05, shares: all([0.05, 0.12], ['框架', '框架-核心筒']) },
    { code9: '011702021', chance: 0.5, shares: all([0.01, 0.02], NOT_STEEL) },
    { code9: '011702022', chance: 0.4, shares: all([0.005, 0.012], NOT_STEEL) },
    { code9: '011702025', shares: all([0.005, 0.015]) },
    { code9: '011702030', chance: 0.6, shares: all([0.004, 0.01], CONCRETE_STRUCTURES) },
  ],
  masonry: [
    { code9: '010401001', shares: { 砖混: [0.1, 0.16] } },
    { code9: '010401003', shares: { 砖混: [0.05, 0.1], 剪力墙: [0.02, 0.05], 框架: [0.02, 0.05], '框架-剪力墙': [0.02, 0.05], '框架-核心筒': [0.02, 0.05], 钢结构: [0.05, 0.12] } },
    { code9: '010401004', shares: { 砖混: [0.64, 0.76], 框架: [0.05, 0.12], 剪力墙: [0.03, 0.08], '框架-剪力墙': [0.03, 0.08] } },
    { code9: '010401005', chance: 0.15, shares: all([0.1, 0.3], ['框架', '剪力墙', '框架-剪力墙']) },
    { code9: '010401012', shares: all([0.01, 0.03]) },
    { code9: '010402001', shares: { 剪力墙: [0.84, 0.92], 框架: [0.78, 0.88], '框架-剪力墙': [0.82, 0.9], '框架-核心筒': [0.88, 0.95], 钢结构: [0.82, 0.92], 砖混: [0.05, 0.12] } },
    { code9: '010403001', chance: 0.05, shares: { 砖混: [0.05, 0.12] } },
  ],
  steel: [
    { code9: '010601001', chance: 0.1, uses: ['文体场馆', '厂房', '商业'], shares: { 钢结构: [0.2, 0.4] } },
    { code9: '010602001', chance: 0.15, uses: ['厂房', '仓库'], shares: { 钢结构: [0.15, 0.3] } },
    { code9: '010602003', chance: 0.1, uses: ['文体场馆', '厂房', '商业'], shares: { 钢结构: [0.1, 0.25] } },
    { code9: '010603001', shares: { 钢结构: [0.28, 0.38], '框架-核心筒': [0.1, 0.2] } },
    { code9: '010603003', chance: 0.5, shares: { '框架-核心筒': [0.3, 0.45], 钢结构: [0.05, 0.12] } },
    { code9: '010604001', shares: { 钢结构: [0.4, 0.52], '框架-核心筒': [0.4, 0.55] } },
    { code9: '010604002', chance: 0.25, uses: ['厂房'], shares: { 钢结构: [0.06, 0.12] } },
    { code9: '010606001', shares: { 钢结构: [0.04, 0.08], '框架-核心筒': [0.02, 0.05] } },
    { code9: '010606002', chance: 0.6, uses: ['厂房', '仓库', '文体场馆'], shares: { 钢结构: [0.05, 0.12] } },
    { code9: '010606006', chance: 0.2, shares: { 钢结构: [0.01, 0.03] } },
    { code9: '010606007', chance: 0.1, shares: { 钢结构: [0.005, 0.02] } },
    { code9: '010606008', chance: 0.5, shares: { 钢结构: [0.01, 0.03], '框架-核心筒': [0.005, 0.01] } },
    { code9: '010606009', chance: 0.3, shares: { 钢结构: [0.005, 0.01] } },
    { code9: '010606013', shares: { 钢结构: [0.01, 0.03], '框架-核心筒': [0.02, 0.05] } },
  ],
};

const area = (basis: Extract<QuantityRule, { kind: 'area' }>['basis'], per: Range): QuantityRule => ({ kind: 'area', basis, per });
const fixed = (range: Range): QuantityRule => ({ kind: 'fixed', range });

type Limits = Pick<BqUsage, 'chance' | 'uses' | 'structures' | 'basement' | 'storeys'>;
const u = (code9: string, quantity: QuantityRule, limits: Limits = {}): BqUsage => ({ code9, quantity, ...limits });

const HOMES = ['住宅', '公寓'];
const SHEDS = ['厂房', '仓库'];
const PUBLIC = ['办公', '商业', '酒店', '学校', '医院', '文体场馆'];

const AREA_USAGES: BqUsage[] = [
  // 土石方
  u('010101001', area('footprint', [1.0, 1.05])),
  u('010101002', area('below', [3.8, 5.2]), { basement: true }),
  u('010101003', area('footprint', [0.3, 0.7]), { basement: false, chance: 0.6 }),
  u('010101004', area('footprint', [0.6, 1.4]), { basement: false }),
  u('010101006', area('below', [0.1, 0.3]), { basement: true, chance: 0.08 }),
  u('010101007', area('footprint', [0.05, 0.15]), { chance: 0.3 }),
  u('010102001', area('below', [0.3, 1.2]), { basement: true, chance: 0.08 }),
  u('010102002', area('footprint', [0.05, 0.2]), { basement: false, chance: 0.04 }),
  u('010102003', area('footprint', [0.1, 0.4]), { basement: false, chance: 0.06 }),
  u('010103001', area('footprint', [0.5, 1.4])),
  u('010103002', area('below', [3.0, 4.5]), { basement: true }),
  // 地基处理与边坡支护
  u('010201001', area('footprint', [0.2, 0.6]), { chance: 0.15 }),
  u('010201002', area('footprint', [0.8, 1.2]), { chance: 0.05 }),
  u('010201004', area('footprint', [1.1, 1.5]), { chance: 0.1, uses: SHEDS }),
  u('010201008', area('footprint', [3, 8]), { chance: 0.12 }),
  u('010201009', area('below', [0.3, 0.8]), { basement: true, chance: 0.08 }),
  u('010201012', area('below', [0.2, 0.6]), { basement: true, chance: 0.06 }),
  u('010201017', area('footprint', [0.15, 0.3]), { chance: 0.12 }),
  u('010202005', area('below', [0.01, 0.03]), { basement: true, chance: 0.05 }),
  u('010202006', area('below', [0.02, 0.06]), { basement: true, chance: 0.08 }),
  u('010202007', area('below', [0.4, 1.2]), { basement: true, chance: 0.15 }),
  u('010202008', area('below', [0.5, 1.5]), { basement: true, chance: 0.25 }),
  u('010202009', area('below', [0.2, 0.5]), { basement: true, chance: 0.35 }),
  u('010202010', area('below', [0.03, 0.08]), { basement: true, chance: 0.1 }),
  u('010202011', area('below', [0.005, 0.015]), { basement: true, chance: 0.06 }),
  // 桩基
  u('010301001', area('footprint', [4, 9]), { chance: 0.05 }),
  u('010301002', area('footprint', [4, 10]), { chance: 0.3 }),
  u('010301004', area('footprint', [0.15, 0.5]), { chance: 0.3 }),
  u('010302001', area('footprint', [0.6, 2.0]), { chance: 0.25 }),
  u('010302004', area('footprint', [0.5, 1.5]), { chance: 0.04 }),
  u('010302005', area('footprint', [0.4, 1.2]), { chance: 0.04 }),
  u('010302007', area('footprint', [0.03, 0.08]), { chance: 0.12 }),
  // 砌筑 (others by the masonry indicator)
  u('010403004', fixed([20, 120]), { chance: 0.03 }),
  u('010404001', area('footprint', [0.08, 0.2]), { chance: 0.4 }),
  // 混凝土 (others by the concrete and rebar indicators)
  u('010506001', area('above', [0.035, 0.06])),
  u('010506002', area('above', [0.002, 0.008]), { chance: 0.05, uses: PUBLIC }),
  u('010507001', area('footprint', [0.06, 0.15])),
  u('010507002', area('footprint', [0.1, 0.4]), { chance: 0.2 }),
  u('010507003', area('footprint', [0.02, 0.06]), { chance: 0.1 }),
  u('010507004', area('footprint', [0.005, 0.02])),
  u('010507006', fixed([15, 60]), { chance: 0.3, uses: [...HOMES, '学校', '办公', '医院'] }),
  u('010512008', fixed([1, 6]), { chance: 0.1 }),
  u('010513001', area('above', [0.006, 0.012]), { chance: 0.15, uses: HOMES, structures: ['剪力墙', '框架-剪力墙'] }),
  u('010515010', fixed([1, 6]), { chance: 0.2 }),
  u('010516001', fixed([0.2, 2]), { chance: 0.3 }),
  u('010516002', area('building', [0.0003, 0.0012]), { chance: 0.6 }),
  u('010516003', area('building', [0.12, 0.3]), { structures: NOT_STEEL }),
  // 金属结构 (others by the steel indicator)
  u('010605001', area('above', [0.7, 0.95]), { structures: ['钢结构', '框架-核心筒'] }),
  u('010605002', area('facade', [0.3, 0.8]), { structures: ['钢结构'], uses: SHEDS }),
  u('010607001', area('facade', [0.01, 0.03]), { chance: 0.6, uses: [...HOMES, '办公', '酒店'] }),
  u('010607002', fixed([50, 300]), { chance: 0.2 }),
  u('010607003', fixed([10, 60]), { chance: 0.5 }),
  u('010607005', area('building', [0.3, 0.8]), { chance: 0.7, structures: NOT_STEEL }),
  u('010607006', area('building', [0.01, 0.03]), { chance: 0.5, structures: CONCRETE_STRUCTURES }),
  // 门窗
  u('010801001', area('above', [0.04, 0.09]), { uses: [...HOMES, '办公', '酒店', '学校', '医院'] }),
  u('010801004', area('above', [0.003, 0.008]), { chance: 0.2 }),
  u('010801006', area('above', [0.01, 0.03]), { chance: 0.3 }),
  u('010802001', area('above', [0.005, 0.02]), { chance: 0.3 }),
  u('010802003', area('building', [0.012, 0.03])),
  u('010802004', area('above', [0.015, 0.03]), { uses: HOMES }),
  u('010803001', area('footprint', [0.005, 0.03]), { chance: 0.5, uses: ['商业', '厂房', '仓库', '地下车库'] }),
  u('010803002', area('building', [0.003, 0.012]), { chance: 0.6, uses: ['商业', '办公', '酒店', '医院', '文体场馆', '地下车库', '厂房'] }),
  u('010804003', area('footprint', [0.005, 0.015]), { chance: 0.5, uses: SHEDS }),
  u('010805001', fixed([1, 4]), { chance: 0.6, uses: ['办公', '商业', '酒店', '医院'] }),
  u('010805002', fixed([1, 2]), { chance: 0.15, uses: ['酒店', '办公'] }),
  u('010805004', fixed([1, 1]), { chance: 0.1 }),
  u('010805005', area('above', [0.002, 0.006]), { chance: 0.4, uses: PUBLIC }),
  u('010807001', area('facade', [0.25, 0.45]), { uses: ABOVE_USES }),
  u('010807002', area('building', [0.001, 0.004]), { chance: 0.5 }),
  u('010807003', area('facade', [0.005, 0.02]), { chance: 0.5 }),
  u('010807004', area('facade', [0.1, 0.25]), { chance: 0.4, uses: [...HOMES, '学校'] }),
  u('010807007', area('facade', [0.02, 0.06]), { chance: 0.4, uses: HOMES }),
  u('010809004', area('facade', [0.01, 0.03]), { chance: 0.3, uses: [...HOMES, '酒店'] }),
  // 屋面及防水
  u('010901001', area('roof', [0.3, 1.0]), { chance: 0.2, uses: [...HOMES, '学校'] }),
  u('010901002', area('roof', [0.95, 1.05]), { uses: SHEDS, structures: ['钢结构'] }),
  u('010902001', area('roof', [1.05, 1.2]), { uses: ABOVE_USES }),
  u('010902002', area('roof', [1.0, 1.15]), { chance: 0.5, uses: ABOVE_USES }),
  u('010902003', area('roof', [0.85, 1.0]), { chance: 0.8, uses: ABOVE_USES }),
  u('010902004', { kind: 'count', basis: 'floors', per: [12, 30] }, { uses: ABOVE_USES }),
  u('010902005', area('roof', [0.02, 0.05]), { chance: 0.5 }),
  u('010902006', { kind: 'count', basis: 'floors', per: [2, 6] }, { chance: 0.5, uses: [...HOMES, '办公', '酒店'] }),
  u('010902007', area('roof', [0.03, 0.08]), { chance: 0.4 }),
  u('010902008', fixed([20, 80]), { chance: 0.15 }),
  u('010903001', area('below', [0.25, 0.45]), { basement: true }),
  u('010903002', area('building', [0.05, 0.15]), { chance: 0.5 }),
  u('010903003', area('building', [0.02, 0.06]), { chance: 0.3 }),
  u('010903004', fixed([20, 100]), { chance: 0.15 }),
  u('010904001', area('below', [0.4, 1.1]), { basement: true }),
  u('010904002', area('building', [0.05, 0.15])),
  u('010904003', area('footprint', [0.2, 0.6]), { chance: 0.3 }),
  u('010904004', fixed([20, 80]), { chance: 0.1 }),
  // 保温隔热
  u('011001001', area('roof', [0.95, 1.05]), { uses: ABOVE_USES }),
  u('011001002', area('footprint', [0.3, 0.8]), { chance: 0.5, basement: true }),
  u('011001003', area('facade', [0.55, 0.8]), { uses: ABOVE_USES }),
  u('011001004', area('facade', [0.02, 0.06]), { chance: 0.2 }),
  u('011001005', area('building', [0.05, 0.3]), { chance: 0.4 }),
  // 措施项目
  u('011701001', area('building', [1.0, 1.0])),
  u('011701002', area('facade', [1.0, 1.1]), { uses: ABOVE_USES, chance: 0.15 }),
  u('011701003', area('building', [0.3, 0.8]), { chance: 0.15 }),
  u('011701004', fixed([100, 600]), { chance: 0.05 }),
  u('011701005', fixed([50, 300]), { chance: 0.05 }),
  u('011701006', area('footprint', [0.05, 0.25]), { chance: 0.4 }),
  u('011701007', area('facade', [0.9, 1.0]), { uses: ABOVE_USES, chance: 0.1, structures: ['剪力墙', '框架-剪力墙', '框架-核心筒'] }),
  u('011701008', area('facade', [0.6, 1.0]), { uses: ABOVE_USES, chance: 0.4 }),
  u('011702023', area('above', [0.01, 0.03]), { chance: 0.7, structures: NOT_STEEL }),
  u('011702024', area('above', [0.035, 0.06])),
  u('011702026', area('footprint', [0.03, 0.09]), { chance: 0.1 }),
  u('011702027', area('footprint', [0.005, 0.02])),
  u('011702028', area('roof', [0.05, 0.12]), { chance: 0.5, structures: NOT_STEEL }),
  u('011702029', area('footprint', [0.006, 0.015])),
  u('011702031', fixed([40, 160]), { chance: 0.3, uses: [...HOMES, '学校', '办公', '医院'] }),
  u('011702032', fixed([10, 60]), { chance: 0.2 }),
  u('011703001', area('building', [1.0, 1.0])),
  // 超高施工增加: above 20 m (about 7 storeys)
  u('011704001', area('above', [0.3, 0.9]), { uses: ABOVE_USES, chance: 0.6, structures: ['剪力墙', '框架-剪力墙', '框架-核心筒'], storeys: [7, 999] }),
  u('011705001', fixed([1, 3])),
  u('011706001', fixed([100, 600]), { chance: 0.5, basement: true }),
  u('011706002', fixed([60, 200]), { chance: 0.8, basement: true }),
];

/** The usage of an indicator-tied code: its per-structure shares, and their envelope as the rule's share. */
function indicatorUsage(indicator: ShareIndicator, row: ShareRow): BqUsage {
  const structures = Object.keys(row.shares) as Structure[];
  const ranges = Object.values(row.shares) as Range[];
  const share: Range = [Math.min(...ranges.map((r) => r[0])), Math.max(...ranges.map((r) => r[1]))];
  return {
    code9: row.code9,
    quantity: { kind: 'indicator', indicator, share },
    shareByStructure: row.shares,
    ...(row.chance !== undefined ? { chance: row.chance } : {}),
    ...(row.uses ? { uses: row.uses } : {}),
    ...(structures.length < STRUCTURES.length ? { structures } : {}),
    ...(row.basement !== undefined ? { basement: row.basement } : {}),
  };
}

export const BUILDING_USAGES: readonly BqUsage[] = [
  ...(Object.keys(BUILDING_SHARES) as ShareIndicator[]).flatMap((indicator) => BUILDING_SHARES[indicator].map((row) => indicatorUsage(indicator, row))),
  ...AREA_USAGES,
];
