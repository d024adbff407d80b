import { Type } from '@sinclair/typebox';
import { INVOICE_EMAIL_MAX, INVOICE_TITLE_MAX, ORDER_LIST_PAGE_SIZE_MAX } from '../shared/contract';

/** TypeBox schemas of the orders endpoints (bodies bounded; answers as in ../shared/contract.ts). */
const Status = Type.Union(['pending', 'paid', 'granted', 'cancelled', 'closed', 'refunded'].map((s) => Type.Literal(s)));
const OrderNo = Type.String({ minLength: 1, maxLength: 32 });

export const CreateBody = Type.Object({ planId: Type.String({ minLength: 1, maxLength: 40 }) });
export const OrderNoBody = Type.Object({ orderNo: OrderNo });
export const ListBody = Type.Object({
  pageNum: Type.Integer({ minimum: 1, maximum: 100_000 }),
  pageSize: Type.Integer({ minimum: 1, maximum: ORDER_LIST_PAGE_SIZE_MAX }),
  status: Type.Optional(Status),
});
// Looser than the rules on purpose: a title or e-mail that breaks a rule gets the rule's own message.
export const InvoiceBody = Type.Object({
  orderNo: OrderNo,
  titleType: Type.Union([Type.Literal('personal'), Type.Literal('company')]),
  title: Type.String({ maxLength: INVOICE_TITLE_MAX * 2 }),
  taxNo: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  email: Type.String({ maxLength: INVOICE_EMAIL_MAX * 2 }),
});

/** A notification form: names and values as the provider posts them (Alipay's are all strings). */
export const NotifyBody = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 4000 }), { maxProperties: 80 });
export const NotifyParams = Type.Object({ provider: Type.String({ minLength: 1, maxLength: 16 }) });

const Plan = Type.Object({
  id: Type.String(),
  product: Type.String(),
  name: Type.String(),
  period: Type.String(),
  periodLabel: Type.String(),
  days: Type.Integer(),
  priceFen: Type.Integer(),
  features: Type.Array(Type.String()),
  rights: Type.Array(Type.String()),
  recommended: Type.Optional(Type.Boolean()),
});

export const CatalogueSchema = Type.Object({
  plans: Type.Array(Plan),
  payment: Type.Object({
    available: Type.Boolean(),
    provider: Type.Union([Type.Literal('sandbox'), Type.Literal('alipay'), Type.Null()]),
    label: Type.Union([Type.String(), Type.Null()]),
  }),
});

const Nullable = <T extends ReturnType<typeof Type.Number>>(t: T) => Type.Union([t, Type.Null()]);

export const OrderViewSchema = Type.Object({
  orderNo: Type.String(),
  planId: Type.String(),
  planName: Type.String(),
  amountFen: Type.Integer(),
  amount: Type.String(),
  status: Status,
  statusText: Type.String(),
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('alipay'), Type.Null()]),
  createdAt: Type.Number(),
  payDeadline: Type.Number(),
  paidAt: Nullable(Type.Number()),
  grantedAt: Nullable(Type.Number()),
  closedAt: Nullable(Type.Number()),
  rights: Type.Array(Type.Object({ right: Type.String(), label: Type.String(), from: Type.Number(), until: Type.Number() })),
  invoice: Type.Union([
    Type.Object({
      titleType: Type.Union([Type.Literal('personal'), Type.Literal('company')]),
      title: Type.String(),
      taxNo: Type.Union([Type.String(), Type.Null()]),
      email: Type.String(),
      status: Type.Union([Type.Literal('requested'), Type.Literal('issued')]),
      requestedAt: Type.Number(),
    }),
    Type.Null(),
  ]),
});

export const CreatedOrderSchema = Type.Object({ order: OrderViewSchema, payUrl: Type.String() });
export const OrderPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(OrderViewSchema) });
