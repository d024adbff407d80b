/**
 * The contract of the material-price plugin: its endpoints, what they take and answer, its rules and their
 * Chinese messages. Both halves import it; it imports nothing but types.
 */

/** The endpoints (answering the site's envelope `{ statusCode, data, businessMsg }`). */
export const MaterialPricePaths = {
  /** GET ?keyWord=&page=&pageSize= → MaterialPricePage */
  list: '/pb/material-price/list',
  /** POST form or JSON MaterialPriceInput → MaterialPriceItem (操作成功) */
  add: '/pb/material-price/add',
} as const;

export interface MaterialPriceItem {
  /** A UUID. */
  id: string;
  name: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

export interface MaterialPricePage {
  list: MaterialPriceItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface MaterialPriceQuery {
  keyWord?: string;
  page?: number;
  pageSize?: number;
}

export interface MaterialPriceInput {
  name: string;
}

export const MATERIAL_PRICE_LIMITS = {
  nameMax: 50,
  keywordMax: 50,
  pageSizeMax: 50,
} as const;

export const MaterialPriceMessages = {
  nameRequired: '请输入名称',
  nameTooLong: `名称不能超过${MATERIAL_PRICE_LIMITS.nameMax}个字`,
  duplicate: '该名称已存在',
  added: '操作成功',
} as const;

/** The rule of a name (the server answers it; the client checks it before sending). */
export function validateName(raw: string): string | null {
  const name = raw.trim();
  if (!name) return MaterialPriceMessages.nameRequired;
  if (name.length > MATERIAL_PRICE_LIMITS.nameMax) return MaterialPriceMessages.nameTooLong;
  return null;
}
