import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Flex } from '@chakra-ui/react';
import { ErrorBoundary } from '@kernel/client/error-boundary';
import { PluginScope, useRegistry } from '@kernel/client/react';
import type { BidNodeAction, BidNodeActionProps } from '../../shared/contributions';

type Point = 'bid-node.rowAction' | 'bid-node.detailAction';

/** One lazy component per contributed loader (the registry hands out fresh item objects). */
const components = new WeakMap<BidNodeAction['load'], LazyExoticComponent<ComponentType<BidNodeActionProps>>>();
function componentOf(load: BidNodeAction['load']) {
  let component = components.get(load);
  if (!component) components.set(load, (component = lazy(load)));
  return component;
}

/** The actions other plugins contribute to a point, in order (see shared/contributions.ts). */
export function useNodeActions(point: Point): readonly (BidNodeAction & { pluginId: string })[] {
  return [...useRegistry().contributions(point)].sort((a, b) => a.order - b.order);
}

/** Renders the contributed actions of one single project; nothing when none is contributed. */
export function NodeActions({ point, ...props }: BidNodeActionProps & { point: Point }) {
  const actions = useNodeActions(point);
  if (actions.length === 0) return null;
  return (
    <Flex gap="2" align="center" justify={props.placement === 'row' ? 'center' : undefined}>
      {actions.map((action) => {
        const Action = componentOf(action.load);
        return (
          <PluginScope key={action.id} pluginId={action.pluginId}>
            <ErrorBoundary name={`${point}:${action.id}`}>
              <Suspense fallback={null}>
                <Action {...props} />
              </Suspense>
            </ErrorBoundary>
          </PluginScope>
        );
      })}
    </Flex>
  );
}
