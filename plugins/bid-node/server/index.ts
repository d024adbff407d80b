import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';

export const bidNodeServer: ServerPlugin = {
  manifest,
};

export default bidNodeServer;
