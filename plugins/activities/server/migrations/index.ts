import type { Migration } from 'kysely';
import { coreMigration } from './001_core';
import { mallMigration } from './002_mall';
import { drawsMigration } from './003_draws';
import { tasksMigration } from './004_tasks';

/** The activities plugin's migrations, tracked in `_migrations_activities`, applied in name order. */
export const activitiesMigrations: Record<string, Migration> = {
  '001_core': coreMigration,
  '002_mall': mallMigration,
  '003_draws': drawsMigration,
  '004_tasks': tasksMigration,
};
