import { RequestError } from '@kernel/client/http-client';

/**
 * A login that did not happen. `quiet` ones (the user cancelled a captcha or a multi-login
 * application, or the answer is shown in a dialog) leave the line under the form empty.
 */
export class LoginAbort extends Error {
  constructor(
    message: string,
    readonly quiet = false,
  ) {
    super(message);
    this.name = 'LoginAbort';
  }
}

/** The server wants the captcha solved first (AccountStatus.CAPTCHA_REQUIRED, `callbackAddress`). */
export class CaptchaRequired extends Error {
  constructor(message: string) {
    super(message || '请先完成安全验证');
    this.name = 'CaptchaRequired';
  }
}

/**
 * A business answer (a proper envelope with a failure code) rather than a lookup that could not
 * be made (network, HTTP error): the former stops a login, the latter lets it go on.
 */
export function isBusinessAnswer(error: unknown): error is RequestError {
  return error instanceof RequestError && error.httpStatus === 200 && error.statusCode !== 0;
}

export const LoginTexts = {
  failed: '登录失败，请稍后再试',
  captchaCancelled: '请先完成安全验证',
  captchaFailed: '安全验证未通过，请重试',
  noBoundAccount: '该手机号尚未绑定任何账号',
  sendFailed: '验证码发送失败，请稍后再试',
  applyExpired: '登录申请已过期，请重新登录',
  denied: '对方拒绝了您的登录申请',
  qrFailed: '二维码获取失败，请点击刷新',
  qrExpired: '二维码已失效',
} as const;

/** The text shown under a form for a failed call. */
export function messageOf(error: unknown, fallback: string = LoginTexts.failed): string {
  if (error instanceof RequestError || error instanceof Error) return error.message || fallback;
  return typeof error === 'string' && error ? error : fallback;
}

export function isQuiet(error: unknown): boolean {
  return error instanceof LoginAbort && error.quiet;
}
