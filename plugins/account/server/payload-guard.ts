import { PayloadError } from './crypto';
import type { AccountDb } from './tables';
import { hashToken } from './tokens';

const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Replay protection of the encrypted login payloads: the JSON inside carries `timestamp` (ms since
 * the epoch, by the server's clock as the public key answer told it) and `nonce` (random,
 * base64url). A payload whose timestamp is more than `maxAgeMs` old or ahead is refused, and so is
 * a nonce seen before (table account_payload_nonces; the insert that records it is the check, so
 * two concurrent replays cannot both pass).
 */
export class PayloadGuard {
  constructor(
    private readonly db: AccountDb,
    private readonly now: () => number,
    private readonly maxAgeMs: number,
  ) {}

  async accept(value: unknown): Promise<void> {
    const v = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
    const timestamp = typeof v.timestamp === 'string' && /^\d{1,16}$/.test(v.timestamp) ? Number(v.timestamp) : v.timestamp;
    if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || typeof v.nonce !== 'string' || !NONCE_PATTERN.test(v.nonce)) {
      throw new PayloadError('请求参数错误：登录信息缺少时间戳或随机数，请刷新页面后重试');
    }
    const now = this.now();
    if (Math.abs(now - timestamp) > this.maxAgeMs) {
      throw new PayloadError('请求参数错误：登录信息已过期，请检查设备时间后重试');
    }
    const inserted = await this.db
      .insertInto('account_payload_nonces')
      .values({ id: hashToken(v.nonce), expires_at: Math.max(now, timestamp) + this.maxAgeMs })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
      throw new PayloadError('请求参数错误：登录信息已被使用，请重新登录');
    }
  }

  async purge(): Promise<void> {
    await this.db.deleteFrom('account_payload_nonces').where('expires_at', '<', this.now()).execute();
  }
}
