/**
 * The activities server (membership and activities, seeded, its clock at 2026-11-24 10:00 China
 * time) in its own process for the games' jsdom tests: tokens `member-G8xxxxxxx` are members. Prints
 * `{ url }` as one JSON line; stops on SIGTERM.
 */
import { serveTestApp } from '../../../helpers/serve-test-app';
import { startActivitiesApp } from '../server/support';

serveTestApp(async () => {
  const t = await startActivitiesApp({ listen: true });
  return { app: t.app, url: t.url ?? undefined, close: () => t.close() };
});
