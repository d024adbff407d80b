import type { HttpClient } from '@kernel/client/http-client';
import { SecurityPaths, type NewSubAccount, type SecurityOverview, type SubAccount, type SubAccountList } from '../shared/security';

/**
 * The calls of the user centre's 账号安全 and 子账号管理 tabs (shared/security.ts), over the
 * kernel's HTTP client: JSON bodies, its token refresh and logout handling, and its captcha step
 * (980 → 安全验证 → the call again with header validateData). The writes are `exempt`: their
 * refusals come back to the dialog that shows them by its field, not as a toast.
 */
export class HttpSecurityApi {
  constructor(private readonly http: HttpClient) {}

  async overview(signal?: AbortSignal): Promise<SecurityOverview> {
    return (await this.http.get<SecurityOverview>(SecurityPaths.overview, undefined, { signal })).data;
  }

  async changePassword(oldPassword: string, newPassword: string): Promise<{ signedOut: number; message: string }> {
    const reply = await this.http.post<{ signedOut: number }>(SecurityPaths.changePassword, { oldPassword, newPassword }, { json: true, exempt: true });
    return { ...reply.data, message: reply.businessMsg };
  }

  async sendPhoneCode(mobile: string): Promise<{ mobile: string; message: string }> {
    const reply = await this.http.post<{ mobile: string }>(SecurityPaths.sendPhoneCode, { mobile }, { json: true, exempt: true });
    return { ...reply.data, message: reply.businessMsg };
  }

  async bindPhone(mobile: string, code: string): Promise<{ mobile: string; message: string }> {
    const reply = await this.http.post<{ mobile: string }>(SecurityPaths.bindPhone, { mobile, code }, { json: true, exempt: true });
    return { ...reply.data, message: reply.businessMsg };
  }

  async signOutEverywhere(): Promise<{ revoked: number; message: string }> {
    const reply = await this.http.post<{ revoked: number }>(SecurityPaths.signOutEverywhere, {}, { json: true, exempt: true });
    return { ...reply.data, message: reply.businessMsg };
  }

  async sendDeleteCode(): Promise<{ mobile: string; message: string }> {
    const reply = await this.http.post<{ mobile: string }>(SecurityPaths.sendDeleteCode, {}, { json: true, exempt: true });
    return { ...reply.data, message: reply.businessMsg };
  }

  async deleteAccount(confirmation: { code: string } | { password: string }): Promise<string> {
    return (await this.http.post<null>(SecurityPaths.deleteAccount, { ...confirmation }, { json: true, exempt: true })).businessMsg;
  }

  async subAccounts(signal?: AbortSignal): Promise<SubAccountList> {
    return (await this.http.get<SubAccountList>(SecurityPaths.subAccounts, undefined, { signal })).data;
  }

  async addSubAccount(input: NewSubAccount): Promise<{ sub: SubAccount; message: string }> {
    const reply = await this.http.post<SubAccount>(SecurityPaths.addSubAccount, { ...input }, { json: true, exempt: true });
    return { sub: reply.data, message: reply.businessMsg };
  }

  async setSubAccountEnabled(globalId: string, enabled: boolean): Promise<{ sub: SubAccount; message: string }> {
    const reply = await this.http.post<SubAccount>(SecurityPaths.setSubAccountEnabled, { globalId, enabled }, { json: true });
    return { sub: reply.data, message: reply.businessMsg };
  }

  async resetSubAccountPassword(globalId: string, password: string): Promise<{ sub: SubAccount; message: string }> {
    const reply = await this.http.post<SubAccount>(SecurityPaths.resetSubAccountPassword, { globalId, password }, { json: true, exempt: true });
    return { sub: reply.data, message: reply.businessMsg };
  }

  async setSubAccountSharing(globalId: string, shares: boolean): Promise<{ sub: SubAccount; message: string }> {
    const reply = await this.http.post<SubAccount>(SecurityPaths.setSubAccountSharing, { globalId, shares }, { json: true });
    return { sub: reply.data, message: reply.businessMsg };
  }
}

/** What the tabs call: the class above, or a test double of the same shape. */
export type SecurityApi = Pick<HttpSecurityApi, keyof HttpSecurityApi>;
