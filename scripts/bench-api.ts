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
 * per scenario (15), BENCH_CONNECTIONS (10), BENCH_ONLY (a scenario-name prefix, e.g. 行业管理指数:
 * only those scenarios, after the server's start-up indexes are built; the single-project and
 * unit-price samples are then taken only when needed).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { BidNodePaths, type ListQuery } from '@plugins/bid-node/shared/contract';
import { IndustryIndexPaths, INDICATOR_CODES } from '@plugins/industry-index/shared/contract';
import { LabourPaths } from '@plugins/labour/shared/contract';
import { UnitPricePaths, type BqSearchQuery, type BqTemplate } from '@plugins/unit-price/shared/contract';
import { call, login, printRows, runScenario, startServer, type Row, type Scenario } from './bench-harness';

const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench-50');
const scale = Number(process.env.BENCH_SCALE ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = (process.env.BENCH_ONLY ?? '').trim();
/** The scenarios over the single projects and bill items (they need samples from the database first). */
const COST_SCENARIO_PREFIXES = ['列表', '关键词', '详情', '综合单价'];
const skipCostSamples = only !== '' && !COST_SCENARIO_PREFIXES.some((p) => p.startsWith(only) || only.startsWith(p));

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

async function sampleIds(url: string, token: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page++) {
    const query: ListQuery = { pageNum: page * 37, pageSize: 50, sortField: 'priceDate', sortOrder: 'desc' };
    const body = await call(url, token, { path: BidNodePaths.list, body: JSON.stringify(query) });
    const list = (body.data as { list: Array<{ id: number }> }).list;
    if (list.length === 0) break;
    ids.push(...list.map((x) => x.id));
  }
  return ids.slice(0, count);
}

/** Waits until the unit-price item index answers (it is built in the background when the server starts). */
async function waitForItemIndex(url: string, token: string): Promise<number> {
  const started = Date.now();
  const body = JSON.stringify({ keyWord: '010515001', pageNum: 1, pageSize: 10 } satisfies BqSearchQuery);
  for (;;) {
    try {
      await call(url, token, { path: UnitPricePaths.search, body });
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
      const body = await call(url, token, { path: UnitPricePaths.template, body: JSON.stringify({ ids, pageNum: page * 7, pageSize: 10 }) }).catch(() => null);
      const list = (body?.data as BqTemplate | undefined)?.samples.list ?? [];
      out.push(...list.map((x) => ({ id: x.id, projectId: x.projectId })));
    }
  }
  return out.slice(0, count);
}

/**
 * 行业管理指数: the parameters, and the data list over every region × year and quarter × indicator
 * (more combinations than a page visit asks; the answers are built from the statistics in memory).
 */
function industryScenarios(): Scenario[] {
  const json = 'application/json';
  const areas = [1, 2, 6, 11, 12, 13, 17, 19, 23, 26, 33];
  const periods = ['2025', '2024', '2023', '2020', '2015', '2026Q3', '2025Q2', '2024Q1'];
  const lists = areas.flatMap((areaId, ai) =>
    periods.map((period, pi) => ({
      path: IndustryIndexPaths.dataList,
      body: JSON.stringify({ areaId, period, indicator: INDICATOR_CODES[(ai + pi) % INDICATOR_CODES.length] }),
      contentType: json,
    })),
  );
  return [
    { name: '行业管理指数：参数', requests: [{ path: IndustryIndexPaths.params, body: '', contentType: json, method: 'GET' }] },
    { name: '行业管理指数：指标数据（地区 × 统计期 × 指标）', requests: lists },
  ];
}

/**
 * 劳务分包指数: every endpoint over many regions and price lines (the answers come from the series in
 * memory); a single project's 劳务分包 over sampled single projects (two reads of the cost data each).
 */
async function labourScenarios(url: string, token: string): Promise<Scenario[]> {
  const json = 'application/json';
  const areas = [1, 2, 11, 12, 13, 6, 77, 222, 218, 231, 434, 23, 24, 29, 17, 19, 312, 343, 33, 26];
  const lineIds = Array.from({ length: 120 }, (_, i) => 1 + ((i * 211) % 2700));
  const trades = ['formwork', 'rebar', 'concrete', 'masonry', 'plaster', 'mainFrame'];
  const post = (path: string, bodies: unknown[]) => bodies.map((b) => ({ path, body: JSON.stringify(b), contentType: json }));
  const list = (await call(url, token, { path: BidNodePaths.list, body: JSON.stringify({ pageNum: 11, pageSize: 50 } satisfies ListQuery), contentType: json })).data as { list: Array<{ id: number }> };
  return [
    { name: '劳务分包：地区与工种', requests: [{ path: LabourPaths.areaInfos, body: '', contentType: json, method: 'GET' }] },
    { name: '劳务分包：最新季度权限', requests: [{ path: LabourPaths.permission, body: '', contentType: json, method: 'GET' }] },
    { name: '劳务分包：工种分区（地区）', requests: post(LabourPaths.sections, areas.map((areaId) => ({ areaId }))) },
    {
      name: '劳务分包：工种分区 v2（季度、工种、业态）',
      requests: post(
        LabourPaths.sectionsV2,
        areas.map((areaId, i) => ({ areaId, quarter: ['2025Q4', '2024Q2', '2026Q3'][i % 3], tradeCodes: trades.slice(i % 3, (i % 3) + 3), sparkQuarters: 12 })),
      ),
    },
    { name: '劳务分包：价格走势（对比 2 个地区）', requests: post(LabourPaths.priceTrend, lineIds.map((id, i) => ({ id, compareAreaIds: [areas[i % 7]!, areas[(i % 7) + 8]!].filter((a) => a !== 1) }))) },
    { name: '劳务分包：地区价格表', requests: post(LabourPaths.areaLaborInfo, areas.flatMap((areaId) => trades.map((tradeCode) => ({ areaId, tradeCode })))) },
    { name: '劳务分包：价格线概要', requests: post(LabourPaths.sectionDetails, lineIds.map((id) => ({ id }))) },
    { name: '劳务分包：价格线季度表', requests: post(LabourPaths.sectionDetailsV2, lineIds.map((id, i) => ({ id, pageNum: 1 + (i % 2), pageSize: 20 }))) },
    { name: '劳务分包：收藏状态', requests: post(LabourPaths.collectStatus, [{ ids: lineIds.slice(0, 30) }, { ids: lineIds.slice(30, 60) }]) },
    {
      name: '劳务分包：单项工程劳务分包',
      requests: list.list.map((n) => ({ path: `${LabourPaths.subcontractResults}?bidNodeId=${n.id}`, body: '', contentType: json, method: 'GET' as const })),
    },
  ];
}

async function main(): Promise<void> {
  ensureDatabase();
  const { url, child } = await startServer(dataDir);
  try {
    const token = await login(url, 'bench-api');
    const ids = skipCostSamples ? [] : await sampleIds(url, token, 200);
    if (ids.length === 0 && !skipCostSamples) throw new Error('基准数据库中没有单项工程');
    // Always: the indexes the server builds in the background at start would otherwise share the measured time.
    const indexWait = await waitForItemIndex(url, token);
    console.log(`清单检索索引就绪（等待 ${(indexWait / 1000).toFixed(1)} 秒）`);
    const items = skipCostSamples ? [] : await sampleItems(url, token, 100);
    if (items.length === 0 && !skipCostSamples) throw new Error('基准数据库中没有清单项目');

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
      ...industryScenarios(),
      ...(!only || '劳务分包'.startsWith(only) || only.startsWith('劳务分包') ? await labourScenarios(url, token) : []),
    ].filter((s) => !only || s.name.startsWith(only));

    // Every scenario must answer 200 before it is measured.
    for (const s of scenarios) for (const r of s.requests.slice(0, 3)) await call(url, token, r);

    const rows: Row[] = [];
    for (const s of scenarios) {
      await runScenario(url, token, s, { seconds: 2, connections }); // warm-up
      const row = await runScenario(url, token, s, { seconds: duration, connections });
      rows.push(row);
      console.log(`${s.name}: ${row.rps.toFixed(0)} req/s, p95 ${row.p95.toFixed(1)} ms`);
    }

    const cpu = cpus();
    console.log(`\n机器：${cpu.length} 核 ${cpu[0]?.model ?? ''}，Node ${process.version}，SQLite，${connections} 个并发连接，每项 ${duration} 秒\n`);
    printRows(rows);
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
