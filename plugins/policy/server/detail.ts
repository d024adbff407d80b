/**
 * One document and the documents around it:
 * - getPolicyDetails: the brief, the full text (PolicyBlock[] as stored), the document it replaced
 *   and the one that replaced it, and related documents (same type, same region, newest first, at
 *   most POLICY_LIMITS.relatedMax);
 * - queryRandomPolicyInfo: with a policyId, documents of the same type from its province and the
 *   national ones (current first) — a draw of `size` among the nearest 30, the same for a day; without
 *   one, a draw among the 60 newest current documents;
 * - getParams: the list page's choices (types, years, regions with documents), cached per table
 *   version.
 */
import { sql } from 'kysely';
import { mulberry32 } from '@kernel/core/random';
import { BusinessError } from '@kernel/server/errors';
import { TableBackedIndex } from '@kernel/server/table-version';
import { NATIONAL_AREA_ID, type Region } from '@plugins/cost-data/shared/regions';
import {
  POLICY_LIMITS,
  POLICY_SAMPLE_NOTE,
  POLICY_TYPES,
  PolicyCodes,
  PolicyMessages,
  type PolicyBlock,
  type PolicyBrief,
  type PolicyDetail,
  type PolicyParams,
} from '../shared/contract';
import { BRIEF_COLUMNS, briefOf, briefRows, type BriefRow } from './repository';
import type { PolicyDeps } from './search';
import { DOCUMENT_TABLE } from './tables';

export const notFound = () => new BusinessError(PolicyCodes.notFound, PolicyMessages.notFound);

export interface PolicyDocument {
  brief: PolicyBrief;
  row: BriefRow;
  blocks: PolicyBlock[];
}

/** A document with its blocks; 440 when there is none. */
export async function loadDocument(deps: PolicyDeps, policyId: number): Promise<PolicyDocument> {
  const row = (await deps.db
    .selectFrom(DOCUMENT_TABLE)
    .select([...BRIEF_COLUMNS, 'body'])
    .where('id', '=', policyId)
    .executeTakeFirst()) as (BriefRow & { body: string }) | undefined;
  if (!row) throw notFound();
  let blocks: PolicyBlock[] = [];
  try {
    const parsed = JSON.parse(row.body) as unknown;
    if (Array.isArray(parsed)) blocks = parsed as PolicyBlock[];
  } catch {
    blocks = [];
  }
  return { brief: briefOf(row, deps.regions), row, blocks };
}

/** The PDF's file name: 文号 and title (UTF-8), and an ASCII fallback. */
export function pdfName(brief: PolicyBrief): { name: string; ascii: string } {
  const title = brief.title.replace(/[\\/:*?"<>|\r\n]+/g, ' ').slice(0, 80);
  return { name: `${brief.docNo} ${title}.pdf`, ascii: `policy-${brief.policyId}.pdf` };
}

/** Same type and region, newest first, without the document itself. */
async function related(deps: PolicyDeps, row: BriefRow): Promise<PolicyBrief[]> {
  const rows = (await deps.db
    .selectFrom(DOCUMENT_TABLE)
    .select([...BRIEF_COLUMNS])
    .where('type', '=', row.type)
    .where('area_id', '=', row.area_id)
    .where('id', '!=', row.id)
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .limit(POLICY_LIMITS.relatedMax)
    .execute()) as BriefRow[];
  return rows.map((r) => briefOf(r, deps.regions));
}

export async function policyDetail(deps: PolicyDeps, policyId: number): Promise<PolicyDetail> {
  const doc = await loadDocument(deps, policyId);
  const replacesId = doc.row.replaces_id === null || doc.row.replaces_id === undefined ? null : Number(doc.row.replaces_id);
  const [replaces, replacedBy, near] = await Promise.all([
    replacesId !== null ? briefRows(deps.db, [replacesId]) : Promise.resolve([]),
    deps.db
      .selectFrom(DOCUMENT_TABLE)
      .select([...BRIEF_COLUMNS])
      .where('replaces_id', '=', policyId)
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .execute() as Promise<BriefRow[]>,
    related(deps, doc.row),
  ]);
  return {
    ...doc.brief,
    blocks: doc.blocks,
    replaces: replaces[0] ? briefOf(replaces[0], deps.regions) : null,
    replacedBy: replacedBy[0] ? briefOf(replacedBy[0], deps.regions) : null,
    related: near,
    pdfName: pdfName(doc.brief).name,
    note: POLICY_SAMPLE_NOTE,
  };
}


/** `size` of `rows`, drawn with `seed`, then newest first. */
function draw(rows: BriefRow[], size: number, seed: number): BriefRow[] {
  const pool = [...rows];
  const next = mulberry32(seed);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, size).sort((a, b) => b.publish_date.localeCompare(a.publish_date) || Number(b.id) - Number(a.id));
}

/** queryRandomPolicyInfo. `day` (days since epoch) varies the draw from day to day. */
export async function randomPolicies(deps: PolicyDeps, query: { policyId?: number; size?: number }, day: number): Promise<PolicyBrief[]> {
  const size = query.size ?? POLICY_LIMITS.randomDefault;
  if (!Number.isInteger(size) || size < 1 || size > POLICY_LIMITS.randomMax) throw new BusinessError(PolicyCodes.invalid, PolicyMessages.randomSize);
  let pool: BriefRow[];
  let seed = day;
  if (query.policyId !== undefined) {
    const doc = await loadDocument(deps, query.policyId);
    seed = day * 31 + query.policyId;
    pool = (await deps.db
      .selectFrom(DOCUMENT_TABLE)
      .select([...BRIEF_COLUMNS])
      .where('type', '=', doc.row.type)
      .where('province_id', 'in', [Number(doc.row.province_id), NATIONAL_AREA_ID])
      .where('id', '!=', query.policyId)
      .orderBy(sql`case when status = 'current' then 0 else 1 end`)
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .limit(30)
      .execute()) as BriefRow[];
  } else {
    pool = (await deps.db
      .selectFrom(DOCUMENT_TABLE)
      .select([...BRIEF_COLUMNS])
      .where('status', '=', 'current')
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .limit(60)
      .execute()) as BriefRow[];
  }
  return draw(pool, size, seed).map((r) => briefOf(r, deps.regions));
}

// ---- getParams ----

interface ParamFacts {
  years: number[];
  areaIds: Set<number>;
  total: number;
  latestDate: string;
}

const paramHolders = new WeakMap<object, TableBackedIndex<ParamFacts>>();

async function paramFacts(deps: PolicyDeps): Promise<ParamFacts> {
  let holder = paramHolders.get(deps.db);
  if (!holder) {
    holder = new TableBackedIndex<ParamFacts>({
      db: deps.db,
      tables: [DOCUMENT_TABLE],
      refreshMs: 10_000,
      maxRows: Number.MAX_SAFE_INTEGER,
      load: async () => {
        const [years, areas, totals] = await Promise.all([
          deps.db.selectFrom(DOCUMENT_TABLE).select('year').distinct().orderBy('year', 'desc').execute() as Promise<Array<{ year: number }>>,
          deps.db.selectFrom(DOCUMENT_TABLE).select('area_id').distinct().execute() as Promise<Array<{ area_id: number }>>,
          deps.db
            .selectFrom(DOCUMENT_TABLE)
            .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<string>('publish_date').as('latest')])
            .executeTakeFirst() as Promise<{ n: number | string; latest: string | null } | undefined>,
        ]);
        return {
          years: years.map((y) => Number(y.year)),
          areaIds: new Set(areas.map((a) => Number(a.area_id))),
          total: Number(totals?.n ?? 0),
          latestDate: totals?.latest ?? '',
        };
      },
    });
    paramHolders.set(deps.db, holder);
  }
  const facts = (await holder.get())!;
  // While there are no documents, every call looks again (a seed may be writing them).
  if (facts.total === 0) paramHolders.delete(deps.db);
  return facts;
}

/** 全国, then the provinces with documents, each with its cities that have documents. */
function regionTree(all: readonly Region[], areaIds: ReadonlySet<number>): Region[] {
  const out: Region[] = [];
  for (const r of all) {
    if (r.areaid === NATIONAL_AREA_ID) {
      out.push({ areaid: r.areaid, name: r.name, pid: r.pid, subList: [] });
      continue;
    }
    const cities = r.subList.filter((c) => areaIds.has(c.areaid)).map((c) => ({ areaid: c.areaid, name: c.name, pid: c.pid, subList: [] }));
    if (cities.length || areaIds.has(r.areaid)) out.push({ areaid: r.areaid, name: r.name, pid: r.pid, subList: cities });
  }
  return out;
}

export async function policyParams(deps: PolicyDeps): Promise<PolicyParams> {
  const facts = await paramFacts(deps);
  return {
    types: POLICY_TYPES.map((t) => ({ code: t.code, name: t.name })),
    years: facts.years,
    regions: regionTree(deps.regions.all(), facts.areaIds),
    total: facts.total,
    latestDate: facts.latestDate,
    note: POLICY_SAMPLE_NOTE,
  };
}
