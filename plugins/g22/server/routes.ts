import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { hasRight, NO_PERMISSION_CODE, requireLogin } from '@kernel/server/auth';
import { BusinessError } from '@kernel/server/errors';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { AnyQuery, Envelope } from '@kernel/server/schemas';
import { CostDataReader, RegionCatalogue, ResourcePrices } from '@plugins/cost-data/shared/services';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { Messages } from '@kernel/core/status-codes';
import {
  G22_LIMITS,
  G22_REBAR_RESOURCE,
  G22_SAMPLE_NOTE,
  G22_SEISMIC,
  G22_STRUCTURES,
  G22_USES,
  G22Codes,
  G22Messages as M,
  G22Paths,
  type G22ColumnList,
} from '../shared/contract';
import { benchmarkOf, estimate, rebarSamples } from './calculator';
import { ColumnReader } from './column';
import { pricedResources } from './seed';

const invalid = (message: string) => new BusinessError(G22Codes.invalid, message);
const notFound = (message: string) => new BusinessError(G22Codes.notFound, message);

/** Numbers may travel as numbers or text; the handlers check them and answer Chinese messages. */
const NumberOrText = Type.Union([Type.Number(), Type.String({ maxLength: 24 })]);
export const ByIdQuery = Type.Object({ id: Type.Optional(Type.String({ maxLength: 12 })) }, { additionalProperties: true });
export const EstimateBody = Type.Object({
  areaId: Type.Optional(NumberOrText),
  structure: Type.Optional(Type.String({ maxLength: 16 })),
  buildingUse: Type.Optional(Type.String({ maxLength: 16 })),
  floors: Type.Optional(NumberOrText),
  area: Type.Optional(NumberOrText),
  seismic: Type.Optional(Type.String({ maxLength: 8 })),
  rebar: Type.Optional(NumberOrText),
});

/** A finite number within bounds, or the message. */
function numberIn(raw: unknown, min: number, max: number, message: string, integer = false): number {
  const text = String(raw ?? '').trim();
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) throw invalid(message);
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) throw invalid(message);
  return n;
}

function oneOf(raw: unknown, options: readonly string[], message: string): string {
  const text = String(raw ?? '').trim();
  if (!options.includes(text)) throw invalid(message);
  return text;
}

export async function g22Routes(app: FastifyInstance, ctx: ServerPluginContext): Promise<void> {
  const column = new ColumnReader(ctx);
  const samples = rebarSamples(ctx.services.get(CostDataReader));
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const provinces = () => {
    const prices = ctx.services.get(ResourcePrices);
    return ctx.services
      .get(RegionCatalogue)
      .projectRegions()
      .filter((r) => r.areaid !== 1 && prices.priceRegionOf(r.areaid) !== null)
      .map((r) => ({ areaid: r.areaid, name: r.name }));
  };

  api.get(G22Paths.list, { schema: { querystring: AnyQuery, response: { 200: Envelope(Type.Unknown()) } } }, async () => {
    const sections = await column.sections();
    const all = await samples.get();
    const prices = ctx.services.get(ResourcePrices);
    const data: G22ColumnList = {
      sections,
      calculator: {
        structures: [...G22_STRUCTURES],
        uses: [...G22_USES],
        seismic: [...G22_SEISMIC],
        provinces: provinces(),
        priceMonth: prices.latestMonth(),
        rebarResource: `${G22_REBAR_RESOURCE.name} ${G22_REBAR_RESOURCE.spec}`,
        limits: G22_LIMITS,
      },
      benchmarkProjects: all ? all.filter((s) => (G22_STRUCTURES as readonly string[]).includes(s.structure)).length : 0,
      sampleNote: G22_SAMPLE_NOTE,
    };
    return ok(data);
  });

  api.get(G22Paths.byId, { schema: { querystring: ByIdQuery, response: { 200: Envelope(Type.Unknown()) } }, onRequest: requireLogin }, async (request: FastifyRequest) => {
    const raw = String((request.query as Static<typeof ByIdQuery>).id ?? '').trim();
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw invalid(M.idInvalid);
    const id = Number(raw);
    const kind = await column.kindOf(id);
    if (!kind) throw notFound(M.notFound);
    // A case and an article are read on GAreaDetail (VIP); a cost-management record on CostManagement (login).
    if (kind !== 'cost' && !hasRight(request.session, MembershipRights.vip)) throw new BusinessError(NO_PERMISSION_CODE, Messages.noPermission);
    const detail = kind === 'case' ? await column.case(id) : kind === 'cost' ? await column.cost(id) : await column.article(id);
    if (!detail) throw notFound(M.notFound);
    if (detail.kind === 'case') {
      // Where the building stood among its peers before and after (the calculator's grouping).
      const all = await samples.get();
      const p = detail.project;
      const rebar = detail.figures.find((f) => f.code === 'rebar')!;
      const b = all ? benchmarkOf(all, { structure: p.structure, buildingUse: p.buildingUse, floors: p.floorsAbove, seismic: p.seismicIntensity }, rebar.before) : null;
      const after = b && all ? benchmarkOf(all, { structure: p.structure, buildingUse: p.buildingUse, floors: p.floorsAbove, seismic: p.seismicIntensity }, rebar.after) : null;
      return ok({ ...detail, benchmark: b, rankAfter: after?.rank ?? null });
    }
    return ok(detail);
  });

  api.post(G22Paths.estimate, { schema: { body: EstimateBody, response: { 200: Envelope(Type.Unknown()) } }, onRequest: requireLogin }, async (request) => {
    const body = (request.body ?? {}) as Static<typeof EstimateBody>;
    const structure = oneOf(body.structure, G22_STRUCTURES, M.structureInvalid);
    const buildingUse = oneOf(body.buildingUse ?? '住宅', G22_USES, M.useInvalid);
    const floors = numberIn(body.floors, G22_LIMITS.floorsMin, G22_LIMITS.floorsMax, M.floorsInvalid, true);
    const area = numberIn(body.area, G22_LIMITS.areaMin, G22_LIMITS.areaMax, M.areaInvalid);
    const seismic = oneOf(body.seismic, G22_SEISMIC, M.seismicInvalid);
    const rebar = numberIn(body.rebar, G22_LIMITS.rebarMin, G22_LIMITS.rebarMax, M.rebarInvalid);
    const areaId = numberIn(body.areaId, 1, 999_999, M.regionInvalid, true);
    const province = provinces().find((p) => p.areaid === areaId);
    if (!province) throw invalid(M.regionInvalid);
    const prices = ctx.services.get(ResourcePrices);
    const regionId = prices.priceRegionOf(areaId);
    const region = regionId === null ? null : prices.region(regionId);
    if (!region || regionId === null) throw notFound(M.regionUnpriced);
    const rebarResource = (await pricedResources(ctx.services.get(CostDataReader))).get(G22_REBAR_RESOURCE.code);
    const all = await samples.get();
    if (!rebarResource || !all) throw notFound(M.notReady);
    const result = estimate(
      all,
      { areaId, structure, buildingUse, floors, area: Math.round(area * 100) / 100, seismic, rebar: Math.round(rebar * 100) / 100, provinceName: province.name, priceRegionId: regionId, priceRegionName: region.name },
      prices,
      rebarResource,
    );
    if (!result) throw new BusinessError(G22Codes.noSample, M.noSample);
    return ok(result);
  });
}
