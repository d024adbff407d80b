/**
 * Starts the real server with the account plugin (seeded with the demo accounts) and the test
 * helpers of account-test-plugin.ts in its own process and prints its URL as one JSON line; the
 * jsdom client tests cannot host Fastify. Stops on SIGTERM.
 */
import { seedPlugins } from '@kernel/server/migrations';
import { createAccountServer } from '@plugins/account/server';
import { startTestServer } from '../../../helpers/server';
import { accountTestPlugin } from './account-test-plugin';

async function main(): Promise<void> {
  // A short heartbeat of the login stream, so liveness and announcements are quick in tests.
  const plugins = [createAccountServer({ pingIntervalMs: 1000, print: () => undefined, production: false, devTools: true }), accountTestPlugin];
  const server = await startTestServer({ plugins });
  await seedPlugins(server.database, plugins, { scale: 1, seed: 2026, demo: true });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
