import 'reflect-metadata';
import { createKernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import { servesPath } from '@kernel/client/routes';
import type { RouteRef } from '@kernel/core/route-refs';
import aboutPlugin from '@plugins/about/client';
import costDataPlugin from '@plugins/cost-data/client';
import favoritesPlugin from '@plugins/favorites/client';
import { aboutRoutes } from '@plugins/about/shared/routes';
import g22Plugin from '@plugins/g22/client';
import { g22Routes } from '@plugins/g22/shared/routes';
import homePlugin from '@plugins/home/client';
import { homeRoutes } from '@plugins/home/shared/routes';
import industryIndexPlugin from '@plugins/industry-index/client';
import { industryIndexRoutes } from '@plugins/industry-index/shared/routes';
import labourPlugin from '@plugins/labour/client';
import { labourRoutes } from '@plugins/labour/shared/routes';
import policyPlugin from '@plugins/policy/client';
import { policyRoutes } from '@plugins/policy/shared/routes';
import unitPricePlugin from '@plugins/unit-price/client';
import { unitPriceRoutes } from '@plugins/unit-price/shared/routes';

/** Each plugin with the route refs of its shared contract. */
const PLUGINS: readonly (readonly [ClientPlugin, Record<string, RouteRef>])[] = [
  [homePlugin, homeRoutes],
  [aboutPlugin, aboutRoutes],
  [unitPricePlugin, unitPriceRoutes],
  [labourPlugin, labourRoutes],
  [policyPlugin, policyRoutes],
  [industryIndexPlugin, industryIndexRoutes],
  [g22Plugin, g22Routes],
];

function siteKernel() {
  // Home reads the cost data: cost-data comes with it; labour keeps its favourites in favorites.
  const plugins = [costDataPlugin, favoritesPlugin, ...PLUGINS.map(([plugin]) => plugin)];
  return createKernel({
    plugins,
    config: { plugins: plugins.map((plugin) => plugin.manifest.id), version: '', gateways: { core: 'http://127.0.0.1:9', manage: '', common: '', cost: '', stream: '', storage: '' } },
    notifier: { notify: () => undefined },
    logger: { error: () => undefined },
  });
}

describe('the home plugin and the small columns follow one pattern', () => {
  it.each(PLUGINS.map(([plugin, refs]) => [plugin.manifest.id, plugin, refs] as const))(
    '%s: its routes, its manifest pages (served by the server) and its route refs are one list',
    (_id, plugin, refs) => {
      const patterns = Object.values(refs).map((ref) => ref.pattern);
      expect(plugin.manifest.pages).toEqual(patterns);
      expect((plugin.routes ?? []).map((r) => r.path).sort()).toEqual([...patterns].sort());
      // Its own links (tabs, fallbacks) are addresses of its routes.
      for (const tab of plugin.navTabs ?? []) expect(patterns.some((p) => tab.path === p)).toBe(true);
      for (const route of plugin.routes ?? []) if (route.fallback) expect(patterns).toContain(route.fallback);
    },
  );

  it('home is the landing page', async () => {
    const kernel = await siteKernel();
    expect(kernel.registry.landing).toBe(homeRoutes.home());
  });

  it('every contributed card, search target and home link leads to a page its plugin serves', async () => {
    const kernel = await siteKernel();
    const registry = kernel.registry;
    const cards = registry.contributions('home.columnCard');
    expect(cards.map((c) => [c.pluginId, c.title])).toEqual([
      ['unit-price', '综合单价指标'],
      ['labour', '劳务分包指数'],
      ['policy', '政策文件'],
      ['industry-index', '行业管理指数'],
      ['g22', '22G造价优化'],
      ['about', '招募数据审核专家'],
    ]);
    for (const card of cards) expect(servesPath(registry, card.route)).toBe(true);
    const targets = registry.contributions('home.searchTarget');
    expect(targets.map((t) => [t.viewType, t.route])).toEqual([
      ['item', unitPriceRoutes.list()],
      ['policy', policyRoutes.index()],
    ]);
    for (const path of [aboutRoutes.recruitingExperts(), aboutRoutes.statement(), aboutRoutes.copyrights()]) expect(servesPath(registry, path)).toBe(true);
  });
});
