/**
 * The plugin's service token, apart from the implementation (api.ts, with the shared rules it
 * applies), which index.ts loads with the first feedback sent: the site's first load carries none of it.
 */
export const FeedbackApi = Symbol('FeedbackApi');
