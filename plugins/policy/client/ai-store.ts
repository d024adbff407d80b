import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { errorMessage, Loadable } from '@kernel/client/load-state';
import { POLICY_LIMITS, PolicyMessages, type PolicyAiEventMap, type PolicyAiHistory } from '../shared/contract';
import { PolicyApi, type PolicyAiEvent, type PolicyAiPhase, type PolicyAiSource, type PolicyAiStore } from './tokens';

/** The history's page size in the panel. */
export const HISTORY_PAGE_SIZE = POLICY_LIMITS.historyPageSizes[0];

/** What is shown when a stream ends without its `done` event (the connection broke). */
export const ANSWER_BROKEN = '回答中断，请重新提问';

/**
 * The AI智能检索 panel's state: one question at a time. The answer grows chunk by chunk as the
 * events arrive (meta, chunk…, source…, done); 停止生成 aborts the request, which closes the stream
 * on the server; a newer question stops the running one and its late events are ignored.
 */
@injectable()
export class MobxPolicyAiStore implements PolicyAiStore {
  question = '';
  phase: PolicyAiPhase = 'idle';
  answer = '';
  chunks = 0;
  sources: PolicyAiSource[] = [];
  meta: PolicyAiEventMap['meta'] | null = null;
  outcome: 'answered' | 'none' | null = null;
  elapsedMs: number | null = null;
  error = '';
  historyPage = 1;
  readonly history = new Loadable<PolicyAiHistory>();

  private seq = 0;
  private controller: AbortController | null = null;

  constructor(@inject(PolicyApi) private readonly api: PolicyApi) {
    makeObservable<MobxPolicyAiStore, 'apply' | 'begin' | 'end'>(this, {
      question: observable,
      phase: observable,
      answer: observable,
      chunks: observable,
      sources: observable.ref,
      meta: observable.ref,
      outcome: observable,
      elapsedMs: observable,
      error: observable,
      historyPage: observable,
      stop: action,
      apply: action,
      begin: action,
      end: action,
    });
  }

  async ask(question: string, areaId?: number): Promise<void> {
    const text = question.trim();
    const invalid = !text ? PolicyMessages.questionEmpty : text.length > POLICY_LIMITS.questionMax ? PolicyMessages.questionTooLong : '';
    this.controller?.abort();
    const seq = ++this.seq;
    this.begin(text);
    if (invalid) {
      this.end(seq, 'failed', invalid);
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    try {
      await this.api.ask({ keyWord: text, areaId: areaId && areaId > 1 ? areaId : undefined }, (e) => seq === this.seq && this.apply(e), controller.signal);
      // The stream ended: with its done (or error) event, or broken off without it.
      if (this.phase === 'streaming') this.end(seq, 'failed', ANSWER_BROKEN);
    } catch (error) {
      const aborted = (error as { name?: string } | null)?.name === 'AbortError';
      this.end(seq, aborted ? 'stopped' : 'failed', aborted ? '' : errorMessage(error, PolicyMessages.aiFailed));
    } finally {
      if (this.controller === controller) this.controller = null;
    }
    if (seq === this.seq && text) void this.loadHistory(1);
  }

  stop(): void {
    if (this.phase !== 'streaming') return;
    this.controller?.abort();
    this.controller = null;
    this.phase = 'stopped';
  }

  async loadHistory(pageNum = this.historyPage): Promise<void> {
    const page = Math.max(1, Math.floor(pageNum));
    runInAction(() => (this.historyPage = page));
    await this.history.load((signal) => this.api.history(page, HISTORY_PAGE_SIZE, signal), { keepWhileLoading: true });
  }

  private begin(question: string): void {
    this.question = question;
    this.phase = 'streaming';
    this.answer = '';
    this.chunks = 0;
    this.sources = [];
    this.meta = null;
    this.outcome = null;
    this.elapsedMs = null;
    this.error = '';
  }

  /** The end of question `seq` (nothing when a newer one runs, or it already ended). */
  private end(seq: number, phase: PolicyAiPhase, error: string): void {
    if (seq !== this.seq) return;
    if (this.phase === 'streaming') this.phase = phase;
    if (this.phase === 'failed' && error && !this.error) this.error = error;
  }

  private apply(e: PolicyAiEvent): void {
    if (this.phase !== 'streaming') return;
    switch (e.event) {
      case 'meta':
        this.meta = e.data;
        break;
      case 'chunk':
        this.answer += e.data.text;
        this.chunks += 1;
        break;
      case 'source':
        this.sources = [...this.sources.filter((s) => s.n !== e.data.n), e.data].sort((a, b) => a.n - b.n);
        break;
      case 'done':
        this.outcome = e.data.status;
        this.elapsedMs = e.data.elapsedMs;
        this.phase = 'done';
        break;
      case 'error':
        this.error = e.data.businessMsg || PolicyMessages.aiFailed;
        this.phase = 'failed';
        break;
    }
  }
}
