/**
 * The optional language-model provider of the AI search: any OpenAI-compatible chat-completions
 * service, configured by environment and off unless all three are set:
 * - POLICY_LLM_BASE_URL (e.g. https://api.example.com/v1; `/chat/completions` is appended),
 * - POLICY_LLM_API_KEY (sent as `Authorization: Bearer …` only; never logged),
 * - POLICY_LLM_MODEL;
 * - POLICY_LLM_TIMEOUT_MS (optional, default 20 000): the whole answer's limit.
 *
 * The request holds the question and the retrieved passages only, numbered [1] … [n], and asks for
 * Chinese sentences each citing the passages it rests on. The answer is read as it streams
 * (`stream: true`, server-sent `data:` lines), its deltas buffered into sentences (`SentenceBuffer`);
 * routes.ts checks every sentence (number-check.ts) before sending it. A failure, a timeout or an
 * answer of which no sentence passes falls back to the extractive answer (compose.ts).
 */
import { normaliseCitations } from './number-check';
import type { AiCandidate, AiSource, AnswerDraft, Retrieval } from './types';

export interface LlmConfig {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly model: string;
  readonly timeoutMs: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
/** Passages sent to the model at most. */
const MAX_PASSAGES = 8;
/** A sentence longer than this is cut at a comma (a model that never ends its sentences). */
const MAX_SENTENCE = 240;

/** The provider's configuration from the environment, or null when it is off. */
export function llmConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LlmConfig | null {
  const baseUrl = env.POLICY_LLM_BASE_URL?.trim();
  const apiKey = env.POLICY_LLM_API_KEY?.trim();
  const model = env.POLICY_LLM_MODEL?.trim();
  if (!baseUrl || !apiKey || !model || !/^https?:\/\//i.test(baseUrl)) return null;
  const timeout = Number(env.POLICY_LLM_TIMEOUT_MS);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey,
    model,
    timeoutMs: Number.isFinite(timeout) && timeout >= 1000 && timeout <= 120_000 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

/** The passages the model may cite, numbered: the candidates' best passages and their header lines. */
export function llmSources(r: Retrieval): Map<number, AiSource> {
  const sources = new Map<number, AiSource>();
  const add = (c: AiCandidate, passageId: number) => {
    if (sources.size >= MAX_PASSAGES) return;
    const passage = c.passages.find((p) => p.passageId === passageId);
    if (!passage || [...sources.values()].some((s) => s.passage.passageId === passageId)) return;
    const n = sources.size + 1;
    sources.set(n, { n, doc: c.doc, passage });
  };
  for (const c of r.candidates) {
    const header = c.passages.find((p) => p.ord === 0);
    if (header) add(c, header.passageId);
    const best = c.passages.filter((p) => p.score > 0 && p.ord !== 0).sort((a, b) => b.score - a.score).slice(0, 3);
    for (const p of best) add(c, p.passageId);
  }
  return sources;
}

/** The chat messages: instructions, then the numbered passages and the question. Nothing else leaves the server. */
export function llmMessages(question: string, sources: ReadonlyMap<number, AiSource>): Array<{ role: 'system' | 'user'; content: string }> {
  const material = [...sources.values()]
    .map((s) => `[${s.n}] 《${s.doc.title}》（${s.doc.docNo}，${s.doc.issuer}，${s.doc.publishDate}发布，${s.doc.effectiveDate}施行）${s.passage.heading ? ` ${s.passage.heading}` : ''}：${s.passage.text}`)
    .join('\n');
  return [
    {
      role: 'system',
      content:
        '你是工程造价政策文件助手。只依据用户给出的编号资料，用简洁的中文回答问题：先说明适用的规定，再说明适用条件和执行日期。' +
        '每句话以句号结束，并在句号前用[编号]标注所依据的资料，例如“……为9%[1]。”。' +
        '不得使用资料中没有的数字，不得编造文件或文号；资料不足以回答时，只回答“未找到相关政策文件”。',
    },
    { role: 'user', content: `资料：\n${material}\n\n问题：${question}` },
  ];
}

/**
 * Buffers streamed text into sentences: a sentence ends at 。！？ or a line break, together with
 * the citations written right after the mark ("…9%。[1]" keeps its [1]); `flush` gives the rest.
 */
export class SentenceBuffer {
  private text = '';

  /** Adds a delta; answers the sentences it completed. */
  push(delta: string): string[] {
    this.text += delta;
    const out: string[] = [];
    for (;;) {
      const m = /[。！？!?\n]/.exec(this.text);
      if (!m) break;
      let end = m.index + 1;
      // Citations after the mark belong to the sentence; wait while one may still be arriving.
      const after = this.text.slice(end);
      const cites = /^(?:\s*[[［【]\s*\d{1,3}\s*[\]］】])*/.exec(after)![0];
      const rest = after.slice(cites.length);
      // Nothing after the mark yet, or a citation half arrived: it may still grow.
      if (rest.trim() === '' || /^\s*[[［【]\s*\d{0,3}\s*$/.test(rest)) break;
      end += cites.length;
      out.push(this.text.slice(0, end));
      this.text = this.text.slice(end);
    }
    if (this.text.length > MAX_SENTENCE) {
      const cut = Math.max(this.text.lastIndexOf('，'), this.text.lastIndexOf('；'));
      if (cut > 0) {
        out.push(this.text.slice(0, cut + 1));
        this.text = this.text.slice(cut + 1);
      }
    }
    return out.map(tidy).filter(Boolean);
  }

  /** The text left at the end of the answer. */
  flush(): string[] {
    const rest = tidy(this.text);
    this.text = '';
    return rest ? [rest] : [];
  }
}

/** One sentence as sent: citations in the site's form, moved before the final mark; blanks trimmed. */
function tidy(sentence: string): string {
  let s = normaliseCitations(sentence).replace(/\s+/g, ' ').trim();
  const m = /^([\s\S]*?)([。！？!?])((?:\s*\[\d{1,3}\])+)$/.exec(s);
  if (m) s = `${m[1]}${m[3]!.replace(/\s+/g, '')}${m[2]}`;
  return s;
}

/** Reads the `data:` payloads of a server-sent-event body. */
async function* dataLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let nl: number;
    while ((nl = buffer.search(/\r?\n/)) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + (buffer[nl] === '\r' ? 2 : 1));
      if (line.startsWith('data:')) yield line.slice(5).trimStart();
    }
  }
  if (buffer.startsWith('data:')) yield buffer.slice(5).trimStart();
}

export class LlmError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmError';
  }
}

/**
 * Opens the model's streamed answer over the retrieved passages. Resolves once the service has
 * answered (its status checked), so that the caller knows which provider answers; rejects with an
 * LlmError (no key, no URL in the message) otherwise. The draft's sentences throw on a failure or
 * timeout while streaming.
 */
export async function openLlmAnswer(config: LlmConfig, r: Retrieval, signal: AbortSignal): Promise<AnswerDraft> {
  const sources = llmSources(r);
  if (sources.size === 0) throw new LlmError('no passages');
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  let res: Response;
  try {
    res = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ model: config.model, stream: true, temperature: 0.1, messages: llmMessages(r.question, sources) }),
      signal: combined,
    });
  } catch (err) {
    throw new LlmError(timeout.aborted ? 'timeout' : `request failed: ${(err as Error).name}`);
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    throw new LlmError(`status ${res.status}`);
  }
  const body = res.body;
  return {
    provider: 'llm',
    sources,
    sentences: (async function* () {
      const buffer = new SentenceBuffer();
      try {
        for await (const data of dataLines(body)) {
          if (data === '[DONE]') break;
          let delta = '';
          try {
            const json = JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> };
            const content = json.choices?.[0]?.delta?.content;
            if (typeof content === 'string') delta = content;
          } catch {
            throw new LlmError('malformed stream');
          }
          if (delta) yield* buffer.push(delta);
        }
      } catch (err) {
        if (err instanceof LlmError) throw err;
        throw new LlmError(timeout.aborted ? 'timeout' : `stream failed: ${(err as Error).name}`);
      } finally {
        await body.cancel().catch(() => undefined);
      }
      yield* buffer.flush();
    })(),
  };
}
