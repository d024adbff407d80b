import type { ComponentType } from 'react';

/**
 * What other plugins contribute to the single-project pages: actions on one single project, shown
 * at the end of each row of the list (`bid-node.rowAction`) and among the detail's header buttons
 * (`bid-node.detailAction`). bid-node knows none of them: with the contributing plugin disabled
 * nothing shows there and none of its code or calls happen.
 *
 *   contributions: {
 *     'bid-node.rowAction': [{ id: 'favorites', order: 10, load: () => import('./views/NodeToggle') }],
 *   }
 *
 * `load` is the action's own chunk, downloaded when a list or a detail first shows it (never on the
 * site's first load). Sections of the detail page (`bid-node.detailSection`, e.g. a priced bill) work
 * the same way.
 */

/** What a contributed action receives. */
export interface BidNodeActionProps {
  /** The single project's id. */
  readonly nodeId: number;
  /** Its name (for accessible labels). */
  readonly name: string;
  /**
   * On the list: the ids of every row shown, so that an action asks once for the whole page
   * instead of once per row. Absent on the detail.
   */
  readonly pageIds?: readonly number[];
  /** Where it is shown (a row is compact). */
  readonly placement: 'row' | 'detail';
}

export interface BidNodeAction {
  /** Unique among the actions of the point, e.g. the plugin id. */
  readonly id: string;
  /** Shown in `order` (ascending). */
  readonly order: number;
  /** The action's component (a lazily loaded chunk). */
  readonly load: () => Promise<{ default: ComponentType<BidNodeActionProps> }>;
}

/** What a contributed section of the single-project detail receives. */
export interface BidNodeSectionProps {
  /** The single project's id. */
  readonly nodeId: number;
  /** Its name (for headings and accessible labels). */
  readonly name: string;
}

/**
 * A section of the single-project detail page (`bid-node.detailSection`), shown after bid-node's own
 * sections in `order`. The component decides whether it has anything to show (it renders nothing for
 * a single project without that data); each is its own chunk and fails on its own.
 */
export interface BidNodeSection {
  /** Unique among the sections, e.g. `unit-price.bill`. */
  readonly id: string;
  /** Shown in `order` (ascending). */
  readonly order: number;
  /** The section's component (a lazily loaded chunk). */
  readonly load: () => Promise<{ default: ComponentType<BidNodeSectionProps> }>;
}

declare module '@kernel/client/contributions' {
  interface ContributionMap {
    'bid-node.rowAction': BidNodeAction;
    'bid-node.detailAction': BidNodeAction;
    'bid-node.detailSection': BidNodeSection;
  }
}
