/**
 * The fuzz suite: boots the real site (every enabled plugin, migrations, sample data, demo
 * accounts) and sends every registered route and method malformed queries, bodies, headers and
 * paths, and valid-ish requests with one field mutated at a time, each with no token, with a
 * valid token of demo_vip and with a garbage token. It fails on any HTTP 5xx, an answer that
 * never comes, an `app.inject` failure, or an uncaught exception / unhandled rejection.
 *
 * Deterministic: FUZZ_SEED (default below) seeds every choice. FUZZ_ROUTES=<regex> limits the
 * run to matching routes ("POST /core/idx/base"), FUZZ_BUDGET the random mutations per route,
 * FUZZ_SCALE the sample data. With DATABASE_URL the site runs on PostgreSQL (a schema of its
 * own). The full report (every failure, and each route's request count and valid-ish answer) is
 * written to $TMPDIR/zjzb-fuzz-report.txt.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverPlugins } from '@app/server/registry';
import { Random } from '@plugins/cost-data/server/generator/random';
import { casesFor, validCase, type TokenKind } from './support/cases';
import { CrashWatch } from './support/crash-watch';
import { encryptedCases, takesEncryptedPayload } from './support/encrypted';
import { formatFailures, groupFailures, Runner } from './support/runner';
import { DemoSession } from './support/session';
import { bootSite, type FuzzRoute, type FuzzSite } from './support/site';
import { Dictionary } from './support/values';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** Sample data: main.ts's scale (about 4,000 single projects), seeded in a few seconds. */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const BUDGET = Number(process.env.FUZZ_BUDGET ?? 8);
const ONLY = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : null;
const TOKENS: readonly TokenKind[] = ['none', 'vip', 'garbage'];
const REPORT = path.join(os.tmpdir(), 'zjzb-fuzz-report.txt');

const watch = new CrashWatch();
let site: FuzzSite;

const devTools = process.env.DEV_TOOLS;

beforeAll(async () => {
  // The development routes (captcha answers, SMS outbox) are routes too: on, as for the e2e site.
  process.env.DEV_TOOLS = '1';
  watch.start();
  site = await bootSite({ scale: SCALE, seed: SEED });
}, 180_000);

afterAll(async () => {
  await site?.close();
  watch.stop();
  if (devTools === undefined) delete process.env.DEV_TOOLS;
  else process.env.DEV_TOOLS = devTools;
});

function routeKey(route: FuzzRoute): string {
  return `${route.method} ${route.url}`;
}

describe('fuzz: every registered route and method', () => {
  it('sees the routes of every loaded plugin through the onRoute hook', () => {
    const owners = site.routes.map((r) => r.owner);
    const withRoutes = site.app.kernel.loadedPlugins.filter((id) => serverPlugins[id]?.routes);
    expect(withRoutes.length).toBeGreaterThan(0);
    for (const id of withRoutes) expect([id, owners.some((o) => o.includes(`plugin:${id}`))]).toEqual([id, true]);
    // The kernel's own routes and the static files are there too.
    expect(site.routes.map(routeKey)).toEqual(expect.arrayContaining(['GET /version', 'GET /api/runtime-config', 'GET /static/*', 'GET /*']));
  });

  it('answers every fuzzed request without a 5xx, a hang or a crash', async () => {
    const started = Date.now();
    const rng = new Random(SEED);
    const dict = new Dictionary();
    // The plugins' shared vocabularies (storey bands, structures, pricing stages…) are valid values.
    const pluginsDir = path.join(__dirname, '..', '..', 'plugins');
    for (const plugin of readdirSync(pluginsDir)) {
      let files: string[] = [];
      try {
        files = readdirSync(path.join(pluginsDir, plugin, 'shared')).filter((f) => /\.ts$/.test(f));
      } catch {
        continue;
      }
      for (const file of files) dict.learnVocabulary(require(path.join(pluginsDir, plugin, 'shared', file)) as Record<string, unknown>);
    }
    const session = new DemoSession(site.app, 'demo_vip');
    const runner = new Runner({ app: site.app, errors: site.errors, session, rng, timeoutMs: 10_000, crashes: watch.crashes });
    const routes = [...site.routes]
      .filter((r) => !ONLY || ONLY.test(routeKey(r)))
      .sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
    expect(routes.length).toBeGreaterThan(0);

    // Warm-up: valid requests (twice: the second uses what the first answered) fill the dictionary
    // with ids and codes that exist, so that mutations reach the code past "not found".
    const validAnswers = new Map<string, string>();
    for (let pass = 0; pass < 2; pass++) {
      for (const route of routes) {
        if (route.method === 'HEAD') continue;
        await runner.startRoute();
        const outcome = await runner.run(route, validCase(route, rng, dict), 'vip', { loopback: true });
        validAnswers.set(routeKey(route), `HTTP ${outcome.status} ${outcome.excerpt.slice(0, 90).replace(/\s+/g, ' ')}`);
        if (outcome.text && /json/.test(outcome.contentType)) {
          try {
            dict.harvest(JSON.parse(outcome.text));
          } catch {
            // not JSON after all
          }
        }
      }
    }

    const perRoute = new Map<string, number>();
    for (const route of routes) {
      await runner.startRoute();
      const before = runner.requests;
      for (const fuzzCase of casesFor(route, rng, dict, BUDGET)) {
        if (fuzzCase.ownToken) await runner.run(route, fuzzCase, 'none');
        else if (fuzzCase.once) await runner.run(route, fuzzCase, TOKENS[runner.requests % TOKENS.length]!);
        else for (const token of TOKENS) await runner.run(route, fuzzCase, token);
      }
      // The encrypted login payload, sealed afresh for each token kind (a seal is good once).
      if (takesEncryptedPayload(route)) {
        const url = validCase(route, rng, dict).url;
        for (const token of TOKENS) {
          for (const fuzzCase of await encryptedCases(site.app, route, rng, url)) await runner.run(route, fuzzCase, token);
        }
      }
      perRoute.set(routeKey(route), runner.requests - before);
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const statuses = [...runner.byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`).join(' ');
    const groups = groupFailures(runner.failures);
    const summary = [
      `fuzz: ${runner.requests} requests to ${routes.length} routes and methods in ${seconds} s (seed ${SEED}, sample data scale ${SCALE}, seeded in ${(site.seedMs / 1000).toFixed(1)} s)`,
      `fuzz: HTTP statuses ${statuses}; ${runner.streams} event streams read and closed; demo_vip logged in ${session.loginCount} time(s)`,
      ...(session.loginProblem ? [`fuzz: the login API failed, sessions were written directly: ${session.loginProblem}`] : []),
      `fuzz: ${runner.failures.length} failing request(s) in ${groups.length} distinct failure(s)`,
    ].join('\n');
    const details = formatFailures(groups);
    const perRouteText = [...perRoute.entries()].map(([k, n]) => `  ${n}\t${k}\t${validAnswers.get(k) ?? ''}`).join('\n');
    writeFileSync(REPORT, `${summary}\n\n${details}\n\nrequests per route, and the answer to its valid-ish request (demo_vip):\n${perRouteText}\n`);
    process.stdout.write(`\n${summary}\nfuzz: full report in ${REPORT}\n`);
    if (groups.length > 0) throw new Error(`${summary}\n\n${details}`);
    // A crash outside any request (between them) still fails the run.
    expect(watch.crashes).toEqual([]);
  }, 600_000);
});
