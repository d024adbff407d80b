import type { EventMap, EventName } from '../core/events';

/** What `subscribe` answers: stop receiving with `unsubscribe()` (idempotent). */
export interface Subscription {
  readonly closed: boolean;
  unsubscribe(): void;
}

/** A subscriber: a function for the values, or an object with any of next / complete. */
export interface Observer<T> {
  next?(value: T): void;
  complete?(): void;
}

/** A step of `pipe` (e.g. `take(1)`). */
export type Operator<T, R> = (source: Observable<T>) => Observable<R>;

/** The sink a producer writes to: values until `complete`; nothing after it or after an unsubscribe. */
interface Sink<T> {
  readonly closed: boolean;
  next(value: T): void;
  complete(): void;
}

/**
 * The bus's event streams: a minimal, synchronous observable (subscribe, unsubscribe, `pipe` with
 * `take`), the part of RxJS the site uses, without RxJS in the first load. A handler that throws
 * does not stop the delivery to the others: its error is reported asynchronously (as RxJS does).
 */
export class Observable<T> {
  constructor(private readonly produce: (sink: Sink<T>) => () => void) {}

  subscribe(observer?: Observer<T> | ((value: T) => void)): Subscription {
    const handlers: Observer<T> = typeof observer === 'function' ? { next: observer } : (observer ?? {});
    let closed = false;
    let teardown: (() => void) | null = null;
    const subscription: Subscription = {
      get closed() {
        return closed;
      },
      unsubscribe() {
        if (closed) return;
        closed = true;
        const stop = teardown;
        teardown = null;
        stop?.();
      },
    };
    const sink: Sink<T> = {
      get closed() {
        return closed;
      },
      next(value) {
        if (closed) return;
        try {
          handlers.next?.(value);
        } catch (error) {
          reportLater(error);
        }
      },
      complete() {
        if (closed) return;
        subscription.unsubscribe();
        try {
          handlers.complete?.();
        } catch (error) {
          reportLater(error);
        }
      },
    };
    const stop = this.produce(sink);
    if (closed) stop();
    else teardown = stop;
    return subscription;
  }

  pipe(): Observable<T>;
  pipe<A>(op1: Operator<T, A>): Observable<A>;
  pipe<A, B>(op1: Operator<T, A>, op2: Operator<A, B>): Observable<B>;
  pipe(...operators: Operator<any, any>[]): Observable<any> {
    return operators.reduce<Observable<any>>((source, operator) => operator(source), this);
  }
}

/** The first `count` values, then the stream completes (and stops listening). */
export function take<T>(count: number): Operator<T, T> {
  return (source) =>
    new Observable<T>((sink) => {
      if (count <= 0) {
        sink.complete();
        return () => undefined;
      }
      let seen = 0;
      const inner = source.subscribe({
        next(value) {
          seen += 1;
          sink.next(value);
          if (seen >= count) sink.complete();
        },
        complete: () => sink.complete(),
      });
      return () => inner.unsubscribe();
    });
}

/** An error of a handler, rethrown outside the delivery (the console and error trackers see it). */
function reportLater(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

export const EventBus = Symbol('EventBus');

/** The root bus itself (its owners' views, tracing); services inject EventBus, their own view. */
export const RootEventBus = Symbol('RootEventBus');

/** The site's typed event bus: one event map (kernel/core/events.ts), synchronous delivery. */
export interface EventBus {
  emit<K extends EventName>(name: K, payload: EventMap[K]): void;
  on<K extends EventName>(name: K): Observable<EventMap[K]>;
}

/** Who emitted an event or subscribed to it: a plugin id, `kernel`, or `shell` (app/). */
export type BusOwner = string;

/** One delivered event, as the tracer sees it. */
export interface BusRecord {
  readonly name: EventName;
  readonly payload: unknown;
  /** The plugin (or kernel/shell) whose view of the bus emitted it. */
  readonly emitter: BusOwner;
  /** The owners of the subscriptions that received it, in delivery order. */
  readonly handlers: readonly BusOwner[];
}

/** The owner of whatever the container builds right now (resolution is synchronous); see bus-owners.ts. */
let building: BusOwner | null = null;

/** Runs `build` with `owner` as the owner of the services the container builds meanwhile. */
export function withOwner<T>(owner: BusOwner, build: () => T): T {
  const outer = building;
  building = owner;
  try {
    return build();
  } finally {
    building = outer;
  }
}

/** The owner set by the innermost `withOwner`, or null. */
export function currentOwner(): BusOwner | null {
  return building;
}

/** Receives every event while tracing is on (see kernel/client/bus-tracer.ts). */
export type BusTraceSink = (record: BusRecord) => void;

interface Envelope {
  readonly name: EventName;
  readonly payload: unknown;
}

/**
 * The root bus. Each plugin gets its own view of it (`scoped(pluginId)`, handed out by the kernel's
 * container: see kernel.ts), so that every emit and every subscription carries its owner. With a
 * trace sink set (`localStorage.debug = 'bus'`), each event is reported with its emitter and the
 * owners of the subscriptions that handled it; without one, attribution costs one property read.
 */
export class RxEventBus implements EventBus {
  /** The subscribers, in subscription order (a delivery walks a snapshot: one added meanwhile waits for the next event). */
  private handlers: Array<(e: Envelope) => void> = [];
  private readonly views = new Map<BusOwner, EventBus>();
  /** The handlers of the event being delivered (delivery is synchronous). */
  private delivering: BusOwner[] | null = null;
  private sink: BusTraceSink | null = null;

  constructor(private readonly owner: BusOwner = 'kernel') {}

  /** Starts (or, with null, stops) reporting every event to `sink`. */
  trace(sink: BusTraceSink | null): void {
    this.sink = sink;
  }

  get tracing(): boolean {
    return this.sink !== null;
  }

  emit<K extends EventName>(name: K, payload: EventMap[K]): void {
    this.emitAs(this.owner, name, payload);
  }

  on<K extends EventName>(name: K): Observable<EventMap[K]> {
    return this.onAs(this.owner, name);
  }

  /** The bus as seen by one owner: its emits and subscriptions are attributed to it. */
  scoped(owner: BusOwner): EventBus {
    let view = this.views.get(owner);
    if (!view) {
      view = {
        emit: (name, payload) => this.emitAs(owner, name, payload),
        on: (name) => this.onAs(owner, name),
      };
      this.views.set(owner, view);
    }
    return view;
  }

  private emitAs(emitter: BusOwner, name: EventName, payload: unknown): void {
    const sink = this.sink;
    if (!sink) {
      this.deliver({ name, payload });
      return;
    }
    const outer = this.delivering;
    const handlers: BusOwner[] = [];
    this.delivering = handlers;
    try {
      this.deliver({ name, payload });
    } finally {
      this.delivering = outer;
      try {
        sink({ name, payload, emitter, handlers });
      } catch {
        // A tracer never breaks the site.
      }
    }
  }

  private deliver(envelope: Envelope): void {
    for (const handler of this.handlers) handler(envelope);
  }

  private onAs<K extends EventName>(owner: BusOwner, name: K): Observable<EventMap[K]> {
    return new Observable<EventMap[K]>((sink) => {
      const handler = (e: Envelope) => {
        if (e.name !== name || sink.closed) return;
        this.delivering?.push(owner);
        sink.next(e.payload as EventMap[K]);
      };
      // Copy on write: a delivery in progress keeps walking the list it started with.
      this.handlers = [...this.handlers, handler];
      return () => {
        this.handlers = this.handlers.filter((h) => h !== handler);
      };
    });
  }
}

/**
 * Whether the bus is traced: `localStorage.debug` lists `bus` (comma- or space-separated, or `*`),
 * or, in a development build, the address has `?debug=bus`.
 */
export function busTraceRequested(): boolean {
  try {
    const flags = (globalThis.localStorage?.getItem('debug') ?? '').split(/[\s,]+/);
    if (flags.includes('bus') || flags.includes('*')) return true;
  } catch {
    // No storage (private mode): fall through.
  }
  if (process.env.NODE_ENV === 'production') return false;
  try {
    return new URLSearchParams(globalThis.location?.search ?? '').getAll('debug').some((v) => v.split(',').includes('bus'));
  } catch {
    return false;
  }
}

/**
 * Asks the captcha host (through the bus's `captcha` event) for a solved captcha: its
 * validateData, or null when the captcha was dismissed. Only the first answer counts.
 */
export function solveCaptcha(bus: EventBus): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    bus.emit('captcha', {
      type: 'open',
      callback: (validateData) => {
        if (settled) return;
        settled = true;
        resolve(validateData);
      },
    });
  });
}
