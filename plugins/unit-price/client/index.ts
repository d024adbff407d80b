import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest, PAGES } from '../manifest';
import { MembershipRights } from '@plugins/membership/shared/rights';

const page = () => import('./views/ColumnPage');

export default defineClientPlugin({
  manifest,
  routes: [
    { path: PAGES.list, name: 'comprehensiveUnitPriceList', title: '综合单价指标', access: 'login', load: page },
    {
      path: PAGES.detail,
      name: 'comprehensiveUnitPriceDetail',
      title: '综合单价详情',
      access: { right: MembershipRights.vip },
      fallback: '/comprehensiveUnitPrice/index',
      load: page,
    },
  ],
  navTabs: [
    { id: 'unit-price', path: '/comprehensiveUnitPrice/index', text: '综合单价指标', order: 30, loginRequired: true, activeOn: ['/comprehensiveUnitPrice'] },
  ],
  searchScopes: [
    { scope: 'unitPrice', label: '综合单价指标', placeholder: '请输入清单编码或特征关键词', order: 20, route: '/comprehensiveUnitPrice/index' },
  ],
});
