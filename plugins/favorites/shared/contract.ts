/**
 * The contract of the favorites plugin (收藏): its endpoints, what they take and answer, its rules
 * and their Chinese messages. Both halves import it; it imports nothing but types.
 *
 * A favourite is one user's mark on a target of one kind: `node` (a single project, 单项工程, by
 * its id), `item` (a comprehensive unit-price bill item, 综合单价清单项, by its id) or `labour` (a
 * price line of 劳务分包指数, by its id; the labour plugin owns those targets). At save time it
 * keeps a snapshot of what the user saw (a node's unit cost and price month; an item's unit price,
 * 9-digit code, region and month; a price line's trade, region, building type, price and quarter),
 * so the lists can show the change since then.
 */

/** The endpoints: all POST JSON, login required, answering the envelope `{ statusCode, data, businessMsg }`. */
export const FavoritesPaths = {
  /** FavoriteListQuery → FavoritePage<FavoriteNode> (newest first). */
  nodeList: '/pb/favorite/queryFavoriteNodeList',
  /** FavoriteListQuery → FavoritePage<FavoriteItem> (newest first). */
  itemList: '/pb/favorite/queryFavoriteItemList',
  /** FavoriteListQuery → FavoritePage<FavoriteLabour> (newest first): saved labour price lines. */
  labourList: '/pb/favorite/queryFavoriteLaborList',
  /** FavoriteTargets → FavoriteStatus (which of the asked targets the caller has saved). */
  status: '/pb/favorite/queryFavoriteStatus',
  /** FavoriteTarget → FavoriteSaved (收藏成功; idempotent: saving a saved target answers it again). */
  add: '/pb/favorite/addFavorite',
  /** FavoriteTargets → FavoriteCancelled (已取消收藏; idempotent: unknown targets are skipped). */
  cancel: '/pb/favorite/cancelFavorite',
} as const;

export type FavoriteKind = 'node' | 'item' | 'labour';
export const FAVORITE_KINDS: readonly FavoriteKind[] = ['node', 'item', 'labour'];

export const FAVORITES_LIMITS = {
  /** Favourites one user may keep (both kinds together). */
  perUser: 1000,
  /** Target ids in one status or cancel call (a list page has at most 50 rows). */
  idsMax: 100,
  /** The page sizes of the lists. */
  pageSizes: [10, 20, 50] as readonly number[],
  /** How deep a list may be paged (pageNum × pageSize). */
  maxRows: 1000,
} as const;

export interface FavoriteTarget {
  kind: FavoriteKind;
  /** The single project's or the bill item's id (a positive integer). */
  targetId: number;
}

export interface FavoriteTargets {
  kind: FavoriteKind;
  /** 1 … FAVORITES_LIMITS.idsMax positive integers (duplicates are ignored). */
  targetIds: number[];
}

export interface FavoriteStatus {
  kind: FavoriteKind;
  /** The asked ids the caller has saved, ascending. */
  saved: number[];
}

export interface FavoriteSaved {
  kind: FavoriteKind;
  targetId: number;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
  /** True when it had been saved before this call. */
  already: boolean;
}

export interface FavoriteCancelled {
  kind: FavoriteKind;
  /** How many favourites were removed (0 when none of the ids was saved). */
  cancelled: number;
}

export interface FavoriteListQuery {
  /** 1-based; default 1. */
  pageNum?: number;
  /** One of FAVORITES_LIMITS.pageSizes; default 10. */
  pageSize?: number;
}

export interface FavoritePage<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** A saved single project: the snapshot of when it was saved, and the figures it has now. */
export interface FavoriteNode {
  targetId: number;
  savedAt: number;
  /** The name at save time (kept when the single project is gone). */
  name: string;
  /** 省 / 市 as saved, e.g. 江苏 / 南京市. */
  regionName: string;
  buildingUse: string;
  structure: string;
  /** 单方造价 (元/m²) and price month (YYYYMM) when saved. */
  savedUnitCost: number;
  savedMonth: number;
  /** The single project now: null when it no longer exists. */
  current: { unitCost: number; month: number } | null;
  /** current.unitCost − savedUnitCost (元/m², 2 decimals), null without a current value. */
  change: number | null;
}

/**
 * A saved bill item: what it was (code, name, unit, its single project, its own 综合单价 and price
 * month), its regional price when it was saved and that price now. The regional price is the item
 * repriced at a month: its norms and resources at that month's prices of its price region (same
 * price kind and fee rules), so the change says how its price moved since it was saved.
 */
export interface FavoriteItem {
  targetId: number;
  savedAt: number;
  /** 12-digit 项目编码, its 9-digit 清单编码, 项目名称 and 计量单位 as saved. */
  code: string;
  code9: string;
  name: string;
  unit: string;
  /** The single project holding it (bid node id and name, as saved). */
  projectId: number;
  projectName: string;
  /** The price region (areaid: a main city or a province) and its name (省・市). */
  regionId: number;
  regionName: string;
  /** The item's own 综合单价 (元 per unit) and price month (YYYYMM) in its project. */
  unitPrice: number;
  priceMonth: number;
  /** Its regional 综合单价 (元 per unit) at the month it was saved (YYYYMM). */
  savedUnitPrice: number;
  savedMonth: number;
  /** Its regional 综合单价 now (the latest priced month up to today): null when the item no longer exists. */
  current: { unitPrice: number; month: number } | null;
  /** current.unitPrice − savedUnitPrice (元, 2 decimals), null without a current value. */
  change: number | null;
}

/**
 * A saved labour price line (劳务分包指数: trade × region × building type): its price (元/m² of
 * building area) and quarter when saved, and its price now in the newest quarter the member sees
 * (a VIP sees the newest quarter of the data, others the one before it).
 */
export interface FavoriteLabour {
  targetId: number;
  savedAt: number;
  /** 工种 (钢筋工 …) and its code (rebar …). */
  tradeName: string;
  tradeCode: string;
  /** The line's region: its areaid (1 全国, a province or a city) and name (全国, 江苏, 江苏・苏州市). */
  regionId: number;
  regionName: string;
  /** 住宅, 公建 or 厂房. */
  buildingType: string;
  /** '元/m²'. */
  unit: string;
  /** The price and quarter ('YYYYQn') when saved. */
  savedPrice: number;
  savedQuarter: string;
  /** The price now: null when the line no longer exists (or the labour column is off). */
  current: { price: number; quarter: string } | null;
  /** current.price − savedPrice (元/m², 2 decimals), null without a current value. */
  change: number | null;
}

/** Business status codes besides 200 and the login codes (301/302); all in the client's reject list. */
export const FavoritesCodes = {
  /** An input outside its rules (the message says which). */
  invalid: 400,
  /** The target does not exist. */
  notFound: 440,
  /** The per-user cap is reached. */
  full: 442,
} as const;

/** The refusal of a full list (the cap is the site's, or a smaller one in tests). */
export function fullMessage(cap: number): string {
  return `收藏已达上限（${cap}条），请先取消部分收藏`;
}

export const FavoritesMessages = {
  saved: '收藏成功',
  alreadySaved: '已收藏',
  cancelled: '已取消收藏',
  nodeNotFound: '该单项工程不存在，无法收藏',
  itemNotFound: '该综合单价清单项不存在，无法收藏',
  labourNotFound: '该劳务价格线不存在，无法收藏',
  full: fullMessage(FAVORITES_LIMITS.perUser),
  pageSize: `每页条数只能是${FAVORITES_LIMITS.pageSizes.join('、')}`,
  tooDeep: `最多查看前${FAVORITES_LIMITS.maxRows}条收藏`,
  failed: '操作失败，请稍后重试',
} as const;

