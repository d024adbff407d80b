import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';
import { materialPriceRoutes } from '../shared/routes';
import { MaterialPriceApi, MaterialPriceStore } from './tokens';

/**
 * The API and the store (with their @inject constructors) live in one lazy chunk loaded with the
 * page; the container builds each from its class once it is there. This entry is in the site's first
 * load: routes and one hero shortcut only.
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
      access: 'login',
      load: services.withServices(() => import('./views/MaterialPricePage')),
    },
  ],
  contributions: {
    // A button of the home hero's 平台概况 card (a visitor is asked to log in first).
    'home.heroShortcut': [{ id: 'material-price.browse', order: 15, text: '查询材料价格', tone: 'outline', route: materialPriceRoutes.index() }],
  },
});

export { MaterialPriceApi, MaterialPriceStore } from './tokens';
/** For tests and tools: loads the implementations without a page. */
export const loadServices = services.load;
