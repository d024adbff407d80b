import { LuBookOpenText } from 'react-icons/lu';
import { defineClientPlugin } from '@kernel/client/plugin';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { manifest } from '../manifest';
import { policyRoutes } from '../shared/routes';

const page = () => import('./views/ColumnPage');

export default defineClientPlugin({
  manifest,
  routes: [
    { path: policyRoutes.index.pattern, name: 'policy', title: '政策文件', access: 'login', load: page },
    {
      path: policyRoutes.detail.pattern,
      name: 'policyDetail',
      title: '政策文件详情',
      access: { right: MembershipRights.vip },
      idParam: 'policyId',
      fallback: policyRoutes.index(),
      load: page,
    },
  ],
  navTabs: [{ id: 'policy', path: policyRoutes.index(), text: '政策文件', order: 50, loginRequired: true, activeOn: ['/policy'] }],
  contributions: {
    'home.columnCard': [
      {
        id: 'policy',
        order: 50,
        title: '政策文件',
        text: '汇集各地造价主管部门发布的计价依据、价格调整与管理文件，支持智能检索。',
        icon: LuBookOpenText,
        tint: { bg: '#f1edfd', fg: '#6d4bd1' },
        route: policyRoutes.index(),
      },
    ],
    'home.searchTarget': [{ viewType: 'policy', order: 30, route: policyRoutes.index() }],
  },
});
