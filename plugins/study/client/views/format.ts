import { kindName, type StudyBrief } from '../../shared/contract';

/** 12,345 次 / 1.2 万次: a view count. */
export function viewsText(n: number): string {
  return n >= 10000 ? `${(Math.floor(n / 1000) / 10).toFixed(1)} 万次学习` : `${n.toLocaleString('zh-CN')} 次学习`;
}

/** 课程 · 4 课时 · 57 分钟 / 视频 · 6 章节 · 24:20 / 文章 · 5 节 · 约 8 分钟. */
export function lengthText(e: Pick<StudyBrief, 'kind' | 'parts' | 'minutes' | 'seconds'>): string {
  if (e.kind === 'course') return `${e.parts} 课时 · ${e.minutes} 分钟`;
  if (e.kind === 'video') return `${e.parts} 个章节 · ${Math.floor(e.seconds / 60)}:${String(e.seconds % 60).padStart(2, '0')}`;
  return `${e.parts} 节 · 约 ${e.minutes} 分钟`;
}

export const actionText = (e: Pick<StudyBrief, 'kind' | 'learned'>): string =>
  e.learned ? (e.kind === 'video' ? '再看一遍' : '继续学习') : e.kind === 'course' ? '开始学习' : e.kind === 'video' ? '观看视频' : '阅读全文';

export { kindName };
