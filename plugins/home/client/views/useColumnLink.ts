import type { MouseEvent } from 'react';
import type { NavTabContribution } from '@kernel/client/plugin';
import { useEmit, useRegistry, useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { StorageKeys } from '@kernel/client/session-storage';

export interface ColumnLinkBehaviour {
  /** The enabled column's nav tab, or undefined when the column's plugin is off. */
  tab: (path: string) => NavTabContribution | undefined;
  /** Click handler: a login-required column opens the login dialog for a visitor. */
  onClick: (path: string) => (event: MouseEvent<HTMLElement>) => void;
}

/** The nav tabs' behaviour for links elsewhere on the home page. */
export function useColumnLink(): ColumnLinkBehaviour {
  const tabs = useRegistry().navTabs;
  const session = useService<SessionStore>(SessionStore);
  const emit = useEmit();
  const tab = (path: string) => tabs.find((t) => t.path === path);
  return {
    tab,
    onClick: (path) => (event) => {
      const t = tab(path);
      if (!t?.loginRequired || session.isLogin) return;
      event.preventDefault();
      try {
        sessionStorage.setItem(StorageKeys.redirectPath, path);
      } catch {
        /* storage unavailable */
      }
      emit('openLogin', { target: path });
    },
  };
}
