/**
 * Starts the real server with the project-cost plugin over the cost-data tables (fixture rows, the
 * small region catalogue, test sessions) in its own process and prints its URL as one JSON line;
 * the jsdom client tests cannot host Fastify. Stops on SIGTERM.
 */
import { createProjectCostServer } from '@plugins/project-cost/server';
import { startTestServer } from '../../../helpers/server';
import { costDataTables, insertFixtures, installSessions, servicesWithCatalogue } from '../server/fixtures';

async function main(): Promise<void> {
  const plugins = [costDataTables, createProjectCostServer({ syncIntervalMs: 0 })];
  const server = await startTestServer({ plugins, services: servicesWithCatalogue() });
  installSessions(server.app);
  await insertFixtures(server.database.db);
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
