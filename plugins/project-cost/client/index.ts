import { LuChartPie } from 'react-icons/lu';
import { defineDialog } from '@kernel/client/dialogs';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';
import { ProjectCostDialogs } from '../shared/dialogs';
import { projectCostRoutes } from '../shared/routes';
import { ProjectCostApi, ProjectCostDetailStore, ProjectCostListStore } from './tokens';

/**
 * The implementations (the API over the kernel's HTTP client, cost gateway, and the MobX stores)
 * live in one lazy chunk loaded with the pages and the dialog; the container builds each from its
 * class once it is there.
 */
const services = lazyServices('project-cost', () => import(/* webpackChunkName: "project-cost-services" */ './services'));

export const projectCostModule = services.module((bind) => {
  bind<ProjectCostApi>(ProjectCostApi, (m) => m.HttpProjectCostApi);
  bind<ProjectCostListStore>(ProjectCostListStore, (m) => m.MobxProjectCostListStore);
  bind<ProjectCostDetailStore>(ProjectCostDetailStore, (m) => m.MobxProjectCostDetailStore);
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
      load: services.withServices(() => import(/* webpackChunkName: "page-project-cost" */ './views/ListPage')),
    },
    {
      path: projectCostRoutes.detail.pattern,
      name: 'projectCostDetail',
      title: '项目造价指标详情',
      access: 'login',
      load: services.withServices(() => import(/* webpackChunkName: "page-project-cost-detail" */ './views/DetailPage')),
    },
  ],
  navTabs: [
    { id: 'project-cost', path: projectCostRoutes.list.pattern, text: '项目造价指标', badge: '最新', order: 20, loginRequired: true, activeOn: ['/projectCost'] },
  ],
  contributions: {
    'home.columnCard': [
      {
        id: 'project-cost',
        order: 20,
        title: '项目造价指标',
        text: '建设项目整体造价水平与各专业工程占比，支持多项目横向对比。',
        icon: LuChartPie,
        tint: { bg: '#fff7e8', fg: '#dd8b0c' },
        route: projectCostRoutes.list(),
        badge: '最新',
      },
    ],
  },
  dialogs: [
    defineDialog({
      id: ProjectCostDialogs.noDataFeedback,
      load: services.withServices(() => import(/* webpackChunkName: "project-cost-feedback" */ './views/NoDataFeedbackDialog')),
    }),
  ],
});

export { ProjectCostApi, ProjectCostListStore, ProjectCostDetailStore } from './tokens';
/** For tests and tools: loads the implementations without a page. */
export const loadServices = services.load;
