import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { errorMessage, Loadable } from '@kernel/client/load-state';
import { Notifier } from '@kernel/client/ui-store';
import { OrdersMessages, type OrderView } from '../shared/contract';
import { OrdersApi, PaymentRedirect, type OrderResultStore } from './tokens';

/** How often a 待支付 order is asked again, and for how long (a notification usually comes within seconds). */
export const RESULT_POLL_MS = 2_000;
export const RESULT_POLL_LIMIT_MS = 5 * 60_000;

/** See OrderResultStore (tokens.ts). */
@injectable()
export class MobxOrderResultStore implements OrderResultStore {
  readonly order = new Loadable<OrderView>();
  orderNo = '';
  polling = false;
  timedOut = false;
  busy: 'pay' | 'cancel' | null = null;
  /** Polling rhythm and limit (tests shorten them). */
  pollMs = RESULT_POLL_MS;
  pollLimitMs = RESULT_POLL_LIMIT_MS;

  private timer: ReturnType<typeof setTimeout> | null = null;
  private deadline = 0;
  /** The orders whose rights were reloaded into the user info already. */
  private readonly reloaded = new Set<string>();

  constructor(
    @inject(OrdersApi) private readonly api: OrdersApi,
    @inject(PaymentRedirect) private readonly redirect: PaymentRedirect,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeObservable(this, { orderNo: observable, polling: observable, timedOut: observable, busy: observable, stop: action });
  }

  async watch(orderNo: string): Promise<void> {
    if (orderNo === this.orderNo && (this.polling || this.order.status === 'loading')) return;
    this.stop();
    runInAction(() => {
      this.orderNo = orderNo;
      this.timedOut = false;
    });
    if (this.order.data?.orderNo !== orderNo) this.order.clear();
    await this.poll(true);
  }

  async refresh(): Promise<void> {
    if (!this.orderNo) return;
    this.stop();
    runInAction(() => (this.timedOut = false));
    await this.poll(true);
  }

  async pay(): Promise<void> {
    if (this.busy || !this.orderNo) return;
    runInAction(() => (this.busy = 'pay'));
    try {
      const created = await this.api.pay(this.orderNo);
      this.redirect.go(created.payUrl);
    } catch (error) {
      this.notifier.notify(errorMessage(error, '发起支付失败，请稍后重试'), 'error');
      runInAction(() => (this.busy = null));
      await this.refresh();
    }
  }

  async cancel(): Promise<void> {
    if (this.busy || !this.orderNo) return;
    runInAction(() => (this.busy = 'cancel'));
    try {
      const view = await this.api.cancel(this.orderNo);
      this.stop();
      this.order.set(view);
      this.notifier.notify(OrdersMessages.cancelled, 'success');
    } catch (error) {
      this.notifier.notify(errorMessage(error, '取消订单失败，请稍后重试'), 'error');
      await this.refresh();
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.polling = false;
  }

  /** Asks once; while the order is 待支付 asks again in `pollMs` until the deadline. */
  private async poll(first: boolean): Promise<void> {
    const orderNo = this.orderNo;
    if (first) this.deadline = Date.now() + this.pollLimitMs;
    runInAction(() => (this.polling = true));
    const outcome = await this.order.load((signal) => this.api.detail(orderNo, signal), { keepWhileLoading: true, keepOnError: !first });
    if (orderNo !== this.orderNo || outcome.kind === 'stale') return;
    const view = outcome.kind === 'ready' ? outcome.value : this.order.data;
    if (outcome.kind === 'error' && !view) {
      this.stop();
      return;
    }
    if (view?.status === 'granted') await this.rightsGranted(view);
    if (view?.status !== 'pending') {
      this.stop();
      return;
    }
    if (Date.now() >= this.deadline) {
      this.stop();
      runInAction(() => (this.timedOut = true));
      return;
    }
    this.timer = setTimeout(() => void this.poll(false), this.pollMs);
  }

  /** 已开通: the user info is reloaded once, so that the new rights apply on every page at once. */
  private async rightsGranted(view: OrderView): Promise<void> {
    if (this.reloaded.has(view.orderNo)) return;
    this.reloaded.add(view.orderNo);
    await this.api.reloadUser();
  }
}
