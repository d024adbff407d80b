/**
 * The fee rule of an imported bill, and the derivation the importer applies when asked
 * (`--derive-fees`): as for a generated billed single project, whose fees are derived from its bill,
 * 分部分项工程费 becomes Σ 合价 of the 分部分项 items and 措施项目费 Σ 合价 of the 单价措施 and 总价措施
 * items. 其他项目费 and 规费 keep their amounts; 税金 keeps its rate on the pre-tax sum (its old
 * amount ÷ the old pre-tax sum, rounded once to the cent); the total is the sum of the five; the
 * specialty composition is rescaled to that total by its own amounts (the residue of the rounding
 * to the largest line), so both compositions add up to the total to the cent. Everything in cents.
 */
import type { Kysely } from 'kysely';
import { BID_NODE_TABLE, COST_ITEM_TABLE, PROJECT_TABLE, type CostItemRow } from '../../shared/tables';
import { FEES } from '../../shared/vocabulary';
import type { NodePlan, ProjectPlan } from '../import/validate';

/** Fee or specialty code → cents. */
export type Lines = ReadonlyMap<string, number>;

export interface DerivedFees {
  readonly fees: Map<string, number>;
  readonly specialties: Map<string, number>;
  readonly total: number;
}

/** Splits `total` cents by weights; the residue goes to the largest part. */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  const parts = weights.map((w) => (sum > 0 ? Math.round((total * w) / sum) : 0));
  let largest = 0;
  for (let i = 1; i < parts.length; i++) if (weights[i]! > weights[largest]!) largest = i;
  parts[largest]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** The fee lines with 分部分项工程费 and 措施项目费 from the bill (cents), as described above. */
export function deriveFees(specialties: Lines, fees: Lines, subCents: number, measureCents: number): DerivedFees {
  const oldTax = fees.get('tax') ?? 0;
  const oldPretax = [...fees].filter(([code]) => code !== 'tax').reduce((s, [, v]) => s + v, 0);
  const next = new Map<string, number>();
  for (const { code } of FEES) {
    if (code === 'sub_items') next.set(code, subCents);
    else if (code === 'measures') next.set(code, measureCents);
    else if (code !== 'tax') next.set(code, fees.get(code) ?? 0);
  }
  const pretax = [...next.values()].reduce((a, b) => a + b, 0);
  next.set('tax', oldPretax > 0 ? Math.round((oldTax * pretax) / oldPretax) : 0);
  const total = pretax + next.get('tax')!;
  const codes = [...specialties.keys()];
  const amounts = split(total, codes.map((c) => specialties.get(c)!));
  return { fees: next, specialties: new Map(codes.map((c, i) => [c, amounts[i]!])), total };
}

const toCents = (lines: ReadonlyArray<{ code: string; amount: number }>) => new Map(lines.map((l) => [l.code, Math.round(l.amount * 100)]));
const positive = (lines: Map<string, number>) => [...lines].filter(([, v]) => v > 0).map(([code, v]) => ({ code, amount: v / 100 }));

/** A single-project plan (the workbook's 单项工程) with its fees derived from the bill. */
export function derivePlan(plan: ProjectPlan, subCents: number, measureCents: number): ProjectPlan {
  const node = plan.nodes[0]!;
  const derived = deriveFees(toCents(node.specialties), toCents(node.fees), subCents, measureCents);
  const next: NodePlan = { ...node, fees: positive(derived.fees), specialties: positive(derived.specialties), totalCost: derived.total / 100 };
  return { ...plan, nodes: [next] };
}

/** The derived lines of an existing single project, from its stored lines. */
export async function deriveStored(db: Kysely<any>, bidNodeId: number, subCents: number, measureCents: number): Promise<DerivedFees> {
  const rows = await db.selectFrom(COST_ITEM_TABLE).select(['kind', 'code', 'amount']).where('bid_node_id', '=', bidNodeId).execute();
  const of = (kind: string) => new Map(rows.filter((r) => r.kind === kind).map((r) => [r.code as string, Math.round(Number(r.amount) * 100)]));
  return deriveFees(of('specialty'), of('fee'), subCents, measureCents);
}

/**
 * Rewrites an existing single project's compositions, total and unit cost with derived lines, and
 * re-sums its project (inside the caller's transaction).
 */
export async function writeDerived(db: Kysely<any>, bidNodeId: number, derived: DerivedFees): Promise<void> {
  const node = await db.selectFrom(BID_NODE_TABLE).select(['project_id', 'building_area']).where('id', '=', bidNodeId).executeTakeFirstOrThrow();
  const area = Number(node.building_area);
  const rows: CostItemRow[] = [];
  const push = (kind: string, lines: Map<string, number>) => {
    for (const [code, cents] of lines) {
      if (cents <= 0) continue;
      rows.push({
        bid_node_id: bidNodeId,
        kind,
        code,
        amount: cents / 100,
        unit_cost: Math.round((cents / area) * 1) / 100,
        ratio: derived.total > 0 ? Math.round((cents / derived.total) * 1e6) / 1e6 : 0,
      });
    }
  };
  push('specialty', derived.specialties);
  push('fee', derived.fees);
  await db.deleteFrom(COST_ITEM_TABLE).where('bid_node_id', '=', bidNodeId).where('kind', 'in', ['specialty', 'fee']).execute();
  if (rows.length > 0) await db.insertInto(COST_ITEM_TABLE).values(rows).execute();
  await db
    .updateTable(BID_NODE_TABLE)
    .set({ total_cost: derived.total / 100, unit_cost: Math.round(derived.total / area) / 100 })
    .where('id', '=', bidNodeId)
    .execute();
  const projectId = Number(node.project_id);
  const nodes = await db.selectFrom(BID_NODE_TABLE).select('total_cost').where('project_id', '=', projectId).execute();
  const project = await db.selectFrom(PROJECT_TABLE).select('total_area').where('id', '=', projectId).executeTakeFirstOrThrow();
  const total = nodes.reduce((s, n) => s + Math.round(Number(n.total_cost) * 100), 0);
  await db
    .updateTable(PROJECT_TABLE)
    .set({ total_cost: total / 100, unit_cost: Math.round(total / Number(project.total_area)) / 100 })
    .where('id', '=', projectId)
    .execute();
}
