import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';

export default defineClientPlugin({
  manifest,
  routes: [{ path: '/home', title: '首页', access: 'public', load: () => import(/* webpackChunkName: "page-home" */ './views/HomePage') }],
  navTabs: [{ id: 'home', path: '/home', text: '首页', order: 0, loginRequired: false }],
  searchScopes: [{ scope: 'all', label: '全部', placeholder: '请输入关键词', order: 0 }],
});
