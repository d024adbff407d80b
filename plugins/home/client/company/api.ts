import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import { HomePaths, type EnterpriseDetail } from '../../shared/contract';
import type { CompanyApi } from './tokens';

/** The enterprise detail over the kernel's HTTP client (the page shows a refusal itself). */
@injectable()
export class HttpCompanyApi implements CompanyApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async detail(id: number, signal?: AbortSignal): Promise<EnterpriseDetail> {
    return (await this.http.get<EnterpriseDetail>(HomePaths.enterpriseDetail, { id }, { signal, silent: true })).data;
  }
}
