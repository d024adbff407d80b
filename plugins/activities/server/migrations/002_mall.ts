import type { Kysely, Migration } from 'kysely';
import { dialectOf, serialId } from '@kernel/server/sql';

export const PRODUCT_TABLE = 'activities_product';
export const EXCHANGE_TABLE = 'activities_exchange';

/**
 * The tables of the points mall:
 * - `activities_product`: the catalogue (code, kind report | vip | gift, title, summary, points, the
 *   per-member limit, the sale window, sort, tone, spec JSON: a report's figures and scope, a VIP
 *   product's plan, a gift's contents). Stock is not a column: it is the counter
 *   `stock:product`/<code> (with its ledger);
 * - `activities_exchange`: one row per exchange (the member, the product and its title and points at
 *   the time, the state 已完成 / 已生效 / 待发货, the request id, the address of a gift, the VIP
 *   expiry granted, the report's spec frozen at the time). Downloads are the counter
 *   `download:report`/<exchange id>.
 * Times are epoch milliseconds.
 */
export const mallMigration: Migration = {
  async up(db: Kysely<any>) {
    const dialect = await dialectOf(db);
    await db.schema
      .createTable(PRODUCT_TABLE)
      .addColumn('code', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(12)', (c) => c.notNull())
      .addColumn('title', 'varchar(80)', (c) => c.notNull())
      .addColumn('summary', 'varchar(300)', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('member_limit', 'integer', (c) => c.notNull())
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addColumn('on_sale', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('tone', 'varchar(12)', (c) => c.notNull())
      .addColumn('spec', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await serialId(db.schema.createTable(EXCHANGE_TABLE), dialect)
      .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('product_code', 'varchar(40)', (c) => c.notNull())
      .addColumn('kind', 'varchar(12)', (c) => c.notNull())
      .addColumn('title', 'varchar(80)', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('vip_until', 'bigint')
      .addColumn('spec', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('activities_exchange_request', ['global_id', 'request_id'])
      .execute();
    await db.schema.createIndex('activities_exchange_member').on(EXCHANGE_TABLE).columns(['global_id', 'id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable(EXCHANGE_TABLE).ifExists().execute();
    await db.schema.dropTable(PRODUCT_TABLE).ifExists().execute();
  },
};
