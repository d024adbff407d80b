/**
 * A member's favourites: save, cancel, status. The /pb/favorite endpoints answer with it, and the
 * favorites plugin offers it to other plugins' servers as the `Favorites` service
 * (shared/services.ts), so every caller keeps the same rules (see README, Rules).
 */
import { sql, type Kysely } from 'kysely';
import { BusinessError } from '@kernel/server/errors';
import { FavoritesCodes, FavoritesMessages, fullMessage, type FavoriteKind } from '../shared/contract';
import type { Favorites, FavoriteViewer } from '../shared/services';
import { FAVORITE_COUNT_TABLE, FAVORITE_TABLE, type FavoritesTables } from './migrations';
import type { Targets } from './targets';

export interface FavoriteStoreOptions {
  readonly clock: () => number;
  /** Favourites per user. */
  readonly maxPerUser: number;
}

const NOT_FOUND: Record<FavoriteKind, string> = {
  node: FavoritesMessages.nodeNotFound,
  item: FavoritesMessages.itemNotFound,
  labour: FavoritesMessages.labourNotFound,
};

export const uniqueIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** When the user saved the target (ms), or null. */
async function savedAt(db: Kysely<FavoritesTables>, globalId: string, kind: FavoriteKind, targetId: number): Promise<number | null> {
  const row = await db
    .selectFrom(FAVORITE_TABLE)
    .select('created_at')
    .where('global_id', '=', globalId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return row ? Number(row.created_at) : null;
}

export function favoriteStore(db: Kysely<FavoritesTables>, targets: Record<FavoriteKind, Targets>, options: FavoriteStoreOptions): Favorites {
  const { clock, maxPerUser } = options;
  return {
    async status(viewer: FavoriteViewer, kind, targetIds) {
      const ids = uniqueIds(targetIds);
      if (ids.length === 0) return { kind, saved: [] };
      const rows = await db
        .selectFrom(FAVORITE_TABLE)
        .select('target_id')
        .where('global_id', '=', viewer.globalId)
        .where('kind', '=', kind)
        .where('target_id', 'in', ids)
        .execute();
      return { kind, saved: uniqueIds(rows.map((r) => Number(r.target_id))) };
    },

    async add(viewer, kind, targetId) {
      const globalId = viewer.globalId;
      const existing = await savedAt(db, globalId, kind, targetId);
      if (existing !== null) return { kind, targetId, savedAt: existing, already: true, message: FavoritesMessages.alreadySaved };
      const snapshot = await targets[kind].snapshot(targetId, viewer);
      if (!snapshot) throw new BusinessError(FavoritesCodes.notFound, NOT_FOUND[kind]);
      const now = clock();
      // One transaction: the favourite, then the user's count raised only while under the cap.
      // The count row is locked by the raise, so concurrent adds of one user take turns on it and
      // each sees the count the previous one left (PostgreSQL re-checks the WHERE on the newest
      // row; SQLite runs one transaction at a time); a refused raise rolls the favourite back.
      const saved = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto(FAVORITE_TABLE)
          .values({ global_id: globalId, kind, target_id: targetId, created_at: now, ...snapshot })
          .onConflict((oc) => oc.columns(['global_id', 'kind', 'target_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null; // saved meanwhile by a concurrent call
        const raised = await trx
          .insertInto(FAVORITE_COUNT_TABLE)
          .values({ global_id: globalId, n: 1 })
          .onConflict((oc) =>
            oc
              .column('global_id')
              .doUpdateSet({ n: sql<number>`${sql.ref(`${FAVORITE_COUNT_TABLE}.n`)} + 1` })
              .where(`${FAVORITE_COUNT_TABLE}.n`, '<', maxPerUser),
          )
          .executeTakeFirst();
        if (Number(raised.numInsertedOrUpdatedRows ?? 0) === 0 || maxPerUser < 1) throw new BusinessError(FavoritesCodes.full, fullMessage(maxPerUser));
        return now;
      });
      if (saved === null) return { kind, targetId, savedAt: (await savedAt(db, globalId, kind, targetId)) ?? now, already: true, message: FavoritesMessages.alreadySaved };
      return { kind, targetId, savedAt: saved, already: false, message: FavoritesMessages.saved };
    },

    async cancel(viewer, kind, targetIds) {
      const ids = uniqueIds(targetIds);
      if (ids.length === 0) return { kind, cancelled: 0 };
      const globalId = viewer.globalId;
      const cancelled = await db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom(FAVORITE_TABLE)
          .where('global_id', '=', globalId)
          .where('kind', '=', kind)
          .where('target_id', 'in', ids)
          .executeTakeFirst();
        const n = Number(deleted.numDeletedRows ?? 0);
        if (n > 0) {
          await trx
            .updateTable(FAVORITE_COUNT_TABLE)
            .set({ n: sql<number>`${sql.ref('n')} - ${n}` })
            .where('global_id', '=', globalId)
            .execute();
        }
        return n;
      });
      return { kind, cancelled };
    },
  };
}
