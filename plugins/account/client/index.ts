import { createElement, lazy, Suspense } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { defineDialog } from '@kernel/client/dialogs';
import { defineClientPlugin } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import type { CaptchaEvent } from '@kernel/core/events';
import type { UserInfo } from '@kernel/core/session';
import type {} from '@plugins/membership/shared/contract';
import { manifest } from '../manifest';
import { AccountDialogs } from '../shared/dialogs';
import { accountRoutes } from '../shared/routes';
import { AccountStore } from './account-store';
import { CaptchaLoader } from './captcha-store';
import { accountModule, multiLoginChunk } from './module';
import { MultiLoginLoader } from './multi-login-token';

// The watermark shows only while logged in: its code downloads with the login, not with the site.
const Watermark = lazy(() => import(/* webpackChunkName: "account-watermark" */ './views/Watermark'));
const WatermarkHost = observer(function WatermarkHost() {
  const session = useService<SessionStore>(SessionStore);
  return session.isLogin ? createElement(Suspense, { fallback: null }, createElement(Watermark)) : null;
});

// The captcha and multi-login dialogs share one chunk.
const securityDialogs = () => import(/* webpackChunkName: "account-dialogs" */ './views/dialogs');

export { AccountStore, type LoginTab } from './account-store';
export { CaptchaLoader, CaptchaStore } from './captcha-store';
export { MultiLoginLoader, MultiLoginStore } from './multi-login-token';
export { AccountApi } from './account-api';

export default defineClientPlugin({
  manifest,
  module: accountModule,
  stores: [AccountStore],
  routes: [
    {
      path: accountRoutes.qrConfirm.pattern,
      title: '扫码登录确认',
      access: 'login',
      load: () => import(/* webpackChunkName: "page-qr-confirm" */ './views/QrConfirmPage'),
    },
    {
      path: accountRoutes.register.pattern,
      title: '注册',
      access: 'public',
      load: () => import(/* webpackChunkName: "page-register" */ './views/RegisterPage'),
    },
  ],
  /**
   * The dialogs (ids in `shared/dialogs.ts`), opened and closed by the stores through the
   * DialogService; each one's code is downloaded at its first opening: the login dialog with the
   * first click on 注册/登录, the captcha and the multi-login dialogs together when one is needed.
   */
  dialogs: [
    defineDialog({ id: AccountDialogs.login, load: () => import(/* webpackChunkName: "account-login-dialog" */ './views/LoginDialogView') }),
    defineDialog({ id: AccountDialogs.captcha, load: async () => ({ default: (await securityDialogs()).CaptchaDialog }) }),
    defineDialog({ id: AccountDialogs.loginApplying, load: async () => ({ default: (await securityDialogs()).LoginApplyingDialog }) }),
    defineDialog({ id: AccountDialogs.loginDenied, load: async () => ({ default: (await securityDialogs()).LoginDeniedDialog }) }),
    defineDialog({ id: AccountDialogs.loginConfirm, load: async () => ({ default: (await securityDialogs()).LoginConfirmDialog }) }),
    // 注册账号 and 找回密码, each downloaded at its first opening (the 注册 / 忘记密码 links, /register).
    defineDialog({ id: AccountDialogs.register, load: () => import(/* webpackChunkName: "account-register" */ './views/RegisterDialog') }),
    defineDialog({ id: AccountDialogs.resetPassword, load: () => import(/* webpackChunkName: "account-reset" */ './views/ResetPasswordDialog') }),
  ],
  slots: [{ slot: 'popup', id: 'watermark', order: 1000, component: WatermarkHost }],
  /**
   * The user centre's 账号安全 and 子账号管理 tabs (membership's `membership.userCenterTab`), each its
   * own chunk loaded when the tab is first shown; 子账号管理 is for enterprise main accounts.
   */
  contributions: {
    'membership.userCenterTab': [
      { id: 'security', order: 80, label: '账号安全', load: () => import(/* webpackChunkName: "account-security-tab" */ './views/SecurityTab') },
      {
        id: 'enterprise',
        order: 85,
        label: '子账号管理',
        visible: (user: UserInfo | null) => user?.accountType === 'entMain',
        load: () => import(/* webpackChunkName: "account-enterprise-tab" */ './views/EnterpriseTab'),
      },
    ],
  },
  /**
   * Start-up: the captcha and the multi-login stores listen (the bus, the login stream, their
   * dialogs' closing); a token in the address logs in (awaited, so the first page already sees the
   * login); a restored login refreshes its user info and a visitor tries the SSO ticket in the
   * background. Network failures never fail activation.
   */
  async activate(ctx) {
    try {
      // The captcha's store (its own chunk) loads with the first captcha event, which it then
      // answers; from then on it listens to the bus itself.
      const loadCaptcha = ctx.get<CaptchaLoader>(CaptchaLoader);
      let early: CaptchaEvent[] | null = [];
      const firstEvents = ctx.bus.on('captcha').subscribe((event) => {
        if (loadCaptcha.started) early = null; // started otherwise (a test, a flow): it heard the event itself
        if (!early) return void firstEvents.unsubscribe();
        early.push(event);
        if (early.length > 1) return;
        loadCaptcha().then(
          (store) => {
            firstEvents.unsubscribe();
            const events = early ?? [];
            early = null;
            for (const e of events) {
              if (e.type === 'open') store.request(e.callback ?? (() => undefined));
              else store.dismiss();
            }
          },
          (error: unknown) => {
            // Nothing to show: the callers waiting for a captcha get null, a later event tries again.
            console.error('[account] the captcha could not load', error);
            const events = early ?? [];
            early = [];
            for (const e of events) if (e.type === 'open') e.callback?.(null);
          },
        );
      });
      // Multi-login's store (its own chunk) starts once a member is logged in (or the login dialog opens).
      const session = ctx.get<SessionStore>(SessionStore);
      const loadMultiLogin = ctx.get<MultiLoginLoader>(MultiLoginLoader);
      const startMultiLogin = () => void loadMultiLogin().catch((error: unknown) => console.error('[account] multi-login could not start', error));
      if (session.token) startMultiLogin();
      else {
        const stop = reaction(
          () => session.token,
          (token) => {
            if (!token) return;
            stop();
            startMultiLogin();
          },
        );
      }
      await ctx.get<AccountStore>(AccountStore).start();
    } catch (error) {
      console.error('[account] start-up failed; the site goes on without it', error);
    }
  },
});

/** For tests and tools: loads the multi-login store's chunk (then `get(MultiLoginStore)` builds it). */
export const loadMultiLoginChunk = multiLoginChunk.load;
