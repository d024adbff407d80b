import { computed, makeObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import { AddressQueryList } from '@kernel/client/address-query';
import { Navigator } from '@kernel/client/navigator';
import type { PolicySearchResult } from '../shared/contract';
import { policyRoutes } from '../shared/routes';
import { DEFAULT_QUERY, hasFilters, policyQuery, toSearchQuery } from './query';
import { PolicyApi, PolicyCatalog, type PolicyListQuery, type PolicyListStore } from './tokens';

export const LIST_PATH = policyRoutes.index.pattern;

/**
 * The list page's state: the query (keyword, 地区, 文件类型, 发布年份, sort, paging) mirrored in the
 * address, and the page of hits with their highlights. The choices come from the shared catalogue.
 */
@injectable()
export class MobxPolicyListStore extends AddressQueryList<PolicyListQuery, PolicySearchResult> implements PolicyListStore {
  constructor(
    @inject(PolicyApi) private readonly api: PolicyApi,
    @inject(PolicyCatalog) readonly catalog: PolicyCatalog,
    @inject(Navigator) navigator: Navigator,
  ) {
    super(navigator, policyQuery, LIST_PATH);
    makeObservable(this, { error: computed, sort: computed, filtered: computed });
  }

  get error(): string | null {
    return this.loading.status === 'error' ? this.loading.error : null;
  }

  get sort(): 'relevance' | 'date' {
    return this.query.sortField === 'date' || !this.query.keyWord ? 'date' : 'relevance';
  }

  get filtered(): boolean {
    return hasFilters(this.query);
  }

  search(keyword: string): Promise<void> {
    return this.update({ keyWord: keyword.trim() || undefined });
  }

  setSort(sort: 'relevance' | 'date'): Promise<void> {
    return this.update(sort === 'date' ? { sortField: 'date', sortOrder: 'desc' } : { sortField: undefined, sortOrder: undefined });
  }

  reset(): Promise<void> {
    return this.replaceQuery({ ...DEFAULT_QUERY, pageSize: this.query.pageSize });
  }

  async load(): Promise<void> {
    void this.catalog.ensure();
    await this.loadPage((q, signal) => this.api.search(toSearchQuery(q), signal));
  }
}
