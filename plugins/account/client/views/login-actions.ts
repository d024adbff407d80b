import type { ApiResponse } from '@kernel/core/envelope';
import type { UserInfo } from '@kernel/core/session';
import type { EventBus } from '@kernel/client/event-bus';
import { RequestError, type HttpClient } from '@kernel/client/http-client';
import type { Navigator } from '@kernel/client/navigator';
import type { SessionStore } from '@kernel/client/session-store';
import { StorageKeys } from '@kernel/client/session-storage';

/**
 * What the login dialog asks for. Each call resolves when the user is logged in (or the code was
 * sent) and rejects with an Error whose message is shown under the form.
 */
export interface LoginActions {
  loginByAccount(input: { username: string; password: string; keepLogin: boolean }): Promise<void>;
  sendSmsCode(mobile: string): Promise<void>;
  loginByPhone(input: { mobile: string; code: string; keepLogin: boolean }): Promise<void>;
}

/** The login answer (spec section 3): the sign-on id travels beside the envelope. */
interface LoginAnswer {
  accessToken?: string;
  isNewUser?: boolean;
  loginToken?: string;
  expireIn?: number;
}
type LoginResponse = ApiResponse<LoginAnswer | null> & { id?: string | number; callbackAddress?: string };

const DEFAULT_EXPIRE_IN = 7 * 24 * 3600;

/**
 * A provisional implementation of the login calls (account and SMS). It stores the session, loads
 * the user info (silently), emits the `login` fact and goes to the pending target. The account
 * plugin's store replaces it with the full flow (pre-check, multi-login, captcha retry, encryption).
 */
export function createLoginActions(deps: {
  http: HttpClient;
  session: SessionStore;
  bus: EventBus;
  navigator: Navigator;
}): LoginActions {
  const { http, session, bus, navigator } = deps;

  const complete = async (res: LoginResponse, keepLogin: boolean) => {
    const token = res.data?.accessToken;
    if (!token) throw new Error(res.businessMsg || '登录失败，请稍后再试');
    session.setLogin({ token, casId: String(res.id ?? ''), expireIn: res.data?.expireIn ?? DEFAULT_EXPIRE_IN, keepLogin });
    try {
      const user = await http.post<UserInfo>('/pb/api/web/usr', { accessToken: token, casId: session.casId }, { silent: true });
      if (user.data) session.setUser(user.data);
    } catch {
      /* user-info failures are swallowed (spec section 4) */
    }
    bus.emit('login', { type: 'success' });
    const target = takePendingTarget();
    if (target) navigator.navigate(target);
  };

  const fail = (error: unknown): never => {
    const message = error instanceof Error && error.message ? error.message : '登录失败，请稍后再试';
    bus.emit('login', { type: 'fail', reason: message });
    throw new Error(message);
  };

  return {
    async loginByAccount({ username, password, keepLogin }) {
      let res: LoginResponse;
      try {
        res = (await http.post<LoginAnswer | null>('/api/web/loginByAuth', { username, password }, { exempt: true })) as LoginResponse;
      } catch (error) {
        return fail(error);
      }
      await complete(res, keepLogin);
    },
    async sendSmsCode(mobile) {
      try {
        await http.post('/pb/api/web/smsVerificationCode', { mobile, type: 'login' }, { exempt: true });
      } catch (error) {
        throw new Error(error instanceof RequestError || error instanceof Error ? error.message : '验证码发送失败');
      }
    },
    async loginByPhone({ mobile, code, keepLogin }) {
      let res: LoginResponse;
      try {
        res = (await http.post<LoginAnswer | null>('/api/web/loginBySms', { mobile, code }, { exempt: true })) as LoginResponse;
      } catch (error) {
        return fail(error);
      }
      await complete(res, keepLogin);
    },
  };
}

/** Reads and clears the path a visitor wanted before logging in. */
export function takePendingTarget(): string | null {
  try {
    const target = sessionStorage.getItem(StorageKeys.redirectPath);
    sessionStorage.removeItem(StorageKeys.redirectPath);
    return target || null;
  } catch {
    return null;
  }
}

export function rememberPendingTarget(path: string): void {
  try {
    sessionStorage.setItem(StorageKeys.redirectPath, path);
  } catch {
    /* storage unavailable */
  }
}
