/** The bid-node plugin's own tables (prefixed `bid_node_`). */

export const LIKE_TABLE = 'bid_node_like';

/** One member's like of one single project (unique pair). */
export interface LikeRow {
  bid_node_id: number;
  global_id: string;
  /** ms since epoch. */
  created_at: number;
}

export interface BidNodeTables {
  [LIKE_TABLE]: LikeRow;
}
