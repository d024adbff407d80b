/**
 * What the maintainers' command-line tools (scripts/orders-cli.ts, scripts/activities-cli.ts) share:
 * the site's database as the server opens it, and a run that answers a refusal as exit code 1.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, type Database } from '@kernel/server/database';
import { BusinessError } from '@kernel/server/errors';

/** The configured database: DATABASE_URL, else DATA_DIR/site.db (which must exist: a tool never creates one). */
export function openCliDatabase(): Database {
  if (process.env.DATABASE_URL) return createDatabase({ url: process.env.DATABASE_URL, poolSize: 2 });
  const file = path.join(process.env.DATA_DIR ?? 'data', 'site.db');
  if (!existsSync(file)) {
    console.error(`数据库文件不存在：${file}（请设置 DATA_DIR 或 DATABASE_URL）。Database not found: ${file}`);
    process.exit(1);
  }
  return createDatabase({ file });
}

/**
 * Runs a command on the database and closes it: its exit code, or 1 when the site's rules refused
 * it (the Chinese reason is printed); any other error is thrown.
 */
export async function runOnDatabase(database: Database, command: () => Promise<number>): Promise<number> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof BusinessError) {
      console.error(`${error.message}。Refused.`);
      return 1;
    }
    throw error;
  } finally {
    await database.destroy();
  }
}
