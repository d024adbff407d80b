import type { Navigator } from '@kernel/client/navigator';
import type { Notifier } from '@kernel/client/ui-store';

/** A navigator over an in-memory address. */
export class FakeNavigator implements Navigator {
  history: string[] = [];
  constructor(public address = '/comprehensiveUnitPrice/index') {}
  navigate(to: string): void {
    this.address = to;
    this.history.push(to);
  }
  current(): string {
    return this.address;
  }
  reload(): void {}
}

export class FakeNotifier implements Notifier {
  messages: Array<{ message: string; kind?: string }> = [];
  notify(message: string, kind?: 'info' | 'success' | 'warning' | 'error'): void {
    this.messages.push({ message, kind });
  }
}
