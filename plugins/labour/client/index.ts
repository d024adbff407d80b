import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest, PAGES } from '../manifest';

const page = () => import('./views/ColumnPage');

export default defineClientPlugin({
  manifest,
  routes: [
    { path: PAGES.index, title: '劳务分包指数', access: 'login', load: page },
    { path: PAGES.priceLine, name: 'laborSubcontractingPriceLine', title: '劳务价格走势', access: 'login', load: page },
  ],
  navTabs: [
    { id: 'labour', path: '/laborSubcontracting/index', text: '劳务分包指数', order: 40, loginRequired: true, activeOn: ['/laborSubcontracting'] },
  ],
});
