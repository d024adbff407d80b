import { inject, injectable } from 'inversify';
import { compactQuery as compact } from '@kernel/client/address-query';
import { checkBlob } from '@kernel/client/downloads';
import { HttpClient } from '@kernel/client/http-client';
import {
  UnitPricePaths,
  type BqBillPage,
  type BqDetailRight,
  type BqItemBrief,
  type BqItemInfo,
  type BqItemRef,
  type BqNormGroup,
  type BqPriceComposition,
  type BqRelated,
  type BqResSummary,
  type BqSearchPage,
  type BqSearchQuery,
  type BqTemplate,
  type BqTemplateQuery,
  type BqTradeNode,
  type BqTradeTreeQuery,
  type BqVideoGuide,
} from '../shared/contract';
import type { UnitPriceApi } from './tokens';

export { UnitPriceApi } from './tokens';

const refParams = (ref: BqItemRef) => ({ id: ref.id, projectId: ref.projectId });

@injectable()
export class HttpUnitPriceApi implements UnitPriceApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  private async getRef<T>(url: string, ref: BqItemRef): Promise<T> {
    return (await this.http.get<T>(url, refParams(ref), { silent: true })).data;
  }

  async search(query: BqSearchQuery, signal?: AbortSignal): Promise<BqSearchPage> {
    return (await this.http.post<BqSearchPage>(UnitPricePaths.search, compact(query), { json: true, signal })).data;
  }
  async template(query: BqTemplateQuery, signal?: AbortSignal): Promise<BqTemplate> {
    return (await this.http.post<BqTemplate>(UnitPricePaths.template, compact(query), { json: true, signal, silent: true })).data;
  }
  async tradeTree(query: BqTradeTreeQuery, signal?: AbortSignal): Promise<BqTradeNode[]> {
    return (await this.http.post<BqTradeNode[] | null>(UnitPricePaths.tradeTree, compact(query), { json: true, signal, silent: true })).data ?? [];
  }
  info(ref: BqItemRef) {
    return this.getRef<BqItemInfo>(UnitPricePaths.info, ref);
  }
  composition(ref: BqItemRef) {
    return this.getRef<BqPriceComposition>(UnitPricePaths.priceCompositions, ref);
  }
  norms(ref: BqItemRef) {
    return this.getRef<BqNormGroup>(UnitPricePaths.norms, ref);
  }
  resources(ref: BqItemRef) {
    return this.getRef<BqResSummary>(UnitPricePaths.resSummaries, ref);
  }
  related(ref: BqItemRef) {
    return this.getRef<BqRelated>(UnitPricePaths.related, ref);
  }
  async bill(resultId: number, pageNum: number, pageSize: number, chapter?: string, signal?: AbortSignal): Promise<BqBillPage> {
    const data = compact({ resultId, pageNum, pageSize, chapter });
    return (await this.http.post<BqBillPage>(UnitPricePaths.billByResult, data, { signal, silent: true })).data;
  }
  async excellent(resultId: number): Promise<BqItemBrief[]> {
    return (await this.http.post<BqItemBrief[] | null>(UnitPricePaths.excellentByResult, { resultId }, { silent: true })).data ?? [];
  }
  async right(): Promise<BqDetailRight> {
    return (await this.http.post<BqDetailRight>(UnitPricePaths.right, {}, { silent: true })).data;
  }
  async pdf(ref: BqItemRef): Promise<Blob> {
    return checkBlob(await this.http.blob({ url: UnitPricePaths.pdf, method: 'GET', params: refParams(ref), loading: true }), '组价方案下载失败，请稍后重试');
  }
  async videoGuide(): Promise<BqVideoGuide> {
    return (await this.http.get<BqVideoGuide>(UnitPricePaths.videoGuide, undefined, { silent: true })).data;
  }
  async videoEvent(event: 'open' | 'close', seconds?: number): Promise<void> {
    const body = event === 'close' && seconds != null ? { event, seconds: Math.max(0, Math.min(36_000, Math.round(seconds))) } : { event };
    await this.http.post(UnitPricePaths.videoWatched, body, { json: true, silent: true, keepalive: true });
  }
  async exportItem(ref: BqItemRef): Promise<Blob> {
    return checkBlob(await this.http.blob({ url: UnitPricePaths.exportItem, method: 'GET', params: refParams(ref), loading: true }));
  }
}
