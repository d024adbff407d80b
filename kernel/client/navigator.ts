import { navigate } from 'wouter/use-browser-location';

export const Navigator = Symbol('Navigator');

/** Navigation outside React components (HTTP client, guards, plugin code). */
export interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The current path with its query string. */
  current(): string;
  reload(): void;
}

/** The browser implementation; wouter patches the history API, so routes follow. */
export class BrowserNavigator implements Navigator {
  navigate(to: string, options?: { replace?: boolean }): void {
    navigate(to, { replace: options?.replace ?? false });
  }

  current(): string {
    return location.pathname + location.search;
  }

  reload(): void {
    location.reload();
  }
}
