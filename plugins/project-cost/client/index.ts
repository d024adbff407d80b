import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';

const page = () => import('./views/ColumnPage');

export default defineClientPlugin({
  manifest,
  routes: [
    { path: '/projectCost/index', title: '项目造价指标', access: 'login', load: page },
    { path: '/projectCost/detail/:id', name: 'projectCostDetail', title: '项目造价指标详情', access: 'login', load: page },
  ],
  navTabs: [
    { id: 'project-cost', path: '/projectCost/index', text: '项目造价指标', badge: '最新', order: 20, loginRequired: true, activeOn: ['/projectCost'] },
  ],
});
