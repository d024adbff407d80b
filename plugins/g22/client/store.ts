import { inject, injectable } from 'inversify';
import { Loadable } from '@kernel/client/load-state';
import { G22Messages, type G22ColumnDetail, type G22ColumnList, type G22Estimate, type G22EstimateQuery } from '../shared/contract';
import { G22Api, type G22Store } from './tokens';

/** The `id` of an address (`?id=101`), or null when missing or invalid. */
export function idOf(search: string): number | null {
  const raw = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('id')?.trim() ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The column's store on the kernel's load-state base (only the newest answer counts). */
@injectable()
export class MobxG22Store implements G22Store {
  readonly list = new Loadable<G22ColumnList>();
  readonly detail = new Loadable<G22ColumnDetail>();
  readonly estimate = new Loadable<G22Estimate>();
  private detailId: number | null = null;

  constructor(@inject(G22Api) private readonly api: G22Api) {}

  async loadList(): Promise<void> {
    if (this.list.data || this.list.status === 'loading') return;
    await this.list.load((signal) => this.api.list(signal));
  }

  async loadDetail(search: string): Promise<void> {
    const id = idOf(search);
    if (id !== null && id === this.detailId && (this.detail.status === 'ready' || this.detail.status === 'loading')) return;
    this.detailId = id;
    await this.detail.load((signal) => (id === null ? Promise.reject(new Error(G22Messages.idInvalid)) : this.api.byId(id, signal)));
  }

  async runEstimate(query: G22EstimateQuery): Promise<void> {
    await this.estimate.load((signal) => this.api.estimate(query, signal), { keepWhileLoading: true });
  }
}
