import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest, PAGES } from '../manifest';
import { MembershipRights } from '@plugins/membership/shared/rights';

const page = () => import('./views/ColumnPage');

export default defineClientPlugin({
  manifest,
  routes: [
    { path: PAGES.index, name: 'policy', title: '政策文件', access: 'login', load: page },
    { path: PAGES.detail, name: 'policyDetail', title: '政策文件详情', access: { right: MembershipRights.vip }, idParam: 'policyId', fallback: '/policy/index', load: page },
  ],
  navTabs: [{ id: 'policy', path: '/policy/index', text: '政策文件', order: 50, loginRequired: true, activeOn: ['/policy'] }],
});
