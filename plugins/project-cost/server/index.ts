import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';

export const projectCostServer: ServerPlugin = {
  manifest,
};

export default projectCostServer;
