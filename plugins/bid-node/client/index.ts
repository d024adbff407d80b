import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';

const page = () => import('./views/ColumnPage');

export default defineClientPlugin({
  manifest,
  routes: [
    { path: '/commonproj/index', name: 'commonProjList', title: '单项工程指标', access: 'login', load: page },
    { path: '/commonproj/detail/:id', name: 'commonProjDetail', title: '单项工程指标详情', access: 'vip', fallback: '/commonproj/index', load: page },
    { path: '/commonproj/indexRange', name: 'commonProjIndexRange', title: '指标区间', access: 'vip', idParam: null, fallback: '/commonproj/index', load: page },
  ],
  navTabs: [{ id: 'bid-node', path: '/commonproj/index', text: '单项工程指标', order: 10, loginRequired: true, activeOn: ['/commonproj'] }],
  searchScopes: [
    { scope: 'project', label: '单项工程指标', placeholder: '请输入工程用途、结构形式或层数', order: 10, route: '/commonproj/index' },
  ],
});
