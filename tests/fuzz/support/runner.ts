import type { FastifyInstance } from 'fastify';
import type { Random } from '@plugins/cost-data/server/generator/random';
import type { FuzzCase, TokenKind } from './cases';
import type { DemoSession } from './session';
import type { FuzzRoute, LoggedError } from './site';

/** What one request got. */
export interface Outcome {
  readonly status: number;
  readonly contentType: string;
  /** The first bytes of the answer. */
  readonly excerpt: string;
  /** The answer's text when it is not larger than 256 KiB (for the dictionary), else ''. */
  readonly text: string;
  /** The answer was a stream that stayed open (server-sent events): read briefly, then closed. */
  readonly streamed: boolean;
  /** No answer (or no end of a non-stream answer) in time. */
  readonly hung: boolean;
  /** `app.inject` itself failed. */
  readonly injectError: string | null;
}

/** One request that failed: a 5xx, a hang, an inject failure or a crash while it ran. */
export interface Failure {
  readonly route: FuzzRoute;
  readonly fuzzCase: FuzzCase;
  readonly token: TokenKind;
  readonly outcome: Outcome;
  /** Why it counts as a failure. */
  readonly reason: string;
  /** Errors the server logged while the request ran (stack of a 500). */
  readonly logged: readonly LoggedError[];
  /** Uncaught exceptions / unhandled rejections seen while the request ran. */
  readonly crashes: readonly string[];
}

export interface RunnerOptions {
  readonly app: FastifyInstance;
  readonly errors: LoggedError[];
  /** The logged-in account behind the `vip` token kind. */
  readonly session: Pick<DemoSession, 'token' | 'ensure'>;
  readonly rng: Random;
  /** How long an answer may take (ms); a stream is read this long at most. */
  readonly timeoutMs: number;
  /** Where crashes (uncaught exceptions, unhandled rejections) are pushed by the test's process hooks. */
  readonly crashes: string[];
}

const GARBAGE_TOKENS = [
  'garbage-token',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  "' OR '1'='1",
  '0'.repeat(43),
  '../../../etc/passwd',
  'undefined-but-not-quite',
];

const STREAM_TYPES = /text\/event-stream/i;
const EXCERPT = 600;
const KEEP = 256 * 1024;

/** Runs fuzz cases through `app.inject` one at a time and keeps the failures. */
export class Runner {
  readonly failures: Failure[] = [];
  requests = 0;
  streams = 0;
  readonly byStatus = new Map<number, number>();
  private vipSinceCheck = 0;

  constructor(private readonly options: RunnerOptions) {}

  /** Sends a case with a token of the given kind; records and answers the outcome. */
  async run(route: FuzzRoute, fuzzCase: FuzzCase, token: TokenKind, options: { loopback?: boolean } = {}): Promise<Outcome> {
    const { app, errors, crashes, rng } = this.options;
    const headers: Record<string, string> = { ...fuzzCase.headers };
    if (!fuzzCase.ownToken) {
      if (token === 'vip') {
        if (++this.vipSinceCheck >= 15) {
          this.vipSinceCheck = 0;
          await this.options.session.ensure();
        }
        headers.token = await this.options.session.token();
      } else if (token === 'garbage') headers.token = rng.pick(GARBAGE_TOKENS);
    }
    this.requests += 1;
    // Most requests from an address of their own, so that per-address limits do not hide the
    // code behind them; every fourth from the loopback address, so that the limits are reached
    // too and the development routes (loopback only) answer.
    const n = this.requests;
    const remoteAddress = options.loopback || n % 4 === 0 ? '127.0.0.1' : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const errorsBefore = errors.length;
    const crashesBefore = crashes.length;
    const outcome = await this.send(app, fuzzCase, headers, remoteAddress);
    this.byStatus.set(outcome.status, (this.byStatus.get(outcome.status) ?? 0) + 1);
    if (outcome.streamed) this.streams += 1;
    // Give a rejection or exception scheduled by the request a turn to surface.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const logged = errors.slice(errorsBefore);
    const newCrashes = crashes.slice(crashesBefore);
    const reason = failureReason(outcome, newCrashes);
    if (reason) this.failures.push({ route, fuzzCase, token, outcome: { ...outcome, text: '' }, reason, logged, crashes: newCrashes });
    return outcome;
  }

  /** Resets the valid-session check (a new route starts with a checked token). */
  async startRoute(): Promise<void> {
    this.vipSinceCheck = 0;
    await this.options.session.ensure();
  }

  private async send(app: FastifyInstance, fuzzCase: FuzzCase, headers: Record<string, string>, remoteAddress: string): Promise<Outcome> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.options.timeoutMs);
    });
    try {
      const injected = app.inject({
        method: fuzzCase.method as 'GET',
        url: fuzzCase.url,
        headers,
        payload: fuzzCase.payload,
        remoteAddress,
        payloadAsStream: true,
        signal: controller.signal,
      });
      injected.catch(() => undefined);
      const res = await Promise.race([injected, timeout]);
      if (res === 'timeout') {
        controller.abort();
        return { status: 0, contentType: '', excerpt: '', text: '', streamed: false, hung: true, injectError: null };
      }
      const contentType = String(res.headers['content-type'] ?? '');
      const isStream = STREAM_TYPES.test(contentType);
      const stream = res.stream();
      const chunks: Buffer[] = [];
      let size = 0;
      const body = new Promise<'end' | 'enough'>((resolve, reject) => {
        stream.on('data', (chunk: Buffer) => {
          if (size < KEEP) chunks.push(chunk);
          size += chunk.length;
          if (isStream) resolve('enough');
        });
        stream.on('end', () => resolve('end'));
        stream.on('error', (err) => (controller.signal.aborted ? resolve('enough') : reject(err)));
      });
      const read = await Promise.race([body, timeout]);
      if (read !== 'end') {
        // An open stream (server-sent events): read its first event, then hang up as a browser would.
        controller.abort();
        stream.destroy();
      }
      const text = Buffer.concat(chunks).toString('utf8');
      return {
        status: res.statusCode,
        contentType,
        excerpt: text.slice(0, EXCERPT),
        text: size <= KEEP ? text : '',
        streamed: read !== 'end' && isStream,
        hung: read === 'timeout' && !isStream,
        injectError: null,
      };
    } catch (err) {
      const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      return { status: 0, contentType: '', excerpt: '', text: '', streamed: false, hung: false, injectError: message };
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Why an outcome is a failure, or null when it is fine (any 1xx–4xx answer, 429 included). */
function failureReason(outcome: Outcome, crashes: readonly string[]): string | null {
  if (crashes.length > 0) return 'crash (uncaught exception / unhandled rejection)';
  if (outcome.injectError) return `inject failed: ${outcome.injectError}`;
  if (outcome.hung) return 'no answer in time';
  if (outcome.status >= 500) return `HTTP ${outcome.status}`;
  if (envelopeStatus(outcome.excerpt) === 500) return `envelope statusCode 500 with HTTP ${outcome.status}`;
  return null;
}

function envelopeStatus(excerpt: string): number | null {
  const match = /^\s*\{\s*"statusCode"\s*:\s*(\d+)/.exec(excerpt);
  return match ? Number(match[1]) : null;
}

// ---------------------------------------------------------------------------------------------
// Report

/**
 * The first stack frames in the project's own files (not node_modules, not node internals); when
 * there are none (an error thrown inside a library), the library's first frames.
 */
function projectFrames(stack: string | undefined, count = 3): string[] {
  if (!stack) return [];
  const root = `${process.cwd()}/`;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  const own = frames.filter((line) => line.includes(root) && !line.includes('node_modules'));
  const chosen = own.length > 0 ? own : frames.filter((line) => !line.includes('node:internal'));
  return [...new Set(chosen.map((line) => line.trim().replace(root, '')))].slice(0, count);
}

/** The file of a frame (`plugins/bid-node/server/routes.ts`), without function, line and column. */
function frameFile(frame: string | undefined): string {
  const match = frame ? /\(?([^\s()]+?):\d+:\d+\)?$/.exec(frame) : null;
  return match ? match[1]! : '';
}

/** An error message with its values blanked: quoted values, numbers, ±Infinity and NaN. */
function messageShape(message: string): string {
  return message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/-?(\d+(\.\d+)?(e[+-]?\d+)?|Infinity|NaN)/gi, 'N')
    .slice(0, 160);
}

/**
 * What tells one failure's cause from another's: the reason and the logged error (type, message
 * with its values blanked, the file of its first frame in the project). Requests to different
 * routes that fail the same way (a parser error shared by a plugin's routes, ids out of a column's
 * range in one plugin) are one failure. Without a logged error or crash (a hang, a bare 5xx) the
 * route is part of it.
 */
function signature(f: Failure): string {
  const error = f.logged.find((e) => e.message || e.stack) ?? f.logged[0];
  if (error) {
    return `${f.reason} | ${error.type ?? 'Error'}: ${messageShape(error.message ?? error.msg)} @ ${frameFile(projectFrames(error.stack, 1)[0])}`;
  }
  if (f.crashes[0]) return `${f.reason} | ${f.crashes[0].split('\n')[0]!.slice(0, 160)}`;
  return `${f.reason} | ${f.route.method} ${f.route.url} | ${f.outcome.excerpt.replace(/\d+/g, 'N').slice(0, 160)}`;
}

export interface FailureGroup {
  readonly signature: string;
  readonly failures: readonly Failure[];
}

export function groupFailures(failures: readonly Failure[]): FailureGroup[] {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = signature(f);
    const list = groups.get(key);
    if (list) list.push(f);
    else groups.set(key, [f]);
  }
  return [...groups.entries()].map(([sig, list]) => ({ signature: sig, failures: list }));
}

function short(text: string, max: number): string {
  const clean = text.replace(/[\x00-\x1f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return clean.length > max ? `${clean.slice(0, max)}…(${text.length} chars)` : clean;
}

/** A readable list: one block per distinct failure, with its routes, examples, stack and answer. */
export function formatFailures(groups: readonly FailureGroup[]): string {
  const lines: string[] = [];
  groups.forEach((group, i) => {
    const first = group.failures[0]!;
    const tokens = [...new Set(group.failures.map((f) => f.token))].join(', ');
    const routes = [...new Set(group.failures.map((f) => `${f.route.method} ${f.route.url}`))];
    const error = first.logged.find((e) => e.stack) ?? first.logged[0];
    const cause = error ? ` — ${error.type ?? 'Error'}: ${short(error.message ?? error.msg, 160)}` : '';
    lines.push(`${i + 1}. ${first.reason}${cause} — ${group.failures.length} request(s), tokens: ${tokens}`);
    lines.push(`   route(s): ${routes.slice(0, 12).join(', ')}${routes.length > 12 ? `, … ${routes.length - 12} more` : ''}`);
    const names = [...new Set(group.failures.map((f) => f.fuzzCase.name))];
    lines.push(`   case(s): ${names.slice(0, 8).map((n) => short(n, 70)).join(' | ')}${names.length > 8 ? ` | … ${names.length - 8} more` : ''}`);
    for (const f of group.failures.slice(0, 2)) {
      const type = f.fuzzCase.headers['content-type'];
      lines.push(`   e.g. ${f.fuzzCase.method} ${short(f.fuzzCase.url, 160)}${type ? ` [content-type: ${short(type, 60)}]` : ''}${f.fuzzCase.payload !== undefined ? ` body: ${short(String(f.fuzzCase.payload), 160)}` : ''}`);
    }
    lines.push(`   answer: HTTP ${first.outcome.status} ${short(first.outcome.excerpt, 200)}`);
    if (error) {
      lines.push(`   logged: ${error.msg}`);
      for (const frame of projectFrames(error.stack, 4)) lines.push(`     ↳ ${frame.replace(/^at /, '')}`);
      // Where else the same error was raised (other routes of the group).
      const elsewhere = new Set<string>();
      for (const f of group.failures) {
        const top = projectFrames((f.logged.find((e) => e.stack) ?? f.logged[0])?.stack, 1)[0];
        if (top && top !== projectFrames(error.stack, 1)[0]) elsewhere.add(top.replace(/^at /, ''));
      }
      if (elsewhere.size > 0) lines.push(`     also at: ${[...elsewhere].slice(0, 6).join('; ')}`);
    }
    for (const crash of first.crashes.slice(0, 1)) lines.push(`   crash: ${short(crash, 600)}`);
  });
  return lines.join('\n');
}
