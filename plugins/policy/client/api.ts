import { inject, injectable } from 'inversify';
import { compactQuery } from '@kernel/client/address-query';
import { checkBlob } from '@kernel/client/downloads';
import { readEventStream } from '@kernel/client/event-stream';
import { HttpClient } from '@kernel/client/http-client';
import {
  PolicyMessages,
  PolicyPaths,
  type PolicyAiEventMap,
  type PolicyAiHistory,
  type PolicyAiQuery,
  type PolicyBrief,
  type PolicyDetail,
  type PolicyParams,
  type PolicyRandomQuery,
  type PolicySearchQuery,
  type PolicySearchResult,
} from '../shared/contract';
import type { PolicyAiEvent, PolicyApi } from './tokens';

const AI_EVENTS: ReadonlySet<string> = new Set<keyof PolicyAiEventMap>(['meta', 'chunk', 'source', 'done', 'error']);

/** The policy endpoints over the kernel's HTTP client (its headers, messages, token refresh). */
@injectable()
export class HttpPolicyApi implements PolicyApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async params(signal?: AbortSignal): Promise<PolicyParams> {
    return (await this.http.get<PolicyParams>(PolicyPaths.params, undefined, { signal })).data;
  }

  async search(query: PolicySearchQuery, signal?: AbortSignal): Promise<PolicySearchResult> {
    return (await this.http.post<PolicySearchResult>(PolicyPaths.search, compactQuery(query), { json: true, signal })).data;
  }

  async detail(policyId: number, signal?: AbortSignal): Promise<PolicyDetail> {
    return (await this.http.post<PolicyDetail>(PolicyPaths.details, { policyId }, { json: true, signal, silent: true })).data;
  }

  async random(query: PolicyRandomQuery, signal?: AbortSignal): Promise<PolicyBrief[]> {
    return (await this.http.post<PolicyBrief[] | null>(PolicyPaths.random, compactQuery(query), { json: true, signal, silent: true })).data ?? [];
  }

  async pdf(policyId: number): Promise<Blob> {
    return checkBlob(await this.http.blob({ url: PolicyPaths.pdf, method: 'GET', params: { policyId }, loading: true }), PolicyMessages.pdfFailed);
  }

  async ask(query: PolicyAiQuery, onEvent: (event: PolicyAiEvent) => void, signal?: AbortSignal): Promise<void> {
    // Refusals (login, rate limit, an empty question) are shown by the panel, not as a toast.
    const response = await this.http.stream(PolicyPaths.ai, compactQuery(query), { signal, silent: true });
    if (!response.body) return;
    await readEventStream(
      response.body,
      (e) => {
        if (!AI_EVENTS.has(e.event)) return;
        let data: unknown;
        try {
          data = JSON.parse(e.data);
        } catch {
          return;
        }
        onEvent({ event: e.event, data } as PolicyAiEvent);
      },
      signal,
    );
    // An abort ends the reading quietly: tell the caller it was stopped.
    if (signal?.aborted) throw new DOMException('The answer was stopped', 'AbortError');
  }

  async history(pageNum: number, pageSize: number, signal?: AbortSignal): Promise<PolicyAiHistory> {
    return (await this.http.get<PolicyAiHistory>(PolicyPaths.aiHistory, { pageNum, pageSize }, { signal, silent: true })).data;
  }
}
