import { createKernel, type Kernel } from '@kernel/client/kernel';
import accountPlugin, { CaptchaLoader, MultiLoginLoader } from '@plugins/account/client';

/**
 * The real client kernel with the account plugin alone, for view and store tests without a
 * server: the gateways point nowhere (the tests answer the account API themselves), and the
 * navigator, notifier and logger do nothing. The multi-login and captcha stores are loaded and started.
 */
export async function createAccountKernel(): Promise<Kernel> {
  sessionStorage.clear();
  const kernel = await createKernel({
    plugins: [accountPlugin],
    config: { plugins: ['account'], version: '', gateways: { core: 'http://127.0.0.1:9', manage: 'http://127.0.0.1:9', common: '', cost: '', stream: '', storage: '/files' } },
    notifier: { notify: () => undefined },
    navigator: { navigate: () => undefined, current: () => '/home', reload: () => undefined },
    logger: { error: () => undefined },
  });
  // The multi-login store is its own chunk, started with a login: these tests use it from the start.
  await kernel.get<MultiLoginLoader>(MultiLoginLoader)();
  // The captcha store is its own chunk too, loaded with the first captcha event.
  await kernel.get<CaptchaLoader>(CaptchaLoader)();
  return kernel;
}
