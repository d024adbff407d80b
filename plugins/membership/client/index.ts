import { ContainerModule } from 'inversify';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest, PAGES } from '../manifest';
import { HttpMembershipApi, MembershipApi } from './api';
import { MembershipStore, MobxMembershipStore } from './store';
import { BuyServiceDialogHost, GetRightsDialogHost, NoRightsDialogHost, TrialDialogHost } from './views/hosts';

export const USER_CENTER_PATH = PAGES.userCenter;

/** The plugin's bindings: the API over the kernel's HTTP client and the MobX store. */
export const membershipModule = new ContainerModule(({ bind }) => {
  bind<MembershipApi>(MembershipApi).to(HttpMembershipApi).inSingletonScope();
  bind<MembershipStore>(MembershipStore).to(MobxMembershipStore).inSingletonScope();
});

/**
 * 会员与权益: the trial dialog (申请试用VIP), the no-rights, buy-service and get-rights dialogs
 * (opened by their session flags) and the user centre (会员中心).
 */
export default defineClientPlugin({
  manifest,
  module: membershipModule,
  stores: [MembershipStore],
  routes: [
    {
      path: USER_CENTER_PATH,
      title: '会员中心',
      access: 'login',
      layout: 'usercenter',
      name: 'userCenter',
      load: () => import(/* webpackChunkName: "page-usercenter" */ './views/UserCenterPage'),
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

export { MembershipApi, HttpMembershipApi } from './api';
export { MembershipStore, MobxMembershipStore } from './store';
