import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest, PAGES } from '../manifest';

export default defineClientPlugin({
  manifest,
  routes: [{ path: PAGES.index, title: '行业管理指数', access: 'login', load: () => import('./views/ColumnPage') }],
  navTabs: [
    { id: 'industry-index', path: '/industry-index/index', text: '行业管理指数', order: 60, loginRequired: true, activeOn: ['/industry-index'] },
  ],
});
