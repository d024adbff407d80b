import 'reflect-metadata';
import { useEffect } from 'react';
import { ContainerModule, inject, injectable } from 'inversify';
import { formatRecord, installBusTracer, summarizePayload } from '@kernel/client/bus-tracer';
import { busTraceRequested, EventBus, RootEventBus, RxEventBus, type BusRecord } from '@kernel/client/event-bus';
import { createKernel } from '@kernel/client/kernel';
import { lazyServices } from '@kernel/client/lazy-services';
import type { ClientPlugin } from '@kernel/client/plugin';
import { KernelProvider, PluginScope, useEmit } from '@kernel/client/react';
import { useDomRoot } from '../../helpers/dom-root';

const dom = useDomRoot();

afterEach(() => localStorage.removeItem('debug'));

describe('bus tracer: attribution', () => {
  it('records each event with its emitter and the owners of the subscriptions that handled it', () => {
    const bus = new RxEventBus('kernel');
    const records: BusRecord[] = [];
    bus.scoped('membership').on('login').subscribe(() => undefined);
    bus.scoped('home').on('login').subscribe(() => undefined);
    bus.scoped('home').on('search').subscribe(() => undefined);
    bus.emit('search', { scope: 'all', keyword: '住宅' }); // not traced yet
    bus.trace((r) => records.push(r));
    bus.scoped('account').emit('login', { type: 'success' });
    bus.emit('openLogin', {});
    expect(records).toEqual([
      { name: 'login', payload: { type: 'success' }, emitter: 'account', handlers: ['membership', 'home'] },
      { name: 'openLogin', payload: {}, emitter: 'kernel', handlers: [] },
    ]);
    bus.trace(null);
    bus.emit('login', { type: 'fail' });
    expect(records).toHaveLength(2);
  });

  it('a throwing trace sink does not break delivery', () => {
    const bus = new RxEventBus();
    const seen: unknown[] = [];
    bus.on('search').subscribe((e) => seen.push(e));
    bus.trace(() => {
      throw new Error('sink');
    });
    bus.emit('search', { scope: 'project', keyword: '框架' });
    expect(seen).toHaveLength(1);
  });
});

describe('bus tracer: the log line', () => {
  it('summarises the payload briefly and redacts secrets', () => {
    expect(summarizePayload({ type: 'success' })).toBe('{type:"success"}');
    const summary = summarizePayload({
      token: 'eyJhbGciOiJIUzI1NiJ9.secret',
      password: 'hunter2',
      verificationCode: '123456',
      mobile: '13800000000',
      callback: () => undefined,
      keyword: '这是一个非常非常非常非常非常非常长的关键词用于测试截断效果',
    });
    expect(summary).not.toMatch(/eyJ|hunter2|123456|13800000000/);
    expect(summary).toContain('token:***');
    expect(summary).toContain('password:***');
    expect(summary).toContain('verificationCode:***');
    expect(summary).toContain('callback:ƒ');
    expect(summary).toContain('…');
    expect(summarizePayload({ nested: { deep: { deeper: 1 } }, list: [1, 2, 3, 4, 5] })).toBe('{nested:{deep:{…}},list:[1,2,3,…+2]}');
    expect(summarizePayload({ a: 'x'.repeat(500), b: 'y'.repeat(500), c: 'z'.repeat(500), d: 1, e: 2, f: 3, g: 4 }).length).toBeLessThanOrEqual(160);
  });

  it('formats name, payload, emitter and handlers', () => {
    expect(formatRecord({ name: 'login', payload: { type: 'success' }, emitter: 'account', handlers: ['membership', 'home', 'home'] })).toBe(
      '[bus] login {type:"success"} ← account → membership, home',
    );
    expect(formatRecord({ name: 'search', payload: { scope: 'all', keyword: '住宅' }, emitter: 'app', handlers: [] })).toBe(
      '[bus] search {scope:"all",keyword:"住宅"} ← app → nobody',
    );
  });

  it('is asked for with localStorage.debug (bus, *, or among other flags)', () => {
    expect(busTraceRequested()).toBe(false);
    for (const value of ['bus', '*', 'router,bus', 'x bus']) {
      localStorage.setItem('debug', value);
      expect(busTraceRequested()).toBe(true);
    }
    localStorage.setItem('debug', 'busy');
    expect(busTraceRequested()).toBe(false);
  });
});

// Two plugins in a real kernel: one binds its store with `.to(Class)`, the other through lazy services.
const Emitter = Symbol('Emitter');
interface Emitter {
  search(keyword: string): void;
}
@injectable()
class AlphaEmitter implements Emitter {
  constructor(@inject(EventBus) private readonly bus: EventBus) {}
  search(keyword: string): void {
    this.bus.emit('search', { scope: 'all', keyword });
  }
}

const Listener = Symbol('Listener');
interface Listener {
  readonly heard: string[];
}
@injectable()
class BetaListener implements Listener {
  readonly heard: string[] = [];
  constructor(@inject(EventBus) bus: EventBus) {
    bus.on('search').subscribe((e) => this.heard.push(e.keyword));
    bus.on('login').subscribe(() => this.heard.push('login'));
  }
}

const betaServices = lazyServices('beta', async () => ({ BetaListener }));

function plugins(): ClientPlugin[] {
  return [
    {
      manifest: { id: 'alpha', title: 'alpha', order: 1 },
      module: new ContainerModule(({ bind }) => {
        bind<Emitter>(Emitter).to(AlphaEmitter);
      }),
    },
    {
      manifest: { id: 'beta', title: 'beta', order: 2 },
      module: betaServices.module((bind) => bind<Listener>(Listener, (m) => m.BetaListener)),
      async activate(ctx) {
        await betaServices.load();
        ctx.get<Listener>(Listener);
        ctx.bus.emit('login', { type: 'success' });
      },
    },
  ];
}

async function kernelWithTrace() {
  // Attribution is wired only while the bus is traced (its code loads only then).
  localStorage.setItem('debug', 'bus');
  const quiet = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const k = await createKernel({
    plugins: plugins(),
    config: { plugins: ['alpha', 'beta'], version: '', gateways: { core: '', manage: '', common: '', cost: '', stream: '', storage: '' } },
    notifier: { notify: () => undefined },
    logger: { error: (m, e) => console.error(m, e) },
  });
  quiet.mockRestore();
  const records: BusRecord[] = [];
  installBusTracer(k.get<RxEventBus>(RootEventBus), { log: (_line, r) => records.push(r) });
  return { k, records };
}

describe('bus tracer: plugins in the kernel', () => {
  it("attributes a plugin's services, its activate context and its views to the plugin", async () => {
    const { k, records } = await kernelWithTrace();
    k.get<Emitter>(Emitter).search('住宅');
    expect(k.get<Listener>(Listener).heard).toEqual(['login', '住宅']);
    expect(records).toEqual([{ name: 'search', payload: { scope: 'all', keyword: '住宅' }, emitter: 'alpha', handlers: ['beta'] }]);

    // A plugin's view (a page, a dialog, a slot) emits as the plugin; the shell's own as app.
    function Emit({ keyword }: { keyword: string }) {
      const emit = useEmit();
      useEffect(() => emit('search', { scope: 'all', keyword }), [emit, keyword]);
      return null;
    }
    await dom.renderAsync(
      <KernelProvider kernel={k}>
        <PluginScope pluginId="alpha">
          <Emit keyword="框架" />
        </PluginScope>
        <Emit keyword="砖混" />
      </KernelProvider>,
    );
    dom.unmount();
    expect(records.slice(1).map((r) => [r.payload, r.emitter])).toEqual([
      [{ scope: 'all', keyword: '框架' }, 'alpha'],
      [{ scope: 'all', keyword: '砖混' }, 'app'],
    ]);
  });

  it('without the debug flag, every service gets the one bus and nothing is traced', async () => {
    const k = await createKernel({
      plugins: plugins(),
      config: { plugins: ['alpha', 'beta'], version: '', gateways: { core: '', manage: '', common: '', cost: '', stream: '', storage: '' } },
      notifier: { notify: () => undefined },
    });
    const root = k.get<RxEventBus>(RootEventBus);
    expect(root.tracing).toBe(false);
    expect(k.get<EventBus>(EventBus)).toBe(root);
    k.get<Emitter>(Emitter).search('住宅');
    expect(k.get<Listener>(Listener).heard).toEqual(['login', '住宅']);
  });

  it('starts by itself with localStorage.debug = "bus", loading the tracer and reporting what came before', async () => {
    localStorage.setItem('debug', 'bus');
    const lines: string[] = [];
    const info = jest.spyOn(console, 'info').mockImplementation((line: string) => void lines.push(line));
    try {
      const k = await createKernel({
        plugins: plugins(),
        config: { plugins: ['alpha', 'beta'], version: '', gateways: { core: '', manage: '', common: '', cost: '', stream: '', storage: '' } },
        notifier: { notify: () => undefined },
      });
      await new Promise((r) => setTimeout(r, 0));
      k.get<Emitter>(Emitter).search('框架');
    } finally {
      info.mockRestore();
    }
    expect(lines).toEqual(['[bus] login {type:"success"} ← beta → beta', '[bus] search {scope:"all",keyword:"框架"} ← alpha → beta']);
  });
});
