/**
 * `npm run bench:activities`: 会员活动's writes under concurrent members, over the real server.
 *
 * 1. A fresh SQLite database in a temporary directory: cost-data (scale BENCH_SCALE, for the report
 *    downloads), membership and activities migrated and seeded; BENCH_MEMBERS members each credited
 *    20,000 points through the ledger (reason adjustment). The server (kernel buildApp with those
 *    plugins) listens on a loopback port; members are sessions `bench-<globalId>` (the account
 *    login is measured by bench:api).
 * 2. Scenarios, each driven by BENCH_CONNECTIONS concurrent clients for BENCH_DURATION seconds, every
 *    request from a random member with a fresh requestId:
 *    - 兑换 (exchangeProduct of a bench product with ample stock and limit, 10 points);
 *    - 抽奖 (raffle v2 doRaffle: a chance or 50 points a draw, 10 a day per member);
 *    - 混合 (exchange, draw, getProducts, queryUserPoints, getExchangeInfo);
 *    - 抢兑 (the last BENCH_RUSH_STOCK items of a product: every member asks 3 times at once).
 *    Then BENCH_DOWNLOADS report downloads (PDF built from the cost data), one at a time.
 * 3. Prints ops/s, p50/p95/p99 latency, answers refused (积分不足, 今日次数已用完 …) and checks that
 *    everything adds up: every member's balance = the sum of their ledger = their unexpired lots,
 *    none negative; exchange rows × points = the exchange debits; each product's stock = its first
 *    stock − its exchanges = the sum of its counter ledger; the rush gave exactly its stock.
 *    Exits 1 when a check fails or a request answered anything but a 200 envelope or a business refusal.
 *
 * Options (environment): BENCH_MEMBERS (300), BENCH_CONNECTIONS (20), BENCH_DURATION seconds (8),
 * BENCH_SCALE (0.05), BENCH_RUSH_STOCK (50), BENCH_DOWNLOADS (20).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildApp } from '@kernel/server/app';
import { createDatabase } from '@kernel/server/database';
import { migratePlugins, seedPlugins } from '@kernel/server/migrations';
import { RightsProvider, ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { createMembershipServer } from '@plugins/membership/server';
import { createActivitiesServer } from '@plugins/activities/server';
import { auditPoints } from '@plugins/activities/server/ledger';
import { EXCHANGE_TABLE, PRODUCT_TABLE } from '@plugins/activities/server/migrations/002_mall';
import { STOCK_KIND } from '@plugins/activities/server/mall/stock';
import { COUNTER_LEDGER_TABLE, POINTS_LEDGER_TABLE } from '@plugins/activities/server/tables';
import { ACTIVITY_REFUSAL_CODE, ActivitiesPaths } from '@plugins/activities/shared/contract';
import { percentile } from './bench-harness';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const SCALE = Number(process.env.BENCH_SCALE ?? 0.05);
const RUSH_STOCK = Number(process.env.BENCH_RUSH_STOCK ?? 50);
const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 20);
const START_POINTS = 20_000;
const BENCH_PRODUCT = 'BENCH-REPORT';
const RUSH_PRODUCT = 'BENCH-RUSH';

interface Answer {
  ms: number;
  ok: boolean;
  refused: string | null;
  data: any;
}

interface Line {
  scenario: string;
  ops: number;
  ok: number;
  refused: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

const failures: string[] = [];

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-activities-'));
  const database = createDatabase({ file: path.join(dir, 'site.db') });
  const services = new ServiceRegistry();
  const membership = createMembershipServer({});
  const activities = createActivitiesServer({ env: {}, devTools: false, expireEveryMs: 0 });
  const plugins = [costDataServer, membership, activities];
  try {
    console.log(`准备数据库（造价数据规模 ${SCALE}）：${dir}`);
    const prepared = Date.now();
    await migratePlugins(database, plugins);
    const app = await buildApp({ clientDir: '/nonexistent-client-dist', logger: false, plugins, database, services });
    const ctx = { db: database.db, dialect: database.dialect, services };
    await seedPlugins(database, plugins, { scale: SCALE, seed: 1, demo: false });
    const rt = activities.runtimeOf(ctx);
    const rights = services.get(RightsProvider);
    app.auth.setResolver(async (token) => {
      const m = /^bench-(B\d{7})$/.exec(token);
      if (!m) return null;
      return { userId: `u-${m[1]}`, globalId: m[1]!, accountName: `bench${m[1]}`, accountType: 'personal', rights: await rights.rightsOf(m[1]!) };
    });

    const now = rt.clock();
    for (const [code, stock, limit] of [
      [BENCH_PRODUCT, 10_000_000, 1_000_000],
      [RUSH_PRODUCT, RUSH_STOCK, 3],
    ] as const) {
      await database.db
        .insertInto(PRODUCT_TABLE)
        .values({
          code,
          kind: 'report',
          title: code === BENCH_PRODUCT ? '基准测试报告（各类建筑单方造价）' : '基准测试报告（限量）',
          summary: '基准测试用商品',
          points: code === BENCH_PRODUCT ? 10 : 300,
          member_limit: limit,
          starts_at: now - 60_000,
          ends_at: now + 86_400_000,
          on_sale: 1,
          sort: 1000,
          tone: 'brand',
          spec: JSON.stringify({ kind: 'report', report: { report: 'byUse', from: 202510, to: 202609 }, contents: [], downloadLimit: 5 }),
          created_at: now,
        })
        .execute();
      await rt.tx((trx) => rt.counters.add(trx, { kind: STOCK_KIND, owner: code, change: stock, reason: 'restock', businessId: code, idemKey: `bench:stock:${code}`, at: now }));
    }
    const members = Array.from({ length: MEMBERS }, (_, i) => `B${String(1_000_000 + i).slice(1).padStart(7, '0')}`);
    for (const gid of members) {
      await rt.tx((trx) => rt.ledger.credit(trx, { globalId: gid, points: START_POINTS, reason: 'adjustment', businessId: 'bench', idemKey: `bench:credit:${gid}`, remark: '基准测试加分', at: now }));
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    console.log(`准备完成（${((Date.now() - prepared) / 1000).toFixed(1)} s）：${MEMBERS} 名会员，各 ${START_POINTS.toLocaleString('en-US')} 积分；${CONNECTIONS} 个并发客户端，每个场景 ${DURATION} s\n`);

    const pick = () => members[Math.floor(Math.random() * members.length)]!;
    const call = async (gid: string, method: 'GET' | 'POST', p: string, body?: object): Promise<Answer> => {
      const started = performance.now();
      const res = await fetch(`${url}${p}`, method === 'GET' ? { headers: { token: `bench-${gid}` } } : { method, headers: { token: `bench-${gid}`, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
      const ms = performance.now() - started;
      if ((res.headers.get('content-type') ?? '').includes('application/pdf')) {
        await res.arrayBuffer();
        return { ms, ok: res.status === 200, refused: null, data: null };
      }
      const parsed = (await res.json()) as { statusCode: number; businessMsg: string; data: unknown };
      if (res.status !== 200 || (parsed.statusCode !== 200 && parsed.statusCode !== ACTIVITY_REFUSAL_CODE)) {
        failures.push(`${p} HTTP ${res.status} ${parsed.statusCode} ${parsed.businessMsg}`);
        return { ms, ok: false, refused: null, data: null };
      }
      return { ms, ok: parsed.statusCode === 200, refused: parsed.statusCode === 200 ? null : parsed.businessMsg, data: parsed.data };
    };
    const ops = {
      exchange: (gid: string) => call(gid, 'POST', ActivitiesPaths.exchangeProduct, { productCode: BENCH_PRODUCT, requestId: randomUUID() }),
      draw: (gid: string) => call(gid, 'POST', ActivitiesPaths.doRaffle, { requestId: randomUUID() }),
      products: (gid: string) => call(gid, 'POST', ActivitiesPaths.products, {}),
      points: (gid: string) => call(gid, 'POST', ActivitiesPaths.userPoints, {}),
      mine: (gid: string) => call(gid, 'GET', `${ActivitiesPaths.exchangeInfo}?pageNum=1&pageSize=10`),
    };

    const lines: Line[] = [];
    const refusals = new Map<string, number>();
    const drive = async (scenario: string, op: (gid: string) => Promise<Answer>): Promise<void> => {
      const answers: Answer[] = [];
      const until = performance.now() + DURATION * 1000;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (performance.now() < until) answers.push(await op(pick()));
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      lines.push(summarise(scenario, answers, seconds));
      for (const a of answers) if (a.refused) refusals.set(`${scenario}：${a.refused}`, (refusals.get(`${scenario}：${a.refused}`) ?? 0) + 1);
    };

    await drive('兑换 exchangeProduct', ops.exchange);
    await drive('抽奖 doRaffle', ops.draw);
    const mix = [ops.exchange, ops.draw, ops.products, ops.points, ops.mine];
    await drive('混合（兑换/抽奖/商品/积分/我的兑换）', (gid) => mix[Math.floor(Math.random() * mix.length)]!(gid));

    // The rush: every member asks for the limited product three times at once.
    const rushStarted = performance.now();
    const rush = await Promise.all(members.flatMap((gid) => [0, 1, 2].map(() => call(gid, 'POST', ActivitiesPaths.exchangeProduct, { productCode: RUSH_PRODUCT, requestId: randomUUID() }))));
    lines.push(summarise(`抢兑（${RUSH_STOCK} 件，${rush.length} 个请求同时）`, rush, (performance.now() - rushStarted) / 1000));
    const rushOk = rush.filter((a) => a.ok).length;
    if (rushOk !== RUSH_STOCK) failures.push(`抢兑成功 ${rushOk} 次，应为 ${RUSH_STOCK}`);

    // Report downloads (the PDF is built from the cost data on each download).
    const downloads: Answer[] = [];
    const downloadStarted = performance.now();
    for (let i = 0; i < DOWNLOADS; i++) {
      const gid = members[i % members.length]!;
      const ex = await call(gid, 'POST', ActivitiesPaths.exchangeProduct, { productCode: BENCH_PRODUCT, requestId: randomUUID() });
      if (!ex.ok) continue;
      downloads.push(await call(gid, 'POST', ActivitiesPaths.downloadPdf, { exchangeId: ex.data.exchange.exchangeId }));
    }
    lines.push(summarise('下载报告 downloadPDF（逐个）', downloads, (performance.now() - downloadStarted) / 1000));

    printLines(lines);
    if (refusals.size) {
      console.log('\n业务拒绝（计入“拒绝”列）：');
      for (const [k, n] of [...refusals].sort()) console.log(`  ${k}：${n}`);
    }

    // ---- checks ----
    const at = rt.clock();
    let negative = 0;
    let mismatched = 0;
    for (const gid of members) {
      const a = await auditPoints(database.db, gid, at);
      if (a.negative) negative++;
      if (a.balance !== a.ledgerSum || a.balance !== a.lotSum) mismatched++;
    }
    const exchangeRows = await database.db.selectFrom(EXCHANGE_TABLE).select(['product_code', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum<number>('points').as('points')]).groupBy('product_code').execute();
    const exchangeDebits = await database.db.selectFrom(POINTS_LEDGER_TABLE).select((eb) => eb.fn.sum<number>('change').as('s')).where('reason', '=', 'exchange').executeTakeFirst();
    const exchangedPoints = exchangeRows.reduce((s, r) => s + Number(r.points), 0);
    if (-Number(exchangeDebits?.s ?? 0) !== exchangedPoints) failures.push(`兑换扣分 ${-Number(exchangeDebits?.s ?? 0)} ≠ 兑换记录积分 ${exchangedPoints}`);
    for (const [code, first] of [
      [BENCH_PRODUCT, 10_000_000],
      [RUSH_PRODUCT, RUSH_STOCK],
    ] as const) {
      const n = Number(exchangeRows.find((r) => r.product_code === code)?.n ?? 0);
      const value = await rt.counters.value(STOCK_KIND, code);
      const sum = await database.db.selectFrom(COUNTER_LEDGER_TABLE).select((eb) => eb.fn.sum<number>('change').as('s')).where('kind', '=', STOCK_KIND).where('owner', '=', code).executeTakeFirst();
      if (value !== first - n || Number(sum?.s ?? 0) !== value) failures.push(`${code} 库存 ${value}，首批 ${first} − 兑换 ${n}，计数账 ${Number(sum?.s ?? 0)}`);
    }
    if (negative) failures.push(`${negative} 名会员余额为负`);
    if (mismatched) failures.push(`${mismatched} 名会员余额与明细或积分批次不符`);
    const ledgerRows = await database.db.selectFrom(POINTS_LEDGER_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    console.log(`\n核对：${MEMBERS} 名会员余额 = 积分明细之和 = 未过期积分批次之和，无负数${negative || mismatched ? '：不符' : '：通过'}`);
    console.log(`      积分明细 ${Number(ledgerRows?.n ?? 0).toLocaleString('en-US')} 行；兑换 ${exchangeRows.reduce((s, r) => s + Number(r.n), 0).toLocaleString('en-US')} 次，扣分与兑换记录一致；库存 = 首批 − 兑换 = 计数账之和`);
    if (failures.length) {
      console.error('\n失败：');
      for (const f of failures.slice(0, 20)) console.error(`  ${f}`);
      process.exitCode = 1;
    } else console.log('全部核对通过。');
    await app.close();
  } finally {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

function summarise(scenario: string, answers: Answer[], seconds: number): Line {
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    scenario,
    ops: answers.length,
    ok: answers.filter((a) => a.ok).length,
    refused: answers.filter((a) => a.refused).length,
    rps: answers.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

function printLines(lines: readonly Line[]): void {
  console.log('| 场景 | 请求 | 成功 | 拒绝 | 次/秒 | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const l of lines) {
    console.log(`| ${l.scenario} | ${l.ops} | ${l.ok} | ${l.refused} | ${l.rps.toFixed(0)} | ${l.p50.toFixed(1)} | ${l.p95.toFixed(1)} | ${l.p99.toFixed(1)} |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
