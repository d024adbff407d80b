import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';

export const accountServer: ServerPlugin = {
  manifest,
};

export default accountServer;
