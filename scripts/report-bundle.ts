/**
 * Prints the JavaScript a first visit to /home downloads, measured the way the browser gets it:
 * the compressed files the server sends (the `.br` and `.gz` the build writes next to each chunk),
 * for every chunk the page fetches during its first load and idle time. Exits non-zero over the
 * budget. Writes dist/bundle-report.json, which tests/e2e/wire.e2e.ts compares with the files and
 * bytes a real browser fetched.
 *
 * Budget: 200 KB in either encoding the server sends: brotli (the `.br` file, to every browser that
 * accepts it, which all current browsers do) and gzip (the Zopfli-made `.gz` file, to clients that
 * only take gzip).
 *
 * The set comes from the chunk graph the build writes (dist/bundle-graph.json, rsbuild.config.ts):
 * the entry's chunks, the home page's chunk group (its route's `webpackChunkName`), and, from each
 * of those groups on, the child groups it preloads (`webpackPreload`: fetched together with it) or
 * prefetches (`webpackPrefetch`: fetched when the browser is idle). A lazy part that the home page
 * renders at once must carry `webpackPreload: true`; one that waits for a click or for the reader
 * to scroll to it carries neither and is not part of the first visit.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budget for the JavaScript of a first visit to /home, gzipped and brotli-compressed alike. */
const BUDGET_KB = 200;
/** The home page's chunk group: the `webpackChunkName` of its route in plugins/home/client/index.ts. */
const HOME_GROUP = 'page-home';

interface GroupRef {
  name: string | null;
  files: string[];
}
interface GraphGroup {
  files: string[];
  preload: GroupRef[];
  prefetch: GroupRef[];
}
interface Graph {
  entry: GraphGroup;
  groups: Record<string, GraphGroup>;
}

const dist = join(process.cwd(), 'dist');
const client = join(dist, 'client');
const graph = JSON.parse(readFileSync(join(dist, 'bundle-graph.json'), 'utf8')) as Graph;

/** Bytes the server sends for a file with the given encoding (the precompressed file, else computed). */
function sent(file: string, encoding: 'gz' | 'br'): number {
  const path = join(client, `${file}.${encoding}`);
  if (existsSync(path)) return statSync(path).size;
  if (encoding === 'br') return NaN;
  return gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Every JavaScript file of the first visit to /home, each with why it is fetched. */
function homeFirstLoad(): Map<string, string> {
  const why = new Map<string, string>();
  const home = graph.groups[HOME_GROUP];
  if (!home) throw new Error(`the chunk group "${HOME_GROUP}" is missing from dist/bundle-graph.json`);
  const seen = new Set<string>();
  const visit = (group: GraphGroup, label: string) => {
    for (const f of group.files) if (!why.has(f)) why.set(f, label);
    for (const [order, refs] of [['preload', group.preload], ['prefetch', group.prefetch]] as const) {
      for (const ref of refs) {
        const name = ref.name ?? ref.files.join(',');
        if (seen.has(name)) continue;
        seen.add(name);
        const child = ref.name ? graph.groups[ref.name] : undefined;
        visit(child ?? { files: ref.files, preload: [], prefetch: [] }, `${order} of ${label}: ${ref.name ?? 'unnamed'}`);
      }
    }
  };
  visit(graph.entry, 'entry');
  visit(home, HOME_GROUP);
  return why;
}

const first = homeFirstLoad();
const files = [...first.keys()];
const gz = files.reduce((sum, f) => sum + sent(f, 'gz'), 0);
const br = files.reduce((sum, f) => sum + sent(f, 'br'), 0);

console.log('\nJavaScript of a first visit to /home (bytes sent: gzip, brotli):');
for (const f of files) {
  console.log(`  ${kb(sent(f, 'gz')).padStart(7)} KB ${kb(sent(f, 'br')).padStart(7)} KB  ${f}  (${first.get(f)})`);
}
console.log(`  ${kb(gz).padStart(7)} KB ${kb(br).padStart(7)} KB  total (budget ${BUDGET_KB} KB gzip and brotli)`);

const asyncDir = join(client, 'static/js/async');
const lazy = readdirSync(asyncDir)
  .map((f) => `static/js/async/${f}`)
  .filter((f) => f.endsWith('.js') && !first.has(f));
console.log(
  `\nLoaded later (other pages, dialogs, below-the-fold sections): ${lazy.length} chunks, ${kb(lazy.reduce((s, f) => s + sent(f, 'gz'), 0))} KB gzip in all`,
);

writeFileSync(
  join(dist, 'bundle-report.json'),
  JSON.stringify(
    { page: '/home', budgetBytes: BUDGET_KB * 1024, gzipBytes: gz, brotliBytes: br, files },
    null,
    2,
  ),
);

if (!(br <= BUDGET_KB * 1024) || !(gz <= BUDGET_KB * 1024)) {
  console.error(
    `\nA first visit to /home downloads ${kb(gz)} KB of JavaScript gzipped (${kb(br)} KB brotli), over the budget of ` +
      `${BUDGET_KB} KB.`,
  );
  process.exit(1);
}
