import type { LoginEvent } from '@kernel/core/events';
import type { PluginContext } from '@kernel/client/plugin';
import { DialogService } from '@kernel/client/dialogs';
import { HttpClient } from '@kernel/client/http-client';
import { Navigator } from '@kernel/client/navigator';
import { SessionStore } from '@kernel/client/session-store';
import { parse } from 'regexparam';
import { ActivitiesPaths } from '../../shared/contract';
import { ActivitiesDialogs } from '../../shared/dialogs';
import { EXPERIENCE_PAGES } from '../../shared/tasks';

/** The home page's path (the popup shows there only). */
const HOME_PATH = '/home';
/** localStorage: the China Standard Time day the popup was last offered to a member. */
export const LUCKY_POPUP_KEY = (globalId: string) => `activities.luckyDraw.offered.${globalId}`;

/** Today in China Standard Time, `YYYY-MM-DD`. */
export function cstDay(ms = Date.now()): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * After a login: the home page's 幸运抽奖 popup, on /home, when the older lucky draw says draws
 * remain; the draw is asked once a day per member (whatever it answers). This module is small on purpose (it loads on the first login, the
 * dialog's code only when it opens): one silent call, no store.
 */
export async function onLogin(ctx: PluginContext, event: LoginEvent): Promise<void> {
  if (event.type !== 'success') return;
  watchExperiencePages(ctx);
  const session = ctx.get<SessionStore>(SessionStore);
  const globalId = session.globalId;
  if (!session.isLogin || !globalId) return;
  const onHome = () => ctx.get<Navigator>(Navigator).current().split('?')[0] === HOME_PATH;
  if (!onHome()) return;
  const key = LUCKY_POPUP_KEY(globalId);
  const today = cstDay();
  if (readStorage(key) === today) return;
  let remaining: number | null = null;
  try {
    const answer = await ctx.get<HttpClient>(HttpClient).get<{ remaining: number | null }>(ActivitiesPaths.luckyInfo, undefined, { silent: true });
    remaining = answer.data?.remaining ?? null;
  } catch {
    return; // no popup when the draw cannot be asked
  }
  // Still the same member, still on the home page.
  // Asked once a day, whatever the answer: a member without draws is not asked again at every visit.
  if (session.globalId === globalId) writeStorage(key, today);
  if (!remaining || remaining <= 0 || session.globalId !== globalId || !onHome()) return;
  ctx.get<DialogService>(DialogService).open(ActivitiesDialogs.luckyDraw);
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the popup may show again */
  }
}

/** The experience tasks' pages as matchers (the router's own pattern syntax). */
const EXPERIENCE_MATCHERS = Object.entries(EXPERIENCE_PAGES).flatMap(([code, patterns]) => patterns.map((p) => ({ code, pattern: parse(p).pattern })));
/** The plugin contexts already watching (one in the site; each test kernel has its own). */
const watching = new WeakSet<PluginContext>();
/** `<globalId>:<code>` reported in this tab (the server credits a task once per member anyway). */
const reported = new Set<string>();

/**
 * The experience tasks (浏览单项工程指标详情 …): from the first login on, every page a logged-in member
 * opens is checked against their pages; a match is reported once (doExperienceActivity, silent).
 */
export function watchExperiencePages(ctx: PluginContext): void {
  if (watching.has(ctx) || typeof window === 'undefined') return;
  watching.add(ctx);
  const check = () => {
    const session = ctx.get<SessionStore>(SessionStore);
    if (!session.isLogin || !session.globalId) return;
    const path = ctx.get<Navigator>(Navigator).current().split('?')[0]!;
    const hit = EXPERIENCE_MATCHERS.find((m) => m.pattern.test(path));
    if (!hit) return;
    const key = `${session.globalId}:${hit.code}`;
    if (reported.has(key)) return;
    reported.add(key);
    ctx
      .get<HttpClient>(HttpClient)
      .post(ActivitiesPaths.doExperience, { code: hit.code }, { json: true, silent: true })
      .catch(() => reported.delete(key));
  };
  // wouter announces its navigations as these window events.
  for (const type of ['popstate', 'pushState', 'replaceState']) window.addEventListener(type, () => setTimeout(check, 0));
  check();
}
