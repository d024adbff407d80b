import 'reflect-metadata';
import { ContainerModule } from 'inversify';
import { FetchHttpClient, HttpClient, RequestEncryptor } from '@kernel/client/http-client';
import { createKernel } from '@kernel/client/kernel';
import { SessionActions } from '@kernel/client/session-actions';
import { SessionStore } from '@kernel/client/session-store';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { spawnStatusServer, type SpawnedServer } from '../../helpers/spawn-status-server';

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnStatusServer();
});
afterAll(() => server?.stop());

const config = { plugins: [], version: 'v1', gateways: DEFAULT_GATEWAYS };
const navigator = { navigate: () => undefined, current: () => '/', reload: () => undefined };

describe('kernel container', () => {
  it('finds the request encryptor per call, also when it is bound after the client was built', async () => {
    const kernel = await createKernel({ plugins: [], config, notifier: { notify: () => undefined }, navigator });
    const http = kernel.get<HttpClient>(HttpClient) as FetchHttpClient;
    http.origin = server.url;
    await expect(http.post('/api/test/echo', { secret: 'x' }, { encrypt: true })).rejects.toThrow('加密服务未就绪');
    kernel.container.load(
      new ContainerModule(({ bind }) => {
        bind<RequestEncryptor>(RequestEncryptor).toConstantValue({
          encrypt: async (data) => ({ data: Buffer.from(JSON.stringify(data)).toString('base64'), key: 'k', iv: 'i', keyId: 'test' }),
        });
      }),
    );
    const res = await http.post<{ body: Record<string, string> }>('/api/test/echo', { secret: 'x' }, { encrypt: true });
    expect(res.data.body).toEqual({ data: Buffer.from('{"secret":"x"}').toString('base64'), key: 'k', iv: 'i', keyId: 'test' });
  });

  it('binds a local logout by default', async () => {
    const kernel = await createKernel({ plugins: [], config, notifier: { notify: () => undefined }, navigator });
    const session = kernel.get<SessionStore>(SessionStore);
    session.setLogin({ token: 't', casId: 'c', expireIn: 60, keepLogin: false });
    await kernel.get<SessionActions>(SessionActions).logout();
    expect(session.isLogin).toBe(false);
  });
});
