import { LuChartLine } from 'react-icons/lu';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';
import { industryIndexRoutes } from '../shared/routes';
import { IndustryIndexApi, IndustryIndexStore } from './tokens';

/**
 * The API and the store live in one lazy chunk loaded with the page; the page itself (with the map
 * and its boundaries) is its own chunk. This entry is in the site's first load: route, tab and card.
 */
const services = lazyServices('industry-index', () => import(/* webpackChunkName: "industry-index-services" */ './services'));

export const industryIndexModule = services.module((bind) => {
  bind<IndustryIndexApi>(IndustryIndexApi, (m) => m.HttpIndustryIndexApi);
  bind<IndustryIndexStore>(IndustryIndexStore, (m) => m.MobxIndustryIndexStore);
});

/** 行业管理指数. */
export default defineClientPlugin({
  manifest,
  module: industryIndexModule,
  routes: [{ path: industryIndexRoutes.index.pattern, title: '行业管理指数', access: 'login', load: services.withServices(() => import('./views/IndustryIndexPage')) }],
  navTabs: [
    { id: 'industry-index', path: industryIndexRoutes.index(), text: '行业管理指数', order: 60, loginRequired: true, activeOn: ['/industry-index'] },
  ],
  contributions: {
    'home.columnCard': [
      {
        id: 'industry-index',
        order: 60,
        title: '行业管理指数',
        text: '建筑业总产值、新签合同额、施工与竣工面积等行业统计，按省份与年度、季度查看。',
        icon: LuChartLine,
        tint: { bg: '#e9f6fb', fg: '#0e7490' },
        route: industryIndexRoutes.index(),
      },
    ],
  },
});

export { IndustryIndexApi, IndustryIndexStore } from './tokens';
/** For tests and tools: loads the implementations without a page. */
export const loadServices = services.load;
