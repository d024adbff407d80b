/**
 * Contribution points that plugins offer each other. Empty here: a plugin that owns a point (the
 * landing page's column cards, the user menu's entries …) declares it from its `shared/` contract,
 *
 *   declare module '@kernel/client/contributions' {
 *     interface ContributionMap { 'catalogue.card': CatalogueCard }
 *   }
 *
 * and other plugins contribute items in their ClientPlugin's `contributions`. The registry returns
 * the items of the enabled, activated plugins only, so a disabled plugin's card simply is not there.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface ContributionMap {}

export type ContributionPoint = Extract<keyof ContributionMap, string>;

/** What a plugin contributes: for each point it knows, a list of items. */
export type Contributions = { readonly [K in ContributionPoint]?: readonly ContributionMap[K][] };

/** A contributed item and the plugin that contributed it. */
export type Contributed<K extends ContributionPoint> = ContributionMap[K] & { readonly pluginId: string };
