import type { UserRow } from './tables';

const COLOURS = ['#1e6fd9', '#0f9d8a', '#d9822b', '#8e44ad', '#c0392b', '#2c7a7b', '#5b6abf', '#b7791f'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A round SVG avatar showing the first character of the name, as a data URL (no file, no host). */
export function letterAvatar(name: string, size: number): string {
  const first = [...name.trim()][0] ?? '?';
  let sum = 0;
  for (const ch of name) sum = (sum + (ch.codePointAt(0) ?? 0)) % 9973;
  const colour = COLOURS[sum % COLOURS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<circle cx="50" cy="50" r="50" fill="${colour}"/>` +
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-size="46" fill="#fff" ` +
    `font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${escapeXml(first.toUpperCase())}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** avatarPath of the user info (kernel/core/session.ts): the first entry is the small image, the last the big one. */
export function avatarPath(user: Pick<UserRow, 'full_name' | 'account_name' | 'avatar_small' | 'avatar_big'>): string[] {
  const name = user.full_name || user.account_name;
  return [user.avatar_small ?? letterAvatar(name, 40), user.avatar_big ?? letterAvatar(name, 160)];
}
