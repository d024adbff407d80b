import type { Kysely, Migration } from 'kysely';

/** (filled in with its tables) */
export const registration004: Migration = {
  async up(_db: Kysely<any>) {},
  async down(_db: Kysely<any>) {},
};
