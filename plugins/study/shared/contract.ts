/**
 * The contract of 学习专区 (plugins/study/README.md): its endpoints, what they take and answer, its
 * rules and their Chinese messages. Both halves import it; it imports nothing at run time.
 */

/** The endpoints (answering the site's envelope `{ statusCode, data, businessMsg }`). */
export const StudyPaths = {
  /** GET ?topic&kind&keyWord&pageNum&pageSize → StudyList (public; `learned` for a logged-in member). */
  list: '/study/getStudyZoneInfos',
  /** GET ?id → StudyContent (login: 301 without); records the member's progress and counts a view. */
  view: '/core/study/viewContent',
} as const;

/** The topics, in the order the page shows them. */
export const STUDY_TOPICS = [
  { code: 'pricing', name: '计价规范' },
  { code: 'g101', name: '22G101' },
  { code: 'boq', name: '清单编制' },
  { code: 'settlement', name: '合同与结算' },
  { code: 'software', name: '造价软件' },
] as const;
export type StudyTopic = (typeof STUDY_TOPICS)[number]['code'];
export const STUDY_TOPIC_CODES: readonly StudyTopic[] = STUDY_TOPICS.map((t) => t.code);

/** The kinds (glossary: 课程, 视频, 文章). */
export const STUDY_KINDS = [
  { code: 'course', name: '课程' },
  { code: 'video', name: '视频' },
  { code: 'article', name: '文章' },
] as const;
export type StudyKind = (typeof STUDY_KINDS)[number]['code'];
export const STUDY_KIND_CODES: readonly StudyKind[] = STUDY_KINDS.map((k) => k.code);

export const topicName = (code: string): string => STUDY_TOPICS.find((t) => t.code === code)?.name ?? code;
export const kindName = (code: string): string => STUDY_KINDS.find((k) => k.code === code)?.name ?? code;

export const STUDY_PAGE_SIZES = [12, 24, 48] as const;
export const STUDY_LIMITS = { keywordMax: 30, pageMax: 1000 } as const;

/** One entry of the list. */
export interface StudyBrief {
  id: number;
  kind: StudyKind;
  topic: StudyTopic;
  title: string;
  summary: string;
  /** Speaker or author and their role. */
  author: string;
  /** 入门, 进阶, 实务. */
  level: string;
  /** Minutes (reading time of an article, running time of a video or a course). */
  minutes: number;
  /** Lessons of a course, chapters of a video, sections of an article. */
  parts: number;
  /** A video's running time in seconds (0 for a course or an article). */
  seconds: number;
  viewCount: number;
  publishDate: string;
  /** Whether the logged-in member has studied it (always false for a visitor). */
  learned: boolean;
}

export interface StudyTopicCount {
  code: StudyTopic;
  name: string;
  count: number;
}

export interface StudyList {
  list: StudyBrief[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** Per topic, the entries matching the other filters (kind, keyword). */
  topics: StudyTopicCount[];
  /** For a logged-in member: how many entries of the whole area they have studied; null for a visitor. */
  learnedCount: number | null;
  /** All entries of the area. */
  allCount: number;
}

export interface StudyQuery {
  topic?: StudyTopic;
  kind?: StudyKind;
  keyWord?: string;
  pageNum: number;
  pageSize: number;
}

/** A block of an article's or a lesson's text. */
export interface StudyBlock {
  kind: 'heading' | 'paragraph' | 'list' | 'table' | 'note';
  text?: string;
  items?: string[];
  header?: string[];
  rows?: string[][];
}

/** A lesson of a course. */
export interface StudyLesson {
  title: string;
  minutes: number;
  blocks: StudyBlock[];
}

/** A chapter of a video (seconds from the start) and its transcript. */
export interface StudyChapter {
  start: number;
  title: string;
  text: string;
}

/** The content itself (login). */
export interface StudyContent extends StudyBrief {
  /** An article's text. */
  blocks: StudyBlock[];
  /** A course's lessons. */
  lessons: StudyLesson[];
  /** A video: its poster (relative to the storage gateway), running time in seconds and chapters. */
  video: { poster: string; seconds: number; chapters: StudyChapter[] } | null;
  /** When the member first studied it (ms since epoch). */
  learnedAt: number;
}

export const StudyMessages = {
  keywordTooLong: `关键词不超过${STUDY_LIMITS.keywordMax}个字`,
  topicInvalid: '学习主题无效',
  kindInvalid: '内容类型无效',
  pageInvalid: '页码无效',
  pageSizeInvalid: `每页条数只能是${STUDY_PAGE_SIZES.join('、')}`,
  idInvalid: '内容编号无效',
  notFound: '该学习内容不存在或已下线',
} as const;

export const StudyCodes = { invalid: 400, notFound: 404 } as const;

/** The storage-gateway folder of the video posters. */
export const STUDY_POSTER_DIR = '/study';
export const posterPath = (id: number): string => `${STUDY_POSTER_DIR}/poster-${id}.svg`;

/** The area's sample-content sentence (shown on the page). */
export const STUDY_SAMPLE_NOTE =
  '学习内容依据现行规范与图集编写，供学习参考；视频为海报与文字稿形式，不含音视频文件。条文以正式出版的标准、图集和本地计价文件为准。';

declare module '@kernel/client/dialogs' {
  interface DialogMap {
    /** A course or an article, read in a dialog (loads the content: login). */
    'study.reader': { readonly entry: StudyBrief };
    /** A video in the site's video dialog (loads the content: login). */
    'study.video': { readonly entry: StudyBrief };
  }
}

/** The dialogs' ids (their own module: the client entry needs nothing else of the contract). */
export { StudyDialogs } from './dialogs';
