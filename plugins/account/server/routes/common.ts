import type { FastifyRequest } from 'fastify';
import { BusinessError } from '@kernel/server/errors';
import { Messages } from '@kernel/core/status-codes';
import { AccountStatus } from '../../shared/contract';
import { PayloadError } from '../crypto';
import { Msg } from '../messages';
import type { AccountRuntime } from '../runtime';
import { isMobile } from '@kernel/core/contact';
import type { SessionRow, UserRow } from '../tables';

/** Malformed input: HTTP 400, `请求参数错误：<detail>`. */
export function badRequest(detail: string): never {
  throw new PayloadError(`${Messages.badRequest}：${detail}`);
}

export function requireMobile(value: string | undefined, field = 'mobile'): string {
  const mobile = (value ?? '').replace(/\s+/g, '');
  if (!mobile) badRequest(`${field} 为必填项`);
  if (!isMobile(mobile)) badRequest(`${field} 格式不正确`);
  return mobile;
}

/** The session row and account of a request that passed requireLogin. */
export async function currentMember(rt: AccountRuntime, request: FastifyRequest): Promise<{ session: SessionRow; user: UserRow }> {
  const session = rt.sessionOf(request);
  const user = session ? await rt.users.byId(session.user_id) : undefined;
  if (!session || !user) throw new BusinessError(302, Messages.tokenExpired);
  return { session, user };
}

/**
 * The account a phone login is for: the one of header globalId among the phone's accounts, or the
 * only account of the phone when no globalId is sent.
 */
export async function phoneAccount(rt: AccountRuntime, mobile: string, globalId: string | undefined): Promise<UserRow> {
  const accounts = await rt.users.byPhone(mobile);
  if (accounts.length === 0) throw new BusinessError(AccountStatus.FAILED, Msg.phoneNotRegistered);
  if (!globalId) {
    if (accounts.length === 1) return accounts[0]!;
    throw new BusinessError(AccountStatus.FAILED, Msg.chooseAccount);
  }
  const chosen = accounts.find((a) => a.global_id === globalId);
  if (!chosen) throw new BusinessError(AccountStatus.FAILED, Msg.phoneNotBound);
  return chosen;
}

/** Closes this instance's login streams of the given sessions (after a logout or revocation). */
export function closeStreams(rt: AccountRuntime, sessionIds: readonly string[]): void {
  for (const id of sessionIds) for (const stream of rt.hub.ofSession(id)) stream.end();
}
