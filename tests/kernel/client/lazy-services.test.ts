import 'reflect-metadata';
import { Container, inject, injectable } from 'inversify';
import { lazyServices } from '@kernel/client/lazy-services';

/** Tokens are a Symbol plus an interface; the classes come with the "chunk". */
const Clock = Symbol('Clock');
interface Clock {
  now(): number;
}
const Greeter = Symbol('Greeter');
interface Greeter {
  greet(name: string): string;
}

function makeChunk() {
  @injectable()
  class FixedClock implements Clock {
    now(): number {
      return 42;
    }
  }
  @injectable()
  class ClockGreeter implements Greeter {
    constructor(@inject(Clock) private readonly clock: Clock) {}
    greet(name: string): string {
      return `${name}@${this.clock.now()}`;
    }
  }
  return { FixedClock, ClockGreeter };
}

function setup() {
  let imports = 0;
  const chunk = makeChunk();
  const services = lazyServices('demo', async () => {
    imports += 1;
    return chunk;
  });
  const module = services.module((bind) => {
    bind<Clock>(Clock, (m) => m.FixedClock);
    bind<Greeter>(Greeter, (m) => m.ClockGreeter);
  });
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(module);
  return { services, container, imports: () => imports, chunk };
}

describe('lazyServices', () => {
  it('refuses to build a service before its chunk was loaded, with a clear message', () => {
    const { container, services } = setup();
    expect(services.isLoaded()).toBe(false);
    expect(() => container.get<Greeter>(Greeter)).toThrow(/demo: its services are used before their chunk was loaded/);
  });

  it('lets the container build each class from its own @inject list once the chunk is loaded', async () => {
    const { container, services, chunk } = setup();
    await services.load();
    const greeter = container.get<Greeter>(Greeter);
    expect(greeter).toBeInstanceOf(chunk.ClockGreeter);
    expect(greeter.greet('张三')).toBe('张三@42');
    // one instance per token (singleton)
    expect(container.get<Greeter>(Greeter)).toBe(greeter);
    expect(container.get<Clock>(Clock)).toBe(container.get<Clock>(Clock));
  });

  it('loads the chunk once, in parallel with the page, through withServices', async () => {
    const { container, services, imports } = setup();
    const page = { default: 'Page' };
    const loadPage = services.withServices(async () => page);
    await expect(loadPage()).resolves.toBe(page);
    await expect(loadPage()).resolves.toBe(page);
    expect(imports()).toBe(1);
    expect(services.loaded()).toBe(await services.load());
    expect(container.get<Greeter>(Greeter).greet('李四')).toBe('李四@42');
  });

  it('retries a chunk whose download failed', async () => {
    let attempts = 0;
    const services = lazyServices('flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError');
      return makeChunk();
    });
    await expect(services.load()).rejects.toThrow('ChunkLoadError');
    expect(services.isLoaded()).toBe(false);
    await expect(services.load()).resolves.toHaveProperty('FixedClock');
    expect(attempts).toBe(2);
  });

  it('accepts a test double for a token: the interface, not the class, is the contract', async () => {
    const { services, chunk } = setup();
    await services.load();
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind<Clock>(Clock).toConstantValue({ now: () => 7 });
    container.bind<Greeter>(Greeter).to(chunk.ClockGreeter);
    expect(container.get<Greeter>(Greeter).greet('王五')).toBe('王五@7');
  });
});
