import { createElement, lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { defineClientPlugin } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { manifest } from '../manifest';
import { accountRoutes } from '../shared/routes';
import { AccountStore } from './account-store';
import { CaptchaStore } from './captcha-store';
import { accountModule } from './module';
import { MultiLoginStore } from './multi-login-store';
import { LoginDialogHost } from './views/LoginDialog';
import { CaptchaHost, MultiLoginHost } from './views/PopupHosts';

// The watermark shows only while logged in: its code downloads with the login, not with the site.
const Watermark = lazy(() => import(/* webpackChunkName: "account-watermark" */ './views/Watermark'));
const WatermarkHost = observer(function WatermarkHost() {
  const session = useService<SessionStore>(SessionStore);
  return session.isLogin ? createElement(Suspense, { fallback: null }, createElement(Watermark)) : null;
});

export { AccountStore, type LoginTab } from './account-store';
export { CaptchaStore } from './captcha-store';
export { MultiLoginStore } from './multi-login-store';
export { AccountApi } from './account-api';

export default defineClientPlugin({
  manifest,
  module: accountModule,
  stores: [AccountStore, CaptchaStore, MultiLoginStore],
  routes: [
    {
      path: accountRoutes.qrConfirm.pattern,
      title: '扫码登录确认',
      access: 'login',
      load: () => import(/* webpackChunkName: "page-qr-confirm" */ './views/QrConfirmPage'),
    },
  ],
  slots: [
    { slot: 'popup', id: 'login-dialog', order: 0, component: LoginDialogHost },
    { slot: 'popup', id: 'multi-login', order: 1, component: MultiLoginHost },
    { slot: 'popup', id: 'captcha', order: 2, component: CaptchaHost },
    { slot: 'popup', id: 'watermark', order: 1000, component: WatermarkHost },
  ],
  /**
   * Start-up: the captcha host and the multi-login stream listen; a token in the address logs in
   * (awaited, so the first page already sees the login); a restored login refreshes its user info
   * and a visitor tries the SSO ticket in the background. Network failures never fail activation.
   */
  async activate(ctx) {
    try {
      ctx.get<CaptchaStore>(CaptchaStore).start();
      ctx.get<MultiLoginStore>(MultiLoginStore).start();
      await ctx.get<AccountStore>(AccountStore).start();
    } catch (error) {
      console.error('[account] start-up failed; the site goes on without it', error);
    }
  },
});
