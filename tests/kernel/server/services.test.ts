import { contributionKey, serviceKey, ServiceRegistry, UserInfoContributors } from '@kernel/server/services';

describe('ServiceRegistry', () => {
  it('provides one service per key; providing again replaces it', () => {
    const key = serviceKey<{ name: string }>('test.one');
    const services = new ServiceRegistry();
    expect(services.find(key)).toBeUndefined();
    expect(() => services.get(key)).toThrow(/not provided/);
    services.provide(key, { name: 'a' });
    services.provide(key, { name: 'b' });
    expect(services.get(key).name).toBe('b');
  });

  it('collects contributions of many plugins, one per plugin (routes run twice: preflight, then the app)', () => {
    const key = contributionKey<string>('test.many');
    const services = new ServiceRegistry();
    expect(services.contributed(key)).toEqual([]);
    services.contribute(key, 'first', 'first v1');
    services.contribute(key, 'second', 'second v1');
    // The preflight's contribution is replaced in place by the real run's.
    services.contribute(key, 'first', 'first v2');
    expect(services.contributed(key)).toEqual(['first v2', 'second v1']);
    expect(services.contributed(UserInfoContributors)).toEqual([]);
  });
});
