import type { Kysely, Migration } from 'kysely';
import { CONTACT_TABLE, INDEX_TABLE, VIEW_TOKEN_TABLE } from './tables';

/** The project-cost plugin's migrations, tracked in `_migrations_project-cost`. */
export const projectCostMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(INDEX_TABLE)
        .addColumn('project_id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'varchar(32)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('province_id', 'integer', (c) => c.notNull())
        .addColumn('city_id', 'integer', (c) => c.notNull())
        .addColumn('category', 'varchar(20)', (c) => c.notNull())
        .addColumn('pricing_stage', 'varchar(20)', (c) => c.notNull())
        .addColumn('price_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('price_month', 'integer', (c) => c.notNull())
        .addColumn('total_area', 'double precision', (c) => c.notNull())
        .addColumn('above_area', 'double precision', (c) => c.notNull())
        .addColumn('below_area', 'double precision', (c) => c.notNull())
        .addColumn('total_cost', 'double precision', (c) => c.notNull())
        .addColumn('unit_cost', 'double precision', (c) => c.notNull())
        .addColumn('bid_node_count', 'integer', (c) => c.notNull())
        .addColumn('main_structure', 'varchar(20)', (c) => c.notNull())
        .addColumn('keywords', 'text', (c) => c.notNull())
        .addColumn('uses_json', 'text', (c) => c.notNull())
        .addColumn('specialties_json', 'text', (c) => c.notNull())
        .addColumn('fees_json', 'text', (c) => c.notNull())
        .addColumn('indicators_json', 'text', (c) => c.notNull())
        .addColumn('built_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('project_cost_index_region_month').on(INDEX_TABLE).columns(['province_id', 'price_month']).execute();
      await db.schema.createIndex('project_cost_index_city').on(INDEX_TABLE).column('city_id').execute();
      await db.schema.createIndex('project_cost_index_month').on(INDEX_TABLE).column('price_month').execute();
      await db.schema.createIndex('project_cost_index_category').on(INDEX_TABLE).columns(['category', 'price_month']).execute();
      await db.schema.createIndex('project_cost_index_unit_cost').on(INDEX_TABLE).column('unit_cost').execute();

      await db.schema
        .createTable(CONTACT_TABLE)
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('keyword', 'varchar(50)', (c) => c.notNull())
        .addColumn('area_id', 'integer')
        .addColumn('region_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('name', 'varchar(20)', (c) => c.notNull())
        .addColumn('phone', 'varchar(50)', (c) => c.notNull())
        .addColumn('description', 'varchar(500)', (c) => c.notNull())
        .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('project_cost_contact_member').on(CONTACT_TABLE).columns(['global_id', 'created_at']).execute();

      await db.schema
        .createTable(VIEW_TOKEN_TABLE)
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('project_cost_view_token_member').on(VIEW_TOKEN_TABLE).columns(['global_id', 'created_at']).execute();
      await db.schema.createIndex('project_cost_view_token_expiry').on(VIEW_TOKEN_TABLE).column('expires_at').execute();
    },
    async down(db: Kysely<any>) {
      for (const table of [VIEW_TOKEN_TABLE, CONTACT_TABLE, INDEX_TABLE]) await db.schema.dropTable(table).ifExists().execute();
    },
  },
};
