/**
 * Starts the labour test app (tests/plugins/labour/server/fixtures.ts: cost-data at a small scale,
 * favorites and labour seeded; tokens `token-member` and `token-vip`) in its own process and prints
 * its URL as one JSON line: the jsdom client tests cannot host Fastify (tests/helpers/serve-test-app.ts).
 */
import { serveTestApp } from '../../../helpers/serve-test-app';
import { buildLabourApp } from '../server/fixtures';

serveTestApp(() => buildLabourApp());
