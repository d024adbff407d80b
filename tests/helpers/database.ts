import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '@kernel/server/database';

export interface TestDatabase {
  readonly database: Database;
  /** Where it lives: the SQLite file, or the PostgreSQL URL selecting its schema. */
  readonly location: { readonly file: string } | { readonly url: string };
  /** Destroys the database and removes its file (SQLite) or schema (PostgreSQL). */
  cleanup(): Promise<void>;
}

let counter = 0;

/**
 * A fresh, empty database for one test file: a temporary SQLite file by default, or, when
 * `DATABASE_URL` is set (`npm run test:pg`), a schema of its own on that PostgreSQL server,
 * selected through the connection's `search_path`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) return createPostgresSchema(url);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zjzb-db-'));
  const file = path.join(dir, 'test.db');
  const database = createDatabase({ file });
  return {
    database,
    location: { file },
    async cleanup() {
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresSchema(url: string): Promise<TestDatabase> {
  const schema = `test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
  } finally {
    await admin.end();
  }
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const database = createDatabase({ url: scoped.toString(), poolSize: 4 });
  return {
    database,
    location: { url: scoped.toString() },
    async cleanup() {
      await database.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
