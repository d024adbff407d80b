import type { Kysely, Migration } from 'kysely';
import { BID_NODE_TABLE, COST_ITEM_TABLE, INDICATOR_TABLE, PRICE_INDEX_TABLE, PROJECT_TABLE } from '../shared/tables';

/** The cost-data plugin's migrations, tracked in `_migrations_cost-data`. */
export const costDataMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(PROJECT_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('province_id', 'integer', (c) => c.notNull())
        .addColumn('city_id', 'integer', (c) => c.notNull())
        .addColumn('category', 'varchar(20)', (c) => c.notNull())
        .addColumn('pricing_stage', 'varchar(20)', (c) => c.notNull())
        .addColumn('price_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('price_month', 'integer', (c) => c.notNull())
        .addColumn('total_area', 'double precision', (c) => c.notNull())
        .addColumn('total_cost', 'double precision', (c) => c.notNull())
        .addColumn('unit_cost', 'double precision', (c) => c.notNull())
        .addColumn('bid_node_count', 'integer', (c) => c.notNull())
        .addColumn('source', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cost_data_project_region_month').on(PROJECT_TABLE).columns(['province_id', 'price_month']).execute();
      await db.schema.createIndex('cost_data_project_month').on(PROJECT_TABLE).column('price_month').execute();

      await db.schema
        .createTable(BID_NODE_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references(`${PROJECT_TABLE}.id`).onDelete('cascade'))
        .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('province_id', 'integer', (c) => c.notNull())
        .addColumn('city_id', 'integer', (c) => c.notNull())
        .addColumn('building_use', 'varchar(20)', (c) => c.notNull())
        .addColumn('structure', 'varchar(20)', (c) => c.notNull())
        .addColumn('floors_above', 'integer', (c) => c.notNull())
        .addColumn('floors_below', 'integer', (c) => c.notNull())
        .addColumn('height_m', 'double precision', (c) => c.notNull())
        .addColumn('building_area', 'double precision', (c) => c.notNull())
        .addColumn('above_area', 'double precision', (c) => c.notNull())
        .addColumn('below_area', 'double precision', (c) => c.notNull())
        .addColumn('foundation_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('seismic_intensity', 'varchar(10)', (c) => c.notNull())
        .addColumn('decoration_standard', 'varchar(10)', (c) => c.notNull())
        .addColumn('pricing_stage', 'varchar(20)', (c) => c.notNull())
        .addColumn('price_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('price_month', 'integer', (c) => c.notNull())
        .addColumn('total_cost', 'double precision', (c) => c.notNull())
        .addColumn('unit_cost', 'double precision', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('attributes', 'text', (c) => c.notNull())
        .addColumn('keywords', 'text', (c) => c.notNull())
        .addColumn('source', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      const nodeIndexes: Array<[string, string[]]> = [
        ['cost_data_bid_node_project', ['project_id']],
        ['cost_data_bid_node_region_month', ['province_id', 'price_month']],
        ['cost_data_bid_node_city_month', ['city_id', 'price_month']],
        ['cost_data_bid_node_use_structure', ['building_use', 'structure', 'price_month']],
        ['cost_data_bid_node_month', ['price_month']],
        ['cost_data_bid_node_unit_cost', ['unit_cost']],
        ['cost_data_bid_node_area', ['building_area']],
      ];
      for (const [name, columns] of nodeIndexes) await db.schema.createIndex(name).on(BID_NODE_TABLE).columns(columns).execute();

      await db.schema
        .createTable(COST_ITEM_TABLE)
        .addColumn('bid_node_id', 'integer', (c) => c.notNull().references(`${BID_NODE_TABLE}.id`).onDelete('cascade'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('code', 'varchar(20)', (c) => c.notNull())
        .addColumn('amount', 'double precision', (c) => c.notNull())
        .addColumn('unit_cost', 'double precision', (c) => c.notNull())
        .addColumn('ratio', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('cost_data_cost_item_pk', ['bid_node_id', 'kind', 'code'])
        .execute();

      await db.schema
        .createTable(INDICATOR_TABLE)
        .addColumn('bid_node_id', 'integer', (c) => c.notNull().references(`${BID_NODE_TABLE}.id`).onDelete('cascade'))
        .addColumn('code', 'varchar(20)', (c) => c.notNull())
        .addColumn('value', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('cost_data_indicator_pk', ['bid_node_id', 'code'])
        .execute();

      await db.schema
        .createTable(PRICE_INDEX_TABLE)
        .addColumn('province_id', 'integer', (c) => c.notNull())
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('value', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('cost_data_price_index_pk', ['province_id', 'month'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of [PRICE_INDEX_TABLE, INDICATOR_TABLE, COST_ITEM_TABLE, BID_NODE_TABLE, PROJECT_TABLE]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
};
