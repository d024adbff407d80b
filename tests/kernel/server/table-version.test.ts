/**
 * The table-backed in-memory value on the real database (SQLite, or PostgreSQL under test:pg):
 * the version follows inserts and deletes, the value is built once on first use, checked at most
 * every refreshMs, rebuilt once when the table changed while the old value keeps answering, null
 * above maxRows or with maxRows 0, and a failed first load is tried again.
 */
import { readTableVersion, TableBackedIndex } from '@kernel/server/table-version';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.database.db;
  for (const table of ['tv_price', 'tv_line']) {
    await db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('value', 'double precision', (c) => c.notNull()).execute();
  }
  await db.insertInto('tv_price').values([1, 2, 3].map((id) => ({ id, value: id * 10 }))).execute();
});
afterAll(() => t.cleanup());

const sumOf = async (): Promise<number> => {
  const rows = await t.database.db.selectFrom('tv_price').select('value').execute();
  return rows.reduce((s, r) => s + Number(r.value), 0);
};

/** A value over tv_price that counts its loads, with a clock the test moves. */
function fixture(options: { refreshMs?: number; maxRows?: number } = {}) {
  let now = 1_000;
  let loads = 0;
  let release: (() => void) | null = null;
  let hold = false;
  const index = new TableBackedIndex<{ sum: number; load: number }>({
    db: t.database.db,
    tables: ['tv_price'],
    clock: () => now,
    refreshMs: options.refreshMs ?? 1000,
    maxRows: options.maxRows,
    load: async () => {
      const load = ++loads;
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return { sum: await sumOf(), load };
    },
  });
  return {
    index,
    loads: () => loads,
    advance: (ms: number) => (now += ms),
    holdNextLoad: () => (hold = true),
    releaseLoad: async () => {
      // Wait until the load is actually waiting, then let it finish.
      while (!release) await new Promise((r) => setImmediate(r));
      hold = false;
      release();
      release = null;
    },
  };
}

/** Real time for a background check to run (what must not happen has had its chance). */
const pause = (ms = 300) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds (the background check and rebuild run on the database's own time). */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('readTableVersion', () => {
  it('changes with an insert and a delete, not with an update in place; sums the rows of several tables', async () => {
    const db = t.database.db;
    const v1 = await readTableVersion(db, ['tv_price']);
    expect(v1).toEqual({ rows: 3, signature: '3:3' });
    await db.updateTable('tv_price').set({ value: 11 }).where('id', '=', 1).execute();
    expect(await readTableVersion(db, ['tv_price'])).toEqual(v1);
    await db.insertInto('tv_price').values({ id: 9, value: 90 }).execute();
    expect(await readTableVersion(db, ['tv_price'])).toEqual({ rows: 4, signature: '4:9' });
    await db.deleteFrom('tv_price').where('id', '=', 9).execute();
    await db.updateTable('tv_price').set({ value: 10 }).where('id', '=', 1).execute();
    expect(await readTableVersion(db, ['tv_price'])).toEqual({ rows: 3, signature: '3:3' });
    expect(await readTableVersion(db, ['tv_price', 'tv_line'])).toEqual({ rows: 3, signature: '3:3|0:' });
  });
});

describe('TableBackedIndex', () => {
  it('builds once on first use (concurrent first callers share the load) and answers from memory within refreshMs', async () => {
    const f = fixture();
    expect(f.index.current()).toBeNull();
    const [a, b] = await Promise.all([f.index.get(), f.index.get()]);
    expect(a).toEqual({ sum: 60, load: 1 });
    expect(b).toBe(a);
    expect(f.index.current()).toBe(a);
    f.advance(999);
    expect(await f.index.get()).toBe(a);
    expect(f.loads()).toBe(1);
  });

  it('after refreshMs checks the table in the background and keeps the value while the table is unchanged', async () => {
    const f = fixture();
    const first = await f.index.get();
    f.advance(1000);
    expect(await f.index.get()).toBe(first);
    await pause();
    expect(await f.index.get()).toBe(first);
    expect(f.loads()).toBe(1);
  });

  it('rebuilds once when the table changed, serving the old value until the new one is ready', async () => {
    const f = fixture({ refreshMs: 0 });
    const first = await f.index.get();
    await t.database.db.insertInto('tv_price').values({ id: 4, value: 40 }).execute();
    try {
      f.holdNextLoad();
      // Many callers while the table is re-read: all get the old value at once, one rebuild runs.
      const during = await Promise.all([f.index.get(), f.index.get(), f.index.get()]);
      expect(during).toEqual([first, first, first]);
      await f.releaseLoad();
      await eventually(() => f.index.current()?.load === 2);
      expect(await f.index.get()).toEqual({ sum: 100, load: 2 });
      await pause();
      expect(f.loads()).toBe(2);
    } finally {
      await t.database.db.deleteFrom('tv_price').where('id', '=', 4).execute();
    }
  });

  it('answers null above maxRows and with maxRows 0 (no load at all)', async () => {
    const big = fixture({ maxRows: 2 });
    expect(await big.index.get()).toBeNull();
    expect(big.loads()).toBe(0);
    const off = fixture({ maxRows: 0 });
    expect(await off.index.get()).toBeNull();
    expect(off.loads()).toBe(0);
  });

  it('a failed first load rejects that call and is tried again; a failed later refresh keeps the value', async () => {
    let fail = true;
    let attempts = 0;
    let now = 0;
    const index = new TableBackedIndex<number>({
      db: t.database.db,
      tables: ['tv_price'],
      clock: () => now,
      refreshMs: 10,
      load: async () => {
        attempts++;
        if (fail) throw new Error('load failed');
        return sumOf();
      },
    });
    await expect(index.get()).rejects.toThrow('load failed');
    fail = false;
    expect(await index.get()).toBe(60);
    fail = true;
    await t.database.db.insertInto('tv_price').values({ id: 5, value: 50 }).execute();
    try {
      now += 10;
      expect(await index.get()).toBe(60);
      // The background rebuild fails: the value stays.
      await eventually(() => attempts === 3);
      await pause(50);
      expect(await index.get()).toBe(60);
      fail = false;
      now += 10;
      await eventually(async () => (await index.get()) === 110);
      expect(attempts).toBe(4);
    } finally {
      await t.database.db.deleteFrom('tv_price').where('id', '=', 5).execute();
    }
  });
});
