import { ContainerModule } from 'inversify';
import type { ComponentType } from 'react';
import { HttpClient } from '@kernel/client/http-client';
import { Navigator } from '@kernel/client/navigator';
import { defineClientPlugin } from '@kernel/client/plugin';
import { Notifier } from '@kernel/client/ui-store';
import { manifest } from '../manifest';
import { bidNodeRoutes } from '../shared/routes';
import type { BidNodeApi as BidNodeApiType } from './api';
import type { CompareStore as CompareStoreType } from './compare-store';
import type { DetailStore as DetailStoreType } from './detail-store';
import type { ListStore as ListStoreType } from './list-store';
import type { RangeStore as RangeStoreType } from './range-store';
import { BidNodeApi, CompareStore, DetailStore, ListStore, RangeStore } from './tokens';
import { MembershipRights } from '@plugins/membership/shared/rights';

type Services = typeof import('./services');
let services: Services | null = null;

/** Loads the implementations (the API and the stores) once; every page waits for them. */
function loadServices(): Promise<Services> {
  return services ? Promise.resolve(services) : import(/* webpackChunkName: "bid-node-services" */ './services').then((m) => (services = m));
}

function loaded(): Services {
  if (!services) throw new Error('bid-node services are used before their chunk was loaded');
  return services;
}

/** A page together with the plugin's services (loaded in parallel). */
function page(load: () => Promise<{ default: ComponentType<any> }>) {
  return () => Promise.all([loadServices(), load()]).then(([, m]) => m);
}

/**
 * The plugin's bindings. The classes (with their @inject constructors) live in the pages' lazy
 * chunk; the container builds each singleton on first use, which is always inside a page, after
 * `page()` has loaded them. Constructor arguments follow the classes' @inject lists.
 */
export const bidNodeModule = new ContainerModule(({ bind }) => {
  bind<BidNodeApiType>(BidNodeApi)
    .toDynamicValue((ctx) => new (loaded().HttpBidNodeApi)(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
  bind<ListStoreType>(ListStore)
    .toDynamicValue((ctx) => new (loaded().MobxListStore)(ctx.get<BidNodeApiType>(BidNodeApi), ctx.get<Navigator>(Navigator), ctx.get<Notifier>(Notifier)))
    .inSingletonScope();
  bind<DetailStoreType>(DetailStore)
    .toDynamicValue((ctx) => new (loaded().MobxDetailStore)(ctx.get<BidNodeApiType>(BidNodeApi), ctx.get<Notifier>(Notifier)))
    .inSingletonScope();
  bind<RangeStoreType>(RangeStore)
    .toDynamicValue((ctx) => new (loaded().MobxRangeStore)(ctx.get<BidNodeApiType>(BidNodeApi)))
    .inSingletonScope();
  bind<CompareStoreType>(CompareStore)
    .toDynamicValue((ctx) => new (loaded().MobxCompareStore)(ctx.get<BidNodeApiType>(BidNodeApi)))
    .inSingletonScope();
});

export const LIST_ROUTE = bidNodeRoutes.list.pattern;

/** 单项工程指标: the list with filters, the detail, the indicator range and the comparison. */
export default defineClientPlugin({
  manifest,
  module: bidNodeModule,
  routes: [
    { path: LIST_ROUTE, name: 'commonProjList', title: '单项工程指标', access: 'login', load: page(() => import('./views/ListPage')) },
    {
      path: bidNodeRoutes.detail.pattern,
      name: 'commonProjDetail',
      title: '单项工程指标详情',
      access: { right: MembershipRights.vip },
      fallback: LIST_ROUTE,
      load: page(() => import('./views/DetailPage')),
    },
    {
      path: bidNodeRoutes.indexRange.pattern,
      name: 'commonProjIndexRange',
      title: '指标区间',
      access: { right: MembershipRights.vip },
      idParam: null,
      fallback: LIST_ROUTE,
      load: page(() => import('./views/RangePage')),
    },
    {
      path: bidNodeRoutes.compare.pattern,
      name: 'commonProjCompare',
      title: '单项工程对比',
      access: { right: MembershipRights.vip },
      idParam: null,
      fallback: LIST_ROUTE,
      load: page(() => import('./views/ComparePage')),
    },
  ],
  navTabs: [{ id: 'bid-node', path: LIST_ROUTE, text: '单项工程指标', order: 10, loginRequired: true, activeOn: ['/commonproj'] }],
  searchScopes: [
    { scope: 'project', label: '单项工程指标', placeholder: '请输入工程用途、结构形式或层数', order: 10, route: LIST_ROUTE },
  ],
});

export { BidNodeApi, CompareStore, DetailStore, ListStore, RangeStore } from './tokens';
/** For tests and tools: loads the implementations without a page. */
export { loadServices };
