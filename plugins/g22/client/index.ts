import { LuLayers } from 'react-icons/lu';
import { defineClientPlugin } from '@kernel/client/plugin';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { manifest } from '../manifest';
import { g22Routes } from '../shared/routes';

const page = () => import('./views/ColumnPage');

export default defineClientPlugin({
  manifest,
  routes: [
    { path: g22Routes.index.pattern, title: '22G造价优化', access: 'public', load: page },
    {
      path: g22Routes.detail.pattern,
      name: 'GAreaDetail',
      title: '22G造价优化详情',
      access: { right: MembershipRights.vip },
      idParam: null,
      fallback: g22Routes.index(),
      load: page,
    },
    { path: g22Routes.costManagementDetail.pattern, name: 'CostManagement', title: '造价管控详情', access: 'login', load: page },
  ],
  navTabs: [
    { id: 'g22', path: g22Routes.index(), text: '22G造价优化', order: 70, loginRequired: false, newWindow: true, activeOn: ['/22G'] },
  ],
  contributions: {
    'home.columnCard': [
      {
        id: 'g22',
        order: 70,
        title: '22G造价优化',
        text: '基于 22G 平法图集的构造做法与造价对比，发现钢筋与混凝土的优化空间。',
        icon: LuLayers,
        tint: { bg: '#eef2f7', fg: '#334155' },
        route: g22Routes.index(),
        newWindow: true,
      },
    ],
  },
});
