/**
 * The plugin's service tokens, apart from the implementations: those live in a lazy chunk
 * (services.ts, loaded by lazy-services.ts with the user centre and the dialogs), so that the
 * site's first load (/home) carries none of this plugin's code beyond its route and dialog hosts.
 */
export const MembershipApi = Symbol('MembershipApi');
export const MembershipStore = Symbol('MembershipStore');
