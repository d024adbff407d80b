import { ContainerModule } from 'inversify';
import { RequestEncryptor } from '@kernel/client/http-client';
import { SessionActions } from '@kernel/client/session-actions';
import { SessionStore } from '@kernel/client/session-store';
import { TokenRefresher } from '@kernel/client/token-refresher';
import { AccountApi, HttpAccountApi } from './account-api';
import { AccountStore, MobxAccountStore } from './account-store';
import { CaptchaStore, MobxCaptchaStore } from './captcha-store';
import { MobxMultiLoginStore, MultiLoginStore } from './multi-login-store';
import { AccountSessionActions } from './session-actions';
import { AccountTokenRefresher } from './token-refresher';

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
  bind<MultiLoginStore>(MultiLoginStore).to(MobxMultiLoginStore);
  bind<CaptchaStore>(CaptchaStore).to(MobxCaptchaStore);
  bind<AccountStore>(AccountStore).to(MobxAccountStore);
  const actions = isBound(SessionActions) ? rebind<SessionActions>(SessionActions) : bind<SessionActions>(SessionActions);
  actions.toDynamicValue((ctx) => new AccountSessionActions(ctx.get<AccountApi>(AccountApi), ctx.get<SessionStore>(SessionStore)));
});
