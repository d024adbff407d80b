/**
 * View tokens: a member asks for one before a project's detail is served (a simple guard against
 * scraping the detail calls in bulk). A token is random, bound to the member and the project,
 * valid for VIEW_TOKEN_TTL_SECONDS and stored only as its SHA-256 hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BusinessError } from '@kernel/server/errors';
import {
  ProjectCostCodes,
  ProjectCostMessages,
  VIEW_TOKEN_RATE_LIMIT,
  VIEW_TOKEN_TTL_SECONDS,
  type ViewToken,
} from '../shared/contract';
import { VIEW_TOKEN_TABLE } from './tables';

const MINUTE_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class ViewTokens {
  constructor(
    private readonly db: Kysely<any>,
    private readonly clock: () => number,
  ) {}

  /** Issues a token for the member and project; 461 beyond the per-minute limit. */
  async issue(globalId: string, projectId: number): Promise<ViewToken> {
    const now = this.clock();
    await this.db.deleteFrom(VIEW_TOKEN_TABLE).where('expires_at', '<=', now).execute();
    const recent = await this.db
      .selectFrom(VIEW_TOKEN_TABLE)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('global_id', '=', globalId)
      .where('created_at', '>', now - MINUTE_MS)
      .executeTakeFirst();
    if (Number(recent?.n ?? 0) >= VIEW_TOKEN_RATE_LIMIT) {
      throw new BusinessError(ProjectCostCodes.tooFrequent, ProjectCostMessages.tooFrequent);
    }
    const token = randomBytes(24).toString('base64url');
    await this.db
      .insertInto(VIEW_TOKEN_TABLE)
      .values({
        token_hash: hashToken(token),
        project_id: projectId,
        global_id: globalId,
        created_at: now,
        expires_at: now + VIEW_TOKEN_TTL_SECONDS * 1000,
      })
      .execute();
    return { viewToken: token, expiresIn: VIEW_TOKEN_TTL_SECONDS };
  }

  /** Throws 400 without a token, 440 for a token that is unknown, expired or not this member's and project's. */
  async verify(token: string | undefined, globalId: string, projectId: number): Promise<void> {
    const value = token?.trim();
    if (!value) throw new BusinessError(ProjectCostCodes.invalid, ProjectCostMessages.viewTokenMissing);
    const row = await this.db
      .selectFrom(VIEW_TOKEN_TABLE)
      .select(['project_id', 'global_id', 'expires_at'])
      .where('token_hash', '=', hashToken(value))
      .executeTakeFirst();
    if (
      !row ||
      Number(row.project_id) !== projectId ||
      row.global_id !== globalId ||
      Number(row.expires_at) <= this.clock()
    ) {
      throw new BusinessError(ProjectCostCodes.viewToken, ProjectCostMessages.viewTokenInvalid);
    }
  }
}
