import type { ComponentType } from 'react';

/**
 * What other plugins contribute to the unit-price (综合单价指标) pages: actions on one priced bill
 * item (a 综合单价 of one single project), shown at the end of each sample row of the list
 * (`placement: 'row'`) and among the item detail's header buttons (`placement: 'detail'`). unit-price
 * knows none of them: with the contributing plugin disabled nothing shows there and none of its code
 * or calls happen.
 *
 *   contributions: {
 *     'unit-price.itemAction': [{ id: 'favorites', order: 10, load: () => import('./views/ItemToggle') }],
 *   }
 *
 * `load` is the action's own chunk, downloaded when a sample list or a detail first shows it (never
 * on the site's first load).
 */

/** What a contributed action receives. */
export interface UnitPriceItemActionProps {
  /** The item's id (cost_data_bq_item.id). */
  readonly itemId: number;
  /** The single project (bid node) holding it. */
  readonly projectId: number;
  /** The 12-digit item code. */
  readonly code: string;
  /** Its name (for accessible labels), e.g. 现浇构件钢筋. */
  readonly name: string;
  /**
   * In a sample list: the ids of every item shown, so that an action asks once for the whole list
   * instead of once per row. Absent on the detail.
   */
  readonly pageIds?: readonly number[];
  /** Where it is shown (a row is compact). */
  readonly placement: 'row' | 'detail';
}

export interface UnitPriceItemAction {
  /** Unique among the actions of the point, e.g. the plugin id. */
  readonly id: string;
  /** Shown in `order` (ascending). */
  readonly order: number;
  /** The action's component (a lazily loaded chunk). */
  readonly load: () => Promise<{ default: ComponentType<UnitPriceItemActionProps> }>;
}

declare module '@kernel/client/contributions' {
  interface ContributionMap {
    'unit-price.itemAction': UnitPriceItemAction;
  }
}

