/**
 * Starts the real membership and orders plugins in their own process (the jsdom client tests cannot
 * host Fastify), listening, with the development sandbox as the payment provider (its notification
 * goes over HTTP to this server's own notify address) and tokens `member-<globalId>`. Prints
 * `{ url }` as one JSON line; stops on SIGTERM.
 */
import { startOrdersApp } from '../server/support';

async function main(): Promise<void> {
  const server = await startOrdersApp({ listen: true, orders: { sandboxDelivery: [50, 200, 500] } });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
