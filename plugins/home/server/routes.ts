import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { fail, ok } from '@kernel/core/envelope';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { Messages } from '@kernel/core/status-codes';
import { requireLogin } from '@kernel/server/auth';
import { BusinessError, sendEnvelope } from '@kernel/server/errors';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { aboutRoutes } from '@plugins/about/shared/routes';
import { bidNodeRoutes } from '@plugins/bid-node/shared/routes';
import { CostDataFigures, RegionCatalogue } from '@plugins/cost-data/shared/services';
import {
  EnterpriseDetailCodes,
  EnterpriseDetailMessages,
  HOME_PICTURE_DIR,
  HomePaths,
  type EnterpriseDetail,
  type ControlCase,
  type Cooperate,
  type CostShare,
  type Enterprise,
  type EnterpriseVideo,
  type HitType,
  type PopupEntry,
  type Promotion,
} from '../shared/contract';
import { TtlCache } from './cache';
import { classifyKeyword } from './classify';
import { PICTURE_FILES, POPUP_FILE, PROMOTION_FILE } from './content';
import { EMPTY_OVERVIEW, readOutline, readOverview, readRecommendations } from './cost-data';
import {
  AnyQuery,
  AutoSearchSchema,
  ControlCaseSchema,
  CooperateSchema,
  CostOverviewSchema,
  CostShareSchema,
  EnterpriseDetailQuery,
  EnterpriseDetailSchema,
  EnterpriseSchema,
  Envelope,
  HitQuery,
  HitResultSchema,
  OutlineSchema,
  PictureParams,
  PopQuery,
  PopupEntrySchema,
  PromotionSchema,
  RecommendItemSchema,
  RecommendQuery,
  SearchQuery,
  VideoSchema,
} from './schemas';
import {
  CONTROL_CASE_TABLE,
  COOPERATE_TABLE,
  COST_SHARE_TABLE,
  ENTERPRISE_CASE_TABLE,
  ENTERPRISE_PROFILE_TABLE,
  ENTERPRISE_TABLE,
  POP_FLAG_TABLE,
  type EnterpriseRow,
  VIDEO_TABLE,
  type HomeTables,
} from './tables';

/** Business status codes of the home endpoints. */
export const HomeCodes = {
  /** The item to count a view for does not exist. */
  notFound: 400,
} as const;

export interface HomeRouteOptions {
  /** How long the cost-data answers (outline, overview, recommendations) are cached, ms. */
  readonly cacheMs: number;
  readonly clock: () => number;
}

export const DEFAULT_CACHE_MS = 5 * 60 * 1000;
export const DEFAULT_RECOMMEND_SIZE = 8;

/** Where the plugin's pictures live in the source tree. */
export const ASSETS_DIR = path.join(__dirname, 'assets');
const PICTURE_CACHE = 'public, max-age=86400';
const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

let pictures: ReadonlyMap<string, Buffer> | null = null;
function pictureFiles(): ReadonlyMap<string, Buffer> {
  pictures ??= new Map(PICTURE_FILES.map((file) => [file, readFileSync(path.join(ASSETS_DIR, file))]));
  return pictures;
}

const HIT_TABLES: Record<HitType, typeof CONTROL_CASE_TABLE | typeof COST_SHARE_TABLE | typeof VIDEO_TABLE> = {
  case: CONTROL_CASE_TABLE,
  share: COST_SHARE_TABLE,
  video: VIDEO_TABLE,
};

const picturePath = (file: string) => `${HOME_PICTURE_DIR}/${file}`;

export async function homeRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: HomeRouteOptions): Promise<void> {
  const db = ctx.db as Kysely<HomeTables>;
  const cache = new TtlCache(options.cacheMs, options.clock);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const files = pictureFiles();

  /** The cost-data plugin's services (figures and region names), when that plugin is on (looked up per request). */
  const costData = () => {
    const figures = ctx.services.find(CostDataFigures);
    const regions = ctx.services.find(RegionCatalogue);
    return figures && regions ? { figures, regions } : null;
  };

  const enterpriseCount = async () => {
    const row = await db.selectFrom(ENTERPRISE_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  api.get(HomePaths.queryOutline, { schema: { querystring: AnyQuery, response: { 200: Envelope(OutlineSchema) } } }, async () => {
    const source = costData();
    if (!source) {
      return ok({ bidNodeCount: 0, projectCount: 0, regionCount: 0, buildingUseCount: 0, latestMonth: null, enterpriseCount: await enterpriseCount() });
    }
    return ok(await cache.get('outline', async () => readOutline(source.figures, await enterpriseCount())));
  });

  api.get(
    HomePaths.recommendData,
    { schema: { querystring: RecommendQuery, response: { 200: Envelope(Type.Array(RecommendItemSchema)) } } },
    async (request) => {
      const source = costData();
      if (!source) return ok([]);
      const size = request.query.size ?? DEFAULT_RECOMMEND_SIZE;
      return ok(await cache.get(`recommend:${size}`, () => readRecommendations(source.figures, source.regions, size)));
    },
  );

  api.get(HomePaths.costOverview, { schema: { querystring: AnyQuery, response: { 200: Envelope(CostOverviewSchema) } } }, async () => {
    const source = costData();
    if (!source) return ok(EMPTY_OVERVIEW);
    return ok(await cache.get('overview', () => readOverview(source.figures, source.regions)));
  });

  api.get(HomePaths.queryEnterprise, { schema: { querystring: AnyQuery, response: { 200: Envelope(Type.Array(EnterpriseSchema)) } } }, async () => {
    const rows = await db.selectFrom(ENTERPRISE_TABLE).selectAll().orderBy('sort').orderBy('id').execute();
    return ok(rows.map(toEnterprise));
  });

  api.get(
    HomePaths.enterpriseDetail,
    { schema: { querystring: EnterpriseDetailQuery, response: { 200: Envelope(EnterpriseDetailSchema) } } },
    async (request) => {
      const text = (request.query.id ?? '').trim();
      // A positive integer within the column's range; anything else is a bad address, not a server error.
      if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new BusinessError(EnterpriseDetailCodes.invalid, EnterpriseDetailMessages.invalidId);
      const id = Number(text);
      const [row, profile, cases] = await Promise.all([
        db.selectFrom(ENTERPRISE_TABLE).selectAll().where('id', '=', id).executeTakeFirst(),
        db.selectFrom(ENTERPRISE_PROFILE_TABLE).selectAll().where('enterprise_id', '=', id).executeTakeFirst(),
        db.selectFrom(ENTERPRISE_CASE_TABLE).selectAll().where('enterprise_id', '=', id).orderBy('sort').orderBy('id').execute(),
      ]);
      if (!row || !profile) throw new BusinessError(EnterpriseDetailCodes.notFound, EnterpriseDetailMessages.notFound);
      const detail: EnterpriseDetail = {
        ...toEnterprise(row),
        intro: profile.intro.split('\n').filter(Boolean),
        founded: Number(profile.founded),
        registeredCapital: Number(profile.registered_capital),
        staff: Number(profile.staff),
        costEngineers: Number(profile.cost_engineers),
        address: profile.address,
        contact: { person: profile.contact_person, phone: profile.phone, email: profile.email },
        qualifications: parseList(profile.qualifications),
        regions: parseList(profile.regions),
        cases: cases.map((c) => ({
          id: Number(c.id),
          title: c.title,
          region: c.region,
          buildingUse: c.building_use,
          scale: c.scale,
          service: c.service,
          investment: Number(c.investment),
          year: Number(c.year),
        })),
      };
      return ok(detail);
    },
  );

  api.get(HomePaths.enterpriseVideo, { schema: { querystring: AnyQuery, response: { 200: Envelope(Type.Array(VideoSchema)) } } }, async () => {
    const rows = await db.selectFrom(VIDEO_TABLE).selectAll().orderBy('sort').orderBy('id').execute();
    return ok(
      rows.map(
        (r): EnterpriseVideo => ({
          id: Number(r.id),
          title: r.title,
          speaker: r.speaker,
          category: r.category,
          duration: Number(r.duration),
          cover: r.cover,
          viewCount: Number(r.view_count),
          publishDate: r.publish_date,
        }),
      ),
    );
  });

  api.get(HomePaths.queryCooperate, { schema: { querystring: AnyQuery, response: { 200: Envelope(Type.Array(CooperateSchema)) } } }, async () => {
    const rows = await db.selectFrom(COOPERATE_TABLE).selectAll().orderBy('sort').orderBy('id').execute();
    return ok(rows.map((r): Cooperate => ({ id: Number(r.id), name: r.name, kind: r.kind })));
  });

  api.get(
    HomePaths.queryControlApplicationCase,
    { schema: { querystring: AnyQuery, response: { 200: Envelope(Type.Array(ControlCaseSchema)) } } },
    async () => {
      const rows = await db.selectFrom(CONTROL_CASE_TABLE).selectAll().orderBy('sort').orderBy('id').execute();
      return ok(
        rows.map(
          (r): ControlCase => ({
            id: Number(r.id),
            title: r.title,
            summary: r.summary,
            region: r.region,
            buildingUse: r.building_use,
            savingRate: Number(r.saving_rate),
            viewCount: Number(r.view_count),
            publishDate: r.publish_date,
          }),
        ),
      );
    },
  );

  api.get(
    HomePaths.queryControlCostShare,
    { schema: { querystring: AnyQuery, response: { 200: Envelope(Type.Array(CostShareSchema)) } } },
    async () => {
      const rows = await db.selectFrom(COST_SHARE_TABLE).selectAll().orderBy('sort').orderBy('id').execute();
      return ok(
        rows.map(
          (r): CostShare => ({
            id: Number(r.id),
            title: r.title,
            summary: r.summary,
            author: r.author,
            tag: r.tag,
            viewCount: Number(r.view_count),
            publishDate: r.publish_date,
          }),
        ),
      );
    },
  );

  const recentViews = new RecentViews(VIEW_WINDOW_MS);
  api.get(HomePaths.hitControlInfo, { schema: { querystring: HitQuery, response: { 200: Envelope(HitResultSchema) } } }, async (request) => {
    const { type, id } = request.query;
    const table = HIT_TABLES[type];
    // One view per visitor address and item in VIEW_WINDOW_MS: reloading does not inflate counts.
    const counts = recentViews.first(`${request.ip}|${type}|${id}`, Date.now());
    const row = await db.transaction().execute(async (trx) => {
      if (counts) {
        await trx
          .updateTable(table)
          .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
          .where('id', '=', id)
          .execute();
      }
      return trx.selectFrom(table).select(['id', 'view_count']).where('id', '=', id).executeTakeFirst();
    });
    if (!row) throw new BusinessError(HomeCodes.notFound, '内容不存在或已下线');
    return ok({ id: Number(row.id), viewCount: Number(row.view_count) });
  });

  const promotion: Promotion = { ifDisplay: true, imagePath: picturePath(PROMOTION_FILE), jumpedUrl: aboutRoutes.recruitingExperts() };
  api.get(HomePaths.queryPromotion, { schema: { querystring: AnyQuery, response: { 200: Envelope(PromotionSchema) } } }, async () => ok(promotion));

  const popups: PopupEntry[] = [{ entranceImgPath: picturePath(POPUP_FILE), jumpedUrl: bidNodeRoutes.list(), title: '本月指标数据已更新' }];
  api.get(HomePaths.popupInfo, { schema: { querystring: AnyQuery, response: { 200: Envelope(Type.Array(PopupEntrySchema)) } } }, async () => ok(popups));

  api.get(
    HomePaths.getHomePopFlag,
    { preHandler: requireLogin, schema: { querystring: PopQuery, response: { 200: Envelope(Type.Boolean()) } } },
    async (request) => {
      const row = await db
        .selectFrom(POP_FLAG_TABLE)
        .select('closed_at')
        .where('global_id', '=', request.session!.globalId)
        .where('pop_enum', '=', request.query.popEnum)
        .executeTakeFirst();
      return ok(!row);
    },
  );

  api.get(
    HomePaths.closeHomePopFlag,
    { preHandler: requireLogin, schema: { querystring: PopQuery, response: { 200: Envelope(Type.Null()) } } },
    async (request) => {
      const globalId = request.session!.globalId;
      const popEnum = request.query.popEnum;
      await db
        .insertInto(POP_FLAG_TABLE)
        .values({ global_id: globalId, pop_enum: popEnum, closed_at: options.clock() })
        .onConflict((oc) => oc.columns(['global_id', 'pop_enum']).doNothing())
        .execute();
      return ok(null);
    },
  );

  api.post(
    HomePaths.autoSearch,
    { preHandler: requireLogin, schema: { querystring: SearchQuery, response: { 200: Envelope(AutoSearchSchema) } } },
    async (request) => {
      const keyword = (request.query.keyword ?? '').trim();
      const catalogue = ctx.services.find(RegionCatalogue);
      const names = catalogue ? catalogue.all().flatMap((p) => [p.name, ...p.subList.map((c) => c.name)]) : [];
      return ok({ viewType: classifyKeyword(keyword, names) });
    },
  );

  api.get(`${DEFAULT_GATEWAYS.storage}${HOME_PICTURE_DIR}/:name`, { schema: { params: PictureParams } }, async (request, reply) => {
    const body = files.get(request.params.name);
    if (!body) return sendEnvelope(reply, fail(404, Messages.notFound), 404);
    return reply.type('image/svg+xml').header('Cache-Control', PICTURE_CACHE).header('Content-Security-Policy', PICTURE_CSP).send(body);
  });
}

const toEnterprise = (r: EnterpriseRow): Enterprise => ({
  id: Number(r.id),
  name: r.name,
  city: r.city,
  qualification: r.qualification,
  services: r.services.split('、').filter(Boolean),
  contributed: Number(r.contributed),
  since: Number(r.since),
  shortName: r.short_name,
});

/** A JSON list column (an operator's malformed edit shows as an empty list, not an error). */
function parseList<T>(json: string): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** A view counts again from the same address after this long. */
const VIEW_WINDOW_MS = 10 * 60 * 1000;

/** Remembers recent (address, item) views; bounded, oldest forgotten first. */
class RecentViews {
  private readonly seen = new Map<string, number>();
  constructor(private readonly windowMs: number, private readonly max = 50_000) {}

  /** True when `key` was not seen within the window (and records it). */
  first(key: string, now: number): boolean {
    const last = this.seen.get(key);
    if (last !== undefined && now - last < this.windowMs) return false;
    this.seen.delete(key);
    this.seen.set(key, now);
    if (this.seen.size > this.max) this.seen.delete(this.seen.keys().next().value!);
    return true;
  }
}
