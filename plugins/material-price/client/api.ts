import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import { MaterialPricePaths, type MaterialPriceInput, type MaterialPriceItem, type MaterialPricePage, type MaterialPriceQuery } from '../shared/contract';
import type { MaterialPriceApi } from './tokens';

/** The plugin's calls over the kernel's HTTP client (its messages, token refresh and captcha). */
@injectable()
export class HttpMaterialPriceApi implements MaterialPriceApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(query: MaterialPriceQuery, signal?: AbortSignal): Promise<MaterialPricePage> {
    const res = await this.http.get<MaterialPricePage>(MaterialPricePaths.list, { ...query }, { signal });
    return res.data;
  }

  async add(input: MaterialPriceInput): Promise<MaterialPriceItem> {
    const res = await this.http.post<MaterialPriceItem>(MaterialPricePaths.add, { ...input }, { exempt: true });
    return res.data;
  }
}
