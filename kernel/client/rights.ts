import type { Container } from 'inversify';

/**
 * Extension point: who knows what the logged-in user may see. A plugin binds one or more providers
 * (`bind(RightsProvider).to(…)` in its ContainerModule); the kernel's `Rights` asks all of them.
 * With no provider bound, nobody holds any right, and routes that need one send the user to the
 * landing page: the site degrades, it does not break.
 */
export const RightsProvider = Symbol('RightsProvider');

export interface RightsProvider {
  /** Whether the current user holds `right` (a name the provider owns). Read inside MobX reactions. */
  has(right: string): boolean;
  /**
   * A route that needs `right` refused a logged-in user: explain it (e.g. open a dialog). Called
   * on the provider that owns the right (`owns`), or on every provider when none says it owns it.
   */
  refused?(right: string): void;
  /** The rights this provider decides (so `refused` goes to the right plugin). */
  readonly owns?: readonly string[];
}

export const Rights = Symbol('Rights');

/** The kernel's view over every bound RightsProvider. */
export interface Rights {
  has(right: string): boolean;
  refused(right: string): void;
}

export class ProvidedRights implements Rights {
  constructor(private readonly container: Container) {}

  private providers(): RightsProvider[] {
    return this.container.isBound(RightsProvider) ? this.container.getAll<RightsProvider>(RightsProvider) : [];
  }

  has(right: string): boolean {
    return this.providers().some((p) => p.has(right));
  }

  refused(right: string): void {
    const providers = this.providers();
    const owners = providers.filter((p) => p.owns?.includes(right));
    for (const p of owners.length > 0 ? owners : providers) p.refused?.(right);
  }
}
