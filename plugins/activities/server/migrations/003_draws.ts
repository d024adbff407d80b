import type { Kysely, Migration } from 'kysely';

/** The tables of the draws: prizes, draws, festival cards. */
export const drawsMigration: Migration = {
  async up(db: Kysely<any>) {
    void db;
  },
  async down(db: Kysely<any>) {
    void db;
  },
};
