import { inject, injectable } from 'inversify';
import type { ApiResponse } from '../core/envelope';
import type { Gateways, RuntimeConfig } from '../core/gateways';
import {
  CAPTCHA_CODE,
  LOGOUT_CODES,
  Messages,
  NO_PERMISSION_CODES,
  REJECT_CODES,
  SUCCESS_CODES,
  TOKEN_EXPIRED_CODE,
} from '../core/status-codes';
import { AppConfig } from './app-config';
import { EventBus, solveCaptcha } from './event-bus';
import { Navigator } from './navigator';
import { SessionStore } from './session-store';
import { isKeepLogin } from './session-storage';
import { TokenRefresher } from './token-refresher';
import { Notifier, UiStore } from './ui-store';

export const HttpClient = Symbol('HttpClient');

/** Turns a body marked `encrypt` into the form fields sent instead (bound by the plugin that runs the login). */
export const RequestEncryptor = Symbol('RequestEncryptor');
export interface RequestEncryptor {
  encrypt(data: Record<string, unknown>): Promise<Record<string, string>>;
}

export interface RequestOptions {
  url: string;
  method?: 'GET' | 'POST';
  /** Which of the site's gateways (`Gateways` in kernel/core/gateways.ts) serves the call (default core). */
  gateway?: keyof Gateways;
  /** Query parameters. */
  params?: Record<string, string | number | boolean | undefined | null>;
  /** Body: form-encoded unless `json` or `multipart`. */
  data?: Record<string, unknown>;
  json?: boolean;
  multipart?: boolean;
  /** Encrypt the body with the RequestEncryptor and send it form-encoded. */
  encrypt?: boolean;
  headers?: Record<string, string>;
  /** Login calls and the behaviour-log call: no message for failure codes (the error catalogue in kernel/core/status-codes.ts). */
  exempt?: boolean;
  /** No message at all (callers that swallow failures, e.g. user-info loads). */
  silent?: boolean;
  /** Show the global loading indicator while the call runs. */
  loading?: boolean;
  /** `blob` for downloads; the envelope is then not read. */
  responseType?: 'json' | 'blob';
  keepalive?: boolean;
  signal?: AbortSignal;
  /**
   * An expired or ended login (302, the logout codes) only rejects this call: no token refresh, no
   * logout. For the token refresher's own call.
   */
  noRefresh?: boolean;
}

/** A rejected call: the business status code and message, or the HTTP status. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly httpStatus = 200,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export interface HttpClient {
  request<T = unknown>(options: RequestOptions): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, params?: RequestOptions['params'], options?: Partial<RequestOptions>): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: Record<string, unknown>, options?: Partial<RequestOptions>): Promise<ApiResponse<T>>;
  blob(options: RequestOptions): Promise<Blob>;
  /**
   * POSTs `data` as JSON with the site's headers and answers the raw streamed Response (a
   * text/event-stream to read with `readEventStream` of event-stream.ts) once its headers are there.
   * A refusal answers the envelope instead: it goes through the error catalogue (token refresh and
   * replay, logout, messages) and rejects with a RequestError, as does a non-2xx answer; an abort of
   * `signal` rejects with the AbortError.
   */
  stream(url: string, data?: Record<string, unknown>, options?: StreamOptions): Promise<Response>;
}

/** The options of a streamed call. */
export type StreamOptions = Pick<RequestOptions, 'gateway' | 'signal' | 'silent' | 'exempt' | 'headers'>;

interface Attempt {
  /** The status code that caused this retry; the same code again rejects with Retry Request Error!. */
  retryOf?: number;
  extraHeaders?: Record<string, string>;
  /** A streamed call: a 2xx answer that is not JSON is kept here, unread, and the attempt ends. */
  stream?: { response: Response | null };
}

/**
 * The site's HTTP client with the error catalogue of kernel/core/status-codes.ts. Every call carries
 * `token`, `timestamp`, `uuidHashCode`, `casId` (when present) and `Timestamp2` (server time).
 */
@injectable()
export class FetchHttpClient implements HttpClient {
  private clockOffset: number | null = null;
  private clockSync: Promise<void> | null = null;
  private refreshing: Promise<boolean> | null = null;
  private readonly uuid = tabUuid();

  constructor(
    @inject(AppConfig) private readonly config: RuntimeConfig,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(UiStore) private readonly ui: UiStore,
  ) {}

  /**
   * Finds the encryptor when a call asks for one. Looked up per call, not injected, so the
   * client works whenever the plugin that binds RequestEncryptor is activated (see kernel.ts).
   */
  encryptorLookup: () => RequestEncryptor | undefined = () => undefined;

  /** Finds the token refresher (extension point, see token-refresher.ts); none: no refresh. */
  refresherLookup: () => TokenRefresher | undefined = () => undefined;

  /** Where an ended login sends the tab (the registry's landing page, set in kernel.ts). */
  landingLookup: () => string = () => '/';

  /** Base for relative URLs outside a browser (tests); empty in the browser. */
  origin = '';

  get<T>(url: string, params?: RequestOptions['params'], options?: Partial<RequestOptions>): Promise<ApiResponse<T>> {
    return this.request<T>({ ...options, url, params, method: 'GET' });
  }

  post<T>(url: string, data?: Record<string, unknown>, options?: Partial<RequestOptions>): Promise<ApiResponse<T>> {
    return this.request<T>({ ...options, url, data, method: 'POST' });
  }

  async blob(options: RequestOptions): Promise<Blob> {
    const response = await this.send({ ...options, responseType: 'blob' }, {});
    if (!response.ok) throw this.httpFailure(options, response.status, null);
    return response.blob();
  }

  async stream(url: string, data: Record<string, unknown> = {}, options: StreamOptions = {}): Promise<Response> {
    const taken: { response: Response | null } = { response: null };
    const headers = { Accept: 'text/event-stream', ...options.headers };
    const body = await this.attempt<unknown>({ ...options, headers, url, data, method: 'POST', json: true }, { stream: taken });
    if (taken.response) return taken.response;
    // A success envelope where a stream was expected.
    this.say(options, Messages.serverError);
    throw new RequestError(Messages.serverError, body.statusCode, 200, body.data);
  }

  async request<T>(options: RequestOptions): Promise<ApiResponse<T>> {
    if (options.loading) this.ui.begin();
    try {
      return await this.attempt<T>(options, {});
    } finally {
      if (options.loading) this.ui.end();
    }
  }

  private async attempt<T>(options: RequestOptions, attempt: Attempt): Promise<ApiResponse<T>> {
    let response: Response;
    const sent = { token: '' };
    try {
      response = await this.send(options, attempt.extraHeaders ?? {}, sent);
    } catch (error) {
      if ((error as Error)?.name === 'AbortError' || error instanceof RequestError) throw error;
      this.say(options, Messages.networkError);
      throw new RequestError(Messages.networkError, 0, 0);
    }
    if (attempt.stream && response.ok && !/json/i.test(response.headers.get('content-type') ?? '')) {
      attempt.stream.response = response;
      return { statusCode: 200, businessMsg: '', data: null } as ApiResponse<T>;
    }
    const body = await readJson(response);
    if (!response.ok) throw this.httpFailure(options, response.status, body);
    if (!body || typeof body.statusCode !== 'number') {
      this.say(options, Messages.serverError);
      throw new RequestError(Messages.serverError, 0, response.status);
    }
    const code = body.statusCode;
    if (SUCCESS_CODES.includes(code)) return body as ApiResponse<T>;
    if (attempt.retryOf !== undefined && code === attempt.retryOf) {
      throw new RequestError(Messages.retryError, code, response.status, body.data);
    }
    const message = body.businessMsg || Messages.failure;

    if (options.noRefresh && (code === TOKEN_EXPIRED_CODE || LOGOUT_CODES.includes(code))) {
      throw new RequestError(message, code, response.status, body.data);
    }
    if ((code === TOKEN_EXPIRED_CODE || LOGOUT_CODES.includes(code)) && sent.token !== this.session.token) {
      // The token this call was made with is no longer this tab's: refreshed meanwhile (an expired
      // token: once more with the new one), or the user logged out or in again (its answer ends
      // nothing and opens no login dialog).
      if (code === TOKEN_EXPIRED_CODE && this.session.token) return this.attempt<T>(options, { ...attempt, retryOf: code });
      throw new RequestError(message, code, response.status, body.data);
    }
    if (code === TOKEN_EXPIRED_CODE) {
      if (isKeepLogin() && this.session.token && (await this.refreshToken())) {
        return this.attempt<T>(options, { ...attempt, retryOf: code });
      }
      this.say(options, message);
      this.logoutAndOpenLogin();
      throw new RequestError(message, code, response.status, body.data);
    }
    if (LOGOUT_CODES.includes(code)) {
      this.say(options, message);
      this.logoutAndOpenLogin();
      throw new RequestError(message, code, response.status, body.data);
    }
    if (NO_PERMISSION_CODES.includes(code)) {
      this.say(options, Messages.noPermission);
      throw new RequestError(Messages.noPermission, code, response.status, body.data);
    }
    if (code === CAPTCHA_CODE) {
      const validateData = await this.solveCaptcha();
      if (validateData === null) throw new RequestError(message, code, response.status, body.data);
      return this.attempt<T>(options, {
        retryOf: code,
        extraHeaders: { ...attempt.extraHeaders, validateData },
        stream: attempt.stream,
      });
    }
    if (REJECT_CODES.includes(code)) {
      if (!options.exempt) this.say(options, message);
      throw new RequestError(message, code, response.status, body.data);
    }
    // Any other code rejects with its message, except for the exempt calls.
    if (!options.exempt) this.say(options, message);
    throw new RequestError(message, code, response.status, body.data);
  }

  /** Sends one call; `sent.token` tells which login (token) it was made with. */
  private async send(options: RequestOptions, extraHeaders: Record<string, string>, sent?: { token: string }): Promise<Response> {
    await this.syncClock();
    const method = options.method ?? (options.data ? 'POST' : 'GET');
    const headers: Record<string, string> = { ...this.stampHeaders(), ...options.headers, ...extraHeaders };
    if (sent) sent.token = this.session.token;
    let body: BodyInit | undefined;
    if (method === 'POST') {
      let data = options.data ?? {};
      if (options.encrypt) {
        const encryptor = this.encryptorLookup();
        if (!encryptor) throw new RequestError('加密服务未就绪', 0, 0);
        data = await encryptor.encrypt(data);
        body = toForm(data).toString();
        headers['Content-Type'] = FORM_TYPE;
      } else if (options.json) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(data);
      } else if (options.multipart) {
        const form = new FormData();
        for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) form.append(k, v instanceof Blob ? v : String(v));
        body = form;
      } else {
        body = toForm(data).toString();
        headers['Content-Type'] = FORM_TYPE;
      }
    }
    const url = this.buildUrl(options);
    return fetch(url, { method, headers, body, keepalive: options.keepalive, signal: options.signal, credentials: 'same-origin' });
  }

  private buildUrl(options: RequestOptions): string {
    const base = this.config.gateways[options.gateway ?? 'core'] ?? '';
    const path = options.url.startsWith('/') || /^https?:/.test(options.url) ? options.url : `/${options.url}`;
    let url = /^https?:/.test(path) ? path : `${this.origin}${base}${path}`;
    if (options.params) {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(options.params)) if (v !== undefined && v !== null) query.set(k, String(v));
      const text = query.toString();
      if (text) url += (url.includes('?') ? '&' : '?') + text;
    }
    return url;
  }

  private stampHeaders(): Record<string, string> {
    const timestamp = String(Date.now());
    const headers: Record<string, string> = {
      timestamp,
      uuidHashCode: stamp(this.uuid, timestamp),
      Timestamp2: String(Date.now() + (this.clockOffset ?? 0)),
    };
    if (this.session.token) headers.token = this.session.token;
    if (this.session.casId) headers.casId = this.session.casId;
    return headers;
  }

  /** Reads the server time once (GET /getPalvelinAeg) to stamp Timestamp2. */
  private syncClock(): Promise<void> {
    if (this.clockOffset !== null) return Promise.resolve();
    this.clockSync ??= (async () => {
      try {
        const before = Date.now();
        const res = await fetch(`${this.origin}${this.config.gateways.core}/getPalvelinAeg`);
        const body = (await res.json()) as ApiResponse<number>;
        const after = Date.now();
        this.clockOffset = typeof body.data === 'number' ? body.data - Math.round((before + after) / 2) : 0;
      } catch {
        this.clockOffset = 0;
      }
    })();
    return this.clockSync;
  }

  /** Asks the bound TokenRefresher for a new token and stores it; true when it worked. */
  private refreshToken(): Promise<boolean> {
    this.refreshing ??= (async () => {
      try {
        const refresher = this.refresherLookup();
        const token = this.session.token;
        if (!refresher || !token) return false;
        const renewed = await refresher.refresh(token);
        if (!renewed?.token || this.session.token !== token) return false;
        this.session.setToken(renewed.token, renewed.expireIn);
        return true;
      } catch {
        return false;
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  private solveCaptcha(): Promise<string | null> {
    return solveCaptcha(this.bus);
  }

  private logoutAndOpenLogin(): void {
    this.session.logout();
    this.navigator.navigate(this.landingLookup());
    this.bus.emit('openLogin', {});
  }

  private httpFailure(options: RequestOptions, status: number, body: { businessMsg?: string } | null): RequestError {
    const message = status === 400 ? Messages.badRequest : body?.businessMsg || httpMessage(status);
    this.say(options, message);
    return new RequestError(message, status, status);
  }

  private say(options: Pick<RequestOptions, 'silent'>, message: string): void {
    if (!options.silent) this.notifier.notify(message, 'error');
  }
}

const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

function httpMessage(status: number): string {
  if (status === 404) return Messages.notFound;
  if (status === 429) return '操作过于频繁，请稍后再试';
  if (status >= 500) return Messages.serverError;
  return `请求失败（${status}）`;
}

async function readJson(response: Response): Promise<any> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function toForm(data: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === null) continue;
    form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return form;
}

/** A per-tab id kept in session storage. */
function tabUuid(): string {
  const key = 'uuid';
  try {
    const existing = sessionStorage.getItem(key);
    if (existing) return existing;
    const made = randomId();
    sessionStorage.setItem(key, made);
    return made;
  } catch {
    return randomId();
  }
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

/** The uuidHashCode stamp: an FNV-1a digest of uuid and timestamp, with the uuid. */
export function stamp(uuid: string, timestamp: string): string {
  let h = 0x811c9dc5;
  const text = `${uuid}:${timestamp}`;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${h.toString(16).padStart(8, '0')}.${uuid}`;
}
