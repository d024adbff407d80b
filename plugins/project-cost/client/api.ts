import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import {
  ProjectCostPaths,
  type BaseInfo,
  type ContactInput,
  type IndexResultInfo,
  type ListPage,
  type ListQuery,
  type RegionsInfo,
  type ViewToken,
} from '../shared/contract';

import { ProjectCostApi } from './tokens';

export { ProjectCostApi } from './tokens';

@injectable()
export class HttpProjectCostApi implements ProjectCostApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(query: ListQuery): Promise<ListPage> {
    return (await this.http.post<ListPage>(ProjectCostPaths.list, { ...query }, { gateway: 'cost', json: true })).data;
  }

  async regions(): Promise<RegionsInfo> {
    return (await this.http.get<RegionsInfo>(ProjectCostPaths.regions, undefined, { gateway: 'cost', silent: true })).data;
  }

  async viewToken(id: number): Promise<ViewToken> {
    return (await this.http.get<ViewToken>(ProjectCostPaths.viewToken, { id }, { gateway: 'cost', silent: true })).data;
  }

  async baseInfo(id: number, viewToken: string): Promise<BaseInfo> {
    return (await this.http.get<BaseInfo>(ProjectCostPaths.baseInfo, { id, viewToken }, { gateway: 'cost', silent: true })).data;
  }

  async indexResult(id: number, viewToken: string): Promise<IndexResultInfo> {
    return (await this.http.get<IndexResultInfo>(ProjectCostPaths.indexResult, { id, viewToken }, { gateway: 'cost', silent: true })).data;
  }

  async contact(input: ContactInput): Promise<void> {
    await this.http.post(ProjectCostPaths.contact, { ...input }, { gateway: 'cost', silent: true, loading: true });
  }
}
