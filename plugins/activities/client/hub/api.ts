import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import { ActivitiesPaths } from '../../shared/contract';
import type { ActivitiesApi } from './tokens';

/** The hub's calls over the kernel's HTTP client (its messages, token refresh). */
@injectable()
export class HttpActivitiesApi implements ActivitiesApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async clock(keyword?: string): Promise<unknown> {
    return (await this.http.post(ActivitiesPaths.doClock, keyword ? { keyword } : {})).data;
  }
}
