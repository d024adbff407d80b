/**
 * `npm run bench:policy`: measures the 政策文件 search over a 100,000-document corpus.
 *
 * 1. Reuses `data/bench-policy/site.db`, or builds it once: every enabled plugin migrated and seeded
 *    at scale 1, the policy corpus with BENCH_POLICY_DOCUMENTS documents (100,000: the same generator
 *    as the standard corpus, more municipal material-price issues and more years' variants), written
 *    in batches. Several minutes, once.
 * 2. Starts the real server on a loopback port over that database (production mode).
 * 3. Logs in as the VIP demo account, checks every request answers statusCode 200, warms up, then
 *    drives each scenario with autocannon and prints requests per second and p50/p95/p99 latency.
 *    The search scenario mixes the list's requests: 安全文明施工费 (and in 江苏), 江苏 人工费 2024,
 *    增值税, 材料价格 南京, two-character 税率 and 文明, filters (region, types, year), the date sort,
 *    page 5, the unfiltered list.
 *
 * 4. The AI智能检索 answer (getAiData2, the embedded extractive default): 93 questions (7 subjects × 13
 *    regions or none, and two no document answers), each read with a streaming fetch: the time to
 *    the first `chunk` event and to `done`, p50 and p95, asked one at a time and two side by side.
 *
 * Options (environment): BENCH_POLICY_DIR (data/bench-policy), BENCH_POLICY_DOCUMENTS (100000),
 * BENCH_DURATION seconds per scenario (15), BENCH_CONNECTIONS (10).
 */
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { pluginsConfig } from '@app/plugins.config';
import { manifests, serverPlugins } from '@app/server/registry';
import { createDatabase } from '@kernel/server/database';
import { migratePlugins, seedPlugins, type KernelLogger } from '@kernel/server/migrations';
import { resolveServerPlugins } from '@kernel/server/plugin-host';
import { createPolicyServer } from '@plugins/policy/server';
import { PolicyPaths, type PolicySearchQuery } from '@plugins/policy/shared/contract';
import { call, login, percentile, printRows, runScenario, startServer, type BenchRequest, type Row } from './bench-harness';

const dataDir = path.resolve(process.env.BENCH_POLICY_DIR ?? 'data/bench-policy');
const documents = Number(process.env.BENCH_POLICY_DOCUMENTS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const log: KernelLogger = {
  info: (_obj, msg) => console.log(`  ${msg}`),
  warn: (_obj, msg) => console.warn(`  ${msg}`),
  error: (obj, msg) => console.error(`  ${msg}`, (obj as { err?: unknown })?.err ?? ''),
};

/** Builds data/bench-policy/site.db once (all plugins at scale 1, the policy corpus at `documents`). */
async function ensureDatabase(): Promise<void> {
  const file = path.join(dataDir, 'site.db');
  if (existsSync(file)) {
    console.log(`基准数据库已存在，直接使用：${file}`);
    return;
  }
  mkdirSync(dataDir, { recursive: true });
  const building = `${file}.building`;
  for (const f of [building, `${building}-wal`, `${building}-shm`]) rmSync(f, { force: true });
  console.log(`生成政策文件基准数据库（${documents.toLocaleString('en-US')} 份文件）：${file}`);
  const started = Date.now();
  const policy = createPolicyServer({ corpus: { documents } });
  const resolved = resolveServerPlugins({ manifests, registry: { ...serverPlugins, policy }, enabled: pluginsConfig.enabled, disabled: [] });
  const database = createDatabase({ file: building });
  try {
    const migration = await migratePlugins(database, resolved.serverPlugins, log);
    if (migration.failed.length) throw new Error(`迁移失败：${migration.failed.join(', ')}`);
    const report = await seedPlugins(database, resolved.serverPlugins, { scale: 1, seed: 2026 }, log);
    if (report.failed.length) throw new Error(`生成失败：${report.failed.join(', ')}`);
    const row = await database.db.selectFrom('policy_document').select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    const passages = await database.db.selectFrom('policy_passage').select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
    await sql`pragma optimize`.execute(database.db);
    console.log(
      `  政策文件 ${Number(row?.n ?? 0).toLocaleString('en-US')} 份，段落 ${Number(passages?.n ?? 0).toLocaleString('en-US')} 条；用时 ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.destroy();
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${building}${suffix}`, { force: true });
  const { renameSync } = await import('node:fs');
  renameSync(building, file);
  console.log(`  数据库文件：${file}（${(statSync(file).size / 1024 / 1024).toFixed(0)} MB）`);
}

const search = (q: Partial<PolicySearchQuery>): BenchRequest => ({ path: PolicyPaths.search, body: JSON.stringify({ pageNum: 1, pageSize: 10, ...q }) });

/** The list page's requests, mixed. */
export const SEARCHES: BenchRequest[] = [
  search({ keyWord: '安全文明施工费' }),
  search({ keyWord: '安全文明施工费', areaId: 12 }),
  search({ keyWord: '江苏 人工费 2024' }),
  search({ keyWord: '增值税' }),
  search({ keyWord: '材料价格 南京' }),
  search({ keyWord: '税率' }),
  search({ keyWord: '文明', pageSize: 20 }),
  search({ keyWord: '人工工资指导价', areaId: 12, types: ['rengong'] }),
  search({ keyWord: '计价依据', year: 2024 }),
  search({ keyWord: '材料价格', sort: 'date' }),
  search({ keyWord: '招标控制价', pageNum: 5 }),
  search({ areaId: 218, types: ['cailiao'] }),
  search({}),
  search({ pageNum: 5, pageSize: 20 }),
];

// ---- AI智能检索: the streamed answer (first chunk and whole answer, measured with a streaming fetch) ----

/** Questions a member asks: regions × subjects, plus a few that no document answers. */
function aiQuestions(only?: string): string[] {
  const regions = only !== undefined ? [only] : ['江苏', '浙江', '广东', '北京', '上海', '山东', '四川', '湖北', '河南', '福建', '南京', '杭州', ''];
  const subjects = [
    '现在的人工工资指导价是多少',
    '安全文明施工费费率是多少',
    '建筑业增值税税率是多少',
    '人工费怎么调整',
    '材料价格风险幅度是多少',
    '材料价格信息',
    '计价依据有哪些规定',
  ];
  const out: string[] = [];
  for (const subject of subjects) for (const region of regions) out.push(`${region}${subject}`);
  if (only === undefined) out.push('火星基地的建设标准', '今天午饭吃什么');
  return out;
}

interface AiTiming {
  firstChunkMs: number;
  wholeMs: number;
  status: string;
}

/** Asks one question with a streaming fetch: the time to the first chunk event and to the done event. */
async function askTimed(url: string, token: string, keyWord: string): Promise<AiTiming> {
  const started = performance.now();
  const res = await fetch(`${url}${PolicyPaths.ai}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ keyWord }),
  });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(`AI 检索未返回事件流：${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstChunkMs = -1;
  let status = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    if (firstChunkMs < 0 && buffer.includes('event: chunk\n')) firstChunkMs = performance.now() - started;
    const m = /event: done\ndata: (\{[^\n]*\})/.exec(buffer);
    if (m) status = JSON.parse(m[1]!).status;
  }
  if (!status) throw new Error(`AI 检索未正常结束：${keyWord}`);
  return { firstChunkMs, wholeMs: performance.now() - started, status };
}

/** A warm-up, then every question measured once; `concurrency` requests side by side (one member). */
async function benchAi(url: string, token: string, concurrency: number): Promise<void> {
  const questions = aiQuestions();
  // Warm-up: each subject once about regions the measured questions do not name (the terms' first reads).
  for (const q of aiQuestions('重庆').slice(0, 7)) await askTimed(url, token, q);
  const timings: AiTiming[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < questions.length) {
        const q = questions[next++]!;
        timings.push(await askTimed(url, token, q));
      }
    }),
  );
  const answered = timings.filter((t) => t.status === 'answered').length;
  const first = timings.map((t) => t.firstChunkMs).sort((a, b) => a - b);
  const whole = timings.map((t) => t.wholeMs).sort((a, b) => a - b);
  console.log(
    `AI智能检索（并发 ${concurrency}，${timings.length} 个问题，${answered} 个有答案）：首个片段 p50 ${percentile(first, 50).toFixed(0)} ms / p95 ${percentile(first, 95).toFixed(0)} ms；完整回答 p50 ${percentile(whole, 50).toFixed(0)} ms / p95 ${percentile(whole, 95).toFixed(0)} ms`,
  );
}

async function main(): Promise<void> {
  await ensureDatabase();
  console.log(`机器：${cpus().length} 核；每个场景 ${duration} s，${connections} 个连接`);
  // The AI part asks ~100 questions as one member: lift its per-member limit for this server only.
  process.env.POLICY_AI_RATE_MAX ??= '100000';
  const { url, child } = await startServer(dataDir, 300_000);
  const rows: Row[] = [];
  try {
    const token = await login(url, 'bench-policy');
    // Every request answers; the first calls load the segmenter and the corpus statistics.
    const params = await call(url, token, { path: PolicyPaths.params, method: 'GET' });
    console.log(`政策文件：${Number(params.data.total).toLocaleString('en-US')} 份，最新发布日期 ${params.data.latestDate}`);
    const single: Array<{ body: string; ms: number; total: number }> = [];
    for (const r of SEARCHES) {
      await call(url, token, r);
      const answer = await call(url, token, r);
      single.push({ body: r.body ?? '', ms: answer.ms, total: answer.data.total });
    }
    console.log('\n单次请求（预热后）：');
    for (const s of single) console.log(`  ${s.ms.toFixed(1)} ms  共 ${s.total} 条  ${s.body}`);
    const first = (await call(url, token, SEARCHES[2]!)).data.list[0];
    const details: BenchRequest[] = [{ path: PolicyPaths.details, body: JSON.stringify({ policyId: first.policyId }) }];

    // Warm-up, then the measured runs.
    await runScenario(url, token, { name: 'warm-up', requests: SEARCHES }, { seconds: 3, connections });
    rows.push(await runScenario(url, token, { name: '政策文件检索（混合 14 种请求）', requests: SEARCHES }, { seconds: duration, connections }));
    rows.push(await runScenario(url, token, { name: '政策文件详情', requests: details }, { seconds: Math.max(5, Math.round(duration / 3)), connections }));
    rows.push(await runScenario(url, token, { name: '筛选项 getParams', requests: [{ path: PolicyPaths.params, method: 'GET' }] }, { seconds: Math.max(5, Math.round(duration / 3)), connections }));
    console.log('');
    printRows(rows);
    // The AI answer with the embedded extractive default: one question at a time, then two side by side.
    console.log('');
    await benchAi(url, token, 1);
    await benchAi(url, token, 2);
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error('基准测试失败：', err);
  process.exit(1);
});
