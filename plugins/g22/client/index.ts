import { LuLayers } from 'react-icons/lu';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { manifest } from '../manifest';
import { g22Routes } from '../shared/routes';
import { G22Api, G22Store } from './tokens';

/**
 * The API and the store live in one lazy chunk loaded with the pages; each page is its own chunk.
 * This entry is in the site's first load: routes, the tab and the home card.
 */
const services = lazyServices('g22', () => import(/* webpackChunkName: "g22-services" */ './services'));

export const g22Module = services.module((bind) => {
  bind<G22Api>(G22Api, (m) => m.HttpG22Api);
  bind<G22Store>(G22Store, (m) => m.MobxG22Store);
});

export default defineClientPlugin({
  manifest,
  module: g22Module,
  routes: [
    { path: g22Routes.index.pattern, title: '22G造价优化', access: 'public', load: services.withServices(() => import('./views/IndexPage')) },
    {
      path: g22Routes.detail.pattern,
      name: 'GAreaDetail',
      title: '22G造价优化详情',
      access: { right: MembershipRights.vip },
      idParam: null,
      fallback: g22Routes.index(),
      load: services.withServices(() => import('./views/DetailPage')),
    },
    { path: g22Routes.costManagementDetail.pattern, name: 'CostManagement', title: '造价管控详情', access: 'login', load: services.withServices(() => import('./views/CostPage')) },
  ],
  navTabs: [
    { id: 'g22', path: g22Routes.index(), text: '22G造价优化', order: 70, loginRequired: false, newWindow: true, activeOn: ['/22G'] },
  ],
  contributions: {
    'home.columnCard': [
      {
        id: 'g22',
        order: 70,
        title: '22G造价优化',
        text: '基于 22G 平法图集的构造做法与造价对比，发现钢筋与混凝土的优化空间。',
        icon: LuLayers,
        tint: { bg: '#eef2f7', fg: '#334155' },
        route: g22Routes.index(),
        newWindow: true,
      },
    ],
  },
});

export { G22Api, G22Store } from './tokens';
/** For tests and tools: loads the implementations without a page. */
export const loadServices = services.load;
