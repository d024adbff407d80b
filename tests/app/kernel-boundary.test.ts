import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { registeredPlugins } from '@app/plugins.config';
import type { PluginManifest } from '@kernel/core/manifest';
import { ROOT } from '../../scripts/sync-plugins';

/**
 * The kernel knows no plugin: nothing under kernel/ (code or comment) names a plugin, a plugin's
 * page address, or a flag or right a plugin owns. Plugins reach the kernel through its extension
 * and contribution points; the kernel reaches them only through what they contribute.
 */
const KERNEL = path.join(ROOT, 'kernel');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx|js|md)$/.test(name) ? [full] : [];
  });
}

const sources = files(KERNEL).map((file) => ({ file: path.relative(ROOT, file), lines: readFileSync(file, 'utf8').split('\n') }));

/** Every line of kernel/ matching `pattern`, as `file:line: text`. */
function findings(pattern: RegExp): string[] {
  return sources.flatMap(({ file, lines }) =>
    lines.flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The flags, popups and rights plugins own (the session store and session info once held them). */
const PLUGIN_OWNED = [
  'isShowPrompt',
  'showFeedback',
  'showNoRightsTips',
  'showNoDataFeedback',
  'showTrial',
  'showBuyService',
  'showGetRights',
  'showPlayBackVideo',
  'popupInfo',
  'newUserActivityInfo',
  'SessionFlag',
  'setFlag',
  'isVip',
  'trailInterest',
  'projectCostVip',
  'projectCostVipStatus',
  'm2CanUse',
  'hasVipRights',
  'M2Data',
];

describe('the kernel knows no plugin', () => {
  it('imports no plugin', () => {
    expect(findings(/@plugins\/|from '(\.\.\/)+plugins\//)).toEqual([]);
  });

  it.each(registeredPlugins)('names no plugin id: %s', (id) => {
    // As a string or a namespaced id ('home', 'home.columnCard'), a path (plugins/home), "the home plugin",
    // and a multi-word id anywhere.
    const quoted = `['"\`]${escape(id)}['"\`.]`;
    const folder = `plugins/${escape(id)}\\b`;
    const exact = new RegExp([quoted, folder, ...(id.includes('-') ? [`\\b${escape(id)}\\b`] : [])].join('|'));
    const named = new RegExp(`\\b${escape(id)}(?:'s)? plugin\\b`, 'i');
    expect([...findings(exact), ...findings(named)]).toEqual([]);
  });

  it("names no plugin's page address", () => {
    const patterns = registeredPlugins.flatMap((id) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { manifest } = require(path.join(ROOT, 'plugins', id, 'manifest')) as { manifest: PluginManifest };
      return (manifest.pages ?? []).filter((p) => p !== '/').map((p) => ({ id, page: p.split('/:')[0] }));
    });
    expect(patterns.length).toBeGreaterThan(10);
    const found = patterns.flatMap(({ id, page }) => findings(new RegExp(`${escape(page)}(?![\\w-])`)).map((f) => `${id} ${page} → ${f}`));
    expect(found).toEqual([]);
  });

  it.each(PLUGIN_OWNED)('holds no plugin-owned flag or right: %s', (name) => {
    expect(findings(new RegExp(`\\b${escape(name)}\\b`))).toEqual([]);
  });
});

/**
 * A plugin owns its tables: another plugin reads its data only through a service it offers (from
 * its `shared/services.ts` contract, got from the service registry) and declares that plugin in
 * `dependsOn`. So no plugin imports another plugin's tables module (`shared/tables`, `server/tables`),
 * and a plugin whose server uses another plugin's services depends on it.
 */
describe("plugins read another plugin's data only through its services", () => {
  const PLUGINS = path.join(ROOT, 'plugins');
  const pluginIds = readdirSync(PLUGINS).filter((name) => statSync(path.join(PLUGINS, name)).isDirectory());
  const code = (id: string) =>
    files(path.join(PLUGINS, id))
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .map((file) => ({ file: path.relative(ROOT, file), text: readFileSync(file, 'utf8') }));
  /** The modules a source imports or re-exports (static and dynamic). */
  const imported = (text: string) =>
    [...text.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

  /** The plugin whose tables module `specifier` (imported from `file`) is, or null. */
  function tablesOwner(file: string, specifier: string): string | null {
    const resolved = specifier.startsWith('@plugins/')
      ? specifier.slice('@plugins/'.length)
      : specifier.startsWith('.')
        ? path.relative(PLUGINS, path.resolve(ROOT, path.dirname(file), specifier)).split(path.sep).join('/')
        : null;
    const match = resolved ? /^([^/]+)\/(?:shared|server)\/tables(?:\.ts)?$/.exec(resolved) : null;
    return match ? match[1]! : null;
  }

  /** `file: specifier` for every import of a tables module of a plugin other than `id`. */
  const foreignTables = (id: string, sources: ReadonlyArray<{ file: string; text: string }>) =>
    sources.flatMap(({ file, text }) =>
      imported(text).flatMap((specifier) => {
        const owner = tablesOwner(file, specifier);
        return owner !== null && owner !== id ? [`${file}: ${specifier}`] : [];
      }),
    );

  it('finds such an import (the rule has teeth)', () => {
    const bad = [
      { file: 'plugins/bid-node/server/repository.ts', text: "import { BID_NODE_TABLE } from '@plugins/cost-data/shared/tables';" },
      { file: 'plugins/project-cost/server/indexer.ts', text: "import type { ProjectRow } from '../../cost-data/shared/tables';" },
      { file: 'plugins/home/server/x.ts', text: "const t = await import('@plugins/bid-node/server/tables');" },
    ];
    expect(foreignTables('bid-node', bad.slice(0, 1))).toHaveLength(1);
    expect(foreignTables('project-cost', bad.slice(1, 2))).toHaveLength(1);
    expect(foreignTables('home', bad.slice(2))).toHaveLength(1);
    // Its own tables, and another plugin's services contract, are fine.
    expect(foreignTables('cost-data', [{ file: 'plugins/cost-data/shared/services.ts', text: "export type { BidNodeRow } from './tables';" }])).toEqual([]);
    expect(foreignTables('bid-node', [{ file: 'plugins/bid-node/server/routes.ts', text: "import { LIKE_TABLE } from './tables';\nimport { CostDataReader } from '@plugins/cost-data/shared/services';" }])).toEqual([]);
  });

  it.each(pluginIds)('%s imports no other plugin’s tables module', (id) => {
    expect(foreignTables(id, code(id))).toEqual([]);
  });

  it.each(pluginIds)('%s declares in dependsOn (or optionalDependsOn) every plugin whose services its server uses', (id) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { manifest } = require(path.join(PLUGINS, id, 'manifest')) as { manifest: PluginManifest };
    const server = code(id).filter(({ file }) => file.includes(`plugins/${id}/server/`));
    const used = new Set(
      server.flatMap(({ text }) => imported(text).flatMap((s) => /^@plugins\/([^/]+)\/shared\/services$/.exec(s)?.[1] ?? [])).filter((other) => other !== id),
    );
    const declared = [...(manifest.dependsOn ?? []), ...(manifest.optionalDependsOn ?? [])];
    expect([...used].filter((other) => !declared.includes(other))).toEqual([]);
  });
});
