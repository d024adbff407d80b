import type { ComponentType } from 'react';
import type { ContainerModule, ServiceIdentifier } from 'inversify';
import type { SearchScopeId } from '../core/events';
import type { PluginManifest } from '../core/manifest';
import type { Contributions } from './contributions';
import type { DialogContribution } from './dialogs';
import type { EventBus } from './event-bus';

/**
 * Who may open a route:
 * - public: everybody;
 * - login: logged in, otherwise <landing>?redirect=<wanted address> with the login dialog;
 * - { right }: logged in, holding the named right (asked of the RightsProviders) and with the
 *   route id, otherwise the `fallback` (list page) or the landing page. A visitor is asked to log in,
 *   or with `visitor: 'landing'` just sent to the landing page.
 */
export type RouteAccess = 'public' | 'login' | RightAccess;

export interface RightAccess {
  readonly right: string;
  readonly visitor?: 'login' | 'landing';
}

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
  /** wouter pattern, e.g. `/catalogue/detail/:id`. */
  readonly path: string;
  /** Page title; the document title becomes `<title> - 造价指标网`. */
  readonly title: string;
  /** Lazy page loader: a page's code is downloaded only when its route is visited. */
  readonly load: () => Promise<PageModule>;
  readonly access?: RouteAccess;
  /** For routes needing a right: where a call without the route id goes (the list page); default `/`. */
  readonly fallback?: string;
  /** For routes needing a right: the route parameter that must be present (default `id`; `null`: none). */
  readonly idParam?: string | null;
  /** Route name, e.g. commonProjList. */
  readonly name?: string;
  /** Layout: the normal shell, or the simpler user-centre shell with one tab. */
  readonly layout?: 'default' | 'usercenter';
  /** The site's landing page: `/` and the guards' redirects go here (one route of the site). */
  readonly landing?: boolean;
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

/** A search scope's id: declared by its plugin (`SearchScopeMap` in kernel/core/events.ts). */
export type { SearchScopeId, SearchScopeMap } from '../core/events';

export interface SearchScopeContribution {
  readonly scope: SearchScopeId;
  readonly label: string;
  readonly placeholder: string;
  readonly order: number;
  /** The list route a search in this scope goes to, with `keyWord` added; none for a scope that `resolve`s. */
  readonly route?: string;
  /**
   * For a scope without one list (e.g. one covering every list): decides where a keyword goes, e.g.
   * by asking its plugin's server; null (or a failure) falls back to the first scope that has a
   * route. The call exists only while the plugin that contributes the scope is enabled.
   */
  readonly resolve?: (keyword: string, ctx: SearchContext) => Promise<{ route: string; scope: SearchScopeId } | null>;
}

/** What a search scope's `resolve` receives. */
export interface SearchContext {
  readonly get: <T>(id: ServiceIdentifier<T>) => T;
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
  /** The plugin's view of the event bus: what it emits and subscribes is attributed to it (bus tracer). */
  readonly bus: EventBus;
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
  /** Dialogs and popups this plugin owns, opened through the DialogService, rendered lazily. */
  readonly dialogs?: readonly DialogContribution[];
  /** Items for contribution points other plugins (or this one) own, e.g. a landing page's cards. */
  readonly contributions?: Contributions;
  /** Store tokens resolved at activation, so that a store that cannot be built skips the plugin. */
  readonly stores?: readonly ServiceIdentifier<unknown>[];
  /** Runs after the module is loaded; a throw is logged and the plugin skipped. */
  activate?(ctx: PluginContext): void | Promise<void>;
}

export function defineClientPlugin(plugin: ClientPlugin): ClientPlugin {
  return plugin;
}
