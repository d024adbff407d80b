/** Small builders of the study texts (StudyBlock), so the content files read as text. */
import type { StudyBlock, StudyChapter, StudyLesson } from '../../shared/contract';

export const h = (text: string): StudyBlock => ({ kind: 'heading', text });
export const p = (text: string): StudyBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): StudyBlock => ({ kind: 'list', items });
export const table = (header: string[], rows: string[][], caption?: string): StudyBlock => ({ kind: 'table', header, rows, ...(caption ? { text: caption } : {}) });
export const note = (text: string): StudyBlock => ({ kind: 'note', text });
export const lesson = (title: string, minutes: number, ...blocks: StudyBlock[]): StudyLesson => ({ title, minutes, blocks });
/** A chapter starting at `m:ss`. */
export const chapter = (at: string, title: string, ...paragraphs: string[]): StudyChapter => {
  const [m, s] = at.split(':').map(Number);
  return { start: m! * 60 + s!, title, text: paragraphs.join('\n') };
};

/** What one entry of the area is before it is written to the table. */
export interface StudyEntry {
  readonly id: number;
  readonly kind: 'course' | 'video' | 'article';
  readonly topic: 'pricing' | 'g101' | 'boq' | 'settlement' | 'software';
  readonly title: string;
  readonly summary: string;
  readonly author: string;
  readonly level: '入门' | '进阶' | '实务';
  readonly publishDate: string;
  readonly views: number;
  /** Words people search by that the text may not hold literally. */
  readonly keywords?: string;
  readonly blocks?: StudyBlock[];
  readonly lessons?: StudyLesson[];
  /** A video: its running time (seconds) and chapters. */
  readonly seconds?: number;
  readonly chapters?: StudyChapter[];
}
