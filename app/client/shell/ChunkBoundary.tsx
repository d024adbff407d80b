import type { ReactNode } from 'react';
import { ErrorBoundary } from '@kernel/client/error-boundary';

/** A lazily loaded shell part that fails is left out; the rest of the page keeps working. */
export function ChunkBoundary({ name, children }: { name: string; children: ReactNode }) {
  return <ErrorBoundary name={`shell ${name}`}>{children}</ErrorBoundary>;
}
