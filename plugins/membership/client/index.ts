import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { LuCrown, LuUserRound } from 'react-icons/lu';
import { defineDialog, DialogService } from '@kernel/client/dialogs';
import { EventBus } from '@kernel/client/event-bus';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import { Rights, RightsProvider } from '@kernel/client/rights';
import { SessionStore } from '@kernel/client/session-store';
import { manifest } from '../manifest';
import { MembershipDialogs } from '../shared/dialogs';
import { membershipStatus } from '../shared/member';
import { MembershipRights } from '../shared/rights';
import { membershipRoutes } from '../shared/routes';
import type { MembershipApi as MembershipApiType } from './api';
import { MembershipRightsProvider } from './rights-provider';
import type { MembershipStore as MembershipStoreType } from './store';
import { MembershipApi, MembershipStore } from './tokens';

/**
 * The plugin's API and store live in a lazy chunk (services.ts), loaded with the user centre or the
 * first dialog; the site's first load carries only the tokens, the rights provider and this entry.
 */
const services = lazyServices('membership', () => import(/* webpackChunkName: "membership-services" */ './services'));

const lazyModule = services.module((bind) => {
  bind<MembershipApiType>(MembershipApi, (m) => m.HttpMembershipApi);
  bind<MembershipStoreType>(MembershipStore, (m) => m.MobxMembershipStore);
});

/** The plugin's bindings: the kernel's RightsProvider (vip, singleProjectVip, unitPriceVip, projectCostVip, m2) and the lazy services. */
export const membershipModule = new ContainerModule((options) => {
  options.bind<RightsProvider>(RightsProvider).to(MembershipRightsProvider).inSingletonScope();
  return lazyModule.load(options);
});

type Get = <T>(id: ServiceIdentifier<T>) => T;

/** Opens the trial dialog, or the login dialog for a visitor (the 申请试用VIP buttons). */
function openTrial(get: Get): void {
  if (!get<SessionStore>(SessionStore).isLogin) get<EventBus>(EventBus).emit('openLogin', {});
  else get<DialogService>(DialogService).open(MembershipDialogs.trial);
}

const isVip = (get: Get) => get<Rights>(Rights).has(MembershipRights.vip);

/**
 * 会员与权益: the rights of the logged-in user (the kernel's RightsProvider), the trial dialog
 * (申请试用VIP), the no-rights, buy-service and get-rights dialogs (DialogService ids in
 * `MembershipDialogs`), the user centre (会员中心), its user-menu entry and the VIP badge, and the
 * home hero's VIP buttons.
 */
export default defineClientPlugin({
  manifest,
  module: membershipModule,
  routes: [
    {
      path: membershipRoutes.userCenter.pattern,
      title: '会员中心',
      access: 'login',
      layout: 'usercenter',
      name: 'userCenter',
      load: services.withServices(() => import(/* webpackChunkName: "page-usercenter" */ './views/UserCenterPage')),
    },
  ],
  redirects: [{ from: membershipRoutes.userCenterShort.pattern, to: membershipRoutes.userCenter() }],
  dialogs: [
    defineDialog({
      id: MembershipDialogs.trial,
      load: services.withServices(() => import(/* webpackChunkName: "membership-trial" */ './views/TrialDialog')),
    }),
    defineDialog({
      id: MembershipDialogs.noRights,
      load: services.withServices(() => import(/* webpackChunkName: "membership-dialogs" */ './views/RightsDialogs').then((m) => ({ default: m.NoRightsDialog }))),
    }),
    defineDialog({
      id: MembershipDialogs.buyService,
      load: async () => ({ default: (await import(/* webpackChunkName: "membership-dialogs" */ './views/RightsDialogs')).BuyServiceDialog }),
    }),
    defineDialog({
      id: MembershipDialogs.getRights,
      load: services.withServices(() => import(/* webpackChunkName: "membership-dialogs" */ './views/RightsDialogs').then((m) => ({ default: m.GetRightsDialog }))),
    }),
  ],
  contributions: {
    'shell.userMenu': [{ id: 'membership.center', order: 10, text: '个人中心', icon: LuUserRound, route: membershipRoutes.userCenter() }],
    'shell.userBadge': [
      {
        id: 'membership.vip',
        order: 10,
        text: ({ get }) => {
          if (!isVip(get)) return null;
          return membershipStatus(get<SessionStore>(SessionStore).user).trial ? '试用VIP' : 'VIP会员';
        },
      },
    ],
    'home.heroShortcut': [
      { id: 'membership.trial', order: 20, text: '申请试用VIP', icon: LuCrown, tone: 'accent', when: ({ get }) => !isVip(get), run: ({ get }) => openTrial(get) },
      { id: 'membership.center', order: 20, text: '进入会员中心', icon: LuCrown, tone: 'outline', when: ({ get }) => isVip(get), route: membershipRoutes.userCenter() },
    ],
  },
});

export { MembershipApi, MembershipStore } from './tokens';
