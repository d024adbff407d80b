import { LuListChecks } from 'react-icons/lu';
import { defineClientPlugin } from '@kernel/client/plugin';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { manifest } from '../manifest';
import { unitPriceRoutes } from '../shared/routes';
import { UNIT_PRICE_SEARCH_SCOPE } from '../shared/search';

const page = () => import('./views/ColumnPage');

export default defineClientPlugin({
  manifest,
  routes: [
    { path: unitPriceRoutes.list.pattern, name: 'comprehensiveUnitPriceList', title: '综合单价指标', access: 'login', load: page },
    {
      path: unitPriceRoutes.detail.pattern,
      name: 'comprehensiveUnitPriceDetail',
      title: '综合单价详情',
      access: { right: MembershipRights.vip },
      fallback: unitPriceRoutes.list(),
      load: page,
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
  },
});
