/**
 * Starts the real server with cost-data, membership and bid-node over the fixture single projects
 * (tests/plugins/bid-node/server/fixtures.ts, tokens `token-<username>`) in its own process and
 * prints its URL as one JSON line; the jsdom client tests cannot host Fastify. Stops on SIGTERM.
 */
import { serveTestApp } from '../../../helpers/serve-test-app';
import { buildBidNodeApp } from '../server/fixtures';

serveTestApp(() => buildBidNodeApp());
