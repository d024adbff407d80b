import { RxEventBus } from '@kernel/client/event-bus';

describe('event bus', () => {
  it('delivers a payload only to subscribers of that event', () => {
    const bus = new RxEventBus();
    const logins: unknown[] = [];
    const searches: unknown[] = [];
    bus.on('login').subscribe((e) => logins.push(e));
    bus.on('search').subscribe((e) => searches.push(e));
    bus.emit('search', { scope: 'project', keyword: '住宅' });
    bus.emit('login', { type: 'success' });
    expect(logins).toEqual([{ type: 'success' }]);
    expect(searches).toEqual([{ scope: 'project', keyword: '住宅' }]);
  });

  it('does not replay past events to late subscribers and stops after unsubscribe', () => {
    const bus = new RxEventBus();
    bus.emit('openLogin', { tab: 2 });
    const seen: unknown[] = [];
    const sub = bus.on('openLogin').subscribe((e) => seen.push(e));
    bus.emit('openLogin', { tab: 1 });
    sub.unsubscribe();
    bus.emit('openLogin', { tab: 3 });
    expect(seen).toEqual([{ tab: 1 }]);
  });

  it('passes callbacks through, as the captcha contract needs', () => {
    const bus = new RxEventBus();
    bus.on('captcha').subscribe((e) => e.callback?.('solved-token'));
    const results: (string | null)[] = [];
    bus.emit('captcha', { type: 'open', callback: (v) => results.push(v) });
    expect(results).toEqual(['solved-token']);
  });
});
