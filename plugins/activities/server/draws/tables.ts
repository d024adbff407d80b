/** The draws' tables (migrations/003_draws.ts). */
export const PRIZE_TABLE = 'activities_prize';
export const DRAW_TABLE = 'activities_draw';
export const FESTIVAL_BOARD_TABLE = 'activities_festival_board';
export const FESTIVAL_FLIP_TABLE = 'activities_festival_flip';

export interface PrizeRow {
  id: string;
  activity_id: string;
  sort: number;
  name: string;
  kind: string;
  value: string;
  description: string;
  probability_ppm: number;
  stock_total: number | null;
  tone: string;
}

export interface DrawRow {
  id: number;
  activity_id: string;
  global_id: string;
  prize_id: string;
  prize_index: number;
  status: string;
  paid_with: string;
  points_spent: number;
  idem_key: string;
  day: string;
  created_at: number;
  delivered_at: number | null;
  delivery: string | null;
}
