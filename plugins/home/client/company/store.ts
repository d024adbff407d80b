import { inject, injectable } from 'inversify';
import { computed, makeObservable, observable, runInAction } from 'mobx';
import { RequestError } from '@kernel/client/http-client';
import { Loadable } from '@kernel/client/load-state';
import { EnterpriseDetailCodes, type EnterpriseDetail } from '../../shared/contract';
import { CompanyApi, type CompanyStore } from './tokens';

/** The recommended-company page's store on the kernel's load-state base. */
@injectable()
export class MobxCompanyStore implements CompanyStore {
  readonly detail = new Loadable<EnterpriseDetail>();
  /** The id asked for last (null: the address named none). */
  private id: number | null = null;
  private notFound = false;

  constructor(@inject(CompanyApi) private readonly api: CompanyApi) {
    makeObservable<MobxCompanyStore, 'notFound'>(this, { notFound: observable, missing: computed });
  }

  get missing(): boolean {
    return this.notFound;
  }

  idOf(search: string): number | null {
    const text = (new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('id') ?? '').trim();
    return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
  }

  async load(id: number | null): Promise<void> {
    if (id === this.id && (this.detail.status === 'loading' || (this.detail.status === 'ready' && this.detail.data?.id === id))) return;
    this.id = id;
    if (id === null) {
      this.detail.clear();
      runInAction(() => (this.notFound = true));
      return;
    }
    runInAction(() => (this.notFound = false));
    const outcome = await this.detail.load((signal) => this.api.detail(id, signal));
    if (outcome.kind === 'error' && this.id === id) {
      const error = outcome.error;
      const gone = error instanceof RequestError && (error.statusCode === EnterpriseDetailCodes.notFound || error.statusCode === EnterpriseDetailCodes.invalid);
      runInAction(() => (this.notFound = gone));
    }
  }

  reload(): Promise<void> {
    const id = this.id;
    this.id = null;
    return this.load(id);
  }
}
