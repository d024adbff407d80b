/** The event-stream reader moved to the kernel (kernel/client/event-stream.ts); kept under its old name for the account plugin's tests. */
export { EventStreamParser, readEventStream, type StreamEvent } from '@kernel/client/event-stream';
