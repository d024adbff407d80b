import type { ComponentType } from 'react';
import type { ContainerModule, ServiceIdentifier } from 'inversify';
import type { PluginManifest } from '../core/manifest';

/**
 * Who may open a route (spec section 2):
 * - public: everybody;
 * - login: logged in, otherwise /home?redirect=<wanted address>;
 * - vip: logged in with VIP rights and a route id, otherwise the `fallback` (list page) or /;
 * - sourcing: logged in and the sourcing service usable (m2CanUse), otherwise /home.
 */
export type RouteAccess = 'public' | 'login' | 'vip' | 'sourcing';

/** What a page module's `prepare` receives. */
export interface PagePrepareContext {
  readonly get: <T>(id: ServiceIdentifier<T>) => T;
  /** The route parameters, e.g. `{ id: '42' }`. */
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The query string without '?', as wouter's `useSearch` gives it. */
  readonly search: string;
}

/** What a route's lazy loader resolves to: the page, and optionally what starts its data. */
export interface PageModule {
  readonly default: ComponentType<any>;
  /**
   * Called by the router as soon as the page's code has loaded and its guard allowed it, before the
   * page renders: the place to start the page's own data request, so it does not wait for the
   * first render (or for anything else the session is loading meanwhile). Called once per address;
   * the page's own effects must tolerate it (a store that skips a query already loading).
   */
  readonly prepare?: (ctx: PagePrepareContext) => void;
}

export interface RouteContribution {
  /** wouter pattern, e.g. `/commonproj/detail/:id`. */
  readonly path: string;
  /** Page title; the document title becomes `<title> - 造价指标网`. */
  readonly title: string;
  /** Lazy page loader: a page's code is downloaded only when its route is visited. */
  readonly load: () => Promise<PageModule>;
  readonly access?: RouteAccess;
  /** For `vip` routes: where a user without the right goes (the list page); default `/`. */
  readonly fallback?: string;
  /** For `vip` routes: the route parameter that must be present (default `id`; `null`: none). */
  readonly idParam?: string | null;
  /** Route name (spec "named routes"), e.g. commonProjList. */
  readonly name?: string;
  /** Layout: the normal shell, or the simpler user-centre shell with one tab. */
  readonly layout?: 'default' | 'usercenter';
}

export interface RedirectContribution {
  readonly from: string;
  readonly to: string;
}

export interface NavTabContribution {
  readonly id: string;
  /** Where the tab goes. */
  readonly path: string;
  readonly text: string;
  readonly order: number;
  readonly loginRequired: boolean;
  /** A small mark beside the text, e.g. 最新. */
  readonly badge?: string;
  /** Opens in a new window (the 22G column). */
  readonly newWindow?: boolean;
  /** Path prefixes (or patterns) on which the tab is also active (its detail routes). */
  readonly activeOn?: readonly string[];
}

export type SearchScopeId = 'all' | 'project' | 'unitPrice';

export interface SearchScopeContribution {
  readonly scope: SearchScopeId;
  readonly label: string;
  readonly placeholder: string;
  readonly order: number;
  /** The list route a search in this scope goes to, with `keyWord` added; none for `all`. */
  readonly route?: string;
}

export type SlotName = 'header' | 'side' | 'popup';

export interface SlotContribution {
  readonly slot: SlotName;
  readonly id: string;
  readonly order: number;
  readonly component: ComponentType;
}

/** What `activate` receives: the plugin's view of the kernel. */
export interface PluginContext {
  readonly get: <T>(id: ServiceIdentifier<T>) => T;
}

/** The client half of a plugin: its definition, read by the kernel's plugin host. */
export interface ClientPlugin {
  readonly manifest: PluginManifest;
  /** The plugin's bindings (stores, APIs). Only kernel/ builds the container. */
  readonly module?: ContainerModule;
  readonly routes?: readonly RouteContribution[];
  readonly redirects?: readonly RedirectContribution[];
  readonly navTabs?: readonly NavTabContribution[];
  readonly searchScopes?: readonly SearchScopeContribution[];
  readonly slots?: readonly SlotContribution[];
  /** Store tokens resolved at activation, so that a store that cannot be built skips the plugin. */
  readonly stores?: readonly ServiceIdentifier<unknown>[];
  /** Runs after the module is loaded; a throw is logged and the plugin skipped. */
  activate?(ctx: PluginContext): void | Promise<void>;
}

export function defineClientPlugin(plugin: ClientPlugin): ClientPlugin {
  return plugin;
}
