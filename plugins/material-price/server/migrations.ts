import type { Kysely, Migration } from 'kysely';

/** The plugin's table: its name starts with the plugin id (`-` as `_`). */
export const MATERIAL_PRICE_TABLE = 'material_price_item';

export interface MaterialPriceRow {
  id: string;
  name: string;
  created_at: number;
}

/** The plugin's migrations, applied in name order and tracked in its own migration table. */
export const materialPriceMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(MATERIAL_PRICE_TABLE)
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(MATERIAL_PRICE_TABLE).ifExists().execute();
    },
  },
};
