import type { BusRecord, RxEventBus } from './event-bus';

/**
 * The bus tracer for maintainers (docs/architecture.md, "Tracing the bus"). Loaded only when
 * `localStorage.debug` lists `bus` (or, in development, with `?debug=bus`): each event is logged as
 *
 *   [bus] login {type:"success"} ← sign-in → catalogue, orders, app
 *
 * its name, a short payload summary (secrets redacted), the plugin that emitted it and the owners
 * of the subscriptions that handled it (`nobody` when none did).
 */

/** Keys whose values are never shown: tokens, passwords, codes, captcha answers, phone numbers. */
const SECRET = /token|passw|pwd|secret|code|captcha|validate|sms|mobile|phone|cookie|auth/i;
const MAX_STRING = 24;
const MAX_KEYS = 6;
const MAX_SUMMARY = 160;

function summarizeValue(value: unknown, depth: number): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'ƒ';
  if (typeof value === 'string') return JSON.stringify(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value);
  if (typeof value !== 'object') return String(value);
  if (depth >= 2) return Array.isArray(value) ? `[${value.length}]` : '{…}';
  if (Array.isArray(value)) {
    const shown = value.slice(0, 3).map((v) => summarizeValue(v, depth + 1));
    return `[${shown.join(',')}${value.length > 3 ? `,…+${value.length - 3}` : ''}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const shown = entries.slice(0, MAX_KEYS).map(([k, v]) => `${k}:${SECRET.test(k) && v !== undefined && v !== null && v !== '' ? '***' : summarizeValue(v, depth + 1)}`);
  return `{${shown.join(',')}${entries.length > MAX_KEYS ? ',…' : ''}}`;
}

/** A one-line summary of a payload: short, with secrets redacted. */
export function summarizePayload(payload: unknown): string {
  const text = summarizeValue(payload, 0);
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}

/** The log line of one event. */
export function formatRecord(record: BusRecord): string {
  const handlers = record.handlers.length > 0 ? [...new Set(record.handlers)].join(', ') : 'nobody';
  return `[bus] ${record.name} ${summarizePayload(record.payload)} ← ${record.emitter} → ${handlers}`;
}

export interface BusTracerOptions {
  /** Events recorded before the tracer loaded, reported first. */
  readonly replay?: readonly BusRecord[];
  /** Where lines go (default console.info). Only the line: the raw payload may hold secrets. */
  readonly log?: (line: string, record: BusRecord) => void;
}

/** Reports every event of `bus` from now on (and the replayed ones). Returns the stop function. */
export function installBusTracer(bus: RxEventBus, options: BusTracerOptions = {}): () => void {
  const log = options.log ?? ((line: string) => console.info(line));
  for (const record of options.replay ?? []) log(formatRecord(record), record);
  bus.trace((record) => log(formatRecord(record), record));
  return () => bus.trace(null);
}
