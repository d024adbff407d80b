import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { errorMessage, Loadable } from '@kernel/client/load-state';
import { Notifier } from '@kernel/client/ui-store';
import { FavoritesMessages, type FavoriteItem, type FavoriteKind, type FavoriteLabour, type FavoriteNode, type FavoritePage } from '../shared/contract';
import { FavoritesApi, FavoriteToggles, type MyFavoritesStore } from './tokens';

/** See MyFavoritesStore (tokens.ts). */
@injectable()
export class MobxMyFavoritesStore implements MyFavoritesStore {
  readonly nodes = new Loadable<FavoritePage<FavoriteNode>>();
  readonly items = new Loadable<FavoritePage<FavoriteItem>>();
  readonly labour = new Loadable<FavoritePage<FavoriteLabour>>();
  pageNum: Record<FavoriteKind, number> = { node: 1, item: 1, labour: 1 };
  readonly pageSize = 10;
  private readonly cancelling = observable.set<string>();

  constructor(
    @inject(FavoritesApi) private readonly api: FavoritesApi,
    @inject(FavoriteToggles) private readonly toggles: FavoriteToggles,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeObservable(this, { pageNum: observable, load: action });
  }

  async load(kind: FavoriteKind, pageNum = this.pageNum[kind]): Promise<void> {
    this.pageNum = { ...this.pageNum, [kind]: pageNum };
    const query = { pageNum, pageSize: this.pageSize };
    if (kind === 'node') await this.nodes.load((signal) => this.api.nodes(query, signal), { keepWhileLoading: true });
    else if (kind === 'labour') await this.labour.load((signal) => this.api.labour(query, signal), { keepWhileLoading: true });
    else await this.items.load((signal) => this.api.items(query, signal), { keepWhileLoading: true });
  }

  isCancelling(kind: FavoriteKind, targetId: number): boolean {
    return this.cancelling.has(`${kind}:${targetId}`);
  }

  async cancel(kind: FavoriteKind, targetId: number): Promise<void> {
    const key = `${kind}:${targetId}`;
    if (this.cancelling.has(key)) return;
    runInAction(() => this.cancelling.add(key));
    try {
      await this.api.cancel(kind, [targetId]);
      // A button of the same target elsewhere follows.
      this.toggles.forget(kind, [targetId]);
      this.notifier.notify(FavoritesMessages.cancelled, 'success');
      const page = kind === 'node' ? this.nodes.data : kind === 'labour' ? this.labour.data : this.items.data;
      const last = page && page.list.length === 1 && this.pageNum[kind] > 1;
      await this.load(kind, last ? this.pageNum[kind] - 1 : this.pageNum[kind]);
    } catch (error) {
      this.notifier.notify(errorMessage(error, FavoritesMessages.failed), 'error');
    } finally {
      runInAction(() => this.cancelling.delete(key));
    }
  }
}
