/**
 * Prints the gzipped size of the JavaScript that /home loads (the entry's initial chunks plus the
 * home page's lazy chunk) against the budget, and the sizes of the other lazy chunks.
 * Exits non-zero when the budget is exceeded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = join(process.cwd(), 'dist/client');

interface Manifest {
  allFiles: string[];
  entries: Record<string, { initial?: { js?: string[] }; async?: { js?: string[] } }>;
}

const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as Manifest;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const entry = manifest.entries.index;
const initial = entry.initial?.js ?? [];
const asyncJs = entry.async?.js ?? [];
const homePage = asyncJs.filter((f) => /page-home/.test(f));
const homeFiles = [...initial, ...homePage];
const total = homeFiles.reduce((sum, f) => sum + gz(f), 0);

console.log('\nJavaScript loaded by /home (gzipped):');
for (const f of homeFiles) console.log(`  ${kb(gz(f)).padStart(7)} KB  ${f}`);
console.log(`  ${kb(total).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);
const lazy = asyncJs.filter((f) => !homePage.includes(f));
console.log(`\nOther lazily loaded chunks: ${lazy.length}, ${kb(lazy.reduce((s, f) => s + gz(f), 0))} KB gzipped in all`);
if (total > BUDGET_KB * 1024) {
  console.error(`\n/home loads ${kb(total)} KB of JavaScript, over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
