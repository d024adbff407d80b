import { HttpClient } from '@kernel/client/http-client';
import type { PluginContext } from '@kernel/client/plugin';
import { SessionStore } from '@kernel/client/session-store';
import { GamesStore } from '../games/tokens';
import { HttpActivitiesApi } from './api';

/** The member and China Standard Time day of the last clock-in sent from this tab. */
let lastClock = '';

/**
 * A header search: a logged-in member's day's clock-in (doClockActivity, once a day from a tab, no
 * message either way), then the new-user tasks again when their page's state is there (首次搜索).
 */
export function onSearch(ctx: PluginContext): Promise<void> {
  const session = ctx.get<SessionStore>(SessionStore);
  if (!session.isLogin) return Promise.resolve();
  const key = `${session.globalId}:${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)}`;
  if (key === lastClock) return Promise.resolve();
  lastClock = key;
  const api = new HttpActivitiesApi(ctx.get<HttpClient>(HttpClient));
  return api.clock().then(
    () => refreshNewUser(ctx),
    () => {
      lastClock = ''; // not recorded: the next search tries again
    },
  );
}

/** The games' store, when its chunk is loaded, reads the new-user tasks again. */
function refreshNewUser(ctx: PluginContext): void {
  let games: { refreshNewUser?: () => unknown } | null = null;
  try {
    games = ctx.get<GamesStore>(GamesStore) as { refreshNewUser?: () => unknown };
  } catch {
    return; // the games' chunk is not loaded: their page loads the tasks when it opens
  }
  void games.refreshNewUser?.();
}

/** For tests: forget the tab's last clock-in. */
export function resetClockMemory(): void {
  lastClock = '';
}
