/**
 * The activities test server in a process of its own (the durability test SIGKILLs it): the real
 * membership and activities plugins on the database named by ACTIVITIES_DB_FILE (SQLite) or
 * ACTIVITIES_DB_URL (PostgreSQL), migrated and seeded (both idempotent, so a restart on the same
 * database finds everything as it was), the clock fixed at START, listening on 127.0.0.1; prints
 * `{"url": …}` as one JSON line and stops on SIGTERM.
 */
import { createDatabase } from '@kernel/server/database';
import { serveTestApp } from '../../../helpers/serve-test-app';
import { startActivitiesApp } from './support';

serveTestApp(async () => {
  const url = process.env.ACTIVITIES_DB_URL;
  const file = process.env.ACTIVITIES_DB_FILE;
  if (!url && !file) throw new Error('ACTIVITIES_DB_FILE or ACTIVITIES_DB_URL is required');
  const database = url ? createDatabase({ url, poolSize: 8 }) : createDatabase({ file: file! });
  const t = await startActivitiesApp({ database, listen: true });
  return { app: t.app, url: t.url!, close: async () => { await t.close(); await database.destroy(); } };
});
