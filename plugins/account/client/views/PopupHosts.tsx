import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { CaptchaStore } from '../captcha-store';
import { MultiLoginStore } from '../multi-login-store';
import { LoadGuard } from './LoginDialog';

// The dialogs' code is downloaded the first time one of them is needed.
const CaptchaDialog = lazy(() => import(/* webpackChunkName: "account-dialogs" */ './CaptchaDialog'));
const MultiLoginDialogs = lazy(() => import(/* webpackChunkName: "account-dialogs" */ './MultiLoginDialogs'));

/** The global captcha host (popup slot): shows 安全验证 when the bus `captcha` event asks for it. */
export const CaptchaHost = observer(function CaptchaHost() {
  const captcha = useService<CaptchaStore>(CaptchaStore);
  if (!captcha.open) return null;
  return (
    <LoadGuard name="captcha dialog">
      <Suspense fallback={null}>
        <CaptchaDialog />
      </Suspense>
    </LoadGuard>
  );
});

/** The three multi-login dialogs (popup slot): 申请登录, 拒绝登录 and 登录确认. */
export const MultiLoginHost = observer(function MultiLoginHost() {
  const multi = useService<MultiLoginStore>(MultiLoginStore);
  if (!multi.applying && !multi.denied && multi.applications.length === 0) return null;
  return (
    <LoadGuard name="multi-login dialogs">
      <Suspense fallback={null}>
        <MultiLoginDialogs />
      </Suspense>
    </LoadGuard>
  );
});
