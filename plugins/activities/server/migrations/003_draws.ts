import type { Kysely, Migration } from 'kysely';
import { dialectOf, serialId } from '@kernel/server/sql';
import { DRAW_TABLE, FESTIVAL_BOARD_TABLE, FESTIVAL_FLIP_TABLE, PRIZE_TABLE } from '../draws/tables';

/**
 * The tables of the draws: the prizes of each draw activity (probability in parts per million;
 * the stock of a limited prize is the counter `stock:prize`), every draw made with its result
 * (未中奖 / 已中奖 / 已发放), and the festival's daily boards of cards and the flips made.
 */
export const drawsMigration: Migration = {
  async up(db: Kysely<any>) {
    const dialect = await dialectOf(db);
    await db.schema
      .createTable(PRIZE_TABLE)
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('activity_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(60)', (c) => c.notNull())
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      // points: the points; vip: a membership plan id (e.g. singleProject.month); gift / none: ''.
      .addColumn('value', 'varchar(40)', (c) => c.notNull())
      .addColumn('description', 'varchar(120)', (c) => c.notNull())
      .addColumn('probability_ppm', 'integer', (c) => c.notNull())
      // The stock put in at seeding (null: unlimited); what is left is the counter stock:prize.
      .addColumn('stock_total', 'integer')
      .addColumn('tone', 'varchar(10)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('activities_prize_activity').on(PRIZE_TABLE).columns(['activity_id', 'sort']).execute();

    await serialId(db.schema.createTable(DRAW_TABLE), dialect)
      .addColumn('activity_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('prize_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('prize_index', 'integer', (c) => c.notNull())
      // lost 未中奖 | won 已中奖 | delivered 已发放
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      // chance | free | points
      .addColumn('paid_with', 'varchar(10)', (c) => c.notNull())
      .addColumn('points_spent', 'integer', (c) => c.notNull())
      .addColumn('idem_key', 'varchar(160)', (c) => c.notNull().unique())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('delivered_at', 'bigint')
      // A gift's shipping address (JSON) once claimed.
      .addColumn('delivery', 'text')
      .execute();
    await db.schema.createIndex('activities_draw_member').on(DRAW_TABLE).columns(['global_id', 'activity_id', 'id']).execute();
    await db.schema.createIndex('activities_draw_activity').on(DRAW_TABLE).columns(['activity_id', 'status', 'id']).execute();

    await db.schema
      .createTable(FESTIVAL_BOARD_TABLE)
      .addColumn('activity_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      // JSON array of the nine faces, dealt with the cryptographic source on the day's first look.
      .addColumn('faces', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('activities_festival_board_pk', ['activity_id', 'global_id', 'day'])
      .execute();

    await db.schema
      .createTable(FESTIVAL_FLIP_TABLE)
      .addColumn('activity_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('card_index', 'integer', (c) => c.notNull())
      .addColumn('face', 'varchar(10)', (c) => c.notNull())
      // 1 when this flip completed a pair (or was the wild card) and gave a draw.
      .addColumn('matched', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('activities_festival_flip_pk', ['activity_id', 'global_id', 'day', 'card_index'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of [FESTIVAL_FLIP_TABLE, FESTIVAL_BOARD_TABLE, DRAW_TABLE, PRIZE_TABLE]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
