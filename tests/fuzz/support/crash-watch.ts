import vm from 'node:vm';

type Listener = (...args: unknown[]) => void;
const EVENTS = ['uncaughtException', 'unhandledRejection'] as const;

/**
 * Records uncaught exceptions and unhandled rejections while it runs. Jest gives each test file a
 * copy of `process` whose listeners the real process never calls, so the watch reaches the real
 * one (evaluated in the main context) and stands in for Jest's own handlers meanwhile: a crash
 * is then attributed to the request that caused it and reported with it, instead of failing the
 * test without saying which request it was. `stop()` puts Jest's handlers back.
 */
export class CrashWatch {
  readonly crashes: string[] = [];
  private readonly real = vm.runInThisContext('process') as NodeJS.Process;
  private saved = new Map<string, Listener[]>();
  private readonly record = (err: unknown) => {
    this.crashes.push(err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err));
  };

  /** The real process, as a plain emitter (its typed overloads do not take a variable event). */
  private get emitter(): NodeJS.EventEmitter {
    return this.real as unknown as NodeJS.EventEmitter;
  }

  start(): this {
    for (const event of EVENTS) {
      this.saved.set(event, this.emitter.listeners(event) as Listener[]);
      this.emitter.removeAllListeners(event);
      this.emitter.on(event, this.record);
    }
    return this;
  }

  stop(): void {
    for (const event of EVENTS) {
      this.emitter.off(event, this.record);
      for (const listener of this.saved.get(event) ?? []) this.emitter.on(event, listener);
    }
    this.saved = new Map();
  }
}
