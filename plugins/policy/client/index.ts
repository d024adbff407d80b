import { LuBookOpenText } from 'react-icons/lu';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { manifest } from '../manifest';
import { policyRoutes } from '../shared/routes';
import { PolicyAiStore, PolicyApi, PolicyCatalog, PolicyDetailStore, PolicyListStore } from './tokens';

/**
 * Everything of the plugin is lazy: this entry (on the site's first load) holds the tokens, the
 * routes and the loaders only; the API and the stores come in one chunk with the first page that
 * needs them, each page in its own.
 */
const services = lazyServices('policy', () => import(/* webpackChunkName: "policy-services" */ './services'));
const page = services.withServices;

/** 政策文件: the list with its AI智能检索, and a document's full text. */
export default defineClientPlugin({
  manifest,
  module: services.module((bind) => {
    bind<PolicyApi>(PolicyApi, (m) => m.HttpPolicyApi);
    bind<PolicyCatalog>(PolicyCatalog, (m) => m.MobxPolicyCatalog);
    bind<PolicyListStore>(PolicyListStore, (m) => m.MobxPolicyListStore);
    bind<PolicyAiStore>(PolicyAiStore, (m) => m.MobxPolicyAiStore);
    bind<PolicyDetailStore>(PolicyDetailStore, (m) => m.MobxPolicyDetailStore);
  }),
  routes: [
    { path: policyRoutes.index.pattern, name: 'policy', title: '政策文件', access: 'login', load: page(() => import('./views/ListPage')) },
    {
      path: policyRoutes.detail.pattern,
      name: 'policyDetail',
      title: '政策文件详情',
      access: { right: MembershipRights.vip },
      idParam: 'policyId',
      fallback: policyRoutes.index(),
      load: page(() => import('./views/DetailPage')),
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

export { PolicyAiStore, PolicyApi, PolicyCatalog, PolicyDetailStore, PolicyListStore } from './tokens';
/** For tests and tools: loads the implementations without a page. */
export const loadServices = services.load;
