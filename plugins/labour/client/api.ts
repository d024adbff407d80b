import { inject, injectable } from 'inversify';
import { checkBlob } from '@kernel/client/downloads';
import { HttpClient } from '@kernel/client/http-client';
import {
  LabourPaths,
  type LabourAreaInfos,
  type LabourAreaQuery,
  type LabourAreaTable,
  type LabourCollectResult,
  type LabourCollectStatus,
  type LabourLineDetail,
  type LabourPermission,
  type LabourQuarterTable,
  type LabourQuartersQuery,
  type LabourSections,
  type LabourSectionsQueryV2,
  type LabourTrend,
  type LabourTrendQuery,
  type SubcontractResult,
} from '../shared/contract';
import type { LabourApi } from './tokens';

/** The labour endpoints over the kernel's HTTP client (its messages, token refresh and captcha). */
@injectable()
export class HttpLabourApi implements LabourApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async areaInfos(signal?: AbortSignal): Promise<LabourAreaInfos> {
    return (await this.http.get<LabourAreaInfos>(LabourPaths.areaInfos, undefined, { signal })).data;
  }

  async permission(signal?: AbortSignal): Promise<LabourPermission> {
    return (await this.http.get<LabourPermission>(LabourPaths.permission, undefined, { signal, silent: true })).data;
  }

  async sections(query: LabourSectionsQueryV2, signal?: AbortSignal): Promise<LabourSections> {
    return (await this.http.post<LabourSections>(LabourPaths.sectionsV2, { ...query }, { json: true, signal })).data;
  }

  async lineDetail(id: number, signal?: AbortSignal): Promise<LabourLineDetail> {
    return (await this.http.post<LabourLineDetail>(LabourPaths.sectionDetails, { id }, { json: true, signal })).data;
  }

  async quarters(query: LabourQuartersQuery, signal?: AbortSignal): Promise<LabourQuarterTable> {
    return (await this.http.post<LabourQuarterTable>(LabourPaths.sectionDetailsV2, { ...query }, { json: true, signal })).data;
  }

  async trend(query: LabourTrendQuery, signal?: AbortSignal): Promise<LabourTrend> {
    return (await this.http.post<LabourTrend>(LabourPaths.priceTrend, { ...query }, { json: true, signal })).data;
  }

  async areaTable(query: LabourAreaQuery, signal?: AbortSignal): Promise<LabourAreaTable> {
    return (await this.http.post<LabourAreaTable>(LabourPaths.areaLaborInfo, { ...query }, { json: true, signal })).data;
  }

  async collectStatus(ids: readonly number[], signal?: AbortSignal): Promise<LabourCollectStatus> {
    return (await this.http.post<LabourCollectStatus>(LabourPaths.collectStatus, { ids: [...ids] }, { json: true, signal, silent: true })).data;
  }

  async collect(id: number, cancel: boolean): Promise<LabourCollectResult> {
    return (await this.http.get<LabourCollectResult>(LabourPaths.collect, cancel ? { id, cancel: true } : { id })).data;
  }

  async exportLine(id: number, range: { from?: string; to?: string } = {}): Promise<Blob> {
    const blob = await this.http.blob({ url: LabourPaths.exportLine, method: 'GET', params: { id, from: range.from, to: range.to }, loading: true });
    return checkBlob(blob);
  }

  async subcontractResults(bidNodeId: number, signal?: AbortSignal): Promise<SubcontractResult> {
    return (await this.http.get<SubcontractResult>(LabourPaths.subcontractResults, { bidNodeId }, { signal })).data;
  }
}
