/**
 * Extension point: renewing an expired access token (the answer 302). The plugin that runs the
 * login binds it (`bind(TokenRefresher).to(…)`); without one the HTTP client logs the user out
 * instead, as it does when a refresh fails.
 */
export const TokenRefresher = Symbol('TokenRefresher');

export interface RefreshedToken {
  readonly token: string;
  /** Lifetime in seconds. */
  readonly expireIn: number;
}

export interface TokenRefresher {
  /** A new token for `token`, or null when it cannot be renewed. Must not throw. */
  refresh(token: string): Promise<RefreshedToken | null>;
}
