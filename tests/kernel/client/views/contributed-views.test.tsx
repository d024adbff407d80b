import 'reflect-metadata';
import { act, type ComponentType } from 'react';
import { ContainerModule } from 'inversify';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import { RootEventBus, type EventBus, type RxEventBus } from '@kernel/client/event-bus';
import { KernelProvider, useBus } from '@kernel/client/react';
import { useRightGate } from '@kernel/client/right-gate';
import { RightsProvider } from '@kernel/client/rights';
import { SessionStore } from '@kernel/client/session-store';
import { ContributedViews, useOrderedContributions, type LazyViewContribution } from '@kernel/client/views/ContributedViews';
import { useDomRoot } from '../../../helpers/dom-root';

/** A point of this test: badges shown next to a record, each a lazily loaded view. */
interface RecordBadgeProps {
  readonly name: string;
}
interface RecordBadge {
  readonly id: string;
  readonly order: number;
  readonly load: () => Promise<{ default: ComponentType<RecordBadgeProps> }>;
}
declare module '@kernel/client/contributions' {
  interface ContributionMap {
    'test.recordBadge': RecordBadge;
  }
}

const dom = useDomRoot();

/** A view module that arrives a little later, as a chunk does; `loads` counts the downloads. */
const loads: Record<string, number> = {};
function chunk(id: string, View: ComponentType<RecordBadgeProps>) {
  return () => {
    loads[id] = (loads[id] ?? 0) + 1;
    return new Promise<{ default: ComponentType<RecordBadgeProps> }>((resolve) => setTimeout(() => resolve({ default: View }), 10));
  };
}

/** The bus view of the favourites plugin (set per kernel): a view rendered in its scope gets it. */
let favouritesBus: EventBus | null = null;

/** Tells whether its bus calls are attributed to the favourites plugin (the scope it is rendered in). */
function ScopedBadge({ name }: RecordBadgeProps) {
  return <span data-favourites-scope={String(useBus() === favouritesBus)}>收藏 {name}</span>;
}
const Broken: ComponentType<RecordBadgeProps> = () => {
  throw new Error('broken badge');
};

const favourite = chunk('favourite', ScopedBadge);
const compare = chunk('compare', ({ name }) => <span>对比 {name}</span>);
const broken = chunk('broken', Broken);

function plugin(id: string, badges: RecordBadge[], vip = false): ClientPlugin {
  return {
    manifest: { id, title: id, order: 1 },
    contributions: { 'test.recordBadge': badges },
    module: new ContainerModule(({ bind }) => {
      if (vip) bind<RightsProvider>(RightsProvider).toConstantValue(rightsDouble);
    }),
  };
}

/** A rights provider that holds `vip` while `held` and records the refusals it is told of. */
const rightsDouble = {
  held: false,
  refusals: [] as string[],
  owns: ['vip'] as readonly string[],
  has(right: string) {
    return right === 'vip' && this.held;
  },
  refused(right: string) {
    this.refusals.push(right);
  },
};

async function kernel(): Promise<Kernel> {
  const k = await createKernel({
    plugins: [
      plugin('favorites', [{ id: 'favorite', order: 20, load: favourite }]),
      plugin('compare', [
        { id: 'compare', order: 10, load: compare },
        { id: 'broken', order: 30, load: broken },
      ]),
      plugin('membership', [], true),
    ],
    config: { plugins: ['favorites', 'compare', 'membership'], version: '', gateways: { core: 'http://127.0.0.1:9', manage: '', common: '', cost: '', stream: '', storage: '' } },
    notifier: { notify: () => undefined },
    logger: { error: () => undefined },
  });
  k.get<SessionStore>(SessionStore).setLogin({ token: 't', casId: 'c', expireIn: 3600, keepLogin: false });
  favouritesBus = k.get<RxEventBus>(RootEventBus).scoped('favorites');
  return k;
}

function Badges({ name }: RecordBadgeProps) {
  const items = useOrderedContributions('test.recordBadge');
  return (
    <div data-testid="badges">
      <ContributedViews items={items} props={{ name }} name="test.recordBadge" />
    </div>
  );
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 60)));

describe('ContributedViews', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('renders the contributed views in order with the same props, each loaded once, a failing one alone', async () => {
    const k = await kernel();
    dom.render(
      <KernelProvider kernel={k}>
        <Badges name="某住宅楼" />
      </KernelProvider>,
    );
    await settle();
    const badges = dom.host.querySelector('[data-testid="badges"]')!;
    expect([...badges.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['对比 某住宅楼', '收藏 某住宅楼']);
    // The broken one was logged under the point and its id; the others stayed.
    expect(errors.mock.calls.some((c) => String(c[0]).includes('[test.recordBadge:broken]'))).toBe(true);

    // A re-render (the registry hands out fresh item objects) downloads nothing again.
    dom.render(
      <KernelProvider kernel={k}>
        <Badges name="某办公楼" />
      </KernelProvider>,
    );
    await settle();
    expect([...badges.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['对比 某办公楼', '收藏 某办公楼']);
    expect(loads).toEqual({ compare: 1, favourite: 1, broken: 1 });
  });

  it('renders each view in the scope of the plugin that contributed it', async () => {
    const items: LazyViewContribution<RecordBadgeProps>[] = [{ id: 'favorite', order: 1, pluginId: 'favorites', load: favourite }];
    const k = await kernel();
    dom.render(
      <KernelProvider kernel={k}>
        <ContributedViews items={items} props={{ name: '某住宅楼' }} name="test.recordBadge" />
      </KernelProvider>,
    );
    await settle();
    const badge = dom.host.querySelector('span')!;
    expect(badge.textContent).toBe('收藏 某住宅楼');
    expect(badge.getAttribute('data-favourites-scope')).toBe('true');
  });
});

describe('useRightGate', () => {
  function Export({ onExport }: { onExport(): void }) {
    const gate = useRightGate('vip');
    return (
      <button type="button" onClick={() => gate() && onExport()}>
        导出Excel
      </button>
    );
  }

  it('lets a holder through and asks the owner of the right to explain a refusal', async () => {
    const k = await kernel();
    const exported = jest.fn();
    rightsDouble.refusals = [];
    rightsDouble.held = false;
    dom.render(
      <KernelProvider kernel={k}>
        <Export onExport={exported} />
      </KernelProvider>,
    );
    const button = dom.host.querySelector('button')!;
    act(() => button.click());
    expect(exported).not.toHaveBeenCalled();
    expect(rightsDouble.refusals).toEqual(['vip']);

    rightsDouble.held = true;
    act(() => button.click());
    expect(exported).toHaveBeenCalledTimes(1);
    expect(rightsDouble.refusals).toEqual(['vip']);
  });
});
