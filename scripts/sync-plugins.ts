/**
 * Writes app/client/plugins.generated.ts from app/plugins.config.ts: one static import of the
 * client half of every enabled plugin, so the bundler sees them (and nothing of a disabled one).
 * Run by `npm run build`, `npm start`, `npm run dev`, `npm test` and `npm run new-plugin`; the
 * registry test fails when the file is out of date.
 *
 *   tsx scripts/sync-plugins.ts           write the file when it differs
 *   tsx scripts/sync-plugins.ts --check   exit 1 when it differs
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const GENERATED = path.join('app', 'client', 'plugins.generated.ts');

/** Does the plugin have a client half (plugins/<id>/client/index.ts[x])? */
export function hasClientHalf(root: string, id: string): boolean {
  return ['index.ts', 'index.tsx'].some((f) => existsSync(path.join(root, 'plugins', id, 'client', f)));
}

/** An identifier for a plugin id: `bid-node` → `bidNode`. */
export function identifierOf(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** The text of the generated module for these enabled ids. */
export function renderClientRegistry(enabled: readonly string[], root = ROOT): string {
  const ids = enabled.filter((id) => hasClientHalf(root, id));
  const lines = [
    '// Generated from app/plugins.config.ts by scripts/sync-plugins.ts; do not edit (npm run sync-plugins).',
    "import type { ClientPlugin } from '@kernel/client/plugin';",
    ...ids.map((id) => `import ${identifierOf(id)} from '@plugins/${id}/client';`),
    '',
    '/** The client halves of the enabled plugins, in the order of app/plugins.config.ts. */',
    'export const generatedClientPlugins: readonly ClientPlugin[] = [',
    ...ids.map((id) => `  ${identifierOf(id)},`),
    '];',
    '',
  ];
  return lines.join('\n');
}

/** The enabled ids of app/plugins.config.ts, read afresh (the file may just have been edited). */
export function readEnabled(root = ROOT): string[] {
  const file = require.resolve(path.join(root, 'app', 'plugins.config'));
  delete require.cache[file];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { pluginsConfig } = require(file) as { pluginsConfig: { enabled: readonly string[] } };
  return [...pluginsConfig.enabled];
}

/** Writes the generated module when it differs; true when it changed. */
export function syncPlugins(root = ROOT): boolean {
  const target = path.join(root, GENERATED);
  const text = renderClientRegistry(readEnabled(root), root);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current === text) return false;
  writeFileSync(target, text);
  return true;
}

if (require.main === module) {
  const check = process.argv.includes('--check');
  if (check) {
    const current = existsSync(path.join(ROOT, GENERATED)) ? readFileSync(path.join(ROOT, GENERATED), 'utf8') : '';
    if (current !== renderClientRegistry(readEnabled())) {
      console.error(`${GENERATED} is out of date: run npm run sync-plugins`);
      process.exit(1);
    }
  } else if (syncPlugins()) {
    console.log(`${GENERATED} written from app/plugins.config.ts`);
  }
}
