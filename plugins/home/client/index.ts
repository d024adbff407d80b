import { ContainerModule } from 'inversify';
import { defineDialog } from '@kernel/client/dialogs';
import { defineClientPlugin } from '@kernel/client/plugin';
import { PluginRegistry } from '@kernel/client/plugin-host';
import { manifest } from '../manifest';
import { HOME_SEARCH_SCOPE, HomeDialogs } from '../shared/contributions';
import { homeRoutes } from '../shared/routes';
import { HomeApi, HttpHomeApi } from './api';
import { resolveAllScope } from './search-scope';
import { HomeStore, MobxHomeStore } from './store';

/** The plugin's bindings: the API over the kernel's HTTP client and the MobX store. */
export const homeModule = new ContainerModule(({ bind }) => {
  bind<HomeApi>(HomeApi).to(HttpHomeApi).inSingletonScope();
  bind<HomeStore>(HomeStore).to(MobxHomeStore).inSingletonScope();
});

export default defineClientPlugin({
  manifest,
  module: homeModule,
  // Built at activation: it listens for the logins (the popups' calls) from the start.
  stores: [HomeStore],
  routes: [{ path: homeRoutes.home.pattern, title: '首页', access: 'public', landing: true, load: () => import(/* webpackChunkName: "page-home" */ './views/HomePage') }],
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
