import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, reaction, runInAction } from 'mobx';
import { DialogService } from '@kernel/client/dialogs';
import { PluginRegistry } from '@kernel/client/plugin-host';
import { errorMessage } from '@kernel/client/load-state';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';
import { AccountDialogs } from '@plugins/account/shared/dialogs';
import { FAVORITES_LIMITS, FavoritesMessages, type FavoriteKind } from '../shared/contract';
import { FavoritesApi, type FavoriteToggles } from './tokens';

const keyOf = (kind: FavoriteKind, id: number) => `${kind}:${id}`;

/** See FavoriteToggles (tokens.ts). */
@injectable()
export class MobxFavoriteToggles implements FavoriteToggles {
  /** Known states by `kind:id`. */
  private readonly saved = observable.map<string, boolean>({}, { deep: false });
  private readonly busy = observable.set<string>();
  /** Asked and not answered yet. */
  private readonly asking = new Set<string>();
  /** Waiting for the next status call, by kind. */
  private readonly queue = new Map<FavoriteKind, Set<number>>();
  private scheduled = false;
  /** Bumped when the user changes: answers for the previous one are dropped. */
  private generation = 0;

  constructor(
    @inject(FavoritesApi) private readonly api: FavoritesApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(DialogService) private readonly dialogs: DialogService,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(PluginRegistry) private readonly registry: Pick<PluginRegistry, 'dialogs'>,
  ) {
    makeObservable<this, 'forgetAll' | 'settle'>(this, { forget: action, forgetAll: action, settle: action, toggle: action });
    // Logout, or another user: what was known is someone else's.
    reaction(
      () => this.session.globalId,
      () => this.forgetAll(),
    );
  }

  isSaved(kind: FavoriteKind, targetId: number): boolean | undefined {
    return this.saved.get(keyOf(kind, targetId));
  }

  isBusy(kind: FavoriteKind, targetId: number): boolean {
    return this.busy.has(keyOf(kind, targetId));
  }

  want(kind: FavoriteKind, targetIds: readonly number[]): void {
    if (!this.session.isLogin) return;
    for (const id of targetIds) {
      const key = keyOf(kind, id);
      if (this.saved.has(key) || this.asking.has(key) || this.busy.has(key)) continue;
      this.asking.add(key);
      let ids = this.queue.get(kind);
      if (!ids) this.queue.set(kind, (ids = new Set()));
      ids.add(id);
    }
    if (this.queue.size > 0 && !this.scheduled) {
      // Every ask of this moment (all the rows of a list mounting) goes out in one call.
      this.scheduled = true;
      queueMicrotask(() => this.flush());
    }
  }

  private flush(): void {
    this.scheduled = false;
    const generation = this.generation;
    for (const [kind, set] of this.queue) {
      const ids = [...set];
      for (let i = 0; i < ids.length; i += FAVORITES_LIMITS.idsMax) {
        const chunk = ids.slice(i, i + FAVORITES_LIMITS.idsMax);
        this.api.status(kind, chunk).then(
          (answer) => generation === this.generation && this.settle(kind, chunk, new Set(answer.saved)),
          () => generation === this.generation && chunk.forEach((id) => this.asking.delete(keyOf(kind, id))),
        );
      }
    }
    this.queue.clear();
  }

  private settle(kind: FavoriteKind, ids: readonly number[], saved: ReadonlySet<number>): void {
    for (const id of ids) {
      const key = keyOf(kind, id);
      this.asking.delete(key);
      // A save or cancel started meanwhile knows better.
      if (!this.busy.has(key)) this.saved.set(key, saved.has(id));
    }
  }

  forget(kind: FavoriteKind, targetIds: readonly number[]): void {
    for (const id of targetIds) if (!this.busy.has(keyOf(kind, id))) this.saved.delete(keyOf(kind, id));
  }

  private forgetAll(): void {
    this.generation++;
    this.saved.clear();
    this.asking.clear();
    this.queue.clear();
  }

  async toggle(kind: FavoriteKind, targetId: number): Promise<void> {
    if (!this.session.isLogin) {
      // The account plugin's login dialog, when the account plugin is there.
      if (this.registry.dialogs.some((d) => d.id === AccountDialogs.login)) this.dialogs.open(AccountDialogs.login, {});
      return;
    }
    const key = keyOf(kind, targetId);
    if (this.busy.has(key)) return;
    const was = this.saved.get(key) === true;
    const generation = this.generation;
    this.saved.set(key, !was);
    this.busy.add(key);
    try {
      if (was) await this.api.cancel(kind, [targetId]);
      else await this.api.add(kind, targetId);
    } catch (error) {
      runInAction(() => {
        if (generation === this.generation) this.saved.set(key, was);
      });
      this.notifier.notify(errorMessage(error, FavoritesMessages.failed), 'error');
    } finally {
      runInAction(() => this.busy.delete(key));
    }
  }
}
