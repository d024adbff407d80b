import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, serialId } from '@kernel/server/sql';
import {
  ACTIVITY_TABLE,
  COUNTER_LEDGER_TABLE,
  COUNTER_TABLE,
  IDEMPOTENCY_TABLE,
  POINTS_ACCOUNT_TABLE,
  POINTS_LEDGER_TABLE,
  POINTS_LOT_TABLE,
  SIGNIN_TABLE,
} from '../tables';

/**
 * The economy: activities and their rules, the points ledger (append-only) with its running
 * balance and the lots that expire, the counters (stock, chances, limits) with their ledger, and
 * the stored results of idempotent operations, the daily sign-ins. Times are epoch milliseconds.
 */
export const coreMigration: Migration = {
  async up(db: Kysely<any>) {
    const dialect = await dialectOf(db);
    await db.schema
      .createTable(ACTIVITY_TABLE)
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('title', 'varchar(60)', (c) => c.notNull())
      .addColumn('summary', 'varchar(200)', (c) => c.notNull())
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addColumn('rules', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('route', 'varchar(100)')
      .execute();

    await db.schema
      .createTable(POINTS_ACCOUNT_TABLE)
      .addColumn('global_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('balance', 'integer', (c) => c.notNull().check(sqlNonNegative('balance')))
      .addColumn('earned_total', 'integer', (c) => c.notNull())
      .addColumn('spent_total', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await serialId(db.schema.createTable(POINTS_LEDGER_TABLE), dialect)
      .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('change', 'integer', (c) => c.notNull())
      .addColumn('balance_after', 'integer', (c) => c.notNull())
      .addColumn('reason', 'varchar(16)', (c) => c.notNull())
      .addColumn('activity_id', 'varchar(40)')
      .addColumn('business_id', 'varchar(80)', (c) => c.notNull())
      .addColumn('idem_key', 'varchar(160)', (c) => c.notNull().unique())
      .addColumn('remark', 'varchar(100)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('activities_points_ledger_member').on(POINTS_LEDGER_TABLE).columns(['global_id', 'id']).execute();

    await serialId(db.schema.createTable(POINTS_LOT_TABLE), dialect)
      .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('ledger_id', 'integer', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('remaining', 'integer', (c) => c.notNull().check(sqlNonNegative('remaining')))
      .addColumn('earned_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('activities_points_lot_member').on(POINTS_LOT_TABLE).columns(['global_id', 'expires_at', 'id']).execute();
    await db.schema.createIndex('activities_points_lot_expiry').on(POINTS_LOT_TABLE).columns(['expires_at', 'remaining']).execute();

    await db.schema
      .createTable(COUNTER_TABLE)
      .addColumn('kind', 'varchar(60)', (c) => c.notNull())
      .addColumn('owner', 'varchar(120)', (c) => c.notNull())
      .addColumn('value', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('activities_counter_pk', ['kind', 'owner'])
      .execute();

    await serialId(db.schema.createTable(COUNTER_LEDGER_TABLE), dialect)
      .addColumn('kind', 'varchar(60)', (c) => c.notNull())
      .addColumn('owner', 'varchar(120)', (c) => c.notNull())
      .addColumn('change', 'integer', (c) => c.notNull())
      .addColumn('value_after', 'integer', (c) => c.notNull())
      .addColumn('reason', 'varchar(20)', (c) => c.notNull())
      .addColumn('business_id', 'varchar(80)', (c) => c.notNull())
      .addColumn('idem_key', 'varchar(160)', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('activities_counter_ledger_owner').on(COUNTER_LEDGER_TABLE).columns(['kind', 'owner', 'id']).execute();

    await db.schema
      .createTable(IDEMPOTENCY_TABLE)
      .addColumn('key', 'varchar(160)', (c) => c.primaryKey())
      .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    // The primary key is what makes a day's sign-in happen once, also under concurrent requests.
    await db.schema
      .createTable(SIGNIN_TABLE)
      .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('activity_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('made_up', 'integer', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('bonus', 'integer', (c) => c.notNull())
      .addColumn('cost', 'integer', (c) => c.notNull())
      .addColumn('series', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('activities_signin_pk', ['global_id', 'day'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of [SIGNIN_TABLE, IDEMPOTENCY_TABLE, COUNTER_LEDGER_TABLE, COUNTER_TABLE, POINTS_LOT_TABLE, POINTS_LEDGER_TABLE, POINTS_ACCOUNT_TABLE, ACTIVITY_TABLE]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/** A CHECK that the column never goes below zero (the last guard under the conditional updates). */
function sqlNonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}
