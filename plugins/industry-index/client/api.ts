import { inject, injectable } from 'inversify';
import { checkBlob } from '@kernel/client/downloads';
import { HttpClient } from '@kernel/client/http-client';
import { IndustryIndexPaths, type IndustryDataList, type IndustryDataQuery, type IndustryExportQuery, type IndustryParams } from '../shared/contract';
import type { IndustryIndexApi } from './tokens';

/** The plugin's calls over the kernel's HTTP client (its messages, token refresh and captcha). */
@injectable()
export class HttpIndustryIndexApi implements IndustryIndexApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async params(signal?: AbortSignal): Promise<IndustryParams> {
    return (await this.http.get<IndustryParams>(IndustryIndexPaths.params, {}, { signal })).data;
  }

  async dataList(query: IndustryDataQuery, signal?: AbortSignal): Promise<IndustryDataList> {
    return (await this.http.post<IndustryDataList>(IndustryIndexPaths.dataList, { ...query }, { json: true, signal })).data;
  }

  async exportXlsx(query: IndustryExportQuery): Promise<Blob> {
    const blob = await this.http.blob({ url: IndustryIndexPaths.exportXlsx, method: 'POST', data: { ...query }, json: true, loading: true });
    return checkBlob(blob);
  }
}
