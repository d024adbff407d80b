import { defineRoutes } from '@kernel/core/route-refs';

/**
 * The labour (劳务分包指数) page routes. Every link to them is built from here:
 * `labourRoutes.priceLine({ id: 5 })` → `/laborSubcontracting/priceLine/5`.
 */
export const labourRoutes = defineRoutes({
  /** The index (login). */
  index: '/laborSubcontracting/index',
  /** One trade's price line (login). */
  priceLine: '/laborSubcontracting/priceLine/:id',
});
