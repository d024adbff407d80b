/** User info as the client holds it (spec section 3). */
export interface UserInfo {
  globalId: string;
  fullName: string;
  accountName: string;
  /** Image addresses: the first is small, the last is big. */
  avatarPath: string[];
  isVip: boolean;
  projectCostVipStatus: boolean;
  /** Set for a trial member (the spec's spelling). */
  trailInterest: boolean;
  isNewUser: boolean;
  /** Account kind: personal, enterprise main or enterprise sub-account. */
  accountType?: 'personal' | 'entMain' | 'entSub';
}

/**
 * What the server knows about the caller of a request, resolved from the `token` header (or the
 * `token` cookie) by the kernel's auth hook. Shared with the client for typing.
 */
export interface SessionInfo {
  userId: string;
  globalId: string;
  accountName: string;
  accountType?: 'personal' | 'entMain' | 'entSub';
  /** A real VIP. */
  isVip: boolean;
  /** A running 3-day trial (the spec's spelling). */
  trailInterest: boolean;
  /** The account has already used its one trial. */
  trialUsed: boolean;
  /** The project-cost VIP flag. */
  projectCostVipStatus: boolean;
  /** The m2 right: the sourcing service is usable. */
  m2CanUse: boolean;
}

/** VIP rights: a real VIP or a running trial. */
export function hasVipRights(session: Pick<SessionInfo, 'isVip' | 'trailInterest'> | null | undefined): boolean {
  return !!session && (session.isVip || session.trailInterest);
}
