/**
 * The maintainer's CLI (`npm run activities -- …`, scripts/activities-cli.ts) run as its own process
 * on the site's database: adjust writes one ledger row (a debit beyond the balance refused), restock
 * one counter ledger row, show prints the balance, the rows and the check of the sums; bad input is
 * a usage error.
 */
import { createAccountServer } from '@plugins/account/server';
import { auditPoints } from '@plugins/activities/server/ledger';
import { demoCore } from '@plugins/activities/server/seed';
import { listProducts } from '@plugins/activities/server/mall/service';
import { STOCK_KIND } from '@plugins/activities/server/mall/stock';
import { COUNTER_LEDGER_TABLE, POINTS_LEDGER_TABLE } from '@plugins/activities/server/tables';
import { newMember, startActivitiesApp, type ActivitiesTestApp } from './support';
import type { Database } from '@kernel/server/database';
import { cliDatabase, runCli, type CliDatabase } from '../../../helpers/cli';

let t: ActivitiesTestApp;
let shared: CliDatabase;
let database: Database;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  shared = await cliDatabase('activities');
  ({ database, env } = shared);
  // With the account plugin: the CLI finds a member by account name through its directory.
  const account = createAccountServer();
  t = await startActivitiesApp({ database, extra: [account] });
  await account.demo?.({ db: t.database.db, dialect: t.database.dialect, services: t.services });
  // The CLI runs on the real clock: so does this app, here.
  t.clock.t = Date.now();
});
afterAll(async () => {
  await t.close();
  await shared.cleanup();
});

const cli = (...args: string[]) => runCli('activities-cli.ts', env, args);

test('adjust credits and debits through the ledger, refuses a debit beyond the balance; show checks the sums', async () => {
  const { globalId } = newMember();
  const up = await cli('adjust', globalId, '+120', '客服补偿：签到页故障');
  expect(up).toMatchObject({ code: 0 });
  expect(up.stdout).toContain(`会员 ${globalId} 积分增加 120，余额 120（客服补偿：签到页故障）`);
  const down = await cli('adjust', globalId, '-20', '误发积分收回');
  expect(down.code).toBe(0);
  expect(down.stdout).toContain('积分扣减 20，余额 100');
  const refused = await cli('adjust', globalId, '-101', '收回');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('积分不足');

  const rows = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).select(['change', 'balance_after', 'reason', 'remark']).where('global_id', '=', globalId).orderBy('id').execute();
  expect(rows.map((r) => [Number(r.change), Number(r.balance_after), r.reason, r.remark])).toEqual([
    [120, 120, 'adjustment', '客服补偿：签到页故障'],
    [-20, 100, 'adjustment', '误发积分收回'],
  ]);
  expect(await auditPoints(t.database.db, globalId, Date.now())).toEqual({ balance: 100, ledgerSum: 100, lotSum: 100, negative: false });

  const shown = await cli('show', globalId);
  expect(shown.code).toBe(0);
  expect(shown.stdout).toContain('积分余额  100');
  expect(shown.stdout).toContain('累计获得  120');
  expect(shown.stdout).toContain('累计消耗  20');
  expect(shown.stdout).toMatch(/将过期 {4}100 积分（\d{4}-12-31 到期）/);
  expect(shown.stdout).toContain('余额 = 明细合计 = 未过期积分 = 100');
}, 120_000);

test('restock adds stock through the counters; taking back more than there is is refused', async () => {
  const [product] = await listProducts(t.database.db);
  expect(product).toBeDefined();
  const before = await t.rt.counters.value(STOCK_KIND, product!.code);
  const added = await cli('restock', product!.code, '25');
  expect(added.code).toBe(0);
  expect(added.stdout).toContain(`现有库存 ${before + 25}`);
  expect(await t.rt.counters.value(STOCK_KIND, product!.code)).toBe(before + 25);
  const row = await t.database.db
    .selectFrom(COUNTER_LEDGER_TABLE)
    .selectAll()
    .where('kind', '=', STOCK_KIND)
    .where('owner', '=', product!.code)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect([Number(row.change), Number(row.value_after), row.reason]).toEqual([25, before + 25, 'restock']);
  const refused = await cli('restock', product!.code, String(-(before + 26)));
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('库存不足');
  expect((await cli('restock', 'no-such-product', '5')).stderr).toContain('商品不存在');
}, 120_000);

test('demo mode: the demo accounts start with their points once', async () => {
  await demoCore(t.rt);
  await demoCore(t.rt);
  expect(await t.rt.ledger.balance('G10000001')).toBe(1500);
  expect(await t.rt.ledger.balance('G10000002')).toBe(800);
  const rows = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).select(['remark', 'idem_key']).where('global_id', '=', 'G10000001').execute();
  expect(rows).toEqual([{ remark: '会员体验积分', idem_key: 'demo:G10000001' }]);
});

test('a member is found by account name', async () => {
  const shown = await cli('adjust', 'demo_vip', '+8', '活动补发');
  expect(shown.code).toBe(0);
  expect(shown.stdout).toContain('会员 G10000001 积分增加 8');
  const row = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).selectAll().where('global_id', '=', 'G10000001').orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect([Number(row.change), row.remark]).toEqual([8, '活动补发']);
}, 120_000);

test('bad input is a usage error; an unknown member is refused', async () => {
  const bad = [['adjust', 'G12345678', '0', '备注'], ['adjust', 'G12345678', '1.5', '备注'], ['adjust', 'G12345678', '+5'], ['restock', 'x'], ['drop']];
  for (const code of (await Promise.all(bad.map((args) => cli(...args)))).map((r) => r.code)) expect(code).toBe(2);
  const unknown = await cli('show', 'nobody_here');
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain('会员不存在');
}, 120_000);
