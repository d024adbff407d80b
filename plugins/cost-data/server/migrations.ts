import type { Kysely, Migration } from 'kysely';
import {
  BID_NODE_TABLE,
  BQ_CHAPTER_TABLE,
  BQ_CODE_TABLE,
  BQ_ITEM_TABLE,
  BQ_NORM_TABLE,
  BQ_RESOURCE_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  NORM_LINE_TABLE,
  NORM_TABLE,
  PRICE_INDEX_TABLE,
  PROJECT_TABLE,
  RESOURCE_PRICE_TABLE,
  RESOURCE_TABLE,
} from '../shared/tables';

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
  /**
   * Priced bills of quantities: the item catalogue per measurement standard, the resources, the
   * norm library, the monthly resource prices, and the bill items of the single projects with
   * their norm lines (see docs/data.md).
   */
  '002_bill_of_quantities': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(BQ_CHAPTER_TABLE)
        .addColumn('standard', 'varchar(4)', (c) => c.notNull())
        .addColumn('code', 'varchar(6)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addPrimaryKeyConstraint('cost_data_bq_chapter_pk', ['standard', 'code'])
        .execute();
      await db.schema
        .createTable(BQ_CODE_TABLE)
        .addColumn('standard', 'varchar(4)', (c) => c.notNull())
        .addColumn('code9', 'varchar(9)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('unit', 'varchar(20)', (c) => c.notNull())
        .addColumn('specialty', 'varchar(20)', (c) => c.notNull())
        .addColumn('part', 'varchar(10)', (c) => c.notNull())
        .addPrimaryKeyConstraint('cost_data_bq_code_pk', ['standard', 'code9'])
        .execute();
      await db.schema
        .createTable(RESOURCE_TABLE)
        .addColumn('code', 'varchar(10)', (c) => c.primaryKey())
        .addColumn('kind', 'varchar(4)', (c) => c.notNull())
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('spec', 'varchar(60)', (c) => c.notNull())
        .addColumn('unit', 'varchar(20)', (c) => c.notNull())
        .addColumn('price_class', 'varchar(20)', (c) => c.notNull())
        .addColumn('base_price', 'double precision', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(NORM_TABLE)
        .addColumn('code', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('unit', 'varchar(20)', (c) => c.notNull())
        .addColumn('unit_size', 'double precision', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(NORM_LINE_TABLE)
        .addColumn('norm_code', 'varchar(20)', (c) => c.notNull().references(`${NORM_TABLE}.code`).onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('resource_code', 'varchar(10)', (c) => c.notNull().references(`${RESOURCE_TABLE}.code`))
        .addColumn('consumption', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('cost_data_norm_line_pk', ['norm_code', 'seq'])
        .execute();
      await db.schema.createIndex('cost_data_norm_line_resource').on(NORM_LINE_TABLE).column('resource_code').execute();
      // No foreign key on the big price table (its rows are written in bulk, the resource rows first).
      await db.schema
        .createTable(RESOURCE_PRICE_TABLE)
        .addColumn('resource_code', 'varchar(10)', (c) => c.notNull())
        .addColumn('region_id', 'integer', (c) => c.notNull())
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('info_price', 'double precision', (c) => c.notNull())
        .addColumn('market_price', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('cost_data_resource_price_pk', ['resource_code', 'region_id', 'month'])
        .execute();

      await db.schema
        .createTable(BQ_ITEM_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('bid_node_id', 'integer', (c) => c.notNull().references(`${BID_NODE_TABLE}.id`).onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('standard', 'varchar(4)', (c) => c.notNull())
        .addColumn('code', 'varchar(12)', (c) => c.notNull())
        .addColumn('code9', 'varchar(9)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('features', 'text', (c) => c.notNull())
        .addColumn('unit', 'varchar(20)', (c) => c.notNull())
        .addColumn('quantity', 'double precision', (c) => c.notNull())
        .addColumn('unit_price', 'double precision', (c) => c.notNull())
        .addColumn('amount', 'double precision', (c) => c.notNull())
        .addColumn('labour', 'double precision', (c) => c.notNull())
        .addColumn('material', 'double precision', (c) => c.notNull())
        .addColumn('machine', 'double precision', (c) => c.notNull())
        .addColumn('management', 'double precision', (c) => c.notNull())
        .addColumn('profit', 'double precision', (c) => c.notNull())
        .addColumn('risk', 'double precision', (c) => c.notNull())
        .addColumn('part', 'varchar(10)', (c) => c.notNull())
        .addColumn('specialty', 'varchar(20)', (c) => c.notNull())
        .addColumn('excellent', 'integer', (c) => c.notNull())
        .addColumn('price_region_id', 'integer', (c) => c.notNull())
        .addColumn('price_kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('province_id', 'integer', (c) => c.notNull())
        .addColumn('city_id', 'integer', (c) => c.notNull())
        .addColumn('price_month', 'integer', (c) => c.notNull())
        .addColumn('building_use', 'varchar(20)', (c) => c.notNull())
        .addColumn('structure', 'varchar(20)', (c) => c.notNull())
        .addColumn('pricing_stage', 'varchar(20)', (c) => c.notNull())
        .addColumn('keywords', 'text', (c) => c.notNull())
        .execute();
      const itemIndexes: Array<[string, string[]]> = [
        // A single project's bill in order (bqItemByResultId, excellentBqItemByResultId).
        ['cost_data_bq_item_node', ['bid_node_id', 'seq']],
        // Code-prefix search (code9 range) within a region and period.
        ['cost_data_bq_item_code_region_month', ['code9', 'province_id', 'price_month']],
      ];
      for (const [name, columns] of itemIndexes) await db.schema.createIndex(name).on(BQ_ITEM_TABLE).columns(columns).execute();
      await db.schema
        .createTable(BQ_NORM_TABLE)
        .addColumn('bq_item_id', 'integer', (c) => c.notNull().references(`${BQ_ITEM_TABLE}.id`).onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('norm_code', 'varchar(20)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('unit', 'varchar(20)', (c) => c.notNull())
        .addColumn('per', 'double precision', (c) => c.notNull())
        .addColumn('quantity', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('cost_data_bq_norm_pk', ['bq_item_id', 'seq'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of [BQ_NORM_TABLE, BQ_ITEM_TABLE, RESOURCE_PRICE_TABLE, NORM_LINE_TABLE, NORM_TABLE, RESOURCE_TABLE, BQ_CODE_TABLE, BQ_CHAPTER_TABLE]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  /**
   * The resource lines (人材机) of imported bill items, as their file gives them (generated items
   * derive theirs from their norm lines and store none).
   */
  '003_bq_resource': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(BQ_RESOURCE_TABLE)
        .addColumn('bq_item_id', 'integer', (c) => c.notNull().references(`${BQ_ITEM_TABLE}.id`).onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('resource_code', 'varchar(20)', (c) => c.notNull())
        .addColumn('kind', 'varchar(4)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('spec', 'varchar(100)', (c) => c.notNull())
        .addColumn('unit', 'varchar(20)', (c) => c.notNull())
        .addColumn('per', 'double precision', (c) => c.notNull())
        .addColumn('quantity', 'double precision', (c) => c.notNull())
        .addColumn('price', 'double precision', (c) => c.notNull())
        .addColumn('unit_amount', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('cost_data_bq_resource_pk', ['bq_item_id', 'seq'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(BQ_RESOURCE_TABLE).ifExists().execute();
    },
  },
};
