import { Flex } from '@chakra-ui/react';
import { ContributedViews, useOrderedContributions } from '@kernel/client/views/ContributedViews';
import type { BidNodeActionProps } from '../../shared/contributions';

type Point = 'bid-node.rowAction' | 'bid-node.detailAction';

/** The actions other plugins contribute to a point, in order (see shared/contributions.ts). */
export const useNodeActions = (point: Point) => useOrderedContributions(point);

/** Renders the contributed actions of one single project; nothing when none is contributed. */
export function NodeActions({ point, ...props }: BidNodeActionProps & { point: Point }) {
  const actions = useNodeActions(point);
  if (actions.length === 0) return null;
  return (
    <Flex gap="2" align="center" justify={props.placement === 'row' ? 'center' : undefined}>
      <ContributedViews items={actions} props={props} name={point} />
    </Flex>
  );
}
