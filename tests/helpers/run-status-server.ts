/**
 * Starts the real server with the test status plugin in its own process and prints its URL as one
 * JSON line; used by client tests whose jsdom environment cannot host Fastify. Stops on SIGTERM.
 */
import { startTestServer } from './server';
import { statusPlugin } from './status-plugin';

async function main(): Promise<void> {
  const server = await startTestServer({ plugins: [statusPlugin] });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
