import { inject, injectable } from 'inversify';
import { checkBlob } from '@kernel/client/downloads';
import { HttpClient } from '@kernel/client/http-client';
import {
  MaterialPricePaths,
  type ExportQuery,
  type MaterialPriceMeta,
  type PriceSeries,
  type PriceSeriesQuery,
  type RegionPriceTable,
  type RegionTableQuery,
  type ResourceSearchQuery,
  type ResourceSearchResult,
} from '../shared/contract';
import type { MaterialPriceApi } from './tokens';

/** The plugin's calls over the kernel's HTTP client (its messages, token refresh and captcha). */
@injectable()
export class HttpMaterialPriceApi implements MaterialPriceApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async meta(signal?: AbortSignal): Promise<MaterialPriceMeta> {
    return (await this.http.get<MaterialPriceMeta>(MaterialPricePaths.meta, {}, { signal })).data;
  }

  async searchResources(query: ResourceSearchQuery, signal?: AbortSignal): Promise<ResourceSearchResult> {
    return (await this.http.get<ResourceSearchResult>(MaterialPricePaths.searchResources, { ...query }, { signal })).data;
  }

  async series(query: PriceSeriesQuery, signal?: AbortSignal): Promise<PriceSeries> {
    return (await this.http.get<PriceSeries>(MaterialPricePaths.series, { ...query }, { signal })).data;
  }

  async regionTable(query: RegionTableQuery, signal?: AbortSignal): Promise<RegionPriceTable> {
    return (await this.http.get<RegionPriceTable>(MaterialPricePaths.regionTable, { ...query }, { signal })).data;
  }

  async exportXlsx(query: ExportQuery): Promise<Blob> {
    const blob = await this.http.blob({ url: MaterialPricePaths.exportXlsx, method: 'POST', data: { ...query }, json: true, loading: true });
    return checkBlob(blob);
  }
}
