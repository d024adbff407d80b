import type { SessionStore } from './session-store';

export const SessionActions = Symbol('SessionActions');

/**
 * What the shell asks of whoever runs the login (the plugin that runs the login rebinds this): the
 * kernel's default only clears this tab's login.
 */
export interface SessionActions {
  /** Revokes the session on the server when possible, then clears the login everywhere. */
  logout(): Promise<void>;
}

export class LocalSessionActions implements SessionActions {
  constructor(private readonly session: SessionStore) {}

  async logout(): Promise<void> {
    this.session.logout();
  }
}
