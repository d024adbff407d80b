import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { parseMonthKey } from '@kernel/core/months';
import { hasRight, requireLogin } from '@kernel/server/auth';
import { BusinessError } from '@kernel/server/errors';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { Envelope } from '@kernel/server/schemas';
import { pagingProblem } from '@kernel/server/sql';
import { NATIONAL_AREA_ID } from '@plugins/cost-data/shared/regions';
import { CostDataReader, RegionCatalogue } from '@plugins/cost-data/shared/services';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { projectCostRegions } from '@plugins/cost-data/shared/region-rules';
import { validateContact } from '../shared/contact-rules';
import {
  CONTACT_RATE_LIMIT,
  MAX_LIST_OFFSET,
  PAGE_SIZES,
  ProjectCostCodes,
  ProjectCostMessages,
  ProjectCostPaths,
  type BaseInfo,
  type IndexResultInfo,
  type RegionsInfo,
} from '../shared/contract';
import { IndexSynchronizer } from './indexer';
import { allowedAreaIds, bidNodesOf, breakdowns, findIndexRow, listProjects, RegionNames, toBaseInfo } from './repository';
import {
  BaseInfoSchema,
  ContactBody,
  DetailQuery,
  IdQuery,
  IndexResultInfoSchema,
  ListPageSchema,
  ListQueryBody,
  RegionsInfoSchema,
  ViewTokenSchema,
} from './schemas';
import { CONTACT_TABLE, type IndexRow } from './tables';
import { ViewTokens } from './view-tokens';

const HOUR_MS = 60 * 60 * 1000;

export interface ProjectCostRouteOptions {
  readonly clock: () => number;
  /** How often (ms) the endpoints bring the index up to date with the cost-data tables. */
  readonly syncIntervalMs: number;
}

export async function projectCostRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: ProjectCostRouteOptions): Promise<void> {
  const { db, services } = ctx;
  const { clock } = options;
  // The cost data, read only through cost-data's reader (cost-data, a dependency, registered first);
  // project-cost's own tables stay on `db`.
  const data = services.get(CostDataReader);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const sync = new IndexSynchronizer(data, db, clock, options.syncIntervalMs, (err) => app.log.error({ err }, '项目造价指标索引更新失败'));
  const tokens = new ViewTokens(db, clock);
  /** The region catalogue of the cost-data plugin, looked up per request (absent: no names). */
  const catalogue = () => services.find(RegionCatalogue);

  const loadRow = async (id: number): Promise<IndexRow> => {
    await sync.ensureFresh();
    const row = await findIndexRow(db, id);
    if (!row) throw new BusinessError(ProjectCostCodes.notFound, ProjectCostMessages.notFound);
    return row;
  };

  api.post(
    ProjectCostPaths.list,
    { schema: { body: ListQueryBody, response: { 200: Envelope(ListPageSchema) } }, preHandler: requireLogin },
    async (request) => {
      const query = request.body;
      const paging = pagingProblem(query, { sizes: PAGE_SIZES, maxRows: MAX_LIST_OFFSET });
      if (paging === 'pageSize') throw new BusinessError(ProjectCostCodes.invalid, ProjectCostMessages.pageSize);
      if (paging === 'tooDeep') throw new BusinessError(ProjectCostCodes.invalid, ProjectCostMessages.pageTooDeep);
      const from = parseMonthKey(query.dateFrom);
      const to = parseMonthKey(query.dateTo);
      if (from !== null && to !== null && from > to) throw new BusinessError(ProjectCostCodes.invalid, ProjectCostMessages.dateRange);
      await sync.ensureFresh();
      return ok(await listProjects(db, ctx.dialect, { ...query, keyWord: query.keyWord?.trim() }, catalogue()));
    },
  );

  api.get(
    ProjectCostPaths.regions,
    { schema: { response: { 200: Envelope(RegionsInfoSchema) } }, preHandler: requireLogin },
    async () => {
      await sync.ensureFresh();
      const allowed = await allowedAreaIds(db);
      const regions = catalogue();
      const info: RegionsInfo = { allowedAreaIds: allowed, regions: regions ? projectCostRegions(regions.all(), allowed) : [] };
      return ok(info);
    },
  );

  api.get(
    ProjectCostPaths.viewToken,
    { schema: { querystring: IdQuery, response: { 200: Envelope(ViewTokenSchema) } }, preHandler: requireLogin },
    async (request) => {
      const row = await loadRow(request.query.id);
      return ok(await tokens.issue(request.session!.globalId, Number(row.project_id)));
    },
  );

  api.get(
    ProjectCostPaths.baseInfo,
    { schema: { querystring: DetailQuery, response: { 200: Envelope(BaseInfoSchema) } }, preHandler: requireLogin },
    async (request) => {
      const { id, viewToken } = request.query;
      await tokens.verify(viewToken, request.session!.globalId, id);
      const row = await loadRow(id);
      const info: BaseInfo = toBaseInfo(row, new RegionNames(catalogue()), await bidNodesOf(data, id, Number(row.total_cost)));
      return ok(info);
    },
  );

  api.get(
    ProjectCostPaths.indexResult,
    { schema: { querystring: DetailQuery, response: { 200: Envelope(IndexResultInfoSchema) } }, preHandler: requireLogin },
    async (request) => {
      const { id, viewToken } = request.query;
      const session = request.session!;
      await tokens.verify(viewToken, session.globalId, id);
      const row = await loadRow(id);
      const parts = breakdowns(row);
      // The deeper breakdowns are the project-cost VIP's (membership's projectCostVip right);
      // every member sees the unit cost by single project and by building use.
      const locked = !hasRight(session, MembershipRights.projectCostVip);
      const info: IndexResultInfo = {
        id: Number(row.project_id),
        totalArea: Number(row.total_area),
        totalCost: Number(row.total_cost),
        unitCost: Number(row.unit_cost),
        byNode: await bidNodesOf(data, id, Number(row.total_cost)),
        byUse: parts.uses,
        locked,
        specialties: locked ? null : parts.specialties,
        fees: locked ? null : parts.fees,
        indicators: locked ? null : parts.indicators,
      };
      return ok(info);
    },
  );

  api.post(
    ProjectCostPaths.contact,
    { schema: { body: ContactBody, response: { 200: Envelope(Type.Null()) } }, preHandler: requireLogin },
    async (request) => {
      const body = request.body;
      const errors = validateContact(body);
      if (errors.first) throw new BusinessError(ProjectCostCodes.invalid, errors.first);
      const session = request.session!;
      const now = clock();
      let regionName = '';
      const areaId = body.areaId && body.areaId !== NATIONAL_AREA_ID ? body.areaId : null;
      const regions = catalogue();
      if (areaId !== null && regions) {
        const region = regions.find(areaId);
        if (!region) throw new BusinessError(ProjectCostCodes.invalid, '请选择正确的地区');
        regionName = region.name;
      }
      const recent = await db
        .selectFrom(CONTACT_TABLE)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('global_id', '=', session.globalId)
        .where('created_at', '>', now - HOUR_MS)
        .executeTakeFirst();
      if (Number(recent?.n ?? 0) >= CONTACT_RATE_LIMIT) {
        throw new BusinessError(ProjectCostCodes.tooFrequent, ProjectCostMessages.contactTooFrequent);
      }
      await db
        .insertInto(CONTACT_TABLE)
        .values({
          id: randomUUID(),
          keyword: (body.keyword ?? '').trim(),
          area_id: areaId,
          region_name: regionName,
          name: (body.name ?? '').trim(),
          phone: (body.phone ?? '').trim(),
          description: (body.description ?? '').trim(),
          global_id: session.globalId,
          created_at: now,
        })
        .execute();
      return ok(null, ProjectCostMessages.success);
    },
  );
}
