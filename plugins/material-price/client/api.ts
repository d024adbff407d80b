import { inject, injectable } from 'inversify';
import { HttpClient, RequestError } from '@kernel/client/http-client';
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

/** A refused download answers the JSON envelope instead of the file: turn it into a RequestError. */
export async function checkBlob(blob: Blob): Promise<Blob> {
  if (!/json/i.test(blob.type)) return blob;
  let message = '导出失败，请稍后重试';
  let code = 0;
  try {
    const body = JSON.parse(await blobText(blob)) as { statusCode?: number; businessMsg?: string };
    if (body.businessMsg) message = body.businessMsg;
    code = body.statusCode ?? 0;
  } catch {
    // not JSON after all: keep the generic message
  }
  throw new RequestError(message, code);
}

/** Saves a blob under a file name through a temporary download link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
