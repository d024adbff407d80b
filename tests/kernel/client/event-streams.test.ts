import { Observable, RxEventBus, take } from '@kernel/client/event-bus';

describe('the bus streams', () => {
  afterEach(() => jest.useRealTimers());

  it('take(1) delivers the first event only, then stops listening', () => {
    const bus = new RxEventBus();
    const seen: unknown[] = [];
    let completed = 0;
    const sub = bus
      .on('login')
      .pipe(take(1))
      .subscribe({ next: (e) => seen.push(e), complete: () => (completed += 1) });
    bus.emit('login', { type: 'success' });
    bus.emit('login', { type: 'fail' });
    expect(seen).toEqual([{ type: 'success' }]);
    expect(completed).toBe(1);
    expect(sub.closed).toBe(true);
    // Unsubscribing again is harmless.
    sub.unsubscribe();
  });

  it('a subscriber added during a delivery waits for the next event; one removed during it gets nothing more', () => {
    const bus = new RxEventBus();
    const seen: string[] = [];
    let late: { unsubscribe(): void } | null = null;
    const second = { current: null as { unsubscribe(): void } | null };
    bus.on('search').subscribe((e) => {
      seen.push(`a:${e.keyword}`);
      late ??= bus.on('search').subscribe((x) => seen.push(`late:${x.keyword}`));
      second.current?.unsubscribe();
    });
    second.current = bus.on('search').subscribe((e) => seen.push(`b:${e.keyword}`));
    bus.emit('search', { scope: 'project', keyword: '一' });
    bus.emit('search', { scope: 'project', keyword: '二' });
    expect(seen).toEqual(['a:一', 'a:二', 'late:二']);
    expect(late).not.toBeNull();
  });

  it('a handler that throws does not stop the others; its error is reported afterwards', () => {
    jest.useFakeTimers();
    const bus = new RxEventBus();
    const seen: number[] = [];
    bus.on('openLogin').subscribe(() => {
      throw new Error('boom');
    });
    bus.on('openLogin').subscribe((e) => seen.push(e.tab ?? 0));
    expect(() => bus.emit('openLogin', { tab: 1 })).not.toThrow();
    expect(seen).toEqual([1]);
    expect(() => jest.runOnlyPendingTimers()).toThrow('boom');
  });

  it('an observable stops its producer on unsubscribe, and pipe() without steps is the stream itself', () => {
    let stopped = 0;
    const source = new Observable<number>((sink) => {
      sink.next(1);
      sink.next(2);
      return () => (stopped += 1);
    });
    const values: number[] = [];
    const sub = source.pipe().subscribe((v) => values.push(v));
    expect(values).toEqual([1, 2]);
    sub.unsubscribe();
    expect(stopped).toBe(1);
    // take(1) of a synchronous source completes during the subscription and stops the producer at once.
    const first: number[] = [];
    expect(source.pipe(take(1)).subscribe((v) => first.push(v)).closed).toBe(true);
    expect(first).toEqual([1]);
    expect(stopped).toBe(2);
  });
});
