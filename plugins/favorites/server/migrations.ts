import { sql, type Kysely, type Migration } from 'kysely';

/** The favourites: one row per user, kind and target, with the snapshot of when it was saved. */
export const FAVORITE_TABLE = 'favorites_favorite';
/** One row per user: how many favourites they keep (the cap is enforced on it, see routes.ts). */
export const FAVORITE_COUNT_TABLE = 'favorites_count';

export interface FavoriteRow {
  global_id: string;
  /** 'node' | 'item'. */
  kind: string;
  target_id: number;
  created_at: number;
  /** Name at save time (单项工程名称, or the item's 项目名称). */
  name: string;
  /** The saved value: a node's 单方造价 (元/m²), an item's 综合单价 (元). */
  saved_value: number;
  /** The saved value's price month (YYYYMM). */
  saved_month: number;
  /** A node's province and city, an item's price region (city_id 0), a labour line's region (全国: 1 and 0). */
  province_id: number;
  city_id: number;
  /** A node's building use and structure ('' for an item); a labour line's building type in building_use. */
  building_use: string;
  structure: string;
  /** An item's 9-digit bill code ('' for a node); a labour line's trade code. */
  code9: string;
  /** An item's 12-digit code and 计量单位 ('' for a node); a labour line's unit (元/m²). */
  code: string;
  unit: string;
  /** An item's single project (bid node id and name; 0 / '' for a node). */
  project_id: number;
  project_name: string;
  /** An item's own 综合单价 (元) and price month as priced in its project (0 for a node). */
  item_price: number;
  item_month: number;
  /** A labour price line's quarter when saved ('YYYYQn'; '' for the other kinds). */
  quarter: string;
}

export interface FavoriteCountRow {
  global_id: string;
  n: number;
}

export interface FavoritesTables {
  [FAVORITE_TABLE]: FavoriteRow;
  [FAVORITE_COUNT_TABLE]: FavoriteCountRow;
}

/** The plugin's migrations, applied in name order and tracked in its own migration table. */
export const favoritesMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(FAVORITE_TABLE)
        .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('target_id', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('saved_value', 'double precision', (c) => c.notNull())
        .addColumn('saved_month', 'integer', (c) => c.notNull())
        .addColumn('province_id', 'integer', (c) => c.notNull())
        .addColumn('city_id', 'integer', (c) => c.notNull())
        .addColumn('building_use', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('structure', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('code9', 'varchar(12)', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('favorites_favorite_pk', ['global_id', 'kind', 'target_id'])
        .execute();
      // The lists: one user's favourites of one kind, newest first.
      await db.schema.createIndex('favorites_favorite_by_time').on(FAVORITE_TABLE).columns(['global_id', 'kind', 'created_at']).execute();
      await db.schema
        .createTable(FAVORITE_COUNT_TABLE)
        .addColumn('global_id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addCheckConstraint('favorites_count_n_check', sql`n >= 0`)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(FAVORITE_COUNT_TABLE).ifExists().execute();
      await db.schema.dropTable(FAVORITE_TABLE).ifExists().execute();
    },
  },
  /**
   * Bill items: the snapshot of an item also keeps its 12-digit code, unit, single project and its
   * own 综合单价 and month (saved_value / saved_month are its regional price at the month it was saved).
   */
  '002_items': {
    async up(db: Kysely<any>) {
      const columns: Array<[string, 'varchar(12)' | 'varchar(20)' | 'varchar(200)' | 'integer' | 'double precision', string | number]> = [
        ['code', 'varchar(12)', ''],
        ['unit', 'varchar(20)', ''],
        ['project_id', 'integer', 0],
        ['project_name', 'varchar(200)', ''],
        ['item_price', 'double precision', 0],
        ['item_month', 'integer', 0],
      ];
      for (const [name, type, fallback] of columns) {
        await db.schema.alterTable(FAVORITE_TABLE).addColumn(name, type, (c) => c.notNull().defaultTo(fallback)).execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const name of ['item_month', 'item_price', 'project_name', 'project_id', 'unit', 'code']) {
        await db.schema.alterTable(FAVORITE_TABLE).dropColumn(name).execute();
      }
    },
  },
  /**
   * Labour price lines (kind `labour`): the snapshot's quarter. The other columns keep the trade
   * (name, code9 = trade code), region (province_id, city_id), building type (building_use), unit
   * and price (saved_value; saved_month the quarter's last month).
   */
  '003_labour': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable(FAVORITE_TABLE).addColumn('quarter', 'varchar(8)', (c) => c.notNull().defaultTo('')).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable(FAVORITE_TABLE).dropColumn('quarter').execute();
    },
  },
};
