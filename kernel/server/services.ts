/**
 * Server-side services that plugins offer each other (an SMS sender, a rights provider, …). A
 * plugin provides a service under a key in its `routes()`; plugins that declared it in `dependsOn`
 * (and so register later) get it from there. Keys live in the providing plugin's `shared/`, or
 * here for kernel-level extension points. An extension point with many providers (the user-info
 * fields) is a contribution key: each plugin `contribute`s under its id, the consumer reads `contributed(key)`
 * when it answers (so the order of registration does not matter).
 */
export interface ServiceKey<T> {
  readonly id: string;
  /** Type marker only. */
  readonly __type?: T;
}

export function serviceKey<T>(id: string): ServiceKey<T> {
  return { id };
}

/** A key under which several plugins contribute (an extension point with many providers). */
export interface ContributionKey<T> {
  readonly id: string;
  /** Type marker only. */
  readonly __item?: T;
}

export function contributionKey<T>(id: string): ContributionKey<T> {
  return { id };
}

export class ServiceRegistry {
  private readonly services = new Map<string, unknown>();
  private readonly contributions = new Map<string, Map<string, unknown>>();

  /** Offers a service; providing the same key again replaces it. */
  provide<T>(key: ServiceKey<T>, service: T): void {
    this.services.set(key.id, service);
  }

  find<T>(key: ServiceKey<T>): T | undefined {
    return this.services.get(key.id) as T | undefined;
  }

  get<T>(key: ServiceKey<T>): T {
    const service = this.find(key);
    if (service === undefined) throw new Error(`service "${key.id}" is not provided (is its plugin enabled and listed in dependsOn?)`);
    return service;
  }

  /**
   * Adds the contribution of plugin `by` to an extension point with many providers. One per
   * plugin and key: contributing again (routes may run twice: preflight, then the real app)
   * replaces it in place.
   */
  contribute<T>(key: ContributionKey<T>, by: string, item: T): void {
    const byPlugin = this.contributions.get(key.id) ?? new Map<string, unknown>();
    byPlugin.set(by, item);
    this.contributions.set(key.id, byPlugin);
  }

  /** Every contribution to an extension point, in the order the plugins first contributed (none: empty). */
  contributed<T>(key: ContributionKey<T>): readonly T[] {
    return [...(this.contributions.get(key.id)?.values() ?? [])] as T[];
  }
}

/**
 * Kernel extension point: who decides which rights a user holds (one plugin provides it). Rights
 * are named by the deciding plugin (exported from its `shared/` contract); without a provider
 * nobody holds any right. The session resolver asks it once per resolved session.
 */
export interface RightsProvider {
  /** The names of the rights the user holds (empty for none). */
  rightsOf(globalId: string): Promise<readonly string[]>;
}
export const RightsProvider = serviceKey<RightsProvider>('kernel.rights');

/** What a user-info contributor is told about the user whose info is being answered. */
export interface UserInfoSubject {
  readonly globalId: string;
  /** The names of the rights the user holds (as the RightsProvider answered). */
  readonly rights: readonly string[];
}

/**
 * Kernel extension point: fields a plugin adds to the user info (answered by the plugin that runs
 * the login, e.g. a `catalogue` plugin could add `catalogueQuota`). A contributor owns its field
 * names; the answering plugin knows none of them. A failing contributor adds nothing (its fields
 * are absent from that answer).
 */
export interface UserInfoContributor {
  fieldsOf(user: UserInfoSubject): Promise<Readonly<Record<string, unknown>>>;
}
export const UserInfoContributors = contributionKey<UserInfoContributor>('kernel.userInfo');
