import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';

export const feedbackServer: ServerPlugin = {
  manifest,
};

export default feedbackServer;
