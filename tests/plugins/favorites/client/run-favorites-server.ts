/**
 * Starts the real server with cost-data and favorites in its own process (the jsdom client tests
 * cannot host Fastify), with one imported bill (tests/fixtures/bq-import-example.xlsx) and three of
 * its items saved by the member `alice` (token `token-alice`) in 2025-01; the server's clock then
 * reads 2026-03-15. Prints `{ url, items }` as one JSON line; stops on SIGTERM.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { costDataServer } from '@plugins/cost-data/server';
import { importBqWorkbook, readBqWorkbook } from '@plugins/cost-data/server/import-bq';
import { BQ_ITEM_TABLE } from '@plugins/cost-data/shared/services';
import { createFavoritesServer } from '@plugins/favorites/server';
import { FavoritesPaths } from '@plugins/favorites/shared/contract';
import { startTestServer } from '../../../helpers/server';

async function main(): Promise<void> {
  let now = Date.UTC(2025, 0, 10, 2, 0, 0);
  const server = await startTestServer({ plugins: [costDataServer, createFavoritesServer({ clock: () => now })] });
  const db = server.database.db;
  const fixture = path.join(__dirname, '../../../fixtures/bq-import-example.xlsx');
  const summary = await importBqWorkbook({ db, dialect: server.database.dialect }, await readBqWorkbook(readFileSync(fixture)));
  if (!summary.ok) throw new Error(JSON.stringify(summary.errors));
  server.app.auth.setResolver(async (token) =>
    token.startsWith('token-') ? { userId: token.slice(6), globalId: `g-${token.slice(6)}`, accountName: token.slice(6), rights: [] } : null,
  );
  const rows = await db.selectFrom(BQ_ITEM_TABLE).select(['id', 'code']).execute();
  const items = Object.fromEntries(rows.map((r) => [r.code, Number(r.id)]));
  for (const code of ['010515001001', '010505001001', '011707001001']) {
    const res = await server.app.inject({ method: 'POST', url: FavoritesPaths.add, headers: { token: 'token-alice' }, payload: { kind: 'item', targetId: items[code] } });
    if (res.json().statusCode !== 200) throw new Error(res.body);
    now += 60_000;
  }
  now = Date.UTC(2026, 2, 15, 2, 0, 0);
  process.stdout.write(`${JSON.stringify({ url: server.url, items, projectId: summary.bidNodeId })}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
