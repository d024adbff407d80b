import { parse } from 'regexparam';
import { KERNEL_PAGES, type PluginManifest } from '../core/manifest';

/**
 * The client's page addresses, known to the server: the kernel's own (`/`) and every enabled
 * plugin's `manifest.pages`. Patterns are wouter's, compiled by the parser wouter itself uses
 * (regexparam), so a path matches here exactly when the client's router would show that page
 * (case-insensitive, optional trailing slash, `:param` for one segment).
 */
export class PageRoutes {
  private readonly patterns: readonly RegExp[];

  constructor(readonly sources: readonly string[]) {
    this.patterns = sources.map((source) => parse(source).pattern);
  }

  /** The pages of the kernel and of the given (enabled) plugins' manifests. */
  static of(manifests: readonly PluginManifest[]): PageRoutes {
    return new PageRoutes([...KERNEL_PAGES, ...manifests.flatMap((m) => m.pages ?? [])]);
  }

  /** Whether a request path (without the query) is one of the client's pages. */
  matches(pathname: string): boolean {
    return this.patterns.some((pattern) => pattern.test(pathname));
  }
}
