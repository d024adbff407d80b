import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { requireLogin } from '@kernel/server/auth';
import { BusinessError } from '@kernel/server/errors';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { AnyQuery, Envelope } from '@kernel/server/schemas';
import { sendXlsx } from '@kernel/server/xlsx';
import {
  INDICATOR_CODES,
  IndustryIndexCodes,
  IndustryIndexMessages as M,
  IndustryIndexPaths,
  NATIONAL_AREA_ID,
  parsePeriod,
  type IndicatorCode,
} from '../shared/contract';
import { industryFileName, industryWorkbook } from './export';
import { IndustryStatistics } from './statistics';

const invalid = (message: string) => new BusinessError(IndustryIndexCodes.invalid, message);
const notFound = (message: string) => new BusinessError(IndustryIndexCodes.notFound, message);

/** Numbers may travel as numbers or text; the handlers check them and answer Chinese messages. */
const NumberOrText = Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 16 })]));
const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

export const DataListBody = Type.Object({ areaId: NumberOrText, period: Text(16), indicator: Text(32), trendAreaId: NumberOrText });
export const ExportBody = Type.Object({ period: Text(16), indicator: Text(32) });

/** Exports per member and minute. */
export const EXPORTS_PER_MINUTE = 10;

export interface IndustryRouteOptions {
  readonly clock: () => number;
}

/** Holds the statistics once the tables have them (read at the first request after the seed). */
export class StatisticsHolder {
  private value: IndustryStatistics | null = null;
  private loading: Promise<IndustryStatistics | null> | null = null;

  constructor(private readonly ctx: ServerPluginContext) {}

  async get(): Promise<IndustryStatistics> {
    if (this.value) return this.value;
    this.loading ??= IndustryStatistics.load(this.ctx.db).finally(() => (this.loading = null));
    const loaded = await this.loading;
    if (!loaded) throw notFound(M.notReady);
    this.value = loaded;
    return loaded;
  }
}

function areaIdOf(raw: string | number | undefined, fallback: number): number {
  const text = String(raw ?? '').trim();
  if (text === '') return fallback;
  if (!/^\d{1,9}$/.test(text)) throw invalid(M.regionInvalid);
  const id = Number(text);
  if (id < 1) throw invalid(M.regionInvalid);
  return id;
}

function periodOf(stats: IndustryStatistics, raw: string | undefined): string {
  const text = (raw ?? '').trim();
  if (text === '') return stats.years[0]!;
  const p = parsePeriod(text.toUpperCase());
  if (!p) throw invalid(M.periodInvalid);
  const key = p.quarter ? `${p.year}Q${p.quarter}` : String(p.year);
  if (!stats.hasPeriod(key)) throw notFound(M.periodNotFound);
  return key;
}

function indicatorOf(raw: string | undefined): IndicatorCode {
  const text = (raw ?? '').trim();
  if (text === '') return 'output';
  if (!(INDICATOR_CODES as readonly string[]).includes(text)) throw invalid(M.indicatorInvalid);
  return text as IndicatorCode;
}

export async function industryIndexRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: IndustryRouteOptions): Promise<void> {
  const holder = new StatisticsHolder(ctx);
  // Warm the figures once the server is ready (an empty database answers 整理中 until seeded).
  app.addHook('onReady', async () => {
    await holder.get().catch(() => undefined);
  });
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // The answers never change once seeded: each is serialised once (the envelope as JSON text, sent as it is).
  const answers = new Map<string, string>();
  const sendAnswer = (reply: FastifyReply, key: string, build: () => unknown) => {
    let json = answers.get(key);
    if (json === undefined) {
      json = JSON.stringify(ok(build()));
      if (answers.size >= 5000) answers.clear();
      answers.set(key, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };

  api.get(IndustryIndexPaths.params, { schema: { querystring: AnyQuery, response: { 200: Envelope(Type.Unknown()) } }, onRequest: requireLogin }, async (_request, reply) => {
    const stats = await holder.get();
    return sendAnswer(reply, 'params', () => stats.params());
  });

  api.post(IndustryIndexPaths.dataList, { schema: { body: DataListBody, response: { 200: Envelope(Type.Unknown()) } }, onRequest: requireLogin }, async (request, reply) => {
    const body = (request.body ?? {}) as Static<typeof DataListBody>;
    const stats = await holder.get();
    const areaid = areaIdOf(body.areaId, NATIONAL_AREA_ID);
    if (!stats.region(areaid)) throw notFound(M.regionNotFound);
    const period = periodOf(stats, body.period);
    const indicator = indicatorOf(body.indicator);
    let trendAreaId: number;
    if (body.trendAreaId === undefined || String(body.trendAreaId).trim() === '') {
      trendAreaId = areaid !== NATIONAL_AREA_ID ? areaid : stats.ranking(period, indicator)[0]!.areaid;
    } else {
      trendAreaId = areaIdOf(body.trendAreaId, areaid);
      if (!stats.region(trendAreaId)) throw notFound(M.regionNotFound);
      if (trendAreaId === NATIONAL_AREA_ID) throw invalid(M.trendRegionInvalid);
    }
    return sendAnswer(reply, `list:${areaid}:${period}:${indicator}:${trendAreaId}`, () => stats.dataList(areaid, period, indicator, trendAreaId));
  });

  const exportLimit = {
    rateLimit: {
      max: EXPORTS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => (request.session ? `member:${request.session.globalId}` : `ip:${request.ip}`),
    },
  };

  api.post(IndustryIndexPaths.exportXlsx, { schema: { body: ExportBody }, onRequest: requireLogin, config: exportLimit }, async (request, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Static<typeof ExportBody>;
    const stats = await holder.get();
    const period = periodOf(stats, body.period);
    const indicator = indicatorOf(body.indicator);
    const time = options.clock();
    const buffer = await industryWorkbook(stats, period, indicator, time);
    return sendXlsx(reply, buffer, industryFileName(period, time));
  });
}
