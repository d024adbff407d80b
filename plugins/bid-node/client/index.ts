import { LuArrowRight, LuBuilding2 } from 'react-icons/lu';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { manifest } from '../manifest';
import { bidNodeRoutes } from '../shared/routes';
import { BID_NODE_SEARCH_SCOPE } from '../shared/search';
import { BidNodeApi, CompareStore, DetailStore, ListStore, RangeStore } from './tokens';

/**
 * The implementations (the API and the stores, with their @inject constructors) live in one lazy
 * chunk loaded with the first page; the container builds each from its class once it is there.
 */
const services = lazyServices('bid-node', () => import(/* webpackChunkName: "bid-node-services" */ './services'));
const page = services.withServices;

export const bidNodeModule = services.module((bind) => {
  bind<BidNodeApi>(BidNodeApi, (m) => m.HttpBidNodeApi);
  bind<ListStore>(ListStore, (m) => m.MobxListStore);
  bind<DetailStore>(DetailStore, (m) => m.MobxDetailStore);
  bind<RangeStore>(RangeStore, (m) => m.MobxRangeStore);
  bind<CompareStore>(CompareStore, (m) => m.MobxCompareStore);
});

export const LIST_ROUTE = bidNodeRoutes.list.pattern;

/** 单项工程指标: the list with filters, the detail, the indicator range and the comparison. */
export default defineClientPlugin({
  manifest,
  module: bidNodeModule,
  routes: [
    { path: LIST_ROUTE, name: 'commonProjList', title: '单项工程指标', access: 'login', load: page(() => import('./views/ListPage')) },
    {
      path: bidNodeRoutes.detail.pattern,
      name: 'commonProjDetail',
      title: '单项工程指标详情',
      access: { right: MembershipRights.singleProjectVip },
      fallback: LIST_ROUTE,
      load: page(() => import('./views/DetailPage')),
    },
    {
      path: bidNodeRoutes.indexRange.pattern,
      name: 'commonProjIndexRange',
      title: '指标区间',
      access: { right: MembershipRights.singleProjectVip },
      idParam: null,
      fallback: LIST_ROUTE,
      load: page(() => import('./views/RangePage')),
    },
    {
      path: bidNodeRoutes.compare.pattern,
      name: 'commonProjCompare',
      title: '单项工程对比',
      access: { right: MembershipRights.singleProjectVip },
      idParam: null,
      fallback: LIST_ROUTE,
      load: page(() => import('./views/ComparePage')),
    },
  ],
  navTabs: [{ id: 'bid-node', path: LIST_ROUTE, text: '单项工程指标', order: 10, loginRequired: true, activeOn: ['/commonproj'] }],
  searchScopes: [
    { scope: BID_NODE_SEARCH_SCOPE, label: '单项工程指标', placeholder: '请输入工程用途、结构形式或层数', order: 10, route: LIST_ROUTE },
  ],
  contributions: {
    'home.columnCard': [
      {
        id: 'bid-node',
        order: 10,
        title: '单项工程指标',
        text: '按工程用途、结构形式与层数检索，查看单方造价、造价构成与技术经济指标。',
        icon: LuBuilding2,
        tint: { bg: '#eaf1fd', fg: '#1456c8' },
        route: bidNodeRoutes.list(),
      },
    ],
    'home.heroShortcut': [
      { id: 'bid-node.browse', order: 10, text: '浏览单项工程指标', icon: LuArrowRight, iconPlacement: 'end', tone: 'light', route: bidNodeRoutes.list() },
    ],
    'home.searchTarget': [{ viewType: 'node', order: 10, route: bidNodeRoutes.list() }],
    'home.recommendation': [
      { moreText: '查看全部单项工程', moreRoute: bidNodeRoutes.list(), visitorNote: '登录后可查看单项工程指标列表，VIP 会员可查看指标详情' },
    ],
  },
});

export { BidNodeApi, CompareStore, DetailStore, ListStore, RangeStore } from './tokens';
/** For tests and tools: loads the implementations without a page. */
export const loadServices = services.load;
