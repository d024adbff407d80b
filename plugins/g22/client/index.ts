import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest, PAGES } from '../manifest';
import { MembershipRights } from '@plugins/membership/shared/rights';

const page = () => import('./views/ColumnPage');

export default defineClientPlugin({
  manifest,
  routes: [
    { path: PAGES.index, title: '22G造价优化', access: 'public', load: page },
    { path: PAGES.detail, name: 'GAreaDetail', title: '22G造价优化详情', access: { right: MembershipRights.vip }, idParam: null, fallback: '/22G/index', load: page },
    { path: PAGES.costManagementDetail, name: 'CostManagement', title: '造价管控详情', access: 'login', load: page },
  ],
  navTabs: [
    { id: 'g22', path: '/22G/index', text: '22G造价优化', order: 70, loginRequired: false, newWindow: true, activeOn: ['/22G'] },
  ],
});
