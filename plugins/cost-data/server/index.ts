import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { costDataMigrations } from './migrations';

/**
 * 造价数据: owns the cost-data tables, seeds the sample data (deterministic generator), offers the
 * region catalogue (RegionCatalogue) to the index plugins.
 */
export const costDataServer: ServerPlugin = {
  manifest,
  migrations: costDataMigrations,
};

export default costDataServer;
