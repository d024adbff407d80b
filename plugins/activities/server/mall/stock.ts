/** The mall's counters (activities_counter kinds). */

/** Items left of a product; owner: the product code. */
export const STOCK_KIND = 'stock:product';
/** A member's exchanges of a product (max: the product's limit); owner: `<globalId>:<code>`. */
export const LIMIT_KIND = 'limit:product';
/** Downloads of a report exchange (max: its download limit); owner: the exchange id. */
export const DOWNLOAD_KIND = 'download:report';

export const limitOwner = (globalId: string, code: string): string => `${globalId}:${code}`;
