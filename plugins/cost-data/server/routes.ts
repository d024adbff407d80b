import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { AnyQuery, Envelope } from '@kernel/server/schemas';
import { HOME_INDEX_PATH, type HomeIndexData } from '../shared/region-directory';
import { CostDataFigures, CostDataReader, costDataReaderOver, RegionCatalogue } from '../shared/services';
import { BUILDING_USES } from '../shared/vocabulary';
import { createCostDataFigures } from './figures';
import { createRegionCatalogue } from './regions';

const RegionFields = {
  areaid: Type.Integer(),
  name: Type.String(),
  pid: Type.Integer(),
};
/** A city: no further levels (its subList is always empty). */
const CitySchema = Type.Object({ ...RegionFields, subList: Type.Array(Type.Unknown()) });
/** 全国 or a province with its cities. */
const RegionSchema = Type.Object({ ...RegionFields, subList: Type.Array(CitySchema) });

export const HomeIndexSchema = Type.Object({
  areaInfoList: Type.Array(RegionSchema),
  categoryInfoList: Type.Array(Type.String()),
});


/**
 * The services cost-data offers (its `services` hook): the RegionCatalogue to the index plugins,
 * the CostDataReader (typed, read-only queries over the tables) to the plugins that read the cost
 * data, and the CostDataFigures (read-only figures over the tables) to the home page.
 */
export function provideCostDataServices(ctx: ServerPluginContext): void {
  ctx.services.provide(RegionCatalogue, createRegionCatalogue());
  ctx.services.provide(CostDataReader, costDataReaderOver(ctx.db));
  ctx.services.provide(CostDataFigures, createCostDataFigures(ctx.db));
}

/** The cost-data endpoints: GET /home/index (public: the sorted region tree and the building-use categories). */
export async function costDataRoutes(app: FastifyInstance, ctx: ServerPluginContext): Promise<void> {
  const catalogue = ctx.services.get(RegionCatalogue);

  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    HOME_INDEX_PATH,
    { schema: { querystring: AnyQuery, response: { 200: Envelope(HomeIndexSchema) } } },
    async () => {
      const data: HomeIndexData = { areaInfoList: catalogue.all(), categoryInfoList: [...BUILDING_USES] };
      return ok(data);
    },
  );
}
