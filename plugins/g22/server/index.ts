import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { g22Migrations } from './migrations';
import { g22Routes } from './routes';
import { seedG22 } from './seed';

/**
 * The server half of 22G造价优化: its tables (g22_column, g22_case, g22_measure, g22_cost,
 * g22_cost_target, g22_cost_event), the first-start seed (cases tied to cost-data's single projects,
 * priced with its ResourcePrices; the technical articles) and the endpoints /pb/column/queryColumnList,
 * /pb/column/queryColumnById and /core/column/estimate (优化测算).
 */
export function createG22Server(): ServerPlugin {
  return {
    manifest,
    migrations: g22Migrations,
    seed: async (ctx) => {
      await seedG22(ctx);
    },
    routes: (app, ctx) => g22Routes(app, ctx),
  };
}

const g22Server: ServerPlugin = createG22Server();
export default g22Server;

export { seedG22 } from './seed';
export { estimate, seismicGrade, storeyBand } from './calculator';
