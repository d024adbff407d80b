import { ContainerModule } from 'inversify';
import { RightsProvider } from '@kernel/client/rights';
import { EventBus } from '@kernel/client/event-bus';
import { HttpClient } from '@kernel/client/http-client';
import { Navigator } from '@kernel/client/navigator';
import { defineClientPlugin } from '@kernel/client/plugin';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';
import { manifest, PAGES } from '../manifest';
import type { MembershipApi as MembershipApiType } from './api';
import { loadedServices, withServices } from './lazy-services';
import type { MembershipStore as MembershipStoreType } from './store';
import { MembershipRightsProvider } from './rights-provider';
import { MembershipApi, MembershipStore } from './tokens';
import { BuyServiceDialogHost, GetRightsDialogHost, NoRightsDialogHost, TrialDialogHost } from './views/hosts';

export const USER_CENTER_PATH = PAGES.userCenter;

/**
 * The plugin's bindings: the API over the kernel's HTTP client and the MobX store. The classes
 * (with their @inject constructors) live in a lazy chunk; the container builds each singleton on
 * first use, which is always inside the user centre or a dialog, after `withServices` has loaded
 * them. Constructor arguments follow the classes' @inject lists.
 */
export const membershipModule = new ContainerModule(({ bind }) => {
  bind<RightsProvider>(RightsProvider).to(MembershipRightsProvider).inSingletonScope();
  bind<MembershipApiType>(MembershipApi)
    .toDynamicValue((ctx) => new (loadedServices().HttpMembershipApi)(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
  bind<MembershipStoreType>(MembershipStore)
    .toDynamicValue(
      (ctx) =>
        new (loadedServices().MobxMembershipStore)(
          ctx.get<MembershipApiType>(MembershipApi),
          ctx.get<SessionStore>(SessionStore),
          ctx.get<EventBus>(EventBus),
          ctx.get<Notifier>(Notifier),
          ctx.get<Navigator>(Navigator),
        ),
    )
    .inSingletonScope();
});

/**
 * 会员与权益: the trial dialog (申请试用VIP), the no-rights, buy-service and get-rights dialogs
 * (opened by their session flags) and the user centre (会员中心).
 */
export default defineClientPlugin({
  manifest,
  module: membershipModule,
  routes: [
    {
      path: USER_CENTER_PATH,
      title: '会员中心',
      access: 'login',
      layout: 'usercenter',
      name: 'userCenter',
      load: withServices(() => import(/* webpackChunkName: "page-usercenter" */ './views/UserCenterPage')),
    },
  ],
  redirects: [{ from: PAGES.userCenterShort, to: USER_CENTER_PATH }],
  slots: [
    { slot: 'popup', id: 'membership-trial', order: 10, component: TrialDialogHost },
    { slot: 'popup', id: 'membership-no-rights', order: 11, component: NoRightsDialogHost },
    { slot: 'popup', id: 'membership-buy-service', order: 12, component: BuyServiceDialogHost },
    { slot: 'popup', id: 'membership-get-rights', order: 13, component: GetRightsDialogHost },
  ],
});

export { MembershipApi, MembershipStore } from './tokens';
