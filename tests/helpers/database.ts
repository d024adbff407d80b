import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '@kernel/server/database';

export interface TestDatabase {
  readonly database: Database;
  /** Where it lives: the SQLite file, or the URL of its PostgreSQL database. */
  readonly location: { readonly file: string } | { readonly url: string };
  /** Destroys the database and removes its file (SQLite) or drops it (PostgreSQL). */
  cleanup(): Promise<void>;
}

let counter = 0;

/**
 * A fresh, empty database for one test file: a temporary SQLite file by default, or, when
 * `DATABASE_URL` is set (`npm run test:pg`), a database of its own on that PostgreSQL server.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) return createPostgresDatabase(url);
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

/**
 * A database of its own on the test server (not a schema of a shared one): test files run in
 * parallel, and a catalogue read (Kysely's introspection, which the migrator runs) fails when another
 * file drops its tables in the same database at that moment.
 */
async function createPostgresDatabase(url: string): Promise<TestDatabase> {
  const name = `test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  const database = createDatabase({ url: scoped.toString(), poolSize: 4 });
  return {
    database,
    location: { url: scoped.toString() },
    async cleanup() {
      await database.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
