import 'reflect-metadata';
import { Container } from 'inversify';
import { Navigator } from '@kernel/client/navigator';
import { Notifier } from '@kernel/client/ui-store';
import { BidNodeApi, bidNodeModule, CompareStore, ListStore, loadServices } from '@plugins/bid-node/client';
import { MobxListStore } from '@plugins/bid-node/client/list-store';
import { fakeApi, FakeNavigator, FakeNotifier } from './fakes';

/**
 * The plugin's ContainerModule: each token is a Symbol plus an interface, the classes come with
 * the lazily loaded services chunk, and a test double can stand in for any token.
 */
describe('bid-node services in the container', () => {
  it('builds the stores from their classes once the services chunk is loaded, with a test double for the API', async () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind<Navigator>(Navigator).toConstantValue(new FakeNavigator());
    container.bind<Notifier>(Notifier).toConstantValue(new FakeNotifier());
    container.load(bidNodeModule);
    // The API token is satisfied by a plain object implementing the interface.
    container.unbind(BidNodeApi);
    const api = fakeApi(30);
    container.bind<BidNodeApi>(BidNodeApi).toConstantValue(api);

    await loadServices();
    const list = container.get<ListStore>(ListStore);
    expect(list).toBeInstanceOf(MobxListStore);
    expect(container.get<ListStore>(ListStore)).toBe(list);
    await list.load();
    expect(list.state).toBe('ready');
    expect(list.total).toBe(30);
    expect(api.queries).toHaveLength(1);
    expect(container.get<CompareStore>(CompareStore).count).toBe(0);
  });
});
