import type { Kysely } from 'kysely';
import { AccountDirectory } from '@plugins/account/shared/services';
import { DrawMessages, type DeliveryAddress, type DrawActivityKind, type DrawRecord, type DrawRecordPage, type WinnerTick } from '../../shared/draws';
import type { ActivitiesRuntime } from '../runtime';
import { checkAddress } from '../mall/service';
import { drawActivityById, type DrawActivity } from './activity';
import { refuse } from './refusals';
import { maskName, prizesOf, recordOf, type Prize } from './engine';
import { DRAW_TABLE, type DrawRow } from './tables';

/** A member's draws of an activity, newest first. */
export async function recordsPage(
  rt: ActivitiesRuntime,
  activity: DrawActivity,
  globalId: string,
  paging: { pageNum: number; pageSize: number },
): Promise<DrawRecordPage> {
  const base = rt.db.selectFrom(DRAW_TABLE).where('activity_id', '=', activity.id).where('global_id', '=', globalId);
  const [{ n }] = (await base.select((eb) => eb.fn.countAll<number>().as('n')).execute()) as [{ n: number }];
  const rows = (await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute()) as DrawRow[];
  const prizes = byId(await prizesOf(rt.db, activity.id));
  return { list: rows.map((r) => recordOf(r, activity.title, prizes.get(r.prize_id) ?? null)), total: Number(n), pageNum: paging.pageNum, pageSize: paging.pageSize };
}

function byId(prizes: readonly Prize[]): Map<string, Prize> {
  return new Map(prizes.map((p) => [p.id, p]));
}

/** The latest prizes won in an activity (谢谢参与 left out), the winners' names masked. */
export async function winnersOf(rt: ActivitiesRuntime, activity: DrawActivity, limit = 20): Promise<WinnerTick[]> {
  const rows = (await rt.db
    .selectFrom(DRAW_TABLE)
    .selectAll()
    .where('activity_id', '=', activity.id)
    .where('status', 'in', ['won', 'delivered'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()) as DrawRow[];
  const prizes = byId(await prizesOf(rt.db, activity.id));
  const directory = rt.services.find(AccountDirectory);
  const names = new Map<string, string>();
  for (const gid of new Set(rows.map((r) => r.global_id))) {
    const account = directory ? await directory.find(gid).catch(() => null) : null;
    names.set(gid, account ? maskName(account.fullName || account.accountName) : maskName(`会员${gid.slice(-4)}`));
  }
  return rows.map((r) => ({ name: names.get(r.global_id)!, prizeName: prizes.get(r.prize_id)?.name ?? '谢谢参与', createdAt: Number(r.created_at) }));
}

/** The sentence a claim answers with. */
export function claimMessage(record: DrawRecord): string {
  return record.prizeKind === 'gift' ? '领取成功，奖品将于7个工作日内寄出' : '奖品已发放';
}

/**
 * Claims a prize won (exchange*): a gift needs the shipping address and turns 已中奖 → 已发放 with
 * the address stored; a prize already delivered answers its record; 未中奖 is refused. The draw must
 * be the member's and of one of `kinds` (the endpoint's activities). A conditional UPDATE (status
 * still won) decides between concurrent claims.
 */
export async function claimPrize(
  trx: Kysely<any>,
  rt: ActivitiesRuntime,
  input: { kinds: readonly DrawActivityKind[]; globalId: string; drawId: number; address?: DeliveryAddress; at: number },
): Promise<DrawRecord> {
  const { globalId, drawId } = input;
  const find = async () =>
    (await trx.selectFrom(DRAW_TABLE).selectAll().where('id', '=', drawId).where('global_id', '=', globalId).executeTakeFirst()) as DrawRow | undefined;
  const row = await find();
  const activity = row ? await drawActivityById(trx, row.activity_id) : null;
  if (!row || !activity || !input.kinds.includes(activity.kind)) throw refuse(DrawMessages.unknownDraw);
  const prizes = byId(await prizesOf(trx, activity.id));
  const prize = prizes.get(row.prize_id) ?? null;
  if (row.status === 'lost') throw refuse(DrawMessages.notWon);
  if (row.status === 'won') {
    const address = checkAddress(input.address);
    await trx
      .updateTable(DRAW_TABLE)
      .set({ status: 'delivered', delivered_at: input.at, delivery: JSON.stringify(address) })
      .where('id', '=', drawId)
      .where('status', '=', 'won')
      .execute();
  }
  return recordOf((await find())!, activity.title, prize);
}
