import { defineRoutes } from '@kernel/core/route-refs';

/** The account plugin's page routes (typed route references: every link is built from these). */
export const accountRoutes = defineRoutes({
  /** 扫码登录确认: the page the desktop's QR code points at (`?uuid=…`), opened on a phone; login. */
  qrConfirm: '/m/qr-confirm',
  /** 注册: the public registration page; `?invite=<code>` prefills the invite code of an invite link. */
  register: '/register',
});
