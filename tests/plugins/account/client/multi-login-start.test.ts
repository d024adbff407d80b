import { createKernel, type Kernel } from '@kernel/client/kernel';
import { saveLogin } from '@kernel/client/session-storage';
import { SessionStore } from '@kernel/client/session-store';
import accountPlugin, { MultiLoginStore } from '@plugins/account/client';
import type { MobxMultiLoginStore } from '@plugins/account/client/multi-login-store';

/**
 * Multi-login's store is a chunk of its own: a visitor's start never builds it, a restored login
 * starts it with the activation, and a login later in the visit starts it then.
 */
const kernels: Kernel[] = [];
afterEach(() => {
  for (const k of kernels.splice(0)) {
    const store = built(k);
    store?.dispose();
  }
  sessionStorage.clear();
});

async function start(): Promise<Kernel> {
  const kernel = await createKernel({
    plugins: [accountPlugin],
    // The gateways point nowhere: the calls of a restored login fail, which start-up tolerates.
    config: { plugins: ['account'], version: '', gateways: { core: 'http://127.0.0.1:9', manage: 'http://127.0.0.1:9', common: '', cost: '', stream: '', storage: '/files' } },
    notifier: { notify: () => undefined },
    navigator: { navigate: () => undefined, current: () => '/home', reload: () => undefined },
    logger: { error: () => undefined },
  });
  kernels.push(kernel);
  return kernel;
}

function built(k: Kernel): MobxMultiLoginStore | null {
  try {
    return k.get<MobxMultiLoginStore>(MultiLoginStore);
  } catch {
    return null;
  }
}

async function builtSoon(k: Kernel): Promise<MobxMultiLoginStore | null> {
  for (let i = 0; i < 200 && !built(k); i++) await new Promise((r) => setTimeout(r, 10));
  return built(k);
}

describe('starting multi-login', () => {
  it('a visitor does not load it; a login during the visit loads and starts it', async () => {
    const k = await start();
    await new Promise((r) => setTimeout(r, 100));
    expect(built(k)).toBeNull();
    k.get<SessionStore>(SessionStore).setLogin({ token: 'a-token', casId: 'cas-1', keepLogin: false, expireIn: 3600 });
    const store = await builtSoon(k);
    expect(store).not.toBeNull();
    // Started: it follows the token (its stream is asked for while logged in).
    expect((store as unknown as { stopReactions: unknown[] }).stopReactions.length).toBeGreaterThan(0);
  });

  it('a login restored at start starts it with the activation', async () => {
    saveLogin({ token: 'kept-token', casId: 'cas-2', keepLogin: false, expireIn: 3600 });
    const k = await start();
    expect(k.get<SessionStore>(SessionStore).token).toBe('kept-token');
    const store = await builtSoon(k);
    expect(store).not.toBeNull();
    expect((store as unknown as { stopReactions: unknown[] }).stopReactions.length).toBeGreaterThan(0);
  });
});
