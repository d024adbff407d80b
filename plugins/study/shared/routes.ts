import { defineRoutes, withQuery } from '@kernel/core/route-refs';

/**
 * The 学习专区 page. Every link to it, from this plugin or another (client or server), is built
 * from here: `studyRoutes.index()` → `/studyArea/index`; the client's route uses `.pattern`.
 */
export const studyRoutes = defineRoutes({
  /** The list of courses, videos and articles (public; the content needs login). */
  index: '/studyArea/index',
});

/** What a link to the list may preset. */
export interface StudyLink {
  topic?: string;
  kind?: string;
  keyWord?: string;
}

/** `/studyArea/index?topic=g101&kind=video`. */
export function studyLink(link: StudyLink = {}): string {
  return withQuery(studyRoutes.index(), { topic: link.topic, kind: link.kind, keyWord: link.keyWord });
}
