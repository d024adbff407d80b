import type { Kysely } from 'kysely';
import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { studyMigrations } from './migrations';
import { studyRoutes } from './routes';
import { seedStudy } from './seed';
import type { StudyTables } from './tables';

export interface StudyServerOptions {
  /** The clock (progress times; tests pass their own). */
  readonly clock?: () => number;
}

/**
 * The server half of 学习专区: the courses, videos and articles (study_content, seeded at first
 * start), the members' progress (study_progress), the public list, the content (login) and the
 * videos' posters.
 */
export function createStudyServer(options: StudyServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  return {
    manifest,
    migrations: studyMigrations,
    seed: (ctx) => seedStudy(ctx.db as Kysely<StudyTables>),
    routes: (app, ctx) => studyRoutes(app, ctx, { clock }),
  };
}

/** The site's instance (app/server/registry.ts loads the default export). */
const studyServer: ServerPlugin = createStudyServer();
export default studyServer;

export { CONTENT_TABLE, PROGRESS_TABLE } from './tables';
export { VIEW_WINDOW_MS } from './routes';
