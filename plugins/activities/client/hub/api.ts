import { inject, injectable } from 'inversify';
import { checkBlob } from '@kernel/client/downloads';
import { HttpClient } from '@kernel/client/http-client';
import { ActivitiesPaths } from '../../shared/contract';
import type {
  DownloadTimes,
  ExchangeCheck,
  ExchangePage,
  ExchangeResult,
  HubInfo,
  PointsRecordPage,
  PointsRecordQuery,
  ProductList,
  RegisterRecord,
  ShippingAddress,
  SignInResult,
  UserPoints,
} from './model';
import type { ActivitiesApi } from './tokens';

/** The hub's calls over the kernel's HTTP client (its messages, token refresh). */
@injectable()
export class HttpActivitiesApi implements ActivitiesApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async hub(signal?: AbortSignal): Promise<HubInfo> {
    return (await this.http.get<HubInfo>(ActivitiesPaths.hub, {}, { signal })).data;
  }

  async registerRecord(signal?: AbortSignal): Promise<RegisterRecord> {
    return (await this.http.get<RegisterRecord>(ActivitiesPaths.registerRecord, {}, { signal })).data;
  }

  async signIn(): Promise<SignInResult> {
    return (await this.http.post<SignInResult>(ActivitiesPaths.signIn, {}, { json: true })).data;
  }

  async makeUp(date: string): Promise<SignInResult> {
    return (await this.http.post<SignInResult>(ActivitiesPaths.makeUp, { date }, { json: true })).data;
  }

  async userPoints(signal?: AbortSignal): Promise<UserPoints> {
    return (await this.http.post<UserPoints>(ActivitiesPaths.userPoints, {}, { json: true, signal })).data;
  }

  async pointsRecords(query: PointsRecordQuery, signal?: AbortSignal): Promise<PointsRecordPage> {
    const body: Record<string, unknown> = { pageNum: query.pageNum, pageSize: query.pageSize };
    if (query.reason) body.reason = query.reason;
    if (query.direction) body.direction = query.direction;
    if (query.from) body.from = query.from;
    if (query.to) body.to = query.to;
    return (await this.http.post<PointsRecordPage>(ActivitiesPaths.pointsRecords, body, { json: true, signal })).data;
  }

  async products(signal?: AbortSignal): Promise<ProductList> {
    return (await this.http.post<ProductList>(ActivitiesPaths.products, {}, { json: true, signal })).data;
  }

  async exchanges(pageNum: number, pageSize: number, signal?: AbortSignal): Promise<ExchangePage> {
    return (await this.http.get<ExchangePage>(ActivitiesPaths.exchangeInfo, { pageNum, pageSize }, { signal })).data;
  }

  async exchangeCheck(productCode: string): Promise<ExchangeCheck> {
    return (await this.http.post<ExchangeCheck>(ActivitiesPaths.exchangeCheck, { productCode }, { json: true, silent: true })).data;
  }

  async exchange(productCode: string, requestId: string, address?: ShippingAddress): Promise<ExchangeResult> {
    // The refusal (积分不足, 库存不足 …) is shown in the dialog, not as a toast.
    const body: Record<string, unknown> = { productCode, requestId };
    if (address) body.address = address;
    return (await this.http.post<ExchangeResult>(ActivitiesPaths.exchangeProduct, body, { json: true, silent: true })).data;
  }

  async downloadTimes(exchangeId: number): Promise<DownloadTimes> {
    return (await this.http.post<DownloadTimes>(ActivitiesPaths.checkDownloadTimes, { exchangeId }, { json: true, silent: true })).data;
  }

  async checkDownloaded(exchangeId: number): Promise<boolean> {
    const data = (await this.http.post<{ downloaded: boolean }>(ActivitiesPaths.checkDownloaded, { exchangeId }, { json: true, silent: true })).data;
    return !!data?.downloaded;
  }

  async downloadPdf(exchangeId: number, again: boolean): Promise<Blob> {
    const url = again ? ActivitiesPaths.downloadPdfAgain : ActivitiesPaths.downloadPdf;
    return checkBlob(await this.http.blob({ url, method: 'POST', data: { exchangeId }, json: true, loading: true }), '下载失败，请稍后重试');
  }

  async clock(keyword?: string): Promise<unknown> {
    return (await this.http.post(ActivitiesPaths.doClock, keyword ? { keyword } : {}, { json: true, silent: true })).data;
  }
}
