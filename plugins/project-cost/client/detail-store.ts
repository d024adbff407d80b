import { action, makeObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { RequestError } from '@kernel/client/http-client';
import { SessionStore } from '@kernel/client/session-store';
import { ProjectCostCodes, ProjectCostMessages, type BaseInfo, type IndexResultInfo } from '../shared/contract';
import { ProjectCostApi } from './api';
import { ProjectCostDetailStore as DetailStoreToken } from './tokens';

export const ProjectCostDetailStore: typeof DetailStoreToken = DetailStoreToken;
export type ProjectCostDetailStore = MobxProjectCostDetailStore;

export type DetailState = 'idle' | 'loading' | 'ready' | 'notFound' | 'error';

/**
 * One project's detail: a view token first (getViewToken), then the base info and the index
 * results with it. A token refused on the way (440) is fetched again once.
 */
@injectable()
export class MobxProjectCostDetailStore {
  id: number | null = null;
  state: DetailState = 'idle';
  error = '';
  base: BaseInfo | null = null;
  result: IndexResultInfo | null = null;

  private seq = 0;

  constructor(
    @inject(ProjectCostApi) private readonly api: ProjectCostApi,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeObservable(this, {
      id: observable,
      state: observable,
      error: observable,
      base: observable.ref,
      result: observable.ref,
      load: action,
      openBuyService: action,
    });
  }

  async load(rawId: number | string): Promise<void> {
    const id = Number(rawId);
    const seq = ++this.seq;
    this.id = Number.isInteger(id) && id > 0 ? id : null;
    this.base = null;
    this.result = null;
    this.error = '';
    if (this.id === null) {
      this.state = 'notFound';
      return;
    }
    this.state = 'loading';
    try {
      const [base, result] = await this.fetch(id, true);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.base = base;
        this.result = result;
        this.state = 'ready';
      });
    } catch (err) {
      if (seq !== this.seq) return;
      runInAction(() => {
        if (err instanceof RequestError && err.statusCode === ProjectCostCodes.notFound) {
          this.state = 'notFound';
          this.error = err.message;
        } else {
          this.state = 'error';
          this.error = err instanceof RequestError ? err.message : ProjectCostMessages.failure;
        }
      });
    }
  }

  private async fetch(id: number, retry: boolean): Promise<[BaseInfo, IndexResultInfo]> {
    const { viewToken } = await this.api.viewToken(id);
    try {
      return await Promise.all([this.api.baseInfo(id, viewToken), this.api.indexResult(id, viewToken)]);
    } catch (err) {
      if (retry && err instanceof RequestError && err.statusCode === ProjectCostCodes.viewToken) return this.fetch(id, false);
      throw err;
    }
  }

  /** The 开通 button of the locked breakdowns: the buy-service dialog. */
  openBuyService(): void {
    this.session.setFlag('showBuyService', true);
  }
}
