import { randomInt } from 'node:crypto';
import * as svgCaptchaModule from 'svg-captcha';
import type { Captchas } from '../shared/services';
import type { Transaction } from 'kysely';
import type { AccountDb, AccountTables } from './tables';
import { hashToken, randomId, randomToken } from './tokens';

/** How long a captcha image may be answered, and how long its validateData stays usable. */
export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
export const VALIDATE_DATA_TTL_MS = 5 * 60 * 1000;

/** Upper-case letters and digits without the look-alikes 0/O, 1/I, 2/Z, 5/S. */
const CHARSET = '346789ABCDEFGHJKLMNPQRTUVWXY';
const LENGTH = 4;

type Render = (text: string, options?: Record<string, unknown>) => string;
/** svg-captcha's default export (`createCaptcha(text, options)`) is missing from its typings. */
const renderSvg: Render =
  (svgCaptchaModule as unknown as { default?: Render }).default ?? (svgCaptchaModule as unknown as Render);

function randomText(): string {
  let text = '';
  for (let i = 0; i < LENGTH; i += 1) text += CHARSET[randomInt(0, CHARSET.length)];
  return text;
}

/** The stored digest of a captcha's answer (case-insensitive). */
export function answerDigest(id: string, answer: string): string {
  return hashToken(`${id}:${answer.trim().toUpperCase()}`);
}

export interface CaptchaImage {
  captchaId: string;
  /** An SVG data URL. */
  image: string;
}

/**
 * Image captchas (svg-captcha, 4 characters, noise lines): the answer is kept only as a digest,
 * for 2 minutes, and may be tried once. A right answer earns a validateData, single use, valid
 * for 5 minutes (kept as a digest too), which the SMS and login endpoints (and other plugins,
 * through the Captchas service) use up.
 */
export class CaptchaService implements Captchas {
  /**
   * Only with DEV_TOOLS=1 (null otherwise): the recent answers in clear, so that the development
   * endpoint can tell them to end-to-end tests, as the outbox tells SMS codes.
   */
  private readonly devAnswers: Map<string, string> | null;

  constructor(
    private readonly db: AccountDb,
    private readonly now: () => number,
    options: { keepAnswersForDevelopment?: boolean } = {},
  ) {
    this.devAnswers = options.keepAnswersForDevelopment ? new Map() : null;
  }

  /** The answer of a recent captcha, only with DEV_TOOLS=1. */
  devAnswer(captchaId: string): string | null {
    return this.devAnswers?.get(captchaId) ?? null;
  }

  async create(): Promise<CaptchaImage> {
    const text = randomText();
    // Dark grey characters and noise lines on a transparent ground: the most legible of svg-captcha's styles.
    const svg = renderSvg(text, { width: 120, height: 40, fontSize: 42, noise: 2, color: false });
    const captchaId = randomId();
    const now = this.now();
    await this.db
      .insertInto('account_captchas')
      .values({ id: captchaId, answer_hash: answerDigest(captchaId, text), created_at: now, expires_at: now + CAPTCHA_TTL_MS, used_at: null })
      .execute();
    if (this.devAnswers) {
      this.devAnswers.set(captchaId, text);
      if (this.devAnswers.size > 200) this.devAnswers.delete(this.devAnswers.keys().next().value!);
    }
    return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}` };
  }

  /**
   * Checks an answer (case-insensitive). The captcha is used up either way. The validateData on
   * success; 'wrong' or 'expired' (also unknown or already tried) otherwise.
   */
  async verify(captchaId: string, answer: string): Promise<{ validateData: string } | 'wrong' | 'expired'> {
    const now = this.now();
    const row = await this.db.selectFrom('account_captchas').selectAll().where('id', '=', captchaId).executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at <= now) return 'expired';
    const used = await this.db
      .updateTable('account_captchas')
      .set({ used_at: now })
      .where('id', '=', captchaId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return 'expired';
    if (answerDigest(captchaId, answer) !== row.answer_hash) return 'wrong';
    const validateData = randomToken();
    await this.db
      .insertInto('account_validate_tokens')
      .values({ id: hashToken(validateData), created_at: now, expires_at: now + VALIDATE_DATA_TTL_MS, used_at: null })
      .execute();
    return { validateData };
  }

  /** true when the validateData is known, unused and not expired (does not use it up). */
  async isValid(validateData: string | null | undefined): Promise<boolean> {
    if (!validateData) return false;
    const row = await this.db
      .selectFrom('account_validate_tokens')
      .select('id')
      .where('id', '=', hashToken(validateData))
      .where('used_at', 'is', null)
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Uses up a validateData; false when unknown, used or expired. */
  async consume(validateData: string | null | undefined, trx?: Transaction<AccountTables>): Promise<boolean> {
    if (!validateData || typeof validateData !== 'string') return false;
    const now = this.now();
    const result = await (trx ?? this.db)
      .updateTable('account_validate_tokens')
      .set({ used_at: now })
      .where('id', '=', hashToken(validateData))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives back a validateData used up by a pre-check that passed (the login that follows uses it). */
  async release(validateData: string): Promise<void> {
    await this.db
      .updateTable('account_validate_tokens')
      .set({ used_at: null })
      .where('id', '=', hashToken(validateData))
      .where('expires_at', '>', this.now())
      .execute();
  }

  /** Removes captchas and validateData that can no longer be used. */
  async purge(): Promise<void> {
    const cutoff = this.now() - 60 * 60 * 1000;
    await this.db.deleteFrom('account_captchas').where('expires_at', '<', cutoff).execute();
    await this.db.deleteFrom('account_validate_tokens').where('expires_at', '<', cutoff).execute();
  }
}
