/**
 * The maintainer's tool of 会员活动, on the configured database (DATABASE_URL, or DATA_DIR/site.db —
 * the server's), writing through the same ledgers as the site (never a bare UPDATE):
 *
 *   npm run activities -- adjust <globalId|accountName> <±points> <remark>
 *       credits (+) or debits (−) a member's points: one ledger row of reason 积分调整 with the remark
 *       shown in 积分明细 (a debit beyond the balance is refused: 积分不足)
 *   npm run activities -- restock <productCode> <±n>
 *       adds (or, negative, takes back) stock of a mall product: one counter ledger row (reason restock)
 *   npm run activities -- show <globalId|accountName>
 *       the member's balance, earned / spent totals, points expiring by date, the ledger's last rows,
 *       and the check balance = ledger sum = unexpired lots
 *
 * Exit code 0 when done, 1 when refused (the reason printed in Chinese), 2 for a usage error.
 */
import { randomUUID } from 'node:crypto';
import { BusinessError } from '@kernel/server/errors';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { ServiceRegistry } from '@kernel/server/services';
import { createAccountServer } from '@plugins/account/server';
import { AccountDirectory } from '@plugins/account/shared/services';
import { createActivitiesServer } from '@plugins/activities/server';
import { dayKey } from '@plugins/activities/server/calendar';
import { auditPoints } from '@plugins/activities/server/ledger';
import { CounterRefused } from '@plugins/activities/server/ledger-types';
import { productByCode } from '@plugins/activities/server/mall/service';
import { STOCK_KIND } from '@plugins/activities/server/mall/stock';
import { POINTS_LEDGER_TABLE } from '@plugins/activities/server/tables';
import { ACTIVITY_REFUSAL_CODE, POINTS_REASON_TEXT, type PointsReason } from '@plugins/activities/shared/contract';
import { openCliDatabase, runOnDatabase } from './cli-support';

const USAGE = 'usage: npm run activities -- adjust <globalId|accountName> <±points> <remark> | restock <productCode> <±n> | show <globalId|accountName>';
const MAX_POINTS = 1_000_000;
const MAX_STOCK = 100_000;

function time(ms: number): string {
  return new Date(ms).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });
}

const refuse = (message: string) => new BusinessError(ACTIVITY_REFUSAL_CODE, message);

/** A globalId as given (G + 8 digits), or the member of an account name (account's directory). */
async function memberOf(services: ServiceRegistry, who: string): Promise<string> {
  if (/^G\d{8}$/.test(who)) return who;
  const account = await services.find(AccountDirectory)?.findByAccountName(who);
  if (!account) throw refuse(`会员不存在：${who}`);
  return account.globalId;
}

async function run(args: string[]): Promise<number> {
  const [command, a, b, ...rest] = args;
  const database = openCliDatabase();
  return runOnDatabase(database, async () => {
    const services = new ServiceRegistry();
    const ctx: ServerPluginContext = { db: database.db, dialect: database.dialect, services };
    // Account's directory (names → members), exactly as the site builds it.
    createAccountServer().services?.(ctx);
    // The runtime the site's routes run on (ledger, counters), on the real clock.
    const rt = createActivitiesServer({ devTools: false, expireEveryMs: 0 }).runtimeOf(ctx);
    const now = rt.clock();
    switch (command) {
      case 'adjust': {
        const globalId = await memberOf(services, a!);
        const points = Number(b);
        const remark = rest.join(' ').trim();
        const key = `adjustment:${globalId}:${randomUUID()}`;
        const move = { globalId, points: Math.abs(points), reason: 'adjustment' as const, activityId: null, businessId: key.slice(0, 80), idemKey: key, remark, at: now };
        const { entry } = await rt.tx((trx) => (points > 0 ? rt.ledger.credit(trx, move) : rt.ledger.debit(trx, move)));
        console.log(`会员 ${globalId} 积分${points > 0 ? '增加' : '扣减'} ${Math.abs(points)}，余额 ${entry.balanceAfter}（${remark}）。Adjusted: ledger row ${entry.id}.`);
        return 0;
      }
      case 'restock': {
        const product = await productByCode(database.db, a!);
        if (!product) throw refuse(`商品不存在：${a}`);
        const n = Number(b);
        const key = `restock:${product.code}:${randomUUID()}`;
        try {
          const { value } = await rt.tx((trx) =>
            rt.counters.add(trx, { kind: STOCK_KIND, owner: product.code, change: n, reason: 'restock', businessId: key.slice(0, 80), idemKey: key, at: now }),
          );
          console.log(`商品 ${product.code}（${product.title}）库存${n > 0 ? '增加' : '减少'} ${Math.abs(n)}，现有库存 ${value}。Restocked.`);
        } catch (error) {
          if (error instanceof CounterRefused) throw refuse('库存不足，无法减少');
          throw error;
        }
        return 0;
      }
      case 'show': {
        const globalId = await memberOf(services, a!);
        const account = await rt.ledger.account(globalId);
        const expiring = await rt.ledger.upcomingExpiry(globalId, now);
        const audit = await auditPoints(database.db, globalId, now);
        console.log(`会员      ${globalId}\n积分余额  ${account.balance}\n累计获得  ${account.earned}\n累计消耗  ${account.spent}`);
        for (const e of expiring) console.log(`将过期    ${e.points} 积分（${dayKey(e.at - 1)} 到期）`);
        const rows = await database.db.selectFrom(POINTS_LEDGER_TABLE).selectAll().where('global_id', '=', globalId).orderBy('id', 'desc').limit(20).execute();
        for (const r of rows) {
          const change = Number(r.change);
          const reason = POINTS_REASON_TEXT[r.reason as PointsReason] ?? String(r.reason);
          console.log(`明细      ${time(Number(r.created_at))}  ${change > 0 ? '+' : ''}${change}  余额 ${Number(r.balance_after)}  ${reason}  ${r.remark}`);
        }
        const ok = audit.balance === audit.ledgerSum && audit.balance === audit.lotSum && !audit.negative;
        console.log(
          ok
            ? `核对      余额 = 明细合计 = 未过期积分 = ${audit.balance}。Balanced.`
            : `核对不符  余额 ${audit.balance}，明细合计 ${audit.ledgerSum}，未过期积分 ${audit.lotSum}${audit.negative ? '，出现负数' : ''}。NOT balanced.`,
        );
        return ok ? 0 : 1;
      }
      default:
        return 2;
    }
  });
}

function valid(args: string[]): boolean {
  const [command, a, b, ...rest] = args;
  const who = (v: string | undefined) => !!v && v.length <= 64 && /^[\p{L}\p{N}_.@-]+$/u.test(v);
  const int = (v: string | undefined, max: number) => !!v && /^[+-]?\d{1,9}$/.test(v) && Number(v) !== 0 && Math.abs(Number(v)) <= max;
  switch (command) {
    case 'adjust': {
      const remark = rest.join(' ').trim();
      return who(a) && int(b, MAX_POINTS) && remark.length >= 1 && remark.length <= 60;
    }
    case 'restock':
      return !!a && /^[A-Za-z0-9_-]{1,40}$/.test(a) && int(b, MAX_STOCK) && rest.length === 0;
    case 'show':
      return who(a) && b === undefined;
    default:
      return false;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (!valid(args)) {
    console.error(USAGE);
    console.error('  adjust: 积分为非零整数（±1,000,000 以内），备注 1–60 字，显示在积分明细中；restock: 数量为非零整数（±100,000 以内）');
    process.exit(2);
  }
  process.exit(await run(args));
}

main().catch((error: unknown) => {
  console.error('命令失败 / Command failed:', error);
  process.exit(1);
});
