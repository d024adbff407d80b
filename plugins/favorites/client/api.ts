import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import {
  FavoritesPaths,
  type FavoriteCancelled,
  type FavoriteItem,
  type FavoriteKind,
  type FavoriteLabour,
  type FavoriteListQuery,
  type FavoriteNode,
  type FavoritePage,
  type FavoriteSaved,
  type FavoriteStatus,
} from '../shared/contract';
import type { FavoritesApi } from './tokens';

/**
 * The plugin's calls over the kernel's HTTP client (JSON bodies; its token refresh and logout
 * handling). The status call and the saves and cancels are silent: a failed status leaves the
 * buttons at 收藏, and the toggle store shows its own message when it rolls back.
 */
@injectable()
export class HttpFavoritesApi implements FavoritesApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async status(kind: FavoriteKind, targetIds: readonly number[]): Promise<FavoriteStatus> {
    return (await this.http.post<FavoriteStatus>(FavoritesPaths.status, { kind, targetIds: [...targetIds] }, { json: true, silent: true })).data;
  }

  async add(kind: FavoriteKind, targetId: number): Promise<FavoriteSaved> {
    return (await this.http.post<FavoriteSaved>(FavoritesPaths.add, { kind, targetId }, { json: true, silent: true })).data;
  }

  async cancel(kind: FavoriteKind, targetIds: readonly number[]): Promise<FavoriteCancelled> {
    return (await this.http.post<FavoriteCancelled>(FavoritesPaths.cancel, { kind, targetIds: [...targetIds] }, { json: true, silent: true })).data;
  }

  async nodes(query: FavoriteListQuery, signal?: AbortSignal): Promise<FavoritePage<FavoriteNode>> {
    return (await this.http.post<FavoritePage<FavoriteNode>>(FavoritesPaths.nodeList, { ...query }, { json: true, signal })).data;
  }

  async items(query: FavoriteListQuery, signal?: AbortSignal): Promise<FavoritePage<FavoriteItem>> {
    return (await this.http.post<FavoritePage<FavoriteItem>>(FavoritesPaths.itemList, { ...query }, { json: true, signal })).data;
  }

  async labour(query: FavoriteListQuery, signal?: AbortSignal): Promise<FavoritePage<FavoriteLabour>> {
    return (await this.http.post<FavoritePage<FavoriteLabour>>(FavoritesPaths.labourList, { ...query }, { json: true, signal })).data;
  }
}
