import type { Kysely } from 'kysely';
import { DRAW_TABLE } from './tables';

/**
 * An account is being deleted (account's AccountLifecycle `deleting`, in its transaction): the
 * shipping addresses of the member's claimed gifts are blanked (the privacy policy: 收货地址 is kept
 * with the record and deleted with the account). The draws themselves stay, as the ledgers do.
 * Answers how many draws lost their address.
 */
export async function drawsDeleting(trx: Kysely<any>, event: { globalId: string; at: number }): Promise<number> {
  const result = await trx.updateTable(DRAW_TABLE).set({ delivery: null }).where('global_id', '=', event.globalId).where('delivery', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}
