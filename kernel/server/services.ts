/**
 * Server-side services that plugins offer each other (an SMS sender, a rights provider, …). A
 * plugin provides a service under a key in its `routes()`; plugins that declared it in `dependsOn`
 * (and so register later) get it from there. Keys live in the providing plugin's `shared/`, or
 * here for kernel-level extension points.
 */
export interface ServiceKey<T> {
  readonly id: string;
  /** Type marker only. */
  readonly __type?: T;
}

export function serviceKey<T>(id: string): ServiceKey<T> {
  return { id };
}

export class ServiceRegistry {
  private readonly services = new Map<string, unknown>();

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
}

/** A member's rights, as the membership plugin knows them. */
export interface Rights {
  /** A real VIP, with its expiry (ms since epoch) or null for none. */
  isVip: boolean;
  vipExpireAt: number | null;
  /** A running trial and its expiry. */
  trailInterest: boolean;
  trialExpireAt: number | null;
  /** The account has used its one trial. */
  trialUsed: boolean;
  projectCostVipStatus: boolean;
  /** The sourcing service (m2) is usable. */
  m2CanUse: boolean;
}

export const NO_RIGHTS: Rights = {
  isVip: false,
  vipExpireAt: null,
  trailInterest: false,
  trialExpireAt: null,
  trialUsed: false,
  projectCostVipStatus: false,
  m2CanUse: false,
};

/** Kernel extension point: who knows a member's rights (provided by the membership plugin). */
export interface RightsProvider {
  rightsOf(globalId: string): Promise<Rights>;
}
export const RightsProvider = serviceKey<RightsProvider>('kernel.rights');
