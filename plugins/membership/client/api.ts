import { inject, injectable } from 'inversify';
import type { UserInfo } from '@kernel/core/session';
import { HttpClient } from '@kernel/client/http-client';
import { AccountPaths, type DeviceSession } from '@plugins/account/shared/contract';
import { MembershipApi as MembershipApiToken } from './tokens';
import { MembershipPaths, type Province, type RightsInfo, type TrialApplication, type TrialResult } from '../shared/contract';

export const MembershipApi: typeof MembershipApiToken = MembershipApiToken;

/** The calls of the membership views (paths in ../shared/contract.ts), over the kernel's HTTP client. */
export interface MembershipApi {
  queryRights(): Promise<RightsInfo>;
  /** Sends the trial SMS code; `validateData` is the solved captcha. */
  sendTrialCode(mobile: string, validateData: string): Promise<void>;
  /** Applies for the trial; rejects with a RequestError carrying the server's businessMsg (no toast). */
  applyTrial(application: TrialApplication): Promise<TrialResult>;
  findProvince(): Promise<Province[]>;
  /** Reloads the user info (POST usr with accessToken and casId). */
  loadUser(accessToken: string, casId: string): Promise<UserInfo | null>;
  sessions(): Promise<DeviceSession[]>;
  revokeOtherSessions(): Promise<number>;
}

@injectable()
export class HttpMembershipApi implements MembershipApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async queryRights(): Promise<RightsInfo> {
    return (await this.http.post<RightsInfo>(MembershipPaths.queryRights, {}, { silent: true })).data;
  }

  async sendTrialCode(mobile: string, validateData: string): Promise<void> {
    await this.http.post(MembershipPaths.trialCode, { mobile }, { headers: { validateData }, silent: true });
  }

  async applyTrial(application: TrialApplication): Promise<TrialResult> {
    const res = await this.http.post<TrialResult>(MembershipPaths.applyTrial, { ...application }, { json: true, silent: true, loading: true });
    return res.data;
  }

  async findProvince(): Promise<Province[]> {
    return (await this.http.get<Province[]>(MembershipPaths.findProvince, undefined, { silent: true })).data ?? [];
  }

  async loadUser(accessToken: string, casId: string): Promise<UserInfo | null> {
    return (await this.http.post<UserInfo>(AccountPaths.usr, { accessToken, casId }, { silent: true })).data ?? null;
  }

  async sessions(): Promise<DeviceSession[]> {
    return (await this.http.get<DeviceSession[]>(AccountPaths.sessions, undefined, { silent: true })).data ?? [];
  }

  async revokeOtherSessions(): Promise<number> {
    const res = await this.http.post<{ revoked: number }>(AccountPaths.revokeOtherSessions, {});
    return res.data?.revoked ?? 0;
  }
}
