/** The study plugin's tables (prefixed `study_`). Dates are `YYYY-MM-DD` text, times ms since epoch. */

export const CONTENT_TABLE = 'study_content';
export const PROGRESS_TABLE = 'study_progress';

/** A course, video or article of 学习专区. */
export interface ContentRow {
  id: number;
  /** course | video | article. */
  kind: string;
  /** A STUDY_TOPICS code. */
  topic: string;
  title: string;
  summary: string;
  author: string;
  level: string;
  minutes: number;
  parts: number;
  /** JSON: StudyBlock[] (article), StudyLesson[] (course) or StudyChapter[] (video). */
  body: string;
  /** A video's running time; 0 otherwise. */
  seconds: number;
  view_count: number;
  publish_date: string;
  /** What the keyword search looks in: title, summary, author, topic and kind names, keywords, lesson and chapter titles, the whole text. */
  search_text: string;
  sort: number;
}

/** A member has studied a content: one row per member and content. */
export interface ProgressRow {
  global_id: string;
  content_id: number;
  first_at: number;
  last_at: number;
  /** How many times the member opened it (counted at most once per VIEW_WINDOW_MS). */
  views: number;
}

export interface StudyTables {
  [CONTENT_TABLE]: ContentRow;
  [PROGRESS_TABLE]: ProgressRow;
}
