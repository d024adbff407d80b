/**
 * `npm run bench:api`: measures the single-project and the unit-price (综合单价指标) endpoints on the
 * benchmark database.
 *
 * 1. Reuses `data/bench-50/site.db`, or builds it with `npm run seed -- --scale 50` (at least
 *    100,000 single projects; a few minutes, once).
 * 2. Starts the real server on a loopback port over that database (production mode).
 * 3. Logs in as the VIP demo account, waits for the unit-price item index (built in the background
 *    at start), checks every scenario answers statusCode 200, warms up, then drives each scenario
 *    with autocannon and prints requests per second and p50/p95/p99 latency.
 *
 * The unit-price searches cycle through more distinct filters (codes or words × regions × periods)
 * than the server's per-filter result cache holds, so every request walks the item index.
 *
 * Options (environment): BENCH_DATA_DIR (data/bench-50), BENCH_SCALE (50), BENCH_DURATION seconds
 * per scenario (15), BENCH_CONNECTIONS (10).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { encryptPayload, randomNonce } from '@plugins/account/client/crypto';
import { AccountPaths } from '@plugins/account/shared/contract';
import { DEMO_PASSWORD } from '@plugins/account/shared/demo';
import { BidNodePaths, type ListQuery } from '@plugins/bid-node/shared/contract';
import { UnitPricePaths, type BqSearchQuery, type BqTemplate } from '@plugins/unit-price/shared/contract';

const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench-50');
const scale = Number(process.env.BENCH_SCALE ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Scenario {
  name: string;
  /** Requests cycled through by every connection (POST unless `method` says GET; a GET's query is in its path). */
  requests: Array<{ path: string; body: string; contentType: string; method?: 'GET' | 'POST' }>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function ensureDatabase(): void {
  const file = path.join(dataDir, 'site.db');
  if (existsSync(file)) {
    console.log(`基准数据库已存在，直接使用：${file}`);
    return;
  }
  mkdirSync(dataDir, { recursive: true });
  console.log(`生成基准数据库（scale ${scale}）：${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--scale', String(scale), '--seed', '2026', '--out', file], {
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('基准数据库生成失败');
}

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', DEMO_ACCOUNTS: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('服务器启动失败');
    try {
      const res = await fetch(`${url}/version`);
      if (res.ok) return { url, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('服务器启动超时');
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function login(url: string): Promise<string> {
  const keyReply = (await (await fetch(`${url}${AccountPaths.publicKey}`)).json()) as {
    data: { key: string; keyId: string; serverTime?: number };
  };
  const sealed = await encryptPayload(keyReply.data.key, keyReply.data.keyId, {
    username: 'demo_vip',
    password: DEMO_PASSWORD,
    keepLogin: false,
    timestamp: keyReply.data.serverTime ?? Date.now(),
    nonce: randomNonce(),
  });
  const res = await fetch(`${url}${AccountPaths.loginByAuth}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', 'user-agent': 'bench-api' },
    body: new URLSearchParams({ ...sealed }).toString(),
  });
  const body = (await res.json()) as { statusCode: number; data?: { accessToken?: string }; businessMsg?: string };
  if (body.statusCode !== 200 || !body.data?.accessToken) throw new Error(`登录失败：${JSON.stringify(body)}`);
  return body.data.accessToken;
}

async function sampleIds(url: string, token: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page++) {
    const query: ListQuery = { pageNum: page * 37, pageSize: 50, sortField: 'priceDate', sortOrder: 'desc' };
    const body = await call(url, token, BidNodePaths.list, JSON.stringify(query), 'application/json');
    const list = (body.data as { list: Array<{ id: number }> }).list;
    if (list.length === 0) break;
    ids.push(...list.map((x) => x.id));
  }
  return ids.slice(0, count);
}

async function call(url: string, token: string, p: string, body: string, contentType: string, method: 'GET' | 'POST' = 'POST'): Promise<{ statusCode: number; data: unknown }> {
  const res = await fetch(`${url}${p}`, method === 'GET' ? { headers: { token } } : { method: 'POST', headers: { token, 'content-type': contentType }, body });
  const parsed = (await res.json()) as { statusCode: number; data: unknown; businessMsg?: string };
  if (parsed.statusCode !== 200) throw new Error(`${p} 返回 ${parsed.statusCode}：${parsed.businessMsg ?? ''}`);
  return parsed;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}

interface Row {
  scenario: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function runScenario(url: string, token: string, scenario: Scenario, seconds: number): Promise<Row> {
  const times: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        // The server closes a keep-alive connection after 1,000 requests (maxRequestsPerSocket in
        // kernel/server/app.ts), as a browser would then open a new one: reconnect before that.
        reconnectRate: 500,
        headers: { token },
        requests: scenario.requests.map((r) =>
          r.method === 'GET' ? { method: 'GET', path: r.path, headers: { token } } : { method: 'POST', path: r.path, body: r.body, headers: { 'content-type': r.contentType, token } },
        ),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) errors++;
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + result.errors + result.timeouts,
  };
}

/** Waits until the unit-price item index answers (it is built in the background when the server starts). */
async function waitForItemIndex(url: string, token: string): Promise<number> {
  const started = Date.now();
  const body = JSON.stringify({ keyWord: '010515001', pageNum: 1, pageSize: 10 } satisfies BqSearchQuery);
  for (;;) {
    try {
      await call(url, token, UnitPricePaths.search, body, 'application/json');
      return Date.now() - started;
    } catch (err) {
      if (Date.now() - started > 30 * 60_000) throw err;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** Bill items (id, single project) from the samples of a few codes. */
async function sampleItems(url: string, token: string, count: number): Promise<Array<{ id: number; projectId: number }>> {
  const out: Array<{ id: number; projectId: number }> = [];
  for (const ids of ['2013:010505001:m³', '2013:010515001:t', '2013:011201001:m²', '2013:010402001:m³', '2013:011702014:m²']) {
    for (let page = 1; page <= 4 && out.length < count; page++) {
      const body = await call(url, token, UnitPricePaths.template, JSON.stringify({ ids, pageNum: page * 7, pageSize: 10 }), 'application/json').catch(() => null);
      const list = (body?.data as BqTemplate | undefined)?.samples.list ?? [];
      out.push(...list.map((x) => ({ id: x.id, projectId: x.projectId })));
    }
  }
  return out.slice(0, count);
}

async function main(): Promise<void> {
  ensureDatabase();
  const { url, child } = await startServer();
  try {
    const token = await login(url);
    const ids = await sampleIds(url, token, 200);
    if (ids.length === 0) throw new Error('基准数据库中没有单项工程');
    const indexWait = await waitForItemIndex(url, token);
    console.log(`清单检索索引就绪（等待 ${(indexWait / 1000).toFixed(1)} 秒）`);
    const items = await sampleItems(url, token, 100);
    if (items.length === 0) throw new Error('基准数据库中没有清单项目');

    const listQuery: ListQuery = {
      areaId: 12,
      buildingUse: ['住宅'],
      structure: ['剪力墙'],
      dateFrom: '2022-01',
      sortField: 'unitCost',
      sortOrder: 'desc',
      pageNum: 3,
      pageSize: 20,
    };
    const keywords = ['住宅', '框架', '江苏 剪力墙', '18层', '办公 框架-核心筒', '地下车库', '南京 住宅', '学校'];
    const json = 'application/json';
    const form = 'application/x-www-form-urlencoded';
    // Unit-price searches: codes or words × regions × periods (more distinct filters than the result cache holds).
    const regionIds = [1, 2, 3, 6, 12, 13, 14, 16, 17, 18, 23, 27];
    const periods: Array<[string | undefined, string | undefined]> = [
      [undefined, undefined],
      ['2021-01', '2021-12'],
      ['2023-01', '2024-12'],
      ['2019-01', '2025-08'],
    ];
    const itemSearches = (keyWords: string[]) =>
      keyWords.flatMap((keyWord) =>
        regionIds.flatMap((areaId) =>
          periods.map(([dateFrom, dateTo]) => ({
            path: UnitPricePaths.search,
            body: JSON.stringify({ keyWord, areaId, dateFrom, dateTo, sortField: 'median', sortOrder: 'desc', pageNum: 1, pageSize: 20 } satisfies BqSearchQuery),
            contentType: json,
          })),
        ),
      );
    const detailQuery = (p: string) => items.map((it) => ({ path: `${p}?id=${it.id}&projectId=${it.projectId}`, body: '', contentType: form, method: 'GET' as const }));
    const scenarios: Scenario[] = [
      { name: '列表（3 个筛选 + 排序 + 分页）', requests: [{ path: BidNodePaths.list, body: JSON.stringify(listQuery), contentType: json }] },
      {
        name: '关键词搜索',
        requests: keywords.map((keyWord) => ({
          path: BidNodePaths.list,
          body: JSON.stringify({ keyWord, pageNum: 1, pageSize: 20 } satisfies ListQuery),
          contentType: json,
        })),
      },
      {
        name: '详情（基本信息）',
        requests: ids.slice(0, 100).map((id) => ({ path: BidNodePaths.base, body: `bidNodeId=${id}`, contentType: form })),
      },
      {
        name: '详情（造价构成）',
        requests: ids.slice(100, 200).map((id) => ({ path: BidNodePaths.indexByType, body: `bidNodeId=${id}&indexType=1`, contentType: form })),
      },
      { name: '综合单价：清单编码前缀搜索', requests: itemSearches(['0105', '010515', '010505001', '0104', '011702', '010101', '0111', '010515001001']) },
      { name: '综合单价：关键词搜索', requests: itemSearches(['钢筋', '防水', '模板', 'C30', 'HRB400', '加气块', '现浇构件钢筋', '墙面抹灰']) },
      { name: '综合单价：清单详情（基本信息）', requests: detailQuery(UnitPricePaths.info) },
      { name: '综合单价：清单详情（人材机汇总）', requests: detailQuery(UnitPricePaths.resSummaries) },
    ];

    // Every scenario must answer 200 before it is measured.
    for (const s of scenarios) for (const r of s.requests.slice(0, 3)) await call(url, token, r.path, r.body, r.contentType, r.method);

    const rows: Row[] = [];
    for (const s of scenarios) {
      await runScenario(url, token, s, 2); // warm-up
      const row = await runScenario(url, token, s, duration);
      rows.push(row);
      console.log(`${s.name}: ${row.rps.toFixed(0)} req/s, p95 ${row.p95.toFixed(1)} ms`);
    }

    const cpu = cpus();
    console.log(`\n机器：${cpu.length} 核 ${cpu[0]?.model ?? ''}，Node ${process.version}，SQLite，${connections} 个并发连接，每项 ${duration} 秒\n`);
    console.log('| 场景 | 请求数 | 请求/秒 | p50 (ms) | p95 (ms) | p99 (ms) | 错误 |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      console.log(`| ${r.scenario} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
    }
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
