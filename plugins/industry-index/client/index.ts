import { LuChartLine } from 'react-icons/lu';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';
import { industryIndexRoutes } from '../shared/routes';

export default defineClientPlugin({
  manifest,
  routes: [{ path: industryIndexRoutes.index.pattern, title: '行业管理指数', access: 'login', load: () => import('./views/ColumnPage') }],
  navTabs: [
    { id: 'industry-index', path: industryIndexRoutes.index(), text: '行业管理指数', order: 60, loginRequired: true, activeOn: ['/industry-index'] },
  ],
  contributions: {
    'home.columnCard': [
      {
        id: 'industry-index',
        order: 60,
        title: '行业管理指数',
        text: '建筑业产值、固定资产投资等行业统计数据，按地区与年份查看。',
        icon: LuChartLine,
        tint: { bg: '#e9f6fb', fg: '#0e7490' },
        route: industryIndexRoutes.index(),
      },
    ],
  },
});
