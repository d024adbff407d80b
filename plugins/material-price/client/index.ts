import { LuLayoutGrid } from 'react-icons/lu';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';
import { materialPriceRoutes } from '../shared/routes';
import { MaterialPriceApi, MaterialPriceStore } from './tokens';

/**
 * The API and the store (with their @inject constructors) live in one lazy chunk loaded with the
 * first page; the container builds each from its class once it is there.
 */
const services = lazyServices('material-price', () => import(/* webpackChunkName: "material-price-services" */ './services'));

export const materialPriceModule = services.module((bind) => {
  bind<MaterialPriceApi>(MaterialPriceApi, (m) => m.HttpMaterialPriceApi);
  bind<MaterialPriceStore>(MaterialPriceStore, (m) => m.MobxMaterialPriceStore);
});

/** 材料价格. */
export default defineClientPlugin({
  manifest,
  module: materialPriceModule,
  routes: [
    {
      path: materialPriceRoutes.index.pattern,
      title: '材料价格',
      access: 'public',
      load: services.withServices(() => import('./views/MaterialPricePage')),
    },
  ],
  contributions: {
    // The plugin's card among the home page's columns (shown while the home plugin is enabled).
    'home.columnCard': [
      {
        id: 'material-price',
        order: 500,
        title: '材料价格',
        text: '材料价格：按关键词检索条目。',
        icon: LuLayoutGrid,
        tint: { bg: '#eaf1fd', fg: '#1456c8' },
        route: materialPriceRoutes.index(),
      },
    ],
  },
});

export { MaterialPriceApi, MaterialPriceStore } from './tokens';
/** For tests and tools: loads the implementations without a page. */
export const loadServices = services.load;
