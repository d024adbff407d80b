import type { ApiResponse } from '../core/envelope';
import type { EventBus } from './event-bus';
import type { HttpClient } from './http-client';
import type { Navigator } from './navigator';
import type { UiStore } from './ui-store';

export const VersionService = Symbol('VersionService');

export const RELOAD_DELAY_MS = 5000;

/**
 * The version check at every navigation: when the server's `data.version` differs from the
 * version this page was loaded with, show 发现新版本 and reload after 5000 ms (once).
 */
export type VersionService = NavigationVersionCheck;

export class NavigationVersionCheck {
  private noticed = false;

  constructor(
    private readonly loadedVersion: string,
    private readonly http: HttpClient,
    private readonly bus: EventBus,
    private readonly ui: UiStore,
    private readonly navigator: Navigator,
    private readonly schedule: (fn: () => void, ms: number) => unknown = setTimeout,
  ) {}

  async check(): Promise<boolean> {
    if (this.noticed || !this.loadedVersion) return false;
    let current: string | undefined;
    try {
      const res: ApiResponse<{ version?: string }> = await this.http.get('/version', undefined, { silent: true });
      current = res.data?.version;
    } catch {
      return false;
    }
    if (!current || current === this.loadedVersion || this.noticed) return false;
    this.noticed = true;
    this.bus.emit('version', { loaded: this.loadedVersion, current });
    this.ui.showNewVersion();
    this.schedule(() => this.navigator.reload(), RELOAD_DELAY_MS);
    return true;
  }
}
