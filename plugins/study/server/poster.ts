/**
 * The posters of the videos: an SVG (1280 × 720) drawn from the entry itself — the topic's colours,
 * a grid, the topic, the title (wrapped), the speaker, the running time and the chapter count.
 * Nothing is fetched: the site hosts no video files.
 */
import { topicName } from '../shared/contract';
import type { ContentRow } from './tables';

const PALETTES: Record<string, [string, string, string]> = {
  pricing: ['#1456c8', '#0b2c63', '#8fb6ff'],
  g101: ['#0f8a5f', '#064e3b', '#7ee2b8'],
  boq: ['#0e7490', '#164e63', '#7dd3fc'],
  settlement: ['#b45309', '#7c2d12', '#fcd34d'],
  software: ['#6d4bd1', '#312e81', '#c4b5fd'],
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Splits a title into lines of at most `width` units (a CJK character is 1, other characters 0.55). */
export function wrapTitle(title: string, width = 15, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  let units = 0;
  for (const ch of title) {
    const w = /[\u2e80-\uffff]/.test(ch) ? 1 : 0.55;
    if (units + w > width && line) {
      lines.push(line);
      line = '';
      units = 0;
      if (ch === ' ') continue;
    }
    line += ch;
    units += w;
  }
  if (line) lines.push(line);
  // A line never starts with closing punctuation: it goes back to the end of the line before.
  for (let i = 1; i < lines.length; i++) {
    while (/^[：，。、；！？）》」]/.test(lines[i]!)) {
      lines[i - 1] += lines[i]![0];
      lines[i] = lines[i]!.slice(1);
    }
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, -1)}…`;
    return kept;
  }
  return lines;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function posterSvg(row: Pick<ContentRow, 'id' | 'topic' | 'title' | 'author' | 'seconds' | 'parts'>): string {
  const [from, to, light] = PALETTES[row.topic] ?? PALETTES.pricing!;
  const lines = wrapTitle(row.title).filter(Boolean);
  const topic = topicName(row.topic);
  const pill = [...topic].reduce((n, ch) => n + (/[\u2e80-\uffff]/.test(ch) ? 26 : 15), 0) + 48;
  const top = 330 - (lines.length - 1) * 40;
  const title = lines.map((l, i) => `<text x="96" y="${top + i * 80}" font-size="60" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720" font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="rgba(255,255,255,0.07)"/></pattern>
</defs>
<rect width="1280" height="720" fill="url(#g)"/><rect width="1280" height="720" fill="url(#p)"/>
<circle cx="1130" cy="120" r="260" fill="${light}" opacity="0.10"/><circle cx="1180" cy="640" r="180" fill="${light}" opacity="0.08"/>
<rect x="96" y="96" width="${pill}" height="48" rx="6" fill="rgba(255,255,255,0.16)"/>
<text x="120" y="129" font-size="26" fill="#ffffff">${escapeXml(topic)}</text>
<text x="${96 + pill + 24}" y="129" font-size="24" fill="${light}">学习专区 · 视频课</text>
${title}
<rect x="96" y="${top + lines.length * 80 - 30}" width="72" height="6" rx="3" fill="${light}"/>
<text x="96" y="606" font-size="28" fill="rgba(255,255,255,0.88)">${escapeXml(row.author)}</text>
<text x="96" y="652" font-size="24" fill="rgba(255,255,255,0.7)">时长 ${clock(row.seconds)} · ${row.parts} 个章节 · 含文字稿</text>
<text x="1184" y="652" font-size="24" fill="rgba(255,255,255,0.7)" text-anchor="end">造价指标网</text>
</svg>`;
}
