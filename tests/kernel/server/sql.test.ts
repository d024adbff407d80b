import { containsPattern, containsText, escapeLike, pageCount, pageWindow, pagingProblem } from '@kernel/server/sql';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';

describe('LIKE escaping', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
    expect(escapeLike('c:\\d')).toBe('c:\\\\d');
    expect(escapeLike('住宅')).toBe('住宅');
    expect(containsPattern('5%_')).toBe('%5\\%\\_%');
  });
});

describe('containsText on the real database (SQLite, or PostgreSQL under test:pg)', () => {
  let t: TestDatabase;
  const words = ['住宅 100% 精装', '住宅 1000 精装', 'a_b', 'axb', 'c:\\d', 'c:d', 'Frame 框架', 'frame'];

  beforeAll(async () => {
    t = await createTestDatabase();
    const db = t.database.db;
    await db.schema.createTable('sql_probe').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('text', 'text', (c) => c.notNull()).execute();
    await db.insertInto('sql_probe').values(words.map((text, i) => ({ id: i + 1, text }))).execute();
  });
  afterAll(() => t.cleanup());

  const find = async (text: string): Promise<string[]> => {
    const rows = await t.database.db
      .selectFrom('sql_probe')
      .select('text')
      .where(containsText('text', text, t.database.dialect))
      .orderBy('id')
      .execute();
    return rows.map((r) => r.text as string);
  };

  it('takes % _ and \\ literally', async () => {
    expect(await find('100%')).toEqual(['住宅 100% 精装']);
    expect(await find('a_b')).toEqual(['a_b']);
    expect(await find('c:\\d')).toEqual(['c:\\d']);
    expect(await find('%')).toEqual(['住宅 100% 精装']);
  });

  it('matches a part of the text, ignoring ASCII case', async () => {
    expect(await find('精装')).toEqual(['住宅 100% 精装', '住宅 1000 精装']);
    expect(await find('FRAME')).toEqual(['Frame 框架', 'frame']);
    expect(await find('nothing')).toEqual([]);
  });
});

describe('paging', () => {
  const rules = { sizes: [10, 20, 50], maxRows: 10_000 };

  it('refuses a page size not offered and a page beyond the deepest row', () => {
    expect(pagingProblem({ pageNum: 1, pageSize: 20 }, rules)).toBeNull();
    expect(pagingProblem({ pageNum: 1, pageSize: 15 }, rules)).toBe('pageSize');
    expect(pagingProblem({ pageNum: 500, pageSize: 20 }, rules)).toBeNull();
    expect(pagingProblem({ pageNum: 501, pageSize: 20 }, rules)).toBe('tooDeep');
    expect(pagingProblem({ pageNum: 100000, pageSize: 20 }, { sizes: [20] })).toBeNull();
  });

  it('turns a page into LIMIT / OFFSET', () => {
    expect(pageWindow({ pageNum: 1, pageSize: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ pageNum: 3, pageSize: 10 })).toEqual({ limit: 10, offset: 20 });
    expect(pageWindow({ pageNum: 0, pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
  });

  it('counts the pages a pager shows (at least one)', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(1000, 50)).toBe(20);
    expect(pageCount(5, 0)).toBe(1);
  });
});
