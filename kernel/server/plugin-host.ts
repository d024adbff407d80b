import type { PluginManifest } from '../core/manifest';
import { orderPlugins, PluginBootError } from '../core/plugin-order';
import type { ServerPlugin } from './plugin';

export { PluginBootError };

export interface PluginHostOptions {
  /** Manifests of every known plugin (id → manifest), whether or not it has a server half. */
  readonly manifests: Readonly<Record<string, PluginManifest>>;
  /** Server halves (id → plugin); plugins without one are simply absent. */
  readonly registry: Readonly<Record<string, ServerPlugin>>;
  /** Enabled ids from `app/plugins.config.ts`. */
  readonly enabled: readonly string[];
  /** Ids turned off at run time (`DISABLED_PLUGINS`). */
  readonly disabled?: readonly string[];
}

export interface ResolvedPlugins {
  /** Manifests of the enabled plugins, in boot order (dependencies first). */
  readonly manifests: PluginManifest[];
  /** The enabled plugins' server halves, in the same order. */
  readonly serverPlugins: ServerPlugin[];
  /** Ids in `disabled` that are not enabled anyway (probably a typo). */
  readonly unknownDisabled: string[];
}

/** Parses `DISABLED_PLUGINS=a,b` (commas or whitespace; empty entries ignored). */
export function parseDisabledPlugins(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The server's plugin host: takes the configured ids minus the disabled ones, checks that each has
 * a manifest, orders them by `dependsOn` (refusing cycles and missing dependencies with a
 * `PluginBootError`) and picks the server halves in that order.
 */
export function resolveServerPlugins(options: PluginHostOptions): ResolvedPlugins {
  const disabled = new Set(options.disabled ?? []);
  const unknownDisabled = [...disabled].filter((id) => !options.enabled.includes(id));
  const ids = options.enabled.filter((id) => !disabled.has(id));
  const entries = ids.map((id) => {
    const manifest = options.manifests[id];
    if (!manifest) {
      throw new PluginBootError(`Plugin "${id}" is enabled but has no manifest (plugins/${id}/manifest.ts).`);
    }
    if (manifest.id !== id) {
      throw new PluginBootError(`Plugin "${id}" has a manifest with id "${manifest.id}".`);
    }
    const server = options.registry[id];
    if (server && server.manifest.id !== id) {
      throw new PluginBootError(`Server plugin registered as "${id}" declares id "${server.manifest.id}".`);
    }
    return { manifest, server };
  });
  const ordered = orderPlugins(entries);
  return {
    manifests: ordered.map((e) => e.manifest),
    serverPlugins: ordered.flatMap((e) => (e.server ? [e.server] : [])),
    unknownDisabled,
  };
}

/**
 * Removes the plugins in `failed` and, transitively, every plugin that depends on one of them.
 * Returns the kept plugins (order preserved) and the ids removed because of a dependency.
 */
export function withoutFailed<T extends { manifest: PluginManifest }>(
  plugins: readonly T[],
  failed: Iterable<string>,
): { kept: T[]; dependants: string[] } {
  const out = new Set(failed);
  const dependants: string[] = [];
  const kept: T[] = [];
  // Plugins are ordered dependencies first, so one pass sees every failure before its dependants.
  for (const p of plugins) {
    if (out.has(p.manifest.id)) continue;
    if ((p.manifest.dependsOn ?? []).some((d) => out.has(d))) {
      out.add(p.manifest.id);
      dependants.push(p.manifest.id);
      continue;
    }
    kept.push(p);
  }
  return { kept, dependants };
}
