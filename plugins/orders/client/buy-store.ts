import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { errorMessage, Loadable } from '@kernel/client/load-state';
import type { PlanPeriod, PlanProduct, VipPlan } from '@plugins/membership/shared/plans';
import type { OrderCatalogue } from '../shared/contract';
import { RIGHT_LABELS, stackedExpiry } from '@plugins/membership/shared/held-rights';
import { OrdersApi, PaymentRedirect, type HeldRight, type OrderBuyStore, type RightExpiry } from './tokens';

/** The order page's messages. */
export const BuyMessages = {
  notAgreed: '请阅读并同意《会员服务协议》',
  failed: '订单提交失败，请稍后重试',
  unavailable: '在线支付暂未开通，请联系客服开通',
} as const;

/** The plan shown when the address names none (or an unknown one). */
const DEFAULT_PRODUCT: PlanProduct = 'site';
const DEFAULT_PERIOD: PlanPeriod = 'year';

/** See OrderBuyStore (tokens.ts). */
@injectable()
export class MobxOrderBuyStore implements OrderBuyStore {
  readonly catalogue = new Loadable<OrderCatalogue>();
  held: readonly HeldRight[] = [];
  product: PlanProduct = DEFAULT_PRODUCT;
  period: PlanPeriod = DEFAULT_PERIOD;
  agreed = false;
  submitting = false;
  error = '';
  /** The clock of the summary's expiries (tests set it). */
  now: () => number = () => Date.now();

  private opened: string | null = null;

  constructor(
    @inject(OrdersApi) private readonly api: OrdersApi,
    @inject(PaymentRedirect) private readonly redirect: PaymentRedirect,
  ) {
    makeObservable<MobxOrderBuyStore, 'select'>(this, {
      held: observable.ref,
      product: observable,
      period: observable,
      agreed: observable,
      submitting: observable,
      error: observable,
      plans: computed,
      plan: computed,
      expiries: computed,
      choose: action,
      setPeriod: action,
      setAgreed: action,
      select: action,
    });
  }

  get plans(): readonly VipPlan[] {
    return (this.catalogue.data?.plans ?? []).filter((p) => p.period === this.period);
  }

  get plan(): VipPlan | null {
    return this.plans.find((p) => p.product === this.product) ?? null;
  }

  get expiries(): readonly RightExpiry[] {
    const plan = this.plan;
    if (!plan) return [];
    // The server's grant stacks by the same rule (membership's stackedExpiry).
    return stackedExpiry(this.held, plan, this.now()).map(({ right, from, until }) => ({
      right,
      label: RIGHT_LABELS[right] ?? right,
      current: from > this.now() ? from : null,
      until,
    }));
  }

  async open(planId?: string | null): Promise<void> {
    const key = planId ?? '';
    // prepare() and the page's effect both open the same address: one load; a later visit loads again
    // (the rights held may have changed with a purchase).
    if (this.opened === key && this.catalogue.status === 'loading') return;
    this.opened = key;
    runInAction(() => {
      this.agreed = false;
      this.submitting = false;
      this.error = '';
    });
    this.select(planId);
    await Promise.all([
      this.catalogue.load((signal) => this.api.catalogue(signal), { keepWhileLoading: true }),
      this.api.heldRights().then(
        (held) => runInAction(() => (this.held = held)),
        () => runInAction(() => (this.held = [])),
      ),
    ]);
    // A plan the sheet no longer holds falls back to the default one.
    if (!this.plan) this.select(null);
  }

  choose(product: PlanProduct): void {
    this.product = product;
    this.error = this.error === BuyMessages.notAgreed ? this.error : '';
  }

  setPeriod(period: PlanPeriod): void {
    this.period = period;
  }

  setAgreed(agreed: boolean): void {
    this.agreed = agreed;
    if (agreed && this.error === BuyMessages.notAgreed) this.error = '';
  }

  async submit(): Promise<boolean> {
    const plan = this.plan;
    if (!plan || this.submitting) return false;
    if (!this.catalogue.data?.payment.available) {
      runInAction(() => (this.error = BuyMessages.unavailable));
      return false;
    }
    if (!this.agreed) {
      runInAction(() => (this.error = BuyMessages.notAgreed));
      return false;
    }
    runInAction(() => {
      this.submitting = true;
      this.error = '';
    });
    try {
      const created = await this.api.create(plan.id);
      // The page is being left: the button stays busy so that it is not pressed twice.
      this.redirect.go(created.payUrl);
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, BuyMessages.failed);
        this.submitting = false;
      });
      return false;
    }
  }

  private select(planId: string | null | undefined): void {
    const [product, period] = (planId ?? '').split('.');
    const products: readonly string[] = ['singleProject', 'unitPrice', 'projectCost', 'site'];
    const known = products.includes(product ?? '') && (period === 'month' || period === 'year');
    this.product = known ? (product as PlanProduct) : DEFAULT_PRODUCT;
    this.period = known ? (period as PlanPeriod) : DEFAULT_PERIOD;
  }
}
