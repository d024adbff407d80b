/**
 * Starts the real server with the cost-data plugin in its own process and prints its URL as one
 * JSON line (the jsdom client tests cannot host Fastify). Stops on SIGTERM.
 */
import { costDataServer } from '@plugins/cost-data/server';
import { startTestServer } from '../../../helpers/server';

async function main(): Promise<void> {
  const server = await startTestServer({ plugins: [costDataServer] });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
