/**
 * The tasks of 会员活动 over the real server and database: 集卡活动 (free and task chances, the
 * crypto draw by weight, the album prize claimed once, concurrent draws), 答题活动 (this week's
 * questions, one answer per question, points for a right one), the clock-in and experience tasks
 * (once a day / once per code, with their chances) and 新人专享 (each reward credited once).
 */
import { ActivitiesPaths } from '@plugins/activities/shared/contract';
import type { AnswerResult, ClickCardResult, CollectCardInfo, CardProduct, NewUserInfo, QuizHistory, TaskResult, UserActivityInfo } from '@plugins/activities/shared/tasks';
import { auditPoints } from '@plugins/activities/server/ledger';
import { grantChance } from '@plugins/activities/server/draws/chances';
import { POINTS_LEDGER_TABLE } from '@plugins/activities/server/tables';
import { CARD_CLAIM_TABLE, CARD_DRAW_TABLE, QUIZ_ANSWER_TABLE, TASK_DONE_TABLE } from '@plugins/activities/server/tasks/tables';
import { pickCard } from '@plugins/activities/server/tasks/cards';
import { SEASON_CARDS } from '@plugins/activities/server/tasks/catalog';
import { QUIZ_BANK } from '@plugins/activities/server/tasks/quiz-bank';
import { seedTasks } from '@plugins/activities/server/tasks/seed';
import { DAY, dataOf, get, newMember, post, refusalOf, startActivitiesApp, type ActivitiesTestApp } from './support';

jest.setTimeout(120_000);

let t: ActivitiesTestApp;
beforeAll(async () => {
  t = await startActivitiesApp();
});
afterAll(() => t.close());

const ledgerOf = (globalId: string) =>
  t.database.db.selectFrom(POINTS_LEDGER_TABLE).select(['change', 'reason', 'idem_key', 'remark']).where('global_id', '=', globalId).orderBy('id').execute();

async function expectBooksBalanced(globalId: string) {
  const audit = await auditPoints(t.database.db, globalId, t.clock.now());
  expect(audit.negative).toBe(false);
  expect(audit.ledgerSum).toBe(audit.balance);
  expect(audit.lotSum).toBe(audit.balance);
  return audit.balance;
}

async function cardActivityId(): Promise<string> {
  return dataOf<CollectCardInfo>(await get(t.app, ActivitiesPaths.cardInfo, null)).activityId;
}

describe('login', () => {
  it('every member action answers 301 请先登录 to a visitor', async () => {
    for (const [method, path] of [
      ['POST', ActivitiesPaths.clickCard],
      ['POST', ActivitiesPaths.quizAnswer],
      ['GET', ActivitiesPaths.userActivityInfo],
      ['POST', ActivitiesPaths.doClock],
      ['POST', ActivitiesPaths.doExperience],
      ['GET', ActivitiesPaths.inviteShareUrl],
      ['GET', ActivitiesPaths.inviteSummary],
    ] as const) {
      const res = method === 'GET' ? await get(t.app, path, null) : await post(t.app, path, { questionId: 'q01', answer: 'A', code: 'exp-policy' }, null);
      expect({ path, ...refusalOf(res) }).toEqual({ path, http: 200, code: 301, msg: '请先登录' });
    }
  });
});

describe('集卡活动', () => {
  it('picks by weight: the cumulative parts per million decide, every card reachable', () => {
    expect(SEASON_CARDS.reduce((s, c) => s + c.weightPpm, 0)).toBe(1_000_000);
    expect(pickCard(SEASON_CARDS, 0).cardId).toBe('single-project');
    expect(pickCard(SEASON_CARDS, 179_999).cardId).toBe('single-project');
    expect(pickCard(SEASON_CARDS, 180_000).cardId).toBe('unit-price');
    expect(pickCard(SEASON_CARDS, 969_999).cardId).toBe('project-cost');
    expect(pickCard(SEASON_CARDS, 970_000).cardId).toBe('g22');
    expect(pickCard(SEASON_CARDS, 999_999).cardId).toBe('g22');
    // Over every 100th roll each card is picked in proportion to its weight.
    const counts = new Map<string, number>();
    for (let roll = 0; roll < 1_000_000; roll += 100) {
      const id = pickCard(SEASON_CARDS, roll).cardId;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const card of SEASON_CARDS) expect(counts.get(card.cardId)).toBe(card.weightPpm / 100);
  });

  it('a visitor sees the season (8 cards with rarity and chance, the prize) with no member fields', async () => {
    const info = dataOf<CollectCardInfo>(await get(t.app, ActivitiesPaths.cardInfo, null));
    expect(info.state).toBe('running');
    expect(info.cards.map((c) => c.name)).toEqual(['单项工程', '综合单价', '劳务分包', '政策文件', '区域价格', '行业指数', '项目造价', '22G优化']);
    expect(info.cards.reduce((s, c) => s + c.percent, 0)).toBeCloseTo(100, 5);
    expect(new Set(info.cards.map((c) => c.rarityText))).toEqual(new Set(['普通卡', '稀有卡', '珍稀卡']));
    expect(info).toMatchObject({ collected: 0, total: 8, freeLeft: null, chances: null, claimedAt: null, loggedIn: false, freePerDay: 1 });
    expect(info.prize).toEqual({ points: 500, planId: 'singleProject.month', text: '500积分 + 单项工程指标VIP月卡（30天）' });
  });

  it('one free draw a day, then task chances; a replayed requestId answers the first draw', async () => {
    const m = newMember();
    const first = dataOf<ClickCardResult>(await post(t.app, ActivitiesPaths.clickCard, { requestId: 'card-1' }, m.token));
    expect(first).toMatchObject({ used: 'free', isNew: true, collected: 1, total: 8, freeLeft: 0, chances: 0, prizeClaimed: false });
    expect(first.card.count).toBe(1);
    const replay = dataOf<ClickCardResult>(await post(t.app, ActivitiesPaths.clickCard, { requestId: 'card-1' }, m.token));
    expect(replay).toEqual(first);
    expect(refusalOf(await post(t.app, ActivitiesPaths.clickCard, { requestId: 'card-2' }, m.token))).toEqual({
      http: 200,
      code: 510,
      msg: '今日免费翻卡次数已用完，完成任务可获得更多翻卡机会',
    });
    // The clock-in gives a card chance.
    dataOf<TaskResult>(await post(t.app, ActivitiesPaths.doClock, {}, m.token));
    const second = dataOf<ClickCardResult>(await post(t.app, ActivitiesPaths.clickCard, { requestId: 'card-2' }, m.token));
    expect(second).toMatchObject({ used: 'chance', freeLeft: 0, chances: 0 });
    // The next day brings a new free draw.
    t.clock.advance(DAY);
    const info = dataOf<CollectCardInfo>(await get(t.app, ActivitiesPaths.cardInfo, m.token));
    expect(info).toMatchObject({ freeLeft: 1, chances: 0, loggedIn: true });
    expect(info.cards.reduce((s, c) => s + c.count, 0)).toBe(2);
    const draws = await t.database.db.selectFrom(CARD_DRAW_TABLE).select(['used']).where('global_id', '=', m.globalId).orderBy('id').execute();
    expect(draws.map((d) => d.used)).toEqual(['free', 'chance']);
  });

  it('20 draws at once with 1 free draw and 5 chances: exactly 6 cards, chances never below zero', async () => {
    const m = newMember();
    const activityId = await cardActivityId();
    await t.rt.tx((trx) => grantChance(trx, t.rt, { activityId, globalId: m.globalId, idemKey: `test:${m.globalId}:five`, reason: 'test', at: t.clock.now(), count: 5 }));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(t.app, ActivitiesPaths.clickCard, { requestId: `burst-${i}` }, m.token)));
    const won = answers.filter((r) => r.json().statusCode === 200);
    expect(won).toHaveLength(6);
    expect(answers.filter((r) => r.json().statusCode === 510)).toHaveLength(14);
    expect(await t.rt.counters.value(`chance:${activityId}`, m.globalId)).toBe(0);
    const info = dataOf<CollectCardInfo>(await get(t.app, ActivitiesPaths.cardInfo, m.token));
    expect(info.cards.reduce((s, c) => s + c.count, 0)).toBe(6);
    const rows = await t.database.db.selectFrom(CARD_DRAW_TABLE).select('id').where('global_id', '=', m.globalId).execute();
    expect(rows).toHaveLength(6);
  });

  it('the draw that completes the album claims its prize once: 500 points and a month of 单项工程指标VIP', async () => {
    const m = newMember();
    const activityId = await cardActivityId();
    await t.rt.tx((trx) => grantChance(trx, t.rt, { activityId, globalId: m.globalId, idemKey: `test:${m.globalId}:many`, reason: 'test', at: t.clock.now(), count: 600 }));
    const claims: ClickCardResult[] = [];
    let last: ClickCardResult | null = null;
    for (let i = 0; i < 600 && !(last?.collected === 8); i++) {
      last = dataOf<ClickCardResult>(await post(t.app, ActivitiesPaths.clickCard, { requestId: `album-${i}` }, m.token));
      if (last.prizeClaimed) claims.push(last);
    }
    expect(last!.collected).toBe(8);
    expect(claims).toHaveLength(1);
    // Further draws claim nothing more.
    for (let i = 0; i < 3; i++) {
      expect(dataOf<ClickCardResult>(await post(t.app, ActivitiesPaths.clickCard, { requestId: `after-${i}` }, m.token)).prizeClaimed).toBe(false);
    }
    const product = dataOf<CardProduct>(await get(t.app, ActivitiesPaths.cardProduct, m.token));
    expect(product).toMatchObject({ complete: true, claimed: true, collected: 8, total: 8 });
    expect(await t.database.db.selectFrom(CARD_CLAIM_TABLE).selectAll().where('global_id', '=', m.globalId).execute()).toHaveLength(1);
    const prizeRows = (await ledgerOf(m.globalId)).filter((r) => String(r.idem_key).startsWith('cards:'));
    expect(prizeRows.map((r) => [Number(r.change), r.reason, r.remark])).toEqual([[500, 'task', '集卡活动·集齐全部卡片奖励']]);
    const grants = await t.database.db.selectFrom('membership_grants' as never).selectAll().where('global_id' as never, '=', m.globalId as never).execute();
    expect(grants.length).toBeGreaterThanOrEqual(1);
    // The first card draw also rewarded the new-user task 翻开第一张卡 (20).
    expect(await expectBooksBalanced(m.globalId)).toBe(520);
  });
});

describe('答题活动', () => {
  const rightOf = (id: string) => QUIZ_BANK.find((q) => q.id === id)!.answer;
  const wrongOf = (id: string) => (['A', 'B', 'C', 'D'] as const).find((k) => k !== rightOf(id))!;

  it('a visitor sees this week\'s 5 questions without their answers', async () => {
    const history = dataOf<QuizHistory>(await post(t.app, ActivitiesPaths.quizHistory, {}, null));
    expect(history.questions).toHaveLength(5);
    expect(history.questions.map((q) => q.no)).toEqual([1, 2, 3, 4, 5]);
    expect(history.questions.every((q) => q.answered === null && q.options.length === 4 && q.points === 10)).toBe(true);
    expect(JSON.stringify(history.questions)).not.toMatch(/explanation|rightAnswer/);
    expect(history).toMatchObject({ loggedIn: false, answeredCount: 0, pointsPerRight: 10, state: 'running' });
    expect(history.weekLabel).toMatch(/^\d{1,2}月\d{1,2}日—\d{1,2}月\d{1,2}日$/);
  });

  it('one answer per question: a right one earns 10 points, a second answer repeats the first, a wrong one earns nothing', async () => {
    const m = newMember();
    const { questions } = dataOf<QuizHistory>(await post(t.app, ActivitiesPaths.quizHistory, {}, m.token));
    const [q1, q2] = questions;
    const right = dataOf<AnswerResult>(await post(t.app, ActivitiesPaths.quizAnswer, { questionId: q1!.questionId, answer: rightOf(q1!.questionId) }, m.token));
    expect(right).toMatchObject({ correct: true, points: 10, repeated: false, rightAnswer: rightOf(q1!.questionId) });
    expect(right.explanation.length).toBeGreaterThan(20);
    expect(right.source).toMatch(/GB|建标|财税|公告|建质|22G/);
    const again = await post(t.app, ActivitiesPaths.quizAnswer, { questionId: q1!.questionId, answer: wrongOf(q1!.questionId) }, m.token);
    expect(again.json().businessMsg).toBe('本题已作答');
    expect(dataOf<AnswerResult>(again)).toMatchObject({ answer: rightOf(q1!.questionId), correct: true, repeated: true });
    const wrong = await post(t.app, ActivitiesPaths.quizAnswer, { questionId: q2!.questionId, answer: wrongOf(q2!.questionId) }, m.token);
    expect(wrong.json().businessMsg).toBe('回答错误');
    expect(dataOf<AnswerResult>(wrong)).toMatchObject({ correct: false, points: 0, rightAnswer: rightOf(q2!.questionId) });
    const history = dataOf<QuizHistory>(await post(t.app, ActivitiesPaths.quizHistory, {}, m.token));
    expect(history).toMatchObject({ answeredCount: 2, rightCount: 1, pointsEarned: 10, loggedIn: true });
    expect(history.questions[0]!.answered).toMatchObject({ correct: true, rightAnswer: rightOf(q1!.questionId) });
    const rows = (await ledgerOf(m.globalId)).map((r) => [Number(r.change), r.remark]);
    // 10 for the right answer, 20 for the new-user task 完成一次答题.
    expect(rows).toEqual([
      [10, '答题活动·答对1题'],
      [20, '新人专享·完成一次答题'],
    ]);
    await expectBooksBalanced(m.globalId);
  });

  it('refuses a question of another week (510) and a malformed answer (400)', async () => {
    const m = newMember();
    const { questions } = dataOf<QuizHistory>(await post(t.app, ActivitiesPaths.quizHistory, {}, m.token));
    const other = QUIZ_BANK.find((q) => !questions.some((x) => x.questionId === q.id))!;
    expect(refusalOf(await post(t.app, ActivitiesPaths.quizAnswer, { questionId: other.id, answer: 'A' }, m.token))).toEqual({ http: 200, code: 510, msg: '该题不在本周题目中' });
    for (const body of [{ questionId: questions[0]!.questionId, answer: 'E' }, { questionId: questions[0]!.questionId }, { questionId: 'x'.repeat(40), answer: 'A' }]) {
      expect(refusalOf(await post(t.app, ActivitiesPaths.quizAnswer, body, m.token)).http).toBe(400);
    }
    expect(await t.database.db.selectFrom(QUIZ_ANSWER_TABLE).select('id').where('global_id', '=', m.globalId).execute()).toEqual([]);
  });

  it('10 answers of one question at once: one answer row, one credit', async () => {
    const m = newMember();
    const { questions } = dataOf<QuizHistory>(await post(t.app, ActivitiesPaths.quizHistory, {}, m.token));
    const q = questions[2]!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(t.app, ActivitiesPaths.quizAnswer, { questionId: q.questionId, answer: rightOf(q.questionId) }, m.token)));
    expect(answers.every((r) => r.json().statusCode === 200)).toBe(true);
    expect(answers.map((r) => r.json().data.repeated).filter((x) => x === false)).toHaveLength(1);
    expect(await t.database.db.selectFrom(QUIZ_ANSWER_TABLE).select('id').where('global_id', '=', m.globalId).execute()).toHaveLength(1);
    expect((await ledgerOf(m.globalId)).filter((r) => r.remark === '答题活动·答对1题')).toHaveLength(1);
    await expectBooksBalanced(m.globalId);
  });

  it('a new week brings the next 5 questions; last week\'s answers move to the history with their explanation', async () => {
    const m = newMember();
    const before = dataOf<QuizHistory>(await post(t.app, ActivitiesPaths.quizHistory, {}, m.token));
    const q = before.questions[0]!;
    dataOf<AnswerResult>(await post(t.app, ActivitiesPaths.quizAnswer, { questionId: q.questionId, answer: rightOf(q.questionId) }, m.token));
    t.clock.advance(7 * DAY);
    const after = dataOf<QuizHistory>(await post(t.app, ActivitiesPaths.quizHistory, {}, m.token));
    expect(after.weekStart).not.toBe(before.weekStart);
    expect(after.questions.map((x) => x.questionId).some((id) => before.questions.some((b) => b.questionId === id))).toBe(false);
    expect(after.answeredCount).toBe(0);
    expect(after.past).toEqual([expect.objectContaining({ questionId: q.questionId, week: before.weekStart, correct: true, rightAnswer: rightOf(q.questionId), question: q.question })]);
  });
});

describe('打卡与体验任务', () => {
  it('the clock-in credits 3 points, a lucky-draw chance and a card chance once a day, also under 20 concurrent calls', async () => {
    const m = newMember();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(t.app, ActivitiesPaths.doClock, { keyword: '住宅 单方造价' }, m.token)));
    const results = answers.map((r) => dataOf<TaskResult>(r));
    const fresh = results.filter((r) => !r.repeated);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ code: 'clock', points: 3, raffleChances: 1, cardChances: 1 });
    expect(answers.filter((r) => r.json().businessMsg === '今日已打卡')).toHaveLength(19);
    expect(await t.rt.counters.value('chance:raffle-v2', m.globalId)).toBe(1);
    expect(await t.rt.counters.value(`chance:${await cardActivityId()}`, m.globalId)).toBe(1);
    const info = dataOf<UserActivityInfo>(await get(t.app, ActivitiesPaths.userActivityInfo, m.token, { globalId: m.globalId }));
    expect(info.clock).toMatchObject({ done: true, points: 3, totalDays: 1 });
    // 3 for the clock-in and 20 for the new-user task 完成首次搜索, in the same transaction.
    expect((await ledgerOf(m.globalId)).map((r) => [Number(r.change), r.remark])).toEqual([
      [3, expect.stringMatching(/^每日搜索打卡 \d{1,2}月\d{1,2}日$/)],
      [20, '新人专享·完成首次搜索'],
    ]);
    t.clock.advance(DAY);
    expect(dataOf<TaskResult>(await post(t.app, ActivitiesPaths.doClock, {}, m.token))).toMatchObject({ repeated: false, points: 3, balance: 26 });
    expect(dataOf<UserActivityInfo>(await get(t.app, ActivitiesPaths.userActivityInfo, m.token)).clock.totalDays).toBe(2);
    expect(await expectBooksBalanced(m.globalId)).toBe(26);
  });

  it('each experience task once: 10 points and a card chance; an unknown code 任务不存在, a malformed one 400', async () => {
    const m = newMember();
    const info = dataOf<UserActivityInfo>(await get(t.app, ActivitiesPaths.userActivityInfo, m.token));
    expect(info.experiences.map((e) => e.code)).toEqual(['exp-single-project', 'exp-unit-price', 'exp-project-cost', 'exp-policy', 'exp-industry-index', 'exp-labour', 'exp-22g']);
    expect(info.experiences.every((e) => !e.done && e.route.startsWith('/'))).toBe(true);
    const done = dataOf<TaskResult>(await post(t.app, ActivitiesPaths.doExperience, { code: 'exp-policy' }, m.token));
    expect(done).toMatchObject({ code: 'exp-policy', title: '阅读一篇政策文件', points: 10, cardChances: 1, repeated: false });
    const again = await post(t.app, ActivitiesPaths.doExperience, { code: 'exp-policy' }, m.token);
    expect(again.json().businessMsg).toBe('该任务已完成');
    expect(dataOf<TaskResult>(again)).toMatchObject({ repeated: true, points: 0 });
    expect(refusalOf(await post(t.app, ActivitiesPaths.doExperience, { code: 'exp-unknown' }, m.token))).toEqual({ http: 200, code: 400, msg: '任务不存在' });
    expect(refusalOf(await post(t.app, ActivitiesPaths.doExperience, { code: '<script>' }, m.token)).http).toBe(400);
    expect(refusalOf(await post(t.app, ActivitiesPaths.doExperience, {}, m.token)).http).toBe(400);
    const after = dataOf<UserActivityInfo>(await get(t.app, ActivitiesPaths.userActivityInfo, m.token));
    expect(after.experiences.filter((e) => e.done).map((e) => e.code)).toEqual(['exp-policy']);
    const rows = await t.database.db.selectFrom(TASK_DONE_TABLE).select(['task_code', 'day']).where('global_id', '=', m.globalId).orderBy('id').execute();
    expect(rows).toEqual([
      { task_code: 'exp-policy', day: '' },
      { task_code: 'new-experience', day: '' },
    ]);
    expect(await expectBooksBalanced(m.globalId)).toBe(30);
  });
});

describe('新人专享', () => {
  it('a visitor sees the task list, nothing done', async () => {
    const info = dataOf<NewUserInfo>(await get(t.app, ActivitiesPaths.newUserInfo, null));
    expect(info.tasks.map((x) => x.code)).toEqual(['signin', 'clock', 'experience', 'quiz', 'card', 'exchange', 'invite']);
    expect(info).toMatchObject({ loggedIn: false, doneCount: 0, pointsEarned: 0, pointsTotal: 250, state: 'running' });
  });

  it('a sign-in done elsewhere is rewarded once when the list is read, also when read 10 times at once', async () => {
    const m = newMember();
    expect((await post(t.app, ActivitiesPaths.signIn, {}, m.token)).json().statusCode).toBe(200);
    const reads = await Promise.all(Array.from({ length: 10 }, () => get(t.app, ActivitiesPaths.newUserInfo, m.token)));
    for (const r of reads) {
      const info = dataOf<NewUserInfo>(r);
      expect(info.tasks.find((x) => x.code === 'signin')).toMatchObject({ done: true, rewardedAt: expect.any(Number) });
    }
    const rewards = (await ledgerOf(m.globalId)).filter((r) => String(r.idem_key).startsWith('newuser:'));
    expect(rewards.map((r) => [Number(r.change), r.remark])).toEqual([[20, '新人专享·完成首次签到']]);
    const info = dataOf<NewUserInfo>(await get(t.app, ActivitiesPaths.newUserInfo, m.token));
    expect(info).toMatchObject({ loggedIn: true, doneCount: 1, pointsEarned: 20 });
    await expectBooksBalanced(m.globalId);
  });
});

describe('seeding', () => {
  it('seeding again a month later keeps the running season, quiz, campaign and new-user tasks (a restart never cuts one short)', async () => {
    const kinds = ['cards', 'quiz', 'invite', 'newUser'];
    const before = await t.database.db.selectFrom('activities_activity').select(['id', 'kind']).where('kind', 'in', kinds).orderBy('id').execute();
    expect(before).toHaveLength(4);
    t.clock.advance(35 * DAY);
    await seedTasks(t.rt);
    const after = await t.database.db.selectFrom('activities_activity').select(['id', 'kind']).where('kind', 'in', kinds).orderBy('id').execute();
    expect(after).toEqual(before);
  });
});
