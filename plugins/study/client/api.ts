import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import { StudyPaths, type StudyContent, type StudyList, type StudyQuery } from '../shared/contract';
import type { StudyApi } from './tokens';

/** The plugin's calls over the kernel's HTTP client (its messages, token refresh). */
@injectable()
export class HttpStudyApi implements StudyApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(query: StudyQuery, signal?: AbortSignal): Promise<StudyList> {
    const params = { topic: query.topic, kind: query.kind, keyWord: query.keyWord, pageNum: query.pageNum, pageSize: query.pageSize };
    return (await this.http.get<StudyList>(StudyPaths.list, params, { signal })).data;
  }

  async view(id: number, signal?: AbortSignal): Promise<StudyContent> {
    return (await this.http.get<StudyContent>(StudyPaths.view, { id }, { signal })).data;
  }
}
