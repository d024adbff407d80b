/**
 * Starts the real server with the study plugin (seeded; tokens `token-a` and `token-b` are two
 * members) in its own process and prints its URL as one JSON line: the jsdom client tests cannot
 * host Fastify. Stops on SIGTERM.
 */
import type { SessionInfo } from '@kernel/core/session';
import { seedPlugins } from '@kernel/server/migrations';
import { createStudyServer } from '@plugins/study/server';
import { serveTestApp } from '../../../helpers/serve-test-app';
import { buildTestApp } from '../../../helpers/server';

const session = (globalId: string): SessionInfo => ({ userId: `u-${globalId}`, globalId, accountName: globalId, rights: [] });
const SESSIONS: Record<string, SessionInfo> = { 'token-a': session('G30000001'), 'token-b': session('G30000002') };

serveTestApp(async () => {
  const plugin = createStudyServer();
  const t = await buildTestApp({ plugins: [plugin] });
  t.app.auth.setResolver((token) => SESSIONS[token] ?? null);
  await seedPlugins(t.database, [plugin], { scale: 1, seed: 1 });
  return t;
});
