import type { ServerPlugin } from '@kernel/server/plugin';
import { BqPricing, CostDataReader } from '@plugins/cost-data/shared/services';
import { manifest } from '../manifest';
import { ItemIndexHolder, type ItemIndexOptions } from './item-index';
import { unitPriceRoutes } from './routes';

export interface UnitPriceServerOptions {
  /** The clock (ms since epoch); tests pass their own. Default Date.now. */
  readonly clock?: () => number;
  /** The in-memory item index (refresh interval, row limit). */
  readonly itemIndex?: ItemIndexOptions & {
    /** Build it as soon as the server is ready (default true). */
    readonly warm?: boolean;
  };
  /**
   * The list page's video dialog; default from the environment: UNIT_PRICE_VIDEO_SRC (a video URL),
   * UNIT_PRICE_VIDEO_POSTER. Without a source the dialog stays off.
   */
  readonly video?: { readonly src: string; readonly title?: string; readonly poster?: string; readonly durationSec?: number } | null;
}

/**
 * 综合单价指标: the list of bill-item codes with their P10 – median – P90 (in-memory item index,
 * code-prefix and segmented keyword search), a code's statistics, trend and samples, the 清单分类
 * tree, the item detail (综合单价组成, 定额组价, 人材机汇总 from cost-data's BqPricing service, 相关清单),
 * a single project's bill, the 组价方案 PDF and the item workbook. Reads the cost data only through
 * cost-data's services (CostDataReader, RegionCatalogue, BqPricing); it has no tables of its own.
 */
export function createUnitPriceServer(options: UnitPriceServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  const envSrc = process.env.UNIT_PRICE_VIDEO_SRC?.trim();
  const video = options.video !== undefined ? options.video : envSrc ? { src: envSrc, poster: process.env.UNIT_PRICE_VIDEO_POSTER?.trim() || undefined } : null;
  // One item index per cost-data reader (one per database), shared by the preflight and the real app.
  const holders = new WeakMap<CostDataReader, ItemIndexHolder>();
  const holderOf = (data: CostDataReader) => {
    let h = holders.get(data);
    if (!h) holders.set(data, (h = new ItemIndexHolder(data, clock, options.itemIndex)));
    return h;
  };
  return {
    manifest,
    routes: (app, ctx) => {
      const data = ctx.services.get(CostDataReader);
      const pricing = ctx.services.get(BqPricing);
      return unitPriceRoutes(app, ctx, { data, pricing, items: holderOf(data), clock, warm: options.itemIndex?.warm, video });
    },
  };
}

export const unitPriceServer: ServerPlugin = createUnitPriceServer();

export default unitPriceServer;

export { percentile, priceStats, priceHistogram } from './stats';
export { parseKeyword } from './keywords';
