import { LuHardHat } from 'react-icons/lu';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';
import { labourRoutes } from '../shared/routes';

const page = () => import('./views/ColumnPage');

export default defineClientPlugin({
  manifest,
  routes: [
    { path: labourRoutes.index.pattern, title: '劳务分包指数', access: 'login', load: page },
    { path: labourRoutes.priceLine.pattern, name: 'laborSubcontractingPriceLine', title: '劳务价格走势', access: 'login', load: page },
  ],
  navTabs: [
    { id: 'labour', path: labourRoutes.index(), text: '劳务分包指数', order: 40, loginRequired: true, activeOn: ['/laborSubcontracting'] },
  ],
  contributions: {
    'home.columnCard': [
      {
        id: 'labour',
        order: 40,
        title: '劳务分包指数',
        text: '各地区主要工种的劳务分包单价与价格走势，辅助分包询价与成本测算。',
        icon: LuHardHat,
        tint: { bg: '#fdeeee', fg: '#c2410c' },
        route: labourRoutes.index(),
      },
    ],
  },
});
