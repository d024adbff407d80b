/**
 * The captcha and the multi-login dialogs: one lazily loaded chunk (`account-dialogs`), fetched
 * when the first of them opens, behind one dynamic import (the site's first load names its files once).
 */
export { CaptchaDialog } from './CaptchaDialog';
export { LoginApplyingDialog, LoginConfirmDialog, LoginDeniedDialog } from './MultiLoginDialogs';
