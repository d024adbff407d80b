import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuStar } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import type { FavoriteKind } from '../../shared/contract';
import { FavoriteToggles } from '../tokens';

export interface FavoriteButtonProps {
  kind: FavoriteKind;
  targetId: number;
  /** The target's name, for the hint. */
  name: string;
  /** A list row's small button, or the detail's. */
  compact?: boolean;
}

/**
 * 收藏 / 已收藏: a toggle button (`aria-pressed`). Clicking 已收藏 cancels it (its hint says
 * 取消收藏); a visitor is asked to log in. The state changes at once and changes back with a
 * message when the call fails.
 */
export const FavoriteButton = observer(function FavoriteButton({ kind, targetId, name, compact }: FavoriteButtonProps) {
  const toggles = useService<FavoriteToggles>(FavoriteToggles);
  const saved = toggles.isSaved(kind, targetId) === true;
  const busy = toggles.isBusy(kind, targetId);
  return (
    <Button
      size={compact ? 'xs' : 'sm'}
      h={compact ? '26px' : undefined}
      px={compact ? '2' : undefined}
      minW={compact ? '68px' : '84px'}
      fontSize={compact ? '12px' : undefined}
      variant={saved ? 'subtle' : 'outline'}
      colorPalette={saved ? 'accent' : 'gray'}
      color={saved ? 'accent.700' : 'gray.700'}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      title={saved ? '取消收藏' : `收藏 ${name}`}
      data-favorite={saved ? 'saved' : 'none'}
      onClick={(e) => {
        e.stopPropagation();
        void toggles.toggle(kind, targetId);
      }}
    >
      <LuStar aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
      {saved ? '已收藏' : '收藏'}
    </Button>
  );
});
