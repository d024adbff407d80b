import { inject, injectable } from 'inversify';
import { compactQuery } from '@kernel/client/address-query';
import { checkBlob } from '@kernel/client/downloads';
import { HttpClient } from '@kernel/client/http-client';
import type { IndexType } from '@plugins/cost-data/shared/vocabulary';
import {
  BidNodePaths,
  type AttrInfo,
  type BaseInfo,
  type BidNodeSummary,
  type CompareData,
  type DynamicTrend,
  type IndexByType,
  type IndexColumn,
  type IntervalStats,
  type LikeState,
  type ListPage,
  type ListQuery,
  type RangeIndicator,
  type RepriceResult,
  type ResultInfo,
  type ScopeInfo,
} from '../shared/contract';

import type { BidNodeApi, CompareTarget } from './tokens';

export { BidNodeApi, type CompareTarget } from './tokens';

export function compareBody(ids: readonly number[], target?: CompareTarget | null): Record<string, unknown> {
  return target ? { ids: [...ids], targetAreaId: target.areaId, targetMonth: target.month } : { ids: [...ids] };
}

@injectable()
export class HttpBidNodeApi implements BidNodeApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  private async form<T>(url: string, data: Record<string, unknown>, silent = false): Promise<T> {
    return (await this.http.post<T>(url, data, { silent })).data;
  }

  async list(query: ListQuery, signal?: AbortSignal): Promise<ListPage> {
    const res = await this.http.post<ListPage>(BidNodePaths.list, compactQuery(query), { json: true, signal });
    return res.data ?? { total: 0, pageNum: query.pageNum, pageSize: query.pageSize, list: [] };
  }

  summary(id: number) {
    return this.form<BidNodeSummary>(BidNodePaths.summary, { bidNodeId: id });
  }
  base(id: number) {
    return this.form<BaseInfo>(BidNodePaths.base, { bidNodeId: id }, true);
  }
  scope(id: number) {
    return this.form<ScopeInfo>(BidNodePaths.scope, { bidNodeId: id }, true);
  }
  attr(id: number) {
    return this.form<AttrInfo>(BidNodePaths.attr, { bidNodeId: id }, true);
  }
  async cols(id: number) {
    return (await this.form<IndexColumn[] | null>(BidNodePaths.cols, { bidNodeId: id }, true)) ?? [];
  }
  async results(id: number) {
    return (await this.form<ResultInfo[] | null>(BidNodePaths.result, { bidNodeId: id }, true)) ?? [];
  }
  indexByType(id: number, indexType: IndexType) {
    return this.form<IndexByType>(BidNodePaths.indexByType, { bidNodeId: id, indexType }, true);
  }
  trend(id: number) {
    return this.form<DynamicTrend>(BidNodePaths.trend, { bidNodeId: id }, true);
  }
  async interval(indicator: RangeIndicator, ids: readonly number[], pricingStage?: string | null) {
    const res = await this.http.post<IntervalStats>(BidNodePaths.interval, { indexType: indicator, ids: ids.join(','), ...(pricingStage ? { pricingStage } : {}) }, { multipart: true });
    return res.data;
  }
  like(id: number) {
    return this.form<LikeState>(BidNodePaths.like, { bidNodeId: id });
  }
  unlike(id: number) {
    return this.form<LikeState>(BidNodePaths.unlike, { bidNodeId: id });
  }
  async compare(ids: readonly number[], target?: CompareTarget | null) {
    return (await this.http.post<CompareData>(BidNodePaths.compare, compareBody(ids, target), { json: true })).data;
  }
  async exportCompare(ids: readonly number[], target?: CompareTarget | null) {
    return checkBlob(await this.http.blob({ url: BidNodePaths.exportCompare, method: 'POST', data: compareBody(ids, target), json: true, loading: true }));
  }
  reprice(id: number, targetAreaId: number, targetMonth: string) {
    return this.form<RepriceResult>(BidNodePaths.reprice, { bidNodeId: id, targetAreaId, targetMonth });
  }
  async exportList(query: ListQuery) {
    const { pageNum: _p, pageSize: _s, ...rest } = query;
    void _p;
    void _s;
    return checkBlob(await this.http.blob({ url: BidNodePaths.exportList, method: 'POST', data: compactQuery({ ...rest, pageNum: 1, pageSize: 50 }), json: true, loading: true }));
  }
  async exportDetail(id: number) {
    return checkBlob(await this.http.blob({ url: BidNodePaths.exportDetail, method: 'POST', data: { bidNodeId: id }, loading: true }));
  }
}
