/**
 * The user as the kernel knows them: an identity and the names of the rights they hold. Which
 * rights exist, and any other field about the user, belongs to the plugin that decides it: that
 * plugin exports the names of its rights from its `shared/` contract and contributes its own
 * fields to the user info.
 */

/** Account kind: personal, enterprise main or enterprise sub-account. */
export type AccountType = 'personal' | 'entMain' | 'entSub';

/**
 * User info as the client holds it (the user-info answer of the plugin that runs the login): the
 * identity, the names of the rights held, and the fields other plugins contribute (each read by
 * the plugin that contributes it only).
 */
export interface UserInfo {
  globalId: string;
  fullName: string;
  accountName: string;
  /** Image addresses: the first is small, the last is big. */
  avatarPath: string[];
  isNewUser: boolean;
  accountType?: AccountType;
  /** The names of the rights the user holds; absent in an answer of an older server. */
  rights?: readonly string[];
  /** Fields contributed by plugins; only the contributing plugin reads them. */
  readonly [field: string]: unknown;
}

/**
 * What the server knows about the caller of a request, resolved from the `token` header (or the
 * `token` cookie) by the kernel's auth hook.
 */
export interface SessionInfo {
  userId: string;
  globalId: string;
  accountName: string;
  accountType?: AccountType;
  /** The names of the rights the user holds (from the kernel's RightsProvider; none without one). */
  rights: readonly string[];
}

