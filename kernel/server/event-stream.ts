/**
 * A server-sent-event answer over a hijacked reply (text/event-stream): the route writes events as
 * its work progresses, the client reads them as they arrive.
 *
 * ```ts
 * api.post(Paths.ask, { preHandler: requireLogin }, async (request, reply) => {
 *   const stream = openEventStream(request, reply);
 *   for await (const piece of work(stream.signal)) if (!stream.send('chunk', { text: piece })) break;
 *   stream.send('done', { status: 'answered' });
 *   stream.end();
 * });
 * ```
 *
 * - The reply keeps the headers set before it was opened (the security headers of every answer)
 *   and adds `text/event-stream`, `no-store` and `x-accel-buffering: no` (a proxy must not buffer).
 * - Hijacked, the answer bypasses Fastify's onSend hooks: compression never applies, so every
 *   event leaves at once (Nagle's delay is switched off on the socket as well).
 * - `signal` aborts when the client goes away before `end()` (a closed tab, an aborted fetch): the
 *   route stops its work; `send` answers false from then on.
 * - A comment line every `heartbeatMs` (default 15 s) keeps idle connections and proxies open.
 * - Guards and validation run before the handler opens the stream, so a refusal is still the
 *   usual JSON envelope.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EventStreamOptions {
  /** Interval of the keep-alive comment in ms; 0 = none. Default 15 000. */
  readonly heartbeatMs?: number;
  /** The reconnection delay announced to the client (`retry:`), if any. */
  readonly retryMs?: number;
}

export interface EventStream {
  /** Writes one event with its JSON data; false (nothing written) once the stream is closed. */
  send(event: string, data: unknown): boolean;
  /** Writes a comment line (`: text`), ignored by clients; nothing once closed. */
  comment(text: string): void;
  /** Ends the answer (idempotent). */
  end(): void;
  /** True after `end()` or once the client has gone away. */
  readonly closed: boolean;
  /** Aborts when the client goes away before `end()`. */
  readonly signal: AbortSignal;
}

const DEFAULT_HEARTBEAT_MS = 15_000;

/** Comment text on one line (an event stream's lines end at CR or LF). */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}

/** Opens the event stream on `reply` (hijacking it): headers are written at once. */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions = {}): EventStream {
  const res = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    // The stream's own framing replaces whatever an earlier hook prepared for a buffered answer.
    if (lower === 'content-length' || lower === 'content-encoding' || lower === 'content-type') continue;
    headers[name] = value;
  }
  reply.hijack();
  const controller = new AbortController();
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  const stop = () => {
    closed = true;
    if (timer) clearInterval(timer);
    timer = null;
  };
  const end = () => {
    if (closed) return;
    stop();
    if (!res.writableEnded) res.end();
  };
  res.on('close', () => {
    if (closed) return;
    stop();
    controller.abort(new Error('event stream closed by the client'));
  });
  res.on('error', (err) => {
    request.log.debug({ err }, 'event stream write failed');
    if (!closed) {
      stop();
      controller.abort(err);
    }
  });

  // The client may have gone while the guards and the handler ran: nothing to write to.
  if (res.destroyed || res.socket?.destroyed) {
    stop();
    controller.abort(new Error('event stream closed by the client'));
  }
  // (An injected request's socket is a stand-in without it.)
  if (typeof res.socket?.setNoDelay === 'function') res.socket.setNoDelay(true);
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(options.retryMs !== undefined ? `retry: ${Math.max(0, Math.floor(options.retryMs))}\n\n` : ': open\n\n');

  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  if (heartbeatMs > 0) {
    timer = setInterval(() => {
      if (!closed) res.write(': keep-alive\n\n');
    }, heartbeatMs);
    timer.unref();
  }

  return {
    send(event, data) {
      if (closed || res.writableEnded || res.destroyed) return false;
      res.write(`event: ${oneLine(event)}\ndata: ${JSON.stringify(data ?? null)}\n\n`);
      return true;
    },
    comment(text) {
      if (closed || res.writableEnded || res.destroyed) return;
      res.write(`: ${oneLine(text)}\n\n`);
    },
    end,
    get closed() {
      return closed;
    },
    signal: controller.signal,
  };
}
