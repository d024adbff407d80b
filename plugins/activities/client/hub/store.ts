import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { AddressQueryList, defineAddressQuery } from '@kernel/client/address-query';
import { saveBlob } from '@kernel/client/downloads';
import { EventBus } from '@kernel/client/event-bus';
import { Loadable, errorMessage } from '@kernel/client/load-state';
import { Navigator } from '@kernel/client/navigator';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';
import { isMonthKey } from '@kernel/core/months';
import { ACTIVITY_PAGE_SIZES, POINTS_REASON_TEXT, type PointsReason } from '../../shared/contract';
import { activitiesRoutes } from '../../shared/routes';
import {
  EXCHANGE_PAGE_SIZE,
  newRequestId,
  productState,
  type ExchangeCheck,
  type ExchangePage,
  type ExchangeRecord,
  type ExchangeResult,
  type HubInfo,
  type PointsRecordPage,
  type ProductItem,
  type ProductList,
  type RegisterRecord,
  type ShippingAddress,
  type SignInResult,
  type UserPoints,
} from './model';
import { ActivitiesApi, type ExchangeDraft, type HubStore, type PointsListQuery, type PointsRecordsView } from './tokens';

const REASONS = Object.keys(POINTS_REASON_TEXT) as PointsReason[];

/** The address of 积分明细: `?dir=in&reason=signin&from=2026-01&to=2026-11&page=2&size=20`. */
export const pointsQuery = defineAddressQuery<PointsListQuery>({
  filterKeys: ['dir', 'reason', 'from', 'to'],
  defaults: { pageNum: 1, pageSize: ACTIVITY_PAGE_SIZES[0] },
  pageSizes: ACTIVITY_PAGE_SIZES,
  sortFields: [],
  readFilters(params, q) {
    const dir = params.get('dir');
    if (dir === 'in' || dir === 'out') q.direction = dir;
    const reason = params.get('reason') ?? '';
    if ((REASONS as string[]).includes(reason)) q.reason = reason as PointsReason;
    let from = params.get('from');
    let to = params.get('to');
    if (from && to && isMonthKey(from) && isMonthKey(to) && from > to) [from, to] = [to, from];
    if (isMonthKey(from)) q.from = from;
    if (isMonthKey(to)) q.to = to;
  },
  writeFilters(q, params) {
    if (q.direction) params.set('dir', q.direction);
    if (q.reason) params.set('reason', q.reason);
    if (q.from) params.set('from', q.from);
    if (q.to) params.set('to', q.to);
  },
});

/** 积分明细: the member's ledger, newest first, its filters and page in the address. */
export class PointsRecordsList extends AddressQueryList<PointsListQuery, PointsRecordPage> implements PointsRecordsView {
  constructor(
    private readonly api: ActivitiesApi,
    navigator: Navigator,
  ) {
    super(navigator, pointsQuery, activitiesRoutes.points());
  }

  load(): Promise<void> {
    return this.loadPage((q, signal) => this.api.pointsRecords({ pageNum: q.pageNum, pageSize: q.pageSize, direction: q.direction, reason: q.reason, from: q.from, to: q.to }, signal));
  }

  reset(): Promise<void> {
    return this.replaceQuery({ ...pointsQuery.defaults });
  }
}

interface Draft extends ExchangeDraft {
  readonly requestId: string;
}

/** The hub pages' state: the hub, the sign-in week, 我的积分 with 积分明细, 积分商城 with 我的兑换. */
@injectable()
export class MobxHubStore implements HubStore {
  readonly hub = new Loadable<HubInfo>();
  readonly record = new Loadable<RegisterRecord>();
  readonly points = new Loadable<UserPoints>();
  readonly products = new Loadable<ProductList>();
  readonly exchanges = new Loadable<ExchangePage>();
  readonly records: PointsRecordsList;

  signing = false;
  lastSignIn: SignInResult | null = null;
  exchangePage = 1;
  draft: Draft | null = null;
  downloading: number | null = null;

  constructor(
    @inject(ActivitiesApi) private readonly api: ActivitiesApi,
    @inject(Navigator) navigator: Navigator,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    this.records = new PointsRecordsList(api, navigator);
    makeObservable(this, {
      signing: observable,
      lastSignIn: observable.ref,
      exchangePage: observable,
      draft: observable.ref,
      downloading: observable,
      isMember: computed,
      closeExchange: action,
    });
  }

  get isMember(): boolean {
    return this.session.isLogin;
  }

  async loadHub(): Promise<void> {
    await this.hub.load((signal) => this.api.hub(signal), { keepWhileLoading: true });
  }

  async loadRecord(): Promise<void> {
    await this.record.load((signal) => this.api.registerRecord(signal), { keepWhileLoading: true });
  }

  async loadPoints(): Promise<void> {
    await this.points.load((signal) => this.api.userPoints(signal), { keepWhileLoading: true });
  }

  signIn(): Promise<SignInResult | null> {
    return this.sign(() => this.api.signIn());
  }

  makeUp(date: string): Promise<SignInResult | null> {
    return this.sign(() => this.api.makeUp(date));
  }

  /** A sign-in or 补签: its answer, then everything showing points or the week again. */
  private async sign(call: () => Promise<SignInResult>): Promise<SignInResult | null> {
    if (this.signing) return null;
    runInAction(() => (this.signing = true));
    try {
      const result = await call();
      runInAction(() => (this.lastSignIn = result));
      await this.refreshAfterChange();
      return result;
    } catch {
      // The HTTP client has shown the refusal (its businessMsg).
      await this.loadRecord();
      return null;
    } finally {
      runInAction(() => (this.signing = false));
    }
  }

  /** After points changed: what is loaded (or loading) is loaded again. */
  private async refreshAfterChange(): Promise<void> {
    const loads: Promise<void>[] = [this.loadRecord()];
    if (!this.hub.isIdle) loads.push(this.loadHub());
    if (!this.points.isIdle) loads.push(this.loadPoints());
    if (!this.records.loading.isIdle) loads.push(this.records.load());
    if (!this.products.isIdle) loads.push(this.loadProducts());
    await Promise.all(loads);
  }

  async loadProducts(): Promise<void> {
    await this.products.load((signal) => this.api.products(signal), { keepWhileLoading: true });
  }

  async loadExchanges(pageNum = this.exchangePage): Promise<void> {
    runInAction(() => (this.exchangePage = Math.max(1, Math.floor(pageNum))));
    const page = this.exchangePage;
    await this.exchanges.load((signal) => this.api.exchanges(page, EXCHANGE_PAGE_SIZE, signal), { keepWhileLoading: true });
  }

  async startExchange(product: ProductItem): Promise<void> {
    if (!this.isMember) {
      this.login(activitiesRoutes.mall());
      return;
    }
    const draft: Draft = { product, check: null, sending: false, result: null, error: '', requestId: newRequestId() };
    runInAction(() => (this.draft = draft));
    let check: ExchangeCheck;
    try {
      check = await this.api.exchangeCheck(product.code);
    } catch (error) {
      // Without the server's check, the page's own reading of the product stands.
      const balance = this.products.data?.points ?? null;
      const available = productState(product, balance) === 'available';
      check = {
        productCode: product.code,
        canExchange: available,
        reason: available ? null : errorMessage(error, '暂时无法兑换，请稍后重试'),
        points: product.points,
        balance: balance ?? 0,
        stock: product.stock,
        remainingLimit: Math.max(0, product.limit - (product.exchanged ?? 0)),
        needsAddress: product.kind === 'gift',
      };
    }
    runInAction(() => {
      if (this.draft?.requestId === draft.requestId) this.draft = { ...this.draft, check };
    });
  }

  async confirmExchange(address?: ShippingAddress): Promise<ExchangeResult | null> {
    const draft = this.draft;
    if (!draft || draft.sending || draft.result) return draft?.result ?? null;
    runInAction(() => (this.draft = { ...draft, sending: true, error: '' }));
    try {
      // The draft's requestId: a repeated confirmation (a lost answer, a double click) replays the first result.
      const result = await this.api.exchange(draft.product.code, draft.requestId, address);
      runInAction(() => {
        if (this.draft?.requestId === draft.requestId) this.draft = { ...this.draft, sending: false, result };
      });
      await Promise.all([this.loadProducts(), this.loadExchanges(1), this.points.isIdle ? Promise.resolve() : this.loadPoints(), this.hub.isIdle ? Promise.resolve() : this.loadHub()]);
      return result;
    } catch (error) {
      runInAction(() => {
        if (this.draft?.requestId === draft.requestId) this.draft = { ...this.draft, sending: false, error: errorMessage(error, '兑换失败，请稍后重试') };
      });
      await this.loadProducts();
      return null;
    }
  }

  closeExchange(): void {
    this.draft = null;
  }

  async download(exchange: ExchangeRecord): Promise<void> {
    if (this.downloading !== null) return;
    runInAction(() => (this.downloading = exchange.exchangeId));
    try {
      const again = await this.api.checkDownloaded(exchange.exchangeId);
      const blob = await this.api.downloadPdf(exchange.exchangeId, again);
      saveBlob(blob, `${exchange.title}.pdf`);
      this.notifier.notify('报告已开始下载', 'success');
    } catch (error) {
      this.notifier.notify(errorMessage(error, '下载失败，请稍后重试'), 'error');
    } finally {
      runInAction(() => (this.downloading = null));
      await this.loadExchanges();
    }
  }

  login(target: string): void {
    this.bus.emit('openLogin', { target });
  }
}
