import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { requireLogin } from '@kernel/server/auth';
import { sendDownload } from '@kernel/server/download';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import { ACTIVITY_PAGE_SIZE_MAX, ActivitiesPaths, REQUEST_ID_PATTERN } from '../../shared/contract';
import {
  MALL_LIMITS,
  MALL_RULES,
  MallMessages,
  PRODUCT_KIND_TEXT,
  PRODUCT_KINDS,
  type DownloadedState,
  type DownloadTimes,
  type ExchangePage,
  type ProductKind,
  type ProductList,
} from '../../shared/mall';
import type { ActivitiesRuntime } from '../runtime';
import { reportFileName, reportPdf } from './pdf';
import { readReport } from './report';
import { listProducts, MallService, productByCode, refuse } from './service';

// ---- request schemas (bounded; the handlers check the meaning and answer Chinese messages) ----
const ProductCode = Type.String({ minLength: 1, maxLength: MALL_LIMITS.productCodeMax, pattern: '^[A-Za-z0-9_-]+$' });
const Kind = Type.Unsafe<ProductKind>({ type: 'string', enum: [...PRODUCT_KINDS] });
const ExchangeId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const open = { additionalProperties: true } as const;

export const ProductsBody = Type.Object({ category: Type.Optional(Kind) }, open);
export const ProductCodeQuery = Type.Object({ productCode: ProductCode }, open);
export const ExchangeInfoQuery = Type.Object(
  { pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })), pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ACTIVITY_PAGE_SIZE_MAX })) },
  open,
);
export const ProductCodeBody = Type.Object({ productCode: ProductCode }, open);
export const ExchangeBody = Type.Object(
  {
    productCode: ProductCode,
    requestId: Type.Optional(Type.String({ pattern: REQUEST_ID_PATTERN, maxLength: 64 })),
    address: Type.Optional(
      Type.Object({
        name: Type.String({ maxLength: 40 }),
        phone: Type.String({ maxLength: 20 }),
        region: Type.String({ maxLength: 80 }),
        detail: Type.String({ maxLength: 200 }),
      }),
    ),
  },
  open,
);
export const ExchangeIdBody = Type.Object({ exchangeId: ExchangeId }, open);

/** 'memberG8001' → 'me****01': the member as the report's cover names them. */
function maskAccount(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  if (chars.length <= 4) return `${chars[0]}**${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`;
}

/** The mall endpoints (see README, 积分商城). */
export async function mallRoutes(app: FastifyInstance, rt: ActivitiesRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const mall = new MallService(rt);
  const product = async (code: string) => {
    const p = await productByCode(rt.db, code);
    if (!p || !p.onSale) throw refuse(MallMessages.unknownProduct);
    return p;
  };
  // A report is built on each download (about a tenth of a second): 20 per member and minute.
  const downloadLimit = memberRateLimit({ max: 20, timeWindow: 60_000 });

  // A POST without a body asks for every product.
  const emptyBody = async (request: { body: unknown }) => {
    if (request.body === undefined || request.body === null) request.body = {};
  };
  api.post(ActivitiesPaths.products, { schema: { body: ProductsBody }, preValidation: emptyBody }, async (request) => {
    const gid = request.session?.globalId ?? null;
    const all = await listProducts(rt.db);
    const balance = gid ? await rt.ledger.balance(gid) : null;
    const category = request.body?.category;
    const shown = category ? all.filter((p) => p.kind === category) : all;
    const products = [];
    for (const p of shown) products.push(await mall.item(p, gid, balance ?? undefined));
    const data: ProductList = {
      categories: PRODUCT_KINDS.map((kind) => ({ kind, text: PRODUCT_KIND_TEXT[kind], count: all.filter((p) => p.kind === kind).length })),
      products,
      points: balance,
      rules: [...MALL_RULES],
    };
    return ok(data);
  });

  api.get(ActivitiesPaths.productCodeInfo, { schema: { querystring: ProductCodeQuery } }, async (request) => {
    const p = await product(request.query.productCode);
    return ok(await mall.detail(p, request.session?.globalId ?? null));
  });

  api.get(ActivitiesPaths.exchangeInfo, { schema: { querystring: ExchangeInfoQuery }, onRequest: requireLogin }, async (request) => {
    const pageNum = request.query.pageNum ?? 1;
    const pageSize = request.query.pageSize ?? 10;
    const { list, total } = await mall.exchanges(request.session!.globalId, pageNum, pageSize);
    const data: ExchangePage = { list, total, pageNum, pageSize };
    return ok(data);
  });

  api.post(ActivitiesPaths.exchangeCheck, { schema: { body: ProductCodeBody }, onRequest: requireLogin }, async (request) => {
    const p = await product(request.body.productCode);
    return ok(await mall.check(p, request.session!.globalId));
  });

  api.post(ActivitiesPaths.exchangeProduct, { schema: { body: ExchangeBody }, onRequest: requireLogin }, async (request) => {
    const { productCode, requestId, address } = request.body;
    const result = await mall.exchange(request.session!.globalId, productCode, requestId, address);
    return ok(result, result.message);
  });

  api.post(ActivitiesPaths.checkDownloaded, { schema: { body: ExchangeIdBody }, onRequest: requireLogin }, async (request) => {
    const { used } = await mall.reportExchange(request.session!.globalId, request.body.exchangeId);
    const data: DownloadedState = { exchangeId: request.body.exchangeId, downloaded: used > 0 };
    return ok(data);
  });

  api.post(ActivitiesPaths.checkDownloadTimes, { schema: { body: ExchangeIdBody }, onRequest: requireLogin }, async (request) => {
    const { spec, used } = await mall.reportExchange(request.session!.globalId, request.body.exchangeId);
    const data: DownloadTimes = { exchangeId: request.body.exchangeId, remaining: Math.max(0, spec.downloadLimit - used), limit: spec.downloadLimit, used };
    return ok(data);
  });

  // The first download and the later ones: both build the report from the current figures, then
  // count one download (refused past the limit, so a refused download is never counted), then send it.
  for (const [path, reason] of [
    [ActivitiesPaths.downloadPdf, 'download'],
    [ActivitiesPaths.downloadPdfAgain, 'downloadAgain'],
  ] as const) {
    api.post(path, { schema: { body: ExchangeIdBody }, onRequest: requireLogin, config: downloadLimit }, async (request, reply) => {
      const session = request.session!;
      const exchangeId = request.body.exchangeId;
      const { row, spec, used } = await mall.reportExchange(session.globalId, exchangeId);
      if (used >= spec.downloadLimit) throw refuse(MallMessages.noDownloadsLeft);
      const figures = await readReport(rt.services, spec.report);
      const title = String(row.title);
      const productCode = String(row.product_code);
      const pdf = await reportPdf({ title, productCode, exchangeId, member: maskAccount(session.accountName), generatedAt: rt.clock(), figures });
      await mall.countDownload(exchangeId, spec.downloadLimit, reason);
      return sendDownload(reply, pdf, 'application/pdf', reportFileName(title, productCode, exchangeId));
    });
  }
}
