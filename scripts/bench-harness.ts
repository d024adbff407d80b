/**
 * What every benchmark script (`npm run bench:*`) shares: the real server started over a benchmark
 * database on a loopback port, the VIP demo account's login, a checked call, and a scenario driven
 * with autocannon, reported as requests per second and p50/p95/p99 latency.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { encryptPayload, randomNonce } from '@plugins/account/client/crypto';
import { AccountPaths } from '@plugins/account/shared/contract';
import { DEMO_PASSWORD } from '@plugins/account/shared/demo';

/** One request of a scenario: POST `body` (JSON unless `contentType` says otherwise), or GET with its query in `path`. */
export interface BenchRequest {
  path: string;
  body?: string;
  contentType?: string;
  method?: 'GET' | 'POST';
}

/** Requests cycled through by every connection. */
export interface Scenario {
  name: string;
  requests: BenchRequest[];
}

export interface Row {
  scenario: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const JSON_TYPE = 'application/json';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The site (production mode, demo accounts) over the database in `dataDir`; resolves once it answers. */
export async function startServer(dataDir: string, startTimeoutMs = 120_000): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', DEMO_ACCOUNTS: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
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

/** Logs in as the VIP demo account (the login dialog's sealed password login); answers its token. */
export async function login(url: string, userAgent: string): Promise<string> {
  const keyReply = (await (await fetch(`${url}${AccountPaths.publicKey}`)).json()) as { data: { key: string; keyId: string; serverTime?: number } };
  const sealed = await encryptPayload(keyReply.data.key, keyReply.data.keyId, {
    username: 'demo_vip',
    password: DEMO_PASSWORD,
    keepLogin: false,
    timestamp: keyReply.data.serverTime ?? Date.now(),
    nonce: randomNonce(),
  });
  const res = await fetch(`${url}${AccountPaths.loginByAuth}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', 'user-agent': userAgent },
    body: new URLSearchParams({ ...sealed }).toString(),
  });
  const body = (await res.json()) as { statusCode: number; data?: { accessToken?: string }; businessMsg?: string };
  if (body.statusCode !== 200 || !body.data?.accessToken) throw new Error(`登录失败：${JSON.stringify(body)}`);
  return body.data.accessToken;
}

/** One request; throws unless it answers statusCode 200. `ms`: how long it took. */
export async function call(url: string, token: string, r: BenchRequest): Promise<{ statusCode: number; data: any; ms: number }> {
  const started = performance.now();
  const res = await fetch(
    `${url}${r.path}`,
    r.method === 'GET' ? { headers: { token } } : { method: 'POST', headers: { token, 'content-type': r.contentType ?? JSON_TYPE }, body: r.body ?? '{}' },
  );
  const parsed = (await res.json()) as { statusCode: number; data: any; businessMsg?: string };
  if (parsed.statusCode !== 200) throw new Error(`${r.path} ${r.body ?? ''} 返回 ${parsed.statusCode}：${parsed.businessMsg ?? ''}`);
  return { ...parsed, ms: performance.now() - started };
}

/** The p-th percentile of sorted values (linear between ranks). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}

/** Drives a scenario for `seconds` over `connections` keep-alive connections; any answer but HTTP 200 counts as an error. */
export async function runScenario(url: string, token: string, scenario: Scenario, options: { seconds: number; connections: number }): Promise<Row> {
  const times: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        // The server closes a keep-alive connection after 1,000 requests (maxRequestsPerSocket in
        // kernel/server/app.ts), as a browser would then open a new one: reconnect before that.
        reconnectRate: 500,
        headers: { token },
        requests: scenario.requests.map((r) =>
          r.method === 'GET'
            ? { method: 'GET', path: r.path, headers: { token } }
            : { method: 'POST', path: r.path, body: r.body ?? '{}', headers: { 'content-type': r.contentType ?? JSON_TYPE, token } },
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

/** The rows as a Markdown table (as docs/performance.md records them). */
export function printRows(rows: readonly Row[]): void {
  console.log('| 场景 | 请求数 | 请求/秒 | p50 (ms) | p95 (ms) | p99 (ms) | 错误 |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.scenario} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
}
