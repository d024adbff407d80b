import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type Migration } from 'kysely';
import { createDatabase } from '@kernel/server/database';
import { migratePlugins, migrationTableName, seedPlugins } from '@kernel/server/migrations';
import type { ServerPlugin } from '@kernel/server/plugin';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';

function table(name: string, column: string): Migration {
  return {
    up: async (db: Kysely<any>) => {
      await db.schema
        .createTable(name)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn(column, 'varchar(100)', (c) => c.notNull())
        .execute();
    },
    down: async (db: Kysely<any>) => {
      await db.schema.dropTable(name).execute();
    },
  };
}

function fakePlugin(id: string, migrations: Record<string, Migration>, seeded: string[] = []): ServerPlugin {
  const prefix = id.replace(/-/g, '_');
  return {
    manifest: { id, title: id, order: 10 },
    migrations,
    async seed({ db }, options) {
      seeded.push(`${id}:${options.seed}`);
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(`${prefix}_item`)}`.execute(db);
      if (Number(rows[0]!.n) === 0) {
        await db.insertInto(`${prefix}_item`).values({ id: 1, title: '示例：住宅楼土建工程' }).execute();
      }
    },
  };
}

async function tables(t: TestDatabase): Promise<string[]> {
  return (await t.database.db.introspection.getTables({ withInternalKyselyTables: true }))
    .map((x) => x.name)
    .filter((n) => !n.startsWith('test_'))
    .sort();
}

async function history(t: TestDatabase, id: string): Promise<string[]> {
  const rows = await t.database.db.selectFrom(migrationTableName(id)).select('name').orderBy('name').execute();
  return rows.map((r) => r.name as string);
}

describe('per-plugin migrations', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(() => t.cleanup());

  it('names the tables after the plugin id', () => {
    expect(migrationTableName('bid-node')).toBe('_migrations_bid_node');
  });

  it('keeps a history per plugin; disabling one never breaks the other; re-running is idempotent', async () => {
    const alpha = fakePlugin('alpha-index', { '001_init': table('alpha_index_item', 'title') });
    const beta = fakePlugin('beta', { '001_init': table('beta_item', 'title') });

    const first = await migratePlugins(t.database, [alpha, beta]);
    expect(first.failed).toEqual([]);
    expect(first.plugins.map((p) => [p.id, p.applied])).toEqual([
      ['alpha-index', ['001_init']],
      ['beta', ['001_init']],
    ]);

    // beta is disabled; alpha gets a new migration: only alpha moves on.
    const alpha2 = fakePlugin('alpha-index', {
      '001_init': table('alpha_index_item', 'title'),
      '002_more': table('alpha_index_extra', 'note'),
    });
    const second = await migratePlugins(t.database, [alpha2]);
    expect(second.failed).toEqual([]);
    expect(second.plugins).toEqual([{ id: 'alpha-index', applied: ['002_more'] }]);
    expect(await history(t, 'alpha-index')).toEqual(['001_init', '002_more']);
    expect(await history(t, 'beta')).toEqual(['001_init']);

    // beta comes back: nothing to do for either.
    const third = await migratePlugins(t.database, [alpha2, beta]);
    expect(third.plugins.map((p) => p.applied)).toEqual([[], []]);
    expect(await tables(t)).toEqual(
      expect.arrayContaining([
        '_migrations_alpha_index',
        '_migrations_alpha_index_lock',
        '_migrations_beta',
        '_migrations_beta_lock',
        'alpha_index_extra',
        'alpha_index_item',
        'beta_item',
      ]),
    );
  });

  it('reports a failing plugin and still migrates the others', async () => {
    const broken: ServerPlugin = {
      manifest: { id: 'broken', title: 'broken', order: 1 },
      migrations: {
        '001_bad': {
          up: async (db) => {
            await sql`create table broken_item (id integer primary key, oops no_such_type_at_all(`.execute(db);
          },
        },
      },
    };
    const gamma = fakePlugin('gamma', { '001_init': table('gamma_item', 'title') });
    const report = await migratePlugins(t.database, [broken, gamma]);
    expect(report.failed).toEqual(['broken']);
    expect(report.plugins.find((p) => p.id === 'gamma')?.applied).toEqual(['001_init']);
  });

  it('seeds each plugin once, on its first start', async () => {
    const seeded: string[] = [];
    const alpha = fakePlugin('alpha', { '001_init': table('alpha_item', 'title') }, seeded);
    await migratePlugins(t.database, [alpha]);
    const first = await seedPlugins(t.database, [alpha], { scale: 1, seed: 2026 });
    expect(first).toEqual({ seeded: ['alpha'], skipped: [], failed: [] });
    const again = await seedPlugins(t.database, [alpha], { scale: 1, seed: 2026 });
    expect(again).toEqual({ seeded: [], skipped: ['alpha'], failed: [] });
    expect(seeded).toEqual(['alpha:2026']);
    const rows = await t.database.db.selectFrom('alpha_item').selectAll().execute();
    expect(rows).toEqual([{ id: 1, title: '示例：住宅楼土建工程' }]);
  });

  it('retries a seed that failed at the next start', async () => {
    let calls = 0;
    const flaky: ServerPlugin = {
      manifest: { id: 'flaky', title: 'flaky', order: 1 },
      async seed() {
        calls += 1;
        if (calls === 1) throw new Error('first start failed');
      },
    };
    expect((await seedPlugins(t.database, [flaky], { scale: 1, seed: 1 })).failed).toEqual(['flaky']);
    expect((await seedPlugins(t.database, [flaky], { scale: 1, seed: 1 })).seeded).toEqual(['flaky']);
  });
});

describe('createDatabase', () => {
  it('opens SQLite in WAL mode with foreign keys on', async () => {
    if (process.env.DATABASE_URL) return;
    const t = await createTestDatabase();
    try {
      const { rows: wal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.database.db);
      const { rows: fk } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(t.database.db);
      expect(wal[0]!.journal_mode).toBe('wal');
      expect(fk[0]!.foreign_keys).toBe(1);
    } finally {
      await t.cleanup();
    }
  });

  it('uses PostgreSQL for a DATABASE_URL and returns counts as numbers', async () => {
    const t = await createTestDatabase();
    try {
      expect(t.database.dialect).toBe(process.env.DATABASE_URL ? 'postgres' : 'sqlite');
      const { rows } = await sql<{ n: number }>`select count(*) as n from (select 1 as x) as one`.execute(t.database.db);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await t.cleanup();
    }
  });

  it('reuses prepared statements: the same query with other parameters, after a schema change, and in a rolled-back transaction', async () => {
    const t = await createTestDatabase();
    const db = t.database.db;
    try {
      await db.schema.createTable('cache_probe').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'varchar(20)').execute();
      const insert = (id: number, name: string) => db.insertInto('cache_probe').values({ id, name }).execute();
      const read = (id: number) => db.selectFrom('cache_probe').selectAll().where('id', '=', id).executeTakeFirst();
      for (let i = 1; i <= 300; i++) await insert(i, `名称${i}`); // more than the cache holds
      expect(await read(7)).toEqual({ id: 7, name: '名称7' });
      expect(await read(300)).toEqual({ id: 300, name: '名称300' });
      // A cached `select *` sees a column added after it was first prepared.
      await db.schema.alterTable('cache_probe').addColumn('unit', 'varchar(10)').execute();
      expect(await read(7)).toEqual({ id: 7, name: '名称7', unit: null });
      await expect(
        db.transaction().execute(async (tx) => {
          await tx.insertInto('cache_probe').values({ id: 301, name: 'x', unit: 'm³' }).execute();
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await read(301)).toBeUndefined();
      const { n } = await db.selectFrom('cache_probe').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(n)).toBe(300);
    } finally {
      await t.cleanup();
    }
  });

  it('closes a database that was never used', async () => {
    const t = await createTestDatabase();
    await t.database.destroy();
    await expect(sql`select 1`.execute(t.database.db)).rejects.toThrow();
    await t.cleanup();
  });

  it('creates the folder of the SQLite file', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'zjzb-create-'));
    const file = path.join(root, 'nested', 'data', 'site.db');
    const database = createDatabase({ file });
    try {
      await sql`select 1`.execute(database.db);
      expect(existsSync(file)).toBe(true);
    } finally {
      await database.destroy();
      await database.destroy(); // idempotent
      rmSync(root, { recursive: true, force: true });
    }
  });
});
