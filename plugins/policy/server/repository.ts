/**
 * Reading documents as the endpoints show them: the brief of a list row or a link (PolicyBrief),
 * by ids in the asked order.
 */
import type { Kysely } from 'kysely';
import { NATIONAL_AREA_ID, NATIONAL_LABEL } from '@plugins/cost-data/shared/regions';
import type { RegionCatalogue } from '@plugins/cost-data/shared/services';
import { POLICY_TYPE_NAMES, type PolicyBrief, type PolicyTypeCode } from '../shared/contract';
import { DOCUMENT_TABLE, type DocumentRow } from './tables';

export const BRIEF_COLUMNS = [
  'id',
  'doc_no',
  'title',
  'issuer',
  'level',
  'area_id',
  'province_id',
  'type',
  'publish_date',
  'effective_date',
  'status',
  'summary',
  'replaces_id',
] as const;

export type BriefRow = Pick<DocumentRow, (typeof BRIEF_COLUMNS)[number]>;

/** The site's name of a region id (全国 for 1). */
export function areaName(regions: RegionCatalogue, areaId: number): string {
  if (areaId === NATIONAL_AREA_ID) return NATIONAL_LABEL;
  return regions.find(areaId)?.name ?? '';
}

export function briefOf(row: BriefRow, regions: RegionCatalogue): PolicyBrief {
  const areaId = Number(row.area_id);
  return {
    policyId: Number(row.id),
    title: row.title,
    docNo: row.doc_no,
    issuer: row.issuer,
    level: row.level,
    areaId,
    areaName: areaName(regions, areaId),
    type: row.type,
    typeName: POLICY_TYPE_NAMES[row.type as PolicyTypeCode] ?? row.type,
    publishDate: row.publish_date,
    effectiveDate: row.effective_date,
    status: row.status,
    summary: row.summary,
  };
}

/** The rows of `ids`, in the order of `ids` (missing ids left out). */
export async function briefRows(db: Kysely<any>, ids: readonly number[]): Promise<BriefRow[]> {
  if (!ids.length) return [];
  const rows = (await db.selectFrom(DOCUMENT_TABLE).select([...BRIEF_COLUMNS]).where('id', 'in', [...ids]).execute()) as BriefRow[];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.map((id) => byId.get(id)).filter((r): r is BriefRow => r !== undefined);
}
