import { ContainerModule } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import { defineClientPlugin } from '@kernel/client/plugin';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';
import { manifest } from '../manifest';
import { projectCostRoutes } from '../shared/routes';
import type { ProjectCostApi as ProjectCostApiType } from './api';
import type { ProjectCostDetailStore as DetailStoreType } from './detail-store';
import { loadedServices, withServices } from './lazy-services';
import type { ProjectCostListStore as ListStoreType } from './list-store';
import { ProjectCostApi, ProjectCostDetailStore, ProjectCostListStore } from './tokens';
import { NoDataFeedbackHost } from './views/NoDataFeedbackHost';

/**
 * The plugin's bindings: the API over the kernel's HTTP client (cost gateway) and the MobX stores.
 * The classes (with their @inject constructors) live in a lazy chunk; the container builds each
 * singleton on first use, which is always inside a page or the dialog, after `withServices` has
 * loaded them. Constructor arguments follow the classes' @inject lists.
 */
export const projectCostModule = new ContainerModule(({ bind }) => {
  bind<ProjectCostApiType>(ProjectCostApi)
    .toDynamicValue((ctx) => new (loadedServices().HttpProjectCostApi)(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
  bind<ListStoreType>(ProjectCostListStore)
    .toDynamicValue(
      (ctx) =>
        new (loadedServices().MobxProjectCostListStore)(
          ctx.get<ProjectCostApiType>(ProjectCostApi),
          ctx.get<SessionStore>(SessionStore),
          ctx.get<Notifier>(Notifier),
        ),
    )
    .inSingletonScope();
  bind<DetailStoreType>(ProjectCostDetailStore)
    .toDynamicValue(
      (ctx) => new (loadedServices().MobxProjectCostDetailStore)(ctx.get<ProjectCostApiType>(ProjectCostApi), ctx.get<SessionStore>(SessionStore)),
    )
    .inSingletonScope();
});

/** 项目造价指标: the list (/projectCost/index), the project detail and the no-data feedback dialog. */
export default defineClientPlugin({
  manifest,
  module: projectCostModule,
  routes: [
    {
      path: projectCostRoutes.list.pattern,
      title: '项目造价指标',
      access: 'login',
      load: withServices(() => import(/* webpackChunkName: "page-project-cost" */ './views/ListPage')),
    },
    {
      path: projectCostRoutes.detail.pattern,
      name: 'projectCostDetail',
      title: '项目造价指标详情',
      access: 'login',
      load: withServices(() => import(/* webpackChunkName: "page-project-cost-detail" */ './views/DetailPage')),
    },
  ],
  navTabs: [
    { id: 'project-cost', path: projectCostRoutes.list.pattern, text: '项目造价指标', badge: '最新', order: 20, loginRequired: true, activeOn: ['/projectCost'] },
  ],
  slots: [{ slot: 'popup', id: 'project-cost-no-data-feedback', order: 30, component: NoDataFeedbackHost }],
});

export { ProjectCostApi, ProjectCostListStore, ProjectCostDetailStore } from './tokens';
