import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import type { BidNodeActionProps } from '@plugins/bid-node/shared/contributions';
import { FavoriteToggles } from '../tokens';
import { FavoriteButton } from './FavoriteButton';

/**
 * The 收藏 toggle of a single project, contributed to bid-node's rows and detail. On a list every
 * row wants the whole page's ids: the first row's ask covers the others, so one status call
 * answers the page (and another when the page changes or the user logs in).
 */
const NodeToggle = observer(function NodeToggle({ nodeId, name, pageIds, placement }: BidNodeActionProps) {
  const toggles = useService<FavoriteToggles>(FavoriteToggles);
  const user = useService<SessionStore>(SessionStore).globalId;
  const ids = pageIds && pageIds.length > 0 ? pageIds : [nodeId];
  const idsKey = ids.join(',');
  useEffect(() => {
    if (user) toggles.want('node', ids);
    // `ids` is described by idsKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toggles, idsKey, user]);
  return <FavoriteButton kind="node" targetId={nodeId} name={name} compact={placement === 'row'} />;
});

export default NodeToggle;
