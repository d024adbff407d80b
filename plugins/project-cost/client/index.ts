import { ContainerModule } from 'inversify';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest, PAGES } from '../manifest';
import { HttpProjectCostApi, ProjectCostApi } from './api';
import { MobxProjectCostDetailStore, ProjectCostDetailStore } from './detail-store';
import { MobxProjectCostListStore, ProjectCostListStore } from './list-store';
import { NoDataFeedbackHost } from './views/NoDataFeedbackHost';

/** The plugin's bindings: the API over the kernel's HTTP client (cost gateway) and the MobX stores. */
export const projectCostModule = new ContainerModule(({ bind }) => {
  bind<ProjectCostApi>(ProjectCostApi).to(HttpProjectCostApi).inSingletonScope();
  bind<ProjectCostListStore>(ProjectCostListStore).to(MobxProjectCostListStore).inSingletonScope();
  bind<ProjectCostDetailStore>(ProjectCostDetailStore).to(MobxProjectCostDetailStore).inSingletonScope();
});

/** 项目造价指标: the list (/projectCost/index), the project detail and the no-data feedback dialog. */
export default defineClientPlugin({
  manifest,
  module: projectCostModule,
  stores: [ProjectCostListStore, ProjectCostDetailStore],
  routes: [
    {
      path: PAGES.list,
      title: '项目造价指标',
      access: 'login',
      load: () => import(/* webpackChunkName: "page-project-cost" */ './views/ListPage'),
    },
    {
      path: PAGES.detail,
      name: 'projectCostDetail',
      title: '项目造价指标详情',
      access: 'login',
      load: () => import(/* webpackChunkName: "page-project-cost-detail" */ './views/DetailPage'),
    },
  ],
  navTabs: [
    { id: 'project-cost', path: '/projectCost/index', text: '项目造价指标', badge: '最新', order: 20, loginRequired: true, activeOn: ['/projectCost'] },
  ],
  slots: [{ slot: 'popup', id: 'project-cost-no-data-feedback', order: 30, component: NoDataFeedbackHost }],
});

export { ProjectCostApi, HttpProjectCostApi } from './api';
export { ProjectCostListStore, MobxProjectCostListStore } from './list-store';
export { ProjectCostDetailStore, MobxProjectCostDetailStore } from './detail-store';
