import { inject, injectable } from 'inversify';
import type { RuntimeConfig } from '@kernel/core/gateways';
import type { UserInfo } from '@kernel/core/session';
import { AppConfig } from '@kernel/client/app-config';
import { HttpClient, RequestError, type RequestOptions } from '@kernel/client/http-client';
import { SessionStore } from '@kernel/client/session-store';
import {
  AccountPaths,
  AccountStatus,
  CAPTCHA_CALLBACK,
  type AccountCredentials,
  type BindingAccounts,
  type LoginAnswer,
  type LoginData,
  type LoginPicture,
  type LoginStatus,
  type QrStatus,
} from '../shared/contract';
import type { PublicKeyInfo } from './crypto';

export const AccountApi = Symbol('AccountApi');

/** Which login a multi-login pre-check is for (POST loginStatus?type=…). */
export type LoginKind = 'auth' | 'sms' | 'qr' | 'token' | 'ticket';

export type MultiLoginOption = 'pending' | 'allow' | 'deny' | 'cancel' | 'expired';

export interface QrCodeInfo {
  uuid: string;
  /** The mobile confirmation page to encode (a path; made absolute by the caller). */
  url: string;
  expireIn: number;
}

/** What the pre-check sends besides the login kind. */
export interface LoginStatusRequest {
  /** The login's body (auth: the credentials, encrypted; sms: mobile and code). */
  data?: Record<string, unknown>;
  encrypt?: boolean;
  /** globalId, accessToken or ticket, depending on the kind. */
  headers?: Record<string, string>;
}

/**
 * Every call of the account contract, through the kernel's HttpClient (stamped headers, the error
 * catalogue). Login calls are `exempt` (their failures are shown under the form, not as toasts);
 * the calls whose failures the flows swallow are `silent`.
 */
export interface AccountApi {
  publicKey(): Promise<PublicKeyInfo>;
  loginByAuth(credentials: AccountCredentials): Promise<LoginAnswer>;
  loginBySms(input: { mobile: string; code: string; keepLogin: boolean }, globalId: string): Promise<LoginAnswer>;
  bindingAccounts(mobile: string, code: string): Promise<BindingAccounts>;
  /** Login by an access token (management gateway); the inner answer, normalised. */
  loginByToken(accessToken: string): Promise<LoginAnswer>;
  /** The SSO ticket ('' when there is none). */
  userTicket(): Promise<string>;
  loginByTicket(ticket: string, keepLogin: boolean): Promise<LoginAnswer>;
  getQrcode(): Promise<QrCodeInfo>;
  getQrcodeStatus(uuid: string): Promise<QrStatus>;
  /** The phone opened the code (waiting → scanned): confirmQrcode with action 'scan'. */
  scanQrcode(uuid: string): Promise<void>;
  confirmQrcode(uuid: string): Promise<void>;
  loginByQrCode(uuid: string, keepLogin: boolean): Promise<LoginAnswer>;
  logout(): Promise<void>;
  /** The pre-check; `applyTicket` when the account is live elsewhere (the multi-login calls need it). */
  loginStatus(kind: LoginKind, request: LoginStatusRequest): Promise<LoginStatus & { applyTicket?: string }>;
  checkApplyLogin(globalId: string, applyTicket?: string): Promise<boolean>;
  /** Asks the device already logged in; the application id. */
  applyRepeatLogin(username: string, globalId: string, applyTicket?: string): Promise<string>;
  cancelApplyRepeatLogin(username: string, globalId: string, applyId?: string, applyTicket?: string): Promise<void>;
  feedbackMultiUserLogin(option: 'allow' | 'deny', username: string): Promise<void>;
  selectFeedbackMultiUserLogin(applyId: string): Promise<MultiLoginOption>;
  /** Opens the login event stream (POST, text/event-stream) of the logged-in member. */
  openLoginStream(identifier: string, signal: AbortSignal): Promise<Response>;
  sseAlive(identifier: string, globalId: string): Promise<void>;
  usr(accessToken: string, casId: string): Promise<UserInfo | null>;
  identityExists(identity: string): Promise<boolean>;
  sendSmsCode(mobile: string, type: 'login' | 'trial' | 'register' | 'reset', validateData: string): Promise<void>;
  captchaImage(): Promise<{ captchaId: string; image: string }>;
  captchaVerify(captchaId: string, answer: string): Promise<string>;
  /** The login banner's picture addresses, relative to the storage gateway (silent). */
  loginPictures(): Promise<string[]>;
}

const EXEMPT: Partial<RequestOptions> = { exempt: true };
const SILENT: Partial<RequestOptions> = { silent: true, exempt: true };

@injectable()
export class HttpAccountApi implements AccountApi {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: RuntimeConfig,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {}

  async publicKey(): Promise<PublicKeyInfo> {
    const res = await this.http.get<PublicKeyInfo>(AccountPaths.publicKey, undefined, SILENT);
    // serverTime sits beside data: the payloads are dated by the server's clock.
    const serverTime = (res as { serverTime?: unknown }).serverTime;
    return typeof serverTime === 'number' ? { ...res.data, serverTime } : res.data;
  }

  async loginByAuth(credentials: AccountCredentials): Promise<LoginAnswer> {
    const body: Record<string, unknown> = { ...credentials };
    if (!credentials.validateData) delete body.validateData;
    try {
      return answer(await this.http.post(AccountPaths.loginByAuth, body, { ...EXEMPT, encrypt: true }));
    } catch (error) {
      // The kernel rejects the captcha answer (441, in its reject list) without its top-level
      // callbackAddress: give it back as the contract's answer.
      if (error instanceof RequestError && error.statusCode === AccountStatus.CAPTCHA_REQUIRED) {
        return { statusCode: error.statusCode, data: null, businessMsg: error.message, callbackAddress: CAPTCHA_CALLBACK };
      }
      throw error;
    }
  }

  async loginBySms(input: { mobile: string; code: string; keepLogin: boolean }, globalId: string): Promise<LoginAnswer> {
    return answer(await this.http.post(AccountPaths.loginBySms, { ...input }, { ...EXEMPT, headers: { globalId } }));
  }

  async bindingAccounts(mobile: string, code: string): Promise<BindingAccounts> {
    const res = await this.http.post<BindingAccounts>(AccountPaths.bindingAccounts, { code }, { ...EXEMPT, headers: { mobile } });
    const norm = (list: BindingAccounts['haveRightsAccounts'] | undefined) =>
      (list ?? []).map((a) => ({ ...a, id: String(a.id), globalId: String(a.globalId) }));
    return { haveRightsAccounts: norm(res.data?.haveRightsAccounts), noRightsAccounts: norm(res.data?.noRightsAccounts) };
  }

  async loginByToken(accessToken: string): Promise<LoginAnswer> {
    const res = await this.http.post<{ statusCode?: number; data?: LoginData | null; id?: string; businessMsg?: string }>(
      AccountPaths.loginByToken,
      { accessToken },
      { ...SILENT, gateway: 'manage' },
    );
    const inner = res.data ?? {};
    return {
      statusCode: inner.statusCode ?? res.statusCode,
      data: inner.data ?? null,
      businessMsg: inner.businessMsg ?? res.businessMsg,
      id: inner.id != null ? String(inner.id) : undefined,
    };
  }

  async userTicket(): Promise<string> {
    const service = typeof location !== 'undefined' ? location.origin : '';
    const res = await this.http.get<{ ticket?: string } | null>(AccountPaths.userTicket, { timestamp: Date.now(), service }, SILENT);
    return res.statusCode === 200 ? (res.data?.ticket ?? '') : '';
  }

  async loginByTicket(ticket: string, keepLogin: boolean): Promise<LoginAnswer> {
    return answer(await this.http.post(AccountPaths.loginByTicket, { ticket, keepLogin }, SILENT));
  }

  async getQrcode(): Promise<QrCodeInfo> {
    return (await this.http.post<QrCodeInfo>(AccountPaths.getQrcode, {}, EXEMPT)).data;
  }

  async getQrcodeStatus(uuid: string): Promise<QrStatus> {
    return (await this.http.get<{ status: QrStatus }>(AccountPaths.getQrcodeStatus, { uuid }, SILENT)).data.status;
  }

  async scanQrcode(uuid: string): Promise<void> {
    await this.http.post(AccountPaths.confirmQrcode, { uuid, action: 'scan' }, SILENT);
  }

  async confirmQrcode(uuid: string): Promise<void> {
    await this.http.post(AccountPaths.confirmQrcode, { uuid }, EXEMPT);
  }

  async loginByQrCode(uuid: string, keepLogin: boolean): Promise<LoginAnswer> {
    return answer(await this.http.post(AccountPaths.loginByQrCode, { uuid, keepLogin }, EXEMPT));
  }

  async logout(): Promise<void> {
    await this.http.post(AccountPaths.logout, {}, SILENT);
  }

  async loginStatus(kind: LoginKind, request: LoginStatusRequest): Promise<LoginStatus & { applyTicket?: string }> {
    const res = await this.http.post<LoginStatus>(AccountPaths.loginStatus, request.data ?? {}, {
      ...SILENT,
      params: { type: kind },
      encrypt: request.encrypt,
      headers: request.headers,
    });
    // The ticket sits beside data (only when the account is live elsewhere).
    const applyTicket = (res as { applyTicket?: unknown }).applyTicket;
    return res.data && typeof applyTicket === 'string' ? { ...res.data, applyTicket } : res.data;
  }

  async checkApplyLogin(globalId: string, applyTicket?: string): Promise<boolean> {
    const res = await this.http.get<{ applying?: boolean }>(AccountPaths.checkApplyLogin, undefined, {
      ...SILENT,
      headers: ticketHeaders(globalId, applyTicket),
    });
    return !!res.data?.applying;
  }

  async applyRepeatLogin(username: string, globalId: string, applyTicket?: string): Promise<string> {
    const res = await this.http.get<{ applyId: string | number }>(AccountPaths.applyRepeatLogin, { username }, {
      ...SILENT,
      headers: ticketHeaders(globalId, applyTicket),
    });
    return String(res.data.applyId);
  }

  async cancelApplyRepeatLogin(username: string, globalId: string, applyId?: string, applyTicket?: string): Promise<void> {
    await this.http.get(AccountPaths.cancelApplyRepeatLogin, { username, applyId }, { ...SILENT, headers: ticketHeaders(globalId, applyTicket) });
  }

  async feedbackMultiUserLogin(option: 'allow' | 'deny', username: string): Promise<void> {
    await this.http.post(AccountPaths.feedbackMultiUserLogin, {}, { ...EXEMPT, params: { option, username } });
  }

  async selectFeedbackMultiUserLogin(applyId: string): Promise<MultiLoginOption> {
    const res = await this.http.get<{ option: MultiLoginOption }>(AccountPaths.selectFeedbackMultiUserLogin, { applyId }, SILENT);
    return res.data?.option ?? 'pending';
  }

  openLoginStream(identifier: string, signal: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
      timestamp: String(Date.now()),
    };
    if (this.session.token) headers.token = this.session.token;
    if (this.session.casId) headers.casId = this.session.casId;
    return fetch(`${this.config.gateways.stream ?? ''}${AccountPaths.loginSse}`, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ identifier }).toString(),
      signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  }

  async sseAlive(identifier: string, globalId: string): Promise<void> {
    await this.http.get(AccountPaths.sseAlive, { identifier }, { ...SILENT, headers: { globalId } });
  }

  async usr(accessToken: string, casId: string): Promise<UserInfo | null> {
    return (await this.http.post<UserInfo | null>(AccountPaths.usr, { accessToken, casId }, SILENT)).data ?? null;
  }

  async identityExists(identity: string): Promise<boolean> {
    const res = await this.http.get<{ exists?: boolean }>(AccountPaths.identityExists, { identity }, SILENT);
    return res.data?.exists !== false;
  }

  async sendSmsCode(mobile: string, type: 'login' | 'trial' | 'register' | 'reset', validateData: string): Promise<void> {
    await this.http.post(AccountPaths.smsVerificationCode, { mobile, type }, { ...EXEMPT, headers: { validateData } });
  }

  async captchaImage(): Promise<{ captchaId: string; image: string }> {
    return (await this.http.get<{ captchaId: string; image: string }>(AccountPaths.captchaImage, { t: Date.now() }, SILENT)).data;
  }

  async captchaVerify(captchaId: string, answer: string): Promise<string> {
    const res = await this.http.post<{ validateData: string }>(AccountPaths.captchaVerify, { captchaId, answer }, EXEMPT);
    return res.data.validateData;
  }

  async loginPictures(): Promise<string[]> {
    const res = await this.http.get<LoginPicture[] | null>(AccountPaths.loginPictures, undefined, SILENT);
    const list = Array.isArray(res.data) ? res.data : [];
    return list.map((p) => p?.pictureUri).filter((uri): uri is string => typeof uri === 'string' && uri !== '');
  }
}

/** Header globalId, and the pre-check's applyTicket when there is one. */
function ticketHeaders(globalId: string, applyTicket: string | undefined): Record<string, string> {
  return applyTicket ? { globalId, applyTicket } : { globalId };
}

/** A login answer as the client resolved it (the sign-on id and callbackAddress beside data). */
function answer(res: unknown): LoginAnswer {
  const r = (res ?? {}) as Partial<LoginAnswer> & { id?: string | number };
  return {
    statusCode: r.statusCode ?? 0,
    data: r.data ?? null,
    businessMsg: r.businessMsg ?? '',
    id: r.id != null ? String(r.id) : undefined,
    callbackAddress: r.callbackAddress || undefined,
  };
}
