import { ContainerModule } from 'inversify';
import { lazyServices } from '@kernel/client/lazy-services';
import { RequestEncryptor } from '@kernel/client/http-client';
import { SessionActions } from '@kernel/client/session-actions';
import { SessionStore } from '@kernel/client/session-store';
import { TokenRefresher } from '@kernel/client/token-refresher';
import { AccountApi, HttpAccountApi } from './account-api';
import { AccountStore, MobxAccountStore } from './account-store';
import { CaptchaLoader, CaptchaStore } from './captcha-store';
import { MultiLoginLoader, MultiLoginStore } from './multi-login-token';
import { AccountSessionActions } from './session-actions';
import { AccountTokenRefresher } from './token-refresher';

/** The captcha store's chunk (see captcha-store.ts). */
export const captchaChunk = lazyServices('account-captcha', () => import(/* webpackChunkName: "account-captcha" */ './captcha-store-impl'));

/** The multi-login store's chunk (see multi-login-token.ts). */
export const multiLoginChunk = lazyServices('account-multi-login', () => import(/* webpackChunkName: "account-multi-login" */ './multi-login-store'));

/**
 * The account plugin's bindings: its API and stores, the kernel's RequestEncryptor (so that
 * `http.post(path, data, { encrypt: true })` seals the body), and SessionActions rebound to a
 * logout that also revokes the session on the server.
 */
export const accountModule = new ContainerModule(({ bind, rebind, isBound }) => {
  bind<AccountApi>(AccountApi).to(HttpAccountApi);
  // The public key comes through AccountApi → HttpClient, which itself asks for the encryptor:
  // resolve the API only when a body is encrypted, not when the encryptor is built. The sealing
  // code (crypto.ts) is downloaded with the first encrypted body (a login), not with the site.
  bind<RequestEncryptor>(RequestEncryptor).toDynamicValue((ctx) => {
    let sealer: Promise<RequestEncryptor> | undefined;
    const load = () =>
      (sealer ??= import(/* webpackChunkName: "account-crypto" */ './crypto').then(
        (m) => new m.WebCryptoRequestEncryptor(() => ctx.get<AccountApi>(AccountApi).publicKey()),
      ));
    return { encrypt: async (data) => (await load()).encrypt(data) };
  });
  bind<TokenRefresher>(TokenRefresher).to(AccountTokenRefresher);
  // Multi-login's store and the login stream's reader: a chunk loaded for a logged-in member or with
  // the login dialog, never for a visitor's first page. The loader starts the store once.
  bind<MultiLoginStore>(MultiLoginStore)
    .toDynamicValue((ctx) => ctx.get<MultiLoginStore>(multiLoginChunk.loaded().MobxMultiLoginStore, { autobind: true }))
    .inSingletonScope();
  bind<MultiLoginLoader>(MultiLoginLoader)
    .toDynamicValue((ctx) => {
      let started: Promise<MultiLoginStore> | undefined;
      return () =>
        (started ??= multiLoginChunk.load().then(
          () => {
            const store = ctx.get<MultiLoginStore>(MultiLoginStore);
            store.start();
            return store;
          },
          (error: unknown) => {
            started = undefined; // a failed download may be retried
            throw error;
          },
        ));
    })
    .inSingletonScope();
  // The captcha's store: a chunk loaded with the first captcha event (see index.ts), started once.
  bind<CaptchaStore>(CaptchaStore)
    .toDynamicValue((ctx) => ctx.get<CaptchaStore>(captchaChunk.loaded().MobxCaptchaStore, { autobind: true }))
    .inSingletonScope();
  bind<CaptchaLoader>(CaptchaLoader)
    .toDynamicValue((ctx) => {
      let started: Promise<CaptchaStore> | undefined;
      let listening = false;
      const load = () =>
        (started ??= captchaChunk.load().then(
          () => {
            const store = ctx.get<CaptchaStore>(CaptchaStore);
            store.start();
            listening = true;
            return store;
          },
          (error: unknown) => {
            started = undefined; // a failed download may be retried
            throw error;
          },
        ));
      return Object.defineProperty(load, 'started', { get: () => listening }) as CaptchaLoader;
    })
    .inSingletonScope();
  bind<AccountStore>(AccountStore).to(MobxAccountStore);
  const actions = isBound(SessionActions) ? rebind<SessionActions>(SessionActions) : bind<SessionActions>(SessionActions);
  actions.toDynamicValue((ctx) => new AccountSessionActions(ctx.get<AccountApi>(AccountApi), ctx.get<SessionStore>(SessionStore)));
});
