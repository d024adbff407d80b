/**
 * The AI search's test site: the real server on a port (cost-data seeded at a small scale, the
 * policy corpus seeded for real), members by token, and a streaming reader of the answer's
 * server-sent events with their arrival times.
 */
import { seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { createPolicyServer } from '@plugins/policy/server';
import { PolicyPaths } from '@plugins/policy/shared/contract';
import { startTestServer, type TestServer } from '../../../helpers/server';

/** 2026-11-22 10:30 in China. */
export const NOW = Date.UTC(2026, 10, 22, 2, 30, 0);

export const members = {
  a: { token: 'token-ai-a', globalId: 'g-ai-a' },
  b: { token: 'token-ai-b', globalId: 'g-ai-b' },
  limit: { token: 'token-ai-limit', globalId: 'g-ai-limit' },
  cancel: { token: 'token-ai-cancel', globalId: 'g-ai-cancel' },
  llm: { token: 'token-ai-llm', globalId: 'g-ai-llm' },
  warm: { token: 'token-ai-warm', globalId: 'g-ai-warm' },
} as const;

export interface AiTestSite extends TestServer {
  services: ServiceRegistry;
}

export async function startAiSite(options: { paceMs?: number; logger?: unknown } = {}): Promise<AiTestSite> {
  const services = new ServiceRegistry();
  const policy = createPolicyServer({ clock: () => NOW, ...(options.paceMs !== undefined ? { aiPaceMs: options.paceMs } : {}) });
  const plugins = [costDataServer, policy];
  const t = await startTestServer({ plugins, services, ...(options.logger ? { logger: options.logger as never } : {}) });
  await seedPlugins(t.database, plugins, { scale: 0.01, seed: 1, demo: false });
  const byToken = new Map<string, string>(Object.values(members).map((m) => [m.token, m.globalId]));
  t.app.auth.setResolver(async (token) => {
    const globalId = byToken.get(token);
    return globalId ? { userId: `u-${globalId}`, globalId, accountName: globalId, accountType: 'personal', rights: [] } : null;
  });
  return { ...t, services };
}

export interface ArrivedEvent {
  event: string;
  data: any;
  /** ms since the request was sent. */
  at: number;
  /** Index of the network read that delivered it. */
  read: number;
}

export interface AskResult {
  status: number;
  contentType: string | null;
  events: ArrivedEvent[];
  /** The concatenated chunk texts. */
  answer: string;
  json?: any;
}

/** Parses complete events out of `buffer`; answers them and the rest. */
function parse(buffer: string): { events: Array<{ event: string; data: string }>; rest: string } {
  const events: Array<{ event: string; data: string }> = [];
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Asks a question with a streaming fetch. `onEvent` sees each event as it arrives (return 'abort'
 * to abort the request there).
 */
export async function ask(
  site: { url: string },
  token: string | null,
  body: Record<string, unknown>,
  onEvent?: (e: ArrivedEvent) => 'abort' | void,
): Promise<AskResult> {
  const started = performance.now();
  const controller = new AbortController();
  const res = await fetch(`${site.url}${PolicyPaths.ai}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const contentType = res.headers.get('content-type');
  if (!contentType?.startsWith('text/event-stream')) {
    return { status: res.status, contentType, events: [], answer: '', json: await res.json() };
  }
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: ArrivedEvent[] = [];
  let buffer = '';
  let reads = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      reads += 1;
      buffer += decoder.decode(value, { stream: true });
      const parsed = parse(buffer);
      buffer = parsed.rest;
      let stop = false;
      for (const e of parsed.events) {
        const arrived = { event: e.event, data: JSON.parse(e.data), at: performance.now() - started, read: reads };
        events.push(arrived);
        if (onEvent?.(arrived) === 'abort') stop = true;
      }
      if (stop) {
        controller.abort();
        break;
      }
    }
  } catch (err) {
    if ((err as Error).name !== 'AbortError') throw err;
  }
  const answer = events
    .filter((e) => e.event === 'chunk')
    .map((e) => e.data.text)
    .join('');
  return { status: res.status, contentType, events, answer };
}

/** Waits until `check` answers a value (polling), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
