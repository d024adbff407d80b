/**
 * Reading a server-sent-event answer (text/event-stream) on the client: the WHATWG parser and the
 * reader of a fetch body. A long-lived notification stream and any streamed answer of the HTTP
 * client (`HttpClient.stream`, an answer arriving chunk by chunk) read events through these:
 *
 *   const response = await http.stream(path, body, { signal });
 *   await readEventStream(response.body!, (e) => onEvent(e.event, JSON.parse(e.data)), signal);
 */

/** One server-sent event (text/event-stream). */
export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Parses text/event-stream chunks (the WHATWG format: `event:`, `data:` (joined by newlines),
 * `id:`, comments, a blank line dispatches). Feed it text; it calls `onEvent` per event.
 */
export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private id: string | undefined;

  constructor(private readonly onEvent: (event: StreamEvent) => void) {}

  push(text: string): void {
    this.buffer += text;
    let index: number;
    while ((index = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = this.buffer.slice(0, index);
      const eolLength = this.buffer.startsWith('\r\n', index) ? 2 : 1;
      // A lone \r at the very end may be the first half of \r\n: wait for more.
      if (this.buffer[index] === '\r' && eolLength === 1 && index === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(index + eolLength);
      this.line(line);
    }
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length > 0) {
        this.onEvent({ event: this.event || 'message', data: this.data.join('\n'), id: this.id });
      }
      this.event = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id') this.id = value;
  }
}

/** Reads a fetch response body as an event stream until it ends or the signal aborts. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new EventStreamParser(onEvent);
  const abort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', abort);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
  } finally {
    signal?.removeEventListener('abort', abort);
    try {
      reader.releaseLock();
    } catch {
      /* already released */
    }
  }
}
