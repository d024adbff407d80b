import { autorun } from 'mobx';
import { Loadable, LoadState } from '@kernel/client/load-state';

/** A request whose answer the test gives by hand, in any order. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('LoadState', () => {
  it('goes idle → loading → ready and runs the ready handler with the answer', async () => {
    const state = new LoadState();
    expect(state.status).toBe('idle');
    let page: string | null = null;
    const d = deferred<string>();
    const run = state.run(() => d.promise, { ready: (v) => (page = v) });
    expect(state.status).toBe('loading');
    expect(state.isLoading).toBe(true);
    d.resolve('第1页');
    await expect(run).resolves.toEqual({ kind: 'ready', value: '第1页' });
    expect(state.status).toBe('ready');
    expect(page).toBe('第1页');
  });

  it('keeps the error message of a failure and clears it on the next request', async () => {
    const state = new LoadState();
    const outcome = await state.run(() => Promise.reject(new Error('网络异常')));
    expect(outcome.kind).toBe('error');
    expect(state.status).toBe('error');
    expect(state.error).toBe('网络异常');
    const d = deferred<number>();
    void state.run(() => d.promise);
    expect(state.error).toBe('');
    d.resolve(1);
  });

  it('never lets a late answer of an older request overwrite a newer one', async () => {
    const state = new LoadState();
    const applied: string[] = [];
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = state.run(() => older.promise, { ready: (v) => applied.push(v) });
    const second = state.run(() => newer.promise, { ready: (v) => applied.push(v) });
    newer.resolve('新');
    await expect(second).resolves.toEqual({ kind: 'ready', value: '新' });
    older.resolve('旧');
    await expect(first).resolves.toEqual({ kind: 'stale' });
    expect(applied).toEqual(['新']);
    expect(state.status).toBe('ready');
  });

  it('does not let an older failure turn a newer success into an error', async () => {
    const state = new LoadState();
    const older = deferred<string>();
    const first = state.run(() => older.promise, { error: () => fail('a stale failure ran its handler') });
    const second = state.run(async () => '新');
    await second;
    older.reject(new Error('超时'));
    await expect(first).resolves.toEqual({ kind: 'stale' });
    expect(state.status).toBe('ready');
    expect(state.error).toBe('');
  });

  it('aborts the signal of the request it supersedes and treats the AbortError as stale', async () => {
    const state = new LoadState();
    let firstSignal: AbortSignal | undefined;
    const first = state.run(
      (signal) =>
        new Promise<string>((_, reject) => {
          firstSignal = signal;
          signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
        }),
    );
    const second = state.run(async () => 'b');
    expect(firstSignal?.aborted).toBe(true);
    await expect(first).resolves.toEqual({ kind: 'stale' });
    await expect(second).resolves.toEqual({ kind: 'ready', value: 'b' });
    expect(state.status).toBe('ready');
  });

  it('reset() goes back to idle and makes the request under way stale', async () => {
    const state = new LoadState();
    const d = deferred<string>();
    let ran = false;
    const run = state.run(() => d.promise, { ready: () => (ran = true) });
    state.reset();
    expect(state.status).toBe('idle');
    d.resolve('迟到');
    await expect(run).resolves.toEqual({ kind: 'stale' });
    expect(ran).toBe(false);
    expect(state.status).toBe('idle');
  });

  it('is observable: an autorun sees each status once, never the new status with the old data', async () => {
    const value = new Loadable<string>();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${value.status}:${value.data ?? '-'}`));
    await value.load(async () => '数据');
    await value.load(async () => '新数据');
    stop();
    expect(seen).toEqual(['idle:-', 'loading:-', 'ready:数据', 'loading:-', 'ready:新数据']);
  });
});

describe('Loadable', () => {
  it('clears the data at the start and on failure unless told to keep it', async () => {
    const value = new Loadable<number>();
    await value.load(async () => 1);
    expect(value.data).toBe(1);
    const d = deferred<number>();
    const run = value.load(() => d.promise, { keepWhileLoading: true });
    expect(value.data).toBe(1);
    d.reject(new Error('失败'));
    await run;
    expect(value.data).toBeNull();
    expect(value.error).toBe('失败');
    await value.load(async () => 2);
    await value.load(() => Promise.reject(new Error('x')), { keepOnError: true });
    expect(value.data).toBeNull(); // cleared at the start (keepWhileLoading not set)
    await value.load(async () => 3);
    await value.load(() => Promise.reject(new Error('x')), { keepWhileLoading: true, keepOnError: true });
    expect(value.data).toBe(3);
    expect(value.status).toBe('error');
  });

  it('only the newest load sets the data', async () => {
    const value = new Loadable<string>();
    const older = deferred<string>();
    const first = value.load(() => older.promise);
    await value.load(async () => '新');
    older.resolve('旧');
    await first;
    expect(value.data).toBe('新');
    value.set('本地修改');
    expect(value.data).toBe('本地修改');
    expect(value.status).toBe('ready');
    value.clear();
    expect([value.status, value.data]).toEqual(['idle', null]);
  });
});
