import { LuListChecks } from 'react-icons/lu';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import type {} from '@plugins/bid-node/shared/contributions';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { manifest } from '../manifest';
import type {} from '../shared/contributions';
import { unitPriceRoutes } from '../shared/routes';
import { UNIT_PRICE_SEARCH_SCOPE } from '../shared/search';
import { ProjectBillStore, UnitPriceApi, UnitPriceDetailStore, UnitPriceListStore } from './tokens';

/**
 * Everything of the plugin is lazy: this entry (on the site's first load) holds the tokens, the
 * routes and the loaders only; the API and the stores come in one chunk with the first page or
 * section that needs them, each page and section in its own.
 */
const services = lazyServices('unit-price', () => import(/* webpackChunkName: "unit-price-services" */ './services'));
const page = services.withServices;

/** 综合单价指标: the list, the item detail, and the priced bill on the single-project detail. */
export default defineClientPlugin({
  manifest,
  module: services.module((bind) => {
    bind<UnitPriceApi>(UnitPriceApi, (m) => m.HttpUnitPriceApi);
    bind<UnitPriceListStore>(UnitPriceListStore, (m) => m.MobxUnitPriceListStore);
    bind<UnitPriceDetailStore>(UnitPriceDetailStore, (m) => m.MobxUnitPriceDetailStore);
    bind<ProjectBillStore>(ProjectBillStore, (m) => m.MobxProjectBillStore);
  }),
  routes: [
    { path: unitPriceRoutes.list.pattern, name: 'comprehensiveUnitPriceList', title: '综合单价指标', access: 'login', load: page(() => import('./views/ListPage')) },
    {
      path: unitPriceRoutes.detail.pattern,
      name: 'comprehensiveUnitPriceDetail',
      title: '综合单价详情',
      access: { right: MembershipRights.unitPriceVip },
      fallback: unitPriceRoutes.list(),
      load: page(() => import('./views/DetailPage')),
    },
  ],
  navTabs: [
    { id: 'unit-price', path: unitPriceRoutes.list(), text: '综合单价指标', order: 30, loginRequired: true, activeOn: ['/comprehensiveUnitPrice'] },
  ],
  searchScopes: [
    { scope: UNIT_PRICE_SEARCH_SCOPE, label: '综合单价指标', placeholder: '请输入清单编码或特征关键词', order: 20, route: unitPriceRoutes.list() },
  ],
  contributions: {
    'home.columnCard': [
      {
        id: 'unit-price',
        order: 30,
        title: '综合单价指标',
        text: '按清单编码与项目特征查询综合单价区间，展开人工、材料、机械组成。',
        icon: LuListChecks,
        tint: { bg: '#e8f7f1', fg: '#0f8a5f' },
        route: unitPriceRoutes.list(),
      },
    ],
    'home.searchTarget': [{ viewType: 'item', order: 20, route: unitPriceRoutes.list() }],
    'bid-node.detailSection': [{ id: 'unit-price.bill', order: 10, load: page(() => import('./views/BillSection')) }],
  },
});

export { ProjectBillStore, UnitPriceApi, UnitPriceDetailStore, UnitPriceListStore } from './tokens';
/** For tests and tools: loads the implementations without a page. */
export const loadServices = services.load;
