import { ContainerModule } from 'inversify';
import { defineDialog } from '@kernel/client/dialogs';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import { PluginRegistry } from '@kernel/client/plugin-host';
import { manifest } from '../manifest';
import { HOME_SEARCH_SCOPE, HomeDialogs } from '../shared/contributions';
import { homeRoutes } from '../shared/routes';
import { HomeApi, HttpHomeApi } from './api';
import { CompanyApi, CompanyStore } from './company/tokens';
import { resolveAllScope } from './search-scope';
import { HomeStore, MobxHomeStore } from './store';

/** The recommended-company page's API and store: a chunk loaded with that page, never on /home's first load. */
const companyServices = lazyServices('home-company', () => import(/* webpackChunkName: "home-company-services" */ './company/services'));
const companyModule = companyServices.module((bind) => {
  bind<CompanyApi>(CompanyApi, (m) => m.HttpCompanyApi);
  bind<CompanyStore>(CompanyStore, (m) => m.MobxCompanyStore);
});

/** The plugin's bindings: the API over the kernel's HTTP client and the MobX store; the company page's lazy ones. */
export const homeModule = new ContainerModule((options) => {
  options.bind<HomeApi>(HomeApi).to(HttpHomeApi).inSingletonScope();
  options.bind<HomeStore>(HomeStore).to(MobxHomeStore).inSingletonScope();
  return companyModule.load(options);
});

export default defineClientPlugin({
  manifest,
  module: homeModule,
  // Built at activation: it listens for the logins (the popups' calls) from the start.
  stores: [HomeStore],
  routes: [
    { path: homeRoutes.home.pattern, title: '首页', access: 'public', landing: true, load: () => import(/* webpackChunkName: "page-home" */ './views/HomePage') },
    {
      path: homeRoutes.companyDetail.pattern,
      title: '企业详情',
      access: 'public',
      load: companyServices.withServices(() => import(/* webpackChunkName: "page-company" */ './views/company/CompanyPage')),
    },
  ],
  navTabs: [{ id: 'home', path: homeRoutes.home(), text: '首页', order: 0, loginRequired: false }],
  searchScopes: [
    {
      scope: HOME_SEARCH_SCOPE,
      label: '全部',
      placeholder: '请输入关键词',
      order: 0,
      // The same resolution as the hero search (HomeStore.search).
      resolve: (keyword, { get }) => resolveAllScope(get<HomeApi>(HomeApi), get<PluginRegistry>(PluginRegistry), keyword),
    },
  ],
  // The popups' code is downloaded when one of them is first shown.
  dialogs: [
    defineDialog({ id: HomeDialogs.recruitPrompt, load: () => import(/* webpackChunkName: "home-popups" */ './views/popups/RecruitPrompt') }),
    defineDialog({ id: HomeDialogs.dataNotice, load: () => import(/* webpackChunkName: "home-popups" */ './views/popups/DataNotice') }),
    defineDialog({ id: HomeDialogs.playback, load: () => import(/* webpackChunkName: "home-playback" */ './views/popups/PlaybackDialog') }),
  ],
});

export { HomeApi, HttpHomeApi } from './api';
export { HomeStore, MobxHomeStore } from './store';
export { CompanyApi, CompanyStore } from './company/tokens';
/** For tests: loads the company page's implementations without the page. */
export const loadCompanyServices = companyServices.load;
