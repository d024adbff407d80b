import { inject, injectable } from 'inversify';
import { Loadable } from '@kernel/client/load-state';
import type { PolicyParams } from '../shared/contract';
import { PolicyApi, type PolicyCatalog } from './tokens';

/** The list's choices (types, years, regions), loaded once (a failure is retried on the next ask). */
@injectable()
export class MobxPolicyCatalog implements PolicyCatalog {
  readonly params = new Loadable<PolicyParams>();
  private pending: Promise<unknown> | null = null;

  constructor(@inject(PolicyApi) private readonly api: PolicyApi) {}

  async ensure(): Promise<PolicyParams | null> {
    if (this.params.data) return this.params.data;
    this.pending ??= this.params.load((signal) => this.api.params(signal), { keepOnError: true }).finally(() => (this.pending = null));
    await this.pending;
    return this.params.data;
  }
}
