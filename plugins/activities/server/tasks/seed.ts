import type { Kysely } from 'kysely';
import { activitiesRoutes } from '../../shared/routes';
import { ACTIVITY_TABLE } from '../tables';
import type { ActivitiesRuntime } from '../runtime';
import { yearStart, cstYear } from '../calendar';
import {
  CARD_RULES,
  CLOCK_TASK,
  EXPERIENCE_TASKS,
  INVITE_RULES,
  monthKey,
  monthStartCst,
  NEW_USER_ACTIVITY_ID,
  NEW_USER_TASKS,
  QUIZ_ACTIVITY_ID,
  QUIZ_RULES,
  SEASON_CARDS,
} from './catalog';
import { QUIZ_BANK } from './quiz-bank';
import { activityOfKind, stateAt } from './activity';
import type { ActivityKind } from '../../shared/contract';
import { CARD_TABLE, QUIZ_QUESTION_TABLE, TASK_TABLE } from './tables';

/**
 * The tasks area's activities and rule rows (idempotent: existing rows are kept). Dated from the
 * plugin's clock: a card season from the first of this month for three months and an invite
 * campaign for six, the weekly quiz for a year, the new-user tasks for this year and the next
 * (each only when none of its kind runs or is coming).
 */
export async function seedTasks(rt: ActivitiesRuntime): Promise<void> {
  const now = rt.clock();
  const season = monthStartCst(now);
  await rt.db.transaction().execute(async (trx) => {
    // A new season or campaign only when none runs or is coming (a restart never cuts one short).
    const cardsId = (await current(trx, 'cards', now)) ?? `cards-${monthKey(season)}`;
    const inviteId = (await current(trx, 'invite', now)) ?? `invite-${monthKey(season)}`;
    const quizId = (await current(trx, 'quiz', now)) ?? `${QUIZ_ACTIVITY_ID}-${monthKey(season)}`;
    const newUserId = (await current(trx, 'newUser', now)) ?? `${NEW_USER_ACTIVITY_ID}-${cstYear(now)}`;
    await insertActivity(trx, {
      id: cardsId,
      kind: 'cards',
      title: '集卡活动·造价指标卡',
      summary: `每天免费翻卡${CARD_RULES.freePerDay}次，搜索打卡和体验任务再得翻卡机会；集齐8张造价指标卡赢${CARD_RULES.prize.points}积分与单项工程指标VIP月卡`,
      starts_at: season,
      ends_at: monthStartCst(now, 3),
      rules: JSON.stringify(CARD_RULES),
      sort: 30,
      route: activitiesRoutes.vip({}, { tab: 'cards' }),
    });
    await insertActivity(trx, {
      id: quizId,
      kind: 'quiz',
      title: '答题活动·每周造价知识',
      summary: `每周${QUIZ_RULES.perWeek}道造价实务题，答对一题得${QUIZ_RULES.pointsPerRight}积分`,
      starts_at: season,
      ends_at: monthStartCst(now, 12),
      rules: JSON.stringify(QUIZ_RULES),
      sort: 40,
      route: activitiesRoutes.vip({}, { tab: 'quiz' }),
    });
    await insertActivity(trx, {
      id: newUserId,
      kind: 'newUser',
      title: '新人专享',
      summary: `完成${NEW_USER_TASKS.length}项新手任务，最多可得${NEW_USER_TASKS.reduce((s, t) => s + t.points, 0)}积分`,
      starts_at: yearStart(cstYear(now)),
      ends_at: yearStart(cstYear(now) + 2),
      rules: JSON.stringify({}),
      sort: 20,
      route: activitiesRoutes.newUser(),
    });
    await insertActivity(trx, {
      id: inviteId,
      kind: 'invite',
      title: '邀请好友',
      summary: `好友通过你的链接注册，每邀请一位得${INVITE_RULES.pointsPerInvite}积分`,
      starts_at: season,
      ends_at: monthStartCst(now, 6),
      rules: JSON.stringify(INVITE_RULES),
      sort: 50,
      route: activitiesRoutes.invite(),
    });

    for (const [sort, card] of SEASON_CARDS.entries()) {
      await trx
        .insertInto(CARD_TABLE)
        .values({ activity_id: cardsId, card_id: card.cardId, name: card.name, description: card.description, rarity: card.rarity, weight_ppm: card.weightPpm, sort: sort + 1 })
        .onConflict((oc) => oc.columns(['activity_id', 'card_id']).doNothing())
        .execute();
    }
    for (const [sort, q] of QUIZ_BANK.entries()) {
      const options = JSON.stringify(q.options.map((text, i) => ({ key: 'ABCD'[i]!, text })));
      await trx
        .insertInto(QUIZ_QUESTION_TABLE)
        .values({ id: q.id, sort: sort + 1, category: q.category, question: q.question, options, answer: q.answer, explanation: q.explanation, source: q.source })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    for (const [sort, task] of [CLOCK_TASK, ...EXPERIENCE_TASKS, ...NEW_USER_TASKS].entries()) {
      await trx
        .insertInto(TASK_TABLE)
        .values({
          code: task.code,
          kind: task.kind,
          activity_id: task.kind === 'newUser' ? newUserId : null,
          title: task.title,
          description: task.description,
          route: task.route,
          points: task.points,
          raffle_chances: task.raffleChances,
          card_chances: task.cardChances,
          sort: sort + 1,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
  });
}

/** The id of the activity of `kind` running or still to come at `at`, or null. */
async function current(trx: Kysely<any>, kind: ActivityKind, at: number): Promise<string | null> {
  const activity = await activityOfKind(trx, kind, at);
  return activity && stateAt(activity, at) !== 'ended' ? activity.id : null;
}

async function insertActivity(trx: Kysely<any>, row: Record<string, unknown>): Promise<void> {
  await trx.insertInto(ACTIVITY_TABLE).values(row).onConflict((oc) => oc.column('id').doNothing()).execute();
}
