import type { Kysely } from 'kysely';
import { EXCHANGE_TABLE } from '../migrations/002_mall';

/**
 * An account is being deleted (account's AccountLifecycle `deleting`, in its transaction): the
 * shipping addresses of the member's gift exchanges are blanked (the privacy policy: 收货地址 is kept
 * with the exchange and deleted with the account). The exchanges themselves stay, as the points
 * ledger's rows do. Answers how many exchanges lost their address.
 */
export async function mallDeleting(trx: Kysely<any>, event: { globalId: string; at: number }): Promise<number> {
  const result = await trx.updateTable(EXCHANGE_TABLE).set({ address: null }).where('global_id', '=', event.globalId).where('address', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}
