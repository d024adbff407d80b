import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import type { UnitPriceItemActionProps } from '@plugins/unit-price/shared/contributions';
import { FavoriteToggles } from '../tokens';
import { FavoriteButton } from './FavoriteButton';

/**
 * The 收藏 toggle of a priced bill item, contributed to unit-price's sample rows and item detail.
 * In a sample list every row wants the whole list's ids: one status call answers them all.
 */
const ItemToggle = observer(function ItemToggle({ itemId, name, code, pageIds, placement }: UnitPriceItemActionProps) {
  const toggles = useService<FavoriteToggles>(FavoriteToggles);
  const user = useService<SessionStore>(SessionStore).globalId;
  const ids = pageIds && pageIds.length > 0 ? pageIds : [itemId];
  const idsKey = ids.join(',');
  useEffect(() => {
    if (user) toggles.want('item', ids);
    // `ids` is described by idsKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toggles, idsKey, user]);
  return <FavoriteButton kind="item" targetId={itemId} name={`${name}（${code}）`} compact={placement === 'row'} />;
});

export default ItemToggle;
