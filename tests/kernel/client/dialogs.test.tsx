import 'reflect-metadata';
import { act, type ComponentType } from 'react';
import { Container, ContainerModule } from 'inversify';
import { defineDialog, DialogService, MobxDialogService, type DialogProps } from '@kernel/client/dialogs';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import { activatePlugins } from '@kernel/client/plugin-host';
import { KernelProvider } from '@kernel/client/react';
import { DialogHost } from '@kernel/client/views/DialogHost';
import { useDomRoot } from '../../helpers/dom-root';

const dom = useDomRoot();

declare module '@kernel/client/dialogs' {
  interface DialogMap {
    'sample.hello': { readonly name: string };
    'sample.plain': void;
    'sample.broken': void;
    'sample.vanished': void;
    'other.off': void;
  }
}

declare module '@kernel/client/contributions' {
  interface ContributionMap {
    'sample.card': { readonly title: string; readonly order: number };
  }
}

describe('DialogService', () => {
  it('opens with props, closes, tells what is open in opening order, and closes all', () => {
    const dialogs = new MobxDialogService();
    expect(dialogs.openIds).toEqual([]);
    dialogs.open('sample.hello', { name: '张工' });
    dialogs.open('sample.plain');
    expect(dialogs.isOpen('sample.hello')).toBe(true);
    expect(dialogs.propsOf('sample.hello')).toEqual({ name: '张工' });
    expect(dialogs.propsOf('sample.plain')).toBeUndefined();
    expect(dialogs.openIds).toEqual(['sample.hello', 'sample.plain']);
    // Opening an open dialog again replaces its props and brings it to the top.
    dialogs.open('sample.hello', { name: '李工' });
    expect(dialogs.openIds).toEqual(['sample.plain', 'sample.hello']);
    expect(dialogs.propsOf('sample.hello')).toEqual({ name: '李工' });
    dialogs.close('sample.plain');
    expect(dialogs.isOpen('sample.plain')).toBe(false);
    dialogs.closeAll();
    expect(dialogs.openIds).toEqual([]);
    expect(dialogs.propsOf('sample.hello')).toBeUndefined();
  });
});

let loads: Record<string, number>;

function counted<P>(id: string, component: ComponentType<P>): () => Promise<{ default: ComponentType<P> }> {
  return () => {
    loads[id] = (loads[id] ?? 0) + 1;
    return Promise.resolve({ default: component });
  };
}

function Hello({ props, onClose }: DialogProps<'sample.hello'>) {
  return (
    <div role="dialog" aria-label="问候">
      你好，{props.name}
      <button onClick={onClose}>关闭</button>
    </div>
  );
}

function Broken(): never {
  throw new Error('render failed');
}

let vanish = true;
function plugins(): ClientPlugin[] {
  return [
    {
      manifest: { id: 'sample', title: 'sample', order: 1 },
      dialogs: [
        defineDialog({ id: 'sample.hello', load: counted('hello', Hello) }),
        defineDialog({ id: 'sample.plain', load: counted('plain', () => <p>普通对话框</p>) }),
        defineDialog({ id: 'sample.broken', load: counted('broken', Broken) }),
        defineDialog({
          id: 'sample.vanished',
          load: async () => {
            loads.vanished = (loads.vanished ?? 0) + 1;
            if (vanish) throw new Error('chunk vanished');
            return { default: () => <p>又回来了</p> };
          },
        }),
      ],
    },
    { manifest: { id: 'other', title: 'other', order: 2 }, dialogs: [defineDialog({ id: 'other.off', load: counted('off', () => <p>禁用插件</p>) })] },
  ];
}

async function kernel(): Promise<Kernel> {
  return createKernel({
    plugins: plugins(),
    // `other` is disabled: its dialog is not contributed.
    config: { plugins: ['sample'], version: '', gateways: { core: '', manage: '', common: '', cost: '', stream: '', storage: '' } },
    notifier: { notify: () => undefined },
    logger: { error: () => undefined },
  });
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

describe('DialogHost', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    loads = {};
    vanish = true;
    // The host logs the failures it contains.
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
  });

  async function mount(k: Kernel): Promise<MobxDialogService> {
    await dom.renderAsync(
      <KernelProvider kernel={k}>
        <main>页面内容</main>
        <DialogHost />
      </KernelProvider>,
    );
    return k.get<MobxDialogService>(DialogService);
  }

  it('renders nothing and loads nothing until a dialog opens; then renders it with its props', async () => {
    const dialogs = await mount(await kernel());
    expect(loads).toEqual({});
    expect(dom.host.querySelector('[role="dialog"]')).toBeNull();
    act(() => dialogs.open('sample.hello', { name: '张工' }));
    await flush();
    expect(dom.host.querySelector('[role="dialog"]')?.textContent).toContain('你好，张工');
    act(() => dialogs.open('sample.hello', { name: '李工' }));
    expect(dom.host.querySelector('[role="dialog"]')?.textContent).toContain('你好，李工');
  });

  it('closes through onClose; its code is loaded once however often it opens', async () => {
    const dialogs = await mount(await kernel());
    for (let i = 0; i < 3; i++) {
      act(() => dialogs.open('sample.hello', { name: `第${i}次` }));
      await flush();
      expect(dom.host.textContent).toContain(`你好，第${i}次`);
      await act(async () => dom.host.querySelector('button')!.click());
      expect(dialogs.isOpen('sample.hello')).toBe(false);
      expect(dom.host.querySelector('[role="dialog"]')).toBeNull();
    }
    expect(loads.hello).toBe(1);
  });

  it("ignores an id no active plugin contributes (a disabled plugin's dialog)", async () => {
    const dialogs = await mount(await kernel());
    act(() => dialogs.open('other.off'));
    await flush();
    expect(loads.off).toBeUndefined();
    expect(dom.host.textContent).toBe('页面内容');
  });

  it('a dialog that fails to render or to load is closed; the page and other dialogs keep working', async () => {
    const dialogs = await mount(await kernel());
    act(() => {
      dialogs.open('sample.plain');
      dialogs.open('sample.broken');
    });
    await flush();
    expect(dom.host.textContent).toContain('页面内容');
    expect(dom.host.textContent).toContain('普通对话框');
    expect(dialogs.isOpen('sample.broken')).toBe(false);
    expect(dialogs.isOpen('sample.plain')).toBe(true);

    act(() => dialogs.open('sample.vanished'));
    await flush();
    expect(dialogs.isOpen('sample.vanished')).toBe(false);
    expect(dom.host.textContent).toContain('页面内容');
    // Its code is asked for again at the next opening (a new deploy may have it back).
    vanish = false;
    act(() => dialogs.open('sample.vanished'));
    await flush();
    expect(dom.host.textContent).toContain('又回来了');
    expect(loads.vanished).toBe(2);
  });
});

describe('contribution points and the landing page', () => {
  const Page = () => null;
  const load = async () => ({ default: Page });

  it('returns the items of the active plugins only, in plugin order, with their plugin id', async () => {
    const plugins: ClientPlugin[] = [
      { manifest: { id: 'b', title: 'b', order: 2 }, contributions: { 'sample.card': [{ title: 'B1', order: 1 }] } },
      { manifest: { id: 'a', title: 'a', order: 1 }, contributions: { 'sample.card': [{ title: 'A1', order: 9 }, { title: 'A2', order: 3 }] } },
      { manifest: { id: 'off', title: 'off', order: 3 }, contributions: { 'sample.card': [{ title: 'OFF', order: 0 }] } },
      {
        manifest: { id: 'failing', title: 'failing', order: 4 },
        contributions: { 'sample.card': [{ title: 'FAILED', order: 0 }] },
        activate: () => {
          throw new Error('boom');
        },
      },
    ];
    const registry = await activatePlugins(new Container(), plugins, ['a', 'b', 'failing'], { error: () => undefined });
    expect(registry.contributions('sample.card')).toEqual([
      { title: 'A1', order: 9, pluginId: 'a' },
      { title: 'A2', order: 3, pluginId: 'a' },
      { title: 'B1', order: 1, pluginId: 'b' },
    ]);
    const onlyOff = await activatePlugins(new Container(), plugins, ['off'], { error: () => undefined });
    expect(onlyOff.contributions('sample.card')).toEqual([{ title: 'OFF', order: 0, pluginId: 'off' }]);
    const none = await activatePlugins(new Container(), plugins, [], { error: () => undefined });
    expect(none.contributions('sample.card')).toEqual([]);
  });

  it('the landing page is the route marked landing, else the first public tab or page, else /', async () => {
    const landing: ClientPlugin = {
      manifest: { id: 'front', title: 'front', order: 5 },
      routes: [
        { path: '/front/other', title: 'other', load },
        { path: '/front/index', title: 'front', landing: true, load },
      ],
    };
    const tabbed: ClientPlugin = {
      manifest: { id: 'tabbed', title: 'tabbed', order: 1 },
      routes: [{ path: '/tabbed/index', title: 'tabbed', load }],
      navTabs: [{ id: 'tabbed', path: '/tabbed/index', text: 'tabbed', order: 1, loginRequired: false }],
      module: new ContainerModule(() => undefined),
    };
    expect((await activatePlugins(new Container(), [landing, tabbed], ['front', 'tabbed'])).landing).toBe('/front/index');
    expect((await activatePlugins(new Container(), [landing, tabbed], ['tabbed'])).landing).toBe('/tabbed/index');
    expect((await activatePlugins(new Container(), [landing, tabbed], [])).landing).toBe('/');
    // Never a page that needs a login (a visitor would be sent to itself): the first public tab or page.
    const loginOnly: ClientPlugin = {
      manifest: { id: 'members', title: 'members', order: 0 },
      routes: [{ path: '/members/index', title: 'members', access: 'login', load }],
      navTabs: [{ id: 'members', path: '/members/index', text: 'members', order: 0, loginRequired: true }],
    };
    expect((await activatePlugins(new Container(), [loginOnly, tabbed], ['members', 'tabbed'])).landing).toBe('/tabbed/index');
    const page: ClientPlugin = { manifest: { id: 'page', title: 'page', order: 9 }, routes: [{ path: '/page/:id', title: 'p', load }, { path: '/page/about', title: 'a', load }] };
    expect((await activatePlugins(new Container(), [loginOnly, page], ['members', 'page'])).landing).toBe('/page/about');
  });
});
