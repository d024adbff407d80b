/**
 * The hub's service tokens (sign-in, points, mall): a Symbol and an interface of the same name each.
 * The implementations live in the lazily loaded chunk (services.ts); this file imports types only.
 */
import type { AddressQueryListView, PagedQuery } from '@kernel/client/address-query';
import type { LoadableView } from '@kernel/client/load-state';
import type { PointsReason } from '../../shared/contract';
import type {
  DownloadTimes,
  ExchangeCheck,
  ExchangePage,
  ExchangeRecord,
  ExchangeResult,
  HubInfo,
  PointsDirection,
  PointsRecordPage,
  PointsRecordQuery,
  ProductItem,
  ProductList,
  RegisterRecord,
  ShippingAddress,
  SignInResult,
  UserPoints,
} from './model';

/** The hub's calls (shared/contract.ts ActivitiesPaths: hub, sign-in, points, mall). */
export const ActivitiesApi = Symbol('ActivitiesApi');
export interface ActivitiesApi {
  hub(signal?: AbortSignal): Promise<HubInfo>;
  registerRecord(signal?: AbortSignal): Promise<RegisterRecord>;
  signIn(): Promise<SignInResult>;
  /** 补签 of a missed day ('YYYY-MM-DD'). */
  makeUp(date: string): Promise<SignInResult>;
  userPoints(signal?: AbortSignal): Promise<UserPoints>;
  pointsRecords(query: PointsRecordQuery, signal?: AbortSignal): Promise<PointsRecordPage>;
  products(signal?: AbortSignal): Promise<ProductList>;
  exchanges(pageNum: number, pageSize: number, signal?: AbortSignal): Promise<ExchangePage>;
  exchangeCheck(productCode: string): Promise<ExchangeCheck>;
  /** Sends an exchange (a gift with its address); the same requestId again answers the first result. */
  exchange(productCode: string, requestId: string, address?: ShippingAddress): Promise<ExchangeResult>;
  downloadTimes(exchangeId: number): Promise<DownloadTimes>;
  checkDownloaded(exchangeId: number): Promise<boolean>;
  /** The report's PDF: the first download, or a later one (`again`) counted against the limit. */
  downloadPdf(exchangeId: number, again: boolean): Promise<Blob>;
  /** The day's clock-in of a logged-in search (doClockActivity), without any message. */
  clock(keyword?: string): Promise<unknown>;
}

/** 积分明细's query as the address holds it (`dir`, `reason`, `from`, `to`, `page`, `size`). */
export interface PointsListQuery extends PagedQuery<never> {
  direction?: PointsDirection;
  reason?: PointsReason;
  /** 'YYYY-MM'. */
  from?: string;
  to?: string;
}

/** 积分明细: the ledger in the address. */
export interface PointsRecordsView extends AddressQueryListView<PointsListQuery, PointsRecordPage> {
  /** Back to every row. */
  reset(): Promise<void>;
}

/** The confirm dialog of an exchange: the product, the member's check, the sending state. */
export interface ExchangeDraft {
  readonly product: ProductItem;
  /** The server's exchangeCheck (null while it runs). */
  readonly check: ExchangeCheck | null;
  readonly sending: boolean;
  /** The answer once exchanged. */
  readonly result: ExchangeResult | null;
  /** The refusal of the exchange ('' when none). */
  readonly error: string;
}

/** The hub pages' state. */
export const HubStore = Symbol('HubStore');
export interface HubStore {
  /** Whether a member is logged in. */
  readonly isMember: boolean;
  /** The hub (running activities, the member's points and today's sign-in). */
  readonly hub: LoadableView<HubInfo>;
  loadHub(): Promise<void>;

  /** The sign-in week. */
  readonly record: LoadableView<RegisterRecord>;
  loadRecord(): Promise<void>;
  /** A sign-in or 补签 under way. */
  readonly signing: boolean;
  /** The last sign-in's answer (what it earned), shown until the next one. */
  readonly lastSignIn: SignInResult | null;
  /** Signs in today (twice answers the first result); the week and the points follow. */
  signIn(): Promise<SignInResult | null>;
  /** 补签 of a missed day; the week and the points follow. */
  makeUp(date: string): Promise<SignInResult | null>;

  /** 我的积分. */
  readonly points: LoadableView<UserPoints>;
  loadPoints(): Promise<void>;
  /** 积分明细. */
  readonly records: PointsRecordsView;

  /** 积分商城. */
  readonly products: LoadableView<ProductList>;
  loadProducts(): Promise<void>;
  /** 我的兑换 (page `exchangePage`). */
  readonly exchanges: LoadableView<ExchangePage>;
  readonly exchangePage: number;
  loadExchanges(pageNum?: number): Promise<void>;
  /** The open confirm dialog of an exchange (null when none). */
  readonly draft: ExchangeDraft | null;
  /** Opens the confirm dialog (a visitor is asked to log in first) and checks with the server. */
  startExchange(product: ProductItem): Promise<void>;
  /** Sends the exchange (a gift with its address) with the draft's requestId (a repeated click replays the first answer). */
  confirmExchange(address?: ShippingAddress): Promise<ExchangeResult | null>;
  closeExchange(): void;
  /** Downloads an exchanged report's PDF; the downloads left follow. */
  download(exchange: ExchangeRecord): Promise<void>;
  /** The exchange whose download runs (null when none). */
  readonly downloading: number | null;

  /** Asks a visitor to log in, coming back to `target`. */
  login(target: string): void;
}
