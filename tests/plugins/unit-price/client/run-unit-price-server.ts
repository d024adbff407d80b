/**
 * Starts the real server with cost-data (seeded at scale 1 with its priced bills), membership and
 * unit-price (tests/plugins/unit-price/server/fixtures.ts, tokens `token-<username>`) in its own
 * process and prints its URL as one JSON line; the jsdom client tests cannot host Fastify. Stops on
 * SIGTERM.
 */
import { buildUnitPriceApp } from '../server/fixtures';

async function main(): Promise<void> {
  const t = await buildUnitPriceApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
  const stop = () => void t.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
