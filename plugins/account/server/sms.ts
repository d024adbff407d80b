import { BusinessError } from '@kernel/server/errors';
import { isMobile, isSmsCode, SMS_CODE_LENGTH } from '@kernel/core/contact';
import { SMS_CODE_TTL_SECONDS, SMS_INTERVAL_SECONDS, SMS_MAX_ATTEMPTS, AccountStatus } from '../shared/contract';
import type { SmsCodes } from '../shared/services';
import { Msg } from './messages';
import type { Transaction } from 'kysely';
import { DEFAULT_LIMITS, type AccountLimits } from './config';
import type { AccountDb, AccountTables, SmsType } from './tables';
import { hashToken, randomDigits, randomId } from './tokens';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export const CODE_LENGTH = SMS_CODE_LENGTH;

export interface SmsMessage {
  readonly mobile: string;
  readonly type: SmsType;
  readonly content: string;
}

/** Where SMS go. The site ships the development outbox and a generic webhook. */
export interface SmsSender {
  /** false: sending answers 短信服务未配置 without trying. */
  readonly configured: boolean;
  send(message: SmsMessage): Promise<void>;
}

/**
 * The development outbox of a demo install: messages are stored (table account_sms_outbox, shown
 * at /dev/sms-outbox with DEV_TOOLS=1 on a loopback address) and, only with DEV_TOOLS=1 (`print`
 * given), printed to the server log as `[短信] <mobile>: <text>`. This is the only place a code is
 * ever printed.
 */
export class DevOutboxSender implements SmsSender {
  readonly configured = true;

  constructor(
    private readonly db: AccountDb,
    private readonly now: () => number,
    private readonly print: ((line: string) => void) | null,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db
      .insertInto('account_sms_outbox')
      .values({ id: randomId(), mobile: message.mobile, type: message.type, content: message.content, created_at: this.now() })
      .execute();
    this.print?.(`[短信] ${message.mobile}: ${message.content}`);
  }
}

/**
 * A generic SMS gateway: POSTs `{ mobile, content, type }` as JSON to SMS_WEBHOOK_URL (with
 * `Authorization: Bearer SMS_WEBHOOK_TOKEN` when set); any 2xx answer counts as sent.
 */
export class WebhookSender implements SmsSender {
  readonly configured = true;

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let ok = false;
    try {
      const res = await fetch(this.url, { method: 'POST', headers, body: JSON.stringify(message), signal: AbortSignal.timeout(10_000) });
      ok = res.ok;
    } catch {
      ok = false;
    }
    if (!ok) throw new BusinessError(AccountStatus.SMS_UNAVAILABLE, Msg.smsSendFailed);
  }
}

/** No provider (production without SMS_PROVIDER): every send answers 短信服务未配置. */
export class UnconfiguredSender implements SmsSender {
  readonly configured = false;

  async send(): Promise<void> {
    throw new BusinessError(AccountStatus.SMS_UNAVAILABLE, Msg.smsUnavailable);
  }
}

export interface SmsEnv {
  readonly production: boolean;
  readonly provider?: string;
  readonly webhookUrl?: string;
  readonly webhookToken?: string;
}

/**
 * Picks the sender: SMS_PROVIDER=outbox (the development outbox, in any mode),
 * SMS_PROVIDER=webhook (SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN); without SMS_PROVIDER the outbox in a
 * demo install and nothing (短信服务未配置) in a production one (`production`).
 */
export function chooseSmsSender(env: SmsEnv, outbox: () => SmsSender): { sender: SmsSender; problem?: string } {
  const provider = (env.provider ?? '').trim().toLowerCase();
  if (provider === 'outbox') return { sender: outbox() };
  if (provider === 'webhook') {
    if (!env.webhookUrl) return { sender: new UnconfiguredSender(), problem: 'SMS_PROVIDER=webhook 需要设置 SMS_WEBHOOK_URL' };
    return { sender: new WebhookSender(env.webhookUrl, env.webhookToken) };
  }
  if (provider) return { sender: new UnconfiguredSender(), problem: `未知的 SMS_PROVIDER：${provider}` };
  return env.production ? { sender: new UnconfiguredSender() } : { sender: outbox() };
}

export type CodeCheck = 'ok' | 'wrong' | 'invalid';

function codeDigest(id: string, code: string): string {
  return hashToken(`${id}:${code}`);
}

function smsText(type: SmsType, code: string): string {
  const minutes = Math.round(SMS_CODE_TTL_SECONDS / 60);
  const purpose: Record<SmsType, string> = {
    login: '',
    trial: '您正在申请试用VIP，',
    register: '您正在注册造价指标网账号，',
    reset: '您正在找回登录密码，',
    phone: '您正在绑定手机号，',
    delete: '您正在注销造价指标网账号，注销后数据不可恢复，',
  };
  return `${purpose[type]}${purpose[type] ? '验证码为' : '您的验证码为'} ${code}，${minutes}分钟内有效。`;
}

/**
 * SMS verification codes: 6 digits, one per phone per 60 s, valid 5 minutes, SMS_MAX_ATTEMPTS
 * wrong tries and the code is void. Only the newest code of a phone and type counts. Codes are
 * stored as digests.
 */
export class SmsCodeService implements SmsCodes {
  constructor(
    private readonly db: AccountDb,
    private readonly now: () => number,
    private readonly sender: () => SmsSender,
    private readonly limits: Pick<AccountLimits, 'smsPerAddressHour' | 'smsGlobalPerMinute'> = DEFAULT_LIMITS,
  ) {}

  /**
   * Claims one send in a window counter (table account_sms_counters) unless it is full. A window
   * opens with its first send and lasts `windowMs` (so "10 per hour" never lets 20 through
   * around a clock hour). One conditional upsert, so concurrent claims can never overshoot (the
   * row is locked by the upsert on PostgreSQL; SQLite runs one writer at a time). False when the
   * window is full.
   */
  private async claim(trx: Transaction<AccountTables>, key: string, windowMs: number, max: number, now: number): Promise<boolean> {
    const expiredBefore = now - windowMs;
    const claimed = await trx
      .insertInto('account_sms_counters')
      .values({ key, window_start: now, count: 1 })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet((eb) => ({
            count: eb.case().when('account_sms_counters.window_start', '<=', expiredBefore).then(1).else(eb('account_sms_counters.count', '+', 1)).end(),
            window_start: eb
              .case()
              .when('account_sms_counters.window_start', '<=', expiredBefore)
              .then(now)
              .else(eb.ref('account_sms_counters.window_start'))
              .end(),
          }))
          .where((eb) =>
            eb.or([eb('account_sms_counters.window_start', '<=', expiredBefore), eb('account_sms_counters.count', '<', max)]),
          ),
      )
      .executeTakeFirst();
    return Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /**
   * Sends a code. Limits, all claimed in one transaction (a refused claim takes the others back):
   * one per phone per 60 s (验证码发送过于频繁), `smsPerAddressHour` per client address per hour,
   * `smsGlobalPerMinute` for the whole site per minute.
   */
  async send(mobile: string, type: SmsType, address?: string): Promise<void> {
    if (!isMobile(mobile)) throw new BusinessError(AccountStatus.FAILED, '手机号格式错误');
    const sender = this.sender();
    if (!sender.configured) throw new BusinessError(AccountStatus.SMS_UNAVAILABLE, Msg.smsUnavailable);
    const now = this.now();
    // One code per phone per interval, race-free on both dialects: the upsert only takes when
    // the last send is old enough.
    const cutoff = now - SMS_INTERVAL_SECONDS * 1000;
    const code = randomDigits(CODE_LENGTH);
    const id = randomId();
    await this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('account_sms_throttle')
        .values({ mobile, last_sent_at: now })
        .onConflict((oc) =>
          oc.column('mobile').doUpdateSet({ last_sent_at: now }).where('account_sms_throttle.last_sent_at', '<=', cutoff),
        )
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) {
        throw new BusinessError(AccountStatus.SMS_TOO_FREQUENT, Msg.smsTooFrequent);
      }
      if (address !== undefined && !(await this.claim(trx, `ip:${address.slice(0, 100)}`, HOUR_MS, this.limits.smsPerAddressHour, now))) {
        throw new BusinessError(AccountStatus.SMS_TOO_FREQUENT, Msg.smsAddressLimit);
      }
      if (!(await this.claim(trx, 'global', MINUTE_MS, this.limits.smsGlobalPerMinute, now))) {
        throw new BusinessError(AccountStatus.SMS_TOO_FREQUENT, Msg.smsGlobalLimit);
      }
      await trx
        .insertInto('account_sms_codes')
        .values({
          id,
          mobile,
          type,
          code_hash: codeDigest(id, code),
          created_at: now,
          expires_at: now + SMS_CODE_TTL_SECONDS * 1000,
          attempts: 0,
          used_at: null,
        })
        .execute();
    });
    try {
      await sender.send({ mobile, type, content: smsText(type, code) });
    } catch (err) {
      // Not sent: the code is void and the phone may ask again at once.
      await this.db.deleteFrom('account_sms_codes').where('id', '=', id).execute();
      await this.db.deleteFrom('account_sms_throttle').where('mobile', '=', mobile).where('last_sent_at', '=', now).execute();
      throw err;
    }
  }

  /** Checks and uses up a code. */
  async verify(mobile: string, type: SmsType, code: string): Promise<boolean> {
    return (await this.check(mobile, type, code, true)) === 'ok';
  }

  /**
   * Checks a code: 'ok', 'wrong' (one attempt spent) or 'invalid' (none, expired, used or out of
   * attempts). With `consume` a right code is used up.
   */
  async check(mobile: string, type: SmsType, code: string, consume: boolean): Promise<CodeCheck> {
    const now = this.now();
    const row = await this.db
      .selectFrom('account_sms_codes')
      .selectAll()
      .where('mobile', '=', mobile)
      .where('type', '=', type)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at <= now || row.attempts >= SMS_MAX_ATTEMPTS) return 'invalid';
    if (!isSmsCode(code) || codeDigest(row.id, code) !== row.code_hash) {
      const spent = await this.db
        .updateTable('account_sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where('attempts', '<', SMS_MAX_ATTEMPTS)
        .executeTakeFirst();
      return Number(spent.numUpdatedRows) === 1 ? 'wrong' : 'invalid';
    }
    if (!consume) return 'ok';
    const used = await this.db
      .updateTable('account_sms_codes')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('attempts', '<', SMS_MAX_ATTEMPTS)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1 ? 'ok' : 'invalid';
  }

  /** Throws the Chinese failure for a check that did not pass. */
  static assertOk(result: CodeCheck): void {
    if (result === 'wrong') throw new BusinessError(AccountStatus.FAILED, Msg.smsWrong);
    if (result === 'invalid') throw new BusinessError(AccountStatus.FAILED, Msg.smsInvalid);
  }

  async purge(): Promise<void> {
    const cutoff = this.now() - 24 * 60 * 60 * 1000;
    await this.db.deleteFrom('account_sms_codes').where('expires_at', '<', cutoff).execute();
    await this.db.deleteFrom('account_sms_throttle').where('last_sent_at', '<', cutoff).execute();
    await this.db.deleteFrom('account_sms_counters').where('window_start', '<', cutoff).execute();
  }
}
