import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import {
  HomePaths,
  type ControlCase,
  type Cooperate,
  type CostOverview,
  type CostShare,
  type Enterprise,
  type EnterpriseVideo,
  type HitResult,
  type HitType,
  type Outline,
  type PopEnum,
  type PopupEntry,
  type RecommendItem,
  type ViewType,
} from '../shared/contract';

export const HomeApi = Symbol('HomeApi');

/** The home page's calls (endpoints: plugins/home/README.md), over the kernel's HTTP client; all silent. */
export interface HomeApi {
  outline(): Promise<Outline | null>;
  recommendData(size?: number): Promise<RecommendItem[]>;
  enterprises(): Promise<Enterprise[]>;
  videos(): Promise<EnterpriseVideo[]>;
  cooperates(): Promise<Cooperate[]>;
  controlCases(): Promise<ControlCase[]>;
  costShares(): Promise<CostShare[]>;
  costOverview(): Promise<CostOverview | null>;
  hit(type: HitType, id: number): Promise<HitResult | null>;
  /** Whether the popup is still to be shown to the logged-in member (login). */
  popFlag(popEnum: PopEnum): Promise<boolean>;
  closePopFlag(popEnum: PopEnum): Promise<void>;
  /** The data update notice's entrance picture and target (the first entry), or null. */
  popupInfo(): Promise<PopupEntry | null>;
  /** The list a keyword belongs to (login required). */
  autoSearch(keyword: string): Promise<ViewType | null>;
}

const SILENT = { silent: true, exempt: true } as const;

@injectable()
export class HttpHomeApi implements HomeApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  private async list<T>(url: string, params?: Record<string, number>): Promise<T[]> {
    const data = (await this.http.get<T[] | null>(url, params, SILENT)).data;
    return Array.isArray(data) ? data : [];
  }

  async outline(): Promise<Outline | null> {
    return (await this.http.get<Outline | null>(HomePaths.queryOutline, undefined, SILENT)).data ?? null;
  }

  recommendData(size?: number): Promise<RecommendItem[]> {
    return this.list(HomePaths.recommendData, size ? { size } : undefined);
  }

  enterprises(): Promise<Enterprise[]> {
    return this.list(HomePaths.queryEnterprise);
  }

  videos(): Promise<EnterpriseVideo[]> {
    return this.list(HomePaths.enterpriseVideo);
  }

  cooperates(): Promise<Cooperate[]> {
    return this.list(HomePaths.queryCooperate);
  }

  controlCases(): Promise<ControlCase[]> {
    return this.list(HomePaths.queryControlApplicationCase);
  }

  costShares(): Promise<CostShare[]> {
    return this.list(HomePaths.queryControlCostShare);
  }

  async costOverview(): Promise<CostOverview | null> {
    return (await this.http.get<CostOverview | null>(HomePaths.costOverview, undefined, SILENT)).data ?? null;
  }

  async hit(type: HitType, id: number): Promise<HitResult | null> {
    return (await this.http.get<HitResult | null>(HomePaths.hitControlInfo, { type, id }, SILENT)).data ?? null;
  }

  async popFlag(popEnum: PopEnum): Promise<boolean> {
    return (await this.http.get<boolean | null>(HomePaths.getHomePopFlag, { popEnum }, SILENT)).data === true;
  }

  async popupInfo(): Promise<PopupEntry | null> {
    const data = (await this.http.get<PopupEntry[] | null>(HomePaths.popupInfo, undefined, SILENT)).data;
    return Array.isArray(data) ? (data[0] ?? null) : null;
  }

  async closePopFlag(popEnum: PopEnum): Promise<void> {
    await this.http.get(HomePaths.closeHomePopFlag, { popEnum }, SILENT);
  }

  async autoSearch(keyword: string): Promise<ViewType | null> {
    const res = await this.http.post<{ viewType?: ViewType } | null>(HomePaths.autoSearch, undefined, { params: { keyword }, ...SILENT });
    return res.data?.viewType ?? null;
  }
}
