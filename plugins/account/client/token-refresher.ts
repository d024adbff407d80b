import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import type { RefreshedToken, TokenRefresher } from '@kernel/client/token-refresher';
import { AccountPaths } from '../shared/contract';

/** The validity of a renewed token when the answer does not say it (seven days). */
const DEFAULT_EXPIRE_IN = 7 * 24 * 3600;

/**
 * The kernel's TokenRefresher: login by token on the management gateway. Its own call neither
 * refreshes nor logs out (`noRefresh`), so an expired refresh cannot loop.
 */
@injectable()
export class AccountTokenRefresher implements TokenRefresher {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async refresh(token: string): Promise<RefreshedToken | null> {
    try {
      const res = await this.http.post<{ statusCode?: number; data?: { accessToken?: string; expireIn?: number } | null }>(
        AccountPaths.loginByToken,
        { accessToken: token },
        { gateway: 'manage', silent: true, exempt: true, noRefresh: true },
      );
      const inner = res.data;
      const renewed = inner?.data?.accessToken;
      if ((inner?.statusCode ?? 200) !== 200 || !renewed) return null;
      const expireIn = inner?.data?.expireIn;
      return { token: renewed, expireIn: typeof expireIn === 'number' && expireIn > 0 ? expireIn : DEFAULT_EXPIRE_IN };
    } catch {
      return null;
    }
  }
}
