import type { Kysely, Migration } from 'kysely';
import { dialectOf, serialId } from '@kernel/server/sql';
import {
  CARD_CLAIM_TABLE,
  CARD_DRAW_TABLE,
  CARD_TABLE,
  INVITE_TABLE,
  INVITE_VISIT_TABLE,
  QUIZ_ANSWER_TABLE,
  QUIZ_QUESTION_TABLE,
  TASK_DONE_TABLE,
  TASK_TABLE,
} from '../tasks/tables';

/**
 * The tables of the tasks: the season's cards, each card draw and the album prize claims; the quiz
 * bank and the answers (one per member and question); the clock-in, experience and new-user tasks
 * and their completions (one per member, task and day — '' for once-only tasks); the invites
 * credited (one per new member) and the visits of invite links by day. Points and chances are in
 * the core ledgers; these rows say what happened. Times are epoch milliseconds.
 */
export const tasksMigration: Migration = {
  async up(db: Kysely<any>) {
    const dialect = await dialectOf(db);
    await db.schema
      .createTable(CARD_TABLE)
      .addColumn('activity_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('card_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('name', 'varchar(20)', (c) => c.notNull())
      .addColumn('description', 'varchar(120)', (c) => c.notNull())
      .addColumn('rarity', 'varchar(10)', (c) => c.notNull())
      .addColumn('weight_ppm', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('activities_card_pk', ['activity_id', 'card_id'])
      .execute();

    await serialId(db.schema.createTable(CARD_DRAW_TABLE), dialect)
      .addColumn('activity_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('card_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('used', 'varchar(10)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('idem_key', 'varchar(160)', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('activities_card_draw_member').on(CARD_DRAW_TABLE).columns(['activity_id', 'global_id', 'id']).execute();

    await db.schema
      .createTable(CARD_CLAIM_TABLE)
      .addColumn('activity_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('plan_id', 'varchar(40)')
      .addColumn('claimed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('activities_card_claim_pk', ['activity_id', 'global_id'])
      .execute();

    await db.schema
      .createTable(QUIZ_QUESTION_TABLE)
      .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('category', 'varchar(20)', (c) => c.notNull())
      .addColumn('question', 'varchar(300)', (c) => c.notNull())
      .addColumn('options', 'text', (c) => c.notNull())
      .addColumn('answer', 'varchar(4)', (c) => c.notNull())
      .addColumn('explanation', 'varchar(600)', (c) => c.notNull())
      .addColumn('source', 'varchar(120)', (c) => c.notNull())
      .execute();

    await serialId(db.schema.createTable(QUIZ_ANSWER_TABLE), dialect)
      .addColumn('activity_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('question_id', 'varchar(20)', (c) => c.notNull())
      .addColumn('week', 'varchar(10)', (c) => c.notNull())
      .addColumn('answer', 'varchar(4)', (c) => c.notNull())
      .addColumn('correct', 'integer', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('activities_quiz_answer_once', ['activity_id', 'global_id', 'week', 'question_id'])
      .execute();
    await db.schema.createIndex('activities_quiz_answer_member').on(QUIZ_ANSWER_TABLE).columns(['global_id', 'week']).execute();

    await db.schema
      .createTable(TASK_TABLE)
      .addColumn('code', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(12)', (c) => c.notNull())
      .addColumn('activity_id', 'varchar(40)')
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('description', 'varchar(120)', (c) => c.notNull())
      .addColumn('route', 'varchar(100)', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('raffle_chances', 'integer', (c) => c.notNull())
      .addColumn('card_chances', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();

    await serialId(db.schema.createTable(TASK_DONE_TABLE), dialect)
      .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('task_code', 'varchar(40)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('activities_task_done_once', ['global_id', 'task_code', 'day'])
      .execute();

    await db.schema
      .createTable(INVITE_TABLE)
      .addColumn('invitee_gid', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('inviter_gid', 'varchar(64)', (c) => c.notNull())
      .addColumn('activity_id', 'varchar(40)')
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('activities_invite_inviter').on(INVITE_TABLE).columns(['inviter_gid', 'created_at']).execute();

    await db.schema
      .createTable(INVITE_VISIT_TABLE)
      .addColumn('inviter_gid', 'varchar(64)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('visits', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('activities_invite_visit_pk', ['inviter_gid', 'day'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of [INVITE_VISIT_TABLE, INVITE_TABLE, TASK_DONE_TABLE, TASK_TABLE, QUIZ_ANSWER_TABLE, QUIZ_QUESTION_TABLE, CARD_CLAIM_TABLE, CARD_DRAW_TABLE, CARD_TABLE]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
