import { inject, injectable } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import { Loadable } from '@kernel/client/load-state';
import type { SubcontractResult } from '../shared/contract';
import { LabourApi, type SubcontractStore } from './tokens';

/** The labour subcontract results of one single project (its detail page's 劳务分包 section). */
@injectable()
export class MobxSubcontractStore implements SubcontractStore {
  readonly result = new Loadable<SubcontractResult>();
  bidNodeId: number | null = null;

  constructor(@inject(LabourApi) private readonly api: LabourApi) {
    makeObservable<MobxSubcontractStore>(this, { bidNodeId: observable });
  }

  async load(bidNodeId: number): Promise<void> {
    if (this.bidNodeId === bidNodeId && (this.result.status === 'ready' || this.result.status === 'loading')) return;
    runInAction(() => (this.bidNodeId = bidNodeId));
    await this.result.load((signal) => this.api.subcontractResults(bidNodeId, signal));
  }
}
