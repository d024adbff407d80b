import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '@kernel/server/database';
import { devToolsRequested, recordedRunMode } from '@kernel/server/demo-mode';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { RightsProvider, UserInfoContributors } from '@kernel/server/services';
import type { SessionInfo, UserInfo } from '@kernel/core/session';
import type { EncryptedPayload } from '../shared/contract';
import type { AccountDirectory } from '../shared/services';
import { avatarPath } from './avatar';
import { CaptchaService } from './captcha';
import { ServerKeys } from './crypto';
import { LoginService } from './login';
import { MultiLoginService, SseHub } from './multi-login';
import { readLimits, type AccountLimits } from './config';
import { PayloadGuard } from './payload-guard';
import { QrService } from './qr';
import { LoginLimiter } from './rate-limit';
import { securityParts } from './security-parts';
import { InviteService } from './invites';
import { normaliseInviteCode } from '../shared/registration';
import { SessionRepository } from './sessions-repository';
import { chooseSmsSender, DevOutboxSender, SmsCodeService, type SmsSender } from './sms';
import { SsoRepository } from './sso-repository';
import { accountDb, type AccountDb, type SessionRow, type UserRow } from './tables';
import { UserRepository } from './users-repository';

/** The user-info fields the account plugin answers itself; a contributed field of the same name is ignored. */
const RESERVED_USER_FIELDS = new Set(['globalId', 'fullName', 'accountName', 'avatarPath', 'isNewUser', 'accountType', 'rights']);

/** What can be tuned when the plugin is built (tests inject a clock and a short ping). */
export interface AccountServerOptions {
  /** The clock of every expiry and window (ms since epoch). Default Date.now. */
  readonly now?: () => number;
  /**
   * A production install: without SMS_PROVIDER, SMS answer 短信服务未配置 (a demo install uses the
   * development outbox). Default: the run mode the kernel recorded (kernel/server/demo-mode.ts);
   * anything but `demo` is production.
   */
  readonly production?: boolean;
  /**
   * The development helpers (captcha answers, the SMS outbox pages, codes printed to the log),
   * answered to loopback addresses only. Default: DEV_TOOLS=1 (never with NODE_ENV=production).
   */
  readonly devTools?: boolean;
  /** Login, session and SMS limits; default from the environment (config.ts). */
  readonly limits?: Partial<AccountLimits>;
  /** The SMS provider; default chosen from SMS_PROVIDER (see sms.ts). */
  readonly smsSender?: SmsSender;
  /** Environment to read SMS_PROVIDER, SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN from. Default process.env. */
  readonly env?: NodeJS.ProcessEnv;
  /** Interval of the login stream's `ping` event (ms). Default 15000. */
  readonly pingIntervalMs?: number;
  /** Where the development outbox prints its `[短信] …` lines. Default: the server log. */
  readonly print?: (line: string) => void;
}

export const DEFAULT_PING_MS = 15_000;

/** Everything the account plugin runs on, built once per app (shared by preflight and real run). */
export class AccountRuntime {
  readonly db: AccountDb;
  readonly now: () => number;
  /** A production install (see AccountServerOptions.production); settled by `init`. */
  production: boolean;
  readonly devTools: boolean;
  readonly limits: AccountLimits;
  readonly payloads: PayloadGuard;
  readonly pingIntervalMs: number;
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly sso: SsoRepository;
  readonly captcha: CaptchaService;
  readonly limiter: LoginLimiter;
  readonly keys: ServerKeys;
  readonly qr: QrService;
  readonly hub = new SseHub();
  readonly multi: MultiLoginService;
  readonly sms: SmsCodeService;
  readonly login: LoginService;
  smsSender: SmsSender;
  smsProblem: string | undefined;
  /** The registry plugins offer services in. */
  readonly services: ServerPluginContext['services'];
  /** The log of the app whose routes were registered last (the real one, after the preflight). */
  log: FastifyBaseLogger | null = null;
  /** The session row behind each authenticated request (set by the resolver). */
  private readonly requestSessions = new WeakMap<FastifyRequest, SessionRow>();
  private lastPurge = 0;
  private initialised: Promise<void> | null = null;
  private readonly env: NodeJS.ProcessEnv;

  constructor(
    private readonly ctx: ServerPluginContext,
    private readonly options: AccountServerOptions,
  ) {
    const env = options.env ?? process.env;
    this.env = env;
    this.db = accountDb(ctx.db);
    this.services = ctx.services;
    this.now = options.now ?? Date.now;
    this.production = options.production ?? true;
    this.devTools = options.devTools ?? (devToolsRequested(env) && env.NODE_ENV !== 'production');
    this.limits = readLimits(env, options.limits);
    this.pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_MS;
    this.users = new UserRepository(this.db);
    this.sessions = new SessionRepository(this.db, this.now);
    this.sso = new SsoRepository(this.db, this.now);
    this.captcha = new CaptchaService(this.db, this.now, { keepAnswersForDevelopment: this.devTools });
    this.limiter = new LoginLimiter(this.db, this.now, ctx.dialect, this.limits);
    this.payloads = new PayloadGuard(this.db, this.now, this.limits.payloadMaxAgeMs);
    this.keys = new ServerKeys(this.db, this.now);
    this.qr = new QrService(this.db, this.now);
    this.multi = new MultiLoginService(this.db, this.now, this.sessions, this.hub, Math.max(45_000, 3 * this.pingIntervalMs));
    const chosen = this.chooseSender();
    this.smsSender = chosen.sender;
    this.smsProblem = chosen.problem;
    this.sms = new SmsCodeService(this.db, this.now, () => this.smsSender, this.limits);
    this.login = new LoginService(this.db, this.now, this.users, this.sessions, this.sso, this.limiter, this.captcha, {
      maxSessions: this.limits.maxSessions,
      dialect: ctx.dialect,
      closeStreams: (ids) => {
        for (const id of ids) for (const stream of this.hub.ofSession(id)) stream.end();
      },
    });
  }

  private chooseSender(): { sender: SmsSender; problem?: string } {
    if (this.options.smsSender) return { sender: this.options.smsSender };
    // Codes reach the log only with the development tools on.
    const print = this.devTools ? (this.options.print ?? ((line: string) => this.log?.info(line))) : null;
    return chooseSmsSender(
      {
        production: this.production,
        provider: this.env.SMS_PROVIDER,
        webhookUrl: this.env.SMS_WEBHOOK_URL,
        webhookToken: this.env.SMS_WEBHOOK_TOKEN,
      },
      () => new DevOutboxSender(this.db, this.now, print),
    );
  }

  /**
   * Settles what depends on the database: without an explicit `production` option, the run mode
   * the kernel recorded (a demo install keeps the development outbox as its SMS provider).
   */
  init(): Promise<void> {
    this.initialised ??= (async () => {
      if (this.options.production !== undefined) return;
      const mode = await recordedRunMode({ db: this.ctx.db } as Pick<Database, 'db'> as Database);
      this.production = mode !== 'demo';
      const chosen = this.chooseSender();
      this.smsSender = chosen.sender;
      this.smsProblem = chosen.problem;
    })();
    return this.initialised;
  }

  /** Decrypts a login payload and refuses a stale or replayed one (timestamp and nonce inside). */
  async openPayload(payload: EncryptedPayload): Promise<unknown> {
    const value = await this.keys.decrypt(payload);
    await this.payloads.accept(value);
    return value;
  }

  /** The names of the rights the member holds, from the kernel's RightsProvider (none when it is not there or fails). */
  async rightsOf(globalId: string): Promise<readonly string[]> {
    const provider = this.ctx.services.find(RightsProvider);
    if (!provider) return [];
    try {
      return [...(await provider.rightsOf(globalId))];
    } catch (err) {
      this.log?.error({ err }, '查询会员权益失败');
      return [];
    }
  }

  /**
   * The fields other plugins contribute to the user info (UserInfoContributors), merged in
   * contribution order; a contributor that fails adds nothing, and none may replace the identity
   * fields or `rights`.
   */
  private async contributedFields(globalId: string, rights: readonly string[]): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const contributor of this.ctx.services.contributed(UserInfoContributors)) {
      try {
        const fields = await contributor.fieldsOf({ globalId, rights });
        for (const [name, value] of Object.entries(fields)) {
          if (!RESERVED_USER_FIELDS.has(name) && value !== undefined) out[name] = value;
        }
      } catch (err) {
        this.log?.error({ err }, '查询用户信息的扩展字段失败');
      }
    }
    return out;
  }

  /** The kernel's session resolver: only a usable (unrevoked, unexpired) token resolves. */
  async resolve(token: string, request: FastifyRequest): Promise<SessionInfo | null> {
    const row = await this.sessions.activeByToken(token);
    if (!row) return null;
    const user = await this.users.byId(row.user_id);
    if (!user) return null;
    this.requestSessions.set(request, row);
    await this.sessions.touch(row);
    return {
      userId: String(user.id),
      globalId: user.global_id,
      accountName: user.account_name,
      accountType: user.kind,
      rights: await this.rightsOf(user.global_id),
    };
  }

  /** The session row of an authenticated request (after requireLogin). */
  sessionOf(request: FastifyRequest): SessionRow | undefined {
    return this.requestSessions.get(request);
  }

  async userInfo(user: UserRow, session: SessionRow): Promise<UserInfo & { rights: string[] }> {
    const rights = await this.rightsOf(user.global_id);
    return {
      ...(await this.contributedFields(user.global_id, rights)),
      globalId: user.global_id,
      fullName: user.full_name,
      accountName: user.account_name,
      avatarPath: avatarPath(user),
      isNewUser: session.is_new_user === 1,
      accountType: user.kind,
      rights: [...rights],
    };
  }

  readonly directory: AccountDirectory = {
    find: async (globalId) => {
      const user = await this.users.byGlobalId(globalId);
      return user ? { globalId: user.global_id, accountName: user.account_name, fullName: user.full_name, kind: user.kind } : null;
    },
    // An enabled sub-account sharing its enterprise's rights: the main account (enterprise.ts).
    rightsSourceOf: (globalId) => securityParts(this).enterprise.rightsSourceOf(globalId),
    findByAccountName: async (accountName) => {
      const user = await this.users.byName(accountName);
      return user ? { globalId: user.global_id, accountName: user.account_name, fullName: user.full_name, kind: user.kind } : null;
    },
    inviteCodeOf: async (globalId) => {
      const user = await this.users.byGlobalId(globalId);
      return user ? new InviteService(this.db, this.now).codeOf(user.id) : null;
    },
    inviterOf: async (code) => {
      const user = await new InviteService(this.db, this.now).inviterOf(normaliseInviteCode(code));
      return user ? { globalId: user.global_id, accountName: user.account_name } : null;
    },
  };

  /** Removes dead rows at most every 10 minutes, in the background of a request. */
  maybePurge(): void {
    const now = this.now();
    if (now - this.lastPurge < 10 * 60 * 1000) return;
    this.lastPurge = now;
    void (async () => {
      await this.captcha.purge();
      await this.sms.purge();
      await this.limiter.purge();
      await this.payloads.purge();
      await this.sso.purge();
      await this.qr.purge();
      await this.multi.purge();
      await this.sessions.purge();
    })().catch((err: unknown) => this.log?.warn({ err }, '清理过期账号数据失败'));
  }
}
