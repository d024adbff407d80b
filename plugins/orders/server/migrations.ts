import { sql, type Kysely, type Migration } from 'kysely';
import { INVOICE_TABLE, NOTIFICATION_TABLE, ORDER_TABLE, SANDBOX_KEY_TABLE } from './tables';

/** The orders plugin's migrations, tracked in `_migrations_orders`. */
export const ordersMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(ORDER_TABLE)
        .addColumn('order_no', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('plan_id', 'varchar(40)', (c) => c.notNull())
        .addColumn('plan_name', 'varchar(60)', (c) => c.notNull())
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('provider', 'varchar(16)')
        .addColumn('trade_no', 'varchar(64)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('pay_deadline', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint')
        .addColumn('granted_at', 'bigint')
        .addColumn('closed_at', 'bigint')
        .addColumn('refunded_at', 'bigint')
        .addColumn('granted_rights', 'text')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('orders_orders_member').on(ORDER_TABLE).columns(['global_id', 'created_at']).execute();
      await db.schema.createIndex('orders_orders_deadline').on(ORDER_TABLE).columns(['status', 'pay_deadline']).execute();
      // One pending order per member and plan: creating again answers that order (a partial unique
      // index, on SQLite and PostgreSQL alike, settles two creations at the same moment).
      await sql`create unique index orders_orders_one_pending on ${sql.table(ORDER_TABLE)} (global_id, plan_id) where status = 'pending'`.execute(db);

      await db.schema
        .createTable(NOTIFICATION_TABLE)
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('provider', 'varchar(16)', (c) => c.notNull())
        .addColumn('order_no', 'varchar(64)')
        .addColumn('trade_no', 'varchar(64)')
        .addColumn('trade_status', 'varchar(32)')
        .addColumn('total_amount', 'varchar(20)')
        .addColumn('verified', 'integer', (c) => c.notNull())
        .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
        .addColumn('detail', 'varchar(200)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('remote_address', 'varchar(64)', (c) => c.notNull())
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('orders_notifications_order').on(NOTIFICATION_TABLE).columns(['order_no', 'received_at']).execute();

      await db.schema
        .createTable(INVOICE_TABLE)
        .addColumn('order_no', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('title_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('tax_no', 'varchar(18)')
        .addColumn('email', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('requested_at', 'bigint', (c) => c.notNull())
        .addColumn('issued_at', 'bigint')
        .addColumn('anonymised_at', 'bigint')
        .execute();
      await db.schema.createIndex('orders_invoices_member').on(INVOICE_TABLE).columns(['global_id']).execute();

      await db.schema
        .createTable(SANDBOX_KEY_TABLE)
        .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('private_key', 'text', (c) => c.notNull())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(SANDBOX_KEY_TABLE).ifExists().execute();
      await db.schema.dropTable(INVOICE_TABLE).ifExists().execute();
      await db.schema.dropTable(NOTIFICATION_TABLE).ifExists().execute();
      await db.schema.dropTable(ORDER_TABLE).ifExists().execute();
    },
  },
};
