import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import { SessionStore } from '@kernel/client/session-store';
import type { UserInfo } from '@kernel/core/session';
import { AccountPaths } from '@plugins/account/shared/contract';
import { MembershipPaths, type RightsInfo } from '@plugins/membership/shared/contract';
import type { PlanId } from '@plugins/membership/shared/plans';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { OrdersPaths, type CreatedOrder, type InvoiceRequest, type OrderCatalogue, type OrderPage, type OrderStatus, type OrderView } from '../shared/contract';
import { RIGHT_LABELS } from '@plugins/membership/shared/held-rights';
import type { HeldRight, OrdersApi, PaymentRedirect } from './tokens';

/** The rights of a queryRights answer with their expiries (an answer without the list: its VIP expiry). */
export function heldRightsOf(info: RightsInfo): HeldRight[] {
  if (Array.isArray(info.rights)) return [...info.rights];
  const held: HeldRight[] = [];
  const trial = info.trailInterest && !info.vipExpireAt;
  if (info.isVip) held.push({ right: MembershipRights.vip, label: RIGHT_LABELS.vip, until: info.vipExpireAt ?? info.trialExpireAt ?? null, trial, enterprise: false });
  if (info.projectCostVipStatus) held.push({ right: MembershipRights.projectCostVip, label: RIGHT_LABELS.projectCostVip, until: null, trial: false, enterprise: false });
  return held;
}

/**
 * The plugin's calls over the kernel's HTTP client (JSON bodies; its token refresh and logout
 * handling). The calls whose refusal the views explain themselves are silent; the rights and the
 * user-info reload are silent too (the page works without them).
 */
@injectable()
export class HttpOrdersApi implements OrdersApi {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {}

  async catalogue(signal?: AbortSignal): Promise<OrderCatalogue> {
    return (await this.http.get<OrderCatalogue>(OrdersPaths.plans, undefined, { signal, silent: true })).data;
  }

  async create(planId: PlanId): Promise<CreatedOrder> {
    return (await this.http.post<CreatedOrder>(OrdersPaths.create, { planId }, { json: true, silent: true, loading: true })).data;
  }

  async pay(orderNo: string): Promise<CreatedOrder> {
    return (await this.http.post<CreatedOrder>(OrdersPaths.pay, { orderNo }, { json: true, silent: true, loading: true })).data;
  }

  async cancel(orderNo: string): Promise<OrderView> {
    return (await this.http.post<OrderView>(OrdersPaths.cancel, { orderNo }, { json: true, silent: true })).data;
  }

  async detail(orderNo: string, signal?: AbortSignal): Promise<OrderView> {
    return (await this.http.post<OrderView>(OrdersPaths.detail, { orderNo }, { json: true, silent: true, signal })).data;
  }

  async list(query: { pageNum: number; pageSize: number; status?: OrderStatus }, signal?: AbortSignal): Promise<OrderPage> {
    return (await this.http.post<OrderPage>(OrdersPaths.list, { ...query }, { json: true, silent: true, signal })).data;
  }

  async invoice(request: InvoiceRequest): Promise<OrderView> {
    return (await this.http.post<OrderView>(OrdersPaths.invoice, { ...request }, { json: true, silent: true })).data;
  }

  async heldRights(signal?: AbortSignal): Promise<HeldRight[]> {
    const info = (await this.http.post<RightsInfo>(MembershipPaths.queryRights, {}, { silent: true, signal })).data;
    return info ? heldRightsOf(info) : [];
  }

  async reloadUser(): Promise<void> {
    if (!this.session.isLogin) return;
    try {
      const user = (await this.http.post<UserInfo>(AccountPaths.usr, { accessToken: this.session.token, casId: this.session.casId }, { silent: true })).data;
      if (user) this.session.setUser(user);
    } catch {
      /* user-info failures are silent: the rights apply at the next reload */
    }
  }
}

/** The browser's full page load to the payment page. */
@injectable()
export class BrowserPaymentRedirect implements PaymentRedirect {
  go(url: string): void {
    window.location.assign(url);
  }
}
