/**
 * The games' service tokens (draws, cards, gift boxes, festival, quiz, new-user tasks, invites): a
 * Symbol and an interface of the same name each. The implementations live in the lazily loaded
 * chunk (services.ts); this file imports types only.
 */

/** The games' calls (shared/contract.ts ActivitiesPaths: tasks and draws). */
export const GamesApi = Symbol('GamesApi');
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GamesApi {}

/** The games pages' state. */
export const GamesStore = Symbol('GamesStore');
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GamesStore {}
