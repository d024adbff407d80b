import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { aboutRoutes } from './routes';

/** 关于我们: the public contact endpoint. No tables. */
export const aboutServer: ServerPlugin = {
  manifest,
  routes: (app) => aboutRoutes(app),
};

export default aboutServer;
