import type { PluginManifest } from './manifest';

/** Raised when the enabled plugin set cannot be ordered: a cycle or a missing dependency. */
export class PluginBootError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PluginBootError';
  }
}

/**
 * Orders plugins so that every plugin comes after the plugins it depends on (`dependsOn`, and the
 * enabled ones of `optionalDependsOn`); among independent plugins the manifest `order` (then the id)
 * decides. Refuses cycles and missing (required) dependencies.
 * Shared by the client and the server plugin hosts.
 */
export function orderPlugins<T extends { manifest: PluginManifest }>(plugins: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const p of plugins) {
    if (byId.has(p.manifest.id)) throw new PluginBootError(`插件 id 重复：${p.manifest.id}`);
    byId.set(p.manifest.id, p);
  }
  for (const p of plugins) {
    for (const dep of p.manifest.dependsOn ?? []) {
      if (!byId.has(dep)) {
        throw new PluginBootError(
          `Plugin "${p.manifest.id}" depends on "${dep}", which is not enabled (app/plugins.config.ts).`,
        );
      }
    }
  }
  const sorted: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (p: T, path: string[]): void => {
    const id = p.manifest.id;
    const s = state.get(id);
    if (s === 'done') return;
    if (s === 'visiting') {
      const cycle = [...path.slice(path.indexOf(id)), id].join(' -> ');
      throw new PluginBootError(`Plugin dependency cycle: ${cycle}`);
    }
    state.set(id, 'visiting');
    const optional = (p.manifest.optionalDependsOn ?? []).filter((d) => byId.has(d));
    const deps = [...(p.manifest.dependsOn ?? []), ...optional].map((d) => byId.get(d)!).sort(compare);
    for (const dep of deps) visit(dep, [...path, id]);
    state.set(id, 'done');
    sorted.push(p);
  };
  for (const p of [...plugins].sort(compare)) visit(p, []);
  return sorted;
}

function compare(a: { manifest: PluginManifest }, b: { manifest: PluginManifest }): number {
  return a.manifest.order - b.manifest.order || a.manifest.id.localeCompare(b.manifest.id);
}
