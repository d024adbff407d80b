// Generated from app/plugins.config.ts by scripts/sync-plugins.ts; do not edit (npm run sync-plugins).
import type { ClientPlugin } from '@kernel/client/plugin';
import costData from '@plugins/cost-data/client';
import home from '@plugins/home/client';
import bidNode from '@plugins/bid-node/client';
import projectCost from '@plugins/project-cost/client';
import unitPrice from '@plugins/unit-price/client';
import labour from '@plugins/labour/client';
import policy from '@plugins/policy/client';
import industryIndex from '@plugins/industry-index/client';
import g22 from '@plugins/g22/client';
import account from '@plugins/account/client';
import membership from '@plugins/membership/client';
import feedback from '@plugins/feedback/client';
import about from '@plugins/about/client';
import favorites from '@plugins/favorites/client';
import materialPrice from '@plugins/material-price/client';
import study from '@plugins/study/client';
import orders from '@plugins/orders/client';
import activities from '@plugins/activities/client';

/** The client halves of the enabled plugins, in the order of app/plugins.config.ts. */
export const generatedClientPlugins: readonly ClientPlugin[] = [
  costData,
  home,
  bidNode,
  projectCost,
  unitPrice,
  labour,
  policy,
  industryIndex,
  g22,
  account,
  membership,
  feedback,
  about,
  favorites,
  materialPrice,
  study,
  orders,
  activities,
];
