import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';

export const membershipServer: ServerPlugin = {
  manifest,
};

export default membershipServer;
