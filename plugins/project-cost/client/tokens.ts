/**
 * The plugin's service tokens, apart from the implementations: those live in a lazy chunk
 * (services.ts, loaded by lazy-services.ts with the pages and the no-data dialog), so that the
 * site's first load (/home) carries none of this plugin's code beyond its routes, tab and host.
 */
export const ProjectCostApi = Symbol('ProjectCostApi');
export const ProjectCostListStore = Symbol('ProjectCostListStore');
export const ProjectCostDetailStore = Symbol('ProjectCostDetailStore');
