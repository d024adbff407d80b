import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { unitPriceRoutes } from '../../shared/routes';
import { useRightGate } from '@kernel/client/right-gate';
import { MembershipRights } from '@plugins/membership/shared/rights';

/**
 * The link to an item's detail: its address and a click handler that opens it in the page, or
 * (without the VIP right) opens the 暂无权限 dialog instead, the way the single-project list does.
 * `beforeOpen` runs before the page changes (a dialog closes itself).
 */
export function useDetailLink(beforeOpen?: () => void) {
  const gate = useRightGate(MembershipRights.unitPriceVip);
  const [, navigate] = useLocation();
  return (id: number, projectId: number) => {
    const href = unitPriceRoutes.detail({ id, projectId });
    return {
      href,
      onClick: (e: MouseEvent) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey) {
          if (!gate()) e.preventDefault();
          return;
        }
        e.preventDefault();
        if (!gate()) return;
        beforeOpen?.();
        navigate(href);
      },
    };
  };
}
