import { LuHardHat } from 'react-icons/lu';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import type {} from '@plugins/bid-node/shared/contributions';
import { manifest } from '../manifest';
import { labourRoutes } from '../shared/routes';
import { LabourApi, LabourCatalog, LabourIndexStore, LabourLineStore, SubcontractStore } from './tokens';

/**
 * Everything of the plugin is lazy: this entry (on the site's first load) holds the tokens, the
 * routes and the loaders only; the API and the stores come in one chunk with the first page or
 * section that needs them, each page and the single-project section in its own.
 */
const services = lazyServices('labour', () => import(/* webpackChunkName: "labour-services" */ './services'));
const page = services.withServices;

/** 劳务分包指数: the index by region and trade, a line's price trend, and the single project's 劳务分包 section. */
export default defineClientPlugin({
  manifest,
  module: services.module((bind) => {
    bind<LabourApi>(LabourApi, (m) => m.HttpLabourApi);
    bind<LabourCatalog>(LabourCatalog, (m) => m.MobxLabourCatalog);
    bind<LabourIndexStore>(LabourIndexStore, (m) => m.MobxLabourIndexStore);
    bind<LabourLineStore>(LabourLineStore, (m) => m.MobxLabourLineStore);
    bind<SubcontractStore>(SubcontractStore, (m) => m.MobxSubcontractStore);
  }),
  routes: [
    { path: labourRoutes.index.pattern, title: '劳务分包指数', access: 'login', load: page(() => import('./views/IndexPage')) },
    {
      path: labourRoutes.priceLine.pattern,
      name: 'laborSubcontractingPriceLine',
      title: '劳务价格走势',
      access: 'login',
      load: page(() => import('./views/PriceLinePage')),
    },
  ],
  navTabs: [
    // data-guide="labor-tab" is set by the shell from the tab id (the guide's first step).
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
    'bid-node.detailSection': [{ id: 'labour.subcontract', order: 20, load: page(() => import('./views/SubcontractSection')) }],
  },
});

export { LabourApi, LabourCatalog, LabourIndexStore, LabourLineStore, SubcontractStore } from './tokens';
/** For tests and tools: loads the implementations without a page. */
export const loadServices = services.load;
