import type { PluginManifest } from '@kernel/core/manifest';
import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest as about } from '@plugins/about/manifest';
import { aboutServer } from '@plugins/about/server';
import { manifest as account } from '@plugins/account/manifest';
import { accountServer } from '@plugins/account/server';
import { manifest as bidNode } from '@plugins/bid-node/manifest';
import { bidNodeServer } from '@plugins/bid-node/server';
import { manifest as costData } from '@plugins/cost-data/manifest';
import { costDataServer } from '@plugins/cost-data/server';
import { manifest as feedback } from '@plugins/feedback/manifest';
import { feedbackServer } from '@plugins/feedback/server';
import { manifest as g22 } from '@plugins/g22/manifest';
import { manifest as home } from '@plugins/home/manifest';
import { homeServer } from '@plugins/home/server';
import { manifest as industryIndex } from '@plugins/industry-index/manifest';
import { manifest as labour } from '@plugins/labour/manifest';
import { manifest as membership } from '@plugins/membership/manifest';
import { membershipServer } from '@plugins/membership/server';
import { manifest as policy } from '@plugins/policy/manifest';
import { manifest as projectCost } from '@plugins/project-cost/manifest';
import { projectCostServer } from '@plugins/project-cost/server';
import { manifest as unitPrice } from '@plugins/unit-price/manifest';

/**
 * Every plugin the server knows, by id. The plugin host needs the manifests of all enabled plugins
 * (to check `dependsOn`), and the server halves of those that have one. Explicit imports, never a
 * directory scan: adding a plugin means adding it here and to app/plugins.config.ts.
 */
export const manifests: Readonly<Record<string, PluginManifest>> = byId([
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
]);

/** The server halves, by plugin id. Plugins without a server half are absent. */
export const serverPlugins: Readonly<Record<string, ServerPlugin>> = byId([
  costDataServer,
  homeServer,
  accountServer,
  membershipServer,
  feedbackServer,
  bidNodeServer,
  projectCostServer,
  aboutServer,
]);

function byId<T extends { id: string } | { manifest: { id: string } }>(items: T[]): Record<string, T> {
  return Object.fromEntries(items.map((item) => ['manifest' in item ? item.manifest.id : item.id, item]));
}
