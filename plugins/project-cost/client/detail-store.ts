import { computed, makeObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { DialogService } from '@kernel/client/dialogs';
import { RequestError } from '@kernel/client/http-client';
import { LoadState } from '@kernel/client/load-state';
import { MembershipDialogs } from '@plugins/membership/shared/dialogs';
import { ProjectCostCodes, ProjectCostMessages, type BaseInfo, type IndexResultInfo } from '../shared/contract';
import { ProjectCostApi, ProjectCostDetailStore, type DetailState } from './tokens';

export { ProjectCostDetailStore, type DetailState } from './tokens';

/**
 * One project's detail: a view token first (getViewToken), then the base info and the index
 * results with it. A token refused on the way (440) is fetched again once. A newer project's
 * answers win over a late one of the previous project.
 */
@injectable()
export class MobxProjectCostDetailStore implements ProjectCostDetailStore {
  id: number | null = null;
  /** The project does not exist (an invalid id, or the server's not-found code). */
  notFound = false;
  base: BaseInfo | null = null;
  result: IndexResultInfo | null = null;
  readonly loading = new LoadState((err) => (err instanceof RequestError ? err.message : ProjectCostMessages.failure));

  constructor(
    @inject(ProjectCostApi) private readonly api: ProjectCostApi,
    @inject(DialogService) private readonly dialogs: DialogService,
  ) {
    makeObservable(this, {
      id: observable,
      notFound: observable,
      base: observable.ref,
      result: observable.ref,
      state: computed,
      error: computed,
    });
  }

  get state(): DetailState {
    return this.notFound ? 'notFound' : this.loading.status;
  }

  get error(): string {
    return this.loading.error;
  }

  async load(rawId: number | string): Promise<void> {
    const id = Number(rawId);
    const valid = Number.isInteger(id) && id > 0;
    runInAction(() => {
      this.id = valid ? id : null;
      this.base = null;
      this.result = null;
      this.notFound = !valid;
    });
    if (!valid) {
      this.loading.reset();
      return;
    }
    await this.loading.run(() => this.fetch(id, true), {
      ready: ([base, result]) => {
        this.base = base;
        this.result = result;
      },
      error: (err) => {
        if (err instanceof RequestError && err.statusCode === ProjectCostCodes.notFound) this.notFound = true;
      },
    });
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

  /** The 开通 button of the locked breakdowns: membership's buy-service dialog. */
  openBuyService(): void {
    this.dialogs.open(MembershipDialogs.buyService);
  }
}
