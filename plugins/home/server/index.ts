import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';

export const homeServer: ServerPlugin = {
  manifest,
};

export default homeServer;
