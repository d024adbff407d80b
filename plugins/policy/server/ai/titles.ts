/**
 * The documents' titles in memory, for the AI retrieval's "which documents are about this term":
 * a term held by nearly every document's text (增值税税率 in the material-price bulletins of a large
 * corpus) has no idf, so the full-text ranking cannot tell the documents about it from the others,
 * while the few titles holding it can. Built from policy_document's leading columns (id, title,
 * status, publish date, area) with the kernel's TableBackedIndex (rebuilt when documents are added
 * or removed); 100,000 titles take about 2 MB of text and a scan of them a few milliseconds.
 */
import type { Kysely } from 'kysely';
import { TableBackedIndex } from '@kernel/server/table-version';
import { DOCUMENT_TABLE } from '../tables';

interface Titles {
  ids: Int32Array;
  titles: string[];
  /** 1 for a current document. */
  current: Uint8Array;
  /** 'YYYY-MM-DD'. */
  publish: string[];
  areaIds: Int32Array;
}

const holders = new WeakMap<Kysely<any>, TableBackedIndex<Titles>>();

function holder(db: Kysely<any>): TableBackedIndex<Titles> {
  let h = holders.get(db);
  if (!h) {
    h = new TableBackedIndex<Titles>({
      db,
      tables: [DOCUMENT_TABLE],
      refreshMs: 10_000,
      maxRows: 2_000_000,
      load: async () => {
        const rows = (await db.selectFrom(DOCUMENT_TABLE).select(['id', 'title', 'status', 'publish_date', 'area_id']).orderBy('id').execute()) as Array<{
          id: number | string;
          title: string;
          status: string;
          publish_date: string;
          area_id: number | string;
        }>;
        const t: Titles = {
          ids: new Int32Array(rows.length),
          titles: new Array(rows.length),
          current: new Uint8Array(rows.length),
          publish: new Array(rows.length),
          areaIds: new Int32Array(rows.length),
        };
        rows.forEach((r, i) => {
          t.ids[i] = Number(r.id);
          t.titles[i] = String(r.title).toLowerCase();
          t.current[i] = r.status === 'current' ? 1 : 0;
          t.publish[i] = String(r.publish_date);
          t.areaIds[i] = Number(r.area_id);
        });
        return t;
      },
    });
    holders.set(db, h);
  }
  return h;
}

/**
 * Ids of the documents whose title holds one of `terms` (of `areaIds` when given), current first,
 * then newest, at most `limit`.
 */
export async function titleMatches(db: Kysely<any>, terms: readonly string[], areaIds: readonly number[] | undefined, limit: number): Promise<number[]> {
  const t = await holder(db).get();
  if (!t || terms.length === 0) return [];
  const areas = areaIds?.length ? new Set(areaIds) : null;
  // Current first, then newest, then the larger id; the best `limit` kept in order.
  const before = (a: number, b: number) =>
    t.current[a]! !== t.current[b]! ? t.current[a]! > t.current[b]! : t.publish[a] !== t.publish[b] ? t.publish[a]! > t.publish[b]! : t.ids[a]! > t.ids[b]!;
  const best: number[] = [];
  for (let i = 0; i < t.ids.length; i++) {
    if (areas && !areas.has(t.areaIds[i]!)) continue;
    if (best.length === limit && !before(i, best[limit - 1]!)) continue;
    const title = t.titles[i]!;
    if (!terms.some((term) => title.includes(term))) continue;
    let at = best.length;
    while (at > 0 && before(i, best[at - 1]!)) at--;
    best.splice(at, 0, i);
    if (best.length > limit) best.pop();
  }
  return best.map((i) => t.ids[i]!);
}
