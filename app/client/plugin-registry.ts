import type { ClientPlugin } from '@kernel/client/plugin';
import about from '@plugins/about/client';
import account from '@plugins/account/client';
import bidNode from '@plugins/bid-node/client';
import costData from '@plugins/cost-data/client';
import feedback from '@plugins/feedback/client';
import g22 from '@plugins/g22/client';
import home from '@plugins/home/client';
import industryIndex from '@plugins/industry-index/client';
import labour from '@plugins/labour/client';
import membership from '@plugins/membership/client';
import policy from '@plugins/policy/client';
import projectCost from '@plugins/project-cost/client';
import unitPrice from '@plugins/unit-price/client';

/**
 * Every plugin that has a client half. Which of them run is decided by app/plugins.config.ts
 * (and the server's DISABLED_PLUGINS), delivered in the runtime config.
 */
export const clientPlugins: readonly ClientPlugin[] = [
  costData,
  home,
  account,
  membership,
  feedback,
  bidNode,
  projectCost,
  unitPrice,
  labour,
  policy,
  industryIndex,
  g22,
  about,
];
