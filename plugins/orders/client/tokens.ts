/**
 * The plugin's service tokens: a Symbol and an interface of the same name each. The
 * implementations live in the lazily loaded services chunk (services.ts); this file imports types
 * only, so a test double satisfies an interface without extending a class.
 */
import type { LoadableView } from '@kernel/client/load-state';
import type { PlanId, PlanPeriod, PlanProduct, VipPlan } from '@plugins/membership/shared/plans';
import type { CreatedOrder, InvoiceRequest, OrderCatalogue, OrderPage, OrderStatus, OrderView } from '../shared/contract';

import type { HeldRight } from '@plugins/membership/shared/held-rights';

export type { HeldRight };

/** The plugin's calls (shared/contract.ts), and the two of other plugins it needs. */
export const OrdersApi = Symbol('OrdersApi');
export interface OrdersApi {
  catalogue(signal?: AbortSignal): Promise<OrderCatalogue>;
  create(planId: PlanId): Promise<CreatedOrder>;
  pay(orderNo: string): Promise<CreatedOrder>;
  cancel(orderNo: string): Promise<OrderView>;
  detail(orderNo: string, signal?: AbortSignal): Promise<OrderView>;
  list(query: { pageNum: number; pageSize: number; status?: OrderStatus }, signal?: AbortSignal): Promise<OrderPage>;
  invoice(request: InvoiceRequest): Promise<OrderView>;
  /** The rights the member holds and their expiries (membership's queryRights). */
  heldRights(signal?: AbortSignal): Promise<HeldRight[]>;
  /** Reloads the user info (account's usr) into the session, so new rights apply at once; silent. */
  reloadUser(): Promise<void>;
}

/** Leaves the site for a payment page (the sandbox 收银台 or the provider's): a full page load. */
export const PaymentRedirect = Symbol('PaymentRedirect');
export interface PaymentRedirect {
  go(url: string): void;
}

/** What the summary of the order page says about one right of the chosen plan. */
export interface RightExpiry {
  readonly right: string;
  readonly label: string;
  /** The current expiry when the member holds the right (the purchase stacks on it). */
  readonly current: number | null;
  /** The expiry after this purchase. */
  readonly until: number;
}

/** 开通会员 (/order/index): the price sheet, the chosen plan, the summary and the submit. */
export const OrderBuyStore = Symbol('OrderBuyStore');
export interface OrderBuyStore {
  readonly catalogue: LoadableView<OrderCatalogue>;
  /** The member's rights with their expiries (for the stacking in the summary); empty on failure. */
  readonly held: readonly HeldRight[];
  readonly product: PlanProduct;
  readonly period: PlanPeriod;
  /** The plans of the chosen period, one per product. */
  readonly plans: readonly VipPlan[];
  /** The chosen plan (null until the catalogue is there). */
  readonly plan: VipPlan | null;
  /** The chosen plan's rights and their expiries after the purchase (stacked on the current ones). */
  readonly expiries: readonly RightExpiry[];
  readonly agreed: boolean;
  readonly submitting: boolean;
  /** The message under the submit (not agreed, refused by the server). */
  readonly error: string;
  /** Loads the catalogue and the held rights; chooses `planId` when it is a plan (else 全站通 年度). */
  open(planId?: string | null): Promise<void>;
  choose(product: PlanProduct): void;
  setPeriod(period: PlanPeriod): void;
  setAgreed(agreed: boolean): void;
  /** 提交订单: creates the order and goes to its payUrl; false when it did not. */
  submit(): Promise<boolean>;
}

/** 支付结果 (/order/result): one order, polled until it is decided. */
export const OrderResultStore = Symbol('OrderResultStore');
export interface OrderResultStore {
  readonly order: LoadableView<OrderView>;
  readonly orderNo: string;
  /** Whether the store is still asking (a 待支付 order within the polling time). */
  readonly polling: boolean;
  /** The polling time ran out with the order still 待支付. */
  readonly timedOut: boolean;
  readonly busy: 'pay' | 'cancel' | null;
  /** Loads the order and polls it every 2 s while it is 待支付 (a few minutes). */
  watch(orderNo: string): Promise<void>;
  /** 刷新状态: asks again (and polls again). */
  refresh(): Promise<void>;
  /** 继续支付: a fresh payUrl, then the payment page. */
  pay(): Promise<void>;
  /** 取消订单. */
  cancel(): Promise<void>;
  /** Stops polling (the page is left). */
  stop(): void;
}

/** 我的订单 (the user centre's tab): the paged list and its actions. */
export const MyOrdersStore = Symbol('MyOrdersStore');
export interface MyOrdersStore {
  readonly page: LoadableView<OrderPage>;
  readonly pageNum: number;
  readonly pageSize: number;
  load(pageNum?: number): Promise<void>;
  setPageSize(size: number): Promise<void>;
  /** The order whose action is under way and which action. */
  isBusy(orderNo: string, action?: 'pay' | 'cancel' | 'invoice'): boolean;
  pay(orderNo: string): Promise<void>;
  cancel(orderNo: string): Promise<void>;
  /** 申请发票: true when it was stored (the list then shows 发票已申请); else the message to show. */
  requestInvoice(request: InvoiceRequest): Promise<{ ok: true } | { ok: false; error: string }>;
}
