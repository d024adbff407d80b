/** Every entry of 学习专区, in the order of the topics (plugins/study/README.md). */
import type { StudyBlock } from '../../shared/contract';
import { BOQ } from './boq';
import type { StudyEntry } from './blocks';
import { G101 } from './g101';
import { PRICING } from './pricing';
import { SETTLEMENT } from './settlement';
import { SOFTWARE } from './software';

export type { StudyEntry } from './blocks';

export const STUDY_ENTRIES: readonly StudyEntry[] = [...PRICING, ...G101, ...BOQ, ...SETTLEMENT, ...SOFTWARE];

/** The characters of a text's blocks (what a reader reads). */
export function blockChars(blocks: readonly StudyBlock[]): number {
  return blocks.reduce((n, b) => n + (b.text?.length ?? 0) + (b.items ?? []).join('').length + (b.rows ?? []).flat().join('').length + (b.header ?? []).join('').length, 0);
}

/** Reading speed of the minutes shown for an article: characters per minute. */
export const READING_CHARS_PER_MINUTE = 300;

/** An entry's minutes: a course's lessons summed, a video's running time rounded up, an article's reading time. */
export function minutesOf(e: StudyEntry): number {
  if (e.kind === 'course') return (e.lessons ?? []).reduce((n, l) => n + l.minutes, 0);
  if (e.kind === 'video') return Math.ceil((e.seconds ?? 0) / 60);
  return Math.max(3, Math.ceil(blockChars(e.blocks ?? []) / READING_CHARS_PER_MINUTE));
}

/** Lessons of a course, chapters of a video, sections (headings) of an article. */
export function partsOf(e: StudyEntry): number {
  if (e.kind === 'course') return e.lessons?.length ?? 0;
  if (e.kind === 'video') return e.chapters?.length ?? 0;
  return (e.blocks ?? []).filter((b) => b.kind === 'heading').length;
}
