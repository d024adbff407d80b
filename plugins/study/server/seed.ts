import type { Kysely } from 'kysely';
import { kindName, topicName } from '../shared/contract';
import { minutesOf, partsOf, STUDY_ENTRIES, type StudyEntry } from './content';
import { CONTENT_TABLE, type ContentRow, type StudyTables } from './tables';

/** An entry's whole text: the lessons' blocks, the chapters' transcripts or the article's blocks. */
function plainText(e: StudyEntry): string {
  const blocks = e.kind === 'course' ? (e.lessons ?? []).flatMap((l) => l.blocks) : (e.blocks ?? []);
  const fromBlocks = blocks.map((b) => [b.text ?? '', ...(b.items ?? []), ...(b.header ?? []), ...(b.rows ?? []).flat()].join(' '));
  return [...fromBlocks, ...(e.chapters ?? []).map((c) => c.text)].join(' ');
}

/** The row of an entry (the same text on every install). */
export function contentRow(e: StudyEntry, sort: number): ContentRow {
  const body = e.kind === 'course' ? e.lessons : e.kind === 'video' ? e.chapters : e.blocks;
  const titles = e.kind === 'course' ? (e.lessons ?? []).map((l) => l.title) : e.kind === 'video' ? (e.chapters ?? []).map((c) => c.title) : [];
  return {
    id: e.id,
    kind: e.kind,
    topic: e.topic,
    title: e.title,
    summary: e.summary,
    author: e.author,
    level: e.level,
    minutes: minutesOf(e),
    parts: partsOf(e),
    body: JSON.stringify(body ?? []),
    seconds: e.kind === 'video' ? (e.seconds ?? 0) : 0,
    view_count: e.views,
    publish_date: e.publishDate,
    search_text: [e.title, e.summary, e.author, topicName(e.topic), kindName(e.kind), e.keywords ?? '', ...titles, plainText(e)].join(' '),
    sort,
  };
}

/** Writes the area's entries when the table is empty (idempotent; an operator edits the table afterwards). */
export async function seedStudy(db: Kysely<StudyTables>): Promise<void> {
  const row = await db.selectFrom(CONTENT_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  if (Number(row?.n ?? 0) > 0) return;
  await db
    .insertInto(CONTENT_TABLE)
    .values(STUDY_ENTRIES.map((e, i) => contentRow(e, i + 1)))
    .execute();
}
