import { Observable, Subject, type Observable as ObservableType } from 'rxjs';
import type { EventMap, EventName } from '../core/events';

export const EventBus = Symbol('EventBus');

/** The root bus itself (its owners' views, tracing); services inject EventBus, their own view. */
export const RootEventBus = Symbol('RootEventBus');

/** The site's typed event bus: one event map (kernel/core/events.ts), RxJS underneath. */
export interface EventBus {
  emit<K extends EventName>(name: K, payload: EventMap[K]): void;
  on<K extends EventName>(name: K): ObservableType<EventMap[K]>;
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
  private readonly subject = new Subject<Envelope>();
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

  on<K extends EventName>(name: K): ObservableType<EventMap[K]> {
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
      this.subject.next({ name, payload });
      return;
    }
    const outer = this.delivering;
    const handlers: BusOwner[] = [];
    this.delivering = handlers;
    try {
      this.subject.next({ name, payload });
    } finally {
      this.delivering = outer;
      try {
        sink({ name, payload, emitter, handlers });
      } catch {
        // A tracer never breaks the site.
      }
    }
  }

  private onAs<K extends EventName>(owner: BusOwner, name: K): ObservableType<EventMap[K]> {
    return new Observable<EventMap[K]>((subscriber) =>
      this.subject.subscribe((e) => {
        if (e.name !== name) return;
        this.delivering?.push(owner);
        subscriber.next(e.payload as EventMap[K]);
      }),
    );
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
