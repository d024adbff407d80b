import { action, computed, makeObservable, observable, runInAction } from 'mobx';

/**
 * One base for a store's load state and its request-race guard.
 *
 * A store holds one `LoadState` per thing it loads (a list, a detail, a statistics call) and runs
 * every request through `run()`:
 *
 *   readonly loading = new LoadState();
 *   async load(): Promise<void> {
 *     await this.loading.run((signal) => this.api.list(this.query, signal), { ready: (page) => (this.page = page) });
 *   }
 *
 * - `status` is 'idle' → 'loading' → 'ready' | 'error'; `error` is the message of the last failure.
 * - Only the newest request counts: a new `run()` (or `reset()`) aborts the signal of the previous
 *   one and makes its answer stale, so a late answer of an older request never overwrites the
 *   state, the data or the error of a newer one. A stale answer runs no handler.
 * - The `ready` and `error` handlers run inside a MobX action together with the status change, so
 *   observers never see the new status with the old data.
 * `Loadable<T>` adds the data for the common case of one request, one value.
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What became of one `run()`: applied (ready or error) or overtaken by a newer request. */
export type LoadOutcome<T> = { kind: 'ready'; value: T } | { kind: 'error'; error: unknown } | { kind: 'stale' };

/** What a view or a store interface exposes of a LoadState (a test double can be a plain object). */
export interface LoadView {
  readonly status: LoadStatus;
  readonly error: string;
}

/** What a view or a store interface exposes of a Loadable. */
export interface LoadableView<T> extends LoadView {
  readonly data: T | null;
}

export interface RunHandlers<T> {
  /** Runs at the start (in the same action as status 'loading'), e.g. to clear the old data. */
  start?: () => void;
  /** The answer of the newest request (in the same action as status 'ready'). */
  ready?: (value: T) => void;
  /** The failure of the newest request (in the same action as status 'error'). */
  error?: (error: unknown) => void;
}

/** The message of a failure: the error's own message (the HTTP client's are in Chinese), else a generic one. */
export function errorMessage(error: unknown, fallback = '加载失败，请稍后重试'): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message || fallback;
}

function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

export class LoadState implements LoadView {
  status: LoadStatus = 'idle';
  /** The message of the last failure ('' when the last request did not fail). */
  error = '';

  private seq = 0;
  private controller: AbortController | null = null;

  constructor(private readonly describe: (error: unknown) => string = (e) => errorMessage(e)) {
    makeObservable<LoadState, 'begin'>(this, {
      status: observable,
      error: observable,
      isIdle: computed,
      isLoading: computed,
      isReady: computed,
      isError: computed,
      reset: action,
      begin: action,
    });
  }

  get isIdle(): boolean {
    return this.status === 'idle';
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  get isReady(): boolean {
    return this.status === 'ready';
  }

  get isError(): boolean {
    return this.status === 'error';
  }

  /**
   * Runs `call` as the newest request: status 'loading' at once, then 'ready' (with `ready(value)`)
   * or 'error' (with `error(e)`) — unless a newer `run()` or a `reset()` came meanwhile: then the
   * answer is dropped and the outcome is 'stale'. An AbortError is always stale.
   */
  async run<T>(call: (signal: AbortSignal | undefined) => Promise<T>, handlers: RunHandlers<T> = {}): Promise<LoadOutcome<T>> {
    const { seq, signal } = this.begin(handlers.start);
    try {
      const value = await call(signal);
      if (seq !== this.seq) return { kind: 'stale' };
      runInAction(() => {
        handlers.ready?.(value);
        this.status = 'ready';
      });
      return { kind: 'ready', value };
    } catch (error) {
      if (seq !== this.seq || isAbort(error)) return { kind: 'stale' };
      runInAction(() => {
        this.error = this.describe(error);
        handlers.error?.(error);
        this.status = 'error';
      });
      return { kind: 'error', error };
    }
  }

  /** Back to 'idle' (nothing to load); an answer still under way becomes stale. */
  reset(): void {
    this.invalidate();
    this.status = 'idle';
    this.error = '';
  }

  private begin(start?: () => void): { seq: number; signal: AbortSignal | undefined } {
    this.invalidate();
    start?.();
    this.controller = typeof AbortController === 'undefined' ? null : new AbortController();
    this.status = 'loading';
    this.error = '';
    return { seq: this.seq, signal: this.controller?.signal };
  }

  private invalidate(): void {
    this.seq += 1;
    this.controller?.abort();
    this.controller = null;
  }
}

export interface LoadOptions {
  /** Keep the previous data while the new request runs (default: cleared at the start). */
  keepWhileLoading?: boolean;
  /** Keep the previous data when the request fails (default: cleared). */
  keepOnError?: boolean;
}

/** A LoadState with the one value it loads. */
export class Loadable<T> extends LoadState implements LoadableView<T> {
  data: T | null = null;

  constructor(describe?: (error: unknown) => string) {
    super(describe);
    makeObservable(this, { data: observable.ref, set: action, clear: action });
  }

  /** Loads the value (see LoadState.run); the data changes only with the newest request's answer. */
  async load(call: (signal: AbortSignal | undefined) => Promise<T>, options: LoadOptions = {}): Promise<LoadOutcome<T>> {
    return this.run(call, {
      start: () => {
        if (!options.keepWhileLoading) this.data = null;
      },
      ready: (value) => (this.data = value),
      error: () => {
        if (!options.keepOnError) this.data = null;
      },
    });
  }

  /** Replaces the loaded value (a local change such as a like), keeping the status. */
  set(data: T | null): void {
    this.data = data;
  }

  /** Back to 'idle' without data. */
  clear(): void {
    this.reset();
    this.data = null;
  }
}
