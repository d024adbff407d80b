import { sql, type Kysely } from 'kysely';
import { AccountDirectory } from '@plugins/account/shared/services';
import { accountRoutes } from '@plugins/account/shared/routes';
import { maskName, TaskMessages, type InviteSummary, type InviteVisit, type ShareUrl } from '../../shared/tasks';
import { dayKey } from '../calendar';
import { CounterRefused } from '../ledger-types';
import type { ActivitiesRuntime } from '../runtime';
import { activityOfKind, stateAt, type TaskActivity, refuse } from './activity';
import { INVITE_RULES, type InviteRules } from './catalog';
import { INVITE_TABLE, INVITE_VISIT_TABLE } from './tables';

/**
 * 邀请好友: the member's link carries the invite code account keeps (AccountDirectory); account's
 * registration runs the AccountLifecycle.registered hook inside its transaction, which records the
 * invite (one row per new member: activities_invite's key) and credits the inviter (ledger key
 * `invite:<inviteeGid>`, reason 邀请好友) while the campaign runs and the inviter is under its cap
 * (counter `limit:invite`, owner `<activityId>:<inviterGid>`). Visits of a link are counted by day.
 */

function rulesOf(activity: TaskActivity<Partial<InviteRules>> | null): InviteRules {
  const r = activity?.rules ?? {};
  return {
    pointsPerInvite: Number.isSafeInteger(r.pointsPerInvite) ? r.pointsPerInvite! : INVITE_RULES.pointsPerInvite,
    maxCredited: Number.isSafeInteger(r.maxCredited) ? r.maxCredited! : INVITE_RULES.maxCredited,
  };
}

function directoryOf(rt: ActivitiesRuntime): AccountDirectory {
  const directory = rt.services.find(AccountDirectory);
  if (!directory) throw refuse(TaskMessages.serviceUnavailable);
  return directory;
}

/** The invite link of a code: the registration page with `invite`. */
export function invitePath(code: string): string {
  return accountRoutes.register({}, { invite: code });
}

export async function shareUrl(rt: ActivitiesRuntime, globalId: string): Promise<ShareUrl> {
  const code = await directoryOf(rt).inviteCodeOf(globalId);
  if (!code) throw refuse(TaskMessages.serviceUnavailable);
  const activity = await activityOfKind<Partial<InviteRules>>(rt.db, 'invite', rt.clock());
  const { pointsPerInvite } = rulesOf(activity);
  return {
    code,
    url: invitePath(code),
    shareText: `我在造价指标网查单方造价、综合单价和造价指数，邀请你一起注册（邀请码 ${code}），注册即可领取新人专享积分。`,
    pointsPerInvite,
  };
}

/** A visit of an invite link: the inviter masked (an unknown code answers valid false), counted by day. */
export async function visitInvite(rt: ActivitiesRuntime, code: string): Promise<InviteVisit> {
  const inviter = await directoryOf(rt).inviterOf(code);
  if (!inviter) return { valid: false, code, inviter: null, message: TaskMessages.inviteInvalid };
  const day = dayKey(rt.clock());
  await rt.db
    .insertInto(INVITE_VISIT_TABLE)
    .values({ inviter_gid: inviter.globalId, day, visits: 1 })
    .onConflict((oc) => oc.columns(['inviter_gid', 'day']).doUpdateSet({ visits: sql`${sql.ref(`${INVITE_VISIT_TABLE}.visits`)} + 1` }))
    .execute();
  return { valid: true, code, inviter: maskName(inviter.accountName), message: '注册即可领取新人专享积分，完成新手任务最多可得250积分' };
}

/**
 * The AccountLifecycle.registered hook: runs in the registration's transaction (`trx`; nothing
 * here reads outside it), once per new member. Safe to rerun.
 */
export async function creditInvite(trx: Kysely<any>, rt: ActivitiesRuntime, event: { globalId: string; inviterGlobalId: string | null; at: number }): Promise<void> {
  const inviter = event.inviterGlobalId;
  if (!inviter || inviter === event.globalId) return;
  const seen = await trx.selectFrom(INVITE_TABLE).select('invitee_gid').where('invitee_gid', '=', event.globalId).executeTakeFirst();
  if (seen) return;
  const activity = await activityOfKind<Partial<InviteRules>>(trx, 'invite', event.at);
  const running = activity !== null && stateAt(activity, event.at) === 'running';
  const rules = rulesOf(activity);
  let points = running ? rules.pointsPerInvite : 0;
  const key = `invite:${event.globalId}`;
  if (points > 0) {
    try {
      await rt.counters.add(trx, { kind: 'limit:invite', owner: `${activity!.id}:${inviter}`, change: 1, max: rules.maxCredited, reason: 'invite', businessId: key, idemKey: key, at: event.at });
    } catch (error) {
      if (!(error instanceof CounterRefused)) throw error;
      points = 0;
    }
  }
  await trx.insertInto(INVITE_TABLE).values({ invitee_gid: event.globalId, inviter_gid: inviter, activity_id: activity?.id ?? null, points, created_at: event.at }).execute();
  if (points > 0) {
    await rt.ledger.credit(trx, { globalId: inviter, points, reason: 'invite', activityId: activity!.id, businessId: key, idemKey: key, remark: '邀请好友注册奖励', at: event.at });
  }
}

export async function inviteSummary(rt: ActivitiesRuntime, globalId: string): Promise<InviteSummary> {
  const directory = directoryOf(rt);
  const code = await directory.inviteCodeOf(globalId);
  const activity = await activityOfKind<Partial<InviteRules>>(rt.db, 'invite', rt.clock());
  const rules = rulesOf(activity);
  const totals = await rt.db
    .selectFrom(INVITE_TABLE)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('points').as('points')])
    .where('inviter_gid', '=', globalId)
    .executeTakeFirst();
  const visits = await rt.db.selectFrom(INVITE_VISIT_TABLE).select((eb) => eb.fn.sum<number>('visits').as('n')).where('inviter_gid', '=', globalId).executeTakeFirst();
  const latest = await rt.db.selectFrom(INVITE_TABLE).selectAll().where('inviter_gid', '=', globalId).orderBy('created_at', 'desc').orderBy('invitee_gid').limit(20).execute();
  const members = [];
  for (const row of latest) {
    const account = await directory.find(String(row.invitee_gid)).catch(() => null);
    members.push({ name: account ? maskName(account.accountName) : '已注销会员', at: Number(row.created_at), points: Number(row.points) });
  }
  return {
    code,
    url: code ? invitePath(code) : null,
    invited: Number(totals?.n ?? 0),
    points: Number(totals?.points ?? 0),
    pointsPerInvite: rules.pointsPerInvite,
    maxCredited: rules.maxCredited,
    visits: Number(visits?.n ?? 0),
    members,
    rules: [
      `好友通过你的邀请链接或邀请码完成注册，你可获得${rules.pointsPerInvite}积分。`,
      `每位新会员只计一次；本期活动每人最多获得${rules.maxCredited}位好友的邀请奖励。`,
      '被邀请的好友可领取新人专享任务奖励。',
      '以不正当方式获取的邀请奖励将被收回。',
    ],
  };
}
