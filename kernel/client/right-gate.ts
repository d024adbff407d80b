import { useService } from './react';
import { Rights } from './rights';

/**
 * A gate for actions that lead to pages needing `right` (a detail, an export): the returned check
 * answers true when the user holds the right; otherwise it asks the right's provider to explain the
 * refusal (`Rights.refused`: membership opens 暂无权限 for its `vip` right) and answers false, so
 * that the caller stays on the page instead of being sent back by the route guard.
 *
 *   const gate = useRightGate(MembershipRights.vip);
 *   <Button onClick={() => gate() && void store.exportExcel()}>导出Excel</Button>
 */
export function useRightGate(right: string): () => boolean {
  const rights = useService<Rights>(Rights);
  return () => {
    if (rights.has(right)) return true;
    rights.refused(right);
    return false;
  };
}
