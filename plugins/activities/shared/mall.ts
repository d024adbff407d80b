/**
 * 积分商城: what the mall endpoints take and answer (paths in contract.ts, `ActivitiesPaths`), the
 * product kinds and their words, the exchange states and the refusals.
 *
 * Three kinds of product: site reports (a PDF built from the site's sample cost data, downloaded a
 * limited number of times), VIP days (a membership plan granted for its days) and physical gifts
 * (shipped to an address: 待发货). Stock and per-member limits are counters; an exchange debits the
 * points, takes one from stock, counts against the member's limit and records one exchange, in one
 * transaction.
 */

/** What a product is. */
export type ProductKind = 'report' | 'vip' | 'gift';

/** The mall's tabs (getProducts `category`): the kinds in this order. */
export const PRODUCT_KINDS: readonly ProductKind[] = ['report', 'vip', 'gift'];
export const PRODUCT_KIND_TEXT: Readonly<Record<ProductKind, string>> = { report: '数据报告', vip: '会员权益', gift: '实物礼品' };

/**
 * A product's state for the one asking: 立即兑换, 积分不足, 已兑完 (stock 0), 已达兑换上限 (the member's
 * limit), 登录后兑换 (a visitor), 未开始 / 已结束 (outside its sale window).
 */
export type ProductState = 'available' | 'notEnoughPoints' | 'soldOut' | 'limitReached' | 'login' | 'notStarted' | 'ended';
export const PRODUCT_STATE_TEXT: Readonly<Record<ProductState, string>> = {
  available: '立即兑换',
  notEnoughPoints: '积分不足',
  soldOut: '已兑完',
  limitReached: '已达兑换上限',
  login: '登录后兑换',
  notStarted: '未开始',
  ended: '已结束',
};

/** One product as the mall lists it. */
export interface ProductItem {
  /** The product code (productCode of every endpoint), e.g. RPT-2026Q3-INDEX. */
  code: string;
  kind: ProductKind;
  kindText: string;
  title: string;
  summary: string;
  /** Points one exchange costs. */
  points: number;
  /** Items left (counters `stock:product`). */
  stock: number;
  /** Exchanges a member may make of this product. */
  limit: number;
  /** Short facts shown on the card, e.g. PDF · 可下载5次, 30天, 包邮. */
  tags: string[];
  /** The member's exchanges of it; null for a visitor. */
  exchanged: number | null;
  state: ProductState;
  stateText: string;
  /** Card tint: brand, accent, green, gray. */
  tone: 'brand' | 'accent' | 'green' | 'gray';
}

/** getProducts: the products (of one kind when asked) and the member's balance (null for a visitor). */
export interface ProductList {
  categories: Array<{ kind: ProductKind; text: string; count: number }>;
  products: ProductItem[];
  points: number | null;
  /** The rules of the mall (shown under the list). */
  rules: string[];
}

/** getProductCodeInfo: a product with what it holds and how it is delivered. */
export interface ProductDetail extends ProductItem {
  /** What the product holds, line by line (a report's chapters, a VIP plan's rights, a gift's contents). */
  contents: string[];
  /** How it is delivered (下载 / 立即生效 / 发货). */
  delivery: string;
  /** A report's scope: unit, period, region, sample, base (null for other kinds). */
  report: ReportScope | null;
  /** A VIP product's plan and days (null for other kinds). */
  vip: { planId: string; planName: string; days: number } | null;
  /** A report's downloads per exchange (null for other kinds). */
  downloadLimit: number | null;
  /** A gift needs a shipping address. */
  needsAddress: boolean;
  /** The member's balance (null for a visitor). */
  balance: number | null;
}

/** What a report covers, stated in the mall and in the PDF. */
export interface ReportScope {
  unit: string;
  period: string;
  region: string;
  sample: string;
  base: string | null;
}

/** exchangeCheck: can the member exchange it now, or why not. */
export interface ExchangeCheck {
  productCode: string;
  canExchange: boolean;
  /** The refusal (积分不足, 库存不足, 已达兑换上限 …) or null. */
  reason: string | null;
  points: number;
  balance: number;
  stock: number;
  /** Exchanges the member has left of this product. */
  remainingLimit: number;
  needsAddress: boolean;
}

/** A shipping address (gifts). */
export interface ShippingAddress {
  /** 收货人, 1–20 characters. */
  name: string;
  /** 11-digit mainland mobile number. */
  phone: string;
  /** 省市区, 2–40 characters. */
  region: string;
  /** 详细地址, 4–100 characters. */
  detail: string;
}

/** exchangeProduct's body. */
export interface ExchangeRequest {
  productCode: string;
  /** 1–64 of [A-Za-z0-9_-]: the same requestId again answers the first result. */
  requestId?: string;
  /** Required for a gift. */
  address?: ShippingAddress;
}

/** An exchange's state: 已完成 (a report ready to download), 已生效 (VIP days granted), 待发货 (a gift). */
export type ExchangeStatus = 'done' | 'granted' | 'pending';
export const EXCHANGE_STATUS_TEXT: Readonly<Record<ExchangeStatus, string>> = { done: '已完成', granted: '已生效', pending: '待发货' };

/** One exchange (我的兑换). */
export interface ExchangeRecord {
  exchangeId: number;
  productCode: string;
  kind: ProductKind;
  title: string;
  points: number;
  status: ExchangeStatus;
  statusText: string;
  /** Epoch ms and its China Standard Time text 'YYYY-MM-DD HH:mm'. */
  createdAt: number;
  time: string;
  /** A report's downloads (null for other kinds). */
  downloads: { used: number; limit: number; remaining: number } | null;
  /** A VIP exchange: the days granted and until when (CST 'YYYY-MM-DD'). */
  vip: { planName: string; days: number; until: string | null } | null;
  /** A gift's address, the phone masked (null for other kinds). */
  address: ShippingAddress | null;
}

/** exchangeProduct's answer (also the replay of the same requestId). */
export interface ExchangeResult {
  exchange: ExchangeRecord;
  /** The balance right after the exchange. */
  balance: number;
  /** Stock left right after the exchange. */
  stock: number;
  message: string;
}

/** getExchangeInfo: the member's exchanges, newest first. */
export interface ExchangePage {
  list: ExchangeRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** checkDownloaded. */
export interface DownloadedState {
  exchangeId: number;
  downloaded: boolean;
}

/** checkIfHasDownloadedTimes. */
export interface DownloadTimes {
  exchangeId: number;
  remaining: number;
  limit: number;
  used: number;
}

/** Downloads of one report exchange. */
export const REPORT_DOWNLOAD_LIMIT = 5;

/** Bounds of the inputs. */
export const MALL_LIMITS = {
  productCodeMax: 40,
  nameMax: 20,
  regionMin: 2,
  regionMax: 40,
  detailMin: 4,
  detailMax: 100,
} as const;

/** The mall's refusals and notices. */
export const MallMessages = {
  unknownProduct: '商品不存在',
  notOnSale: '该商品暂未上架',
  notStarted: '该商品尚未开始兑换',
  ended: '该商品兑换已结束',
  outOfStock: '库存不足',
  limitReached: '已达兑换上限',
  notEnoughPoints: '积分不足',
  addressRequired: '请填写收货地址',
  badName: '请填写收货人姓名（1–20个字）',
  badPhone: '请填写正确的11位手机号',
  badRegion: '请填写所在地区（省市区）',
  badDetail: '请填写详细地址（4–100个字）',
  unknownExchange: '兑换记录不存在',
  notReport: '该兑换不是数据报告，无需下载',
  noDownloadsLeft: '下载次数已用完',
  reportUnavailable: '报告数据暂不可用，请稍后再试',
  exchanged: '兑换成功',
  exchangedReport: '兑换成功，可在“我的兑换”中下载报告',
  exchangedVip: '兑换成功，会员权益已生效',
  exchangedGift: '兑换成功，礼品将在7个工作日内发货',
} as const;

/** The mall's rules (getProducts `rules`). */
export const MALL_RULES: readonly string[] = [
  '兑换即扣除相应积分，积分按获得时间先到期先使用。',
  `数据报告兑换后可在“我的兑换”中下载PDF，每次兑换可下载${REPORT_DOWNLOAD_LIMIT}次。`,
  '会员权益兑换后立即生效，与已有同类权益的有效期顺延叠加。',
  '实物礼品需填写收货地址，兑换后7个工作日内发货；虚拟商品兑换后不退不换。',
  '报告内容由平台示例数据生成，仅供演示，不作为计价或结算依据。',
];
