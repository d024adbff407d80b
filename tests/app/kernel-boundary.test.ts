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
