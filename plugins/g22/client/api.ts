import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import { G22Paths, type G22ColumnDetail, type G22ColumnList, type G22Estimate, type G22EstimateQuery } from '../shared/contract';
import type { G22Api } from './tokens';

/** The plugin's calls over the kernel's HTTP client (its messages, token refresh and captcha). */
@injectable()
export class HttpG22Api implements G22Api {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(signal?: AbortSignal): Promise<G22ColumnList> {
    return (await this.http.get<G22ColumnList>(G22Paths.list, {}, { signal })).data;
  }

  async byId(id: number, signal?: AbortSignal): Promise<G22ColumnDetail> {
    return (await this.http.get<G22ColumnDetail>(G22Paths.byId, { id }, { signal })).data;
  }

  async estimate(query: G22EstimateQuery, signal?: AbortSignal): Promise<G22Estimate> {
    return (await this.http.post<G22Estimate>(G22Paths.estimate, { ...query }, { json: true, signal })).data;
  }
}
