/**
 * The plugin's service tokens: a Symbol and an interface of the same name each. The
 * implementations live in the lazily loaded services chunk (services.ts); this file imports types
 * only, so a test double satisfies an interface without extending a class.
 */
import type { LoadableView } from '@kernel/client/load-state';
import type {
  FavoriteCancelled,
  FavoriteItem,
  FavoriteKind,
  FavoriteLabour,
  FavoriteListQuery,
  FavoriteNode,
  FavoritePage,
  FavoriteSaved,
  FavoriteStatus,
} from '../shared/contract';

/** The plugin's calls (shared/contract.ts). */
export const FavoritesApi = Symbol('FavoritesApi');
export interface FavoritesApi {
  status(kind: FavoriteKind, targetIds: readonly number[]): Promise<FavoriteStatus>;
  add(kind: FavoriteKind, targetId: number): Promise<FavoriteSaved>;
  cancel(kind: FavoriteKind, targetIds: readonly number[]): Promise<FavoriteCancelled>;
  nodes(query: FavoriteListQuery, signal?: AbortSignal): Promise<FavoritePage<FavoriteNode>>;
  items(query: FavoriteListQuery, signal?: AbortSignal): Promise<FavoritePage<FavoriteItem>>;
  labour(query: FavoriteListQuery, signal?: AbortSignal): Promise<FavoritePage<FavoriteLabour>>;
}

/**
 * Whether the user has saved a target, for the 收藏 / 已收藏 buttons: asked for many targets at
 * once (the ids asked in the same moment go out in one status call), changed optimistically.
 * Forgotten when the user logs out or another user logs in.
 */
export const FavoriteToggles = Symbol('FavoriteToggles');
export interface FavoriteToggles {
  /** True / false once known; undefined while unknown (not asked yet, being asked, or logged out). */
  isSaved(kind: FavoriteKind, targetId: number): boolean | undefined;
  /** Whether a save or a cancel of the target is in flight. */
  isBusy(kind: FavoriteKind, targetId: number): boolean;
  /** Asks for the targets not known yet (nothing for a visitor); batched with the other asks of this moment. */
  want(kind: FavoriteKind, targetIds: readonly number[]): void;
  /**
   * Saves or cancels: the button changes at once and changes back, with a message, when the call
   * fails. A visitor is asked to log in instead (the account plugin's login dialog).
   */
  toggle(kind: FavoriteKind, targetId: number): Promise<void>;
  /** Drops what is known of the targets (changed elsewhere, e.g. cancelled in 我的收藏); asked again when wanted. */
  forget(kind: FavoriteKind, targetIds: readonly number[]): void;
}

/** 我的收藏 in the user centre: one paged list per kind. */
export const MyFavoritesStore = Symbol('MyFavoritesStore');
export interface MyFavoritesStore {
  readonly nodes: LoadableView<FavoritePage<FavoriteNode>>;
  readonly items: LoadableView<FavoritePage<FavoriteItem>>;
  readonly labour: LoadableView<FavoritePage<FavoriteLabour>>;
  /** The page of each list (1-based) and its size. */
  readonly pageNum: Readonly<Record<FavoriteKind, number>>;
  readonly pageSize: number;
  /** Loads a page of a kind's list (default: its current page). */
  load(kind: FavoriteKind, pageNum?: number): Promise<void>;
  /** Cancels one favourite from the list, then reloads the page (the previous one when it emptied). */
  cancel(kind: FavoriteKind, targetId: number): Promise<void>;
  /** Whether the cancel of a target is in flight. */
  isCancelling(kind: FavoriteKind, targetId: number): boolean;
}
