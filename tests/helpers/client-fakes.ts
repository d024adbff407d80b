/**
 * Test doubles of the kernel's client services that a store takes: the navigator (an in-memory
 * address) and the notifier (the messages it was asked to show).
 */
import type { Navigator } from '@kernel/client/navigator';
import type { Notifier } from '@kernel/client/ui-store';

/** A navigator over an in-memory address; `history` lists every address navigated to. */
export class FakeNavigator implements Navigator {
  history: string[] = [];
  constructor(public address = '/') {}
  navigate(to: string): void {
    this.address = to;
    this.history.push(to);
  }
  current(): string {
    return this.address;
  }
  reload(): void {}
}

/** A notifier that records what it was asked to show. */
export class FakeNotifier implements Notifier {
  messages: Array<{ message: string; kind?: string }> = [];
  notify(message: string, kind?: 'info' | 'success' | 'warning' | 'error'): void {
    this.messages.push({ message, kind });
  }
}
