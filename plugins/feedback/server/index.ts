import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { feedbackMigrations } from './migrations';
import { feedbackRoutes } from './routes';

export interface FeedbackServerOptions {
  /** The clock (ms since epoch); tests pass their own. Default Date.now. */
  readonly clock?: () => number;
}

/** 意见反馈: stores the feedback of the header dialog and the /feedback page. */
export function createFeedbackServer(options: FeedbackServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  return {
    manifest,
    migrations: feedbackMigrations,
    routes: (app, ctx) => feedbackRoutes(app, ctx, { clock }),
  };
}

export const feedbackServer: ServerPlugin = createFeedbackServer();

export default feedbackServer;

export { FEEDBACK_TABLE, type FeedbackRow } from './migrations';
export { FeedbackCodes } from './routes';
