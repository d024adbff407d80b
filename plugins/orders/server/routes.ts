import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { requireLogin } from '@kernel/server/auth';
import { BusinessError } from '@kernel/server/errors';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import { Envelope } from '@kernel/server/schemas';
import { VIP_PLANS } from '@plugins/membership/shared/plans';
import { OrdersCodes, OrdersMessages, OrdersPaths, type CreatedOrder, type OrderCatalogue, type OrderStatus } from '../shared/contract';
import type { OrderService, SettleResult } from './orders-service';
import type { PaymentProvider } from './providers';
import type { OrderRow } from './tables';
import {
  CatalogueSchema,
  CreateBody,
  CreatedOrderSchema,
  InvoiceBody,
  ListBody,
  NotifyBody,
  NotifyParams,
  OrderNoBody,
  OrderPageSchema,
  OrderViewSchema,
} from './schemas';

/** What the routes run on (one per app context; see index.ts). */
export interface OrdersRouteDeps {
  readonly service: OrderService;
  /** The provider members pay with here, or null (online payment off). */
  readonly provider: PaymentProvider | null;
}

/** The provider's plain-text answers: `success` stops its retries, anything else asks for another. */
const SUCCESS = 'success';
const FAIL = 'fail';

/** A notification outcome Alipay should stop retrying (everything handled, even when nothing changed). */
const ACKNOWLEDGED = new Set<SettleResult['outcome']>(['granted', 'paid', 'repeated', 'ignored']);

/**
 * The success envelope of a contract DTO: the contract's readonly arrays do not fit the response
 * schemas' mutable static types, so the data is handed over untyped (the schema serialises it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const answer = <T>(data: T, businessMsg?: string) => ok(data as any, businessMsg);

export async function ordersRoutes(app: FastifyInstance, deps: OrdersRouteDeps): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { service, provider } = deps;

  const catalogue = (): OrderCatalogue => ({
    plans: VIP_PLANS,
    payment: { available: provider !== null, provider: provider?.id ?? null, label: provider?.label ?? null },
  });

  const payUrlOf = async (row: OrderRow): Promise<string> => {
    if (!provider) throw new BusinessError(OrdersCodes.paymentUnavailable, OrdersMessages.paymentUnavailable);
    const payUrl = await provider.createPayment({
      orderNo: row.order_no,
      planName: row.plan_name,
      amountFen: Number(row.amount_fen),
      payDeadline: Number(row.pay_deadline),
    });
    await service.sentTo(row.order_no, provider.id);
    return payUrl;
  };

  const created = async (row: OrderRow): Promise<CreatedOrder> => {
    const payUrl = await payUrlOf(row);
    const fresh = (await service.find(row.order_no)) ?? row;
    return { order: await service.view(fresh), payUrl };
  };

  api.get(OrdersPaths.plans, { schema: { response: { 200: Envelope(CatalogueSchema) } } }, async () => answer(catalogue()));

  api.post(
    OrdersPaths.create,
    {
      schema: { body: CreateBody, response: { 200: Envelope(CreatedOrderSchema) } },
      onRequest: requireLogin,
      config: memberRateLimit({ max: 30, timeWindow: 60_000 }),
    },
    async (request) => {
      // No provider: nothing is written, the page shows the hotline.
      if (!provider) throw new BusinessError(OrdersCodes.paymentUnavailable, OrdersMessages.paymentUnavailable);
      const { row, created: isNew } = await service.create(request.session!.globalId, request.body.planId);
      return answer(await created(row), isNew ? '订单已创建' : '您有该套餐的待支付订单，请继续支付');
    },
  );

  api.post(
    OrdersPaths.pay,
    { schema: { body: OrderNoBody, response: { 200: Envelope(CreatedOrderSchema) } }, onRequest: requireLogin, config: memberRateLimit({ max: 60, timeWindow: 60_000 }) },
    async (request) => {
      if (!provider) throw new BusinessError(OrdersCodes.paymentUnavailable, OrdersMessages.paymentUnavailable);
      const row = await service.payable(request.session!.globalId, request.body.orderNo);
      return answer(await created(row));
    },
  );

  api.post(OrdersPaths.cancel, { schema: { body: OrderNoBody, response: { 200: Envelope(OrderViewSchema) } }, onRequest: requireLogin }, async (request) => {
    const row = await service.cancel(request.session!.globalId, request.body.orderNo);
    return answer(await service.view(row), OrdersMessages.cancelled);
  });

  api.post(OrdersPaths.detail, { schema: { body: OrderNoBody, response: { 200: Envelope(OrderViewSchema) } }, onRequest: requireLogin }, async (request) => {
    const row = await service.own(request.session!.globalId, request.body.orderNo);
    return answer(await service.view(row));
  });

  api.post(OrdersPaths.list, { schema: { body: ListBody, response: { 200: Envelope(OrderPageSchema) } }, onRequest: requireLogin }, async (request) => {
    const { pageNum, pageSize, status } = request.body;
    return answer(await service.list(request.session!.globalId, { pageNum, pageSize, status: status as OrderStatus | undefined }));
  });

  api.post(
    OrdersPaths.invoice,
    {
      schema: { body: InvoiceBody, response: { 200: Envelope(OrderViewSchema) } },
      onRequest: requireLogin,
      config: memberRateLimit({ max: 20, timeWindow: 60_000 }),
    },
    async (request) => {
      // A personal invoice's tax number may come as null from a form: it is simply not there.
      const { taxNo, ...rest } = request.body;
      const row = await service.requestInvoice(request.session!.globalId, { ...rest, taxNo: taxNo ?? undefined });
      return answer(await service.view(row), OrdersMessages.invoiceRequested);
    },
  );

  // The provider's asynchronous notification: plain text in, plain text out (never the envelope).
  api.post(
    OrdersPaths.notify,
    { schema: { params: NotifyParams, body: NotifyBody }, config: { rateLimit: { max: 600, timeWindow: 60_000 } } },
    async (request, reply) => handleNotification(request, reply, deps),
  );
}

async function handleNotification(
  request: FastifyRequest & { params: { provider: string }; body: Record<string, string> },
  reply: FastifyReply,
  deps: OrdersRouteDeps,
): Promise<FastifyReply> {
  const { service, provider } = deps;
  const form = request.body ?? {};
  const respond = (text: string) => reply.code(200).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(text);
  const record = async (verified: boolean, result: SettleResult) => {
    try {
      await service.record({ provider: request.params.provider, form, verified, result, remoteAddress: request.ip });
    } catch (err) {
      request.log.error({ err }, '支付通知记录失败');
    }
  };
  if (!provider || provider.id !== request.params.provider) {
    await record(false, { outcome: 'refused', detail: '未启用的支付渠道' });
    return respond(FAIL);
  }
  let result: SettleResult;
  let verified = false;
  try {
    const checked = await provider.verifyNotification(form);
    if (!checked.verified) {
      result = { outcome: 'refused', detail: checked.reason };
    } else {
      verified = true;
      result = await service.settle(checked, provider.id);
    }
  } catch (err) {
    request.log.error({ err }, '支付通知处理失败');
    result = { outcome: 'error', detail: '处理失败，等待支付渠道重发' };
  }
  await record(verified, result);
  if (result.outcome === 'granted') request.log.info({ orderNo: form.out_trade_no }, '订单已支付并开通');
  return respond(ACKNOWLEDGED.has(result.outcome) ? SUCCESS : FAIL);
}
