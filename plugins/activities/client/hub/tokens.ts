/**
 * The hub's service tokens (sign-in, points, mall): a Symbol and an interface of the same name each.
 * The implementations live in the lazily loaded chunk (services.ts); this file imports types only.
 */

/** The hub's calls (shared/contract.ts ActivitiesPaths: hub, sign-in, points, mall). */
export const ActivitiesApi = Symbol('ActivitiesApi');
export interface ActivitiesApi {
  /** The day's clock-in of a logged-in search (doClockActivity). */
  clock(keyword?: string): Promise<unknown>;
}

/** The hub pages' state. */
export const HubStore = Symbol('HubStore');
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HubStore {}
