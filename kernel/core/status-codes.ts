/** The error catalogue, by response `statusCode`: what each code means and what the client does with it. */
export const StatusCode = {
  OK: 200,
  OK_PARTIAL: 209,
  OK_ALT: 443,
  TOKEN_EXPIRED: 302,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  TOO_MANY: 429,
  SERVER_ERROR: 500,
  CAPTCHA_REQUIRED: 980,
} as const;

export const SUCCESS_CODES: readonly number[] = [200, 209, 443];
/** Token expired: refresh by token and replay when keep-login, otherwise log out. */
export const TOKEN_EXPIRED_CODE = 302;
/** Show the message, log out, open login. */
export const LOGOUT_CODES: readonly number[] = [301, 303, 304, 900];
/** Show the business message and reject. */
export const REJECT_CODES: readonly number[] = [
  400, 401, 402, 420, 421, 440, 441, 442, 460, 461, 490, 491, 492, 500, 510, 800,
];
/** Show 您暂无访问权限！ */
export const NO_PERMISSION_CODES: readonly number[] = [820, 821, 921];
/** Open the global captcha and retry with validateData. */
export const CAPTCHA_CODE = 980;

export const Messages = {
  noPermission: '您暂无访问权限！',
  badRequest: '请求参数错误',
  retryError: 'Retry Request Error!',
  networkError: '网络异常，请检查网络连接后重试',
  serverError: '服务器开小差了，请稍后再试',
  notFound: '请求的接口不存在',
  tokenExpired: '登录已过期，请重新登录',
  loginRequired: '请先登录',
  newVersion: '发现新版本',
  success: '操作成功',
  failure: '操作失败',
} as const;
