import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { fail, ok } from '@kernel/core/envelope';
import { Messages } from '@kernel/core/status-codes';
import { requireLogin } from '@kernel/server/auth';
import { BusinessError, sendEnvelope } from '@kernel/server/errors';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import { fromLoopback } from '@kernel/server/request-guards';
import { ACTIVITY_PAGE_SIZE_MAX, ActivitiesPaths, POINTS_REASON_TEXT, type ActivityKind, type PointsReason } from '../shared/contract';
import {
  PointsMessages,
  type DevClockAnswer,
  type EarnRule,
  type HubActivity,
  type HubInfo,
  type PointsRecordPage,
  type PointsRecordQuery,
  type TopImage,
  type UserPoints,
} from '../shared/points';
import { activitiesRoutes } from '../shared/routes';
import { periodText, runningActivities, signInRulesOf, type Activity } from './activities';
import { DAY_MS, dayKey, dayStartOf } from './calendar';
import type { ActivitiesRuntime } from './runtime';
import { makeUp, registerRecord, signIn, signInActivity, signInState } from './signin';
import { POINTS_LEDGER_TABLE } from './tables';

const REASONS = Object.keys(POINTS_REASON_TEXT) as PointsReason[];
const open = { additionalProperties: true } as const;
/** 'YYYY-MM' or 'YYYY-MM-DD'. */
const MonthOrDay = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\\d|3[01]))?$', maxLength: 10 });

export const MakeUpBody = Type.Object({ date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 }) }, open);
export const RecordsBody = Type.Object(
  {
    pageNum: Type.Integer({ minimum: 1, maximum: 10_000 }),
    pageSize: Type.Integer({ minimum: 1, maximum: ACTIVITY_PAGE_SIZE_MAX }),
    reason: Type.Optional(Type.Unsafe<PointsReason>({ type: 'string', enum: REASONS })),
    direction: Type.Optional(Type.Union([Type.Literal('in'), Type.Literal('out')])),
    from: Type.Optional(MonthOrDay),
    to: Type.Optional(MonthOrDay),
  },
  open,
);
export const DevClockBody = Type.Object(
  { days: Type.Optional(Type.Number({ minimum: -3660, maximum: 3660 })), reset: Type.Optional(Type.Boolean()) },
  open,
);

/** The kinds of activity that earn points (the hub lists each running one with its summary; the mall spends them). */
const EARNING_KINDS: ReadonlySet<ActivityKind> = new Set(['newUser', 'invite', 'quiz', 'cards', 'raffle', 'luckyDraw', 'giftBox', 'festival']);

function hubActivityOf(a: Activity): HubActivity {
  return { id: a.id, kind: a.kind, title: a.title, summary: a.summary, startsAt: a.startsAt, endsAt: a.endsAt, period: periodText(a.startsAt, a.endsAt), route: a.route };
}

function earnRulesOf(running: readonly Activity[]): EarnRule[] {
  const rules: EarnRule[] = [];
  const seen = new Set<ActivityKind>();
  for (const a of running) {
    if (seen.has(a.kind)) continue;
    seen.add(a.kind);
    if (a.kind === 'signin') {
      const r = signInRulesOf(a.rules);
      const bonuses = r.streakBonuses.map((b) => `第${b.day}天再得${b.points}积分`).join('、');
      rules.push({ title: a.title, detail: `每天签到得${r.dailyPoints}积分，连续签到${bonuses}`, route: a.route });
    } else if (EARNING_KINDS.has(a.kind)) {
      rules.push({ title: a.title, detail: a.summary, route: a.route });
    }
  }
  rules.push({ title: '积分有效期', detail: '积分自获得之日起有效期至次年12月31日，先到期的积分优先使用', route: activitiesRoutes.points() });
  return rules;
}

/** The created_at window of a records query ('YYYY-MM' months or days, inclusive); null bounds are open. */
function rangeOf(query: Pick<PointsRecordQuery, 'from' | 'to'>): { from: number | null; to: number | null } {
  const startOf = (v: string) => dayStartOf(v.length === 7 ? `${v}-01` : v);
  const endOf = (v: string) => {
    if (v.length === 10) return dayStartOf(v) + DAY_MS;
    const [y, m] = v.split('-').map(Number) as [number, number];
    return dayStartOf(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`);
  };
  const from = query.from ? startOf(query.from) : null;
  const to = query.to ? endOf(query.to) : null;
  if ((from !== null && !Number.isFinite(from)) || (to !== null && !Number.isFinite(to)) || (from !== null && to !== null && from >= to)) {
    throw new BusinessError(400, PointsMessages.badRange);
  }
  return { from, to };
}

/** The member's ledger rows, newest first, filtered. */
async function recordsPage(db: Kysely<any>, globalId: string, query: PointsRecordQuery): Promise<PointsRecordPage> {
  const { from, to } = rangeOf(query);
  let base = db.selectFrom(POINTS_LEDGER_TABLE).where('global_id', '=', globalId);
  if (query.reason) base = base.where('reason', '=', query.reason);
  if (query.direction === 'in') base = base.where('change', '>', 0);
  if (query.direction === 'out') base = base.where('change', '<', 0);
  if (from !== null) base = base.where('created_at', '>=', from);
  if (to !== null) base = base.where('created_at', '<', to);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      change: Number(r.change),
      balanceAfter: Number(r.balance_after),
      reason: r.reason as PointsReason,
      reasonText: POINTS_REASON_TEXT[r.reason as PointsReason] ?? String(r.reason),
      remark: String(r.remark),
      createdAt: Number(r.created_at),
    })),
    total: Number(count?.n ?? 0),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** The last day points expiring at `at` are valid ('YYYY-12-31'). */
const lastDayBefore = (at: number) => dayKey(at - 1);

async function userPoints(rt: ActivitiesRuntime, globalId: string): Promise<UserPoints> {
  const now = rt.clock();
  const expiring = await rt.ledger.upcomingExpiry(globalId, now);
  const account = await rt.ledger.account(globalId);
  return {
    totalPoints: account.balance,
    balance: account.balance,
    earnedTotal: account.earned,
    spentTotal: account.spent,
    expiredTotal: Math.max(0, account.earned - account.spent - account.balance),
    expiring: expiring.map((e) => ({ points: e.points, at: e.at, lastDay: lastDayBefore(e.at) })),
  };
}

/**
 * Sweeps the expired points of every member (one `expiry` row per member and date), every
 * `expireEveryMs` (default one hour) and once when the server is ready; reads sweep the member
 * they read anyway.
 */
function expiryTimer(app: FastifyInstance, rt: ActivitiesRuntime): void {
  const every = rt.options.expireEveryMs ?? 3_600_000;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    rt.tx((trx) => rt.ledger.expire(trx, { at: rt.clock() }))
      .catch((err: unknown) => app.log.error({ err }, '积分过期处理失败'))
      .finally(() => {
        running = false;
      });
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, every);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
  });
}

/** The hub, sign-in, points and the development clock (see README). */
export async function coreRoutes(app: FastifyInstance, rt: ActivitiesRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const gidOf = (request: FastifyRequest) => request.session!.globalId;
  // Sign-in and 补签 answer a repeat with the first result; the limit only stops a runaway client.
  const writes = memberRateLimit({ max: 120, timeWindow: 60_000 });

  api.get(ActivitiesPaths.hub, async (request) => {
    const now = rt.clock();
    await signInActivity(rt, now);
    const running = await runningActivities(rt.db, now);
    const gid = request.session?.globalId ?? null;
    let member: HubInfo['member'] = null;
    if (gid) {
      const { series, todaySigned } = await signInState(rt, gid);
      member = { points: await rt.ledger.balance(gid), todaySigned, seriesTime: series };
    }
    const info: HubInfo = { activities: running.map(hubActivityOf), member, earnRules: earnRulesOf(running), now };
    return ok(info);
  });

  api.get(ActivitiesPaths.topImage, async (request) => {
    const now = rt.clock();
    const activity = await signInActivity(rt, now);
    const rules = signInRulesOf(activity.rules);
    const top = rules.streakBonuses[rules.streakBonuses.length - 1];
    const gid = request.session?.globalId ?? null;
    const image: TopImage = {
      activityId: activity.id,
      title: `${activity.title} 天天领积分`,
      subtitle: `每天签到得${rules.dailyPoints}积分${top ? `，连续签到第${top.day}天再得${top.points}积分` : ''}，积分可兑换数据报告与会员权益`,
      route: activitiesRoutes.attendance(),
      imageUrl: null,
      todaySigned: gid ? (await signInState(rt, gid)).todaySigned : null,
    };
    return ok(image);
  });

  api.get(ActivitiesPaths.registerRecord, { onRequest: requireLogin }, async (request) => ok(await registerRecord(rt, gidOf(request))));

  api.post(ActivitiesPaths.signIn, { onRequest: requireLogin, config: writes }, async (request) => {
    const result = await signIn(rt, gidOf(request));
    return ok(result, result.message);
  });

  api.post(ActivitiesPaths.makeUp, { onRequest: requireLogin, config: writes, schema: { body: MakeUpBody } }, async (request) => {
    const result = await makeUp(rt, gidOf(request), request.body.date);
    return ok(result, result.message);
  });

  api.post(ActivitiesPaths.userPoints, { onRequest: requireLogin }, async (request) => ok(await userPoints(rt, gidOf(request))));

  api.post(ActivitiesPaths.pointsRecords, { onRequest: requireLogin, schema: { body: RecordsBody } }, async (request) => {
    const gid = gidOf(request);
    // Reading the balance first sweeps the member's expired points into the ledger.
    await rt.ledger.balance(gid);
    return ok(await recordsPage(rt.db, gid, request.body));
  });

  if (rt.options.devTools) {
    const loopbackOnly = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!fromLoopback(request)) return sendEnvelope(reply, fail(404, Messages.notFound), 404);
    };
    api.post(ActivitiesPaths.devClock, { onRequest: loopbackOnly, schema: { body: DevClockBody } }, async (request) => {
      const { days, reset } = request.body;
      let now = rt.clock();
      if (reset) now = rt.shiftClock(null);
      if (days !== undefined && days !== 0) now = rt.shiftClock(Math.round(days * DAY_MS));
      const answer: DevClockAnswer = { now, today: dayKey(now) };
      return ok(answer);
    });
  }

  expiryTimer(app, rt);
}
