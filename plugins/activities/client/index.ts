import { ContainerModule } from 'inversify';
import { LuGift } from 'react-icons/lu';
import { defineDialog } from '@kernel/client/dialogs';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';
import { ActivitiesDialogs } from '../shared/dialogs';
import { activitiesRoutes } from '../shared/routes';
import { ActivitiesApi, HubStore } from './hub/tokens';
import { GamesApi, GamesStore } from './games/tokens';

/**
 * The entry (on the site's first load) holds the routes, the dialogs' loaders, the side widget's
 * entry and the 获取权益 way only. The implementations are two lazy chunks: the hub's (sign-in,
 * points, mall) and the games' (draws, cards, gift boxes, quiz, new-user and invite pages); what
 * runs on events (the search's clock-in, the home page's lucky-draw popup) loads on the first event.
 * The hub's four pages share one chunk, the games' three another (the invite page, with its QR code
 * maker, has its own), so the site's chunk map stays small.
 */
const hubServices = lazyServices('activities-hub', () => import(/* webpackChunkName: "activities-hub" */ './hub/services'));
const gamesServices = lazyServices('activities-games', () => import(/* webpackChunkName: "activities-games" */ './games/services'));

const hubModule = hubServices.module((bind) => {
  bind<ActivitiesApi>(ActivitiesApi, (m) => m.HttpActivitiesApi);
  bind<HubStore>(HubStore, (m) => m.MobxHubStore);
});
const gamesModule = gamesServices.module((bind) => {
  bind<GamesApi>(GamesApi, (m) => m.HttpGamesApi);
  bind<GamesStore>(GamesStore, (m) => m.MobxGamesStore);
});

/** The plugin's bindings: both chunks' tokens (each built when its chunk is there). */
export const activitiesModule = new ContainerModule((options) => {
  void hubModule.load(options);
  return gamesModule.load(options);
});

const hubPage = <T>(load: () => Promise<T>) => hubServices.withServices(load);
const gamesPage = <T>(load: () => Promise<T>) => gamesServices.withServices(load);

/** 会员活动. */
export default defineClientPlugin({
  manifest,
  module: activitiesModule,
  routes: [
    { path: activitiesRoutes.hub.pattern, title: '会员活动', access: 'public', load: hubPage(() => import(/* webpackChunkName: "page-activities-hub" */ './hub/views/HubPage')) },
    { path: activitiesRoutes.attendance.pattern, title: '每日签到', access: 'login', load: hubPage(() => import(/* webpackChunkName: "page-activities-hub" */ './hub/views/AttendancePage')) },
    { path: activitiesRoutes.points.pattern, title: '我的积分', access: 'login', load: hubPage(() => import(/* webpackChunkName: "page-activities-hub" */ './hub/views/PointsPage')) },
    { path: activitiesRoutes.mall.pattern, title: '积分商城', access: 'login', load: hubPage(() => import(/* webpackChunkName: "page-activities-hub" */ './hub/views/MallPage')) },
    { path: activitiesRoutes.newUser.pattern, title: '新人专享', access: 'login', load: gamesPage(() => import(/* webpackChunkName: "page-activities-games" */ './games/views/NewUserPage')) },
    { path: activitiesRoutes.invite.pattern, title: '邀请好友', access: 'login', load: gamesPage(() => import(/* webpackChunkName: "page-activities-invite" */ './games/views/InvitePage')) },
    { path: activitiesRoutes.vip.pattern, title: '会员专享活动', access: 'public', load: gamesPage(() => import(/* webpackChunkName: "page-activities-games" */ './games/views/VipActivitiesPage')) },
    { path: activitiesRoutes.luckyDraw.pattern, title: '幸运抽奖', access: 'public', load: gamesPage(() => import(/* webpackChunkName: "page-activities-games" */ './games/views/LuckyDrawPage')) },
  ],
  redirects: [{ from: activitiesRoutes.index.pattern, to: activitiesRoutes.hub() }],
  dialogs: [defineDialog({ id: ActivitiesDialogs.luckyDraw, load: gamesPage(() => import(/* webpackChunkName: "activities-lucky-dialog" */ './games/views/LuckyDrawDialog')) })],
  contributions: {
    // The side widget's 会员活动 (shown while this plugin serves the page).
    'shell.sideEntry': [{ id: 'activities', order: 20, text: '会员活动', icon: LuGift, route: activitiesRoutes.hub() }],
    // 获取权益: points exchanged for VIP days and reports.
    'membership.rightsWay': [
      { id: 'activities', order: 10, title: '参与会员活动', text: '签到、集卡、抽奖赢取积分，兑换会员权益与资料', action: '去看看', icon: LuGift, route: activitiesRoutes.mall() },
    ],
  },
  activate(ctx) {
    // The header search records the day's clock-in (then the new-user info); the home page's
    // lucky-draw popup is offered after a login. Their code loads on the first such event.
    ctx.bus.on('search').subscribe(() => void import(/* webpackChunkName: "activities-events" */ './hub/events').then((m) => m.onSearch(ctx)));
    ctx.bus.on('login').subscribe((event) => void import(/* webpackChunkName: "activities-events" */ './games/events').then((m) => m.onLogin(ctx, event)));
  },
});

export { ActivitiesApi, HubStore } from './hub/tokens';
export { GamesApi, GamesStore } from './games/tokens';
/** For tests and tools: load the implementations without a page. */
export const loadHubServices = hubServices.load;
export const loadGamesServices = gamesServices.load;
