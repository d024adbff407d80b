import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { errorMessage, Loadable } from '@kernel/client/load-state';
import { Notifier } from '@kernel/client/ui-store';
import { OrdersMessages, type InvoiceRequest, type OrderPage } from '../shared/contract';
import { OrdersApi, PaymentRedirect, type MyOrdersStore } from './tokens';

type Action = 'pay' | 'cancel' | 'invoice';

/** See MyOrdersStore (tokens.ts). */
@injectable()
export class MobxMyOrdersStore implements MyOrdersStore {
  readonly page = new Loadable<OrderPage>();
  pageNum = 1;
  pageSize = 10;
  private readonly busy = observable.map<string, Action>();

  constructor(
    @inject(OrdersApi) private readonly api: OrdersApi,
    @inject(PaymentRedirect) private readonly redirect: PaymentRedirect,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeObservable(this, { pageNum: observable, pageSize: observable, load: action, setPageSize: action });
  }

  async load(pageNum = this.pageNum): Promise<void> {
    this.pageNum = pageNum;
    const query = { pageNum, pageSize: this.pageSize };
    await this.page.load((signal) => this.api.list(query, signal), { keepWhileLoading: true });
  }

  async setPageSize(size: number): Promise<void> {
    this.pageSize = size;
    await this.load(1);
  }

  isBusy(orderNo: string, action?: Action): boolean {
    const current = this.busy.get(orderNo);
    return action ? current === action : current !== undefined;
  }

  async pay(orderNo: string): Promise<void> {
    if (!this.begin(orderNo, 'pay')) return;
    try {
      const created = await this.api.pay(orderNo);
      this.redirect.go(created.payUrl);
    } catch (error) {
      this.notifier.notify(errorMessage(error, '发起支付失败，请稍后重试'), 'error');
      this.end(orderNo);
      await this.load();
    }
  }

  async cancel(orderNo: string): Promise<void> {
    if (!this.begin(orderNo, 'cancel')) return;
    try {
      await this.api.cancel(orderNo);
      this.notifier.notify(OrdersMessages.cancelled, 'success');
    } catch (error) {
      this.notifier.notify(errorMessage(error, '取消订单失败，请稍后重试'), 'error');
    } finally {
      this.end(orderNo);
    }
    await this.load();
  }

  async requestInvoice(request: InvoiceRequest): Promise<{ ok: true } | { ok: false; error: string }> {
    if (!this.begin(request.orderNo, 'invoice')) return { ok: false, error: '发票申请提交中，请稍候' };
    try {
      await this.api.invoice(request);
      this.notifier.notify(OrdersMessages.invoiceRequested, 'success');
      this.end(request.orderNo);
      await this.load();
      return { ok: true };
    } catch (error) {
      this.end(request.orderNo);
      return { ok: false, error: errorMessage(error, '发票申请提交失败，请稍后重试') };
    }
  }

  private begin(orderNo: string, what: Action): boolean {
    if (this.busy.has(orderNo)) return false;
    runInAction(() => this.busy.set(orderNo, what));
    return true;
  }

  private end(orderNo: string): void {
    runInAction(() => this.busy.delete(orderNo));
  }
}
