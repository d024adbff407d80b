/**
 * Starts the real server with cost-data (seeded at scale 1 with its priced bills), membership and
 * unit-price (tests/plugins/unit-price/server/fixtures.ts, tokens `token-<username>`) in its own
 * process and prints its URL as one JSON line; the jsdom client tests cannot host Fastify. Stops on
 * SIGTERM.
 */
import { serveTestApp } from '../../../helpers/serve-test-app';
import { buildUnitPriceApp } from '../server/fixtures';

serveTestApp(() => buildUnitPriceApp());
