import type { Kysely } from 'kysely';
import { BusinessError } from '@kernel/server/errors';
import { TaskMessages, type AnswerResult, type QuizAnswerView, type QuizHistory, type QuizOption, type QuizPastAnswer, type QuizQuestionView } from '../../shared/tasks';
import { addDays, dayKey, DAY_MS, weekDays, weekStart } from '../calendar';
import type { ActivitiesRuntime } from '../runtime';
import { activityOfKind, runningActivity, stateAt, type TaskActivity, refuse } from './activity';
import { QUIZ_RULES, type QuizRules } from './catalog';
import { settleNewUserTasks } from './new-user';
import { QUIZ_ANSWER_TABLE, QUIZ_QUESTION_TABLE } from './tables';

/**
 * 答题活动: each week (Monday 00:00 CST) the next `perWeek` questions of the bank, in turn; one
 * answer per member, week and question (the UNIQUE key of activities_quiz_answer), points for a
 * right one (ledger key `quiz:<activityId>:<gid>:<week>:<questionId>`). The right answer and its explanation
 * are shown once answered.
 */

/** A Monday (2026-01-05 00:00 CST) the weeks are counted from. */
const WEEK_ANCHOR = Date.UTC(2026, 0, 4, 16, 0, 0);
const WEEK_MS = 7 * DAY_MS;

interface QuestionRow {
  id: string;
  category: string;
  question: string;
  options: QuizOption[];
  answer: string;
  explanation: string;
  source: string;
}

function rulesOf(activity: TaskActivity<Partial<QuizRules>>): QuizRules {
  const perWeek = Number.isSafeInteger(activity.rules.perWeek) && activity.rules.perWeek! > 0 ? activity.rules.perWeek! : QUIZ_RULES.perWeek;
  const pointsPerRight = Number.isSafeInteger(activity.rules.pointsPerRight) ? activity.rules.pointsPerRight! : QUIZ_RULES.pointsPerRight;
  return { perWeek, pointsPerRight };
}

async function bank(db: Kysely<any>): Promise<QuestionRow[]> {
  const rows = await db.selectFrom(QUIZ_QUESTION_TABLE).selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    id: String(r.id),
    category: String(r.category),
    question: String(r.question),
    options: JSON.parse(String(r.options)) as QuizOption[],
    answer: String(r.answer),
    explanation: String(r.explanation),
    source: String(r.source),
  }));
}

/** The questions of the week of `at`: the bank taken in turn, `perWeek` a week. */
export function weekQuestions<T>(all: readonly T[], perWeek: number, at: number): T[] {
  if (all.length === 0) return [];
  const week = Math.round((weekStart(at) - WEEK_ANCHOR) / WEEK_MS);
  const count = Math.min(perWeek, all.length);
  return Array.from({ length: count }, (_, i) => all[(((week * count + i) % all.length) + all.length) % all.length]!);
}

interface AnswerRow {
  questionId: string;
  week: string;
  answer: string;
  correct: boolean;
  points: number;
  createdAt: number;
}

async function answersOf(db: Kysely<any>, activityId: string, globalId: string): Promise<AnswerRow[]> {
  const rows = await db
    .selectFrom(QUIZ_ANSWER_TABLE)
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('global_id', '=', globalId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    questionId: String(r.question_id),
    week: String(r.week),
    answer: String(r.answer),
    correct: Number(r.correct) === 1,
    points: Number(r.points),
    createdAt: Number(r.created_at),
  }));
}

function answerView(q: QuestionRow, a: AnswerRow): QuizAnswerView {
  return { answer: a.answer, correct: a.correct, rightAnswer: q.answer, explanation: q.explanation, source: q.source, points: a.points, answeredAt: a.createdAt };
}

function weekLabel(start: number): string {
  const md = (ms: number) => {
    const [, m, d] = dayKey(ms).split('-');
    return `${Number(m)}月${Number(d)}日`;
  };
  return `${md(start)}—${md(addDays(start, 6))}`;
}

export async function quizHistory(rt: ActivitiesRuntime, globalId: string | null): Promise<QuizHistory> {
  const now = rt.clock();
  const activity = await activityOfKind<Partial<QuizRules>>(rt.db, 'quiz', now);
  if (!activity) throw refuse('暂无进行中的答题活动');
  const rules = rulesOf(activity);
  const all = await bank(rt.db);
  const byId = new Map(all.map((q) => [q.id, q]));
  const current = weekQuestions(all, rules.perWeek, now);
  const days = weekDays(now);
  const answers = globalId ? await answersOf(rt.db, activity.id, globalId) : [];
  const thisWeek = new Map(answers.filter((a) => a.week === days[0]).map((a) => [a.questionId, a]));
  const questions: QuizQuestionView[] = current.map((q, i) => {
    const a = thisWeek.get(q.id);
    return { questionId: q.id, no: i + 1, category: q.category, question: q.question, options: q.options, points: rules.pointsPerRight, answered: a ? answerView(q, a) : null };
  });
  const past: QuizPastAnswer[] = answers
    .filter((a) => a.week !== days[0] && byId.has(a.questionId))
    .slice(0, 20)
    .map((a) => {
      const q = byId.get(a.questionId)!;
      return { ...answerView(q, a), questionId: q.id, question: q.question, options: q.options, week: a.week };
    });
  const answered = [...thisWeek.values()];
  return {
    activityId: activity.id,
    title: activity.title,
    state: stateAt(activity, now),
    weekStart: days[0]!,
    weekEnd: days[6]!,
    weekLabel: weekLabel(weekStart(now)),
    questions,
    pointsPerRight: rules.pointsPerRight,
    answeredCount: answered.length,
    rightCount: answered.filter((a) => a.correct).length,
    pointsEarned: answered.reduce((s, a) => s + a.points, 0),
    past,
    rules: [
      `每周一 00:00 更新${rules.perWeek}道题目，题目取自工程计价与计量的现行规范和文件。`,
      `每道题只能作答一次，答对得${rules.pointsPerRight}积分，答错不扣分。`,
      '作答后显示正确答案、解析与依据。',
    ],
    loggedIn: globalId !== null,
  };
}

/** Answers a question of this week once; the same question again answers the first answer. */
export async function doAnswer(rt: ActivitiesRuntime, globalId: string, questionId: string, answer: string): Promise<AnswerResult> {
  return rt.tx(async (trx) => {
    const now = rt.clock();
    const activity = await runningActivity<Partial<QuizRules>>(trx, 'quiz', now);
    const rules = rulesOf(activity);
    const question = weekQuestions(await bank(trx), rules.perWeek, now).find((q) => q.id === questionId);
    if (!question) throw refuse(TaskMessages.notThisWeek);
    if (!question.options.some((o) => o.key === answer)) throw new BusinessError(400, TaskMessages.badOption);
    const week = dayKey(weekStart(now));

    const first = await trx
      .selectFrom(QUIZ_ANSWER_TABLE)
      .selectAll()
      .where('activity_id', '=', activity.id)
      .where('global_id', '=', globalId)
      .where('week', '=', week)
      .where('question_id', '=', questionId)
      .executeTakeFirst();
    if (first) {
      const row: AnswerRow = { questionId, week: String(first.week), answer: String(first.answer), correct: Number(first.correct) === 1, points: Number(first.points), createdAt: Number(first.created_at) };
      return { ...answerView(question, row), questionId, repeated: true };
    }
    const correct = answer === question.answer;
    const points = correct ? rules.pointsPerRight : 0;
    await trx
      .insertInto(QUIZ_ANSWER_TABLE)
      .values({ activity_id: activity.id, global_id: globalId, question_id: questionId, week, answer, correct: correct ? 1 : 0, points, created_at: now })
      .execute();
    if (points > 0) {
      const key = `quiz:${activity.id}:${globalId}:${week}:${questionId}`;
      await rt.ledger.credit(trx, { globalId, points, reason: 'task', activityId: activity.id, businessId: key, idemKey: key, remark: `答题活动·答对1题`, at: now });
    }
    await settleNewUserTasks(trx, rt, globalId, now);
    const row: AnswerRow = { questionId, week, answer, correct, points, createdAt: now };
    return { ...answerView(question, row), questionId, repeated: false };
  });
}
