export const CaptchaStore = Symbol('CaptchaStore');

export const CaptchaMessages = {
  title: '安全验证',
  answerRequired: '请输入图中的字符',
  wrongAnswer: '验证码错误，请重新输入',
  imageFailed: '验证图片加载失败，请点击刷新',
} as const;

export type CaptchaCallback = (validateData: string | null) => void;

/**
 * The global captcha (安全验证, the DialogService's `account.captcha`), shown and hidden by a global
 * event: the bus `captcha` event opens it (from the HTTP client on 980, the login and SMS flows,
 * other plugins); solving it calls the event's callback with `validateData`, closing it in any way
 * (Escape, the close icon, the event's `close`, a dialog that could not be loaded) calls back with
 * null. Requests that arrive while it is open wait their turn (a validateData is single use).
 *
 * The implementation (captcha-store-impl.ts) is a chunk of its own, loaded with the first `captcha`
 * event (`CaptchaLoader` loads it, builds the store and starts it, once), never on a visitor's first page.
 */
export interface CaptchaStore {
  /** Whether the dialog is open: the DialogService's answer. */
  readonly open: boolean;
  readonly image: string;
  readonly answer: string;
  readonly error: string;
  readonly busy: boolean;
  readonly loadingImage: boolean;
  /** Subscribes to the bus and follows the dialog's closing; returns a disposer. */
  start(): () => void;
  request(callback: CaptchaCallback): void;
  refresh(): Promise<void>;
  setAnswer(value: string): void;
  submit(): Promise<boolean>;
  /** Closes it: the waiting caller gets null. */
  dismiss(): void;
  /** Stops listening to the bus and following the dialog. */
  dispose(): void;
}

/**
 * Loads the captcha chunk, builds the store and starts it on the first call; answers the store.
 * `started`: the store is listening to the bus itself.
 */
export type CaptchaLoader = (() => Promise<CaptchaStore>) & { readonly started: boolean };
export const CaptchaLoader = Symbol('CaptchaLoader');
