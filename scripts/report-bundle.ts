/**
 * Prints the gzipped size of the JavaScript that /home loads (the entry's initial chunks plus every
 * chunk of the home page's lazy chunk group) against the budget, and the other lazy chunks.
 * Exits non-zero when the budget is exceeded. Reads dist/bundle-groups.json, written by the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = join(process.cwd(), 'dist');
const client = join(dist, 'client');

const { entry, groups } = JSON.parse(readFileSync(join(dist, 'bundle-groups.json'), 'utf8')) as {
  entry: string[];
  groups: Record<string, string[]>;
};
const gz = (file: string) => gzipSync(readFileSync(join(client, file))).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const home = [...new Set([...entry, ...(groups['page-home'] ?? [])])];
const total = home.reduce((sum, f) => sum + gz(f), 0);

console.log('\nJavaScript loaded by /home (gzipped):');
for (const f of home) console.log(`  ${kb(gz(f)).padStart(7)} KB  ${f}`);
console.log(`  ${kb(total).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);

const asyncDir = join(client, 'static/js/async');
const lazy = readdirSync(asyncDir)
  .map((f) => `static/js/async/${f}`)
  .filter((f) => f.endsWith('.js') && !home.includes(f));
console.log(`\nLoaded only on other pages: ${lazy.length} chunks, ${kb(lazy.reduce((s, f) => s + gz(f), 0))} KB gzipped in all`);
if (total > BUDGET_KB * 1024) {
  console.error(`\n/home loads ${kb(total)} KB of JavaScript, over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
