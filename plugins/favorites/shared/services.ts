/**
 * What the favorites plugin offers other plugins' servers (provided in its `services` hook):
 *
 * - `Favorites`: save, cancel and ask the status of a member's favourites of any kind, with the
 *   same rules as the /pb/favorite endpoints (idempotent, the per-member cap, the snapshot kept at
 *   save time). A plugin whose endpoints keep favourites (labour's collectLaborData) calls it.
 * - `FavoriteKindProviders`: the kinds whose targets another plugin owns (`labour`: price lines of
 *   劳务分包指数). The owner contributes a provider that checks a target, gives its snapshot and its
 *   value now, both as the viewer may see them (the newest quarter is a VIP's).
 */
import { contributionKey, serviceKey } from '@kernel/server/services';
import type { FavoriteCancelled, FavoriteKind, FavoriteSaved, FavoriteStatus } from './contract';

/** Who is asking: the member and the rights they hold. */
export interface FavoriteViewer {
  readonly globalId: string;
  readonly rights: readonly string[];
}

/** A labour price line as saved (trade × region × building type, its price and quarter then). */
export interface LabourFavoriteSnapshot {
  /** 工种 and its code. */
  tradeName: string;
  tradeCode: string;
  /** The line's region: 全国 (1), a province, or a city with its province. */
  provinceId: number;
  cityId: number;
  buildingType: string;
  /** '元/m²'. */
  unit: string;
  /** 元/m² of building area and its quarter ('YYYYQn'). */
  price: number;
  quarter: string;
}

/** The value of a target now: price and quarter. */
export interface FavoriteCurrent {
  value: number;
  quarter: string;
}

/** A kind of favourite whose targets another plugin owns. */
export interface FavoriteKindProvider {
  readonly kind: 'labour';
  /** The target as the viewer sees it now, or null when it does not exist. */
  snapshot(targetId: number, viewer: FavoriteViewer): Promise<LabourFavoriteSnapshot | null>;
  /** The value now of each target that still exists, as the viewer may see it. */
  current(targetIds: readonly number[], viewer: FavoriteViewer): Promise<Map<number, FavoriteCurrent>>;
}
export const FavoriteKindProviders = contributionKey<FavoriteKindProvider>('favorites.kindProviders');

/**
 * A member's favourites. Refusals throw the kernel's BusinessError with the favorites plugin's codes
 * and messages (440 the target does not exist, 442 the cap is reached), as the endpoints answer.
 */
export interface Favorites {
  add(viewer: FavoriteViewer, kind: FavoriteKind, targetId: number): Promise<FavoriteSaved & { message: string }>;
  cancel(viewer: FavoriteViewer, kind: FavoriteKind, targetIds: readonly number[]): Promise<FavoriteCancelled>;
  status(viewer: FavoriteViewer, kind: FavoriteKind, targetIds: readonly number[]): Promise<FavoriteStatus>;
}
export const Favorites = serviceKey<Favorites>('favorites.store');
