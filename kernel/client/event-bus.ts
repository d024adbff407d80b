import { Subject, type Observable, filter, map } from 'rxjs';
import type { EventMap, EventName } from '../core/events';

export const EventBus = Symbol('EventBus');

/** The site's typed event bus: one event map (kernel/core/events.ts), RxJS underneath. */
export interface EventBus {
  emit<K extends EventName>(name: K, payload: EventMap[K]): void;
  on<K extends EventName>(name: K): Observable<EventMap[K]>;
}

interface Envelope {
  readonly name: EventName;
  readonly payload: unknown;
}

export class RxEventBus implements EventBus {
  private readonly subject = new Subject<Envelope>();

  emit<K extends EventName>(name: K, payload: EventMap[K]): void {
    this.subject.next({ name, payload });
  }

  on<K extends EventName>(name: K): Observable<EventMap[K]> {
    return this.subject.pipe(
      filter((e) => e.name === name),
      map((e) => e.payload as EventMap[K]),
    );
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
